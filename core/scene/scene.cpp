#include "core/scene/scene.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/collective.h"
#include "core/formulas/op_cost.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace roofline {

namespace {

bool isLevelHidden(const RooflineOptions& options, std::string_view name)
{
    return std::any_of(options.hiddenLevels.begin(), options.hiddenLevels.end(),
        [&](const std::string& hidden) { return equalsIgnoreCase(hidden, name); });
}

// Whole decades, kept within 1e-300…1e300 so a view is always finite, whatever it has to show.
double decadeBelow(double value)
{
    return std::pow(10.0, std::clamp(std::floor(std::log10(value)), -300.0, 300.0));
}

double decadeAbove(double value)
{
    return std::pow(10.0, std::clamp(std::ceil(std::log10(value)), -300.0, 300.0));
}

// Where each ceiling starts and each slope ends, as the chart draws them: a nominal ceiling from where
// the fastest slope meets it, every slope up to the roof (docs/model.md §5).
void placeLineEnds(ChipRoofline& layer)
{
    const CeilingLine* roof = nullptr;
    for (const CeilingLine& ceiling : layer.ceilings) {
        if (!ceiling.achievable && ceiling.unit == ComputeUnit::Matrix
            && (!roof || ceiling.flopsPerS > roof->flopsPerS))
            roof = &ceiling;
    }
    for (SlopeLine& slope : layer.slopes) {
        if (roof) {
            slope.toIntensity = roof->flopsPerS / slope.bytesPerS; // its ridge's intensity, to the bit
            slope.toFlopsPerS = roof->flopsPerS;
        }
    }
    for (CeilingLine& ceiling : layer.ceilings) {
        if (ceiling.achievable)
            continue;
        for (const RidgePoint& ridge : layer.ridges) {
            if (ridge.precision == ceiling.precision && ridge.unit == ceiling.unit
                && (ceiling.fromIntensity == 0.0 || ridge.intensity < ceiling.fromIntensity))
                ceiling.fromIntensity = ridge.intensity;
        }
    }
}

void addRegions(ChipRoofline& layer, const Chip& chip)
{
    const std::optional<double> peak = peakFlopsPerS(chip, layer.regionPrecision);
    if (!peak || layer.slopes.empty())
        return;
    // The regions are about where an op's own bytes go: the memory levels. Links bound only the ops
    // that cross them, so they split the chart only when no memory level is drawn.
    const bool anyMemory = std::any_of(layer.slopes.begin(), layer.slopes.end(),
        [](const SlopeLine& slope) { return slope.kind == BandwidthKind::Memory; });
    double lowest = std::numeric_limits<double>::infinity();
    double highest = 0.0;
    for (const SlopeLine& slope : layer.slopes) {
        if (anyMemory && slope.kind != BandwidthKind::Memory)
            continue;
        const double ridge = *peak / slope.bytesPerS;
        lowest = std::min(lowest, ridge);
        highest = std::max(highest, ridge);
    }
    // The bounds outside the ridges are open; the chart clips them to its view.
    layer.regions.push_back({RegionKind::BandwidthBoundEverywhere, 0.0, lowest});
    if (highest > lowest)
        layer.regions.push_back({RegionKind::BandwidthBoundLowerOnly, lowest, highest});
    layer.regions.push_back({RegionKind::ComputeBound, highest, std::numeric_limits<double>::infinity()});
}

} // namespace

void updateOpPoints(ChipRoofline& layer, const Chip& chip, std::span<const Op> ops, const Dims& dims)
{
    layer.points.clear();
    layer.problems.clear();
    for (std::size_t i = 0; i < ops.size(); ++i) {
        try {
            layer.points.push_back({i, evaluate(chip, ops[i], dims)});
        } catch (const Error& error) {
            layer.problems.push_back({i, error.what(), error.detail() ? std::optional(*error.detail()) : std::nullopt});
        }
    }
}

