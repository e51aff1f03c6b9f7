#include "ui/charts/label_item.h"

#include <QFontMetricsF>

#include <cmath>

namespace roofline::ui {

namespace {

constexpr double kPadding = 2.0; // around the text, inside its halo

bool finite(const QPointF& p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y());
}

} // namespace

LabelItem::LabelItem(QCustomPlot* plot, QCPAxisRect* axisRect)
    : QCPAbstractItem(plot)
    , m_axisRect(axisRect)
{
    setClipAxisRect(axisRect);
    setClipToAxisRect(true);
    setSelectable(false);
}

void LabelItem::setLabels(std::vector<ChartLabel> labels)
{
    m_labels = std::move(labels);
}

void LabelItem::setFont(const QFont& font)
{
    m_font = font;
    m_boldFont = font;
    m_boldFont.setBold(true);
    m_sizes.clear();
}

QSizeF LabelItem::textSize(const ChartLabel& label)
{
    const QString key = label.bold ? QLatin1Char('*') + label.text : label.text;
    const auto cached = m_sizes.constFind(key);
    if (cached != m_sizes.constEnd())
        return *cached;
    const QFontMetricsF metrics(label.bold ? m_boldFont : m_font);
    const QRectF box = metrics.boundingRect(QRectF(0, 0, 10000, 10000), Qt::AlignLeft | Qt::AlignTop, label.text);
    const QSizeF size(box.width() + 2 * kPadding, box.height() + 2 * kPadding);
    if (m_sizes.size() > 4096)
        m_sizes.clear(); // labels that follow a slider change text at every step
    m_sizes.insert(key, size);
    return size;
}

double LabelItem::selectTest(const QPointF&, bool, QVariant*) const
{
    return -1.0; // labels never take a click from the markers under them
}

void LabelItem::draw(QCPPainter* painter)
{
    QCPAxis* xAxis = m_axisRect->axis(QCPAxis::atBottom);
    QCPAxis* yAxis = m_axisRect->axis(QCPAxis::atLeft);
    const QRectF bounds = QRectF(m_axisRect->rect()).adjusted(2, 2, -2, -2);
    m_requests.clear();
    m_obstacles.clear();
    if (m_legend && m_legend->visible() && m_legend->layer() && m_legend->layer()->visible())
        m_obstacles.push_back(QRectF(m_legend->outerRect()));
    std::vector<std::size_t> requestLabel; // which label each request is for
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        const ChartLabel& label = m_labels[i];
        if (label.anchor == ChartLabel::Anchor::Point && label.markerRadius > 0.0) {
            const QPointF p(xAxis->coordToPixel(label.x), yAxis->coordToPixel(label.y));
            const double r = label.markerRadius;
            if (finite(p))
                m_obstacles.emplace_back(p.x() - r, p.y() - r, 2 * r, 2 * r);
        }
    }
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        const ChartLabel& label = m_labels[i];
        if (!label.visible || label.text.isEmpty())
            continue;
        LabelRequest request;
        request.size = textSize(label);
        request.sides = label.sides;
        request.rings = label.rings;
        switch (label.anchor) {
        case ChartLabel::Anchor::Point:
            request.anchor = QPointF(xAxis->coordToPixel(label.x), yAxis->coordToPixel(label.y));
            request.clearance = label.markerRadius + 4.0;
            break;
        case ChartLabel::Anchor::RightEdge:
            request.anchor = QPointF(bounds.right() - 2.0, yAxis->coordToPixel(label.y));
            request.clearance = 3.0;
            if (request.sides.empty())
                request.sides = {LabelSide::AboveLeft, LabelSide::BelowLeft};
            break;
        case ChartLabel::Anchor::TopLeft:
            request.anchor = bounds.topLeft() + QPointF(4.0, 4.0);
            request.clearance = 0.0;
            request.sides = {LabelSide::BelowRight};
            request.rings = 1;
            break;
        case ChartLabel::Anchor::BandBottom: {
            const double left = std::max(bounds.left(), xAxis->coordToPixel(label.x));
            const double right = std::min(bounds.right(), xAxis->coordToPixel(label.x2));
            if (!(right - left > request.size.width() + 8.0))
                continue; // the band is too narrow on screen for its name
            request.anchor = QPointF((left + right) / 2.0, bounds.bottom() - 4.0);
            request.clearance = 0.0;
            request.sides = {LabelSide::Above};
            request.rings = 1;
            break;
        }
        case ChartLabel::Anchor::FootOfVertical:
            request.anchor = QPointF(xAxis->coordToPixel(label.x), bounds.bottom() - request.size.height() / 2 - 2.0);
            request.clearance = 4.0;
            if (request.sides.empty())
                request.sides = {LabelSide::Right, LabelSide::Left};
            break;
        }
        if (!finite(request.anchor))
            continue;
        m_requests.push_back(request);
        requestLabel.push_back(i);
    }

    const std::vector<LabelPlacement> placed = placeLabels(m_requests, bounds, m_obstacles);
    m_placements.assign(m_labels.size(), LabelPlacement {});
    for (std::size_t r = 0; r < placed.size(); ++r)
        m_placements[requestLabel[r]] = placed[r];

    painter->setRenderHint(QPainter::Antialiasing, true);
    for (std::size_t r = 0; r < placed.size(); ++r) {
        if (!placed[r].shown)
            continue;
        const ChartLabel& label = m_labels[requestLabel[r]];
        const QRectF rect = placed[r].rect;
        if (placed[r].leader) {
            painter->setPen(QPen(label.color, 0.8));
            const QPointF a = m_requests[r].anchor;
            const QPointF target(
                std::clamp(a.x(), rect.left(), rect.right()), std::clamp(a.y(), rect.top(), rect.bottom()));
            painter->drawLine(a, target);
        }
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_halo);
        painter->drawRoundedRect(rect, 2.0, 2.0);
        painter->setPen(label.color);
        painter->setFont(label.bold ? m_boldFont : m_font);
        painter->drawText(
            rect.adjusted(kPadding, kPadding, -kPadding, -kPadding), Qt::AlignLeft | Qt::AlignTop, label.text);
    }
}

} // namespace roofline::ui
