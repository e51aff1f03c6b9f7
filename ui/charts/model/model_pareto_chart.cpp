#include "ui/charts/model/model_pareto_chart.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plain_plot_style.h"
#include "ui/charts/frame/tickers.h"
#include "ui/i18n/retranslate.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace roofline::ui {

namespace {

std::vector<QPointF> pointsOf(const QCPCurve* curve)
{
    std::vector<QPointF> points;
    if (!curve)
        return points;
    for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
        points.emplace_back(it->key, it->value);
    return points;
}

// A log axis's range around [low, high]: a little room below, `above` times the room above.
QCPRange logRange(double low, double high, double above)
{
    if (!(low > 0.0) || !std::isfinite(low) || !std::isfinite(high))
        return {1.0, 10.0};
    if (high <= low) {
        low /= 2.0;
        high *= 2.0;
    }
    const double span = std::log10(high / low);
    const double pad = std::max(0.08 * span, 0.05);
    return {low / std::pow(10.0, pad), high * std::pow(10.0, pad * above)};
}

} // namespace

ModelParetoChart::ModelParetoChart(QWidget* parent)
    : QCustomPlot(parent)
    , m_theme(ChartTheme::light())
{
    setObjectName(QStringLiteral("modelParetoChart"));
    placeLegendBelowPlot(*this);
    legend->setWrap(4);
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        auto ticker = QSharedPointer<LogTicker>::create(TickFormat::Compact);
        ticker->setAxis(axis);
        axis->setTicker(ticker);
    }
    setTheme(m_theme);
    retranslate(this, [this] { rebuild(); });
}

QSize ModelParetoChart::sizeHint() const
{
    return {420, 260};
}

void ModelParetoChart::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    applyPlainPlotStyle(*this, theme);
    for (QCPAxis* axis : {xAxis, yAxis}) {
        axis->grid()->setSubGridVisible(theme.subGridVisible);
        axis->grid()->setSubGridPen(QPen(theme.subGrid));
        axis->setLabelFont(theme.axisLabelFont);
    }
    legend->setIconSize(legendIconSize(theme.font));
    if (m_title) {
        m_title->setFont(theme.titleFont);
        m_title->setTextColor(theme.foreground);
    }
    rebuild();
}

void ModelParetoChart::setTitle(const QString& title)
{
    if (title.isEmpty()) {
        if (m_title) {
            plotLayout()->remove(m_title);
            plotLayout()->simplify();
            m_title = nullptr;
        }
    } else {
        if (!m_title) {
            plotLayout()->insertRow(0);
            plotLayout()->setRowStretchFactor(0, 0.001);
            m_title = new QCPTextElement(this, title, m_theme.titleFont);
            m_title->setTextColor(m_theme.foreground);
            plotLayout()->addElement(0, 0, m_title);
        }
        m_title->setText(title);
    }
    replot();
}

QString ModelParetoChart::title() const
{
    return m_title ? m_title->text() : QString();
}

void ModelParetoChart::setSeries(std::vector<Series> series, std::vector<Current> current)
{
    if (series == m_series && m_current && current.size() == m_currentPoints.size()) {
        // A B step: the points stay (they do not depend on B), only the rings move.
        m_currentPoints = std::move(current);
        QVector<double> x;
        QVector<double> y;
        for (const Current& point : m_currentPoints) {
            x.append(point.perSequence);
            y.append(point.perChip);
        }
        setMarkerPoints(m_current, x, y);
        layer(QStringLiteral("overlay"))->replot();
        return;
    }
    m_series = std::move(series);
    m_currentPoints = std::move(current);
    rebuild();
}

