#include "ui/charts/calibration/parity_chart.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/i18n/op_text.h"

#include <QFileInfo>
#include <QLocale>
#include <QtNumeric>

#include <algorithm>
#include <cmath>
#include <map>

namespace roofline::ui {

namespace {

// A point's diameter: its area in proportion to its share of the time (as the roofline's measured discs), on a
// ladder of a few sizes so that a class's points of one size are one plottable.
double diameterOf(double share, double markerSize)
{
    constexpr double kLadder[] = {0.6, 0.9, 1.3, 1.9, 2.7, 3.9, 5.5};
    const double wanted = std::clamp(5.5 * std::sqrt(std::max(share, 0.0)), kLadder[0], kLadder[6]);
    double best = kLadder[0];
    for (const double step : kLadder) {
        if (std::abs(std::log(step / wanted)) < std::abs(std::log(best / wanted)))
            best = step;
    }
    return best * markerSize;
}

} // namespace

ParityChart::ParityChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("parityChart"));
}

QSize ParityChart::sizeHint() const
{
    return {520, 420};
}

void ParityChart::setScene(ParityScene scene, const QString& chipName)
{
    m_scene = std::move(scene);
    m_chipName = chipName;
    markDirty(kAll);
}

ChartBase::Setup ParityChart::buildScene()
{
    Setup setup;
    setup.axes.x = {true, TickFormat::SI, tr("measured time per run (s)"), {1e-12, 1e6}, {tr("measured (s)")}};
    setup.axes.y = {true, TickFormat::SI, tr("predicted time per run (s)"), {1e-12, 1e6}, {tr("predicted (s)")}};
    setup.legend = m_scene.points.empty() ? LegendPlace::None : LegendPlace::Below;
    if (m_scene.points.empty())
        setup.hint = tr("No calibration: Measurements → Calibrate, or export --calibration FILE");
    setup.fitX = m_scene.range;
    setup.fitY = {m_scene.range};
    return setup;
}

