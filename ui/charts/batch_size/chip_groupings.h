#pragma once

#include "core/scene/scene.h"

#include <vector>

namespace roofline::ui {

// How many of a chip's critical B labels another chip's curves stand in the way of, on a plot they
// share whose highest ceiling is `top`: for each knee of `chip` (its critical B in the swept range, at
// its ceiling), whether a curve of `other` climbs through the band just above that ceiling (a label's
// height, `labelHeight` of `top`) within the knee's label's reach (`labelWidth` of the batch range,
// centred on it).
int kneesCrossed(const BatchSizeScene& scene, std::size_t chip, std::size_t other, double top, double labelWidth,
    double labelHeight);

// Ways to deal the chips of a batch-size scene out to `groups` plots, each plot a chip more than another at
// most, as the plot of each chip: those whose chips' curves stand in the way of fewest knee labels on
// their plots first (a tie: in the order found, chips taken in order, the plots in the order of their
// first chip), at most `most`. `labelWidth`, `labelHeight`: a label's size as a part of a plot's. More
// than twelve chips: one way, dealt out in order of their highest ceiling, so the ceilings a plot
// shares stand apart.
std::vector<std::vector<int>> rankChipGroupings(
    const BatchSizeScene& scene, int groups, double labelWidth, double labelHeight, int most);

} // namespace roofline::ui
