#include "core/scene/calibration.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/measured/measured_groups.h"
#include "core/scene/scene.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <map>

namespace roofline {

namespace {

constexpr std::array kClasses {
    OpClass::Matmul, OpClass::Attention, OpClass::Vector, OpClass::Collective, OpClass::Other};

// The words of a name, lower-cased: "aten::addmm" → "aten", "addmm"; "ampere_bf16_s16816gemm" stays one.
std::vector<std::string> wordsOf(std::string_view name)
{
    std::vector<std::string> words;
    std::string word;
    for (const char c : name) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) || c == '_') {
            word += static_cast<char>(std::tolower(u));
        } else if (!word.empty()) {
            words.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty())
        words.push_back(std::move(word));
    return words;
}

bool anyWordIs(const std::vector<std::string>& words, std::initializer_list<std::string_view> wanted)
{
    return std::ranges::any_of(words, [&](const std::string& word) {
        return std::ranges::any_of(wanted, [&](std::string_view w) { return word == w; });
    });
}

bool anyWordHas(const std::vector<std::string>& words, std::initializer_list<std::string_view> parts)
{
    return std::ranges::any_of(words, [&](const std::string& word) {
        return std::ranges::any_of(parts, [&](std::string_view part) { return word.find(part) != std::string::npos; });
    });
}

struct Bucket {
    double nominal = 0.0; // Σ n·t̂
    double measured = 0.0; // Σ n·t
    std::size_t groups = 0;
};

using Buckets = std::map<std::pair<OpClass, bool>, Bucket>;

Buckets fit(const std::vector<CalibratedGroup>& groups)
{
    Buckets buckets;
    for (const CalibratedGroup& group : groups) {
        Bucket& bucket = buckets[{group.opClass, group.computeBound}];
        bucket.nominal += group.runs * group.predictedS;
        bucket.measured += group.runs * group.measuredS;
        ++bucket.groups;
    }
    return buckets;
}

double efficiencyOfBucket(const Bucket& bucket)
{
    if (bucket.groups < kMinGroupsToCalibrate || !(bucket.measured > 0.0))
        return 1.0;
    return bucket.nominal / bucket.measured;
}

double efficiencyIn(const Buckets& buckets, OpClass opClass, bool computeBound)
{
    const auto found = buckets.find({opClass, computeBound});
    return found == buckets.end() ? 1.0 : efficiencyOfBucket(found->second);
}

double predictWith(const CalibratedGroup& group, double computeEfficiency, double bandwidthEfficiency)
{
    return calibratedSeconds(group.flops, group.bytes, group.peakFlopsPerS, group.bandwidthBytesPerS, computeEfficiency,
        bandwidthEfficiency);
}

// The group's time from a calibration fitted without it: only its own bucket loses it (its other bound's stays).
double predictLeftOut(const Buckets& buckets, const CalibratedGroup& group)
{
    Bucket own = buckets.at({group.opClass, group.computeBound});
    own.nominal -= group.runs * group.predictedS;
    own.measured -= group.runs * group.measuredS;
    --own.groups;
    const double ownEfficiency = efficiencyOfBucket(own);
    const double other = efficiencyIn(buckets, group.opClass, !group.computeBound);
    return group.computeBound ? predictWith(group, ownEfficiency, other) : predictWith(group, other, ownEfficiency);
}

std::string boundWord(bool computeBound)
{
    return computeBound ? "compute-bound" : "bandwidth-bound";
}

} // namespace

std::string_view opClassName(OpClass opClass)
{
    switch (opClass) {
    case OpClass::Matmul:
        return "matmul";
    case OpClass::Attention:
        return "attention";
    case OpClass::Vector:
        return "vector";
    case OpClass::Collective:
        return "collective";
    case OpClass::Other:
        break;
    }
    return "other";
}

OpClass classOfGroup(std::string_view name, bool overALink)
{
    const std::vector<std::string> words = wordsOf(name);
    if (overALink
        || anyWordHas(words,
            {"all_reduce", "allreduce", "all_gather", "allgather", "reduce_scatter", "reducescatter", "all_to_all",
                "alltoall", "nccl", "rccl"}))
        return OpClass::Collective;
    if (anyWordHas(words, {"attention", "sdpa", "flash", "fmha"}))
        return OpClass::Attention;
    if (anyWordIs(words,
            {"mm", "addmm", "bmm", "baddbmm", "_scaled_mm", "scaled_mm", "matmul", "linear", "einsum", "conv1d",
                "conv2d", "conv3d"})
        || anyWordHas(words, {"gemm", "convolution"}))
        return OpClass::Matmul;
    if (anyWordIs(words,
            {"add", "add_", "sub", "mul", "mul_", "div", "neg", "exp", "pow", "rsqrt", "sqrt", "where", "copy_",
                "fill_", "clone", "cat", "dropout", "embedding", "softmax", "_softmax", "log_softmax", "gelu", "silu",
                "relu", "sigmoid", "tanh"})
        || anyWordHas(words, {"elementwise", "norm", "softmax", "gelu", "silu", "relu", "embedding", "pointwise"}))
        return OpClass::Vector;
    return OpClass::Other;
}

