#include "ui/export/text_recording_device.h"

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QTextItem>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

QColor over(const QColor& top, const QColor& bottom)
{
    const float a = top.alphaF();
    return QColor::fromRgbF(top.redF() * a + bottom.redF() * (1.0f - a),
        top.greenF() * a + bottom.greenF() * (1.0f - a), top.blueF() * a + bottom.blueF() * (1.0f - a));
}

} // namespace

class TextRecordingEngine : public QPaintEngine {
public:
    TextRecordingEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    { }

    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    Type type() const override { return QPaintEngine::User; }
    void updateState(const QPaintEngineState&) override { }

    void drawPath(const QPainterPath& path) override { fill(path); }
    void drawPolygon(const QPointF* points, int count, PolygonDrawMode mode) override
    {
        if (mode == PolylineMode)
            return;
        QPainterPath path;
        path.addPolygon(QPolygonF(QList<QPointF>(points, points + count)));
        path.setFillRule(mode == WindingMode ? Qt::WindingFill : Qt::OddEvenFill);
        fill(path);
    }
    void drawPolygon(const QPoint* points, int count, PolygonDrawMode mode) override
    {
        QPolygonF polygon;
        for (int i = 0; i < count; ++i)
            polygon.append(QPointF(points[i]));
        drawPolygon(polygon.constData(), count, mode);
    }
    void drawRects(const QRectF* rects, int count) override
    {
        for (int i = 0; i < count; ++i) {
            QPainterPath path;
            path.addRect(rects[i]);
            fill(path);
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
        QPainterPath path;
        path.addEllipse(rect);
        fill(path);
    }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override { }

    void drawTextItem(const QPointF& position, const QTextItem& item) override
    {
        QPainter* owner = painter();
        const QTransform transform = owner->combinedTransform();
        const QRectF local(position.x(), position.y() - item.ascent(), item.width(), item.ascent() + item.descent());
        const QRectF box = transform.mapRect(local);
        QColor color = owner->pen().color();
        color.setAlphaF(color.alphaF() * static_cast<float>(owner->opacity()));
        LayoutText text {item.text(), m_role, box, color, backgroundAt(box.center()), {}};
        text.role = roleOf(text.text, box);
        // The pieces of one line (a script, a fallback font each) follow each other on one baseline, in the
        // text's own coordinates (a y axis title is turned).
        if (!m_texts.empty()) {
            LayoutText& last = m_texts.back();
            if (last.color == text.color && transform == m_lastTransform
                && std::fabs(m_lastEnd.y() - position.y()) < 0.5 && std::fabs(m_lastEnd.x() - position.x()) < 0.5) {
                last.text += text.text;
                last.box = last.box.united(box);
                last.role = roleOf(last.text, last.box);
                m_lastEnd = position + QPointF(item.width(), 0.0);
                return;
            }
        }
        m_lastEnd = position + QPointF(item.width(), 0.0);
        m_lastTransform = transform;
        m_texts.push_back(std::move(text));
    }

    void setRole(
        const QString& role, QHash<QString, QString> roles, const QRectF& legend, const std::vector<QRectF>& plots)
    {
        m_role = role;
        m_roles = std::move(roles);
        const QTransform transform = painter() ? painter()->combinedTransform() : QTransform();
        m_legend = legend.isEmpty() ? QRectF() : transform.mapRect(legend);
        m_plots.clear();
        for (const QRectF& plot : plots) {
            m_plots.push_back(transform.mapRect(plot));
            if (std::find(m_allPlots.begin(), m_allPlots.end(), m_plots.back()) == m_allPlots.end())
                m_allPlots.push_back(m_plots.back());
        }
    }
    const std::vector<QRectF>& allPlots() const { return m_allPlots; }
    std::size_t textCount() const { return m_texts.size(); }
    void reclassify(std::size_t first)
    {
        for (std::size_t i = first; i < m_texts.size(); ++i)
            m_texts[i].role = roleOf(m_texts[i].text, m_texts[i].box);
    }
    void addShapes(const std::vector<PlottedShape>& shapes)
    {
        const QTransform transform = painter() ? painter()->combinedTransform() : QTransform();
        const double scale = std::sqrt(std::fabs(transform.determinant()));
        for (const PlottedShape& shape : shapes) {
            PlottedShape mapped;
            mapped.name = shape.name;
            mapped.lineWidth = shape.lineWidth * scale;
            for (const QLineF& line : shape.lines)
                mapped.lines.push_back(transform.map(line));
            for (const QRectF& marker : shape.markers)
                mapped.markers.push_back(transform.mapRect(marker));
            m_shapes.push_back(std::move(mapped));
        }
    }
    void addAxes(const std::vector<PlotAxes>& axes)
    {
        const QTransform transform = painter() ? painter()->combinedTransform() : QTransform();
        for (PlotAxes mapped : axes) {
            mapped.plot = transform.mapRect(mapped.plot);
            m_axes.push_back(std::move(mapped));
        }
    }
    const std::vector<PlotAxes>& axes() const { return m_axes; }
    void addLeaders(std::size_t first, const std::vector<TextRecordingDevice::Leader>& leaders)
    {
        const QTransform transform = painter() ? painter()->combinedTransform() : QTransform();
        const double scale = std::sqrt(std::fabs(transform.determinant()));
        for (const TextRecordingDevice::Leader& leader : leaders) {
            const QLineF line = transform.map(leader.line);
            const QStringList lines = leader.text.split(QLatin1Char('\n'));
            // The label's text (a line of it) whose box is nearest where the leader ends: its halo's edge,
            // a padding away from the text.
            LayoutText* best = nullptr;
            double nearest = 6.0 * std::max(scale, 1.0);
            for (std::size_t i = first; i < m_texts.size(); ++i) {
                LayoutText& text = m_texts[i];
                if (!lines.contains(text.text))
                    continue;
                const QRectF box = text.box;
                const double dx = std::max({box.left() - line.x2(), 0.0, line.x2() - box.right()});
                const double dy = std::max({box.top() - line.y2(), 0.0, line.y2() - box.bottom()});
                const double distance = std::hypot(dx, dy);
                if (distance < nearest) {
                    nearest = distance;
                    best = &text;
                }
            }
            if (best)
                best->leader = line;
        }
    }
    std::vector<LayoutText> texts() const
    {
        std::vector<LayoutText> texts = m_texts;
        // Half a pixel of the box's edge is the rounding of font metrics, not ink.
        for (LayoutText& text : texts) {
            const QRectF box = text.box.adjusted(0.5, 0.5, -0.5, -0.5);
            for (const PlottedShape& shape : m_shapes) {
                if (boxCrosses(box, shape) && !text.covers.contains(shape.name))
                    text.covers.append(shape.name);
            }
        }
        return texts;
    }

private:
    QString roleOf(const QString& text, const QRectF& box) const
    {
        const QPointF centre = box.center();
        if (m_legend.contains(centre))
            return m_roles.value(text, m_role);
        if (std::any_of(m_plots.begin(), m_plots.end(), [&](const QRectF& plot) { return plot.contains(centre); }))
            return QStringLiteral("label");
        const QString role = m_roles.value(text, m_role);
        return role == QLatin1String("legend") ? m_role : role;
    }

    struct Fill {
        QPainterPath path; // device pixels, clipped
        QColor color;
    };

    void fill(const QPainterPath& path)
    {
        QPainter* owner = painter();
        const QBrush brush = owner->brush();
        if (brush.style() != Qt::SolidPattern || brush.color().alpha() == 0)
            return;
        QPainterPath shape = owner->combinedTransform().map(path);
        if (owner->hasClipping())
            shape = shape.intersected(owner->combinedTransform().map(owner->clipPath()));
        QColor color = brush.color();
        color.setAlphaF(color.alphaF() * static_cast<float>(owner->opacity()));
        m_fills.push_back({shape, color});
    }

    QColor backgroundAt(const QPointF& point) const
    {
        QColor colour(Qt::white); // paper, under a transparent export
        for (const Fill& fill : m_fills) {
            if (fill.path.contains(point))
                colour = over(fill.color, colour);
        }
        return colour;
    }

    QString m_role;
    QHash<QString, QString> m_roles;
    QRectF m_legend; // device pixels
    std::vector<QRectF> m_plots;
    std::vector<QRectF> m_allPlots;
    std::vector<Fill> m_fills;
    std::vector<LayoutText> m_texts;
    std::vector<PlottedShape> m_shapes;
    std::vector<PlotAxes> m_axes;
    QPointF m_lastEnd; // where the last piece of text ended, in its own coordinates
    QTransform m_lastTransform;
};

TextRecordingDevice::TextRecordingDevice(QSize size)
    : m_size(size)
    , m_engine(std::make_unique<TextRecordingEngine>())
{ }

TextRecordingDevice::~TextRecordingDevice() = default;

QPaintEngine* TextRecordingDevice::paintEngine() const
{
    return m_engine.get();
}

void TextRecordingDevice::setRole(
    const QString& role, QHash<QString, QString> roles, const QRectF& legend, const std::vector<QRectF>& plots)
{
    m_engine->setRole(role, std::move(roles), legend, plots);
}

void TextRecordingDevice::addShapes(const std::vector<PlottedShape>& shapes)
{
    m_engine->addShapes(shapes);
}

std::vector<LayoutText> TextRecordingDevice::texts() const
{
    return m_engine->texts();
}

std::size_t TextRecordingDevice::textCount() const
{
    return m_engine->textCount();
}

void TextRecordingDevice::reclassify(std::size_t first)
{
    m_engine->reclassify(first);
}

std::vector<QRectF> TextRecordingDevice::plots() const
{
    return m_engine->allPlots();
}

void TextRecordingDevice::addAxes(const std::vector<PlotAxes>& axes)
{
    m_engine->addAxes(axes);
}

std::vector<PlotAxes> TextRecordingDevice::axes() const
{
    return m_engine->axes();
}

void TextRecordingDevice::addLeaders(std::size_t first, const std::vector<Leader>& leaders)
{
    m_engine->addLeaders(first, leaders);
}

int TextRecordingDevice::metric(PaintDeviceMetric metric) const
{
    switch (metric) {
    case PdmWidth:
        return m_size.width();
    case PdmHeight:
        return m_size.height();
    case PdmWidthMM:
        return static_cast<int>(m_size.width() * 25.4 / 96.0);
    case PdmHeightMM:
        return static_cast<int>(m_size.height() * 25.4 / 96.0);
    case PdmNumColors:
        return 0x7fffffff;
    case PdmDepth:
        return 32;
    case PdmDpiX:
    case PdmDpiY:
    case PdmPhysicalDpiX:
    case PdmPhysicalDpiY:
        return 96;
    case PdmDevicePixelRatio:
        return 1;
    case PdmDevicePixelRatioScaled:
        return static_cast<int>(devicePixelRatioFScale());
    }
    return 0;
}

} // namespace roofline::ui
