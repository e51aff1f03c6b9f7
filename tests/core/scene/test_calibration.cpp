// A chip calibrated from measured kernels (docs/model.md §15): every efficiency, prediction and error below is
// worked out by hand from the kernels' FLOPs, bytes and seconds, on a chip of 1e12 FLOPs/s and 1e11 B/s.
#include "support/test_helpers.h"

#include "core/scene/calibration.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace roofline::test {
namespace {

// `runs` launches of one kernel name, each of `flops`, `bytes` and `seconds`.
void launch(std::vector<MeasuredKernel>& kernels, const std::string& name, int runs, double flops, double bytes,
    double seconds, const std::string& link = {})
{
    for (int r = 0; r < runs; ++r)
        kernels.emplace_back(SharedText(name), flops, bytes, seconds, SharedText(), SharedText(link), Dtype::BF16);
}

const CalibratedGroup& groupNamed(const Calibration& calibration, const std::string& name)
{
    for (const CalibratedGroup& group : calibration.groups) {
        if (group.name == name)
            return group;
    }
    throw std::runtime_error("no group " + name);
}

// Four matmuls, compute-bound (F/peak ≥ Y/bw); two elementwise ops, bandwidth-bound.
std::vector<MeasuredKernel> profile()
{
    std::vector<MeasuredKernel> kernels;
    launch(kernels, "aten::mm A", 2, 2e9, 1e6, 4e-3); // t̂ = 2e9/1e12 = 2e-3
    launch(kernels, "aten::mm B", 1, 1e9, 1e6, 1.25e-3); // t̂ = 1e-3
    launch(kernels, "aten::addmm C", 4, 5e8, 1e5, 1e-3); // t̂ = 5e-4
    launch(kernels, "aten::bmm D", 1, 3e9, 1e6, 5e-3); // t̂ = 3e-3
    launch(kernels, "aten::add", 1, 1e6, 1e8, 2e-3); // t̂ = 1e8/1e11 = 1e-3
    launch(kernels, "aten::mul", 2, 1e6, 2e8, 2.5e-3); // t̂ = 2e-3
    return kernels;
}

TEST(Calibration, EachClassAndBoundIsTheTimeWeightedEfficiencyOfItsGroups)
{
    const Chip chip = exampleChip(1e12, 1e11);
    const Calibration calibration = calibrate(chip, profile());
    ASSERT_EQ(calibration.groups.size(), 6u);
    // Matmuls, compute-bound: Σ n·t̂ / Σ n·t.
    const double nominal = 2 * 2e-3 + 1e-3 + 4 * 5e-4 + 3e-3; // 10e-3
    const double measured = 2 * 4e-3 + 1.25e-3 + 4 * 1e-3 + 5e-3; // 18.25e-3
    const double eCompute = nominal / measured;
    ASSERT_EQ(calibration.classes.size(), 2u);
    EXPECT_EQ(calibration.classes[0].opClass, OpClass::Matmul);
    EXPECT_TRUE(calibration.classes[0].computeBound);
    EXPECT_EQ(calibration.classes[0].groups, 4u);
    EXPECT_TRUE(relativelyNear(calibration.classes[0].efficiency, eCompute, 1e-15));
    EXPECT_TRUE(relativelyNear(calibration.classes[0].seconds, measured, 1e-15));
    // Two vector groups are fewer than three: e stays 1, and the calibration says so.
    EXPECT_EQ(calibration.classes[1].opClass, OpClass::Vector);
    EXPECT_FALSE(calibration.classes[1].computeBound);
    EXPECT_FALSE(calibration.classes[1].fitted);
    EXPECT_EQ(calibration.classes[1].efficiency, 1.0);
    ASSERT_EQ(calibration.warnings.size(), 1u);
    EXPECT_EQ(
        calibration.warnings[0], "vector, bandwidth-bound: 2 group(s), fewer than 3: its efficiency is kept at 1");
    // Per run: t̂, t, t̃ = max(F/(peak·e_compute), Y/(bw·e_bandwidth)), |t̃ − t|/t.
    const CalibratedGroup& a = groupNamed(calibration, "aten::mm A");
    EXPECT_EQ(a.runs, 2.0);
    EXPECT_TRUE(relativelyNear(a.predictedS, 2e-3, 1e-15));
    EXPECT_TRUE(relativelyNear(a.measuredS, 4e-3, 1e-15));
    EXPECT_TRUE(relativelyNear(a.calibratedS, 2e-3 / eCompute, 1e-14));
    EXPECT_TRUE(relativelyNear(a.error, std::abs(2e-3 / eCompute - 4e-3) / 4e-3, 1e-12));
    const CalibratedGroup& mul = groupNamed(calibration, "aten::mul");
    EXPECT_EQ(mul.opClass, OpClass::Vector);
    EXPECT_FALSE(mul.computeBound);
    EXPECT_TRUE(relativelyNear(mul.calibratedS, 2e-3, 1e-15));
}

TEST(Calibration, TheFourErrorsAreWorkedOutGroupByGroup)
{
    const Calibration calibration = calibrate(exampleChip(1e12, 1e11), profile());
    const double e = 10e-3 / 18.25e-3;
    // Each group: (runs, t̂, t), and t̃ (matmuls t̂/e, the rest t̂).
    struct Row {
        double n, predicted, measured, calibrated;
    };
    const Row rows[] = {{2, 2e-3, 4e-3, 2e-3 / e}, {1, 1e-3, 1.25e-3, 1e-3 / e}, {4, 5e-4, 1e-3, 5e-4 / e},
        {1, 3e-3, 5e-3, 3e-3 / e}, {1, 1e-3, 2e-3, 1e-3}, {2, 2e-3, 2.5e-3, 2e-3}};
    double nominal = 0.0, calibrated = 0.0, weighted = 0.0, time = 0.0;
    for (const Row& row : rows) {
        nominal += std::abs(row.predicted - row.measured) / row.measured / 6;
        calibrated += std::abs(row.calibrated - row.measured) / row.measured / 6;
        weighted += row.n * std::abs(row.calibrated - row.measured);
        time += row.n * row.measured;
    }
    EXPECT_TRUE(relativelyNear(calibration.mapeNominal, nominal, 1e-12));
    EXPECT_TRUE(relativelyNear(calibration.mapeCalibrated, calibrated, 1e-12));
    EXPECT_TRUE(relativelyNear(calibration.timeWeightedError, weighted / time, 1e-12));
    // Nominal: (0.5 + 0.2 + 0.5 + 0.4 + 0.5 + 0.2)/6.
    EXPECT_TRUE(relativelyNear(calibration.mapeNominal, 2.3 / 6, 1e-12));
    // Leave one out: each matmul predicted from the other three, the vector groups (too few) nominal.
    const double withoutA = (1e-3 + 4 * 5e-4 + 3e-3) / (1.25e-3 + 4e-3 + 5e-3);
    const double withoutB = (2 * 2e-3 + 4 * 5e-4 + 3e-3) / (2 * 4e-3 + 4e-3 + 5e-3);
    const double withoutC = (2 * 2e-3 + 1e-3 + 3e-3) / (2 * 4e-3 + 1.25e-3 + 5e-3);
    const double withoutD = (2 * 2e-3 + 1e-3 + 4 * 5e-4) / (2 * 4e-3 + 1.25e-3 + 4e-3);
    const double leftOut
        = (std::abs(2e-3 / withoutA - 4e-3) / 4e-3 + std::abs(1e-3 / withoutB - 1.25e-3) / 1.25e-3
              + std::abs(5e-4 / withoutC - 1e-3) / 1e-3 + std::abs(3e-3 / withoutD - 5e-3) / 5e-3 + 0.5 + 0.2)
        / 6;
    EXPECT_TRUE(relativelyNear(calibration.mapeLeaveOneOut, leftOut, 1e-12));
}

TEST(Calibration, ThreeGroupsAreEnoughATieIsComputeBoundAndAKernelOfNoTimeIsLeftOut)
{
    std::vector<MeasuredKernel> kernels;
    // F/peak = Y/bw = 1 ms: a tie is compute-bound (its bound "the larger term", compute first).
    launch(kernels, "aten::mm even", 1, 1e9, 1e8, 2e-3);
    launch(kernels, "aten::mm b", 1, 2e9, 1e6, 4e-3);
    launch(kernels, "aten::mm c", 1, 3e9, 1e6, 6e-3);
    // A kernel that took no time says nothing about the chip.
    launch(kernels, "aten::mm empty", 1, 1e9, 1e6, 0.0);
    const Calibration calibration = calibrate(exampleChip(1e12, 1e11), kernels);
    ASSERT_EQ(calibration.groups.size(), 3u);
    EXPECT_TRUE(groupNamed(calibration, "aten::mm even").computeBound);
    // Exactly three groups: fitted, e = (1 + 2 + 3) / (2 + 4 + 6), with no warning of too few; the one
    // warning names the kernel of no time.
    ASSERT_EQ(calibration.classes.size(), 1u);
    EXPECT_TRUE(calibration.classes[0].fitted);
    EXPECT_TRUE(relativelyNear(calibration.classes[0].efficiency, 0.5, 1e-15));
    ASSERT_EQ(calibration.warnings.size(), 1u);
    EXPECT_EQ(calibration.warnings[0],
        "\"aten::mm empty\": its roof on Example is not a finite number; left out of the calibration");
}

TEST(Calibration, ClassesComeFromTheNamesAndACollectiveFromItsLink)
{
    EXPECT_EQ(classOfGroup("aten::mm", false), OpClass::Matmul);
    EXPECT_EQ(classOfGroup("aten::addmm [64, 4096] x [4096, 4096]", false), OpClass::Matmul);
    EXPECT_EQ(classOfGroup("aten::_scaled_mm", false), OpClass::Matmul);
    EXPECT_EQ(classOfGroup("aten::linear", false), OpClass::Matmul);
    EXPECT_EQ(classOfGroup("aten::convolution", false), OpClass::Matmul);
    EXPECT_EQ(classOfGroup("ampere_bf16_s16816gemm_bf16_128x128", false), OpClass::Matmul);
    EXPECT_EQ(classOfGroup("aten::scaled_dot_product_attention", false), OpClass::Attention);
    EXPECT_EQ(classOfGroup("flash_fwd_kernel", false), OpClass::Attention);
    EXPECT_EQ(classOfGroup("aten::add", false), OpClass::Vector);
    EXPECT_EQ(classOfGroup("aten::layer_norm", false), OpClass::Vector);
    EXPECT_EQ(classOfGroup("aten::_softmax", false), OpClass::Vector);
    EXPECT_EQ(classOfGroup("aten::embedding", false), OpClass::Vector);
    EXPECT_EQ(classOfGroup("fused_bias_gelu", false), OpClass::Vector);
    EXPECT_EQ(classOfGroup("ncclDevKernel_AllReduce_Sum_bf16_RING_LL", false), OpClass::Collective);
    EXPECT_EQ(classOfGroup("c10d::allreduce_", false), OpClass::Collective);
    EXPECT_EQ(classOfGroup("anything", true), OpClass::Collective);
    EXPECT_EQ(classOfGroup("aten::index_select", false), OpClass::Other);
    // "mm" is a word, not a part of one.
    EXPECT_EQ(classOfGroup("commit_kernel", false), OpClass::Other);
}

TEST(Calibration, TheCalibratedTimeIsTheSlowerOfItsDeratedTerms)
{
    // F = 1e12 at 1e12 FLOPs/s and 50 % efficiency: 2 s; Y = 1e11 at 1e11 B/s and 80 %: 1.25 s.
    EXPECT_EQ(calibratedSeconds(1e12, 1e11, 1e12, 1e11, 0.5, 0.8), 2.0);
    EXPECT_EQ(calibratedSeconds(1e11, 1e11, 1e12, 1e11, 0.5, 0.8), 1.25);
    const Calibration calibration = calibrate(exampleChip(1e12, 1e11), profile());
    EXPECT_TRUE(relativelyNear(efficiencyOf(calibration, OpClass::Matmul, true), 10.0 / 18.25, 1e-15));
    EXPECT_EQ(efficiencyOf(calibration, OpClass::Attention, true), 1.0); // no group: nominal
}

TEST(Calibration, AProjectionPricesEachGroupAtTheTargetsRoofsAndCarriesTheUnmodelledTimeOver)
{
    const Calibration measured = calibrate(exampleChip(1e12, 1e11), profile());
    // A target of 4e12 FLOPs/s and 1e11 B/s: aten::mm A (F = 2e9, Y = 1e6 a run) stays compute-bound,
    // 2e9/4e12 = 0.5 ms slowed by e = 10/18.25; aten::add (Y = 1e8) 1 ms of bytes, e = 1.
    Chip target = exampleChip(4e12, 1e11);
    target.id = "target";
    const Projection projection = projectOnto(target, measured, measured, 3e-3);
    EXPECT_EQ(projection.chipId, "target");
    ASSERT_EQ(projection.groups.size(), 6u);
    const auto named = [&](const std::string& name) {
        for (const ProjectedGroup& group : projection.groups) {
            if (group.name == name)
                return group;
        }
        throw std::runtime_error("no projected group " + name);
    };
    const double e = 10.0 / 18.25;
    EXPECT_TRUE(relativelyNear(named("aten::mm A").seconds, 2 * 2e9 / 4e12 / e, 1e-14));
    EXPECT_TRUE(named("aten::mm A").computeBound);
    EXPECT_TRUE(relativelyNear(named("aten::add").seconds, 1e8 / 1e11, 1e-14));
    EXPECT_FALSE(named("aten::add").computeBound);
    // aten::addmm C: F/peak = 5e8/4e12 = 0.125 ms, Y/bw = 1e5/1e11 = 1 µs: compute-bound, 4 runs.
    EXPECT_TRUE(relativelyNear(named("aten::addmm C").seconds, 4 * 5e8 / 4e12 / e, 1e-14));
    // Every group's time over its runs, plus the unmodelled 3 ms as it was measured.
    double modelled = 0.0;
    for (const auto& [name, runs, flops, bytes] : {std::tuple {"A", 2, 2e9, 1e6}, std::tuple {"B", 1, 1e9, 1e6},
             std::tuple {"C", 4, 5e8, 1e5}, std::tuple {"D", 1, 3e9, 1e6}}) {
        modelled += runs * std::max(flops / (4e12 * e), bytes / 1e11);
    }
    modelled += 1 * 1e8 / 1e11 + 2 * 2e8 / 1e11;
    EXPECT_TRUE(relativelyNear(projection.modelledS, modelled, 1e-14));
    EXPECT_EQ(projection.unmodelledS, 3e-3);
    EXPECT_TRUE(relativelyNear(projection.stepS, modelled + 3e-3, 1e-14));
    // A group over a link the target does not have keeps its measured time, as unmodelled, and says so.
    Chip linked = exampleChip(1e12, 1e11);
    linked.links.push_back({"ICI", 4.5e10, std::nullopt, BandwidthKind::Link, {}});
    std::vector<MeasuredKernel> withAllReduce = profile();
    launch(withAllReduce, "all-reduce", 3, 1e6, 9e7, 4e-3, "ICI");
    const Calibration fromLinked = calibrate(linked, withAllReduce);
    const Projection noIci = projectOnto(target, fromLinked, fromLinked, 0.0);
    EXPECT_EQ(noIci.groups.size(), 6u);
    EXPECT_TRUE(relativelyNear(noIci.unmodelledS, 3 * 4e-3, 1e-15));
    ASSERT_EQ(noIci.warnings.size(), 1u);
    EXPECT_NE(noIci.warnings[0].find("its measured time is carried over"), std::string::npos) << noIci.warnings[0];
    // On a target where F/peak and Y/bw tie (1e9/1e12 = 1e8/1e11), the group is compute-bound.
    std::vector<MeasuredKernel> even;
    launch(even, "aten::mm even", 1, 1e9, 1e8, 2e-3);
    const Calibration one = calibrate(exampleChip(1e12, 1e11), even);
    EXPECT_TRUE(projectOnto(exampleChip(1e12, 1e11), one, one, 0.0).groups[0].computeBound);
}

TEST(Calibration, AStepIsEachOpsCountTimesItsSlowerCalibratedTerm)
{
    // A matmul run twice (T_math 1 s, T_comms 0.5 s) and an attention (0.1 s, 1 s); matmuls compute-bound at
    // 50 %, attention's bandwidth at 80 %: 2·max(1/0.5, 0.5) + 1·max(0.1, 1/0.8) = 4 + 1.25.
    StepResult step;
    StepOpResult matmul;
    matmul.step.op.kind = OpKind::Matmul;
    matmul.step.count = 2.0;
    matmul.evaluation.tMath = 1.0;
    matmul.evaluation.tComms = 0.5;
    StepOpResult attention;
    attention.step.op.kind = OpKind::Attention;
    attention.evaluation.tMath = 0.1;
    attention.evaluation.tComms = 1.0;
    step.ops = {matmul, attention};
    Calibration calibration;
    calibration.classes.push_back({OpClass::Matmul, true, 4, 0.5, 1.0, true});
    calibration.classes.push_back({OpClass::Attention, false, 3, 0.8, 1.0, true});
    EXPECT_DOUBLE_EQ(calibratedStepSeconds(step, calibration), 5.25);
}

TEST(Calibration, KernelsOfAnotherChipAreLeftOutAndNoGroupAtAllIsRefused)
{
    std::vector<MeasuredKernel> kernels = profile();
    kernels.emplace_back(SharedText("aten::mm A"), 2e9, 1e6, 1.0, SharedText("other-chip"), SharedText(), Dtype::BF16);
    const Calibration calibration = calibrate(exampleChip(1e12, 1e11), kernels);
    EXPECT_TRUE(relativelyNear(groupNamed(calibration, "aten::mm A").measuredS, 4e-3, 1e-15));
    const std::vector<MeasuredKernel> elsewhere {
        MeasuredKernel(SharedText("aten::mm"), 1e9, 1e6, 1e-3, SharedText("other-chip"), SharedText(), Dtype::BF16)};
    EXPECT_ROOFLINE_ERROR(calibrate(exampleChip(1e12, 1e11), elsewhere), ErrorKind::InvalidValue,
        "no measured group can calibrate Example");
}

// A synthetic profile whose efficiencies are known: per class and bound, six groups of 1 to 3 runs whose measured
// time is their roofline time over the efficiency, times (1 + noise). Without noise the calibration gives each
// efficiency back exactly; with a deterministic noise of up to ±10 % it gives Σ n·t̂ / Σ n·t of the noisy times,
// worked out here from the generated times.
struct Planted {
    std::string prefix;
    bool compute;
    double efficiency;
    std::string link;
};

std::vector<Planted> planted()
{
    return {{"aten::mm ", true, 0.62, ""}, {"aten::addmm narrow ", false, 0.41, ""},
        {"flash_attn_fwd ", true, 0.55, ""}, {"aten::add_ ", false, 0.83, ""}, {"nccl:all_reduce ", false, 0.7, "ICI"}};
}

// Noise i of a fixed sequence in [-0.1, 0.1]: no two groups alike, the same on every run of the test.
double noise(int i)
{
    return 0.1 * std::sin(1.7 * i + 0.3);
}

TEST(Calibration, PlantedEfficienciesAreRecoveredExactlyAndWithNoiseAsTheirTimeWeightedMeans)
{
    Chip chip = exampleChip(1e12, 1e11);
    chip.links.push_back({"ICI", 4.5e10, std::nullopt, BandwidthKind::Link, {}});
    const std::vector<Planted> plants = planted();
    for (const bool noisy : {false, true}) {
        SCOPED_TRACE(noisy ? "with noise" : "without noise");
        std::vector<MeasuredKernel> kernels;
        std::vector<std::pair<double, double>> sums(plants.size()); // Σ n·t̂, Σ n·t
        int index = 0;
        for (std::size_t p = 0; p < plants.size(); ++p) {
            const Planted& plant = plants[p];
            for (int g = 1; g <= 6; ++g, ++index) {
                // Compute-bound: F/peak ≫ Y/bw; bandwidth-bound the other way round.
                const double flops = plant.compute ? g * 1e9 : 1e3;
                const double bytes = plant.compute ? 1e6 : g * 1e8;
                const double roof = plant.compute ? flops / 1e12 : bytes / (plant.link.empty() ? 1e11 : 4.5e10);
                const double seconds = roof / plant.efficiency * (noisy ? 1.0 + noise(index) : 1.0);
                const int runs = 1 + g % 3;
                launch(kernels, plant.prefix + std::to_string(g), runs, flops, bytes, seconds, plant.link);
                sums[p].first += runs * roof;
                sums[p].second += runs * seconds;
            }
        }
        const Calibration calibration = calibrate(chip, kernels);
        ASSERT_EQ(calibration.classes.size(), plants.size());
        for (std::size_t p = 0; p < plants.size(); ++p) {
            const Planted& plant = plants[p];
            const auto bucket
                = std::find_if(calibration.classes.begin(), calibration.classes.end(), [&](const ClassEfficiency& c) {
                      return c.computeBound == plant.compute
                          && c.opClass == classOfGroup(plant.prefix, !plant.link.empty());
                  });
            ASSERT_NE(bucket, calibration.classes.end()) << plant.prefix;
            EXPECT_EQ(bucket->groups, 6u);
            const double expected = noisy ? sums[p].first / sums[p].second : plant.efficiency;
            EXPECT_TRUE(relativelyNear(bucket->efficiency, expected, 1e-12))
                << plant.prefix << bucket->efficiency << " against " << expected;
        }
        if (!noisy) {
            // Every group predicted exactly, whichever group is left out.
            EXPECT_LT(calibration.mapeCalibrated, 1e-12);
            EXPECT_LT(calibration.mapeLeaveOneOut, 1e-12);
            EXPECT_LT(calibration.timeWeightedError, 1e-12);
        } else {
            // The noise is all that is left: at most 10 % off the efficiency's own mean, so each group within ~22 %.
            EXPECT_GT(calibration.mapeCalibrated, 0.0);
            EXPECT_LT(calibration.mapeCalibrated, 0.22);
            EXPECT_LT(calibration.mapeCalibrated, calibration.mapeNominal);
            EXPECT_GE(calibration.mapeLeaveOneOut, calibration.mapeCalibrated * 0.5);
        }
    }
}

// Latency against throughput as a calibration prices it: with every class at half its roof both ways, every
// step takes twice its nominal time, every tokens/s halves, and the frontier is the nominal one.
TEST(Calibration, AParetoPointIsItsStepAtEachOpsCalibratedTimeAndTheFrontierIsMarkedAgain)
{
    const ModelConfig& model = shippedModel("llama-3-8b");
    const Chip& chip = shippedChip("h100-sxm");
    StepConfig config;
    config.s = 4096;
    const std::vector<ParetoPoint> nominal = paretoPoints(model, chip, config, 16, {}, 2);
    ASSERT_EQ(nominal.size(), 10u); // tp 1 and 2, B 1 … 16
    Calibration half;
    half.chipId = "h100-sxm";
    for (const OpClass opClass :
        {OpClass::Matmul, OpClass::Attention, OpClass::Vector, OpClass::Collective, OpClass::Other}) {
        for (const bool compute : {true, false})
            half.classes.push_back({opClass, compute, 3, 0.5, 1.0, true});
    }
    const std::vector<CalibratedParetoPoint> priced = calibratedParetoPoints(nominal, model, chip, config, half);
    ASSERT_EQ(priced.size(), nominal.size());
    for (std::size_t i = 0; i < nominal.size(); ++i) {
        SCOPED_TRACE(i);
        EXPECT_EQ(priced[i].nominalStepTimeS, nominal[i].stepTimeS);
        EXPECT_TRUE(relativelyNear(priced[i].point.stepTimeS, 2.0 * nominal[i].stepTimeS, 1e-12));
        EXPECT_TRUE(relativelyNear(priced[i].point.tokensPerSPerSequence, nominal[i].tokensPerSPerSequence / 2, 1e-12));
        EXPECT_TRUE(relativelyNear(priced[i].point.tokensPerSPerChip, nominal[i].tokensPerSPerChip / 2, 1e-12));
        EXPECT_EQ(priced[i].point.onFrontier, nominal[i].onFrontier);
        EXPECT_EQ(priced[i].point.b, nominal[i].b);
        EXPECT_EQ(priced[i].point.tp, nominal[i].tp);
    }
    // Matmuls alone slowed by 4: a step made mostly of matmuls takes longer, never less than before, and its
    // frontier is marked among the calibrated points (the fastest point per sequence is on it).
    Calibration matmuls;
    matmuls.chipId = "h100-sxm";
    matmuls.classes = {{OpClass::Matmul, true, 3, 0.25, 1.0, true}, {OpClass::Matmul, false, 3, 0.25, 1.0, true}};
    const std::vector<CalibratedParetoPoint> slower = calibratedParetoPoints(nominal, model, chip, config, matmuls);
    std::size_t fastest = 0;
    for (std::size_t i = 0; i < slower.size(); ++i) {
        EXPECT_GT(slower[i].point.stepTimeS, 1.5 * nominal[i].stepTimeS);
        if (slower[i].point.tokensPerSPerSequence > slower[fastest].point.tokensPerSPerSequence)
            fastest = i;
    }
    EXPECT_TRUE(slower[fastest].point.onFrontier);
}

} // namespace
} // namespace roofline::test
