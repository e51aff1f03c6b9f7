#include "ui/charts/serving/model_breakdown_chart.h"

#include "ui/charts/frame/plot_widget.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// A row's height on screen: its three bars, 0.27 of a row each, stay 6 px thick, and its name reads beside them.
constexpr int kRowPixels = 22;
constexpr int kBarsPixels = 140; // the bars' own width beside the ops' names, the time axis's title under them

// The time axis in the unit that keeps its numbers readable, and the unit's name.
double largestTime(const std::vector<ModelBreakdownChart::Row>& rows)
{
    double largest = 0.0;
    for (const ModelBreakdownChart::Row& row : rows)
        largest = std::max({largest, row.compute, row.memory, row.network});
    return largest;
}

} // namespace

QString boundWord(const Evaluation& evaluation)
{
    if (evaluation.bound == Bound::Compute)
        return ModelBreakdownChart::tr("compute");
    return evaluation.levelKind == BandwidthKind::Link ? ModelBreakdownChart::tr("network")
                                                       : ModelBreakdownChart::tr("memory");
}

ModelBreakdownChart::ModelBreakdownChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("modelBreakdownChart"));
    plot()->setNavigable(false); // in a scrolled panel, where the wheel scrolls the panel
    setDrawnWhenSeen(true);
    plot()->setMoving(false); // bars drawn again whole: no buffer kept for a moving layer
    // The rows' words in the new language; ChartBase's own retranslate then draws them again.
    retranslate(this, [this] { makeRows(); });
}

QSize ModelBreakdownChart::sizeHint() const
{
    return minimumSizeHint().expandedTo({360, 230});
}

QSize ModelBreakdownChart::minimumSizeHint() const
{
    // Every op's name whole and its bars readable, with the time axis, its title and the legend under them: in a
    // smaller box the bars were 5-px strips and the axis title was cut ("time per step (").
    const QFontMetrics metrics(theme().font);
    int widest = 0;
    for (const Row& row : m_rows)
        widest = std::max(widest, metrics.horizontalAdvance(row.label));
    // The bars at least as wide as the time axis's title under them, in the user's language.
    const int title = QFontMetrics(theme().axisLabelFont).horizontalAdvance(tr("time per step (%1)").arg(tr("ms")));
    const int bars = std::max(kBarsPixels, title + 2 * metrics.height());
    const int rows = std::max(1, static_cast<int>(m_rows.size()));
    return {widest + bars, rows * kRowPixels + 7 * metrics.height()};
}

void ModelBreakdownChart::setStep(const ModelStep* step)
{
    m_step = step;
    makeRows(); // what is drawn is known now; it is drawn when seen
    markDirty(kAll);
}

void ModelBreakdownChart::makeRows()
{
    updateGeometry(); // its minimum size follows its rows
    m_rows.clear();
    if (!m_step || !m_step->runs())
        return;
    for (const StepOpResult& op : m_step->result.ops) {
        const Evaluation& e = op.evaluation;
        Row row;
        row.label = tr("%1 ×%2 · %3")
                        .arg(QString::fromStdString(op.step.name), formatCompactText(op.step.count), boundWord(e));
        row.compute = op.step.count * e.tMath;
        (e.levelKind == BandwidthKind::Link ? row.network : row.memory) = op.step.count * e.tComms;
        m_rows.push_back(std::move(row));
    }
}

ChartBase::Setup ModelBreakdownChart::buildScene()
{
    const double largest = largestTime(m_rows);
    const auto [scale, unit] = timeUnitText(largest);
    m_scale = scale;
    Setup setup;
    setup.axes.x = {false, TickFormat::Compact, tr("time per step (%1)").arg(unit)};
    setup.axes.y = {false, TickFormat::Compact, QString()};
    setup.legend = m_rows.empty() ? LegendPlace::None : LegendPlace::Below; // inside, it would cover the longest bars
    setup.fitX = {0.0, largest > 0.0 ? largest / scale * 1.08 : 1.0};
    setup.fitY = {{0.4, static_cast<double>(m_rows.size()) + 0.6}};
    return setup;
}

void ModelBreakdownChart::buildItems()
{
    QCPAxisRect* rect = panels().front().rect;
    // Math, memory and network in strengths of the ink, not in hues: on the charts a hue means a chip,
    // and these bars sit under a chip's name.
    const std::array colors = costColors(theme());
    const std::array names {tr("math"), tr("memory traffic"), tr("network traffic")};
    delete m_group; // its bars went with the last layout
    m_group = new QCPBarsGroup(plot());
    m_group->setSpacing(0.0);
    std::array<QVector<double>, 3> values;
    QVector<double> keys;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    const int count = static_cast<int>(m_rows.size());
    for (int i = 0; i < count; ++i) {
        const Row& row = m_rows[static_cast<std::size_t>(i)];
        const double key = count - i; // the first op at the top
        keys.append(key);
        values[0].append(row.compute / m_scale);
        values[1].append(row.memory / m_scale);
        values[2].append(row.network / m_scale);
        ticker->addTick(key, row.label);
    }
    rect->axis(QCPAxis::atLeft)->setTicker(ticker);
    for (std::size_t i = 0; i < values.size(); ++i) {
        auto* bars = new QCPBars(rect->axis(QCPAxis::atLeft), rect->axis(QCPAxis::atBottom));
        bars->setWidth(0.27);
        bars->setBarsGroup(m_group);
        bars->setBrush(colors[i]);
        bars->setPen(QPen(colors[i].darker(130)));
        bars->setName(names[i]);
        bars->setData(keys, values[i], true);
        bars->setSelectable(QCP::stNone);
        // A series with no bars (no link crossed at tp = 1) has no legend entry.
        if (std::any_of(values[i].begin(), values[i].end(), [](double v) { return v > 0.0; }))
            addLegendPlottable(bars);
    }
}

} // namespace roofline::ui
