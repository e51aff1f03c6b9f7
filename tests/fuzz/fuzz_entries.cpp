#include "fuzz_entries.h"

#include "core/base/error.h"
#include "core/files/number_locale.h"
#include "core/formats/chip_json.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_json.h"
#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/measured/measured_groups.h"
#include "core/measured/name_pattern.h"
#include "core/model/model_batch.h"
#include "core/readers/ert_json.h"
#include "core/readers/kineto_trace.h"
#include "core/readers/measured_csv.h"
#include "core/readers/measured_import.h"
#include "core/readers/rocprof_csv.h"
#include "core/readers/xprof_csv.h"
#include "core/report/measured_report.h"
#include "core/scene/scene.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace roofline::fuzz {

namespace {

void check(bool condition, const char* what)
{
    if (!condition) {
        std::fprintf(stderr, "fuzz property broken: %s\n", what);
        std::abort();
    }
}

void checkFinitePositive(double value, const char* what)
{
    check(std::isfinite(value) && value > 0.0, what);
}

void checkRange(const AxisRange& range, const char* what)
{
    check(std::isfinite(range.lower) && std::isfinite(range.upper) && range.lower < range.upper, what);
}

void checkEvaluation(const Evaluation& e)
{
    checkFinitePositive(e.flops, "evaluation: FLOPs");
    checkFinitePositive(e.bytes, "evaluation: bytes");
    checkFinitePositive(e.intensity, "evaluation: intensity");
    checkFinitePositive(e.criticalIntensity, "evaluation: critical intensity");
    checkFinitePositive(e.tLower, "evaluation: T_lower");
    checkFinitePositive(e.tUpper, "evaluation: T_upper");
    checkFinitePositive(e.attainableFlopsPerS, "evaluation: attainable FLOPs/s");
    check(e.tUpper >= e.tLower && e.tUpper <= 2.0 * e.tLower * (1.0 + 1e-12), "T_lower <= T_upper <= 2 T_lower");
    if (e.footprintBytes)
        checkFinitePositive(*e.footprintBytes, "evaluation: footprint");
    if (e.capacityBytes)
        checkFinitePositive(*e.capacityBytes, "evaluation: capacity");
    check(e.fits.has_value() == (e.footprintBytes && e.capacityBytes), "fits is known exactly when both are");
}

// The chapter's ops, for chips read from a file.
const std::vector<Op>& sampleOps()
{
    static const std::vector<Op> ops = [] {
        std::vector<Op> list;
        for (const char* spec :
            {"matmul B=B D=4096 F=4096", "matmul B=256 D=8192 F=8192 x=bf16 w=int8", "dot N=1000000",
                "sharded-matmul B=512 D=16384 F=4096 chips=2", "tiled-matmul M=8192 K=8192 N=8192 bm=128 bk=512 bn=128",
                "custom flops=1e12 bytes=1e9 compute=fp32", "elementwise N=1e8 flops=1 inputs=2 outputs=1 dtype=fp8",
                "sharded-matmul B=512 D=16384 F=4096 chips=8 ring=bi", "all-reduce N=16777216 chips=4 dtype=fp32",
                "attention B=B T=T S=S N=32 K=8 H=128", "attention B=8 T=512 S=4096 N=16 K=16 H=64 flash=0 causal=0",
                "custom flops=1e12 bytes=1e9 footprint=1e11", "dot N=1000000 dtype=fp32"})
            list.push_back(parseOpSpec(spec));
        return list;
    }();
    return ops;
}

const std::vector<Op>& sampleSweeps()
{
    static const std::vector<Op> sweeps = [] {
        OpSpecRules rules;
        rules.optionalNumbers = {"B"};
        return std::vector<Op> {parseOpSpec("matmul D=4096 F=4096 w=int8", "sweep", rules),
            parseOpSpec("sharded-matmul D=16384 F=4096 chips=4", "sweep", rules),
            parseOpSpec("attention T=1 S=S N=32 K=8 H=128", "sweep", rules)};
    }();
    return sweeps;
}

// Builds both charts the way the app does and checks every number they would draw.
void drawCharts(const std::vector<const Chip*>& chips, const std::vector<Op>& ops, const std::vector<Op>& sweeps,
    const Dims& dims, const RooflineOptions& options, BatchRange range)
{
    const RooflineScene roofline = buildRooflineScene(chips, ops, dims, options);
    checkRange(roofline.intensityRange, "roofline intensity range");
    checkRange(roofline.flopsRange, "roofline FLOPs range");
    check(roofline.intensityRange.lower > 0.0 && roofline.flopsRange.lower > 0.0, "log axes start above 0");
    for (const ChipRoofline& layer : roofline.chips) {
        for (const CeilingLine& ceiling : layer.ceilings)
            checkFinitePositive(ceiling.flopsPerS, "ceiling");
        for (const RidgePoint& ridge : layer.ridges)
            checkFinitePositive(ridge.intensity, "ridge intensity");
        for (const OpPoint& point : layer.points)
            checkEvaluation(point.evaluation);
        for (const SlopeLine& slope : layer.slopes)
            checkFinitePositive(slope.bytesPerS, "slope");
    }
    range.maxPoints = std::min(range.maxPoints, 256); // keep each run fast
    SweepOptions sweepOptions;
    sweepOptions.range = range;
    sweepOptions.achievable = options.showAchievable;
    try {
        const BatchSizeScene sweep = buildBatchSizeScene(chips, sweeps, dims, sweepOptions);
        checkRange(sweep.flopsRange, "sweep FLOPs range");
        for (const ChipSweeps& chip : sweep.chips) {
            for (const SweepCurve& curve : chip.curves) {
                for (double value : curve.flopsPerS)
                    check(std::isfinite(value) && value >= 0.0, "sweep curve value");
                check(std::isfinite(curve.flopsAtCurrentBatch), "sweep marker");
                if (curve.criticalBatch)
                    check(std::isfinite(*curve.criticalBatch) && *curve.criticalBatch >= 0.0, "critical batch");
            }
        }
    } catch (const Error&) {
        // A range the sweep refuses is reported, not drawn.
    }
}

// What every reader of measured kernels must hand on: kernels with a name and FLOPs, bytes, seconds,
// intensity and rate that are finite and positive.
void checkMeasured(const std::vector<MeasuredKernel>& kernels)
{
    for (const MeasuredKernel& kernel : kernels) {
        check(!kernel.name.empty(), "measured kernel name");
        checkFinitePositive(kernel.flops, "measured FLOPs");
        checkFinitePositive(kernel.bytes, "measured bytes");
        checkFinitePositive(kernel.seconds, "measured seconds");
        checkFinitePositive(kernel.intensity(), "measured intensity");
        checkFinitePositive(kernel.achievedFlopsPerS(), "measured FLOPs/s");
    }
}

// Every kernel an import keeps can be placed on the chart; every one left out says where and why.
void checkKernels(
    const std::vector<MeasuredKernel>& kernels, const std::vector<SkippedKernel>& skipped, bool mayBeEmpty = false)
{
    check(mayBeEmpty || !kernels.empty(), "an accepted file has kernels");
    checkMeasured(kernels);
    for (const SkippedKernel& left : skipped)
        check(left.line >= 1 && !left.reason.empty(), "a kernel left out has its line and reason");
}

} // namespace

