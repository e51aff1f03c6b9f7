#include "core/model/model_batch.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/model/collective.h"
#include "core/model/op_cost.h"

#include <algorithm>
#include <cmath>

namespace roofline {

std::vector<StepOpLine> stepLinesInBatch(
    const ModelConfig& model, const Chip& chip, const StepConfig& config, const EvaluationOptions& options)
{
    StepConfig atOne = config;
    atOne.b = 1.0;
    const std::vector<StepOp> ops = transformerStepOps(model, atOne);
    const std::vector<StepOp> atZero = buildStepOps(model, config, 0.0);
    std::vector<StepOpLine> lines;
    lines.reserve(ops.size());
    for (std::size_t i = 0; i < ops.size(); ++i) {
        // Evaluating at B = 1 checks what evaluateStep checks (the link, the peak, T <= S).
        const Evaluation one = evaluate(chip, ops[i].op, Dims {}, options);
        const OpCost zero = costOf(atZero[i].op, Dims {});
        StepOpLine line;
        line.count = ops[i].count;
        line.mathSlope = one.tMath; // no FLOPs at B = 0
        line.commsIntercept = zero.bytes / one.bandwidthBytesPerS;
        line.commsSlope = one.tComms - line.commsIntercept;
        lines.push_back(line);
    }
    return lines;
}

double stepTimeAt(const std::vector<StepOpLine>& lines, double b)
{
    double time = 0.0;
    for (const StepOpLine& line : lines)
        time += line.count * std::max(line.mathSlope * b, line.commsSlope * b + line.commsIntercept);
    return time;
}

Crossover stepCrossoverInBatch(const std::vector<StepOpLine>& lines)
{
    // Σ count·(T_math(B) - T_comms(B)) = a·B - c with c >= 0; compute-bound where it is positive.
    double a = 0.0;
    double c = 0.0;
    for (const StepOpLine& line : lines) {
        a += line.count * (line.mathSlope - line.commsSlope);
        c += line.count * line.commsIntercept;
    }
    Crossover result;
    result.kind = Crossover::Kind::Never;
    if (a <= 0.0) // traffic grows at least as fast as math: a tie is not compute-bound
        return result;
    result.value = c / a;
    result.kind = result.value == 0.0 ? Crossover::Kind::Always : Crossover::Kind::At;
    return result;
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
