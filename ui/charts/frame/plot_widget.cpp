#include "ui/charts/frame/plot_widget.h"

#include "ui/charts/frame/banded_area.h"
#include "ui/charts/frame/image_paint_buffer.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/labels/line_clipping.h"

#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <optional>
#include <utility>
#include <vector>

namespace roofline::ui {

namespace {

constexpr int kInkMargin = 2; // antialiased edges reach a pixel past the shapes
// Scanlines per paint operation: Qt's raster engine hands taller image operations to a thread pool
// in pieces, which costs more than it saves for the strips and boxes a slider step repaints.
constexpr int kBandHeight = 16;
constexpr int kSpanGap = 24; // gaps narrower than this are repainted too: fewer paint operations
// A layout that changes an axis rect's size is run again (updateLayout); a tick label that
// widens a margin can change the other axis's length once more, and that is the last change.
constexpr int kLayoutPasses = 3;
constexpr int kEdgeBand = 8; // inward ticks and the axis line along an axis rect's edges
constexpr double kLinePiece = 16.0; // pixels along x or y per ink box of a line (as a label's leader)

// The layer for what moves: QCPLayer's drawing, into its buffer, after clearing only where the last
// content was.
class DynamicLayer : public QCPLayer {
public:
    explicit DynamicLayer(QCustomPlot* plot)
        : QCPLayer(plot, QStringLiteral("dynamic"))
    { }

    // Draws the layer's children with the painter of any device (the widget's frame).
    void drawWith(QCPPainter* painter) { draw(painter); }

