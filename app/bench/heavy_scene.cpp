#include "app/bench/heavy_scene.h"

#include "core/base/error.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_library.h"
#include "core/formulas/op_spec.h"

#include <algorithm>
#include <array>
#include <string>

namespace roofline {

namespace {

// A library chip cut down to the precisions, memory levels and link the heavy scene asks for.
Chip trimmedCopy(std::string_view id, std::initializer_list<Dtype> precisions, std::string_view link)
{
    const Chip* source = findChip(builtinChips(), id);
    if (!source)
        throw Error(ErrorKind::UnknownName, "the bench scene needs the built-in chip " + std::string(id));
    Chip chip = *source;
    chip.id = "bench-" + chip.id;
    chip.origin.clear();
    chip.peakFlopsPerS.clear();
    chip.vectorPeakFlopsPerS.clear();
    for (const Dtype dtype : precisions)
        chip.peakFlopsPerS[dtype] = source->peakFlopsPerS.at(dtype);
    chip.memory.resize(std::min<std::size_t>(chip.memory.size(), 2));
    std::erase_if(chip.links, [&](const BandwidthLevel& level) { return level.name != link; });
    // Sources of the numbers dropped would name fields the copy no longer has.
    std::erase_if(chip.sources, [&](const Source& s) {
        if (s.field.starts_with("links."))
            return !s.field.starts_with("links." + std::string(link) + ".");
        if (s.field.starts_with("vector_peak_flops_per_s."))
            return true;
        if (s.field.starts_with("peak_flops_per_s.")) {
            const std::optional<Dtype> dtype = parseDtype(s.field.substr(17));
            return !dtype || !chip.peakFlopsPerS.contains(*dtype);
        }
        return false;
    });
    return chip;
}

Chip syntheticChip()
{
    Chip chip;
    chip.id = "bench-synthetic";
    chip.name = "Synthetic (bench)";
    chip.vendor = "Roofline Studio";
    chip.peakFlopsPerS = {{Dtype::BF16, 1.0e15}, {Dtype::FP8, 2.0e15}, {Dtype::INT8, 2.0e15}};
    chip.memory = {BandwidthLevel {"HBM", 5.0e12, 1.28e11, BandwidthKind::Memory, ""},
        BandwidthLevel {"SRAM", 4.0e13, std::nullopt, BandwidthKind::Memory, ""}};
    chip.links = {BandwidthLevel {"Fabric", 2.0e11, std::nullopt, BandwidthKind::Link, ""}};
    chip.achievableFraction = 0.8;
    chip.notes = "Round numbers for the benchmark's fourth chip; not a real product.";
    return chip;
}

std::string number(double value)
{
    return std::to_string(static_cast<long long>(value));
}

// Op i of the heavy scene: every kind, most of them following B; shapes and dtypes vary with i so
// that markers and labels spread over the chart. Every op computes in bf16 or int8, which each
// chip of the scene has.
Op benchOp(int i)
{
    static constexpr std::array kDims {1024.0, 2048.0, 4096.0, 8192.0, 16384.0};
    const double d = kDims[static_cast<std::size_t>(i) % kDims.size()];
    const double f = kDims[static_cast<std::size_t>(i / 5) % kDims.size()];
    const bool int8 = i % 3 == 0;
    const std::string x = int8 ? "int8" : "bf16";
    const std::string w = i % 2 == 0 ? "int8" : "bf16";
    const std::string shape = " D=" + number(d) + " F=" + number(f) + " x=" + x + " w=" + w + " z=bf16";
    switch (i % 10) {
    case 0:
    case 1:
    case 2:
    case 3:
        return parseOpSpec("matmul B=B" + shape);
    case 4:
        return parseOpSpec("batched-matmul B=B" + shape);
    case 5:
        return parseOpSpec("sharded-matmul B=B chips=" + number(2 + i % 7) + shape);
    case 6:
        return parseOpSpec("elementwise N=B flops=" + number(1 + i % 4) + " inputs=2 outputs=1 dtype=bf16");
    case 7:
        return parseOpSpec("matmul B=B D=" + number(f) + " F=" + number(d) + " x=bf16 w=bf16 z=bf16");
    case 8:
        return parseOpSpec("dot N=" + number(1e5 * (1 + i % 50)) + " dtype=bf16");
    default:
        return parseOpSpec("tiled-matmul M=" + number(d) + " K=" + number(f)
            + " N=4096 bm=128 bk=" + number(64 << (i % 4)) + " bn=128 dtype=bf16");
    }
}

} // namespace

Project heavyBenchProject(int scale)
{
    scale = std::clamp(scale, 1, 100);
    Project project;
    project.customChips = {trimmedCopy("tpu-v5e", {Dtype::BF16, Dtype::INT8, Dtype::INT4}, "ICI"),
        trimmedCopy("h100-sxm", {Dtype::BF16, Dtype::FP8, Dtype::INT8}, "NVLink"),
        trimmedCopy("mi300x", {Dtype::BF16, Dtype::FP8, Dtype::INT8}, "Infinity Fabric"), syntheticChip()};
    for (const Chip& chip : project.customChips)
        project.chipIds.push_back(chip.id);
    project.viewOptions.precision = std::nullopt; // every precision: 3 ceilings per chip
    project.viewOptions.chipLayout = ChipLayout::Overlay;
    project.viewOptions.arrangement = ChartArrangement::SideBySide;
    project.viewOptions.sweepChipLayout = ChipLayout::Overlay;
    project.dims = Dims {128.0, 4096.0, 4096.0};
    for (int i = 0; i < 100 * scale; ++i)
        project.ops.push_back(benchOp(i));

    OpSpecRules sweepRules;
    sweepRules.optionalNumbers = {"B"};
    for (double d = 512.0; d <= 65536.0; d *= 2.0)
        project.sweeps.push_back(parseOpSpec(
            "matmul D=" + number(d) + " F=" + number(d) + " x=bf16 w=int8 z=bf16", "bench sweep", sweepRules));
    // Whole models (docs/model.md §10, §11, §13) on every chip: DeepSeek-V3 (first, so the Model panel shows its
    // latent attention and 256 experts in fp8-block), Llama 3 70B and Mixtral 8x7B decoding, split over 8 chips, so
    // each B step also evaluates their 17, 8 and 9 layer ops per chip.
    for (const char* id : {"deepseek-v3", "llama-3-70b", "mixtral-8x7b"}) {
        ModelEntry model = newModelEntry(*findModel(builtinModels(), id));
        for (const std::string& chip : project.chipIds)
            setTensorParallel(model, chip, 8.0);
        project.models.push_back(model);
    }
    const double points = 4096.0 * scale;
    project.viewOptions.batchRange = BatchRange {1.0, points, static_cast<int>(points), false};
    return project;
}

} // namespace roofline