namespace {

bool followsDim(const Op& op, Dim dim)
{
    return std::any_of(
        op.bindings.begin(), op.bindings.end(), [dim](const auto& binding) { return binding.second == dim; });
}

OpPointCache::OpEntry cacheEntry(const Op& op, const Dims& dims)
{
    OpPointCache::OpEntry entry;
    entry.followsB = followsDim(op, Dim::B);
    entry.followsD = followsDim(op, Dim::D);
    entry.followsF = followsDim(op, Dim::F);
    entry.followsT = followsDim(op, Dim::T);
    entry.followsS = followsDim(op, Dim::S);
    // Affine in B only when exactly one parameter follows B (B·B is not) and the cost is affine in it.
    const std::string* key = nullptr;
    int following = 0;
    for (const auto& [name, dim] : op.bindings) {
        if (dim == Dim::B) {
            key = &name;
            ++following;
        }
    }
    if (following == 1)
        entry.alongB = affineCostAlong(op, dims, *key);
    return entry;
}

struct CostAt {
    double flops = 0.0;
    double bytes = 0.0;
};

// An op's FLOPs and bytes at B = b from its lines along B.
CostAt costAt(const AffineCost& cost, double b)
{
    CostAt at;
    at.flops = cost.flopsSlope * b + cost.flopsIntercept;
    at.bytes = cost.bytesSlope * b + cost.bytesIntercept;
    return at;
}

// An op's point at a new B from its coefficients, with the checks evaluate() makes. False when the
// result cannot be drawn: the caller then evaluates in full, which says why.
bool moveAlongB(Evaluation& e, const AffineCost& cost, double b)
{
    const auto [flops, wholeBytes] = costAt(cost, b);
    // A two-tier collective is drawn with its outer tier's share of the bytes (docs/model.md §14).
    const double bytes = wholeBytes * e.drawnShare;
    if (!std::isfinite(flops) || !std::isfinite(bytes) || !(flops > 0.0) || !(bytes > 0.0))
        return false;
    const Evaluation moved = evaluateCost(flops, bytes, e.peakFlopsPerS, e.bandwidthBytesPerS, e.latencyS);
    // T_lower = 0 needs no test of its own, as in evaluate(): FLOPs / T_lower is then not finite.
    if (!std::isfinite(moved.intensity) || !std::isfinite(moved.tUpper) || !std::isfinite(moved.attainableFlopsPerS)
        || moved.intensity <= 0.0 || moved.attainableFlopsPerS <= 0.0)
        return false;
    // Precision, bandwidth level, roofs and capacity stay: only B moved.
    if (cost.hasFootprint && e.footprintBytes) {
        e.footprintBytes = cost.footprintSlope * b + cost.footprintIntercept;
        if (e.capacityBytes)
            e.fits = *e.footprintBytes <= *e.capacityBytes;
    }
    e.flops = moved.flops;
    e.bytes = moved.bytes;
    e.intensity = moved.intensity;
    e.tMath = moved.tMath;
    e.tComms = moved.tComms;
    e.tLower = moved.tLower;
    e.tUpper = moved.tUpper;
    e.attainableFlopsPerS = moved.attainableFlopsPerS;
    e.bound = moved.bound;
    return true;
}

void rebuildOpPoints(RooflineScene& scene, OpPointCache& cache, std::span<const Chip* const> chips,
    std::span<const Op> ops, const Dims& dims)
{
    cache.ops.clear();
    cache.ops.reserve(ops.size());
    for (const Op& op : ops)
        cache.ops.push_back(cacheEntry(op, dims));
    cache.pointOf.assign(chips.size(), {});
    for (std::size_t c = 0; c < std::min(chips.size(), scene.chips.size()); ++c) {
        ChipRoofline& layer = scene.chips[c];
        updateOpPoints(layer, *chips[c], ops, dims);
        cache.pointOf[c].assign(ops.size(), std::string::npos);
        for (std::size_t p = 0; p < layer.points.size(); ++p)
            cache.pointOf[c][layer.points[p].opIndex] = p;
    }
    cache.dims = dims;
    cache.valid = scene.chips.size() == chips.size();
}

} // namespace