    // Brings the layer's own buffer up to date: a full clear and draw.
    void redrawBuffer(ImagePaintBuffer* buffer)
    {
        buffer->clear(Qt::transparent);
        QCPPainter* painter = buffer->startPainting();
        if (painter->isActive())
            draw(painter);
        delete painter;
        buffer->donePainting();
        buffer->setInvalidated(false);
    }
};

// A rect in widget coordinates as whole device pixels of an image with `ratio`, within `bounds`.
QRect devicePixels(const QRect& rect, double ratio, const QRect& bounds)
{
    return QRect(
        QPoint(static_cast<int>(std::floor(rect.left() * ratio)), static_cast<int>(std::floor(rect.top() * ratio))),
        QPoint(static_cast<int>(std::ceil((rect.right() + 1) * ratio)) - 1,
            static_cast<int>(std::ceil((rect.bottom() + 1) * ratio)) - 1))
        .intersected(bounds);
}

QRect clipOf(const QCPLayerable* layerable, const QRect& whole)
{
    if (const auto* plottable = qobject_cast<const QCPAbstractPlottable*>(layerable)) {
        if (plottable->keyAxis() && plottable->keyAxis()->axisRect())
            return plottable->keyAxis()->axisRect()->rect();
    }
    if (const auto* item = qobject_cast<const QCPAbstractItem*>(layerable)) {
        if (item->clipToAxisRect() && item->clipAxisRect())
            return item->clipAxisRect()->rect();
    }
    return whole;
}

// Boxes covering `line` grown by `half` pixels, one per kLinePiece pixels along x or y: a long
// diagonal's bounding box would take a whole block of the chart into a slider step.
std::vector<QRect> boxesAlong(const QLineF& line, int half)
{
    std::vector<QRect> boxes;
    const int pieces
        = std::max(1, static_cast<int>(std::ceil(std::max(std::fabs(line.dx()), std::fabs(line.dy())) / kLinePiece)));
    for (int i = 0; i < pieces; ++i) {
        const QPointF a = line.pointAt(static_cast<double>(i) / pieces);
        const QPointF b = line.pointAt(static_cast<double>(i + 1) / pieces);
        boxes.emplace_back(QPoint(static_cast<int>(std::floor(std::min(a.x(), b.x()))) - half,
                               static_cast<int>(std::floor(std::min(a.y(), b.y()))) - half),
            QPoint(static_cast<int>(std::ceil(std::max(a.x(), b.x()))) + half,
                static_cast<int>(std::ceil(std::max(a.y(), b.y()))) + half));
    }
    return boxes;
}

// Where a layerable of the dynamic layer draws, as tight as its kind allows (boxes that may
// overlap); its clip rect for a kind this does not know.
void addInkOf(const QCPLayerable* layerable, const QRect& whole, std::vector<QRect>& ink)
{
    const QRect clip = clipOf(layerable, whole).adjusted(-kInkMargin, -kInkMargin, kInkMargin, kInkMargin);
    const auto add = [&](const QRect& rect) {
        const QRect inside = rect.intersected(clip);
        if (!inside.isEmpty())
            ink.push_back(inside);
    };
    if (const auto* curve = qobject_cast<const QCPCurve*>(layerable);
        curve && curve->lineStyle() == QCPCurve::lsLine && curve->scatterStyle().isNone()) {
        // A thin line (a linked op's prediction to its measurement): the boxes along each segment's
        // part inside the clip, as a label's leader line, not the clip rect around it.
        const int half = static_cast<int>(std::ceil(curve->pen().widthF() / 2.0)) + kInkMargin;
        const QCPAxis* x = curve->keyAxis();
        const QCPAxis* y = curve->valueAxis();
        std::optional<QPointF> previous;
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
            const QPointF p(x->coordToPixel(it->key), y->coordToPixel(it->value));
            if (!std::isfinite(p.x()) || !std::isfinite(p.y())) {
                previous.reset();
                continue;
            }
            if (previous) {
                if (const std::optional<QLineF> inside = clippedLine(QLineF(*previous, p), QRectF(clip))) {
                    for (const QRect& box : boxesAlong(*inside, half))
                        add(box);
                }
            }
            previous = p;
        }
        return;
    }
    if (const auto* curve = qobject_cast<const QCPCurve*>(layerable); curve && curve->lineStyle() == QCPCurve::lsNone) {
        const QCPScatterStyle& style = curve->scatterStyle();
        double extent = style.size() + style.pen().widthF();
        if (style.shape() == QCPScatterStyle::ssPixmap) {
            const QPixmap& pixmap = style.pixmap();
            extent = std::max(pixmap.width(), pixmap.height()) / pixmap.devicePixelRatio();
        }
        const int half = static_cast<int>(std::ceil(extent / 2.0)) + kInkMargin;
        const QCPAxis* x = curve->keyAxis();
        const QCPAxis* y = curve->valueAxis();
        for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it) {
            const double px = x->coordToPixel(it->key);
            const double py = y->coordToPixel(it->value);
            if (!std::isfinite(px) || !std::isfinite(py) || std::fabs(px) > 1e6 || std::fabs(py) > 1e6)
                continue;
            const QPoint centre(static_cast<int>(std::lround(px)), static_cast<int>(std::lround(py)));
            add(QRect(centre - QPoint(half, half), QSize(2 * half + 1, 2 * half + 1)));
        }
        return;
    }
    if (const auto* line = qobject_cast<const QCPItemStraightLine*>(layerable)) {
        const QPointF a = line->point1->pixelPosition();
        const QPointF b = line->point2->pixelPosition();
        if (std::fabs(a.x() - b.x()) < 0.5 && std::isfinite(a.x()) && std::fabs(a.x()) < 1e6) {
            const int half = static_cast<int>(std::ceil(line->pen().widthF() / 2.0)) + kInkMargin;
            const int x = static_cast<int>(std::lround(a.x()));
            add(QRect(x - half, clip.top(), 2 * half + 1, clip.height()));
            return;
        }
        add(clip);
        return;
    }
    if (const auto* labels = qobject_cast<const LabelItem*>(layerable)) {
        for (const QRect& rect : labels->ink())
            add(rect);
        return;
    }
    add(clip);
}

} // namespace