std::optional<ErrorKind> chipJson(std::string_view input)
{
    Chip chip;
    try {
        chip = parseChipJson(input, "fuzz.json");
    } catch (const Error& error) {
        return error.kind();
    }
    const Chip again = parseChipJson(chipToJson(chip).dump(), "fuzz.json");
    check(again == chip, "a chip read back from chipToJson equals the chip");
    for (const Op& op : sampleOps()) {
        try {
            checkEvaluation(evaluate(chip, op, Dims {}));
            if (const auto batch = criticalBatch(chip, op, Dims {}))
                check(std::isfinite(*batch) && *batch >= 0.0, "critical batch");
        } catch (const Error&) { }
    }
    drawCharts({&chip}, sampleOps(), sampleSweeps(), Dims {}, RooflineOptions {}, BatchRange {});
    RooflineOptions allLinks;
    allLinks.allLinks = true;
    drawCharts({&chip}, sampleOps(), {}, Dims {}, allLinks, BatchRange {});
    return std::nullopt;
}

std::optional<ErrorKind> projectJson(std::string_view input)
{
    Project project;
    try {
        project = parseProjectJson(input, "fuzz.roofline.json");
    } catch (const Error& error) {
        return error.kind();
    }
    const Project again = parseProjectJson(projectToText(project), "fuzz.roofline.json");
    check(again == project, "a project read back from its own text equals the project");
    const ResolvedChips resolved = resolveProjectChips(project, builtinChips());
    std::vector<const Chip*> chips;
    for (const Chip& chip : resolved.chips)
        chips.push_back(&chip);
    drawCharts(
        chips, project.ops, project.sweeps, project.dims, rooflineOptions(project), project.viewOptions.batchRange);
    for (const MeasuredKernel& kernel : project.measured) {
        checkFinitePositive(kernel.intensity(), "measured intensity");
        checkFinitePositive(kernel.achievedFlopsPerS(), "measured FLOPs/s");
    }
    return std::nullopt;
}

