#include "core/scene/model_scene.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/collective.h"
#include "core/formulas/op_spec.h"

#include <algorithm>
#include <sstream>

namespace roofline {

namespace {

std::string csvField(std::string_view text)
{
    if (text.find_first_of(",\"\n\r") == std::string_view::npos)
        return std::string(text);
    std::string quoted = "\"";
    for (const char c : text) {
        if (c == '"')
            quoted += '"';
        quoted += c;
    }
    return quoted + "\"";
}

std::string csvNumber(double value)
{
    return formatPlain(value);
}

} // namespace

ModelStep modelStepOn(const ModelEntry& entry, std::size_t modelIndex, StepPhase phase, const Chip& chip,
    const Dims& dims, const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library,
    const EvaluationOptions& options)
{
    ModelStep step;
    step.modelIndex = modelIndex;
    step.modelId = entry.modelId;
    step.modelName = entry.modelId;
    step.phase = phase;
    step.tp = tensorParallelOn(entry, chip.id);
    step.config = stepConfigOn(entry, phase, dims, chip.id);
    const ModelConfig* model = findEntryModel(entry, custom, library);
    if (!model) {
        ErrorDetail detail;
        detail.code = ErrorCode::UnknownName;
        detail.value = quoteForMessage(entry.modelId);
        step.problem = "no model with id " + quoteForMessage(entry.modelId) + " (neither built in nor in the project)";
        step.problemDetail = std::move(detail);
        return step;
    }
    step.modelName = model->name;
    try {
        step.result = evaluateStep(*model, chip, step.config, options);
    } catch (const Error& error) {
        step.result = {};
        step.problem = error.what();
        if (error.detail())
            step.problemDetail = *error.detail();
    }
    return step;
}

void placeModelSteps(RooflineScene& scene, std::span<const Chip* const> chips, const Project& project,
    const std::vector<ModelConfig>& library, const EvaluationOptions& options)
{
    for (std::size_t c = 0; c < std::min(scene.chips.size(), chips.size()); ++c) {
        ChipRoofline& layer = scene.chips[c];
        layer.models.clear();
        for (std::size_t m = 0; m < project.models.size(); ++m) {
            for (const StepPhase phase : shownPhases(project.models[m]))
                layer.models.push_back(modelStepOn(
                    project.models[m], m, phase, *chips[c], project.dims, project.customModels, library, options));
        }
    }
    fitRooflineRanges(scene);
}

std::string modelStepsToCsv(const RooflineScene& scene)
{
    std::ostringstream out;
    out << "chip,model,phase,tp,B,T,S,row,op,count,flops,bytes,over,t_math_s,t_comms_s,t_lower_s,bound,"
           "time_per_step_s,step_time_s,tokens_per_s,weights_bytes_per_chip,kv_cache_bytes_per_chip,capacity_bytes,"
           "fits,problem\n";
    for (const ChipRoofline& layer : scene.chips) {
        for (const ModelStep& step : layer.models) {
            const std::string head = csvField(layer.chipId) + "," + csvField(step.modelId) + ","
                + std::string(stepPhaseName(step.phase)) + "," + csvNumber(step.tp) + "," + csvNumber(step.config.b)
                + "," + csvNumber(step.config.t) + "," + csvNumber(step.config.s) + ",";
            if (!step.runs()) {
                out << head << "step,,,,,,,,,,,,,,,,," << csvField(step.problem) << "\n";
                continue;
            }
            for (const StepOpResult& op : step.result.ops) {
                const Evaluation& e = op.evaluation;
                out << head << csvField(op.step.name) << "," << csvField(formatOpSpec(op.step.op)) << ","
                    << csvNumber(op.step.count) << "," << csvNumber(e.flops) << "," << csvNumber(e.bytes) << ","
                    << csvField(e.levelName) << "," << csvNumber(e.tMath) << "," << csvNumber(e.tComms) << ","
                    << csvNumber(e.tLower) << "," << boundName(e.bound) << "," << csvNumber(op.step.count * e.tLower)
                    << ",,,,,,,\n";
            }
            const StepMemory& memory = step.result.memory;
            out << head << "step,,,,,," << csvNumber(step.result.mathTimeS) << ","
                << csvNumber(step.result.memoryTimeS + step.result.networkTimeS) << ",,,,"
                << csvNumber(step.result.stepTimeS) << "," << csvNumber(step.result.tokensPerS) << ","
                << csvNumber(memory.weightsBytes) << "," << csvNumber(memory.kvCacheBytes) << ","
                << (memory.capacityBytes ? csvNumber(*memory.capacityBytes) : "") << ","
                << (memory.fits ? (*memory.fits ? "true" : "false") : "") << ",\n";
        }
    }
    return out.str();
}

std::vector<ParetoPoint> modelParetoOn(const ModelEntry& entry, const Chip& chip, const Dims& dims, double maxB,
    const std::vector<ModelConfig>& custom, const std::vector<ModelConfig>& library, const EvaluationOptions& options)
{
    const ModelConfig* model = findEntryModel(entry, custom, library);
    if (!model)
        return {};
    try {
        return paretoPoints(*model, chip, stepConfigOn(entry, StepPhase::Decode, dims, chip.id), maxB, options);
    } catch (const Error&) {
        return {}; // the decode step cannot run here: the panel's step says why
    }
}

void checkProjectModel(const Project& project, std::size_t model)
{
    if (model >= project.models.size())
        throw Error(ErrorKind::InvalidValue,
            project.models.empty()
                ? std::string("latency against throughput is drawn for a model, and the project has none")
                : "the project has " + std::to_string(project.models.size()) + " models, no model "
                    + std::to_string(model + 1));
}

std::vector<ParetoPoint> projectModelPareto(const Project& project, std::span<const Chip* const> chips,
    std::size_t model, const std::vector<ModelConfig>& library, const EvaluationOptions& options)
{
    checkProjectModel(project, model);
    std::vector<ParetoPoint> points;
    for (const Chip* chip : chips) {
        const std::vector<ParetoPoint> more = modelParetoOn(project.models[model], *chip, project.dims,
            project.viewOptions.batchRange.to, project.customModels, library, options);
        points.insert(points.end(), more.begin(), more.end());
    }
    return points;
}

std::string modelParetoToCsv(std::string_view modelId, const std::vector<ParetoPoint>& points)
{
    std::ostringstream out;
    out << "model,chip,tp,ep,B,step_time_s,tokens_per_s_per_sequence,tokens_per_s_per_chip,fits,on_frontier,tiers\n";
    for (const ParetoPoint& point : points) {
        out << csvField(modelId) << "," << csvField(point.chipId) << "," << csvNumber(point.tp) << ","
            << csvNumber(point.ep) << "," << csvNumber(point.b) << "," << csvNumber(point.stepTimeS) << ","
            << csvNumber(point.tokensPerSPerSequence) << "," << csvNumber(point.tokensPerSPerChip) << ","
            << (point.fits ? (*point.fits ? "true" : "false") : "") << "," << (point.onFrontier ? "true" : "false")
            << "," << csvField(joinTierNames(point.tiers)) << "\n";
    }
    return out.str();
}

} // namespace roofline