OpClass classOfOp(const Op& op)
{
    switch (op.kind) {
    case OpKind::Matmul:
    case OpKind::BatchedMatmul:
    case OpKind::TiledMatmul:
    case OpKind::ShardedMatmul:
    case OpKind::Experts:
        return OpClass::Matmul;
    case OpKind::Attention:
        return OpClass::Attention;
    case OpKind::Dot:
    case OpKind::Elementwise:
        return OpClass::Vector;
    case OpKind::AllReduce:
    case OpKind::AllToAll:
        return OpClass::Collective;
    case OpKind::Custom:
        break;
    }
    return OpClass::Other;
}

std::optional<OpClass> parseOpClass(std::string_view name)
{
    for (const OpClass opClass : kClasses) {
        if (opClassName(opClass) == name)
            return opClass;
    }
    return std::nullopt;
}

double calibratedSeconds(double flops, double bytes, double peakFlopsPerS, double bandwidthBytesPerS,
    double computeEfficiency, double bandwidthEfficiency)
{
    return std::max(flops / (peakFlopsPerS * computeEfficiency), bytes / (bandwidthBytesPerS * bandwidthEfficiency));
}

Calibration calibrate(const Chip& chip, std::span<const MeasuredKernel> kernels)
{
    Calibration calibration;
    calibration.chipId = chip.id;
    std::vector<MeasuredKernel> onChip;
    for (const MeasuredKernel& kernel : kernels) {
        if (measuredOnChip(kernel, chip))
            onChip.push_back(kernel);
    }
    for (const KernelNameGroup& named : groupByName(onChip)) {
        const MeasuredGroup group = measuredGroupOf(named, onChip, chip.id);
        std::optional<MeasuredPoint> point;
        try {
            point = placeMeasuredGroup(chip, group);
        } catch (const Error& error) {
            calibration.warnings.push_back(std::string(error.what()) + "; left out of the calibration");
            continue;
        }
        // A group of no time never gets here: its roof is not finite, and placing it says so (above).
        if (!point)
            continue;
        CalibratedGroup calibrated;
        calibrated.name = named.name;
        calibrated.opClass = classOfGroup(named.name, point->levelKind == BandwidthKind::Link);
        calibrated.runs = static_cast<double>(named.count);
        calibrated.flops = named.flops / calibrated.runs;
        calibrated.bytes = named.bytes / calibrated.runs;
        calibrated.peakFlopsPerS = point->peakFlopsPerS;
        calibrated.bandwidthBytesPerS = point->bandwidthBytesPerS;
        const double math = calibrated.flops / calibrated.peakFlopsPerS;
        const double comms = calibrated.bytes / calibrated.bandwidthBytesPerS;
        calibrated.computeBound = math >= comms;
        calibrated.predictedS = std::max(math, comms);
        calibrated.measuredS = named.seconds / calibrated.runs;
        calibrated.dtype = named.dtype;
        calibrated.link = std::string(group.link);
        calibration.groups.push_back(std::move(calibrated));
    }
    if (calibration.groups.empty())
        throw Error(ErrorKind::InvalidValue,
            "no measured group can calibrate " + chip.name + ": none was measured on it with FLOPs or bytes and time");

    const Buckets all = fit(calibration.groups);
    for (const OpClass opClass : kClasses) {
        for (const bool computeBound : {true, false}) {
            const auto found = all.find({opClass, computeBound});
            if (found == all.end())
                continue;
            ClassEfficiency bucket;
            bucket.opClass = opClass;
            bucket.computeBound = computeBound;
            bucket.groups = found->second.groups;
            bucket.seconds = found->second.measured;
            bucket.fitted = bucket.groups >= kMinGroupsToCalibrate;
            bucket.efficiency = efficiencyIn(all, opClass, computeBound);
            if (!bucket.fitted)
                calibration.warnings.push_back(std::string(opClassName(opClass)) + ", " + boundWord(computeBound) + ": "
                    + std::to_string(bucket.groups) + " group(s), fewer than " + std::to_string(kMinGroupsToCalibrate)
                    + ": its efficiency is kept at 1");
            calibration.classes.push_back(bucket);
        }
    }

    double nominalErrors = 0.0;
    double calibratedErrors = 0.0;
    double leftOutErrors = 0.0;
    double weightedError = 0.0;
    double weightedTime = 0.0;
    for (std::size_t g = 0; g < calibration.groups.size(); ++g) {
        CalibratedGroup& group = calibration.groups[g];
        group.calibratedS
            = predictWith(group, efficiencyIn(all, group.opClass, true), efficiencyIn(all, group.opClass, false));
        group.error = std::abs(group.calibratedS - group.measuredS) / group.measuredS;
        nominalErrors += std::abs(group.predictedS - group.measuredS) / group.measuredS;
        calibratedErrors += group.error;
        leftOutErrors += std::abs(predictLeftOut(all, group) - group.measuredS) / group.measuredS;
        weightedError += group.runs * std::abs(group.calibratedS - group.measuredS);
        weightedTime += group.runs * group.measuredS;
    }
    const auto count = static_cast<double>(calibration.groups.size());
    calibration.mapeNominal = nominalErrors / count;
    calibration.mapeCalibrated = calibratedErrors / count;
    calibration.mapeLeaveOneOut = leftOutErrors / count;
    calibration.timeWeightedError = weightedError / weightedTime;
    return calibration;
}

