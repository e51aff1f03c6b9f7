#include "ui/charts/label_item.h"

#include <QFontMetricsF>

#include <algorithm>
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
    m_texts.clear();
}

QSizeF LabelItem::textSize(const ChartLabel& label)
{
    const QString key = label.bold ? QLatin1Char('*') + label.text : label.text;
    const auto cached = m_sizes.constFind(key);
    if (cached != m_sizes.constEnd())
        return *cached;
    // Line by line: horizontalAdvance is much cheaper than a laid-out bounding rect, and labels
    // that follow a slider are measured again at every step.
    const QFontMetricsF metrics(label.bold ? m_boldFont : m_font);
    double width = 0.0;
    int lines = 0;
    for (const QStringView line : QStringView(label.text).split(QLatin1Char('\n'))) {
        width = std::max(width, metrics.horizontalAdvance(line.toString()));
        ++lines;
    }
    const QSizeF size(width + 2 * kPadding, lines * metrics.lineSpacing() + 2 * kPadding);
    if (m_sizes.size() > 4096)
        m_sizes.clear(); // labels that follow a slider change text at every step
    m_sizes.insert(key, size);
    return size;
}

const QStaticText& LabelItem::staticLine(const QString& line, bool bold)
{
    const QString key = bold ? QLatin1Char('*') + line : line;
    auto it = m_texts.find(key);
    if (it == m_texts.end()) {
        if (m_texts.size() > 4096)
            m_texts.clear();
        QStaticText text(line);
        text.setTextFormat(Qt::PlainText);
        text.setPerformanceHint(QStaticText::AggressiveCaching);
        text.prepare(QTransform(), bold ? m_boldFont : m_font);
        it = m_texts.insert(key, text);
    }
    return *it;
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
        request.slide = label.slide;
        switch (label.anchor) {
        case ChartLabel::Anchor::Point:
            request.anchor = QPointF(xAxis->coordToPixel(label.x), yAxis->coordToPixel(label.y));
            request.clearance = label.markerRadius + 4.0;
            break;
        case ChartLabel::Anchor::RightEdge:
            request.anchor = QPointF(bounds.right() - 2.0, yAxis->coordToPixel(label.y));
            // Clear of the ridge markers that sit on the line.
            request.clearance = 7.0;
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
        case ChartLabel::Anchor::BottomRight:
            request.anchor = bounds.bottomRight() - QPointF(4.0, 4.0);
            request.clearance = 0.0;
            request.sides = {LabelSide::AboveLeft};
            request.rings = 1;
            break;
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
        const QFont& font = label.bold ? m_boldFont : m_font;
        painter->setFont(font);
        // Laid out once per text and kept: a slider step redraws without shaping text again.
        const double lineHeight = QFontMetricsF(font).lineSpacing();
        QPointF at = rect.topLeft() + QPointF(kPadding, kPadding);
        for (const QString& line : label.text.split(QLatin1Char('\n'))) {
            painter->drawStaticText(at, staticLine(line, label.bold));
            at.ry() += lineHeight;
        }
    }
}

} // namespace roofline::ui
