#include "core/report/scene_csv.h"

#include "core/formulas/dtype.h"
#include "core/scene/model_scene.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace roofline {

namespace {

std::string number(double value)
{
    std::array<char, 32> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

void appendRow(std::string& out, std::initializer_list<std::string_view> fields)
{
    bool first = true;
    for (std::string_view field : fields) {
        if (!first)
            out += ',';
        first = false;
        out += csvField(field);
    }
    out += '\n';
}

std::string optionalNumber(const std::optional<double>& value)
{
    return value ? number(*value) : std::string();
}

// The roofline CSV's columns, so each kind of row sets its own by name.
enum Column : std::size_t {
    ColChip,
    ColKind,
    ColLabel,
    ColLevel,
    ColPrecision,
    ColIntensity,
    ColFlopsPerS,
    ColBandwidth,
    ColFlops,
    ColBytes,
    ColTMath,
    ColTComms,
    ColTLower,
    ColBound,
    ColSeconds,
    ColRoofFlopsPerS,
    ColFractionOfRoof,
    ColAboveRoof,
    ColCount,
    ColTimeShare,
    ColUnit,
    ColFootprintBytes,
    ColCapacityBytes,
    ColFits,
    ColDtype,
    ColumnCount
};
using Row = std::array<std::string, ColumnCount>;

void appendColumns(std::string& out, const Row& row)
{
    for (std::size_t i = 0; i < row.size(); ++i) {
        if (i > 0)
            out += ',';
        out += csvField(row[i]);
    }
    out += '\n';
}

// The columns an evaluated op fills: an op of the roofline, or a model's layer op.
void fillEvaluation(Row& r, const Evaluation& e)
{
    r[ColLevel] = e.levelName;
    r[ColPrecision] = dtypeName(e.precision);
    r[ColIntensity] = number(e.intensity);
    r[ColFlopsPerS] = number(e.attainableFlopsPerS);
    r[ColBandwidth] = number(e.bandwidthBytesPerS);
    r[ColFlops] = number(e.flops);
    r[ColBytes] = number(e.bytes);
    r[ColTMath] = number(e.tMath);
    r[ColTComms] = number(e.tComms);
    r[ColTLower] = number(e.tLower);
    r[ColBound] = boundName(e.bound);
    r[ColUnit] = computeUnitName(e.unit);
    r[ColFootprintBytes] = optionalNumber(e.footprintBytes);
    r[ColCapacityBytes] = optionalNumber(e.capacityBytes);
    r[ColFits] = e.fits ? (*e.fits ? "true" : "false") : "";
}

} // namespace

std::string csvField(std::string_view text)
{
    const bool quote = text.find_first_of(",\"\r\n") != std::string_view::npos
        || (!text.empty() && (text.front() == ' ' || text.back() == ' '));
    if (!quote)
        return std::string(text);
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string batchSizeSceneToCsv(const BatchSizeScene& scene, std::span<const Op> sweeps, const Dims& dims)
{
    std::string out = "chip,curve,B,flops_per_s\n";
    for (const ChipSweeps& chip : scene.chips) {
        for (const SweepCurve& curve : chip.curves) {
            const std::string label = displaySweepLabel(sweeps[curve.sweepIndex], dims);
            const std::size_t count = std::min(scene.batch.size(), curve.flopsPerS.size());
            for (std::size_t i = 0; i < count; ++i)
                appendRow(out, {chip.chipId, label, number(scene.batch[i]), number(curve.flopsPerS[i])});
        }
    }
    return out;
}

std::string rooflineSceneToCsv(const RooflineScene& scene, std::span<const Op> ops, const Dims& dims)
{
    std::string out = "chip,kind,label,level,precision,intensity,flops_per_s,bandwidth_bytes_per_s,flops,bytes,"
                      "t_math_s,t_comms_s,t_lower_s,bound,seconds,roof_flops_per_s,fraction_of_roof,above_roof,count,"
                      "time_share,unit,footprint_bytes,capacity_bytes,fits,dtype\n";
    for (const ChipRoofline& chip : scene.chips) {
        const auto row = [&](std::string_view kind, std::string label) {
            Row r;
            r[ColChip] = chip.chipId;
            r[ColKind] = kind;
            r[ColLabel] = std::move(label);
            return r;
        };
        for (const OpPoint& point : chip.points) {
            Row r = row("op", displayLabel(ops[point.opIndex], dims));
            fillEvaluation(r, point.evaluation);
            appendColumns(out, r);
        }
        // A whole model's layer ops, as the chart draws them (docs/model.md §10): one row per op of each
        // model and phase, its count per step in `count`.
        for (const ModelStep& step : chip.models) {
            for (const StepOpResult& op : step.result.ops) {
                Row r
                    = row("model", step.modelName + " " + std::string(stepPhaseName(step.phase)) + " " + op.step.name);
                fillEvaluation(r, op.evaluation);
                r[ColCount] = number(op.step.count);
                appendColumns(out, r);
            }
        }
        for (const MeasuredPoint& point : chip.measured) {
            // The groups the chart does not draw, as the one point it draws for them.
            Row r = point.restGroups > 0
                ? row("measured-other", "other: " + std::to_string(point.restGroups) + " groups")
                : row("measured", point.name);
            r[ColLevel] = point.levelName;
            // The peak its roof is of, and the precision it ran in: they differ when that is not known.
            r[ColPrecision] = dtypeName(point.roofPrecision);
            r[ColDtype] = point.dtype.dtype            ? std::string(dtypeName(*point.dtype.dtype))
                : point.dtype.from == DtypeFrom::Mixed ? std::string("mixed")
                                                       : std::string();
            r[ColIntensity] = number(point.intensity);
            r[ColFlopsPerS] = number(point.achievedFlopsPerS);
            r[ColBandwidth] = number(point.bandwidthBytesPerS);
            r[ColFlops] = number(point.flops);
            r[ColBytes] = number(point.bytes);
            r[ColBound] = point.roofFlopsPerS < point.peakFlopsPerS ? "bandwidth" : "compute";
            r[ColSeconds] = number(point.seconds);
            r[ColRoofFlopsPerS] = number(point.roofFlopsPerS);
            r[ColFractionOfRoof] = number(point.fractionOfRoof);
            r[ColAboveRoof] = point.aboveRoof ? "true" : "false";
            r[ColCount] = std::to_string(point.count);
            r[ColTimeShare] = number(point.timeShare);
            appendColumns(out, r);
        }
        for (const CeilingLine& ceiling : chip.ceilings) {
            Row r = row("ceiling", ceiling.achievable ? "achievable" : "peak");
            r[ColPrecision] = dtypeName(ceiling.precision);
            r[ColFlopsPerS] = number(ceiling.flopsPerS);
            r[ColUnit] = computeUnitName(ceiling.unit);
            appendColumns(out, r);
        }
        for (const MeasuredCeiling& ceiling : chip.measuredCeilings) {
            Row r = row("measured-ceiling", ceiling.name);
            r[ColFlopsPerS] = number(ceiling.flopsPerS);
            appendColumns(out, r);
        }
        for (const SlopeLine& slope : chip.slopes) {
            // A two-tier collective's inner link (docs/model.md §14) is its own kind: drawn, but no op is against it.
            Row r = row("slope", slope.kind == BandwidthKind::Memory ? "memory" : slope.ghost ? "inner-tier" : "link");
            r[ColLevel] = slope.name;
            r[ColBandwidth] = number(slope.bytesPerS);
            appendColumns(out, r);
        }
        for (const MeasuredSlope& slope : chip.measuredSlopes) {
            Row r = row("measured-slope", "measured");
            r[ColLevel] = slope.name;
            r[ColBandwidth] = number(slope.bytesPerS);
            appendColumns(out, r);
        }
        for (const AchievedLine& line : chip.achieved) {
            Row r = row(line.ceiling ? "achieved-ceiling" : "achieved-slope", std::string(opClassName(line.opClass)));
            if (line.ceiling) {
                r[ColPrecision] = dtypeName(chip.regionPrecision);
                r[ColFlopsPerS] = number(line.flopsPerS);
            } else {
                r[ColLevel] = line.levelName;
                r[ColBandwidth] = number(line.bytesPerS);
            }
            appendColumns(out, r);
        }
        for (const RidgePoint& ridge : chip.ridges) {
            Row r = row("ridge", "");
            r[ColLevel] = ridge.levelName;
            r[ColPrecision] = dtypeName(ridge.precision);
            r[ColIntensity] = number(ridge.intensity);
            r[ColFlopsPerS] = number(ridge.flopsPerS);
            r[ColUnit] = computeUnitName(ridge.unit);
            appendColumns(out, r);
        }
    }
    return out;
}

RooflineScene withoutHidden(RooflineScene scene, const HiddenSeries& hidden)
{
    std::erase_if(scene.chips,
        [&](const ChipRoofline& chip) { return isSeriesHidden(hidden, Series::rooflineChip(chip.chipId)); });
    for (ChipRoofline& chip : scene.chips) {
        std::erase_if(chip.points,
            [&](const OpPoint& point) { return isSeriesHidden(hidden, Series::rooflineOp(point.opIndex)); });
        if (hidden.measured) {
            chip.measured.clear();
            chip.measuredCeilings.clear();
            chip.measuredSlopes.clear();
        }
        std::erase_if(
            chip.models, [&](const ModelStep& step) { return isSeriesHidden(hidden, Series::model(step.modelIndex)); });
        // Ridge points stay: the chart keeps their markers when it hides a kind of slope.
        std::erase_if(chip.slopes, [&](const SlopeLine& slope) {
            return slope.kind == BandwidthKind::Memory ? hidden.memorySlopes : hidden.linkSlopes;
        });
    }
    return scene;
}

BatchSizeScene withoutHidden(BatchSizeScene scene, const HiddenSeries& hidden)
{
    std::erase_if(
        scene.chips, [&](const ChipSweeps& chip) { return isSeriesHidden(hidden, Series::sweepChip(chip.chipId)); });
    for (ChipSweeps& chip : scene.chips)
        std::erase_if(chip.curves,
            [&](const SweepCurve& curve) { return isSeriesHidden(hidden, Series::sweep(curve.sweepIndex)); });
    return scene;
}

namespace {

RooflineScene projectRoofline(
    const Project& project, std::span<const Chip* const> chips, const std::vector<ModelConfig>& models)
{
    RooflineScene scene
        = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project), project.measured);
    placeModelSteps(scene, chips, project, models);
    return scene;
}

} // namespace

