// Project files: every field survives a save and a load; newer formats, bad values and failed saves
// are refused without touching the old file.
#include "support/test_helpers.h"

#include "core/formats/chip_json.h"
#include "core/formats/model_json.h"
#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/formulas/op_spec.h"
#include "core/model/model_config.h"

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace roofline::test {
namespace {

// A fresh directory per test, removed afterwards.
class ProjectFileTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-project-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::vector<std::string> filesInDirectory() const
    {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(m_dir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }

    std::filesystem::path m_dir;
};

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

Chip customChip(const std::string& origin)
{
    Chip chip;
    chip.id = "my-npu";
    chip.name = "My NPU «test»";
    chip.vendor = "Me";
    chip.peakFlopsPerS = {{Dtype::BF16, 4.5e14}, {Dtype::INT8, 9e14}, {Dtype::FP32, 1.1e13}};
    chip.memory = {{"HBM", 2.4e12, 6.4e10, BandwidthKind::Memory, "two stacks"},
        {"SRAM", 2e13, std::nullopt, BandwidthKind::Memory, {}}};
    chip.vectorPeakFlopsPerS = {{Dtype::FP32, 7e12}, {Dtype::BF16, 1.4e13}};
    chip.links = {{"ICI", 1e11, std::nullopt, BandwidthKind::Link, "per link, one direction", 6.0, 1.5e-6}};
    chip.achievableFraction = 0.85;
    chip.sources = {{"peak_flops_per_s.bf16", "https://example.com/npu", "datasheet p. 3"}};
    chip.notes = "Made up for the round-trip test.";
    chip.origin = origin;
    return chip;
}

ModelConfig customModel(const std::string& origin)
{
    ModelConfig model = parseModelJson(R"({"id": "tiny-moe", "name": "Tiny «test»", "d_model": 512,
        "d_ff": 1536, "n_heads": 8, "n_kv_heads": 2, "head_dim": 64, "n_layers": 6, "vocab": 32000,
        "gated_mlp": false, "tied_embeddings": true, "n_experts": 16, "experts_per_token": 4, "d_ff_expert": 256,
        "d_ff_shared": 512, "dense_layers": 2,
        "sources": [{"field": "d_model", "url": "https://example.com/tiny", "note": "made up"}],
        "notes": "For the round-trip test."})",
        "x");
    model.origin = origin;
    return model;
}

// Latent attention, sliding windows and the weights' formats of docs/model.md §13, with experts of their own format.
ModelConfig latentModel(const std::string& origin)
{
    ModelConfig model = parseModelJson(R"({"id": "tiny-mla", "name": "Tiny latent", "d_model": 512,
        "d_ff": 1536, "n_heads": 8, "n_kv_heads": 8, "head_dim": 48, "n_layers": 6, "vocab": 32000,
        "gated_mlp": true, "n_experts": 16, "experts_per_token": 4, "d_ff_expert": 256, "d_ff_shared": 0,
        "dense_layers": 1, "kv_lora_rank": 64, "q_lora_rank": 96, "qk_nope_head_dim": 32, "qk_rope_head_dim": 16,
        "v_head_dim": 32, "weights_dtype": "fp8-block", "expert_weights_dtype": "nvfp4"})",
        "x");
    model.origin = origin;
    return model;
}

// Sliding windows (docs/model.md §13): 3 of 6 layers attend to the last 128 positions.
ModelConfig windowedModel(const std::string& origin)
{
    ModelConfig model = parseModelJson(R"({"id": "tiny-window", "name": "Tiny windows", "d_model": 512,
        "d_ff": 1536, "n_heads": 8, "n_kv_heads": 2, "head_dim": 64, "n_layers": 6, "vocab": 32000,
        "gated_mlp": true, "sliding_window": 128, "sliding_layers": 3})",
        "x");
    model.origin = origin;
    return model;
}

