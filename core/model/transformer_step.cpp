#include "core/model/transformer_step.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/collective.h"
#include "core/formulas/footprint.h"
#include "core/model/model_params.h"

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

Op experts(double b, double d, double f, const ModelConfig& model, const StepConfig& config)
{
    // The matmul's shape and dtypes, each token through k of E such matrices.
    Op op = matmul(b, d, f, config);
    op.kind = OpKind::Experts;
    op.dtypes["w"] = config.wExperts.value_or(config.w);
    op.numbers["E"] = model.nExperts;
    op.numbers["k"] = model.expertsPerToken;
    if (config.ep > 1.0)
        op.numbers["ep"] = config.ep;
    return op;
}

// A collective of the step over `chips` chips on the config's link, links and ring, in the activations' format: the
// all-reduces over tp chips, or (docs/model.md §14) the all-to-alls over ep chips that send each chip's token–expert
// pairs' rows of D elements to the chips holding their experts (dispatch) and back (combine).
Op collective(OpKind kind, double elements, double chips, const StepConfig& config)
{
    Op op = makeOp(kind);
    op.numbers["N"] = elements;
    op.numbers["chips"] = chips;
    op.numbers["links"] = config.links;
    op.dtypes["dtype"] = config.x;
    op.choices["ring"] = config.ring;
    op.link = config.link;
    return op;
}

// 2 when the MLP has a gate beside its up projection.
double upWidths(const ModelConfig& model)
{
    return model.gatedMlp ? 2.0 : 1.0;
}

// The layers that keep the dense MLP: all of them in a dense model, the first L_d of a mixture of experts.
double denseMlpLayers(const ModelConfig& model)
{
    return isMixtureOfExperts(model) ? model.denseLayers : model.nLayers;
}

Op allReduce(double elements, const StepConfig& config)
{
    return collective(OpKind::AllReduce, elements, config.tp, config);
}

Op allToAll(double elements, const StepConfig& config)
{
    return collective(OpKind::AllToAll, elements, config.ep, config);
}

// docs/model.md §13: DeepSeek-V3's fp8 and gpt-oss's mxfp4 checkpoints quantize the layers' matrices only.
Dtype embeddingDtype(const StepConfig& config)
{
    return isBlockScaled(config.w) ? config.x : config.w;
}

Op attentionOp(double b, double n, double k, double h, const StepConfig& config)
{
    Op attention = makeOp(OpKind::Attention);
    attention.numbers["B"] = b;
    attention.numbers["T"] = config.t;
    attention.numbers["S"] = config.s;
    attention.numbers["N"] = n;
    attention.numbers["K"] = k;
    attention.numbers["H"] = h;
    attention.numbers["causal"] = 1.0;
    attention.numbers["flash"] = 1.0;
    attention.dtypes["x"] = config.x;
    attention.dtypes["kv"] = config.kv;
    return attention;
}

// docs/model.md §10, and §13's sliding windows: the L_s sliding layers attend within W, the others to all S.
void appendAttention(
    std::vector<StepOp>& ops, const ModelConfig& model, const StepConfig& config, double b, const ShardedModel& per)
{
    const double h = model.headDim;
    const double tokens = b * config.t;
    const double fullLayers = model.nLayers - model.slidingLayers;
    ops.push_back({"qkv", matmul(tokens, model.dModel, (per.n + 2.0 * per.k) * h, config), model.nLayers});
    if (fullLayers > 0.0)
        ops.push_back({"attention", attentionOp(b, per.n, per.k, h, config), fullLayers});
    if (hasSlidingWindows(model)) {
        Op sliding = attentionOp(b, per.n, per.k, h, config);
        sliding.numbers["W"] = model.slidingWindow;
        ops.push_back({"attention-sliding", std::move(sliding), model.slidingLayers});
    }
    ops.push_back({"out", matmul(tokens, per.n * h, model.dModel, config), model.nLayers});
}