PlotWidget::PlotWidget(QWidget* parent)
    : QCustomPlot(parent)
{
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    setNoAntialiasingOnDrag(false);
    setMouseTracking(true);
    setAntialiasedElements(QCP::aeAll);
    setNotAntialiasedElements(QCP::aeGrid | QCP::aeAxes);
    // QCustomPlot::addLayer makes a plain QCPLayer; ours redraws without clearing all of its buffer.
    auto* dynamic = new DynamicLayer(this);
    mLayers.insert(layer(QStringLiteral("main"))->index() + 1, dynamic);
    updateLayerIndices();
    dynamic->setMode(QCPLayer::lmBuffered);
    m_dynamicLayer = dynamic;
    useImageBuffers();
    setAttribute(Qt::WA_OpaquePaintEvent);
    // A chart says what its legend holds (ChartBase's addLegend…): no plottable joins it by itself.
    setAutoAddPlottableToLegend(false);
    // A full replot draws the dynamic layer into its own buffer again.
    connect(this, &QCustomPlot::afterReplot, this, [this] { m_dynamicBufferStale = false; });
    setFocusPolicy(Qt::ClickFocus);
}

void PlotWidget::useImageBuffers()
{
    // setupPaintBuffers adds a pixmap buffer (at the viewport's size) only when a layer needs more
    // buffers than there are, and drops those no layer needs: offered more images than any layering
    // can use, it makes no pixmap of its own, and the images take no pixels until painted.
    for (auto& buffer : mPaintBuffers) {
        if (!dynamic_cast<ImagePaintBuffer*>(buffer.data()))
            buffer.reset(new ImagePaintBuffer(viewport().size(), mBufferDevicePixelRatio));
    }
    while (mPaintBuffers.size() < 2 * mLayers.size() + 1)
        mPaintBuffers.append(
            QSharedPointer<QCPAbstractPaintBuffer>(new ImagePaintBuffer(viewport().size(), mBufferDevicePixelRatio)));
    setupPaintBuffers();
    // The overlay layer, buffered on its own at the top, draws only the zoom box: without one it holds no
    // pixels (a full-size image per chart).
    QCPLayer* overlay = layer(QStringLiteral("overlay"));
    for (int i = 0; i < mPaintBuffers.size(); ++i) {
        const bool overlays = overlay && overlay == mLayers.last() && overlay->mode() == QCPLayer::lmBuffered
            && i == mPaintBuffers.size() - 1;
        buffer(i)->setBlankWhen(
            overlays ? std::function<bool()>([this, overlay] { return blank(overlay); }) : std::function<bool()>());
    }
}

bool PlotWidget::blank(const QCPLayer* layer) const
{
    const QList<QCPLayerable*> children = layer->children();
    return std::none_of(children.begin(), children.end(), [](const QCPLayerable* child) {
        const auto* box = qobject_cast<const QCPSelectionRect*>(child);
        return child->realVisibility() && (!box || box->isActive());
    });
}

std::size_t PlotWidget::pixelBytesHeld() const
{
    std::size_t bytes = static_cast<std::size_t>(m_base.sizeInBytes() + m_frame.sizeInBytes());
    for (int i = 0; i < mPaintBuffers.size(); ++i) {
        if (const ImagePaintBuffer* image = buffer(i)) {
            const QSize held = image->pixelsHeld();
            bytes += static_cast<std::size_t>(held.width()) * static_cast<std::size_t>(held.height()) * 4;
        }
    }
    return bytes;
}

void PlotWidget::setMoving(bool moving)
{
    m_dynamicLayer->setMode(moving ? QCPLayer::lmBuffered : QCPLayer::lmLogical);
    useImageBuffers();
    if (!moving) {
        m_base = QImage();
        m_frame = QImage();
    }
}

void PlotWidget::setNavigable(bool navigable)
{
    m_navigable = navigable;
    setInteractions(navigable ? QCP::iRangeDrag | QCP::iRangeZoom : QCP::Interactions());
}