std::optional<ErrorKind> opSpec(std::string_view input)
{
    std::optional<ErrorKind> strictOutcome;
    for (const bool quickAdd : {false, true}) {
        OpSpecRules rules;
        rules.allNumbersOptional = quickAdd;
        Op op;
        try {
            op = parseOpSpec(input, "fuzz", rules);
        } catch (const Error& error) {
            if (!quickAdd)
                strictOutcome = error.kind();
            continue;
        }
        const Op again = parseOpSpec(formatOpSpec(op), "fuzz");
        check(again == op, "an op read back from formatOpSpec equals the op");
        const Dims dims;
        for (const char* id : {"tpu-v5e", "h100-sxm"}) {
            const Chip* chip = findChip(builtinChips(), id);
            try {
                checkEvaluation(evaluate(*chip, op, dims));
            } catch (const Error&) { }
            try {
                for (const char* key : {"B", "D", "N", "S", "H"}) {
                    if (const auto crossover = crossoverAlong(*chip, op, dims, key))
                        check(crossover->kind != Crossover::Kind::At || std::isfinite(crossover->value), "crossover");
                }
            } catch (const Error&) { }
        }
        std::vector<const Chip*> chips;
        for (const Chip& chip : builtinChips())
            chips.push_back(&chip);
        std::vector<Op> sweeps;
        if (isSweepable(op))
            sweeps.push_back(op);
        drawCharts(chips, {op}, sweeps, dims, RooflineOptions {}, BatchRange {});
    }
    return strictOutcome;
}

std::optional<ErrorKind> measuredCsv(std::string_view input)
{
    MeasuredImport import;
    try {
        import = parseMeasuredCsv(input, "fuzz.csv");
    } catch (const Error& error) {
        return error.kind();
    }
    checkKernels(import.kernels, import.skipped);
    return std::nullopt;
}

