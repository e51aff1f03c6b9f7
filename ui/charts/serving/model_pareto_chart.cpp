#include "ui/charts/serving/model_pareto_chart.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/i18n/op_text.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace roofline::ui {

namespace {

// "tp 8", "ep 32", with "tp 16 ⇢ NIC" past a domain: the layout of a curve (docs/model.md §14).
QString layoutText(const ModelParetoChart::Series& series)
{
    QString text = series.ep > 1.0 ? ModelParetoChart::tr("ep %1").arg(formatCompactText(series.ep))
                                   : ModelParetoChart::tr("tp %1").arg(formatCompactText(series.tp));
    if (series.tiers.size() > 1)
        text = ModelParetoChart::tr("%1 ⇢ %2", "a layout whose collectives leave the domain: tp 16 ⇢ NIC")
                   .arg(text, series.tiers.back());
    return text;
}

} // namespace

namespace {

// A log axis's view of [low, high]: a little room below, `above` times as much above.
AxisRange logView(double low, double high, double above)
{
    if (!(low > 0.0) || !std::isfinite(low) || !std::isfinite(high))
        return {1.0, 10.0};
    if (high <= low) {
        low /= 2.0;
        high *= 2.0;
    }
    const double pad = std::max(0.08 * std::log10(high / low), 0.05);
    return {low / std::pow(10.0, pad), high * std::pow(10.0, pad * above)};
}

} // namespace

ModelParetoChart::ModelParetoChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("modelParetoChart"));
    plot()->setNavigable(false); // a small chart in the Model panel: every point is shown
}

QSize ModelParetoChart::sizeHint() const
{
    return {420, 260};
}

void ModelParetoChart::setScene(Scene scene)
{
    // A B step: the curves stay (they depend on neither B nor tp), only the rings move.
    const bool step = !m_seriesChanged && !rebuildPending() && scene.series == m_scene.series
        && scene.current.size() == m_scene.current.size();
    m_seriesChanged = m_seriesChanged || scene.series != m_scene.series;
    m_scene = std::move(scene);
    markDirty(step ? kStep : kAll);
}

ChartBase::Setup ModelParetoChart::buildScene()
{
    double xLow = std::numeric_limits<double>::infinity();
    double xHigh = 0.0;
    double yLow = std::numeric_limits<double>::infinity();
    double yHigh = 0.0;
    const auto extend = [&](double x, double y) {
        if (!(x > 0.0) || !(y > 0.0) || !std::isfinite(x) || !std::isfinite(y))
            return;
        xLow = std::min(xLow, x);
        xHigh = std::max(xHigh, x);
        yLow = std::min(yLow, y);
        yHigh = std::max(yHigh, y);
    };
    for (const Series& series : m_scene.series) {
        for (const Point& point : series.points)
            extend(point.perSequence, point.perChip);
    }
    for (const Current& current : m_scene.current)
        extend(current.perSequence, current.perChip);
    Setup setup;
    setup.axes.x = {true, TickFormat::Compact, tr("tokens/s per sequence")};
    setup.axes.y = {true, TickFormat::Compact, tr("tokens/s per chip")};
    // The curves fan out from the bottom right to the top left: no corner inside is sure to be free.
    setup.legend = m_scene.series.empty() ? LegendPlace::None : LegendPlace::Below;
    if (m_scene.series.empty())
        setup.hint = tr("No point: the model's decode step does not run on the chips shown");
    // Room on the right for the "tp n" labels beside each curve's B = 1.
    setup.fitX = logView(xLow, xHigh, 3.0);
    setup.fitY = {logView(yLow, yHigh, 1.5)};
    return setup;
}