void PlotWidget::setDrawnOnlyToPainter(bool only)
{
    // Nothing of its replots reaches a screen: no pixels at the screen's ratio, no cached tick-label
    // pictures (at QT_SCALE_FACTOR=100 each was a 66 MB pixmap). toPainter draws without either.
    setBufferDevicePixelRatio(only ? 1.0 : devicePixelRatioF());
    setPlottingHint(QCP::phCacheLabels, !only);
    for (int i = 0; i < mPaintBuffers.size(); ++i) {
        if (ImagePaintBuffer* image = buffer(i))
            image->setUnread(only);
    }
}

ImagePaintBuffer* PlotWidget::buffer(int index) const
{
    return index >= 0 && index < mPaintBuffers.size() ? dynamic_cast<ImagePaintBuffer*>(mPaintBuffers.at(index).data())
                                                      : nullptr;
}

int PlotWidget::dynamicBufferIndex() const
{
    // The buffer QCustomPlot::setupPaintBuffers gives the dynamic layer: logical layers share the
    // buffer before them, a buffered layer has one of its own and the logical layers after it
    // start another.
    int index = 0;
    for (int i = 0; i < mLayers.size(); ++i) {
        if (mLayers.at(i)->mode() != QCPLayer::lmBuffered)
            continue;
        ++index;
        if (mLayers.at(i) == m_dynamicLayer)
            return index < mPaintBuffers.size() ? index : -1;
        if (i + 1 < mLayers.size() && mLayers.at(i + 1)->mode() == QCPLayer::lmLogical)
            ++index;
    }
    return -1;
}

bool PlotWidget::composes() const
{
    // An opaque solid background, no background picture, and every buffer an image: anything else
    // (a transparent background shows the parent through) is left to QCustomPlot.
    if (mBackgroundBrush.style() != Qt::SolidPattern || !mBackgroundBrush.isOpaque() || !mBackgroundPixmap.isNull()
        || mViewport != rect() || dynamicBufferIndex() < 0)
        return false;
    for (int i = 0; i < mPaintBuffers.size(); ++i) {
        if (!buffer(i))
            return false;
    }
    return true;
}

QRegion PlotWidget::aboveDynamicContent() const
{
    // Where the buffers above the dynamic layer (axes, legends, the zoom box) can have something over
    // the dynamic layer's area: along the axis rects' edges (inward ticks), over the legends, and
    // outside the axis rects. Anywhere else they are transparent.
    const QRect whole(QPoint(0, 0), size());
    QRegion region(whole);
    for (QCPAxisRect* rect : axisRects()) {
        const QRect inner = rect->rect().adjusted(kEdgeBand, kEdgeBand, -kEdgeBand, -kEdgeBand);
        if (inner.isValid())
            region -= inner;
    }
    // Every legend, in a corner of an axis rect or in a row of its own (elements() goes into the
    // axis rects' inset layouts).
    for (QCPLayoutElement* element : plotLayout()->elements(true)) {
        auto* legendElement = qobject_cast<QCPLegend*>(element);
        if (legendElement && legendElement->realVisibility())
            region += legendElement->outerRect().adjusted(-kInkMargin, -kInkMargin, kInkMargin, kInkMargin);
    }
    if (selectionRect() && selectionRect()->isActive())
        region = QRegion(whole);
    return region;
}