void updateOpPoints(RooflineScene& scene, OpPointCache& cache, std::span<const Chip* const> chips,
    std::span<const Op> ops, const Dims& dims)
{
    if (!cache.valid || cache.ops.size() != ops.size() || scene.chips.size() != chips.size()
        || cache.pointOf.size() != chips.size()) {
        rebuildOpPoints(scene, cache, chips, ops, dims);
        return;
    }
    const bool bMoved = dims.b != cache.dims.b;
    const bool dMoved = dims.d != cache.dims.d;
    const bool fMoved = dims.f != cache.dims.f;
    const bool tMoved = dims.t != cache.dims.t;
    const bool sMoved = dims.s != cache.dims.s;
    const bool otherMoved = dMoved || fMoved || tMoved || sMoved;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        OpPointCache::OpEntry& entry = cache.ops[i];
        if (!((bMoved && entry.followsB) || (dMoved && entry.followsD) || (fMoved && entry.followsF)
                || (tMoved && entry.followsT) || (sMoved && entry.followsS)))
            continue;
        if (otherMoved)
            entry = cacheEntry(ops[i], dims); // its coefficients along B change with the other sliders
        const bool fast = !otherMoved && entry.alongB;
        for (std::size_t c = 0; c < chips.size(); ++c) {
            const std::size_t index = cache.pointOf[c][i];
            if (index == std::string::npos) {
                // A problem at the old values may be gone at the new ones (or the other way): start over.
                rebuildOpPoints(scene, cache, chips, ops, dims);
                return;
            }
            OpPoint& point = scene.chips[c].points[index];
            bool placed = true;
            if (fast) {
                placed = moveAlongB(point.evaluation, *entry.alongB, dims.b);
            } else {
                try {
                    point.evaluation = evaluate(*chips[c], ops[i], dims);
                } catch (const Error&) {
                    placed = false;
                }
            }
            if (!placed) {
                rebuildOpPoints(scene, cache, chips, ops, dims);
                return;
            }
        }
    }
    cache.dims = dims;
}

