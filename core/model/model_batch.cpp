#include "core/model/model_batch.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/formulas/collective.h"
#include "core/formulas/experts.h"
#include "core/formulas/op_cost.h"

#include <algorithm>
#include <cmath>

namespace roofline {

std::vector<StepOpLine> stepLinesInBatch(
    const ModelConfig& model, const Chip& chip, const StepConfig& config, const EvaluationOptions& options)
{
    StepConfig atOne = withLinksOn(config, chip);
    atOne.b = 1.0;
    const std::vector<StepOp> ops = transformerStepOps(model, atOne);
    const std::vector<StepOp> atZero = buildStepOps(model, atOne, 0.0);
    EvaluationOptions stepOptions = options;
    stepOptions.dataOnlyOps = true; // an all-to-all moves data only (docs/model.md §14)
    std::vector<StepOpLine> lines;
    lines.reserve(ops.size());
    for (std::size_t i = 0; i < ops.size(); ++i) {
        // Evaluating at B = 1 checks what evaluateStep checks (the link, the peak, T <= S).
        const Evaluation one = evaluate(chip, ops[i].op, Dims {}, stepOptions);
        const OpCost zero = costOf(atZero[i].op, Dims {});
        StepOpLine line;
        line.count = ops[i].count;
        line.mathSlope = one.tMath; // no FLOPs at B = 0
        // (bytes times the share the evaluation draws: a two-tier collective's outer tier, docs/model.md §14)
        line.commsIntercept = one.latencyS + zero.bytes * one.drawnShare / one.bandwidthBytesPerS;
        line.tokensPerSequence = config.t;
        double bent = 0.0; // the experts' weights at B = 1
        if (ops[i].op.kind == OpKind::Experts) {
            const ExpertsShape shape = expertsShape(ops[i].op, Dims {});
            line.expertTimeS = expertWeightBytes(shape) / one.bandwidthBytesPerS;
            line.experts = shape.e;
            line.expertsPerToken = shape.k;
            line.expertsEp = shape.ep;
            bent = line.expertTimeS * expertsTouchedOnChip(shape.e, shape.k, shape.ep, config.t);
        }
        line.commsSlope = one.tComms - line.commsIntercept - bent;
        lines.push_back(line);
    }
    return lines;
}

double commsTimeAt(const StepOpLine& line, double b)
{
    const double comms = line.commsSlope * b + line.commsIntercept;
    if (line.expertTimeS == 0.0)
        return comms;
    return comms
        + line.expertTimeS
        * expertsTouchedOnChip(line.experts, line.expertsPerToken, line.expertsEp, b * line.tokensPerSequence);
}

double stepTimeAt(const std::vector<StepOpLine>& lines, double b)
{
    double time = 0.0;
    for (const StepOpLine& line : lines)
        time += line.count * std::max(line.mathSlope * b, commsTimeAt(line, b));
    return time;
}

namespace {

// Σ count·(T_math(B) − T_comms(B)): compute-bound where it is positive.
double mathOverTrafficAt(const std::vector<StepOpLine>& lines, double b)
{
    double difference = 0.0;
    for (const StepOpLine& line : lines)
        difference += line.count * (line.mathSlope * b - commsTimeAt(line, b));
    return difference;
}

} // namespace

Crossover stepCrossoverInBatch(const std::vector<StepOpLine>& lines)
{
    // Σ count·(T_math(B) - T_comms(B)) = a·B - c - Σ count·expertTime·E_act(B·T) with c >= 0.
    double a = 0.0;
    double c = 0.0;
    double expertsMost = 0.0; // the experts' traffic as B grows: every expert read
    double expertsStart = 0.0; // its slope at B = 0: count·expertTime·E·(−ln(1 − k/E))·T
    for (const StepOpLine& line : lines) {
        a += line.count * (line.mathSlope - line.commsSlope);
        c += line.count * line.commsIntercept;
        expertsMost += line.count * line.expertTimeS * line.experts;
        if (line.expertTimeS != 0.0)
            expertsStart += line.count * line.expertTimeS * -line.experts
                * std::log1p(-line.expertsPerToken / line.experts) * line.tokensPerSequence;
    }
    Crossover result;
    result.kind = Crossover::Kind::Never;
    if (a <= 0.0) // traffic grows at least as fast as math: a tie is not compute-bound
        return result;
    // Convex and 0 at B = 0: rising from there (or flat there, then rising: strictly convex), compute-bound at any B.
    if (c == 0.0 && a >= expertsStart) {
        result.kind = Crossover::Kind::Always;
        return result;
    }
    result.kind = Crossover::Kind::At;
    if (expertsMost == 0.0) { // a line: its root, exactly
        result.value = c / a;
        return result;
    }
    // Convex and at most 0 at B = 0: one crossing, at or below (c + expertsMost)/a, where the experts' term is at
    // most its limit, so the difference at least 0.
    double below = 0.0;
    double above = (c + expertsMost) / a;
    for (double middle = below + (above - below) / 2.0; middle > below && middle < above;
         middle = below + (above - below) / 2.0)
        (mathOverTrafficAt(lines, middle) > 0.0 ? above : below) = middle;
    result.value = above;
    return result;
}

Crossover crossoverFromOneSequence(const Crossover& crossover)
{
    if (crossover.kind != Crossover::Kind::At || crossover.value >= 1.0)
        return crossover;
    Crossover whole;
    whole.kind = crossover.computeBoundAbove ? Crossover::Kind::Always : Crossover::Kind::Never;
    return whole;
}

std::optional<double> maxBatchThatFits(const ModelConfig& model, const Chip& chip, const StepConfig& config)
{
    StepConfig one = config;
    one.b = 1.0;
    const StepMemory memory = stepMemory(model, chip, one);
    if (!memory.capacityBytes)
        return std::nullopt;
    const double room = *memory.capacityBytes - memory.weightsBytes;
    if (room < memory.kvCacheBytes)
        return 0.0;
    return std::floor(room / memory.kvCacheBytes);
}

ModelBatchCurve modelBatchCurve(const ModelConfig& model, const Chip& chip, const StepConfig& config,
    const std::vector<double>& batch, const EvaluationOptions& options)
{
    const std::vector<StepOpLine> lines = stepLinesInBatch(model, chip, config, options);
    const double tokensPerSequence = config.phase == StepPhase::Decode ? 1.0 : config.t;
    const auto tokensPerSAt = [&](double b) { return b * tokensPerSequence / stepTimeAt(lines, b); };
    ModelBatchCurve curve;
    curve.batch = batch;
    curve.tokensPerS.resize(batch.size());
    for (std::size_t i = 0; i < batch.size(); ++i) {
        if (!(batch[i] >= 1.0))
            throw Error(ErrorKind::InvalidValue,
                model.name + " on " + chip.name + ": a batch curve starts at B = 1, got B=" + formatPlain(batch[i]));
        curve.tokensPerS[i] = tokensPerSAt(batch[i]);
        if (!std::isfinite(curve.tokensPerS[i]))
            throw Error(ErrorKind::Meaningless,
                model.name + " on " + chip.name + ": tokens/s at B=" + formatPlain(batch[i])
                    + " is not a finite number (the step is too large)");
    }
    curve.computeBound = stepCrossoverInBatch(lines);
    if (curve.computeBound.kind == Crossover::Kind::At) {
        const double at = tokensPerSAt(curve.computeBound.value);
        if (std::isfinite(at))
            curve.computeBoundTokensPerS = at;
    }
    curve.maxBatchThatFits = maxBatchThatFits(model, chip, config);
    return curve;
}

} // namespace roofline
