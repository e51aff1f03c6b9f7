#include "ui/charts/calibration/projection_chart.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/i18n/op_text.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

ProjectionChart::ProjectionChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("projectionChart"));
    plot()->setNavigable(false); // every bar is shown
}

QSize ProjectionChart::sizeHint() const
{
    return {620, 120 + 48 * static_cast<int>(std::max<std::size_t>(1, m_scene.bars.size()))};
}

void ProjectionChart::setScene(ProjectionScene scene, QStringList chipNames)
{
    m_scene = std::move(scene);
    m_names = std::move(chipNames);
    updateGeometry();
    markDirty(kAll);
}

QString ProjectionChart::barText(std::size_t bar) const
{
    if (bar >= m_scene.bars.size())
        return {};
    const ProjectionBar& drawn = m_scene.bars[bar];
    const QString time = formatDurationText(drawn.stepS);
    if (drawn.measured)
        return tr("%1 measured").arg(time);
    const double measured = m_scene.bars.front().stepS;
    return measured > 0.0 ? tr("%1 · %2× measured").arg(time, formatCompactText(drawn.stepS / measured, 3)) : time;
}

QString ProjectionChart::boundsText(std::size_t bar) const
{
    if (bar >= m_scene.bars.size())
        return {};
    const ProjectionBar& drawn = m_scene.bars[bar];
    return tr("%n group(s) compute-bound, %1 bandwidth-bound", "", static_cast<int>(drawn.computeBound))
        .arg(drawn.bandwidthBound);
}

QString ProjectionChart::tooltipAt(const QPoint& pos) const
{
    const QCPAxisRect* rect = panelRectAt(pos);
    if (!rect || m_scene.bars.empty())
        return {};
    // The bars' keys run from the number of bars (the measured chip, at the top) down to 1.
    const double key = rect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y());
    const long index = static_cast<long>(m_scene.bars.size()) - std::lround(key);
    if (index < 0 || index >= static_cast<long>(m_scene.bars.size()) || std::abs(key - std::round(key)) > 0.35)
        return {};
    const auto bar = static_cast<std::size_t>(index);
    const ProjectionBar& drawn = m_scene.bars[bar];
    const QString name = bar < static_cast<std::size_t>(m_names.size()) ? m_names[static_cast<int>(bar)]
                                                                        : QString::fromStdString(drawn.chipId);
    QString text = tr("<b>%1</b>: %2").arg(name.toHtmlEscaped(), barText(bar).toHtmlEscaped());
    for (std::size_t c = 0; c < kOpClassCount; ++c) {
        if (drawn.byClass[c] > 0.0)
            text += tr("<br>%1 %2").arg(opClassText(static_cast<OpClass>(c)), formatDurationText(drawn.byClass[c]));
    }
    text += QStringLiteral("<br>") + boundsText(bar).toHtmlEscaped();
    if (drawn.unmodelledS > 0.0)
        text += tr("<br>%1 not modelled, carried over as measured").arg(formatDurationText(drawn.unmodelledS));
    return text;
}

ChartBase::Setup ProjectionChart::buildScene()
{
    double largest = 0.0;
    for (const ProjectionBar& bar : m_scene.bars)
        largest = std::max(largest, bar.stepS);
    const auto [scale, unit] = timeUnitText(largest);
    m_scale = scale;
    Setup setup;
    setup.axes.x = {false, TickFormat::Compact, tr("step time (%1)").arg(unit)};
    setup.axes.y = {false, TickFormat::Compact, QString()};
    setup.legend = m_scene.bars.empty() ? LegendPlace::None : LegendPlace::Below;
    if (m_scene.bars.empty())
        setup.hint = tr("No projection: calibrate the chip the kernels ran on, then choose chips to project onto");
    // Room on the right for each bar's time and ratio.
    setup.fitX = {0.0, largest > 0.0 ? largest / scale * 1.6 : 1.0};
    setup.fitY = {{0.4, static_cast<double>(m_scene.bars.size()) + 0.6}};
    return setup;
}

void ProjectionChart::buildItems()
{
    if (m_scene.bars.empty())
        return;
    Panel& panel = panels().front();
    QCPAxisRect* rect = panel.rect;
    const ChartTheme& look = theme();
    const int count = static_cast<int>(m_scene.bars.size());
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    QVector<double> keys;
    for (int i = 0; i < count; ++i) {
        const double key = count - i; // the measured chip at the top
        keys.append(key);
        const QString name = i < m_names.size() ? m_names[i] : QString::fromStdString(m_scene.bars[i].chipId);
        ticker->addTick(key, m_scene.bars[static_cast<std::size_t>(i)].measured ? tr("%1 (measured)").arg(name) : name);
    }
    rect->axis(QCPAxis::atLeft)->setTicker(ticker);

    // A stack per chip: each class in its colour (the parity chart's), then the time carried over.
    QCPBars* below = nullptr;
    const auto stack = [&](const QVector<double>& values, const QColor& color, const QString& name, const char* role,
                           int index) {
        if (std::none_of(values.begin(), values.end(), [](double v) { return v > 0.0; }))
            return;
        auto* bars = tagged(new QCPBars(rect->axis(QCPAxis::atLeft), rect->axis(QCPAxis::atBottom)), {role, -1, index});
        bars->setWidth(0.6);
        bars->setBrush(color);
        bars->setPen(QPen(color.darker(130)));
        bars->setName(name);
        bars->setData(keys, values); // keys run downwards: QCustomPlot sorts them, which stacking needs
        bars->setSelectable(QCP::stNone);
        if (below)
            bars->moveAbove(below);
        below = bars;
        addLegendPlottable(bars);
    };
    for (std::size_t c = 0; c < kOpClassCount; ++c) {
        QVector<double> values;
        for (const ProjectionBar& bar : m_scene.bars)
            values.append(bar.byClass[c] / m_scale);
        stack(values, look.chipColor(static_cast<int>(c)), opClassText(static_cast<OpClass>(c)), "projection-class",
            static_cast<int>(c));
    }
    QVector<double> carried;
    for (const ProjectionBar& bar : m_scene.bars)
        carried.append(bar.unmodelledS / m_scale);
    QColor grey = look.neutral;
    grey.setAlphaF(0.45);
    stack(carried, grey, tr("not modelled, carried over as measured"), "projection-unmodelled", -1);

    for (int i = 0; i < count; ++i) {
        ChartLabel label;
        label.x = m_scene.bars[static_cast<std::size_t>(i)].stepS / m_scale;
        label.y = keys[i];
        label.text = barText(static_cast<std::size_t>(i));
        label.color = look.foreground;
        // Beside the bar's end; when the chart is too narrow for that, inside it, on its halo.
        label.sides = {LabelSide::Right, LabelSide::Left};
        panel.headLabels.push_back(label);
    }
}

} // namespace roofline::ui