namespace {

bool namedIn(const std::vector<std::string>& names, std::string_view name)
{
    return std::any_of(
        names.begin(), names.end(), [&](const std::string& other) { return equalsIgnoreCase(other, name); });
}

// What the chip's question touches (RooflineOptions::detail): the levels and links bytes cross, and
// the precisions and levels of the ops that run on the vector units.
struct Question {
    std::vector<std::string> levels;
    std::vector<std::pair<Dtype, std::string>> vectorLevels;
};

Question questionOf(const ChipRoofline& layer, const Chip& chip, const RooflineOptions& options)
{
    Question question;
    for (const OpPoint& point : layer.points) {
        question.levels.push_back(point.evaluation.levelName);
        if (point.evaluation.unit == ComputeUnit::Vector)
            question.vectorLevels.emplace_back(point.evaluation.precision, point.evaluation.levelName);
    }
    for (const MeasuredPoint& point : layer.measured)
        question.levels.push_back(point.levelName);
    for (const CrossedLink& crossed : options.crossedLinks) {
        if (!equalsIgnoreCase(crossed.chipId, chip.id))
            continue;
        if (!crossed.link.empty())
            question.levels.push_back(crossed.link);
        else if (!chip.links.empty())
            question.levels.push_back(chip.links.front().name);
    }
    return question;
}

bool vectorOpAt(const Question& question, Dtype precision, std::string_view level = {})
{
    return std::any_of(question.vectorLevels.begin(), question.vectorLevels.end(), [&](const auto& entry) {
        return entry.first == precision && (level.empty() || equalsIgnoreCase(entry.second, level));
    });
}

ChipRoofline buildLayer(const Chip& chip, std::span<const Op> ops, const Dims& dims, const RooflineOptions& options,
    const MeasuredSelection& selection)
{
    ChipRoofline layer;
    layer.chipId = chip.id;
    layer.chipName = chip.name;
    layer.regionPrecision = options.precision && chip.peakFlopsPerS.contains(*options.precision)
        ? *options.precision
        : headlinePrecision(chip);
    // The points first: in focused detail they say which lines the chart needs.
    updateOpPoints(layer, chip, ops, dims);
    placeMeasuredGroups(layer, chip, selection, MeasuredLinks {options.measuredLinks, ops});
    placeEmpiricalRoofline(layer, chip, options.empirical);
    placeAchievedLines(layer, chip, options.achieved);
    const bool full = options.detail == Detail::Full;
    const Question question = full ? Question {} : questionOf(layer, chip, options);

    for (const auto& [precision, peak] : chip.peakFlopsPerS) {
        // A chip without the chosen precision shows its headline one (V100 has fp16, not bf16), so
        // it still has a roof; the ceiling's label names the precision.
        if (options.precision && precision != layer.regionPrecision)
            continue;
        layer.ceilings.push_back({precision, peak, false, ComputeUnit::Matrix});
        if (options.showAchievable && chip.achievableFraction)
            layer.ceilings.push_back({precision, peak * *chip.achievableFraction, true, ComputeUnit::Matrix});
    }
    for (const auto& [precision, peak] : chip.vectorPeakFlopsPerS) {
        if (!options.vectorCeilings)
            break;
        if (full) {
            // The vector units' own ceiling at the chosen precision, even where the matrix ceiling falls
            // back to the headline one (TPU v5p: a VPU fp32 line under the MXU bf16 one).
            if (options.precision && precision != *options.precision && precision != layer.regionPrecision)
                continue;
        } else if (!vectorOpAt(question, precision)) {
            continue; // focused: only the units an op of the chart runs on
        }
        layer.ceilings.push_back({precision, peak, false, ComputeUnit::Vector});
        if (options.showAchievable && chip.achievableFraction)
            layer.ceilings.push_back({precision, peak * *chip.achievableFraction, true, ComputeUnit::Vector});
    }
    for (const BandwidthLevel* level : allBandwidthLevels(chip)) {
        if (isLevelHidden(options, level->name))
            continue;
        const bool first = !chip.memory.empty() && level == &chip.memory.front();
        if (!full && !first && !namedIn(question.levels, level->name) && !namedIn(options.shownLevels, level->name))
            continue;
        const double links = options.allLinks && level->kind == BandwidthKind::Link ? level->count : 1.0;
        layer.slopes.push_back({level->name, level->kind, level->bytesPerS * links, links});
    }
    // docs/model.md §14: a collective over two tiers is drawn against its outer tier; the inner one, inside each
    // domain, is a ghost slope unless the chart draws that link already.
    for (const OpPoint& point : layer.points) {
        if (point.evaluation.tiers.size() < 2)
            continue;
        const std::string& inner = point.evaluation.tiers.front().link;
        const BandwidthLevel* level = findBandwidthLevel(chip, inner);
        if (!level || isLevelHidden(options, inner)
            || std::ranges::any_of(layer.slopes, [&](const SlopeLine& s) { return equalsIgnoreCase(s.name, inner); }))
            continue;
        const double links = options.allLinks ? level->count : 1.0;
        SlopeLine ghost {level->name, level->kind, level->bytesPerS * links, links};
        ghost.ghost = true;
        layer.slopes.push_back(std::move(ghost));
    }
    for (const SlopeLine& slope : layer.slopes) {
        if (slope.ghost)
            continue; // no ridge: nothing on the chart is against it
        for (const CeilingLine& ceiling : layer.ceilings) {
            if (ceiling.achievable)
                continue;
            // Focused: a vector ceiling meets only the levels its ops' bytes cross.
            if (!full && ceiling.unit == ComputeUnit::Vector && !vectorOpAt(question, ceiling.precision, slope.name))
                continue;
            layer.ridges.push_back(
                {slope.name, ceiling.precision, ceiling.flopsPerS / slope.bytesPerS, ceiling.flopsPerS, ceiling.unit});
        }
    }
    placeLineEnds(layer);
    addRegions(layer, chip);
    return layer;
}

} // namespace

ChipRoofline buildChipRoofline(const Chip& chip, std::span<const Op> ops, const Dims& dims,
    const RooflineOptions& options, std::span<const MeasuredKernel> measured)
{
    return buildLayer(chip, ops, dims, options, selectMeasuredLeniently(measured, options.measured));
}