void ParityChart::buildItems()
{
    if (m_scene.points.empty())
        return;
    Panel& panel = panels().front();
    QCPAxisRect* rect = panel.rect;
    const ChartTheme& look = theme();
    const double low = m_scene.range.lower;
    const double high = m_scene.range.upper;

    // The ±25 % band, then y = x over it.
    QColor bandColor = look.neutral;
    bandColor.setAlphaF(0.16);
    QCPCurve* band = tagged(addMarkers(rect, QCPScatterStyle()), {"parity-band"});
    band->setLineStyle(QCPCurve::lsLine);
    band->setPen(Qt::NoPen);
    band->setBrush(bandColor);
    setMarkerPoints(band, {low, high, high, low, low},
        {low * (1.0 - kParityBand), high * (1.0 - kParityBand), high * (1.0 + kParityBand), low * (1.0 + kParityBand),
            low * (1.0 - kParityBand)});
    const QPen diagonal(look.foreground, look.thinLineWidth, Qt::DashLine);
    tagged(addLine(rect, {low, high}, {low, high}, diagonal), {"parity-diagonal"});

    // Each group's nominal and calibrated times joined by a thin line of its class's colour.
    std::map<OpClass, QColor> colors;
    // A class has one colour on every chart of a calibration (the projection's bars too).
    for (const OpClass opClass : m_scene.classes)
        colors[opClass] = look.chipColor(static_cast<int>(opClass));
    for (const auto& [opClass, color] : colors) {
        QColor faint = color;
        faint.setAlphaF(0.5);
        QVector<double> x;
        QVector<double> y;
        for (const ParityPoint& point : m_scene.points) {
            if (point.opClass != opClass)
                continue;
            // A gap (NaN) after each pair: one curve draws every pair as its own segment.
            x << point.measuredS << point.measuredS << qQNaN();
            y << point.nominalS << point.calibratedS << qQNaN();
        }
        QCPCurve* pairs = tagged(addMarkers(rect, QCPScatterStyle()), {"parity-pairs", static_cast<int>(opClass)});
        pairs->setLineStyle(QCPCurve::lsLine);
        pairs->setPen(QPen(faint, look.thinLineWidth));
        setMarkerPoints(pairs, x, y);
    }

    // The points, one plottable per class, kind and size; the largest first so the small stay on top.
    struct Key {
        OpClass opClass;
        bool calibrated;
        double diameter;
        bool operator<(const Key& other) const
        {
            return std::tie(other.diameter, opClass, calibrated) < std::tie(diameter, other.opClass, other.calibrated);
        }
    };
    std::map<Key, std::pair<QVector<double>, QVector<double>>> groups;
    for (const ParityPoint& point : m_scene.points) {
        const double diameter = diameterOf(point.share, look.markerSize);
        auto& hollow = groups[{point.opClass, false, diameter}];
        hollow.first.append(point.measuredS);
        hollow.second.append(point.nominalS);
        auto& filled = groups[{point.opClass, true, diameter}];
        filled.first.append(point.measuredS);
        filled.second.append(point.calibratedS);
    }
    for (const auto& [key, points] : groups) {
        const QColor color = colors[key.opClass];
        QColor fill = color;
        fill.setAlphaF(0.75);
        const QCPScatterStyle style(QCPScatterStyle::ssCircle, QPen(color, 1.5),
            key.calibrated ? QBrush(fill) : QBrush(Qt::NoBrush), key.diameter);
        QCPCurve* curve = tagged(addMarkers(rect, style),
            {key.calibrated ? "parity-calibrated" : "parity-nominal", static_cast<int>(key.opClass)});
        setMarkerPoints(curve, points.first, points.second);
    }

    // The corner: whose calibration, from what.
    ChartLabel title;
    title.anchor = ChartLabel::Anchor::TopLeft;
    const QString file = QFileInfo(QString::fromStdString(m_scene.source)).fileName();
    title.text = file.isEmpty()
        ? tr("%1, calibrated from %n group(s)", "", static_cast<int>(m_scene.points.size())).arg(m_chipName)
        : tr("%1, calibrated from %n group(s) of %2", "", static_cast<int>(m_scene.points.size()))
              .arg(m_chipName, file);
    title.color = look.foreground;
    title.bold = true;
    panel.headLabels.push_back(title);

    // The key: the classes' colours, what hollow and filled mean with their errors, the line and the band.
    for (const auto& [opClass, color] : colors)
        addLegendKey(opClassText(opClass), QPen(Qt::NoPen),
            QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(color, 1.5), QBrush(color), look.markerSize));
    addLegendKey(tr("nominal: error %1").arg(formatPercentText(m_scene.mapeNominal)), QPen(Qt::NoPen),
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(look.neutral, 1.5), QBrush(Qt::NoBrush), look.markerSize),
        {tr("nominal %1").arg(formatPercentText(m_scene.mapeNominal))});
    addLegendKey(tr("calibrated: error %1, leave one out %2")
                     .arg(formatPercentText(m_scene.mapeCalibrated), formatPercentText(m_scene.mapeLeaveOneOut)),
        QPen(Qt::NoPen),
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(look.neutral, 1.5), QBrush(look.neutral), look.markerSize),
        {tr("calibrated %1, held out %2")
                .arg(formatPercentText(m_scene.mapeCalibrated), formatPercentText(m_scene.mapeLeaveOneOut))});
    addLegendKey(tr("time-weighted error %1").arg(formatPercentText(m_scene.timeWeightedError)), QPen(Qt::NoPen), {},
        {tr("weighted %1").arg(formatPercentText(m_scene.timeWeightedError))});
    addLegendKey(tr("y = x"), diagonal);
    addLegendKey(
        tr("±%1 %").arg(QLocale().toString(kParityBand * 100.0, 'g', 3)), QPen(bandColor, look.lineWidth * 4.0));
}

QString ParityChart::cursorText(double x, double y) const
{
    return tr("measured %1 · predicted %2 · %3× ")
        .arg(formatSIText(x, QStringLiteral("s"), 3), formatSIText(y, QStringLiteral("s"), 3),
            formatCompactText(y / x, 3));
}

QString ParityChart::tooltipAt(const QPoint& pos) const
{
    const QCPAxisRect* rect = panelRectAt(pos);
    if (!rect || m_scene.points.empty())
        return {};
    const QCPAxis* xAxis = rect->axis(QCPAxis::atBottom);
    const QCPAxis* yAxis = rect->axis(QCPAxis::atLeft);
    double best = 10.0; // pixels
    QString text;
    for (const ParityPoint& point : m_scene.points) {
        for (const double y : {point.nominalS, point.calibratedS}) {
            const double distance
                = std::hypot(xAxis->coordToPixel(point.measuredS) - pos.x(), yAxis->coordToPixel(y) - pos.y());
            if (distance >= best)
                continue;
            best = distance;
            text = tr("<b>%1</b> (%2, %3-bound)<br>measured %4 a run, %5 % of the time<br>nominal %6, calibrated %7")
                       .arg(QString::fromStdString(point.name).toHtmlEscaped(), opClassText(point.opClass),
                           point.computeBound ? tr("compute") : tr("bandwidth"),
                           formatSIText(point.measuredS, QStringLiteral("s")),
                           QLocale().toString(point.share * 100.0, 'g', 3),
                           formatSIText(point.nominalS, QStringLiteral("s")),
                           formatSIText(point.calibratedS, QStringLiteral("s")));
        }
    }
    return text;
}

} // namespace roofline::ui
