#include "ui/charts/model/model_breakdown_chart.h"

#include "ui/charts/frame/plain_plot_style.h"
#include "ui/i18n/retranslate.h"
#include "ui/op_text.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// The time axis in the unit that keeps its numbers readable, and the unit's name.
std::pair<double, QString> timeUnit(double largest)
{
    if (largest >= 1.0)
        return {1.0, ModelBreakdownChart::tr("s")};
    if (largest >= 1e-3)
        return {1e-3, ModelBreakdownChart::tr("ms")};
    if (largest >= 1e-6)
        return {1e-6, ModelBreakdownChart::tr("µs")};
    return {1e-9, ModelBreakdownChart::tr("ns")};
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
    : QCustomPlot(parent)
    , m_theme(ChartTheme::light())
{
    setObjectName(QStringLiteral("modelBreakdownChart"));
    placeLegendBelowPlot(*this); // inside, it would cover the longest bars
    auto* group = new QCPBarsGroup(this);
    group->setSpacing(0.0);
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        m_bars[i] = new QCPBars(yAxis, xAxis);
        m_bars[i]->setWidth(0.27);
        m_bars[i]->setBarsGroup(group);
    }
    setTheme(m_theme);
    retranslate(this, [this] { rebuild(); }); // axis titles and legend in the new language
}

QSize ModelBreakdownChart::sizeHint() const
{
    return {360, 230};
}

void ModelBreakdownChart::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    applyPlainPlotStyle(*this, theme);
    // Math, memory and network in strengths of the ink, not in hues: on the charts a hue means a chip
    //, and these bars sit under a chip's name.
    const std::array colors = costColors(theme);
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        m_bars[i]->setBrush(colors[i]);
        m_bars[i]->setPen(QPen(colors[i].darker(130)));
    }
    rebuild();
}

void ModelBreakdownChart::setStep(const ModelStep* step)
{
    m_step = step;
    rebuild();
}

void ModelBreakdownChart::rebuild()
{
    m_rows.clear();
    if (m_step && m_step->runs()) {
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
    m_bars[0]->setName(tr("math"));
    m_bars[1]->setName(tr("memory traffic"));
    m_bars[2]->setName(tr("network traffic"));
    double largest = 0.0;
    for (const Row& row : m_rows)
        largest = std::max({largest, row.compute, row.memory, row.network});
    const auto [scale, unit] = timeUnit(largest);
    m_scale = scale;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    std::array<QVector<double>, 3> values;
    QVector<double> keys;
    const int count = static_cast<int>(m_rows.size());
    for (int i = 0; i < count; ++i) {
        const Row& row = m_rows[static_cast<std::size_t>(i)];
        const double key = count - i; // the first op at the top
        keys.append(key);
        values[0].append(row.compute / scale);
        values[1].append(row.memory / scale);
        values[2].append(row.network / scale);
        ticker->addTick(key, row.label);
    }
    for (std::size_t i = 0; i < m_bars.size(); ++i)
        m_bars[i]->setData(keys, values[i], true);
    // A series with no bars (no link crossed at tp = 1) has no legend entry.
    for (std::size_t i = 0; i < m_bars.size(); ++i) {
        const bool any = std::any_of(values[i].begin(), values[i].end(), [](double v) { return v > 0.0; });
        if (any)
            m_bars[i]->addToLegend();
        else
            m_bars[i]->removeFromLegend();
    }
    yAxis->setTicker(ticker);
    yAxis->setRange(0.4, count + 0.6);
    xAxis->setLabel(tr("time per step (%1)").arg(unit));
    xAxis->setRange(0.0, largest > 0.0 ? largest / scale * 1.08 : 1.0);
    legend->setVisible(count > 0);
    // Drawn when painted: a chart scrolled out of the Model panel's view costs nothing per B step.
    m_replotPending = true;
    update();
}

void ModelBreakdownChart::paintEvent(QPaintEvent* event)
{
    if (m_replotPending) {
        m_replotPending = false;
        replot(QCustomPlot::rpQueuedRefresh); // draws the layers now; the widget is painted again after
    }
    QCustomPlot::paintEvent(event);
}

} // namespace roofline::ui
