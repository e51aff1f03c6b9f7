#include "ui/export/clipping_paint_device.h"

#include <QFontMetricsF>
#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTextItem>

#include <optional>
#include <utility>
#include <vector>

namespace roofline::ui {

namespace {

// Liang–Barsky: the part of the segment a–b inside `rect`, if any.
std::optional<QLineF> clipSegment(QPointF a, QPointF b, const QRectF& rect)
{
    double t0 = 0.0;
    double t1 = 1.0;
    const double dx = b.x() - a.x();
    const double dy = b.y() - a.y();
    const double p[4] = {-dx, dx, -dy, dy};
    const double q[4] = {a.x() - rect.left(), rect.right() - a.x(), a.y() - rect.top(), rect.bottom() - a.y()};
    for (int i = 0; i < 4; ++i) {
        if (p[i] == 0.0) {
            if (q[i] < 0.0)
                return std::nullopt;
            continue;
        }
        const double t = q[i] / p[i];
        if (p[i] < 0.0)
            t0 = std::max(t0, t);
        else
            t1 = std::min(t1, t);
        if (t0 > t1)
            return std::nullopt;
    }
    return QLineF(a + t0 * QPointF(dx, dy), a + t1 * QPointF(dx, dy));
}

// A polyline cut at `rect`: the pieces inside it.
std::vector<QPolygonF> clipPolyline(const QPolygonF& line, const QRectF& rect)
{
    std::vector<QPolygonF> pieces;
    QPolygonF current;
    for (int i = 0; i + 1 < line.size(); ++i) {
        const std::optional<QLineF> part = clipSegment(line[i], line[i + 1], rect);
        if (!part) {
            if (!current.isEmpty())
                pieces.push_back(std::exchange(current, {}));
            continue;
        }
        if (current.isEmpty() || current.last() != part->p1()) {
            if (!current.isEmpty())
                pieces.push_back(std::exchange(current, {}));
            current.append(part->p1());
        }
        current.append(part->p2());
        // Leaving the rectangle ends the piece.
        if (part->p2() != line[i + 1])
            pieces.push_back(std::exchange(current, {}));
    }
    if (current.size() > 1)
        pieces.push_back(current);
    return pieces;
}

} // namespace

class ClippingPaintEngine : public QPaintEngine {
public:
    explicit ClippingPaintEngine(QPaintDevice* target)
        : QPaintEngine(QPaintEngine::AllFeatures)
        , m_target(target)
    { }

    bool begin(QPaintDevice*) override { return m_painter.begin(m_target); }
    bool end() override { return m_painter.end(); }
    Type type() const override { return QPaintEngine::User; }

    void updateState(const QPaintEngineState& next) override
    {
        const DirtyFlags flags = next.state();
        if (flags & DirtyPen)
            m_painter.setPen(next.pen());
        if (flags & DirtyBrush)
            m_painter.setBrush(next.brush());
        if (flags & DirtyBrushOrigin)
            m_painter.setBrushOrigin(next.brushOrigin());
        if (flags & DirtyFont)
            m_painter.setFont(next.font());
        if (flags & DirtyBackground)
            m_painter.setBackground(next.backgroundBrush());
        if (flags & DirtyBackgroundMode)
            m_painter.setBackgroundMode(next.backgroundMode());
        if (flags & DirtyTransform)
            m_painter.setTransform(next.transform());
        if (flags & DirtyHints)
            m_painter.setRenderHints(next.renderHints());
        if (flags & DirtyCompositionMode)
            m_painter.setCompositionMode(next.compositionMode());
        if (flags & DirtyOpacity)
            m_painter.setOpacity(next.opacity());
        if (flags & (DirtyTransform | DirtyClipPath | DirtyClipRegion | DirtyClipEnabled))
            m_clipKnown = false;
    }