void fitRooflineRanges(RooflineScene& scene)
{
    double xMin = std::numeric_limits<double>::infinity();
    double xMax = 0.0;
    double yMax = 0.0;
    double yMin = std::numeric_limits<double>::infinity();
    for (const ChipRoofline& layer : scene.chips) {
        for (const RidgePoint& ridge : layer.ridges) {
            xMin = std::min(xMin, ridge.intensity);
            xMax = std::max(xMax, ridge.intensity);
        }
        for (const CeilingLine& ceiling : layer.ceilings) {
            yMax = std::max(yMax, ceiling.flopsPerS);
            yMin = std::min(yMin, ceiling.flopsPerS);
        }
        for (const MeasuredCeiling& ceiling : layer.measuredCeilings) {
            yMax = std::max(yMax, ceiling.flopsPerS);
            yMin = std::min(yMin, ceiling.flopsPerS);
        }
        for (const AchievedLine& line : layer.achieved) {
            if (line.ceiling)
                yMin = std::min(yMin, line.flopsPerS);
        }
        for (const OpPoint& point : layer.points) {
            xMin = std::min(xMin, point.evaluation.intensity);
            xMax = std::max(xMax, point.evaluation.intensity);
            yMin = std::min(yMin, point.evaluation.attainableFlopsPerS);
            yMax = std::max(yMax, point.evaluation.attainableFlopsPerS);
        }
        for (const ModelStep& step : layer.models) {
            for (const StepOpResult& op : step.result.ops) {
                xMin = std::min(xMin, op.evaluation.intensity);
                xMax = std::max(xMax, op.evaluation.intensity);
                yMin = std::min(yMin, op.evaluation.attainableFlopsPerS);
                yMax = std::max(yMax, op.evaluation.attainableFlopsPerS);
            }
        }
        for (const MeasuredPoint& point : layer.measured) {
            xMin = std::min(xMin, point.intensity);
            xMax = std::max(xMax, point.intensity);
            yMin = std::min(yMin, point.achievedFlopsPerS);
            yMax = std::max(yMax, point.achievedFlopsPerS);
        }
        for (const ComparedPoint& point : layer.compared) {
            for (const std::optional<ComparedSpot>& spot : {point.before, point.after}) {
                if (!spot)
                    continue;
                xMin = std::min(xMin, spot->intensity);
                xMax = std::max(xMax, spot->intensity);
                yMin = std::min(yMin, spot->flopsPerS);
                yMax = std::max(yMax, spot->flopsPerS);
            }
        }
    }
    if (!std::isfinite(xMin)) { // nothing placed (every intensity placed is positive and finite)
        scene.intensityRange = {0.1, 1e4};
        scene.flopsRange = {1e10, 1e16};
        return;
    }
    // A decade of room on each side so labels and markers at the edges stay inside the view.
    scene.intensityRange = {decadeBelow(xMin) / 10.0, decadeAbove(xMax) * 10.0};
    // Show the memory slopes from the left edge (slow links may run off the bottom), but never more
    // than 8 decades below the top; above the highest ceiling, half a decade for its label.
    double slopeLow = yMin;
    for (const ChipRoofline& layer : scene.chips) {
        const bool anyMemory = std::any_of(layer.slopes.begin(), layer.slopes.end(),
            [](const SlopeLine& slope) { return slope.kind == BandwidthKind::Memory; });
        for (const SlopeLine& slope : layer.slopes) {
            if (!anyMemory || slope.kind == BandwidthKind::Memory)
                slopeLow = std::min(slopeLow, slope.bytesPerS * scene.intensityRange.lower);
        }
    }
    const double upper = yMax * 3.0;
    scene.flopsRange = {std::max(decadeBelow(slopeLow), decadeBelow(upper / 1e8)), upper};
}

RooflineScene buildRooflineScene(std::span<const Chip* const> chips, std::span<const Op> ops, const Dims& dims,
    const RooflineOptions& options, std::span<const MeasuredKernel> measured)
{
    return buildRooflineScene(chips, ops, dims, options, selectMeasuredLeniently(measured, options.measured));
}