// A project in which every field differs from a default-constructed Project.
Project everythingSet(const std::string& origin)
{
    Project p;
    p.chipIds = {"h100-sxm", "my-npu", "not-in-this-build"};
    p.customChips = {customChip(origin)};
    p.chipColors = {{"h100-sxm", Rgb {0x12, 0xab, 0xef}}, {"my-npu", Rgb {0, 0, 0}}};
    Op matmul
        = parseOpSpec("matmul B=B D=8192 F=F x=bf16 w=int8 z=fp32 compute=bf16 link=HBM label=\"Q2 \\\"int8\\\"\"");
    matmul.numbers["B"] = 96.0; // restored when unbound
    p.ops = {matmul, parseOpSpec("sharded-matmul B=512 D=D F=4096 chips=4 link=ICI ring=bi links=2"),
        parseOpSpec("tiled-matmul M=8192 K=8192 N=8192 bm=128 bk=512 bn=256 dtype=fp16"),
        parseOpSpec("elementwise N=1e8 flops=2.5 inputs=2 outputs=1 dtype=fp32"),
        parseOpSpec("custom flops=1.5e12 bytes=3.25e9 compute=int8 label=\"измерено\""),
        parseOpSpec("dot N=1000000 dtype=bf16"), parseOpSpec("batched-matmul B=64 D=1024 F=1024 x=int8 w=int8 z=int8"),
        parseOpSpec("attention B=8 T=T S=S N=32 K=8 H=128 causal=0 flash=0 x=bf16 kv=fp8 s=bf16 compute=bf16"),
        parseOpSpec("all-reduce N=16777216 chips=8 dtype=fp32 ring=bi links=4 link=ICI"),
        parseOpSpec("custom flops=1e12 bytes=1e9 footprint=9.6e10"),
        parseOpSpec("attention B=4 T=1 S=S N=16 K=1 H=576 Hk=576 Hv=512 shared_kv=1 W=4096 kv=fp8"),
        parseOpSpec("matmul B=128 D=128 F=512 G=16 w=mxfp4")};
    OpSpecRules sweep;
    sweep.optionalNumbers = {"B"};
    p.sweeps = {parseOpSpec("matmul D=1024 F=1024 w=int8 label=\"D=F=1024\"", "sweep", sweep),
        parseOpSpec("sharded-matmul D=16384 F=4096 chips=2", "sweep", sweep),
        parseOpSpec("attention T=1 S=S N=32 K=8 H=128", "sweep", sweep)};
    p.ops[1].marker = MarkerShape::PlusCircle; // the others have none: a file from before the key
    p.sweeps[0].marker = MarkerShape::Star;
    p.measured = {{"gemm, bf16", 1.374e11, 1.0145e8, 1.23e-3, "h100-sxm", "HBM", Dtype::BF16},
        {"attention", 3.2e9, 5.0e7, 2.5e-3, "", ""}};
    p.measuredView = MeasuredSettings {Aggregation::On, 3, "^gemm|attn", true, 0.025};
    p.measuredLinks = {{"gemm, bf16", "h100-sxm", 0}, {"attention", "", 5}};
    p.measuredLaunches = {{"gemm, bf16", {{"sm90_xmma_gemm", 3, 1.5e-5}, {"splitKreduce", 3, 2e-6}}}};
    p.compared = {{"gemm, bf16", 2e12, 3e9, 5e-4, "h100-sxm", ""}};
    p.comparedPath = "after/trace.json.gz";
    p.measuredFormats = {"csv", "nsight-compute"};
    p.comparedFormat = "pytorch-trace";
    p.empiricalRooflines = {EmpiricalRoofline {"h100-sxm", "Results.h100.01/Run.002/roofline.json",
        {{"GFLOPs", 5.12e13}}, {{"L1", 2.71e13}, {"DRAM", 2.93e12}}}};
    Calibration calibration;
    calibration.chipId = "h100-sxm";
    calibration.source = "lab/h100.cal.json";
    calibration.classes = {{OpClass::Matmul, true, 3, 0.62, 1e-2, true}};
    CalibratedGroup group;
    group.name = "aten::mm";
    group.opClass = OpClass::Matmul;
    group.computeBound = true;
    group.runs = 3;
    group.predictedS = 1e-3;
    group.measuredS = 2e-3;
    group.calibratedS = 1.6e-3;
    group.error = std::abs(group.calibratedS - group.measuredS) / group.measuredS;
    group.flops = 1e9;
    group.bytes = 1e6;
    group.peakFlopsPerS = 9.89e14;
    group.bandwidthBytesPerS = 3.35e12;
    group.dtype = kernelDtype(Dtype::BF16);
    group.link = "";
    calibration.groups = {group};
    calibration.mapeNominal = 0.5;
    calibration.unmodelledS = 4e-3;
    calibration.warnings = {"vector, bandwidth-bound: 1 group(s), fewer than 3: its efficiency is kept at 1"};
    p.calibrations = {calibration};
    ModelEntry llama;
    llama.modelId = "llama-3-70b";
    llama.phase = StepPhase::Prefill;
    llama.bothPhases = true;
    llama.chips = {{"h100-sxm", 8.0, 4.0, std::string("bi")}, {"my-npu", 2.0, std::nullopt, std::nullopt}};
    llama.link = "NVLink";
    llama.ring = "uni";
    llama.links = 18.0;
    llama.x = Dtype::FP8;
    llama.w = Dtype::INT8;
    llama.kv = Dtype::FP8;
    ModelEntry tiny;
    tiny.modelId = "tiny-moe";
    tiny.wExperts = Dtype::MXFP4;
    p.models = {llama, tiny};
    p.customModels = {customModel(origin), latentModel(origin), windowedModel(origin)};
    p.dims = Dims {256.0, 8192.0, 2048.0, 512.0, 8192.0};
    p.viewOptions.batchRange = BatchRange {2.0, 1000.0, 500, true};
    p.viewOptions.precision = Dtype::INT8;
    p.viewOptions.showAchievable = true;
    p.viewOptions.showAchievedCeilings = true;
    p.viewOptions.hiddenLevels = {"ICI", "SRAM"};
    p.viewOptions.detail = Detail::Full;
    p.viewOptions.shownLevels = {"DCN"};
    p.viewOptions.chipLayout = ChipLayout::SideBySide;
    p.viewOptions.allLinkSlopes = true;
    p.viewOptions.arrangement = ChartArrangement::Tabs;
    p.viewOptions.labelUnits = LabelUnits::SI;
    p.views.rooflineIntensity = AxisRange {0.5, 2e4};
    p.views.rooflineFlops = AxisRange {1e11, 3e15};
    p.views.sweepBatch = AxisRange {4.0, 300.0};
    p.views.sweepFlops = AxisRange {1e12, 5e14};
    p.viewOptions.sweepLogBatch = true;
    p.viewOptions.sweepLogFlops = true;
    p.viewOptions.sweepChipLayout = ChipLayout::Overlay;
    p.viewOptions.sweepSharedFlops = true;
    p.views.hidden = HiddenSeries {{"my-npu"}, {4, 1}, true, true, {"h100-sxm"}, {1}, true, {1}};
    p.viewOptions.theme = "dark";
    p.exportSettings = ExportSettings {"sweep", "svg", 800, 600, 2.5, "dark", true, "Title", "Sub", "Caption"};
    return p;
}