std::optional<ErrorKind> measuredImport(std::string_view input)
{
    MeasuredFile file;
    try {
        file = readMeasuredText(input, "fuzz.csv");
    } catch (const Error& error) {
        return error.kind();
    }
    // The first reader that recognises the text read it.
    std::string_view reader;
    for (const MeasuredReader& candidate : measuredReaders()) {
        if (candidate.recognises(input)) {
            reader = candidate.format;
            break;
        }
    }
    check(file.format == reader, "the format is the first reader's that recognises the text");
    if (file.format == "ert") {
        check(file.ceilings.has_value() && file.kernels.empty(), "an ERT file has ceilings and no kernels");
    } else {
        check(!file.ceilings, "only an ERT file has ceilings");
        // A trace may hold no op the app models: then all its kernel time is said to be unmodelled.
        const bool allUnmodelled = file.unmodelledSeconds.value_or(0.0) > 0.0 && !file.warnings.empty();
        checkKernels(file.kernels, file.skipped, allUnmodelled);
    }
    for (const ImportWarning& warning : file.warnings)
        check(!warning.message.empty(), "a warning says something");
    // What `measured --json` prints is JSON, and its groups add up to the kernels it read.
    const Chip* chip = findChip(builtinChips(), "h100-sxm");
    check(chip != nullptr, "the H100 profile is built in");
    for (const Chip* on : {static_cast<const Chip*>(nullptr), chip}) {
        const MeasuredReport report = measuredReport(file, "fuzz.csv", on);
        std::ostringstream text;
        writeMeasuredReportJson(text, report);
        const nlohmann::json json = nlohmann::json::parse(text.str());
        check(json.at("format") == file.format, "the report's format");
        check(json.at("kernels").get<std::size_t>() == report.kernels, "the report's kernel count");
        std::size_t launches = 0;
        std::set<std::string> names;
        for (const nlohmann::json& group : json.at("groups")) {
            launches += group.at("count").get<std::size_t>();
            check(names.insert(group.at("name").get<std::string>()).second, "one group per kernel name");
            checkFinitePositive(group.at("flops").get<double>(), "a group's FLOPs");
            checkFinitePositive(group.at("seconds").get<double>(), "a group's seconds");
        }
        check(launches == report.kernels, "the groups' launches are the kernels read");
        check(on || report.kernels == file.kernels.size(), "without a chip every kernel is counted");
    }
    return std::nullopt;
}

std::string nsightText(std::string_view input)
{
    if (input.find("\"ID\",") != std::string_view::npos)
        return std::string(input);
    return "\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n" + std::string(input);
}

std::optional<ErrorKind> nsightCsv(std::string_view input)
{
    MeasuredImport import;
    try {
        import = parseMeasuredCsv(nsightText(input), "fuzz.csv");
    } catch (const Error& error) {
        return error.kind();
    }
    checkKernels(import.kernels, import.skipped);
    for (const ImportWarning& warning : import.warnings)
        check(!warning.message.empty(), "a warning says something");
    // Launches of one kernel name are one group, and grouping loses no launch.
    std::size_t launches = 0;
    for (const KernelNameGroup& group : groupByName(import.kernels))
        launches += group.count;
    check(launches == import.kernels.size(), "grouping by name keeps every launch");
    return std::nullopt;
}

std::optional<ErrorKind> numberText(std::string_view input)
{
    // The two conventions mirror each other: a text's reading with a decimal point is the reading with a
    // decimal comma of the same text with ',' and '.' swapped.
    const auto swapped = [](std::string_view text) {
        std::string out(text);
        for (char& c : out)
            c = c == ',' ? '.' : c == '.' ? ',' : c;
        return out;
    };
    DecimalMarkPolicy policy("fuzz.csv");
    std::vector<std::string> fields;
    for (std::string_view rest = input; !rest.empty();) {
        const std::size_t newline = rest.find('\n');
        fields.emplace_back(rest.substr(0, newline));
        rest = newline == std::string_view::npos ? std::string_view() : rest.substr(newline + 1);
    }
    try {
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const NumberReadings readings = readNumberText(fields[i]);
            const NumberReadings mirror = readNumberText(swapped(fields[i]));
            check(readings.withPoint == mirror.withComma && readings.withComma == mirror.withPoint,
                "the comma reading is the point reading of the text with its marks swapped");
            for (const std::optional<double>& reading : {readings.withPoint, readings.withComma})
                check(!reading || std::isfinite(*reading), "a reading is a finite number");
            const DecimalMark evidence = readings.evidence();
            check(evidence == DecimalMark::Unknown || !readings.ambiguous(), "an ambiguous text says nothing");
            policy.note(readings, fields[i], TextPosition {i + 1, 1}, "value");
        }
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const NumberReadings readings = readNumberText(fields[i]);
            const std::optional<double> value = policy.value(readings, fields[i], TextPosition {i + 1, 1}, "value");
            check(value.has_value() == readings.isNumber(), "a value exactly for a number");
            if (value)
                check(value == readings.withPoint || value == readings.withComma, "a value is one of its readings");
            if (value && readings.ambiguous())
                check(value == (policy.mark() == DecimalMark::Comma ? readings.withComma : readings.withPoint),
                    "an ambiguous text is read in the file's convention");
        }
    } catch (const Error& error) {
        return error.kind();
    }
    return std::nullopt;
}