    void drawPath(const QPainterPath& path) override
    {
        const std::optional<QRectF> clip = clipRect();
        if (!clip || clip->contains(path.controlPointRect())) {
            m_painter.drawPath(path);
            return;
        }
        if (!clip->intersects(path.controlPointRect().adjusted(-1, -1, 1, 1)))
            return;
        if (m_painter.brush().style() == Qt::NoBrush) {
            for (QPolygonF polygon : path.toSubpathPolygons()) {
                for (const QPolygonF& piece : clipPolyline(polygon, *clip))
                    m_painter.drawPolyline(piece);
            }
            return;
        }
        QPainterPath box;
        box.addRect(*clip);
        m_painter.drawPath(path.intersected(box));
    }

    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override
    {
        const QPolygonF polygon(QList<QPointF>(points, points + count));
        const std::optional<QRectF> clip = clipRect();
        if (!clip || clip->contains(polygon.boundingRect())) {
            if (mode == PolylineMode)
                m_painter.drawPolyline(polygon);
            else
                m_painter.drawPolygon(polygon, mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
            return;
        }
        if (mode == PolylineMode) {
            for (const QPolygonF& piece : clipPolyline(polygon, *clip))
                m_painter.drawPolyline(piece);
            return;
        }
        const QPolygonF inside = polygon.intersected(QPolygonF(*clip));
        if (!inside.isEmpty())
            m_painter.drawPolygon(inside, mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
    }
    void drawPolygon(const QPoint* points, int count, PolygonDrawMode mode) override
    {
        std::vector<QPointF> converted(points, points + count);
        drawPolygon(converted.data(), count, mode);
    }

    void drawLines(const QLineF* lines, int count) override
    {
        const std::optional<QRectF> clip = clipRect();
        for (int i = 0; i < count; ++i) {
            if (!clip) {
                m_painter.drawLine(lines[i]);
            } else if (const std::optional<QLineF> part = clipSegment(lines[i].p1(), lines[i].p2(), *clip)) {
                m_painter.drawLine(*part);
            }
        }
    }
    void drawLines(const QLine* lines, int count) override
    {
        for (int i = 0; i < count; ++i) {
            const QLineF line(lines[i]);
            drawLines(&line, 1);
        }
    }

    void drawRects(const QRectF* rects, int count) override
    {
        const std::optional<QRectF> clip = clipRect();
        for (int i = 0; i < count; ++i) {
            const QRectF rect = clip ? rects[i].normalized().intersected(*clip) : rects[i];
            // An outline cut by the clip would draw edges that are not the rectangle's: drawn whole.
            if (clip && m_painter.pen().style() != Qt::NoPen && rect != rects[i].normalized()) {
                if (clip->intersects(rects[i].normalized()))
                    m_painter.drawRect(rects[i]);
                continue;
            }
            if (!rect.isEmpty() || !clip)
                m_painter.drawRect(rect);
        }
    }
    void drawRects(const QRect* rects, int count) override
    {
        for (int i = 0; i < count; ++i) {
            const QRectF rect(rects[i]);
            drawRects(&rect, 1);
        }
    }

    void drawEllipse(const QRectF& rect) override
    {
        if (visible(rect))
            m_painter.drawEllipse(rect);
    }
    void drawEllipse(const QRect& rect) override { drawEllipse(QRectF(rect)); }

    void drawPoints(const QPointF* points, int count) override
    {
        for (int i = 0; i < count; ++i) {
            if (visible(QRectF(points[i], QSizeF(0, 0)).adjusted(-0.5, -0.5, 0.5, 0.5)))
                m_painter.drawPoint(points[i]);
        }
    }

    void drawPixmap(const QRectF& rect, const QPixmap& pixmap, const QRectF& source) override
    {
        if (visible(rect))
            m_painter.drawPixmap(rect, pixmap, source);
    }

    void drawImage(
        const QRectF& rect, const QImage& image, const QRectF& source, Qt::ImageConversionFlags flags) override
    {
        if (visible(rect))
            m_painter.drawImage(rect, image, source, flags);
    }

    void drawTiledPixmap(const QRectF& rect, const QPixmap& pixmap, const QPointF& offset) override
    {
        if (visible(rect))
            m_painter.drawTiledPixmap(rect, pixmap, offset);
    }

    void drawTextItem(const QPointF& position, const QTextItem& item) override
    {
        const QFontMetricsF metrics(item.font());
        const QRectF box(position.x(), position.y() - metrics.ascent(), item.width(), metrics.height());
        if (!visible(box))
            return;
        m_painter.save();
        m_painter.setFont(item.font());
        m_painter.drawText(position, item.text());
        m_painter.restore();
    }

private:
    // The clip in the current logical coordinates, when there is one that maps to a rectangle.
    std::optional<QRectF> clipRect()
    {
        if (m_clipKnown)
            return m_clip;
        m_clipKnown = true;
        m_clip.reset();
        QPainter* owner = painter();
        if (!owner || !owner->hasClipping() || owner->transform().type() > QTransform::TxScale)
            return m_clip;
        m_clip = owner->clipBoundingRect();
        return m_clip;
    }

    bool visible(const QRectF& rect)
    {
        const std::optional<QRectF> clip = clipRect();
        return !clip || clip->intersects(rect.normalized()) || rect.isEmpty();
    }

    QPaintDevice* m_target;
    QPainter m_painter;
    std::optional<QRectF> m_clip;
    bool m_clipKnown = false;
};

ClippingPaintDevice::ClippingPaintDevice(QPaintDevice* target)
    : m_target(target)
    , m_engine(std::make_unique<ClippingPaintEngine>(target))
{ }

ClippingPaintDevice::~ClippingPaintDevice() = default;

QPaintEngine* ClippingPaintDevice::paintEngine() const
{
    return m_engine.get();
}

int ClippingPaintDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_target->width();
    case PdmHeight:
        return m_target->height();
    case PdmWidthMM:
        return m_target->widthMM();
    case PdmHeightMM:
        return m_target->heightMM();
    case PdmNumColors:
        return m_target->colorCount();
    case PdmDepth:
        return m_target->depth();
    case PdmDpiX:
        return m_target->logicalDpiX();
    case PdmDpiY:
        return m_target->logicalDpiY();
    case PdmPhysicalDpiX:
        return m_target->physicalDpiX();
    case PdmPhysicalDpiY:
        return m_target->physicalDpiY();
    case PdmDevicePixelRatio:
        return static_cast<int>(m_target->devicePixelRatio());
    case PdmDevicePixelRatioScaled:
        return static_cast<int>(m_target->devicePixelRatio() * devicePixelRatioFScale());
    }
    return 0;
}

} // namespace roofline::ui