TEST_F(ProjectFileTest, EveryFieldSurvivesSaveAndLoad)
{
    const auto path = m_dir / "talk.roofline.json";
    const Project saved = everythingSet(path.string());
    // The test is only worth something if every field is away from its default.
    const Project defaults;
    EXPECT_NE(saved.chipIds, defaults.chipIds);
    EXPECT_NE(saved.customChips, defaults.customChips);
    EXPECT_NE(saved.chipColors, defaults.chipColors);
    EXPECT_TRUE(saved.ops[1].marker.has_value());
    EXPECT_NE(saved.ops, defaults.ops);
    EXPECT_NE(saved.sweeps, defaults.sweeps);
    EXPECT_NE(saved.measured, defaults.measured);
    const MeasuredSettings& mv = saved.measuredView;
    const MeasuredSettings& dmv = defaults.measuredView;
    EXPECT_TRUE(mv.aggregation != dmv.aggregation && mv.labelTop != dmv.labelTop && mv.filter != dmv.filter
        && mv.filterIsRegex != dmv.filterIsRegex && mv.minTimeShare != dmv.minTimeShare);
    EXPECT_NE(saved.measuredLinks, defaults.measuredLinks);
    EXPECT_NE(saved.measuredLaunches, defaults.measuredLaunches);
    EXPECT_NE(saved.compared, defaults.compared);
    EXPECT_NE(saved.comparedPath, defaults.comparedPath);
    EXPECT_NE(saved.measuredFormats, defaults.measuredFormats);
    EXPECT_NE(saved.comparedFormat, defaults.comparedFormat);
    EXPECT_TRUE(saved.measured[0].dtype);
    EXPECT_NE(saved.empiricalRooflines, defaults.empiricalRooflines);
    EXPECT_NE(saved.calibrations, defaults.calibrations);
    EXPECT_NE(saved.models, defaults.models);
    EXPECT_NE(saved.customModels, defaults.customModels);
    const ModelEntry& me = saved.models[0];
    const ModelEntry dme;
    EXPECT_TRUE(me.phase != dme.phase && me.bothPhases != dme.bothPhases && me.chips != dme.chips && me.link != dme.link
        && me.ring != dme.ring && me.links != dme.links && me.x != dme.x && me.w != dme.w && me.kv != dme.kv);
    EXPECT_NE(saved.dims, defaults.dims);
    EXPECT_NE(saved.viewOptions.batchRange.from, defaults.viewOptions.batchRange.from);
    EXPECT_NE(saved.viewOptions.batchRange.to, defaults.viewOptions.batchRange.to);
    EXPECT_NE(saved.viewOptions.batchRange.maxPoints, defaults.viewOptions.batchRange.maxPoints);
    EXPECT_NE(saved.viewOptions.batchRange.logSpacing, defaults.viewOptions.batchRange.logSpacing);
    EXPECT_NE(saved.viewOptions.precision, defaults.viewOptions.precision);
    EXPECT_NE(saved.viewOptions.showAchievable, defaults.viewOptions.showAchievable);
    EXPECT_NE(saved.viewOptions.showAchievedCeilings, defaults.viewOptions.showAchievedCeilings);
    EXPECT_NE(saved.viewOptions.hiddenLevels, defaults.viewOptions.hiddenLevels);
    EXPECT_NE(saved.viewOptions.detail, defaults.viewOptions.detail);
    EXPECT_NE(saved.viewOptions.shownLevels, defaults.viewOptions.shownLevels);
    EXPECT_NE(saved.viewOptions.chipLayout, defaults.viewOptions.chipLayout);
    EXPECT_NE(saved.viewOptions.allLinkSlopes, defaults.viewOptions.allLinkSlopes);
    EXPECT_NE(saved.viewOptions.arrangement, defaults.viewOptions.arrangement);
    EXPECT_NE(saved.viewOptions.labelUnits, defaults.viewOptions.labelUnits);
    EXPECT_NE(saved.views.rooflineIntensity, defaults.views.rooflineIntensity);
    EXPECT_NE(saved.views.rooflineFlops, defaults.views.rooflineFlops);
    EXPECT_NE(saved.views.sweepBatch, defaults.views.sweepBatch);
    EXPECT_NE(saved.views.sweepFlops, defaults.views.sweepFlops);
    EXPECT_NE(saved.viewOptions.sweepLogBatch, defaults.viewOptions.sweepLogBatch);
    EXPECT_NE(saved.viewOptions.sweepLogFlops, defaults.viewOptions.sweepLogFlops);
    EXPECT_NE(saved.viewOptions.sweepChipLayout, defaults.viewOptions.sweepChipLayout);
    EXPECT_NE(saved.viewOptions.sweepSharedFlops, defaults.viewOptions.sweepSharedFlops);
    const HiddenSeries& h = saved.views.hidden;
    const HiddenSeries& dh = defaults.views.hidden;
    EXPECT_TRUE(h.rooflineChips != dh.rooflineChips && h.rooflineOps != dh.rooflineOps
        && h.memorySlopes != dh.memorySlopes && h.linkSlopes != dh.linkSlopes && h.sweepChips != dh.sweepChips
        && h.sweeps != dh.sweeps && h.measured != dh.measured && h.models != dh.models);
    EXPECT_NE(saved.viewOptions.theme, defaults.viewOptions.theme);
    const ExportSettings& e = saved.exportSettings;
    const ExportSettings& d = defaults.exportSettings;
    EXPECT_TRUE(e.chart != d.chart && e.format != d.format && e.width != d.width && e.height != d.height
        && e.scale != d.scale && e.theme != d.theme && e.transparent != d.transparent && e.title != d.title
        && e.subtitle != d.subtitle && e.caption != d.caption);

    saveProjectFile(path, saved);
    const Project loaded = loadProjectFile(path);

    EXPECT_EQ(loaded.chipIds, saved.chipIds);
    ASSERT_EQ(loaded.customChips.size(), 1u);
    EXPECT_EQ(loaded.customChips[0], saved.customChips[0]);
    ASSERT_EQ(loaded.ops.size(), saved.ops.size());
    for (std::size_t i = 0; i < saved.ops.size(); ++i)
        EXPECT_EQ(loaded.ops[i], saved.ops[i]) << formatOpSpec(saved.ops[i]);
    EXPECT_EQ(loaded.ops[0].numbers.at("B"), 96.0);
    EXPECT_EQ(loaded.ops[0].bindings.at("B"), Dim::B);
    EXPECT_EQ(loaded.sweeps, saved.sweeps);
    EXPECT_EQ(loaded.measured, saved.measured);
    EXPECT_EQ(loaded.measuredView, saved.measuredView);
    EXPECT_EQ(loaded.measuredLinks, saved.measuredLinks);
    EXPECT_EQ(loaded.measuredLaunches, saved.measuredLaunches);
    EXPECT_EQ(loaded.empiricalRooflines, saved.empiricalRooflines);
    EXPECT_EQ(loaded.calibrations, saved.calibrations);
    EXPECT_EQ(loaded.compared, saved.compared);
    EXPECT_EQ(loaded.comparedPath, saved.comparedPath);
    EXPECT_EQ(loaded.models, saved.models);
    EXPECT_EQ(loaded.customModels, saved.customModels);
    EXPECT_EQ(loaded.dims, saved.dims);
    EXPECT_EQ(loaded.viewOptions.batchRange, saved.viewOptions.batchRange);
    EXPECT_EQ(loaded.viewOptions.precision, saved.viewOptions.precision);
    EXPECT_EQ(loaded.viewOptions.showAchievable, saved.viewOptions.showAchievable);
    EXPECT_EQ(loaded.viewOptions.showAchievedCeilings, saved.viewOptions.showAchievedCeilings);
    EXPECT_EQ(loaded.viewOptions.hiddenLevels, saved.viewOptions.hiddenLevels);
    EXPECT_EQ(loaded.viewOptions.detail, Detail::Full);
    EXPECT_EQ(loaded.viewOptions.shownLevels, std::vector<std::string> {"DCN"});
    EXPECT_EQ(loaded.viewOptions.chipLayout, saved.viewOptions.chipLayout);
    EXPECT_TRUE(loaded.viewOptions.allLinkSlopes);
    EXPECT_EQ(loaded.viewOptions.arrangement, saved.viewOptions.arrangement);
    EXPECT_EQ(loaded.viewOptions.labelUnits, saved.viewOptions.labelUnits);
    EXPECT_EQ(loaded.views.hidden.rooflineChips, saved.views.hidden.rooflineChips);
    EXPECT_EQ(loaded.views.hidden.rooflineOps, (std::vector<int> {4, 1}));
    EXPECT_EQ(loaded.views.hidden, saved.views.hidden);
    EXPECT_EQ(loaded.views, saved.views);
    EXPECT_EQ(loaded.viewOptions, saved.viewOptions);
    EXPECT_EQ(loaded.viewOptions.theme, saved.viewOptions.theme);
    EXPECT_EQ(loaded.exportSettings, saved.exportSettings);
    EXPECT_EQ(loaded, saved);
    EXPECT_EQ(filesInDirectory(), std::vector<std::string> {"talk.roofline.json"}); // no temporary left
}