RooflineScene buildRooflineScene(std::span<const Chip* const> chips, std::span<const Op> ops, const Dims& dims,
    const RooflineOptions& options, const MeasuredSelection& selection)
{
    RooflineScene scene;
    scene.chips.reserve(chips.size());
    for (const Chip* chip : chips)
        scene.chips.push_back(buildLayer(*chip, ops, dims, options, selection));
    scene.measured.aggregated = selection.aggregated;
    scene.measured.groupsShown = selection.groups.size();
    scene.measured.groupsNotDrawn = selection.groupsNotDrawn();
    scene.measured.kernelsShown = selection.kernelsShown;
    scene.measured.kernelsFilteredOut = selection.kernelsFilteredOut;
    scene.measured.filterProblem = selection.filterProblem;
    fitRooflineRanges(scene);
    return scene;
}

std::string describeSweepShape(const Op& sweep, const Dims& dims)
{
    if (sweep.kind == OpKind::Attention) {
        // Its B is the x axis: the rest of the op's shape (T, S, heads, dtypes) names the curve.
        const std::string shape = describeOpShape(sweep, dims).shape;
        const std::size_t afterBatch = shape.find(' ');
        return afterBatch == std::string::npos ? std::string() : shape.substr(afterBatch + 1);
    }
    const std::string d = formatPlain(paramValue(sweep, "D", dims));
    const std::string f = formatPlain(paramValue(sweep, "F", dims));
    std::string text = d == f ? "D=F=" + d : "D=" + d + " F=" + f;
    const Dtype x = dtypeValue(sweep, "x");
    const Dtype w = dtypeValue(sweep, "w");
    if (x != Dtype::BF16 || w != Dtype::BF16)
        text += " " + std::string(dtypeName(x)) + "×" + std::string(dtypeName(w));
    if (const auto compute = sweep.dtypes.find("compute");
        compute != sweep.dtypes.end() && compute->second != widerDtype(x, w))
        text += " compute=" + std::string(dtypeName(compute->second));
    return text;
}

std::string describeSweep(const Op& sweep, const Dims& dims)
{
    std::string text = describeSweepShape(sweep, dims);
    if (sweep.kind == OpKind::Attention)
        text = "attention " + text;
    if (sweep.kind == OpKind::BatchedMatmul)
        text += " (batched)";
    if (sweep.kind == OpKind::ShardedMatmul)
        text += " (×" + formatPlain(paramValue(sweep, "chips", dims)) + " chips)";
    return text;
}

std::string displaySweepLabel(const Op& sweep, const Dims& dims)
{
    return sweep.label.empty() ? describeSweep(sweep, dims) : sweep.label;
}

namespace {

// A sweep's FLOPs/s at `batch` from its lines along B. A sweepable op (matmul, batched or sharded
// matmul) does positive FLOPs and moves positive bytes at every B ≥ 1, so the rate is positive unless
// a time overflows, which makes it not finite.
double rateAlongB(
    const AffineCost& cost, double batch, double peakFlopsPerS, double bandwidthBytesPerS, double latencyS)
{
    const auto [flops, bytes] = costAt(cost, batch);
    return flops / std::max(flops / peakFlopsPerS, latencyS + bytes / bandwidthBytesPerS);
}

double flopsPerSAt(const Chip& chip, const Op& sweep, const Dims& dims, double batch, const EvaluationOptions& options)
{
    const std::optional<AffineCost> cost = affineCostAlong(sweep, dims, "B");
    if (!cost)
        return flopsPerSAtBatch(chip, sweep, dims, batch, options);
    const TrafficRoute route = trafficRoute(chip, sweep, dims);
    const double flopsPerS
        = rateAlongB(*cost, batch, peakForOp(chip, sweep, options).flopsPerS, route.bytesPerS, route.latencyS);
    if (!std::isfinite(flopsPerS))
        throw notFiniteAtBatch(chip, sweep, dims, batch);
    return flopsPerS;
}

// Linear axes from 0, with room above the ceiling so the flat part of a curve is not on the frame.
AxisRange flopsRangeUpTo(double highest)
{
    return {0.0, highest > 0.0 ? highest * 1.05 : 1.0};
}

} // namespace

