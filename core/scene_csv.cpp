#include "core/scene_csv.h"

#include "core/dtype.h"

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

std::string sweepSceneToCsv(const SweepScene& scene, std::span<const Op> sweeps, const Dims& dims)
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
                      "time_share\n";
    for (const ChipRoofline& chip : scene.chips) {
        for (const OpPoint& point : chip.points) {
            const Evaluation& e = point.evaluation;
            appendRow(out,
                {chip.chipId, "op", displayLabel(ops[point.opIndex], dims), e.levelName, dtypeName(e.precision),
                    number(e.intensity), number(e.attainableFlopsPerS), number(e.bandwidthBytesPerS), number(e.flops),
                    number(e.bytes), number(e.tMath), number(e.tComms), number(e.tLower), boundName(e.bound), "", "",
                    "", "", "", ""});
        }
        for (const MeasuredPoint& point : chip.measured) {
            appendRow(out,
                {chip.chipId, "measured", point.name, point.levelName, dtypeName(point.roofPrecision),
                    number(point.intensity), number(point.achievedFlopsPerS), number(point.bandwidthBytesPerS),
                    number(point.flops), number(point.bytes), "", "", "",
                    point.roofFlopsPerS < point.peakFlopsPerS ? "bandwidth" : "compute", number(point.seconds),
                    number(point.roofFlopsPerS), number(point.fractionOfRoof), point.aboveRoof ? "true" : "false",
                    std::to_string(point.count), number(point.timeShare)});
        }
        for (const CeilingLine& ceiling : chip.ceilings)
            appendRow(out,
                {chip.chipId, "ceiling", ceiling.achievable ? "achievable" : "peak", "", dtypeName(ceiling.precision),
                    "", number(ceiling.flopsPerS), "", "", "", "", "", "", "", "", "", "", "", "", ""});
        for (const MeasuredCeiling& ceiling : chip.measuredCeilings)
            appendRow(out,
                {chip.chipId, "measured-ceiling", ceiling.name, "", "", "", number(ceiling.flopsPerS), "", "", "", "",
                    "", "", "", "", "", "", "", "", ""});
        for (const SlopeLine& slope : chip.slopes)
            appendRow(out,
                {chip.chipId, "slope", slope.kind == BandwidthKind::Memory ? "memory" : "link", slope.name, "", "", "",
                    number(slope.bytesPerS), "", "", "", "", "", "", "", "", "", "", "", ""});
        for (const MeasuredSlope& slope : chip.measuredSlopes)
            appendRow(out,
                {chip.chipId, "measured-slope", "measured", slope.name, "", "", "", number(slope.bytesPerS), "", "", "",
                    "", "", "", "", "", "", "", "", ""});
        for (const RidgePoint& ridge : chip.ridges)
            appendRow(out,
                {chip.chipId, "ridge", "", ridge.levelName, dtypeName(ridge.precision), number(ridge.intensity),
                    number(ridge.flopsPerS), "", "", "", "", "", "", "", "", "", "", "", "", ""});
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
        // Ridge points stay: the chart keeps their markers when it hides a kind of slope.
        std::erase_if(chip.slopes, [&](const SlopeLine& slope) {
            return slope.kind == BandwidthKind::Memory ? hidden.memorySlopes : hidden.linkSlopes;
        });
    }
    return scene;
}

SweepScene withoutHidden(SweepScene scene, const HiddenSeries& hidden)
{
    std::erase_if(
        scene.chips, [&](const ChipSweeps& chip) { return isSeriesHidden(hidden, Series::sweepChip(chip.chipId)); });
    for (ChipSweeps& chip : scene.chips)
        std::erase_if(chip.curves,
            [&](const SweepCurve& curve) { return isSeriesHidden(hidden, Series::sweep(curve.sweepIndex)); });
    return scene;
}

std::string rooflineCsv(const Project& project, std::span<const Chip* const> chips)
{
    const RooflineScene scene
        = buildRooflineScene(chips, project.ops, project.dims, rooflineOptions(project), project.measured);
    return rooflineSceneToCsv(withoutHidden(scene, project.views.hidden), project.ops, project.dims);
}

std::string sweepCsv(const Project& project, std::span<const Chip* const> chips)
{
    const SweepScene scene = buildSweepScene(chips, project.sweeps, project.dims, sweepOptions(project));
    return sweepSceneToCsv(withoutHidden(scene, project.views.hidden), project.sweeps, project.dims);
}

} // namespace roofline