// A tripwire for whoever adds a field to the project's structs: the file format (core/formats/project_json.cpp),
// everythingSet() above and docs/file-formats.md "Project files" must learn it too; then update the sizes here.
TEST(ProjectFormat, CoversEveryFieldOfTheProjectStructs)
{
#if defined(__GLIBCXX__) && defined(__x86_64__)
    EXPECT_EQ(sizeof(Project), 1120u)
        << "Project changed: save and load the new field in core/formats/project_json.cpp";
    EXPECT_EQ(sizeof(ViewOptions), 152u) << "ViewOptions changed: save and load the new field";
    EXPECT_EQ(sizeof(MeasuredSettings), 56u) << "MeasuredSettings changed: core/formats/project_json_measured.cpp";
    EXPECT_EQ(sizeof(MeasuredLink), 72u) << "MeasuredLink changed: core/formats/project_json_measured.cpp";
    EXPECT_EQ(sizeof(EmpiricalRoofline), 112u) << "EmpiricalRoofline changed: core/formats/project_json_measured.cpp";
    EXPECT_EQ(sizeof(ChartViews), 232u) << "ChartViews changed: save and load the new field";
    EXPECT_EQ(sizeof(HiddenSeries), 136u) << "HiddenSeries changed: save and load the new field";
    EXPECT_EQ(sizeof(ExportSettings), 216u) << "ExportSettings changed: save and load the new field";
    EXPECT_EQ(sizeof(Op), 272u) << "Op changed: save and load the new field";
    EXPECT_EQ(sizeof(Chip), 344u) << "Chip changed: chipToJson/chipFromJson need the new field";
    EXPECT_EQ(sizeof(MeasuredKernel), 80u) << "MeasuredKernel changed: save and load the new field";
    EXPECT_EQ(sizeof(ModelEntry), 160u) << "ModelEntry changed: core/formats/project_json_models.cpp";
    EXPECT_EQ(sizeof(ModelConfig), 336u) << "ModelConfig changed: modelToJson/modelFromJson need the new field";
#else
    GTEST_SKIP() << "sizes are recorded for libstdc++ on x86-64";
#endif
}

