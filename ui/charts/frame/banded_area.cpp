#include "ui/charts/frame/banded_area.h"

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
        // Cut into bands and grouped by band with a counting pass (bands are few, rects many), then
        // each band's few spans sorted left to right: cheaper than one sort of every span.
        int lowest = m_rects.empty() ? 0 : bandOf(m_rects.front().top());
        int highest = lowest - 1;
        for (const QRect& rect : m_rects) {
            lowest = std::min(lowest, bandOf(rect.top()));
            highest = std::max(highest, bandOf(rect.bottom()));
        }
        std::vector<int>& starts = m_bandStarts;
        starts.assign(static_cast<std::size_t>(std::max(0, highest - lowest + 2)), 0);
        for (const QRect& rect : m_rects) {
            for (int band = bandOf(rect.top()); band <= bandOf(rect.bottom()); ++band)
                ++starts[static_cast<std::size_t>(band - lowest + 1)];
        }
        for (std::size_t i = 1; i < starts.size(); ++i)
            starts[i] += starts[i - 1];
        std::vector<Span>& pieces = m_sorted;
        pieces.resize(starts.empty() ? 0 : static_cast<std::size_t>(starts.back()));
        std::vector<int> next(starts.begin(), starts.end());
        for (const QRect& rect : m_rects) {
            for (int band = bandOf(rect.top()); band <= bandOf(rect.bottom()); ++band) {
                const int top = std::max(rect.top(), band * m_bandHeight);
                const int bottom = std::min(rect.bottom(), band * m_bandHeight + m_bandHeight - 1);
                pieces[static_cast<std::size_t>(next[static_cast<std::size_t>(band - lowest)]++)]
                    = {band, rect.left(), rect.right(), top, bottom};
            }
        }
        for (std::size_t b = 0; b + 1 < starts.size(); ++b) {
            std::sort(pieces.begin() + starts[b], pieces.begin() + starts[b + 1],
                [](const Span& a, const Span& c) { return a.left < c.left; });
        }
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