void PlotWidget::ensureFrame()
{
    // Something painted into a buffer behind this widget's back (a full replot, the zoom box on the
    // overlay layer), or the size changed: compose the whole frame again, as
    // QCustomPlot::paintEvent would paint it.
    const QSize pixels = (QSizeF(mViewport.size()) * mBufferDevicePixelRatio).toSize();
    bool stale = m_frame.size() != pixels;
    for (int i = 0; i < mPaintBuffers.size(); ++i)
        stale = stale || buffer(i)->changed();
    if (!stale)
        return;
    const int dynamic = dynamicBufferIndex();
    if (m_dynamicBufferStale) {
        // Slider steps drew on the frame only: the layer's own buffer must show the same.
        static_cast<DynamicLayer*>(m_dynamicLayer)->redrawBuffer(buffer(dynamic));
        m_dynamicBufferStale = false;
    }
    for (QImage* image : {&m_base, &m_frame}) {
        if (image->size() != pixels) {
            *image = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
            image->setDevicePixelRatio(mBufferDevicePixelRatio);
        }
    }
    QCPPainter painter(&m_base);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    painter.fillRect(QRect(QPoint(0, 0), mViewport.size()), mBackgroundBrush);
    painter.setCompositionMode(QPainter::CompositionMode_SourceOver);
    for (int i = 0; i < dynamic; ++i)
        mPaintBuffers.at(i)->draw(&painter);
    painter.end();
    m_frame = m_base.copy();
    m_frame.setDevicePixelRatio(mBufferDevicePixelRatio);
    painter.begin(&m_frame);
    for (int i = dynamic; i < mPaintBuffers.size(); ++i)
        mPaintBuffers.at(i)->draw(&painter);
    painter.end();
    for (int i = 0; i < mPaintBuffers.size(); ++i)
        buffer(i)->setChanged(false);
    m_dynamicDrawn = dynamicContent();
}

void PlotWidget::updateLayout()
{
    // QCustomPlot makes an axis's ticks before it sizes the axis rects, and the tickers thin their
    // labels for the axis length they find then: the length of the last layout. When a layout
    // changes a rect's size (the splitter above a dock dragged, the legend moved out of a full
    // chart), the ticks and the margins their labels take are those of the old size, and only the
    // next replot would correct them. Laid out again until the sizes hold, each frame is drawn as
    // it will stay; the second pass usually finds nothing changed.
    const auto sizes = [this] {
        std::vector<QSize> all;
        for (const QCPAxisRect* rect : axisRects())
            all.push_back(rect->size());
        return all;
    };
    std::vector<QSize> before = sizes();
    for (int pass = 0; pass < kLayoutPasses; ++pass) {
        QCustomPlot::updateLayout();
        std::vector<QSize> after = sizes();
        if (after == before)
            return;
        before = std::move(after);
    }
}

void PlotWidget::replotDynamic()
{
    if (hasInvalidatedPaintBuffers()) {
        replot();
        return;
    }
    // Only the dynamic layer changes: its labels are placed against the other layers' lines as they
    // were indexed at the last full replot.
    const auto layOutLabels = [this] {
        for (QCPLayerable* child : m_dynamicLayer->children()) {
            if (auto* labels = qobject_cast<LabelItem*>(child); labels && labels->realVisibility())
                labels->layOutMoving();
        }
    };
    if (!composes()) {
        layOutLabels();
        m_dynamicLayer->replot();
        return;
    }
    ensureFrame(); // from here on only the dynamic layer may differ from the frame
    // Where the new content goes, before drawing it: labels are placed first.
    layOutLabels();
    std::vector<QRect> drawn = dynamicContent();
    BandedArea dirty(kBandHeight);
    dirty.add(m_dynamicDrawn);
    dirty.add(drawn);
    const std::vector<QRect> pieces = dirty.pieces(0);
    // Wherever the old content was or the new one goes: the frame under the dynamic layer…
    const double ratio = m_frame.devicePixelRatio();
    const qsizetype stride = m_frame.bytesPerLine();
    uchar* frame = m_frame.bits();
    const uchar* base = std::as_const(m_base).constBits();
    for (const QRect& rect : pieces) {
        const QRect pixels = devicePixels(rect, ratio, m_frame.rect());
        for (int y = pixels.top(); y <= pixels.bottom(); ++y) {
            const qsizetype at = y * stride + static_cast<qsizetype>(pixels.left()) * 4;
            std::memcpy(frame + at, base + at, static_cast<std::size_t>(pixels.width()) * 4);
        }
    }
    // …then the new content on it (all of it lies in `drawn`, so nothing is drawn twice), then what
    // the buffers above have there.
    QCPPainter painter(&m_frame);
    static_cast<DynamicLayer*>(m_dynamicLayer)->drawWith(&painter);
    const int dynamic = dynamicBufferIndex();
    if (dynamic + 1 < mPaintBuffers.size()) {
        const QRegion above = aboveDynamicContent();
        for (const QRect& rect : pieces) {
            for (const QRect& covered : above) {
                const QRect both = rect.intersected(covered);
                if (both.isEmpty())
                    continue;
                painter.setClipRect(both);
                for (int i = dynamic + 1; i < mPaintBuffers.size(); ++i)
                    mPaintBuffers.at(i)->draw(&painter);
            }
        }
    }
    painter.end();
    m_dynamicDrawn = std::move(drawn);
    m_dynamicBufferStale = true;
    update(dirty.bandRegion(kSpanGap));
}

