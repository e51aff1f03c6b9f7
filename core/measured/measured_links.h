#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/op.h"
#include "core/measured/measured_groups.h"

#include <optional>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// A measured group linked to the modelled op it is a run of: "this gemm is that matmul". Saved in
// the project under "measured_links"; the op is an index into Project::ops, renumbered when ops are
// inserted, removed or moved (the way hidden ops are), and the link goes with a removed op.
struct MeasuredLink {
    std::string name; // the group's kernel name
    std::string chipId; // the group's chip (compared without case); empty: kernels with no chip
    int op = 0;

    bool operator==(const MeasuredLink&) const = default;
};

// The link of a group, if any.
const MeasuredLink* findMeasuredLink(std::span<const MeasuredLink> links, const MeasuredGroup& group);

// What a group's roof is the peak of (docs/model.md §E): its kernels' precision when they say one (or a
// mix), else the compute dtype of the op it is linked to (an index into `ops`), else not known.
MeasuredDtype groupDtype(const MeasuredGroup& group, std::span<const MeasuredLink> links, std::span<const Op> ops);

// Links the group to `op`, replacing its link; nullopt takes its link away.
void setMeasuredLink(std::vector<MeasuredLink>& links, const MeasuredGroup& group, std::optional<int> op);

// Keep links on their ops when the op list changes (Document does the same for hidden ops).
void linksAfterOpInserted(std::vector<MeasuredLink>& links, int index);
void linksAfterOpRemoved(std::vector<MeasuredLink>& links, int index); // links to it are dropped
void linksAfterOpMoved(std::vector<MeasuredLink>& links, int from, int to);

// A measured group against the roofline's prediction for the op it is linked to, on one chip: the
// op's T_lower (its time at the roof) and the group's mean time per kernel. "Reaches 63% of the
// roofline's prediction" is fraction = T_lower / measured = 0.63; above 1 it beat the prediction,
// which a correct model and profile cannot do.
struct PredictionComparison {
    std::string opLabel;
    double predictedSeconds = 0.0; // the op's T_lower on the chip
    double measuredSeconds = 0.0; // the group's seconds / count
    double fraction = 0.0; // predicted / measured
    int percent = 0; // fraction as a whole percentage, rounded, for the words
    // Measured FLOPs per kernel / the op's FLOPs: far from 1, the link joins different shapes and the
    // comparison says little (Details warns).
    double flopsRatio = 0.0;
};

// Throws Error like evaluate() when the op cannot be placed on the chip (no such precision…).
PredictionComparison comparePrediction(const MeasuredGroup& group, const Chip& chip, const Op& op, const Dims& dims);

} // namespace roofline