TEST_F(ProjectFileTest, EveryPrecisionSurvives)
{
    Project project = defaultProject();
    project.viewOptions.precision = std::nullopt;
    EXPECT_EQ(parseProjectJson(projectToText(project), "p.json").viewOptions.precision, std::nullopt);
    EXPECT_EQ(parseProjectJson(projectToText(defaultProject()), "p.json"), defaultProject());
}

TEST_F(ProjectFileTest, TheFileIsVersionedReadableJson)
{
    const nlohmann::ordered_json json = projectToJson(everythingSet("x"));
    EXPECT_EQ(json.begin().key(), "format");
    EXPECT_EQ(json.at("format"), 1);
    EXPECT_EQ(json.at("app"), "roofline-studio");
    // Ops are structured, and carry their spec for people reading the file.
    const auto& op = json.at("ops").at(0);
    EXPECT_EQ(op.at("kind"), "matmul");
    EXPECT_EQ(op.at("bindings").at("B"), "B");
    EXPECT_EQ(op.at("dtypes").at("w"), "int8");
    EXPECT_EQ(op.at("link"), "HBM");
    EXPECT_EQ(op.at("spec").get<std::string>().rfind("matmul B=B D=8192 F=F", 0), 0u);
    EXPECT_EQ(json.at("custom_chips").at(0).at("id"), "my-npu");
    EXPECT_EQ(json.at("precision"), "int8");
}