namespace {

// How a trace's GPU time joined its ops: every part of it finite and not negative, the parts adding up to
// the GPU's kernel time, the GPU read among the trace's GPUs with its own figures.
void checkJoin(const KinetoTrace& trace)
{
    const auto parts = [](const JoinedTime& time) {
        for (const double seconds : {time.joinedSeconds, time.noLaunchSeconds, time.outsideOpsSeconds})
            check(std::isfinite(seconds) && seconds >= 0.0, "joined time finite and not negative");
        return time.joinedSeconds + time.unjoinedSeconds();
    };
    const double kernels = parts(trace.join.kernels);
    check(std::fabs(kernels - trace.kernelSeconds) <= 1e-9 * (1.0 + trace.kernelSeconds),
        "joined and unjoined kernel time add up to the kernel time");
    parts(trace.join.copies);
    const auto read = std::find_if(trace.join.devices.begin(), trace.join.devices.end(),
        [&trace](const DeviceTime& device) { return device.device == trace.join.device; });
    check(read != trace.join.devices.end(), "the GPU read is among the trace's");
    check(read->kernels.joinedSeconds == trace.join.kernels.joinedSeconds, "the GPU read has its own figures");
    for (std::size_t i = 1; i < trace.join.devices.size(); ++i)
        check(trace.join.devices[i - 1].device < trace.join.devices[i].device, "GPUs listed once, by number");
}

bool sameJoin(const JoinedTime& a, const JoinedTime& b)
{
    return a.joinedSeconds == b.joinedSeconds && a.noLaunchSeconds == b.noLaunchSeconds
        && a.outsideOpsSeconds == b.outsideOpsSeconds;
}

// Two readings of one trace alike, to the last bit and word.
bool sameReading(const KinetoTrace& a, const KinetoTrace& b)
{
    const auto sameKernel = [](const MeasuredKernel& x, const MeasuredKernel& y) {
        return x.name == y.name && x.flops == y.flops && x.bytes == y.bytes && x.seconds == y.seconds
            && x.dtype == y.dtype && x.link == y.link;
    };
    const auto sameUnmodelled = [](const UnmodelledTime& x, const UnmodelledTime& y) {
        return x.op == y.op && x.seconds == y.seconds && x.kernels == y.kernels && x.reason == y.reason;
    };
    const auto sameWarning = [](const ImportWarning& x, const ImportWarning& y) { return x.message == y.message; };
    const auto sameMovement = [](const DataMovement& x, const DataMovement& y) {
        return x.name == y.name && x.runs == y.runs && x.bytes == y.bytes && x.seconds == y.seconds
            && x.overLink == y.overLink;
    };
    const auto sameDevice = [](const DeviceTime& x, const DeviceTime& y) {
        return x.device == y.device && sameJoin(x.kernels, y.kernels) && sameJoin(x.copies, y.copies);
    };
    return std::equal(a.kernels.begin(), a.kernels.end(), b.kernels.begin(), b.kernels.end(), sameKernel)
        && a.kernelSeconds == b.kernelSeconds && a.unmodelledSeconds == b.unmodelledSeconds
        && a.dataMovementSeconds == b.dataMovementSeconds
        && std::equal(
            a.dataMovement.begin(), a.dataMovement.end(), b.dataMovement.begin(), b.dataMovement.end(), sameMovement)
        && a.opsWithoutKernels == b.opsWithoutKernels && a.shapes.size() == b.shapes.size()
        && std::equal(
            a.unmodelled.begin(), a.unmodelled.end(), b.unmodelled.begin(), b.unmodelled.end(), sameUnmodelled)
        && std::equal(a.warnings.begin(), a.warnings.end(), b.warnings.begin(), b.warnings.end(), sameWarning)
        && a.launches == b.launches && a.join.device == b.join.device && sameJoin(a.join.kernels, b.join.kernels)
        && sameJoin(a.join.copies, b.join.copies)
        && std::equal(
            a.join.devices.begin(), a.join.devices.end(), b.join.devices.begin(), b.join.devices.end(), sameDevice);
}

} // namespace

