#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/op.h"
#include "core/formulas/op_cost.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

enum class Bound { Compute, Bandwidth };
std::string_view boundName(Bound bound); // "compute", "bandwidth"

struct EvaluationOptions {
    bool achievable = false; // use the chip's achievable fraction of peak instead of the nominal peak
    // An op that moves data and does no FLOPs (an all-to-all, docs/model.md §14) is evaluated, with intensity 0, for
    // a step's time and the command line's tables; a roofline, which has no place for it, leaves this off.
    bool dataOnlyOps = false;
};

// One link a collective crossed (docs/model.md §14): its name, the ring on it, the bytes per chip that
// crossed it, the bandwidth they got, its hops and its time (bytes / bandwidth + hops).
struct EvaluationTier {
    std::string link;
    double chips = 0.0;
    double bytes = 0.0;
    double bandwidthBytesPerS = 0.0;
    double latencyS = 0.0;
    double seconds = 0.0;

    bool operator==(const EvaluationTier&) const = default;
};

// Everything the chapter asks of an op on a chip, over one memory level or link.
struct Evaluation {
    double flops = 0.0;
    double bytes = 0.0;
    double intensity = 0.0; // FLOPs / byte
    double criticalIntensity = 0.0; // peak / bandwidth: the ridge point
    double peakFlopsPerS = 0.0;
    double bandwidthBytesPerS = 0.0;
    double tMath = 0.0; // FLOPs / peak
    double tComms = 0.0; // latency + bytes / bandwidth
    double latencyS = 0.0; // a collective's 2(n-1) hops over its link (docs/model.md §12); 0 for every other op
    double tLower = 0.0; // max(T_math, T_comms): compute and communication overlap
    double tUpper = 0.0; // T_math + T_comms: they do not
    double attainableFlopsPerS = 0.0; // FLOPs / T_lower = min(peak, intensity · bandwidth)
    Bound bound = Bound::Bandwidth; // compute-bound when T_math > T_comms
    Dtype precision = Dtype::BF16;
    ComputeUnit unit = ComputeUnit::Matrix; // the units whose peak bounds its FLOPs (docs/model.md §6)
    std::string levelName; // the memory level or link the bytes cross
    BandwidthKind levelKind = BandwidthKind::Memory;
    // Memory capacity (docs/model.md §7). An op that does not fit is still evaluated; it is flagged here.
    std::optional<double> footprintBytes; // nullopt: not known (a custom op without footprint=)
    std::optional<double> capacityBytes; // of capacityLevel; nullopt: no level of the chip states one
    std::string capacityLevel; // the level whose capacity applies (the traffic level, or the first with one)
    std::optional<bool> fits; // footprint <= capacity; nullopt when either is unknown
    // A collective's tiers, inside a domain first (one or two; none for an op over a memory level). Over two,
    // the op is drawn over the outer tier: bytes and bandwidth are that tier's share and the bandwidth that
    // gives the whole T_comms, so intensity and ridge are against the link across domains.
    std::vector<EvaluationTier> tiers;
    // The share of the op's bytes `bytes` holds: 1, or a two-tier collective's outer share, which `bytesPerS` is
    // scaled by too (so that a B step can move the op from its whole bytes).
    double drawnShare = 1.0;
};

// The level an op's bytes cross, or a two-tier collective's links joined ("NVLink+NIC"), for tables.
std::string crossedText(const Evaluation& e);

// The memory level or link an op's bytes cross on a chip: op.link if set, otherwise the first
// memory level (or, for ops between chips, the first link). Throws Error(UnknownName) naming
// the chip's levels when there is none by that name.
const BandwidthLevel& trafficLevel(const Chip& chip, const Op& op);

// The peak for a precision, derated when asked. Throws Error(UnknownName) when the chip has no
// peak for it, naming the precisions it has.
double peakFor(const Chip& chip, Dtype precision, const EvaluationOptions& options = {});

// The peak an op's FLOPs meet on a chip and the units that give it: the vector peak for its precision
// when its kind runs on the vector units and the chip lists one, otherwise the matrix peak (throws as
// peakFor when the chip has neither).
struct OpPeak {
    double flopsPerS = 0.0;
    ComputeUnit unit = ComputeUnit::Matrix;
    Dtype precision = Dtype::BF16;
};
OpPeak peakForOp(const Chip& chip, const Op& op, const EvaluationOptions& options = {});

// The precision an op computes in on this chip: computeDtype(op), except that block-scaled weights (fp8-block,
// mxfp4, nvfp4; docs/model.md §13) compute in their element format, fp8 or fp4, when the chip lists that peak
// and the op does not set compute=.
Dtype computeDtypeOn(const Chip& chip, const Op& op);

// Throws Error(Meaningless) when the result cannot be computed or drawn (no bytes, overflow…), and
// the errors of trafficRoute (core/formulas/collective.h) and peakFor.
Evaluation evaluate(const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options = {});

// The pure roofline from its numbers: what every function above reduces to. latencyS is added to T_comms
// (a collective's hops); the intensity and the ridge are the bytes' alone.
Evaluation evaluateCost(
    double flops, double bytes, double peakFlopsPerS, double bandwidthBytesPerS, double latencyS = 0.0);

} // namespace roofline