void updateBatchSizeMarkers(BatchSizeScene& scene, std::span<const Chip* const> chips, std::span<const Op> sweeps,
    const Dims& dims, const SweepOptions& options)
{
    scene.currentBatch = dims.b;
    const EvaluationOptions evaluation {options.achievable};
    for (std::size_t c = 0; c < std::min(scene.chips.size(), chips.size()); ++c) {
        for (SweepCurve& curve : scene.chips[c].curves) {
            const Op& sweep = sweeps[curve.sweepIndex];
            // A sweep whose other dimensions follow a slider that moved since the build has another
            // cost along B now; the others reuse the coefficients of the build.
            const bool stale = std::any_of(sweep.bindings.begin(), sweep.bindings.end(), [&](const auto& binding) {
                return binding.first != "B" && dims[binding.second] != scene.builtAt[binding.second];
            });
            if (stale || !curve.costAlongB) {
                curve.flopsAtCurrentBatch = flopsPerSAt(*chips[c], sweep, dims, dims.b, evaluation);
                continue;
            }
            const double flopsPerS
                = rateAlongB(*curve.costAlongB, dims.b, curve.peakFlopsPerS, curve.bandwidthBytesPerS, curve.latencyS);
            if (!std::isfinite(flopsPerS))
                curve.flopsAtCurrentBatch
                    = flopsPerSAt(*chips[c], sweep, dims, dims.b, evaluation); // throws, saying why
            else
                curve.flopsAtCurrentBatch = flopsPerS;
        }
    }
}

BatchSizeScene buildBatchSizeScene(
    std::span<const Chip* const> chips, std::span<const Op> sweeps, const Dims& dims, const SweepOptions& options)
{
    BatchSizeScene scene;
    scene.batch = batchPoints(options.range);
    scene.currentBatch = dims.b;
    scene.builtAt = dims;
    const EvaluationOptions evaluation {options.achievable};
    double yMax = 0.0;
    for (const Chip* chip : chips) {
        ChipSweeps chipSweeps;
        double chipMax = 0.0;
        chipSweeps.chipId = chip->id;
        chipSweeps.chipName = chip->name;
        for (std::size_t i = 0; i < sweeps.size(); ++i) {
            try {
                if (!isSweepable(sweeps[i]))
                    throw notSweepable(sweeps[i]);
                SweepCurve curve;
                curve.sweepIndex = i;
                sweepBatch(*chip, sweeps[i], dims, scene.batch, curve.flopsPerS, evaluation);
                curve.peakFlopsPerS = peakForOp(*chip, sweeps[i], evaluation).flopsPerS;
                curve.criticalBatch = criticalBatch(*chip, sweeps[i], dims, evaluation);
                curve.flopsAtCurrentBatch = flopsPerSAt(*chip, sweeps[i], dims, dims.b, evaluation);
                curve.costAlongB = affineCostAlong(sweeps[i], dims, "B");
                const TrafficRoute route = trafficRoute(*chip, sweeps[i], dims);
                curve.bandwidthBytesPerS = route.bytesPerS;
                curve.latencyS = route.latencyS;
                // Through the origin, both lines, and no hops to wait for: the intensity, and the rate, is the
                // same at every B. (The bytes' slope is then positive: a sweepable op moves bytes at every
                // B >= 1, its shapes being at least 1 and every dtype having bytes.)
                if (const auto& cost = curve.costAlongB;
                    cost && cost->flopsIntercept == 0.0 && cost->bytesIntercept == 0.0 && route.latencyS == 0.0)
                    curve.flatIntensity = cost->flopsSlope / cost->bytesSlope;
                chipMax = std::max(chipMax, curve.peakFlopsPerS);
                chipSweeps.curves.push_back(std::move(curve));
            } catch (const Error& error) {
                chipSweeps.problems.push_back(
                    {i, error.what(), error.detail() ? std::optional(*error.detail()) : std::nullopt});
            }
        }
        chipSweeps.flopsRange = flopsRangeUpTo(chipMax);
        yMax = std::max(yMax, chipMax);
        scene.chips.push_back(std::move(chipSweeps));
    }
    scene.flopsRange = flopsRangeUpTo(yMax);
    return scene;
}

} // namespace roofline
