#pragma once

#include "core/measured/measured_compare.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// Where one side of a compared group sits on the roofline (docs/model.md §E, §I): the group's totals as a
// point, and its share of its run's time (the size of its disc).
struct ComparedSpot {
    double intensity = 0.0; // total FLOPs / total bytes
    double flopsPerS = 0.0; // total FLOPs / total seconds
    double timeShare = 0.0;
    // Above its roof on the chip (placeComparison, as a measured point is: docs/model.md §E): the numbers
    // of that run cannot all be right, before as after.
    bool aboveRoof = false;
};

// A group of a before/after comparison as the roofline draws it: an arrow from `before` to `after`
// labelled with its speed-up when it is found in both, else a hollow mark on its one side.
struct ComparedPoint {
    std::string name;
    std::optional<ComparedSpot> before;
    std::optional<ComparedSpot> after;
    std::optional<double> speedup; // in both: GroupChange::speedup
    bool named = false; // its label carries its name: among the first `labelTop` groups found in both
    // The name its label carries (comparedName), unlike every other named point's of its chip: two
    // groups whose short names meet carry their whole names.
    std::string shortName;
    std::size_t change = 0; // its GroupChange: an index into MeasurementComparison::changes
};

// The groups of `comparison` drawn on the chip `chipId`: those measured on it (ids compared without
// case) or on no chip in particular, in the comparison's order (in both first, by the before run's
// share of the time). The first `labelTop` of the groups in both are named.
std::vector<ComparedPoint> comparedOnChip(
    const MeasurementComparison& comparison, std::string_view chipId, int labelTop);

// A group's name cut short for a label on the chart: a PyTorch trace's group as its op and problem size
// ("aten::mm 4096×4096×4096", atenShapeName); another name longer than kComparedLabelName cut at its
// first space, or, with no space that early, after kComparedLabelName - 1 characters, ending in "…".
std::string comparedName(std::string_view name);

// A speed-up as the chart and the Measurements panel write it: two significant digits and "×"
// ("2.4×", "0.5×", "16×").
std::string speedupText(double speedup);

// Names longer than this are cut on the chart (the panel and the tooltips have them whole).
inline constexpr std::size_t kComparedLabelName = 24;

// What the arrow of a group in both is labelled with: its speed-up, after its name when it is named
// (its shortName, or comparedName(name) when it has none). Empty for a group on one side only.
std::string comparedLabel(const ComparedPoint& point);

} // namespace roofline