TEST_F(ProjectFileTest, TheStructuredFormIsReadNotTheSpec)
{
    nlohmann::ordered_json json = projectToJson(defaultProject());
    json["ops"][0]["spec"] = "dot N=5"; // a stale or edited spec string changes nothing
    const Project loaded = parseProjectJson(json.dump(), "p.json");
    EXPECT_EQ(loaded.ops[0], defaultProject().ops[0]);
}

TEST_F(ProjectFileTest, UnknownKeysAreIgnored)
{
    nlohmann::ordered_json json = projectToJson(defaultProject());
    json["added_in_a_later_build"] = {{"anything", 1}};
    json["ops"][0]["colour"] = "#ff0000";
    json["export"]["dpi"] = 300;
    EXPECT_EQ(parseProjectJson(json.dump(), "p.json"), defaultProject());
}

TEST_F(ProjectFileTest, ANewerFormatIsRefusedSayingWhichVersions)
{
    nlohmann::ordered_json json = projectToJson(defaultProject());
    json["format"] = 2;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "new.roofline.json"), ErrorKind::UnsupportedVersion,
        "new.roofline.json", "format 2", "reads format 1");
    // However large: a format beyond a double's whole-number range is still a newer file, not a fraction.
    json["format"] = 1e20;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "new.roofline.json"), ErrorKind::UnsupportedVersion,
        "new.roofline.json: format: the file is project format 1e20, written by a newer Roofline Studio");
    EXPECT_ROOFLINE_ERROR(parseProjectJson(R"({"format": 1180591620717411303424})", "new.roofline.json"),
        ErrorKind::UnsupportedVersion, "project format 1180591620717411303424,");
    json["format"] = 1.5;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "new.roofline.json"), ErrorKind::InvalidValue,
        "format: must be a whole number, got 1.5");
}