std::vector<QRect> PlotWidget::dynamicContent() const
{
    const QRect whole(QPoint(0, 0), size());
    std::vector<QRect> ink;
    for (const QCPLayerable* child : m_dynamicLayer->children()) {
        if (child->realVisibility())
            addInkOf(child, whole, ink);
    }
    return ink;
}

void PlotWidget::paintEvent(QPaintEvent* event)
{
    ++m_paintCount;
    if (!composes()) {
        QCustomPlot::paintEvent(event);
        return;
    }
    ensureFrame();
    // The frame is complete: copy what was asked for, in bands (see kBandHeight).
    QPainter painter(this);
    painter.setCompositionMode(QPainter::CompositionMode_Source);
    const double ratio = m_frame.devicePixelRatio();
    for (const QRect& rect : event->region()) {
        for (int top = rect.top(); top <= rect.bottom(); top += kBandHeight) {
            const QRect piece(rect.left(), top, rect.width(), std::min(kBandHeight, rect.bottom() + 1 - top));
            painter.drawImage(piece, m_frame,
                QRectF(piece.left() * ratio, piece.top() * ratio, piece.width() * ratio, piece.height() * ratio));
        }
    }
}

bool PlotWidget::event(QEvent* event)
{
    if (event->type() != QEvent::ToolTip)
        return QCustomPlot::event(event);
    const auto* help = static_cast<QHelpEvent*>(event);
    QString text = m_tooltipProvider ? m_tooltipProvider(help->pos()) : QString();
    if (text.isEmpty() && !m_navigable) {
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    if (text.isEmpty())
        text = tr("Drag to pan · wheel to zoom · Shift-drag to zoom to a box · double-click to reset the view · "
                  "click a legend entry to hide or show it");
    QToolTip::showText(help->globalPos(), text, this);
    return true;
}

void PlotWidget::mousePressEvent(QMouseEvent* event)
{
    const bool box = m_navigable
        && ((event->modifiers() & (Qt::ShiftModifier | Qt::ControlModifier)) || event->button() == Qt::RightButton);
    setSelectionRectMode(box ? QCP::srmZoom : QCP::srmNone);
    m_pressPos = event->pos();
    m_pressed = true;
    QCustomPlot::mousePressEvent(event);
}

void PlotWidget::mouseMoveEvent(QMouseEvent* event)
{
    QCustomPlot::mouseMoveEvent(event);
    if (!m_pressed)
        Q_EMIT hovered(event->pos());
}

void PlotWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const bool click = m_pressed && (event->pos() - m_pressPos).manhattanLength() <= 3;
    m_pressed = false;
    QCustomPlot::mouseReleaseEvent(event);
    setSelectionRectMode(QCP::srmNone);
    if (click && event->button() == Qt::LeftButton)
        Q_EMIT clicked(event->pos());
}

void PlotWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    QCustomPlot::mouseDoubleClickEvent(event);
    if (m_navigable && event->button() == Qt::LeftButton && axisRectAt(event->pos()))
        Q_EMIT resetViewRequested();
}

void PlotWidget::leaveEvent(QEvent* event)
{
    QCustomPlot::leaveEvent(event);
    Q_EMIT left();
}

} // namespace roofline::ui
