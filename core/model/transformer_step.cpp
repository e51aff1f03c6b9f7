#include "core/model/transformer_step.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/model/footprint.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

[[noreturn]] void stepError(ErrorKind kind, const std::string& key, const std::string& problem, ErrorDetail detail)
{
    detail.keyPath = key;
    throw Error(kind, key + ": " + problem, std::move(detail));
}

void checkWhole(const std::string& key, double value, double maximum)
{
    if (!std::isfinite(value) || value < 1.0 || value > maximum || std::floor(value) != value)
        stepError(ErrorKind::InvalidValue, key,
            "must be a whole number from 1 to " + formatPlain(maximum) + ", got " + formatPlain(value),
            errorDetail(ErrorCode::NotWholeInRange, formatPlain(value), "1", formatPlain(maximum)));
}

void checkTpDivides(double tp, std::string_view key, double value, std::string_view why)
{
    if (std::fmod(value, tp) == 0.0)
        return;
    ErrorDetail detail = errorDetail(ErrorCode::TpNotDivisor, formatPlain(tp), formatPlain(value));
    detail.expected = std::string(key);
    stepError(ErrorKind::InvalidValue, "tp",
        "tp=" + formatPlain(tp) + " must divide " + std::string(key) + " (" + formatPlain(value)
            + "): " + std::string(why),
        std::move(detail));
}

void checkAtMostWhole(const std::string& key, double value)
{
    if (value > kMaxWholeNumber)
        stepError(ErrorKind::InvalidValue, key,
            "must be at most " + formatPlain(kMaxWholeNumber) + " (the largest whole number an op holds), got "
                + formatPlain(value),
            errorDetail(ErrorCode::AtMost, formatPlain(value), {}, formatPlain(kMaxWholeNumber)));
}

Op matmul(double b, double d, double f, const StepConfig& config)
{
    Op op = makeOp(OpKind::Matmul);
    op.numbers["B"] = b;
    op.numbers["D"] = d;
    op.numbers["F"] = f;
    op.dtypes["x"] = config.x;
    op.dtypes["w"] = config.w;
    op.dtypes["z"] = config.x;
    return op;
}

Op allReduce(double elements, const StepConfig& config)
{
    Op op = makeOp(OpKind::AllReduce);
    op.numbers["N"] = elements;
    op.numbers["chips"] = config.tp;
    op.numbers["links"] = config.links;
    op.dtypes["dtype"] = config.x;
    op.choices["ring"] = config.ring;
    op.link = config.link;
    return op;
}

} // namespace

std::string_view stepPhaseName(StepPhase phase)
{
    return phase == StepPhase::Prefill ? "prefill" : "decode";
}

std::optional<StepPhase> parseStepPhase(std::string_view text)
{
    if (equalsIgnoreCase(text, "prefill"))
        return StepPhase::Prefill;
    if (equalsIgnoreCase(text, "decode"))
        return StepPhase::Decode;
    return std::nullopt;
}

double defaultT(StepPhase phase, double s)
{
    return phase == StepPhase::Prefill ? s : 1.0;
}

ShardedModel shardModel(const ModelConfig& model, double tp)
{
    return ShardedModel {model.nHeads / tp, std::max(1.0, model.nKvHeads / tp), model.dFf / tp, model.vocab / tp};
}

void validateStep(const ModelConfig& model, const StepConfig& config)
{
    validateModel(model, model.origin.empty() ? model.id : model.origin);
    checkWhole("B", config.b, kMaxDimValue);
    checkWhole("T", config.t, kMaxDimValue);
    checkWhole("S", config.s, kMaxDimValue);
    checkWhole("tp", config.tp, kMaxTensorParallel);
    if (config.t > config.s) {
        ErrorDetail detail = errorDetail(ErrorCode::TAboveS, formatPlain(config.t), {}, formatPlain(config.s));
        stepError(ErrorKind::InvalidValue, "T",
            "T must be at most S (the new tokens are among the keys), got T=" + formatPlain(config.t)
                + " and S=" + formatPlain(config.s),
            std::move(detail));
    }
    checkTpDivides(config.tp, "n_heads", model.nHeads, "each chip holds n_heads/tp query heads");
    checkTpDivides(config.tp, "d_ff", model.dFf, "each chip holds d_ff/tp of the MLP");
    checkTpDivides(config.tp, "vocab", model.vocab, "each chip holds vocab/tp of lm_head");
    // K >= tp must divide; K < tp is replicated (K' = 1): exactly when K mod tp is neither 0 nor K.
    const double kvRest = std::fmod(model.nKvHeads, config.tp);
    if (kvRest != 0.0 && kvRest != model.nKvHeads)
        checkTpDivides(config.tp, "n_kv_heads", model.nKvHeads,
            "each chip holds n_kv_heads/tp key/value heads (with fewer heads than chips they are replicated)");
    const double tokens = config.b * config.t;
    checkAtMostWhole("B·T", tokens);
    checkAtMostWhole("B·T·d_model", tokens * model.dModel);
}