TEST_F(ProjectFileTest, ChipsThatNoLibraryHasLoadAndAreReportedMissing)
{
    const Project loaded = parseProjectJson(projectToText(everythingSet("p.json")), "p.json");
    const ResolvedChips resolved = resolveProjectChips(loaded, builtinChips());
    ASSERT_EQ(resolved.chips.size(), 2u);
    EXPECT_EQ(resolved.chips[0].id, "h100-sxm");
    EXPECT_EQ(resolved.chips[1].id, "my-npu"); // embedded in the file
    EXPECT_EQ(resolved.missing, std::vector<std::string> {"not-in-this-build"});
}

TEST_F(ProjectFileTest, ErrorsNameTheFileAndTheKeyPath)
{
    nlohmann::ordered_json json = projectToJson(everythingSet("p"));
    json["ops"][2]["numbers"]["bk"] = 0;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "talk.roofline.json"), ErrorKind::InvalidValue,
        "talk.roofline.json: ops[2].numbers.bk: must be at least 1, got 0");
    json = projectToJson(everythingSet("p"));
    json["custom_chips"][0]["links"][0]["bandwidth_bytes_per_s"] = -1;
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "talk.roofline.json"), ErrorKind::InvalidValue,
        "talk.roofline.json: custom_chips[0].links[0].bandwidth_bytes_per_s");
    json = projectToJson(everythingSet("p"));
    json["views"]["hidden"]["roofline_ops"] = {0, 12};
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "talk.roofline.json"), ErrorKind::InvalidValue,
        "talk.roofline.json: views.hidden.roofline_ops[1]: must be the index of one of the 12 ops, got 12");
    json = projectToJson(everythingSet("p"));
    json["views"]["hidden"]["sweeps"] = {1, 1};
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "talk.roofline.json"), ErrorKind::InvalidValue,
        "views.hidden.sweeps[1]: 1 is listed twice");
    json = projectToJson(everythingSet("p"));
    json["measured"][1]["seconds"] = "fast";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "talk.roofline.json"), ErrorKind::WrongType,
        "talk.roofline.json: measured[1].seconds: expected a number");
    json = projectToJson(everythingSet("p"));
    json["link_slopes"] = "some";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(json.dump(), "talk.roofline.json"), ErrorKind::UnknownName,
        "talk.roofline.json: link_slopes: expected one of \"one\", \"all\", got \"some\"");
}

// docs/model.md §8: "link_slopes" says whether a link's slope is for one link or all `count` of them; a file
// from before has no key and keeps the chapter's one link.
TEST_F(ProjectFileTest, LinkSlopesAreOneOrAllAndAFileWithoutTheKeyDrawsOneLink)
{
    nlohmann::ordered_json json = projectToJson(Project {});
    EXPECT_EQ(json["link_slopes"], "one");
    json["link_slopes"] = "all";
    EXPECT_TRUE(parseProjectJson(json.dump(), "p.roofline.json").viewOptions.allLinkSlopes);
    json.erase("link_slopes");
    EXPECT_FALSE(parseProjectJson(json.dump(), "p.roofline.json").viewOptions.allLinkSlopes);
    json["link_slopes"] = true; // the key is a word, not the legend's hidden flag of the same name
    EXPECT_ROOFLINE_ERROR(
        parseProjectJson(json.dump(), "p.roofline.json"), ErrorKind::WrongType, "p.roofline.json: link_slopes");
}

TEST_F(ProjectFileTest, AFailedSaveLeavesTheOldFileAndNoTemporary)
{
    const auto path = m_dir / "talk.roofline.json";
    saveProjectFile(path, defaultProject());
    const std::string before = readFile(path);

    Project broken = defaultProject();
    broken.dims.b = std::nan(""); // what a form must never send, and a save must never write
    EXPECT_ROOFLINE_ERROR(saveProjectFile(path, broken), ErrorKind::WrongType, path.string(), "dims.B");
    broken = defaultProject();
    broken.ops[0].numbers["D"] = -4;
    EXPECT_ROOFLINE_ERROR(saveProjectFile(path, broken), ErrorKind::InvalidValue, "ops[0].numbers.D");
    // The T slider dragged above S under an attention op that follows both: a file that would not open.
    broken = defaultProject();
    broken.ops = {parseOpSpec("attention B=8 T=T S=S N=32 K=8 H=128")};
    broken.dims.t = 8192;
    broken.dims.s = 1024;
    EXPECT_ROOFLINE_ERROR(saveProjectFile(path, broken), ErrorKind::InvalidValue, "ops[0]", "T must be at most S");

    EXPECT_EQ(readFile(path), before);
    EXPECT_EQ(filesInDirectory(), std::vector<std::string> {"talk.roofline.json"});
}