void ModelParetoChart::buildItems()
{
    m_seriesChanged = false;
    Panel& panel = panels().front();
    QCPAxisRect* rect = panel.rect;
    const ChartTheme& look = theme();
    m_drawn.clear();
    m_frontiers.clear();
    const double size = look.markerSize * 0.75;

    // Each chip's frontier first, under its curves: the fitting points no other beats, in order along x.
    std::map<int, std::vector<QPointF>> frontiers;
    std::map<int, QColor> colors;
    for (const Series& series : m_scene.series) {
        colors.emplace(series.chip, series.color);
        for (const Point& point : series.points) {
            if (point.onFrontier)
                frontiers[series.chip].emplace_back(point.perSequence, point.perChip);
        }
    }
    for (auto& [chip, points] : frontiers) {
        std::ranges::sort(points, {}, &QPointF::x);
        QColor band = colors[chip];
        band.setAlphaF(0.3);
        QCPCurve* curve = tagged(addMarkers(rect, QCPScatterStyle()), {"pareto-frontier", chip});
        curve->setLineStyle(QCPCurve::lsLine);
        curve->setPen(QPen(band, look.lineWidth * 4.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        QVector<double> x;
        QVector<double> y;
        for (const QPointF& point : points) {
            x.append(point.x());
            y.append(point.y());
        }
        setMarkerPoints(curve, x, y);
        m_frontiers.emplace_back(chip, curve);
    }

    std::map<int, bool> named; // a legend entry per chip
    std::set<int> chips;
    for (const Series& series : m_scene.series)
        chips.insert(series.chip);
    for (const Series& series : m_scene.series) {
        QVector<double> x;
        QVector<double> y;
        QVector<double> fx;
        QVector<double> fy;
        QVector<double> hx;
        QVector<double> hy;
        for (const Point& point : series.points) {
            x.append(point.perSequence);
            y.append(point.perChip);
            (point.fits ? fx : hx).append(point.perSequence);
            (point.fits ? fy : hy).append(point.perChip);
        }
        Drawn drawn;
        QPen pen(series.color, look.thinLineWidth * 1.5);
        // A layout past every domain (tp 16 of 8-GPU boards) is dashed: its collectives cross the slower link.
        if (series.tiers.size() > 1)
            pen.setStyle(Qt::DashLine);
        // Indexed in series order.
        const int index = static_cast<int>(m_drawn.size());
        drawn.line = tagged(addMarkers(rect, QCPScatterStyle()), {"pareto-line", series.chip, index});
        drawn.line->setLineStyle(QCPCurve::lsLine);
        drawn.line->setPen(pen);
        setMarkerPoints(drawn.line, x, y);
        const QCPScatterStyle filled(QCPScatterStyle::ssCircle, QPen(series.color, 1.5), QBrush(series.color), size);
        drawn.filled = tagged(addMarkers(rect, filled), {"pareto-markers", series.chip, index});
        setMarkerPoints(drawn.filled, fx, fy);
        // Hollow: the plot shows through (a transparent slide's background too).
        drawn.hollow = tagged(
            addMarkers(
                rect, QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(series.color, 1.5), QBrush(Qt::NoBrush), size)),
            {"pareto-markers-hollow", series.chip, index});
        setMarkerPoints(drawn.hollow, hx, hy);
        m_drawn.push_back(drawn);
        if (!named[series.chip]) {
            named[series.chip] = true;
            addLegendKey(series.chipName, QPen(series.color, look.thinLineWidth * 1.5), filled);
        }
        // "tp n" beside B = 1, the curve's fastest point per sequence, where the curves fan out.
        if (!series.points.empty()) {
            ChartLabel label;
            label.x = series.points.front().perSequence;
            label.y = series.points.front().perChip;
            const QString layout = layoutText(series);
            label.text = layout;
            if (chips.size() > 1)
                label.note
                    = tr("%1: %2", "a curve's footnote: chip, its layout (tp 8, ep 32)").arg(series.chipName, layout);
            label.color = look.textColor(series.color);
            label.markerRadius = size * 0.5;
            // Where the curves fan out their ends crowd: each "tp n" nearer its own curve's end than
            // any other's, out on a leader when beside it there is no room.
            label.rings = 2;
            label.nearestOwn = true;
            label.sides = {LabelSide::Right, LabelSide::BelowRight, LabelSide::AboveRight, LabelSide::Below,
                LabelSide::Above, LabelSide::Left, LabelSide::BelowLeft, LabelSide::AboveLeft};
            panel.headLabels.push_back(label);
        }
    }

    m_current = tagged(addMarkers(rect,
                           movingMarker(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(look.foreground, 2.0),
                               QBrush(Qt::NoBrush), look.markerSize * 1.6))),
        {"pareto-rings"});
    m_current->setLayer(plot()->dynamicLayer()); // a B step redraws this layer alone
    if (!m_scene.series.empty()) {
        QColor band = look.neutral;
        band.setAlphaF(0.3);
        addLegendKey(tr("frontier"), QPen(band, look.lineWidth * 4.0));
        addLegendKey(tr("does not fit"), QPen(Qt::NoPen),
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(look.neutral, 1.5), QBrush(Qt::NoBrush), size));
        if (!m_scene.current.empty())
            addLegendKey(tr("tp and B as set"), QPen(Qt::NoPen),
                QCPScatterStyle(
                    QCPScatterStyle::ssCircle, QPen(look.foreground, 2.0), QBrush(Qt::NoBrush), look.markerSize * 1.2));
    }
}

bool ModelParetoChart::stepScene()
{
    return m_current != nullptr && !m_seriesChanged;
}

void ModelParetoChart::moveDynamicItems()
{
    QVector<double> x;
    QVector<double> y;
    for (const Current& current : m_scene.current) {
        x.append(current.perSequence);
        y.append(current.perChip);
    }
    setMarkerPoints(m_current, x, y);
}

QString ModelParetoChart::cursorText(double x, double y) const
{
    return tr("%1 tokens/s per sequence · %2 tokens/s per chip").arg(formatCompactText(x, 4), formatCompactText(y, 4));
}

QString ModelParetoChart::tooltipAt(const QPoint& pos) const
{
    const QCPAxisRect* rect = panelRectAt(pos);
    if (!rect)
        return {};
    const QCPAxis* xAxis = rect->axis(QCPAxis::atBottom);
    const QCPAxis* yAxis = rect->axis(QCPAxis::atLeft);
    double best = 8.0; // pixels
    QString text;
    for (const Series& series : m_scene.series) {
        for (const Point& point : series.points) {
            const double distance = std::hypot(
                xAxis->coordToPixel(point.perSequence) - pos.x(), yAxis->coordToPixel(point.perChip) - pos.y());
            if (distance >= best)
                continue;
            best = distance;
            text = tr("<b>%1</b>, %2, B = %3<br>%4 tokens/s per sequence, %5 tokens/s per chip")
                       .arg(series.chipName.toHtmlEscaped(), layoutText(series).toHtmlEscaped(),
                           formatCompactText(point.b), formatCompactText(point.perSequence, 4),
                           formatCompactText(point.perChip, 4));
            if (series.tiers.size() > 1)
                text += tr("<br>its collectives cross %1 inside a domain, then %2 across domains")
                            .arg(series.tiers.front().toHtmlEscaped(), series.tiers.back().toHtmlEscaped());
            if (!point.fits)
                text += tr("<br>does not fit in the chip's memory");
            else if (point.onFrontier)
                text += tr("<br>on the frontier: no fitting point is faster for both");
        }
    }
    return text;
}

} // namespace roofline::ui