std::optional<ErrorKind> kinetoTrace(std::string_view input)
{
    KinetoTrace trace;
    try {
        trace = parseKinetoTrace(input, "fuzz.pt.trace.json");
    } catch (const Error& error) {
        return error.kind();
    }
    // What the streaming reader read, the reader by values reads alike (a trace the streaming reader is not
    // sure of is refused, or read, by the reader by values itself).
    try {
        check(sameReading(trace, testing::parseKinetoTraceByValues(input, "fuzz.pt.trace.json")),
            "a streamed trace reads as by values");
    } catch (const Error&) {
        check(false, "a streamed trace is read by values too");
    }
    checkJoin(trace);
    // Every other GPU with kernels reads as well, as `measured --device` asks for it.
    for (const DeviceTime& device : trace.join.devices) {
        if (device.device == trace.join.device || device.kernels.seconds() <= 0.0)
            continue;
        const KinetoTrace other = parseKinetoTrace(input, "fuzz.pt.trace.json", device.device);
        check(other.join.device == device.device, "the GPU asked for is read");
        checkJoin(other);
        checkMeasured(other.kernels);
    }
    checkMeasured(trace.kernels);
    // Unmodelled time is part of the kernel time, never more, and every group has its shape.
    check(trace.unmodelledSeconds >= 0.0 && std::isfinite(trace.kernelSeconds), "trace kernel time");
    check(trace.unmodelledSeconds <= trace.kernelSeconds * (1.0 + 1e-12), "unmodelled time within kernel time");
    double unmodelled = 0.0;
    for (const UnmodelledTime& time : trace.unmodelled)
        unmodelled += time.seconds;
    check(std::fabs(unmodelled - trace.unmodelledSeconds) <= 1e-9 * (1.0 + trace.unmodelledSeconds),
        "unmodelled time by op adds up");
    // Data movement is costed, finite bytes in a time of kernels; with the points and the unmodelled time it is
    // all the kernel time of the GPU read, none of it counted twice or lost.
    double moved = 0.0;
    for (const DataMovement& movement : trace.dataMovement) {
        check(movement.runs > 0 && std::isfinite(movement.bytes) && movement.bytes > 0.0 && movement.seconds > 0.0,
            "data movement has runs, bytes and time");
        moved += movement.seconds;
    }
    check(std::fabs(moved - trace.dataMovementSeconds) <= 1e-9 * (1.0 + trace.dataMovementSeconds),
        "data movement by group adds up");
    double points = 0.0;
    for (const MeasuredKernel& kernel : trace.kernels)
        points += kernel.seconds;
    check(std::fabs(points + trace.dataMovementSeconds + trace.unmodelledSeconds - trace.kernelSeconds)
            <= 1e-9 * (1.0 + trace.kernelSeconds),
        "points, data movement and unmodelled time add up to the kernel time");
    for (const MeasuredKernel& kernel : trace.kernels)
        check(std::any_of(trace.shapes.begin(), trace.shapes.end(),
                  [&kernel](const MeasuredShape& shape) { return shape.name == kernel.name; }),
            "every group of a trace has its shape");
    return std::nullopt;
}

