#include "core/formulas/solvers.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/formulas/collective.h"
#include "core/formulas/op_cost.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

// The rules a slider can break under an op that follows it (attention's T above S), named like evaluate().
void checkShape(const Chip& chip, const Op& op, const Dims& dims)
{
    if (op.kind == OpKind::Attention)
        validateOpShape(op, dims, displayLabel(op, dims) + " on " + chip.name);
}

} // namespace

std::optional<Crossover> crossoverAlong(
    const Chip& chip, const Op& op, const Dims& dims, std::string_view key, const EvaluationOptions& options)
{
    const std::optional<AffineCost> cost = upperAffineCostAlong(op, dims, key);
    if (!cost)
        return std::nullopt;
    checkShape(chip, op, dims);
    const double peak = peakForOp(chip, op, options).flopsPerS;
    const TrafficRoute route = trafficRoute(chip, op, dims);
    // T_math(v) - T_comms(v) = a·v + c; compute-bound where it is positive. A collective's hops (docs/model.md
    // §12) are a time of their own in c.
    const double a = cost->flopsSlope / peak - cost->bytesSlope / route.bytesPerS;
    const double c = cost->flopsIntercept / peak - cost->bytesIntercept / route.bytesPerS - route.latencyS;
    if (!std::isfinite(a) || !std::isfinite(c)) {
        ErrorDetail detail;
        detail.code = ErrorCode::CostOverflow;
        detail.value = displayLabel(op, dims);
        detail.subject = chip.name;
        throw Error(ErrorKind::Meaningless,
            displayLabel(op, dims) + " on " + chip.name + ": FLOPs or bytes overflow along " + std::string(key)
                + " (the shape is too large)",
            std::move(detail));
    }
    Crossover result;
    const double root = -c / a; // not finite when a == 0: the difference is c at every v
    if (root > 0.0 && std::isfinite(root)) {
        result.kind = Crossover::Kind::At;
        result.value = root;
        result.computeBoundAbove = a > 0.0;
        return result;
    }
    // No crossing at any v > 0, so a·v + c has one sign there: its sign at v = 1. A tie (0) is not
    // compute-bound (docs/model.md §1: compute-bound when T_math > T_comms).
    result.kind = a + c > 0.0 ? Crossover::Kind::Always : Crossover::Kind::Never;
    return result;
}

namespace {

std::optional<double> criticalAlong(
    const Chip& chip, const Op& op, const Dims& dims, std::string_view key, const EvaluationOptions& options)
{
    const std::optional<Crossover> crossover = crossoverAlong(chip, op, dims, key, options);
    if (!crossover)
        throw Error(ErrorKind::InvalidValue,
            std::string(opKindInfo(op.kind).name) + " has no critical " + std::string(key)
                + " (its cost is not affine in " + std::string(key) + ")");
    switch (crossover->kind) {
    case Crossover::Kind::Always:
        return 0.0;
    case Crossover::Kind::Never:
        return std::nullopt;
    case Crossover::Kind::At:
        // Compute-bound only below the root means it is not a threshold to grow past.
        return crossover->computeBoundAbove ? std::optional<double>(crossover->value) : std::nullopt;
    }
    return std::nullopt;
}

} // namespace

std::optional<double> criticalBatch(const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options)
{
    return criticalAlong(chip, op, dims, "B", options);
}

std::optional<double> criticalD(const Chip& chip, const Op& op, const Dims& dims, const EvaluationOptions& options)
{
    return criticalAlong(chip, op, dims, "D", options);
}

void validateBatchRange(const BatchRange& range, std::string_view context)
{
    const std::string where = context.empty() ? std::string() : std::string(context) + ": ";
    if (!std::isfinite(range.from) || !std::isfinite(range.to) || range.from < 1.0)
        throw Error(
            ErrorKind::InvalidValue, where + "the batch range must start at 1 or more, got " + formatPlain(range.from));
    if (range.to <= range.from)
        throw Error(ErrorKind::InvalidValue,
            where + "the batch range must end after it starts, got " + formatPlain(range.from) + ":"
                + formatPlain(range.to));
    if (range.to > 1e9)
        throw Error(
            ErrorKind::InvalidValue, where + "the batch range must end at 1e9 or less, got " + formatPlain(range.to));
    if (range.maxPoints < 2 || range.maxPoints > 1'000'000)
        throw Error(ErrorKind::InvalidValue, where + "a sweep needs between 2 and 1000000 points");
}

