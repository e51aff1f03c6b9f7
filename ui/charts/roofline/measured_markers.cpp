#include "ui/charts/roofline/measured_markers.h"

#include <QPaintEngine>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// Disc images kept at most: sizes are drawn to an eighth of a device pixel and positions to a quarter,
// so a profile's discs need a few hundred; past this the cache starts again rather than grow.
constexpr std::size_t kMaxDiscImages = 4096;
constexpr int kPhases = 4; // positions per device pixel
constexpr int kSizeSteps = 8; // diameters per device pixel

} // namespace

double measuredMarkerDiameter(double timeShare, double markerSize)
{
    const double share = std::isfinite(timeShare) ? std::clamp(timeShare, 0.0, 1.0) : 0.0;
    return markerSize * std::max(kMeasuredMinDiameter, kMeasuredDiameterAtAll * std::sqrt(share));
}

MeasuredMarkers::MeasuredMarkers(QCPAxisRect* rect, const QPen& pen, const QBrush& brush, bool cross)
    : QCPCurve(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft))
    , m_pen(pen)
    , m_brush(brush)
    , m_cross(cross)
{
    setLineStyle(lsNone);
    // Not drawn (draw() draws the discs): the legend placer reads it as the size of a point to avoid.
    setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 12.0));
    removeFromLegend();
    setSelectable(QCP::stNone);
}

void MeasuredMarkers::setPoints(const QVector<double>& x, const QVector<double>& y, const QVector<double>& diameters)
{
    QVector<double> t(x.size());
    for (int i = 0; i < x.size(); ++i)
        t[i] = i;
    setData(t, x, y, true);
    m_diameters = diameters;
}

void MeasuredMarkers::drawDisc(QPainter* painter, const QPointF& at, double radius) const
{
    painter->setPen(m_pen);
    painter->setBrush(m_brush);
    painter->drawEllipse(at, radius, radius);
    if (m_cross) {
        // The point itself: a small cross, the measured kernels' sign since before they had sizes.
        const double arm = std::min(radius * 0.7, m_pen.widthF() * 2.0);
        painter->drawLine(QLineF(at.x() - arm, at.y() - arm, at.x() + arm, at.y() + arm));
        painter->drawLine(QLineF(at.x() - arm, at.y() + arm, at.x() + arm, at.y() - arm));
    }
}

const QImage& MeasuredMarkers::discImage(double diameter, int phaseX, int phaseY, double scale, bool antialiased)
{
    if (scale != m_discScale || antialiased != m_discAntialiased || m_discs.size() >= kMaxDiscImages) {
        m_discs.clear();
        m_discScale = scale;
        m_discAntialiased = antialiased;
    }
    const auto steps = static_cast<std::uint64_t>(std::lround(diameter * kSizeSteps));
    const std::uint64_t key = steps << 8 | static_cast<std::uint64_t>(phaseX) << 4 | static_cast<std::uint64_t>(phaseY);
    if (const auto found = m_discs.find(key); found != m_discs.end())
        return found->second;
    // Room for the pen around the disc and a pixel of antialiasing on each side.
    const double device = static_cast<double>(steps) / kSizeSteps;
    const int half = static_cast<int>(std::ceil(device / 2.0 + m_pen.widthF() * scale)) + 2;
    QImage image(2 * half + 1, 2 * half + 1, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing, antialiased);
        // In the image's pixels: the painter's scale is applied to the centre, the radius and the pen.
        painter.translate(half + static_cast<double>(phaseX) / kPhases, half + static_cast<double>(phaseY) / kPhases);
        painter.scale(scale, scale);
        drawDisc(&painter, QPointF(0.0, 0.0), device / scale / 2.0);
    }
    return m_discs.emplace(key, std::move(image)).first->second;
}

void MeasuredMarkers::draw(QCPPainter* painter)
{
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    if (!x || !y)
        return;
    applyScattersAntialiasingHint(painter);
    // Images of discs on a raster device drawn without rotation or shear (the screen, a PNG); real
    // ellipses elsewhere (PDF, SVG, print). The device transform includes the device pixel ratio.
    const QTransform device = painter->deviceTransform();
    const bool raster = painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster
        && device.type() <= QTransform::TxScale && device.m11() == device.m22() && device.m11() > 0.0;
    const double scale = raster ? device.m11() : 1.0;
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    if (raster) {
        // From here in device pixels: the images are copied, not resampled.
        const double ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        painter->save();
        painter->setTransform(QTransform::fromScale(1.0 / ratio, 1.0 / ratio));
    }
    int i = 0;
    for (auto it = data()->constBegin(); it != data()->constEnd(); ++it, ++i) {
        const double px = x->coordToPixel(it->key);
        const double py = y->coordToPixel(it->value);
        if (!std::isfinite(px) || !std::isfinite(py) || std::fabs(px) > 1e6 || std::fabs(py) > 1e6)
            continue;
        const double diameter = i < m_diameters.size() ? m_diameters[i] : 0.0;
        if (!raster) {
            drawDisc(painter, QPointF(px, py), diameter / 2.0);
            continue;
        }
        // The centre in device pixels, to a quarter pixel: the image of that size and quarter, put on
        // the whole pixel left of and above it.
        const QPointF at = device.map(QPointF(px, py));
        const double qx = std::floor(at.x() * kPhases + 0.5);
        const double qy = std::floor(at.y() * kPhases + 0.5);
        const double wholeX = std::floor(qx / kPhases);
        const double wholeY = std::floor(qy / kPhases);
        const QImage& image = discImage(diameter * scale, static_cast<int>(qx - wholeX * kPhases),
            static_cast<int>(qy - wholeY * kPhases), scale, antialiased);
        const int half = image.width() / 2;
        painter->drawImage(QPoint(static_cast<int>(wholeX) - half, static_cast<int>(wholeY) - half), image);
    }
    if (raster)
        painter->restore();
}

} // namespace roofline::ui
