#include "ui/charts/regions.h"

#include <algorithm>
#include <utility>
#include <vector>

namespace roofline::ui {

QRegion unionOf(std::span<const QRect> rects)
{
    std::vector<QRegion> level;
    level.reserve(rects.size());
    for (const QRect& rect : rects) {
        if (!rect.isEmpty())
            level.emplace_back(rect);
    }
    while (level.size() > 1) {
        std::vector<QRegion> next;
        next.reserve(level.size() / 2 + 1);
        for (std::size_t i = 0; i + 1 < level.size(); i += 2)
            next.push_back(level[i].united(level[i + 1]));
        if (level.size() % 2)
            next.push_back(std::move(level.back()));
        level = std::move(next);
    }
    return level.empty() ? QRegion() : level.front();
}

QRegion bandSpans(const QRegion& region, int bandHeight, int gap)
{
    const QRect bounds = region.boundingRect();
    if (bounds.isEmpty())
        return {};
    const auto bandOf = [bandHeight](int y) { return y >= 0 ? y / bandHeight : -((-y + bandHeight - 1) / bandHeight); };
    const int first = bandOf(bounds.top());
    const int last = bandOf(bounds.bottom());
    std::vector<std::vector<std::pair<int, int>>> spans(static_cast<std::size_t>(last - first + 1));
    for (const QRect& rect : region) {
        for (int band = bandOf(rect.top()); band <= bandOf(rect.bottom()); ++band)
            spans[static_cast<std::size_t>(band - first)].emplace_back(rect.left(), rect.right());
    }
    std::vector<QRect> rects;
    for (std::size_t b = 0; b < spans.size(); ++b) {
        auto& band = spans[b];
        if (band.empty())
            continue;
        std::sort(band.begin(), band.end());
        const int top = (first + static_cast<int>(b)) * bandHeight;
        int left = band.front().first;
        int right = band.front().second;
        for (const auto& [l, r] : band) {
            if (l > right + gap) {
                rects.emplace_back(QPoint(left, top), QPoint(right, top + bandHeight - 1));
                left = l;
            }
            right = std::max(right, r);
        }
        rects.emplace_back(QPoint(left, top), QPoint(right, top + bandHeight - 1));
    }
    // Bands in order, rects within a band left to right and apart: what setRects() expects.
    QRegion result;
    result.setRects(rects.data(), static_cast<int>(rects.size()));
    return result;
}

} // namespace roofline::ui