// docs/model.md §13: multi-head latent attention. The down-projections are not split over the chips; decode
// multiplies the queries into the latent (q-absorb) and the output out of it (v-absorb), so that attention runs
// over the cached latent itself; prefill decompresses every key and value (kv-up).
void appendLatentAttention(
    std::vector<StepOp>& ops, const ModelConfig& model, const StepConfig& config, double b, const ShardedModel& per)
{
    const double d = model.dModel;
    const double layers = model.nLayers;
    const double tokens = b * config.t;
    const double r = model.kvLoraRank;
    const double hn = model.qkNopeHeadDim;
    const double hr = model.qkRopeHeadDim;
    const double hv = model.vHeadDim;
    if (model.qLoraRank > 0.0)
        ops.push_back({"q-down", matmul(tokens, d, model.qLoraRank, config), layers});
    ops.push_back(
        {"q-up", matmul(tokens, model.qLoraRank > 0.0 ? model.qLoraRank : d, per.n * (hn + hr), config), layers});
    ops.push_back({"kv-down", matmul(tokens, d, r + hr, config), layers});
    if (config.phase == StepPhase::Decode) {
        // Each head multiplies its rows by its own matrix: N' matrices of h_n × r (and r × h_v).
        Op absorbQueries = matmul(tokens * per.n, hn, r, config);
        absorbQueries.numbers["G"] = per.n;
        ops.push_back({"q-absorb", std::move(absorbQueries), layers});
        Op attention = attentionOp(b, per.n, 1.0, r + hr, config);
        attention.numbers["Hk"] = r + hr;
        attention.numbers["Hv"] = r;
        attention.numbers["shared_kv"] = 1.0;
        ops.push_back({"attention", std::move(attention), layers});
        Op absorbValues = matmul(tokens * per.n, r, hv, config);
        absorbValues.numbers["G"] = per.n;
        ops.push_back({"v-absorb", std::move(absorbValues), layers});
    } else {
        ops.push_back({"kv-up", matmul(tokens, r, per.n * (hn + hv), config), layers});
        Op attention = attentionOp(b, per.n, per.n, hn + hr, config);
        attention.numbers["Hk"] = hn + hr;
        attention.numbers["Hv"] = hv;
        ops.push_back({"attention", std::move(attention), layers});
    }
    ops.push_back({"out", matmul(tokens, per.n * hv, d, config), layers});
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
    return ShardedModel {model.nHeads / tp, std::max(1.0, model.nKvHeads / tp), model.dFf / tp, model.vocab / tp,
        model.dFfExpert / tp, model.dFfShared / tp};
}

StepConfig withLinksOn(const StepConfig& config, const Chip& chip)
{
    StepConfig resolved = config;
    if (resolved.links != kEveryLink)
        return resolved;
    const BandwidthLevel* level = config.link.empty() ? defaultLink(chip) : findBandwidthLevel(chip, config.link);
    const double chips = std::max(config.tp, config.ep); // one of them is 1
    if (config.link.empty() && chips > 1.0 && !chip.links.empty()) {
        // The link the all-reduces (or all-to-alls) take over tp (ep) chips (docs/model.md §14), inside a domain when
        // two tiers; a chip whose links cannot reach them is said so when the step is evaluated.
        try {
            level = collectiveLinks(chip, chips).inner;
        } catch (const Error&) { }
    }
    resolved.links = level && level->kind == BandwidthKind::Link ? level->count : 1.0;
    return resolved;
}

void validateStep(const ModelConfig& model, const StepConfig& config)
{
    validateModel(model, model.origin.empty() ? model.id : model.origin);
    checkWhole("B", config.b, kMaxDimValue);
    checkWhole("T", config.t, kMaxDimValue);
    checkWhole("S", config.s, kMaxDimValue);
    checkWhole("tp", config.tp, kMaxTensorParallel);
    checkWhole("ep", config.ep, kMaxTensorParallel);
    if (config.ep > 1.0) {
        // docs/model.md §14: expert parallelism splits the routed experts, with every other weight replicated.
        if (!isMixtureOfExperts(model))
            stepError(ErrorKind::InvalidValue, "ep",
                "ep=" + formatPlain(config.ep) + ": " + model.name
                    + " has no routed experts to split (expert parallelism needs a mixture of experts)",
                errorDetail(ErrorCode::EpNeedsExperts, formatPlain(config.ep), {}, {}));
        if (std::fmod(model.nExperts, config.ep) != 0.0)
            stepError(ErrorKind::InvalidValue, "ep",
                "ep=" + formatPlain(config.ep) + " must divide the " + formatPlain(model.nExperts) + " experts of "
                    + model.name + " (E/ep on each chip)",
                errorDetail(ErrorCode::ExpertsNotDivisible, formatPlain(model.nExperts), formatPlain(config.ep), {}));
        if (config.tp > 1.0)
            stepError(ErrorKind::InvalidValue, "ep",
                "ep=" + formatPlain(config.ep) + " with tp=" + formatPlain(config.tp)
                    + ": expert parallelism beside tensor parallelism is not modelled yet (ep runs with tp 1)",
                errorDetail(ErrorCode::EpWithTp, formatPlain(config.ep), {}, formatPlain(config.tp)));
    }
    if (config.t > config.s) {
        ErrorDetail detail = errorDetail(ErrorCode::TAboveS, formatPlain(config.t), {}, formatPlain(config.s));
        stepError(ErrorKind::InvalidValue, "T",
            "T must be at most S (the new tokens are among the keys), got T=" + formatPlain(config.t)
                + " and S=" + formatPlain(config.s),
            std::move(detail));
    }
    checkTpDivides(config.tp, "n_heads", model.nHeads, "each chip holds n_heads/tp query heads");
    if (denseMlpLayers(model) > 0.0)
        checkTpDivides(config.tp, "d_ff", model.dFf, "each chip holds d_ff/tp of the MLP");
    if (isMixtureOfExperts(model)) {
        checkTpDivides(config.tp, "d_ff_expert", model.dFfExpert, "each chip holds d_ff_expert/tp of every expert");
        checkTpDivides(
            config.tp, "d_ff_shared", model.dFfShared, "each chip holds d_ff_shared/tp of the shared experts");
    }
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
    const double layers = model.nLayers;
    const double denseLayers = denseMlpLayers(model);
    const double tokens = b * config.t; // M
    std::vector<StepOp> ops;
    ops.reserve(24); // a latent attention's eight, the MLP or the experts', the all-reduces and lm_head: no regrowth
    if (isLatentAttention(model))
        appendLatentAttention(ops, model, config, b, per);
    else
        appendAttention(ops, model, config, b, per);
    if (config.tp > 1.0)
        ops.push_back({"all-reduce-attn", allReduce(tokens * d, config), layers});
    if (denseLayers > 0.0) {
        ops.push_back({"up", matmul(tokens, d, upWidths(model) * per.f, config), denseLayers});
        ops.push_back({"down", matmul(tokens, per.f, d, config), denseLayers});
    }
    if (isMixtureOfExperts(model)) {
        // docs/model.md §11: every chip routes every token (the router is not split), then runs its F_e/n slice of
        // the experts the tokens picked, and its F_s/n slice of the shared experts for every token.
        const double moeLayers = layers - denseLayers;
        ops.push_back({"router", matmul(tokens, d, model.nExperts, config), moeLayers});
        // docs/model.md §14: with ep, each chip's P = M·k pairs' rows go to the chips of their experts and back.
        const double pairRows = tokens * model.expertsPerToken * d;
        if (config.ep > 1.0)
            ops.push_back({"all-to-all-dispatch", allToAll(pairRows, config), moeLayers});
        ops.push_back({"experts-up", experts(tokens, d, upWidths(model) * per.fExpert, model, config), moeLayers});
        ops.push_back({"experts-down", experts(tokens, per.fExpert, d, model, config), moeLayers});
        if (config.ep > 1.0)
            ops.push_back({"all-to-all-combine", allToAll(pairRows, config), moeLayers});
        if (model.dFfShared > 0.0) {
            ops.push_back({"shared-up", matmul(tokens, d, upWidths(model) * per.fShared, config), moeLayers});
            ops.push_back({"shared-down", matmul(tokens, per.fShared, d, config), moeLayers});
        }
    }
    if (config.tp > 1.0)
        ops.push_back({"all-reduce-mlp", allReduce(tokens * d, config), layers});
    // Only the last token of each sequence is turned into logits. Block-scaled checkpoints keep it (and the input
    // embedding) unquantized, in the activations' format (docs/model.md §13).
    Op lmHead = matmul(b, d, per.v, config);
    lmHead.dtypes["w"] = embeddingDtype(config);
    ops.push_back({"lm_head", std::move(lmHead), 1.0});
    return ops;
}

