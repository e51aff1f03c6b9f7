#pragma once

#include <QRect>
#include <QRegion>

#include <span>

namespace roofline::ui {

// Region helpers for repainting only what a slider step changed (PlotWidget::replotDynamic).

// The union of many rects, merged pairwise (O(n log n)); adding them one by one to a QRegion costs
// O(n²) for the hundreds of markers and labels of a heavy chart.
QRegion unionOf(std::span<const QRect> rects);

// A region as at most a few rects per band of `bandHeight` scanlines (bands aligned to multiples of
// it): the spans of each band, with gaps narrower than `gap` pixels filled. Fewer, simpler paint
// operations than the region's own rects, for a few more pixels.
QRegion bandSpans(const QRegion& region, int bandHeight, int gap);

} // namespace roofline::ui