Projection projectOnto(
    const Chip& target, const Calibration& measured, const Calibration& efficiencies, double unmodelledSeconds)
{
    Projection projection;
    projection.chipId = target.id;
    projection.unmodelledS = unmodelledSeconds;
    for (const CalibratedGroup& source : measured.groups) {
        // One run stands for the group: the roofs it is placed under depend only on its precision and level.
        MeasuredGroup group;
        group.name = source.name;
        group.chipId = target.id;
        group.link = source.link;
        group.count = 1;
        group.flops = source.flops;
        group.bytes = source.bytes;
        group.seconds = source.measuredS;
        group.dtype = source.dtype;
        std::optional<MeasuredPoint> point;
        try {
            point = placeMeasuredGroup(target, group);
        } catch (const Error& error) {
            // Nothing to price it with on the target: its measured time goes over as it is, and is said.
            projection.unmodelledS += source.runs * source.measuredS;
            projection.warnings.push_back(std::string(error.what()) + "; its measured time is carried over");
            continue;
        }
        if (!point)
            continue;
        const double math = source.flops / point->peakFlopsPerS;
        const double comms = source.bytes / point->bandwidthBytesPerS;
        ProjectedGroup projected;
        projected.name = source.name;
        projected.computeBound = math >= comms;
        projected.opClass = source.opClass;
        projected.seconds = source.runs
            * calibratedSeconds(source.flops, source.bytes, point->peakFlopsPerS, point->bandwidthBytesPerS,
                efficiencyOf(efficiencies, source.opClass, true), efficiencyOf(efficiencies, source.opClass, false));
        projection.modelledS += projected.seconds;
        projection.groups.push_back(std::move(projected));
    }
    projection.stepS = projection.modelledS + projection.unmodelledS;
    return projection;
}

double calibratedOpSeconds(const Op& op, const Evaluation& evaluation, const Calibration& calibration)
{
    const OpClass opClass = classOfOp(op);
    return std::max(evaluation.tMath / efficiencyOf(calibration, opClass, true),
        evaluation.tComms / efficiencyOf(calibration, opClass, false));
}

std::vector<CalibratedParetoPoint> calibratedParetoPoints(std::span<const ParetoPoint> points, const ModelConfig& model,
    const Chip& chip, const StepConfig& config, const Calibration& calibration)
{
    std::vector<CalibratedParetoPoint> calibrated;
    std::vector<ParetoPoint> priced;
    for (const ParetoPoint& point : points) {
        StepConfig step = config;
        step.phase = StepPhase::Decode;
        step.t = 1.0;
        step.b = point.b;
        step.tp = point.tp;
        step.ep = point.ep;
        ParetoPoint again = point;
        again.stepTimeS = calibratedStepSeconds(evaluateStep(model, chip, step), calibration);
        again.tokensPerSPerSequence = 1.0 / again.stepTimeS;
        // As paretoPoints counts them: tp chips share B sequences; with ep each chip has its own B.
        again.tokensPerSPerChip = point.b / (again.stepTimeS * point.tp);
        priced.push_back(std::move(again));
    }
    markFrontier(priced);
    for (std::size_t i = 0; i < priced.size(); ++i)
        calibrated.push_back({std::move(priced[i]), points[i].stepTimeS});
    return calibrated;
}

double calibratedStepSeconds(const StepResult& step, const Calibration& calibration)
{
    double seconds = 0.0;
    for (const StepOpResult& op : step.ops)
        seconds += op.step.count * calibratedOpSeconds(op.step.op, op.evaluation, calibration);
    return seconds;
}

double efficiencyOf(const Calibration& calibration, OpClass opClass, bool computeBound)
{
    for (const ClassEfficiency& bucket : calibration.classes) {
        if (bucket.opClass == opClass && bucket.computeBound == computeBound)
            return bucket.efficiency;
    }
    return 1.0;
}

} // namespace roofline