double weightsBytesPerChip(const ModelConfig& model, const StepConfig& config)
{
    WeightCounts counts = weightCounts(model, config.tp);
    counts.routedExperts /= config.ep; // E/ep experts here (docs/model.md §14)
    const Dtype experts = config.wExperts.value_or(config.w);
    const Dtype embeddings = embeddingDtype(config);
    if (experts == config.w && embeddings == config.w)
        return counts.total() * bytesPerElement(config.w);
    return (counts.total() - counts.routedExperts - counts.embeddings) * bytesPerElement(config.w)
        + counts.routedExperts * bytesPerElement(experts) + counts.embeddings * bytesPerElement(embeddings);
}

double kvCacheBytesPerChip(const ModelConfig& model, const StepConfig& config)
{
    if (isLatentAttention(model))
        return model.nLayers * config.b * config.s * (model.kvLoraRank + model.qkRopeHeadDim)
            * bytesPerElement(config.kv);
    const ShardedModel per = shardModel(model, config.tp);
    if (!hasSlidingWindows(model))
        return 2.0 * model.nLayers * config.b * config.s * per.k * model.headDim * bytesPerElement(config.kv);
    // Layer by layer, the keys kept: all S, or the last W in a sliding layer.
    const double keysKept = (model.nLayers - model.slidingLayers) * config.s
        + model.slidingLayers * std::min(config.s, model.slidingWindow);
    return 2.0 * keysKept * config.b * per.k * model.headDim * bytesPerElement(config.kv);
}

double kvCacheBytesPerToken(const ModelConfig& model, const StepConfig& config)
{
    if (isLatentAttention(model))
        return model.nLayers * (model.kvLoraRank + model.qkRopeHeadDim) * bytesPerElement(config.kv);
    return 2.0 * model.nLayers * shardModel(model, config.tp).k * model.headDim * bytesPerElement(config.kv);
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
    result.config = withLinksOn(config, chip);
    EvaluationOptions stepOptions = options;
    stepOptions.dataOnlyOps = true; // an all-to-all moves data only (docs/model.md §14)
    std::vector<StepOp> steps = transformerStepOps(model, result.config);
    result.ops.reserve(steps.size());
    for (StepOp& step : steps) {
        StepOpResult op {std::move(step), {}};
        op.evaluation = evaluate(chip, op.step.op, Dims {}, stepOptions);
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