namespace {

// A profiler CSV reader's run: refused, or kernels and kernels left out as every import's (checkKernels).
std::optional<ErrorKind> profilerExport(
    ProfilerExport (*parse)(std::string_view, std::string_view), std::string_view input)
{
    ProfilerExport read;
    try {
        read = parse(input, "fuzz.csv");
    } catch (const Error& error) {
        return error.kind();
    }
    checkKernels(read.kernels, read.skipped);
    return std::nullopt;
}

} // namespace

std::optional<ErrorKind> rocprofCounters(std::string_view input)
{
    return profilerExport(&parseRocprofCounters, input);
}

std::optional<ErrorKind> xprofRoofline(std::string_view input)
{
    return profilerExport(&parseXprofRoofline, input);
}

std::optional<ErrorKind> modelJson(std::string_view input)
{
    LoadedModel loaded;
    try {
        loaded = parseModelText(input, "fuzz.json", "fuzz");
    } catch (const Error& error) {
        return error.kind();
    }
    ModelConfig again = parseModelJson(modelToJson(loaded.model).dump(), "fuzz.json");
    again.origin = loaded.model.origin;
    check(again == loaded.model, "a model read back from modelToJson equals the model");
    if (loaded.fromHfConfig) {
        std::set<std::string> reported;
        for (const HfKeyRead& key : loaded.hfKeysRead)
            reported.insert(key.field);
        std::set<std::string> expected {"gated_mlp", "tied_embeddings"};
        for (const ModelNumberKey& number : modelNumberKeys())
            expected.insert(std::string(number.key));
        if (isMixtureOfExperts(loaded.model))
            expected.insert({"n_experts", "experts_per_token", "d_ff_expert"});
        check(std::includes(reported.begin(), reported.end(), expected.begin(), expected.end()),
            "a config.json reports a key for every number, the MLP, the embedding and the experts");
    }
    const Chip* chip = findChip(builtinChips(), "h100-sxm");
    check(chip != nullptr, "the H100 profile is built in");
    for (const double tp : {1.0, 2.0, 8.0}) {
        for (const StepPhase phase : {StepPhase::Decode, StepPhase::Prefill}) {
            StepConfig config;
            config.phase = phase;
            config.b = 8;
            config.s = 512;
            config.t = defaultT(phase, config.s);
            config.tp = tp;
            try {
                const StepResult step = evaluateStep(loaded.model, *chip, config);
                checkFinitePositive(step.stepTimeS, "step time");
                checkFinitePositive(step.tokensPerS, "tokens/s");
                checkFinitePositive(step.memory.weightsBytes, "weights per chip");
                checkFinitePositive(step.memory.kvCacheBytes, "KV cache per chip");
                for (const StepOpResult& op : step.ops)
                    checkEvaluation(op.evaluation);
                const ModelBatchCurve curve = modelBatchCurve(loaded.model, *chip, config, {1, 64, 4096});
                for (double value : curve.tokensPerS)
                    checkFinitePositive(value, "batch curve tokens/s");
                if (curve.computeBound.kind == Crossover::Kind::At)
                    checkFinitePositive(curve.computeBound.value, "compute-bound B");
            } catch (const Error&) {
                // tp that does not divide the model, or a step too large for an op: refused, named.
            }
        }
    }
    return std::nullopt;
}

