#include "core/report/model_report.h"

#include "core/model/model_params.h"

#include "core/base/number_format.h"
#include "core/formulas/collective.h"
#include "core/formulas/experts.h"
#include "core/formulas/op_spec.h"
#include "core/model/model_batch.h"
#include "core/report/calc_report.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <vector>

namespace roofline {

namespace {

// B, T, S and tp, whole and validated up to 1e12: as integers; anything else (never expected) as it is,
// rather than converted out of range.
nlohmann::ordered_json whole(double value)
{
    if (std::floor(value) == value && std::fabs(value) <= 9e15)
        return nlohmann::ordered_json(static_cast<long long>(value));
    return nlohmann::ordered_json(value);
}

// "1 token", "64 tokens".
std::string tokens(double count)
{
    return formatPlain(count) + (count == 1.0 ? " token" : " tokens");
}

std::string memoryLine(const StepMemory& memory)
{
    const std::string needs = "weights " + formatSI(memory.weightsBytes, "B") + " + KV cache "
        + formatSI(memory.kvCacheBytes, "B") + " = " + formatSI(memory.weightsBytes + memory.kvCacheBytes, "B");
    if (!memory.capacityBytes)
        return needs + " (the chip states no capacity)";
    return needs + " of " + formatSI(*memory.capacityBytes, "B") + " " + memory.capacityLevel + ": "
        + (memory.fits.value_or(true) ? "fits" : "does not fit");
}

} // namespace

std::string describeBatchCrossover(const Crossover& exact)
{
    const Crossover crossover = crossoverFromOneSequence(exact);
    switch (crossover.kind) {
    case Crossover::Kind::Always:
        return "at any B";
    case Crossover::Kind::Never:
        return "never";
    case Crossover::Kind::At:
        return std::string(crossover.computeBoundAbove ? "above" : "below") + " B = " + formatCompact(crossover.value);
    }
    return {};
}

std::string describeCollectiveLinks(const StepConfig& config, const Chip& chip)
{
    const StepConfig resolved = withLinksOn(config, chip);
    const std::string ways = resolved.ring == "bi" ? "both ways" : "one way";
    const double chips = std::max(config.tp, config.ep); // one of them is 1
    if (config.link.empty() && chips > 1.0 && !chip.links.empty()) {
        try {
            const CollectiveLinks plan = collectiveLinks(chip, chips);
            if (plan.outer)
                return formatPlain(resolved.links) + " × " + plan.inner->name + " inside each domain of "
                    + formatPlain(plan.innerChips) + " chips, then "
                    + formatPlain(std::min(resolved.links, plan.outer->count)) + " × " + plan.outer->name + " across "
                    + formatPlain(chips / plan.innerChips) + " domains, " + ways;
            return formatPlain(resolved.links) + " × " + plan.inner->name + ", " + ways;
        } catch (const Error&) {
            // Said by the step's own evaluation.
        }
    }
    const BandwidthLevel* level = config.link.empty() ? defaultLink(chip) : findBandwidthLevel(chip, config.link);
    const std::string name = level ? level->name : config.link;
    return formatPlain(resolved.links) + " × " + name + ", " + ways;
}

std::string describeModelShape(const ModelConfig& model, const StepConfig& config)
{
    std::string text = "weights " + std::string(dtypeName(config.w));
    if (config.wExperts && *config.wExperts != config.w)
        text += " (routed experts " + std::string(dtypeName(*config.wExperts)) + ")";
    text += ", KV cache " + std::string(dtypeName(config.kv)) + ": " + formatCount(kvCacheBytesPerToken(model, config))
        + " B per token of context";
    if (isLatentAttention(model))
        text += " (a latent of " + formatPlain(model.kvLoraRank) + " + " + formatPlain(model.qkRopeHeadDim)
            + " per layer, on every chip)";
    if (hasSlidingWindows(model))
        text += "; " + formatPlain(model.slidingLayers) + " of " + formatPlain(model.nLayers)
            + " layers attend to the last " + formatPlain(model.slidingWindow) + " positions only";
    return text;
}

ModelReport computeModelReport(const LoadedModel& model, const Chip& chip, const StepConfig& config)
{
    ModelReport report {model, chip, config, {}, {}, {}};
    report.step = evaluateStep(model.model, chip, config);
    report.config = report.step.config;
    report.computeBound = stepCrossoverInBatch(stepLinesInBatch(model.model, chip, config));
    report.maxBatchThatFits = maxBatchThatFits(model.model, chip, config);
    return report;
}

nlohmann::ordered_json modelReportToJson(const ModelReport& report)
{
    nlohmann::ordered_json object;
    object["model"] = report.model.model.id;
    object["chip"] = report.chip.id;
    object["phase"] = std::string(stepPhaseName(report.config.phase));
    object["B"] = whole(report.config.b);
    object["T"] = whole(report.config.t);
    object["S"] = whole(report.config.s);
    object["tp"] = whole(report.config.tp);
    object["ep"] = whole(report.config.ep);
    const BandwidthLevel* link
        = report.config.link.empty() ? defaultLink(report.chip) : findBandwidthLevel(report.chip, report.config.link);
    // The all-reduces' links (docs/model.md §14), inside a domain first: "link" is the first of them.
    nlohmann::ordered_json tiers = nlohmann::ordered_json::array();
    for (const StepOpResult& op : report.step.ops) {
        if (!op.evaluation.tiers.empty()) {
            for (const EvaluationTier& tier : op.evaluation.tiers)
                tiers.push_back(tier.link);
            link = findBandwidthLevel(report.chip, op.evaluation.tiers.front().link);
            break;
        }
    }
    object["link"] = link ? nlohmann::ordered_json(link->name) : nlohmann::ordered_json(nullptr);
    object["tiers"] = std::move(tiers);
    object["links"] = whole(report.config.links);
    object["ring"] = report.config.ring;
    nlohmann::ordered_json ops = nlohmann::ordered_json::array();
    for (const StepOpResult& op : report.step.ops) {
        const Evaluation& e = op.evaluation;
        nlohmann::ordered_json entry;
        entry["name"] = op.step.name;
        entry["op"] = formatOpSpec(op.step.op);
        entry["count"] = whole(op.step.count);
        entry["flops"] = e.flops;
        entry["bytes"] = e.bytes;
        entry["t_math_s"] = e.tMath;
        entry["t_comms_s"] = e.tComms;
        entry["t_lower_s"] = e.tLower;
        entry["bound"] = std::string(boundName(e.bound));
        entry["precision"] = std::string(dtypeName(e.precision));
        if (const std::optional<double> touched = expertsTouched(op.step.op, Dims {}))
            entry["E_act"] = *touched;
        addTiersToJson(entry, e);
        ops.push_back(std::move(entry));
    }
    object["ops"] = std::move(ops);
    object["x"] = std::string(dtypeName(report.config.x));
    object["w"] = std::string(dtypeName(report.config.w));
    if (report.config.wExperts)
        object["w_experts"] = std::string(dtypeName(*report.config.wExperts));
    object["kv"] = std::string(dtypeName(report.config.kv));
    object["params_total"] = paramsTotal(report.model.model);
    object["params_active"] = paramsActive(report.model.model);
    object["params_rule"] = std::string(kParamsRule);
    object["kv_cache_bytes_per_token"] = kvCacheBytesPerToken(report.model.model, report.config);
    object["step_time_s"] = report.step.stepTimeS;
    object["tokens_per_s"] = report.step.tokensPerS;
    object["weights_bytes_per_chip"] = report.step.memory.weightsBytes;
    object["kv_cache_bytes_per_chip"] = report.step.memory.kvCacheBytes;
    object["fits"]
        = report.step.memory.fits ? nlohmann::ordered_json(*report.step.memory.fits) : nlohmann::ordered_json(nullptr);
    if (report.model.fromHfConfig) {
        nlohmann::ordered_json read = nlohmann::ordered_json::array();
        for (const HfKeyRead& key : report.model.hfKeysRead)
            read.push_back({{"field", key.field}, {"from", key.from}, {"value", key.value}});
        object["hf_config"] = {{"model_type", report.model.hfModelType}, {"read", std::move(read)}};
    }
    return object;
}

std::string modelReportToTable(const ModelReport& report)
{
    const ModelConfig& model = report.model.model;
    const StepConfig& config = report.config;
    const StepResult& step = report.step;
    std::ostringstream out;
    out << model.name << " (" << model.id << ") on " << report.chip.name << " (" << report.chip.id
        << "): " << stepPhaseName(config.phase) << ", B=" << formatPlain(config.b) << " T=" << formatPlain(config.t)
        << " S=" << formatPlain(config.s) << " tp=" << formatPlain(config.tp);
    if (config.ep > 1.0)
        out << " ep=" << formatPlain(config.ep) << " (" << formatPlain(model.nExperts / config.ep)
            << " experts a chip, each chip its own B), all-to-alls over "
            << describeCollectiveLinks(config, report.chip);
    if (config.tp > 1.0)
        out << ", all-reduces over " << describeCollectiveLinks(config, report.chip);
    out << "\n";
    out << "  parameters: " << formatEngineering(paramsTotal(model), 5) << " total, "
        << formatEngineering(paramsActive(model), 5) << " active per token (" << kParamsRule << ")\n";
    out << "  " << describeModelShape(model, config) << "\n";
    if (report.model.fromHfConfig) {
        out << "  read from a Hugging Face config.json (model_type " << report.model.hfModelType << "):\n";
        for (const HfKeyRead& key : report.model.hfKeysRead)
            out << "    " << key.field << " = " << key.value << "  <- " << key.from << "\n";
    }
    std::vector<std::vector<std::string>> table {{"op", "count", "over", "FLOPs", "bytes", "intensity", "T_math",
        "T_comms", "T_lower", "bound", "per step", "share"}};
    for (const StepOpResult& op : step.ops) {
        const Evaluation& e = op.evaluation;
        const double perStep = op.step.count * e.tLower;
        table.push_back({op.step.name, formatPlain(op.step.count), crossedText(e), formatScientific(e.flops),
            formatScientific(e.bytes), formatCompact(e.intensity, 4), formatDuration(e.tMath), formatDuration(e.tComms),
            formatDuration(e.tLower), std::string(boundName(e.bound)), formatDuration(perStep),
            formatCompact(100.0 * perStep / step.stepTimeS, 3) + " %"});
    }
    out << alignedColumns(table, "  ");
    for (const StepOpResult& op : step.ops) {
        // A collective over two tiers: each tier's share of its T_comms (docs/model.md §14).
        if (op.evaluation.tiers.size() > 1) {
            out << "  " << op.step.name << " T_comms by tier:";
            for (const EvaluationTier& tier : op.evaluation.tiers)
                out << " " << tier.link << " (" << formatPlain(tier.chips) << " chips) " << formatDuration(tier.seconds)
                    << (&tier == &op.evaluation.tiers.back() ? "" : ",");
            out << "\n";
        }
    }
    for (const StepOpResult& op : step.ops) {
        if (const std::optional<double> touched = expertsTouched(op.step.op, Dims {})) {
            if (config.ep > 1.0)
                out << "  experts of this chip touched by the "
                    << tokens(config.ep * paramValue(op.step.op, "B", Dims {})) << " of the " << formatPlain(config.ep)
                    << " chips: E_act = " << formatCompact(*touched, 4) << " of "
                    << formatPlain(model.nExperts / config.ep) << " (" << formatPlain(model.expertsPerToken)
                    << " per token)\n";
            else
                out << "  experts touched by the step's " << tokens(paramValue(op.step.op, "B", Dims {}))
                    << ": E_act = " << formatCompact(*touched, 4) << " of " << formatPlain(model.nExperts) << " ("
                    << formatPlain(model.expertsPerToken) << " per token)\n";
            break;
        }
    }
    out << "  step: " << formatDuration(step.stepTimeS) << " (math " << formatDuration(step.mathTimeS) << ", memory "
        << formatDuration(step.memoryTimeS) << ", network " << formatDuration(step.networkTimeS)
        << ", summed over the ops)\n";
    out << "  tokens/s: " << formatCompact(step.tokensPerS) << " (" << tokens(step.tokensPerStep) << " per step)\n";
    out << "  memory per chip: " << memoryLine(step.memory) << "\n";
    if (report.maxBatchThatFits)
        out << "  largest B that fits: " << formatPlain(*report.maxBatchThatFits) << "\n";
    out << "  compute-bound (math outlasts traffic over the step) at T=" << formatPlain(config.t)
        << ", S=" << formatPlain(config.s) << ": " << describeBatchCrossover(report.computeBound) << "\n";
    return out.str();
}

nlohmann::ordered_json paretoToJson(const std::vector<ParetoPoint>& points)
{
    nlohmann::ordered_json array = nlohmann::ordered_json::array();
    for (const ParetoPoint& point : points) {
        nlohmann::ordered_json entry;
        entry["chip"] = point.chipId;
        entry["tp"] = whole(point.tp);
        entry["ep"] = whole(point.ep);
        entry["B"] = whole(point.b);
        entry["step_time_s"] = point.stepTimeS;
        entry["tokens_per_s_per_sequence"] = point.tokensPerSPerSequence;
        entry["tokens_per_s_per_chip"] = point.tokensPerSPerChip;
        entry["fits"] = point.fits ? nlohmann::ordered_json(*point.fits) : nlohmann::ordered_json(nullptr);
        entry["on_frontier"] = point.onFrontier;
        entry["tiers"] = point.tiers;
        array.push_back(std::move(entry));
    }
    nlohmann::ordered_json object;
    object["points"] = std::move(array);
    return object;
}

std::string paretoToTable(const ModelConfig& model, const std::vector<Chip>& chips,
    const std::vector<ParetoPoint>& points, const StepConfig& config)
{
    std::ostringstream out;
    for (const Chip& chip : chips) {
        out << model.name << " (" << model.id << ") decoding on " << chip.name << " (" << chip.id
            << "), S=" << formatPlain(config.s) << ", all-reduces over " << describeCollectiveLinks(config, chip)
            << ": latency against throughput\n";
        std::vector<std::vector<std::string>> table {
            {"tp", "ep", "over", "B", "step", "tokens/s per sequence", "tokens/s per chip", "fits", "frontier"}};
        for (const ParetoPoint& point : points) {
            if (point.chipId != chip.id)
                continue;
            const std::string over = point.tiers.empty() ? "—" : joinTierNames(point.tiers);
            table.push_back({formatPlain(point.tp), formatPlain(point.ep), over, formatPlain(point.b),
                formatDuration(point.stepTimeS), formatCompact(point.tokensPerSPerSequence),
                formatCompact(point.tokensPerSPerChip), point.fits ? (*point.fits ? "yes" : "no") : "unknown",
                point.onFrontier ? "*" : ""});
        }
        out << alignedColumns(table, "  ");
    }
    return out.str();
}

} // namespace roofline