std::vector<StepOp> transformerStepOps(const ModelConfig& model, const StepConfig& config)
{
    validateStep(model, config);
    std::vector<StepOp> ops = buildStepOps(model, config, config.b);
    for (const StepOp& step : ops)
        validateOp(step.op, Dims {}, step.name);
    return ops;
}

std::vector<StepOp> buildStepOps(const ModelConfig& model, const StepConfig& config, double b)
{
    const ShardedModel per = shardModel(model, config.tp);
    const double d = model.dModel;
    const double h = model.headDim;
    const double layers = model.nLayers;
    const double tokens = b * config.t; // M
    Op attention = makeOp(OpKind::Attention);
    attention.numbers["B"] = b;
    attention.numbers["T"] = config.t;
    attention.numbers["S"] = config.s;
    attention.numbers["N"] = per.n;
    attention.numbers["K"] = per.k;
    attention.numbers["H"] = h;
    attention.numbers["causal"] = 1.0;
    attention.numbers["flash"] = 1.0;
    attention.dtypes["x"] = config.x;
    attention.dtypes["kv"] = config.kv;
    std::vector<StepOp> ops;
    ops.push_back({"qkv", matmul(tokens, d, (per.n + 2.0 * per.k) * h, config), layers});
    ops.push_back({"attention", std::move(attention), layers});
    ops.push_back({"out", matmul(tokens, per.n * h, d, config), layers});
    if (config.tp > 1.0)
        ops.push_back({"all-reduce-attn", allReduce(tokens * d, config), layers});
    ops.push_back({"up", matmul(tokens, d, (model.gatedMlp ? 2.0 : 1.0) * per.f, config), layers});
    ops.push_back({"down", matmul(tokens, per.f, d, config), layers});
    if (config.tp > 1.0)
        ops.push_back({"all-reduce-mlp", allReduce(tokens * d, config), layers});
    // Only the last token of each sequence is turned into logits.
    ops.push_back({"lm_head", matmul(b, d, per.v, config), 1.0});
    return ops;
}

double weightsBytesPerChip(const ModelConfig& model, const StepConfig& config)
{
    const ShardedModel per = shardModel(model, config.tp);
    const double d = model.dModel;
    const double h = model.headDim;
    const double layer = d * (per.n + 2.0 * per.k) * h + per.n * h * d + (model.gatedMlp ? 3.0 : 2.0) * d * per.f;
    return (model.nLayers * layer + d * per.v) * bytesPerElement(config.w);
}

double kvCacheBytesPerChip(const ModelConfig& model, const StepConfig& config)
{
    const ShardedModel per = shardModel(model, config.tp);
    return 2.0 * model.nLayers * config.b * config.s * per.k * model.headDim * bytesPerElement(config.kv);
}

StepMemory stepMemory(const ModelConfig& model, const Chip& chip, const StepConfig& config)
{
    StepMemory memory;
    memory.weightsBytes = weightsBytesPerChip(model, config);
    memory.kvCacheBytes = kvCacheBytesPerChip(model, config);
    if (const BandwidthLevel* level = capacityLevelFor(chip, defaultMemoryLevel(chip))) {
        memory.capacityBytes = level->capacityBytes;
        memory.capacityLevel = level->name;
        memory.fits = memory.weightsBytes + memory.kvCacheBytes <= *level->capacityBytes;
    }
    return memory;
}

StepResult evaluateStep(
    const ModelConfig& model, const Chip& chip, const StepConfig& config, const EvaluationOptions& options)
{
    StepResult result;
    for (StepOp& step : transformerStepOps(model, config)) {
        StepOpResult op {std::move(step), {}};
        op.evaluation = evaluate(chip, op.step.op, Dims {}, options);
        const Evaluation& e = op.evaluation;
        result.stepTimeS += op.step.count * e.tLower;
        result.mathTimeS += op.step.count * e.tMath;
        (e.levelKind == BandwidthKind::Link ? result.networkTimeS : result.memoryTimeS) += op.step.count * e.tComms;
        result.ops.push_back(std::move(op));
    }
    result.tokensPerStep = config.phase == StepPhase::Decode ? config.b : config.b * config.t;
    result.tokensPerS = result.tokensPerStep / result.stepTimeS;
    result.memory = stepMemory(model, chip, config);
    if (!std::isfinite(result.stepTimeS) || !std::isfinite(result.tokensPerS)) {
        ErrorDetail detail;
        detail.code = ErrorCode::TimesOverflow;
        detail.value = model.name;
        detail.subject = chip.name;
        throw Error(ErrorKind::Meaningless, model.name + " on " + chip.name + ": the step time overflows", detail);
    }
    return result;
}

} // namespace roofline