std::optional<ErrorKind> ertJson(std::string_view input)
{
    EmpiricalRoofline roofline;
    try {
        roofline = parseErtJson(input, "roofline.json", "h100-sxm");
    } catch (const Error& error) {
        return error.kind();
    }
    check(!roofline.ceilings.empty() || !roofline.bandwidths.empty(), "an accepted file has measurements");
    for (const EmpiricalCeiling& ceiling : roofline.ceilings) {
        check(!ceiling.name.empty(), "ERT ceiling name");
        checkFinitePositive(ceiling.flopsPerS, "ERT ceiling");
    }
    for (const EmpiricalBandwidth& bandwidth : roofline.bandwidths) {
        check(!bandwidth.name.empty(), "ERT level name");
        checkFinitePositive(bandwidth.bytesPerS, "ERT bandwidth");
    }
    // Kept in a project: saved and read back equal, and drawn on its chip with finite numbers.
    Project project = defaultProject();
    project.empiricalRooflines = {roofline};
    const Project again = parseProjectJson(projectToText(project), "fuzz.roofline.json");
    check(again == project, "a project with the ERT ceilings reads back equal");
    const Chip* chip = findChip(builtinChips(), "h100-sxm");
    check(chip != nullptr, "the H100 profile is built in");
    const std::vector<const Chip*> chips {chip};
    const RooflineScene scene = buildRooflineScene(chips, {}, project.dims, rooflineOptions(project));
    check(scene.chips.size() == 1, "one chip");
    check(scene.chips[0].measuredCeilings.size() == roofline.ceilings.size(), "every ERT ceiling is drawn");
    check(scene.chips[0].measuredSlopes.size() == roofline.bandwidths.size(), "every ERT slope is drawn");
    for (const MeasuredSlope& slope : scene.chips[0].measuredSlopes)
        checkFinitePositive(slope.bytesPerS, "ERT slope on the chart");
    return std::nullopt;
}

std::optional<ErrorKind> namePattern(std::string_view input)
{
    const std::size_t newline = input.find('\n');
    const std::string_view pattern = input.substr(0, newline);
    std::vector<std::string_view> names;
    for (std::string_view rest = newline == std::string_view::npos ? std::string_view() : input.substr(newline + 1);
         !rest.empty();) {
        const std::size_t end = rest.find('\n');
        names.push_back(rest.substr(0, end));
        rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    }
    // The substring filter never refuses, and finds a name in itself.
    const NamePattern substring = NamePattern::substring(pattern);
    for (const std::string_view name : names)
        (void)substring.matches(name);
    check(substring.matches(pattern), "a substring filter matches its own text");

    NamePattern regex;
    try {
        regex = NamePattern::regex(pattern, "measured_view.filter");
    } catch (const Error& error) {
        return error.kind();
    }
    // A pattern of letters and digits only is a literal: the regex and the substring agree on it.
    const bool literal = !pattern.empty() && std::all_of(pattern.begin(), pattern.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    });
    std::size_t matched = 0;
    for (const std::string_view name : names) {
        const bool hit = regex.matches(name);
        matched += hit ? 1 : 0;
        if (literal)
            check(hit == substring.matches(name), "a literal pattern matches as its substring does");
    }
    // The same filter as the Measurements panel runs it: each kernel kept or counted out, never both.
    std::vector<MeasuredKernel> kernels;
    for (const std::string_view name : names) {
        if (!name.empty())
            kernels.push_back({std::string(name), 1e9, 1e6, 1e-3, "h100-sxm", ""});
    }
    MeasuredSettings settings;
    settings.filter = std::string(pattern);
    settings.filterIsRegex = true;
    settings.aggregation = Aggregation::Off;
    try {
        const MeasuredSelection selection = selectMeasured(kernels, settings);
        check(selection.kernelsShown + selection.kernelsFilteredOut == kernels.size(), "every kernel shown or out");
        check(selection.kernelsShown <= matched, "a kernel is shown only if its name matches");
    } catch (const Error&) {
        // A name the core refuses (not UTF-8…) is not the pattern's fault.
    }
    return std::nullopt;
}

} // namespace roofline::fuzz