std::vector<double> batchPoints(const BatchRange& range)
{
    validateBatchRange(range, "batch range");
    std::vector<double> points;
    const double from = std::ceil(range.from);
    const double to = std::floor(range.to);
    if (to < from)
        return points;
    const double wholeNumbers = to - from + 1.0;
    if (wholeNumbers <= range.maxPoints) {
        points.reserve(static_cast<std::size_t>(wholeNumbers));
        for (double b = from; b <= to; b += 1.0)
            points.push_back(b);
        return points;
    }
    const auto count = static_cast<std::size_t>(range.maxPoints);
    points.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const double t = static_cast<double>(i) / static_cast<double>(count - 1);
        points.push_back(range.logSpacing ? from * std::pow(to / from, t) : from + (to - from) * t);
    }
    return points;
}

Error notSweepable(const Op& op)
{
    ErrorDetail detail;
    detail.code = ErrorCode::NotSweepable;
    detail.value = std::string(opKindInfo(op.kind).name);
    return Error(ErrorKind::InvalidValue, std::string(opKindInfo(op.kind).name) + " has no batch dimension to sweep",
        std::move(detail));
}

Error notFiniteAtBatch(const Chip& chip, const Op& op, const Dims& dims, double batch)
{
    ErrorDetail detail;
    detail.code = ErrorCode::NotFiniteAtBatch;
    detail.value = displayLabel(op, dims);
    detail.subject = chip.name;
    detail.low = formatPlain(batch);
    return Error(ErrorKind::Meaningless,
        displayLabel(op, dims) + " on " + chip.name + ": FLOPs/s at B=" + formatPlain(batch)
            + " is not a finite number (the shape is too large)",
        std::move(detail));
}

bool isSweepable(const Op& op)
{
    const NumberParam* param = findNumberParam(op.kind, "B");
    return param && param->affine;
}

double flopsPerSAtBatch(
    const Chip& chip, const Op& op, const Dims& dims, double batch, const EvaluationOptions& options)
{
    Op at = op;
    at.bindings.erase("B");
    at.numbers["B"] = batch;
    const OpCost cost = costOf(at, dims);
    const double peak = peakForOp(chip, op, options).flopsPerS;
    const TrafficRoute route = trafficRoute(chip, op, dims);
    const double flopsPerS = cost.flops / std::max(cost.flops / peak, route.latencyS + cost.bytes / route.bytesPerS);
    if (!std::isfinite(flopsPerS) || flopsPerS < 0.0)
        throw notFiniteAtBatch(chip, op, dims, batch);
    return flopsPerS;
}

void sweepBatch(const Chip& chip, const Op& op, const Dims& dims, const std::vector<double>& batch,
    std::vector<double>& flopsPerS, const EvaluationOptions& options)
{
    if (!isSweepable(op))
        throw notSweepable(op);
    checkShape(chip, op, dims);
    flopsPerS.resize(batch.size());
    const std::optional<AffineCost> cost = affineCostAlong(op, dims, "B");
    if (!cost) {
        // int4 tensors rounded up to whole bytes: no line to follow, so every point in full.
        std::transform(batch.begin(), batch.end(), flopsPerS.begin(),
            [&](double b) { return flopsPerSAtBatch(chip, op, dims, b, options); });
        return;
    }
    const double peak = peakForOp(chip, op, options).flopsPerS;
    const TrafficRoute route = trafficRoute(chip, op, dims);
    for (std::size_t i = 0; i < batch.size(); ++i) {
        const double flops = cost->flopsSlope * batch[i] + cost->flopsIntercept;
        const double bytes = cost->bytesSlope * batch[i] + cost->bytesIntercept;
        flopsPerS[i] = flops / std::max(flops / peak, route.latencyS + bytes / route.bytesPerS);
        if (!std::isfinite(flopsPerS[i]) || flopsPerS[i] < 0.0)
            throw notFiniteAtBatch(chip, op, dims, batch[i]);
    }
}

} // namespace roofline
