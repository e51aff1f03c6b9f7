#include "ui/charts/regions.h"

#include <algorithm>

namespace roofline::ui {

void BandedArea::add(const QRect& rect)
{
    if (!rect.isEmpty()) {
        m_rects.push_back(rect);
        m_sortedValid = false;
    }
}

void BandedArea::add(std::span<const QRect> rects)
{
    for (const QRect& rect : rects)
        add(rect);
}

std::vector<BandedArea::Span> BandedArea::merged(int gap) const
{
    const auto bandOf = [this](int y) { return y >= 0 ? y / m_bandHeight : -((-y + m_bandHeight - 1) / m_bandHeight); };
    if (!m_sortedValid) {
        std::vector<Span>& pieces = m_sorted;
        pieces.clear();
        pieces.reserve(m_rects.size() * 2);
        for (const QRect& rect : m_rects) {
            for (int band = bandOf(rect.top()); band <= bandOf(rect.bottom()); ++band) {
                const int top = std::max(rect.top(), band * m_bandHeight);
                const int bottom = std::min(rect.bottom(), band * m_bandHeight + m_bandHeight - 1);
                pieces.push_back({band, rect.left(), rect.right(), top, bottom});
            }
        }
        std::sort(pieces.begin(), pieces.end(),
            [](const Span& a, const Span& b) { return a.band != b.band ? a.band < b.band : a.left < b.left; });
        m_sortedValid = true;
    }
    std::vector<Span> spans;
    spans.reserve(m_sorted.size());
    for (const Span& piece : m_sorted) {
        if (!spans.empty() && spans.back().band == piece.band && piece.left <= spans.back().right + 1 + gap) {
            Span& span = spans.back();
            span.right = std::max(span.right, piece.right);
            span.top = std::min(span.top, piece.top);
            span.bottom = std::max(span.bottom, piece.bottom);
        } else {
            spans.push_back(piece);
        }
    }
    return spans;
}

std::vector<QRect> BandedArea::pieces(int gap) const
{
    std::vector<QRect> rects;
    for (const Span& span : merged(gap))
        rects.emplace_back(QPoint(span.left, span.top), QPoint(span.right, span.bottom));
    return rects;
}

QRegion BandedArea::bandRegion(int gap) const
{
    std::vector<QRect> rects;
    for (const Span& span : merged(gap))
        rects.emplace_back(QPoint(span.left, span.band * m_bandHeight),
            QPoint(span.right, span.band * m_bandHeight + m_bandHeight - 1));
    // Bands in order, rects within a band left to right, apart and of the band's height: what
    // setRects() expects.
    QRegion region;
    region.setRects(rects.data(), static_cast<int>(rects.size()));
    return region;
}

} // namespace roofline::ui