// A model added from a file (a Hugging Face config.json, a model file) and a chip read from a file carry the
// path they were read from, which the project file does not hold: the save compares what the file holds,
// so it saves under any name and reopens equal, again and again.
TEST_F(ProjectFileTest, ModelsAndChipsReadFromFilesSaveAndReopenEqual)
{
    const auto configs = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs";
    Project project = defaultProject();
    for (const char* folder : {"Mixtral-8x7B-v0.1", "Meta-Llama-3-8B"}) {
        ModelConfig model = loadModelFile(configs / folder / "config.json").model;
        ASSERT_EQ(model.origin, (configs / folder / "config.json").string());
        ModelEntry entry;
        entry.modelId = model.id;
        project.models.push_back(entry);
        project.customModels.push_back(std::move(model));
    }
    project.customChips = {customChip((m_dir / "my-npu.json").string())};
    project.chipIds.push_back("my-npu");
    for (const char* name : {"first.roofline.json", "second.roofline.json", "first.roofline.json"}) {
        saveProjectFile(m_dir / name, project);
        const Project back = loadProjectFile(m_dir / name);
        EXPECT_EQ(asInFile(back), asInFile(project)) << name;
        EXPECT_EQ(back.customModels.size(), 2u);
        project = back; // saved again as it was opened, origins and all
    }
}

// The read-back refuses a file that would open as something else, naming the field: here a label whose
// bytes are not UTF-8 (the file would hold U+FFFD in its place).
TEST_F(ProjectFileTest, AFieldThatWouldNotReadBackTheSameIsRefusedByName)
{
    const auto path = m_dir / "talk.roofline.json";
    saveProjectFile(path, defaultProject());
    const std::string before = readFile(path);
    Project broken = defaultProject();
    broken.ops[1].label = "int8 \xff weights";
    EXPECT_ROOFLINE_ERROR(saveProjectFile(path, broken), ErrorKind::InvalidValue, path.string(), "cannot be saved",
        "ops[1].label", "not UTF-8");
    EXPECT_EQ(readFile(path), before);
    EXPECT_EQ(filesInDirectory(), std::vector<std::string> {"talk.roofline.json"});
}

// What the file holds of a project: everything but where its chips and models were read from.
TEST(ProjectJson, AsInFileForgetsOnlyWhereChipsAndModelsWereReadFrom)
{
    Project a = defaultProject();
    a.customChips = {customChip("a.json")};
    a.customModels = {*findModel(builtinModels(), "mistral-7b")};
    a.customModels[0].origin = "a/config.json";
    Project b = a;
    b.customChips[0].origin = "b.roofline.json";
    b.customModels[0].origin = "b.roofline.json";
    EXPECT_NE(a, b);
    EXPECT_EQ(asInFile(a), asInFile(b));
    b.customModels[0].name = "Mistral 7B (mine)";
    EXPECT_NE(asInFile(a), asInFile(b));
}

TEST_F(ProjectFileTest, SavingIntoAMissingFolderIsAnIoError)
{
    EXPECT_ROOFLINE_ERROR(
        saveProjectFile(m_dir / "no" / "such" / "p.roofline.json", defaultProject()), ErrorKind::Io, "p.roofline.json");
}

TEST(ProjectJson, TheLastExportMayBeTheModelPanelsChart)
{
    Project project = defaultProject();
    project.exportSettings.chart = "model-pareto";
    const Project back = parseProjectJson(projectToText(project), "p.roofline.json");
    EXPECT_EQ(back.exportSettings.chart, "model-pareto");
    nlohmann::ordered_json json = projectToJson(project);
    json["export"]["chart"] = "pie";
    EXPECT_ROOFLINE_ERROR(parseProjectJson(projectJsonToText(json), "p.roofline.json"), ErrorKind::UnknownName,
        "p.roofline.json: export.chart", "\"model-pareto\"");
}

} // namespace
} // namespace roofline::test
