#include "ui/charts/frame/size_legend_item.h"

#include <QFontMetrics>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

constexpr int kGap = 4; // between a circle and its text, in pixels
constexpr int kSpacing = 10; // between one circle's text and the next circle

} // namespace

SizeLegendItem::SizeLegendItem(
    QCPLegend* legend, QStringList texts, QVector<double> diameters, const QPen& pen, const QBrush& brush)
    : QCPAbstractLegendItem(legend)
    , m_texts(std::move(texts))
    , m_diameters(std::move(diameters))
    , m_pen(pen)
    , m_brush(brush)
{
    setSelectable(false);
}

int SizeLegendItem::spacingBefore(int i) const
{
    return i == 0 && m_stacked ? 0 : kSpacing;
}

QSize SizeLegendItem::minimumOuterSizeHint() const
{
    const QFontMetrics metrics(mFont);
    const int caption = m_texts.isEmpty() ? 0 : metrics.horizontalAdvance(m_texts.front());
    int circles = 0;
    double tallest = metrics.height();
    for (int i = 0; i < m_diameters.size(); ++i) {
        const int text = i + 1 < m_texts.size() ? metrics.horizontalAdvance(m_texts[i + 1]) : 0;
        circles += spacingBefore(i) + static_cast<int>(std::ceil(m_diameters[i] + m_pen.widthF())) + kGap + text;
        tallest = std::max(tallest, m_diameters[i] + m_pen.widthF());
    }
    const int width = m_stacked ? std::max(caption, circles) : caption + circles;
    const double height = m_stacked ? metrics.height() + tallest : tallest;
    return QSize(width + mMargins.left() + mMargins.right(),
        static_cast<int>(std::ceil(height)) + mMargins.top() + mMargins.bottom());
}

void SizeLegendItem::draw(QCPPainter* painter)
{
    const QFontMetrics metrics(mFont);
    // Stacked, the caption takes the first line and the circles the rest of the item's height.
    const QRect captionBox = m_stacked ? QRect(mRect.left(), mRect.top(), mRect.width(), metrics.height()) : mRect;
    const QRect box = m_stacked ? mRect.adjusted(0, metrics.height(), 0, 0) : mRect;
    const double middle = box.top() + box.height() / 2.0;
    painter->setFont(mFont);
    painter->setPen(QPen(mTextColor));
    double x = box.left();
    const auto text = [&](const QString& words, const QRect& within) {
        const int w = metrics.horizontalAdvance(words);
        painter->setPen(QPen(mTextColor));
        painter->drawText(QRectF(x, within.top(), w + 1, within.height()), Qt::AlignLeft | Qt::AlignVCenter, words);
        x += w;
    };
    if (!m_texts.isEmpty())
        text(m_texts.front(), captionBox);
    if (m_stacked)
        x = box.left();
    painter->setAntialiasing(true);
    for (int i = 0; i < m_diameters.size(); ++i) {
        const double d = m_diameters[i];
        x += spacingBefore(i);
        painter->setPen(m_pen);
        painter->setBrush(m_brush);
        painter->drawEllipse(QPointF(x + (d + m_pen.widthF()) / 2.0, middle), d / 2.0, d / 2.0);
        x += std::ceil(d + m_pen.widthF()) + kGap;
        if (i + 1 < m_texts.size())
            text(m_texts[i + 1], box);
    }
}

} // namespace roofline::ui