void ModelParetoChart::rebuild()
{
    clearPlottables();
    clearItems();
    m_drawn.clear();
    m_frontiers.clear();
    m_labels.clear();
    m_current = nullptr;
    xAxis->setLabel(tr("tokens/s per sequence"));
    yAxis->setLabel(tr("tokens/s per chip"));
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

    // Each chip's frontier first, under its curves: the fitting points no other beats, in order along x.
    std::map<int, std::vector<QPointF>> frontiers;
    std::map<int, QColor> chipColors;
    for (const Series& series : m_series) {
        chipColors.emplace(series.chip, series.color);
        for (const Point& point : series.points) {
            if (point.onFrontier)
                frontiers[series.chip].emplace_back(point.perSequence, point.perChip);
        }
    }
    for (auto& [chip, points] : frontiers) {
        std::ranges::sort(points, {}, &QPointF::x);
        QColor band = chipColors[chip];
        band.setAlphaF(0.3);
        QCPCurve* curve = addMarkers(axisRect(), QCPScatterStyle());
        curve->setLineStyle(QCPCurve::lsLine);
        curve->setPen(QPen(band, m_theme.lineWidth * 4.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
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
    for (const Series& series : m_series) {
        Drawn drawn;
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
            extend(point.perSequence, point.perChip);
        }
        drawn.line = addMarkers(axisRect(), QCPScatterStyle());
        drawn.line->setLineStyle(QCPCurve::lsLine);
        drawn.line->setPen(QPen(series.color, m_theme.thinLineWidth * 1.5));
        setMarkerPoints(drawn.line, x, y);
        const double size = m_theme.markerSize * 0.75;
        drawn.filled = addMarkers(axisRect(),
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(series.color, 1.5), QBrush(series.color), size));
        setMarkerPoints(drawn.filled, fx, fy);
        // Hollow: the plot shows through (a transparent slide's background too).
        drawn.hollow = addMarkers(
            axisRect(), QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(series.color, 1.5), QBrush(Qt::NoBrush), size));
        setMarkerPoints(drawn.hollow, hx, hy);
        if (!named[series.chip]) {
            named[series.chip] = true;
            addLegendKey(axisRect(), legend, series.chipName, QPen(series.color, m_theme.thinLineWidth * 1.5),
                QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(series.color, 1.5), QBrush(series.color), size));
        }
        // "tp n" beside B = 1, the curve's fastest point per sequence.
        if (!series.points.empty()) {
            auto* label = new QCPItemText(this);
            label->position->setCoords(series.points.front().perSequence, series.points.front().perChip);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setPadding(QMargins(6, 0, 2, 0));
            label->setText(tr("tp %1").arg(series.tp));
            label->setColor(m_theme.textColor(series.color));
            label->setFont(m_theme.font);
            label->setClipToAxisRect(true);
            m_labels.push_back(label);
        }
        m_drawn.push_back(drawn);
    }

    m_current = addMarkers(axisRect(),
        QCPScatterStyle(
            QCPScatterStyle::ssCircle, QPen(m_theme.foreground, 2.0), QBrush(Qt::NoBrush), m_theme.markerSize * 1.6));
    m_current->setLayer(QStringLiteral("overlay")); // a B step replots this layer alone
    QVector<double> cx;
    QVector<double> cy;
    for (const Current& point : m_currentPoints) {
        cx.append(point.perSequence);
        cy.append(point.perChip);
        extend(point.perSequence, point.perChip);
    }
    setMarkerPoints(m_current, cx, cy);

    if (!m_series.empty()) {
        const QColor neutral = m_theme.neutral;
        QColor band = neutral;
        band.setAlphaF(0.3);
        addLegendKey(axisRect(), legend, tr("frontier"), QPen(band, m_theme.lineWidth * 4.0));
        addLegendKey(axisRect(), legend, tr("does not fit"), QPen(Qt::NoPen),
            QCPScatterStyle(
                QCPScatterStyle::ssCircle, QPen(neutral, 1.5), QBrush(Qt::NoBrush), m_theme.markerSize * 0.75));
        if (!m_currentPoints.empty())
            addLegendKey(axisRect(), legend, tr("tp and B as set"), QPen(Qt::NoPen),
                QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_theme.foreground, 2.0), QBrush(Qt::NoBrush),
                    m_theme.markerSize * 1.2));
    }
    // Room on the right for the "tp n" labels.
    xAxis->setRange(logRange(xLow, xHigh, 4.0));
    yAxis->setRange(logRange(yLow, yHigh, 1.0));
    legend->setVisible(!m_series.empty());
    replot();
}

std::vector<QPointF> ModelParetoChart::drawnLine(int series) const
{
    return series >= 0 && series < static_cast<int>(m_drawn.size())
        ? pointsOf(m_drawn[static_cast<std::size_t>(series)].line)
        : std::vector<QPointF> {};
}

std::vector<QPointF> ModelParetoChart::drawnMarkers(int series, bool hollow) const
{
    if (series < 0 || series >= static_cast<int>(m_drawn.size()))
        return {};
    const Drawn& drawn = m_drawn[static_cast<std::size_t>(series)];
    return pointsOf(hollow ? drawn.hollow : drawn.filled);
}

QCPScatterStyle ModelParetoChart::markerStyle(int series, bool hollow) const
{
    if (series < 0 || series >= static_cast<int>(m_drawn.size()))
        return {};
    const Drawn& drawn = m_drawn[static_cast<std::size_t>(series)];
    return (hollow ? drawn.hollow : drawn.filled)->scatterStyle();
}

std::vector<QPointF> ModelParetoChart::drawnFrontier(int chip) const
{
    for (const auto& [index, curve] : m_frontiers) {
        if (index == chip)
            return pointsOf(curve);
    }
    return {};
}

std::vector<QPointF> ModelParetoChart::drawnCurrent() const
{
    return pointsOf(m_current);
}

QStringList ModelParetoChart::tpLabels() const
{
    QStringList texts;
    for (const QCPItemText* label : m_labels)
        texts.append(label->text());
    return texts;
}

} // namespace roofline::ui
