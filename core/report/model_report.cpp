#include "core/report/model_report.h"

#include "core/base/number_format.h"
#include "core/model/model_batch.h"
#include "core/model/op_spec.h"
#include "core/report/calc_report.h"

#include <algorithm>
#include <sstream>
#include <vector>

namespace roofline {

namespace {

nlohmann::ordered_json whole(double value)
{
    return nlohmann::ordered_json(static_cast<long long>(value));
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

std::string describeBatchCrossover(const Crossover& crossover)
{
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

ModelReport computeModelReport(const LoadedModel& model, const Chip& chip, const StepConfig& config)
{
    ModelReport report {model, chip, config, {}, {}, {}};
    report.step = evaluateStep(model.model, chip, config);
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
        ops.push_back(std::move(entry));
    }
    object["ops"] = std::move(ops);
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
        << " S=" << formatPlain(config.s) << " tp=" << formatPlain(config.tp) << "\n";
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
        table.push_back({op.step.name, formatPlain(op.step.count), e.levelName, formatScientific(e.flops),
            formatScientific(e.bytes), formatCompact(e.intensity, 4), formatDuration(e.tMath), formatDuration(e.tComms),
            formatDuration(e.tLower), std::string(boundName(e.bound)), formatDuration(perStep),
            formatCompact(100.0 * perStep / step.stepTimeS, 3) + " %"});
    }
    out << alignedColumns(table, "  ");
    out << "  step: " << formatDuration(step.stepTimeS) << " (math " << formatDuration(step.mathTimeS) << ", memory "
        << formatDuration(step.memoryTimeS) << ", network " << formatDuration(step.networkTimeS)
        << ", summed over the ops)\n";
    out << "  tokens/s: " << formatCompact(step.tokensPerS) << " (" << formatPlain(step.tokensPerStep)
        << " tokens per step)\n";
    out << "  memory per chip: " << memoryLine(step.memory) << "\n";
    if (report.maxBatchThatFits)
        out << "  largest B that fits: " << formatPlain(*report.maxBatchThatFits) << "\n";
    out << "  compute-bound (math outlasts traffic over the step) at T=" << formatPlain(config.t)
        << ", S=" << formatPlain(config.s) << ": " << describeBatchCrossover(report.computeBound) << "\n";
    return out.str();
}

} // namespace roofline