std::string rooflineCsv(
    const Project& project, std::span<const Chip* const> chips, const std::vector<ModelConfig>& models)
{
    return rooflineSceneToCsv(
        withoutHidden(projectRoofline(project, chips, models), project.views.hidden), project.ops, project.dims);
}

std::vector<std::string> leftOutOfTheRoofline(
    const Project& project, std::span<const Chip* const> chips, const std::vector<ModelConfig>& models)
{
    const RooflineScene scene = withoutHidden(projectRoofline(project, chips, models), project.views.hidden);
    std::vector<std::string> notes;
    for (const ChipRoofline& chip : scene.chips) {
        for (const OpProblem& problem : chip.problems)
            notes.push_back(
                chip.chipId + ": op " + std::to_string(problem.index + 1) + " is not drawn: " + problem.message);
        for (const ModelStep& step : chip.models) {
            if (!step.runs())
                notes.push_back(chip.chipId + ": the model " + step.modelName + " ("
                    + std::string(stepPhaseName(step.phase)) + ") is not drawn: " + step.problem);
        }
        for (const OpProblem& problem : chip.measuredProblems)
            notes.push_back(chip.chipId + ": a measured kernel is not drawn: " + problem.message);
    }
    return notes;
}

std::string batchSizeCsv(const Project& project, std::span<const Chip* const> chips)
{
    const BatchSizeScene scene = buildBatchSizeScene(chips, project.sweeps, project.dims, sweepOptions(project));
    return batchSizeSceneToCsv(withoutHidden(scene, project.views.hidden), project.sweeps, project.dims);
}

} // namespace roofline
