#pragma once

#include "core/formulas/dtype.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// Memory levels feed a chip's own compute (HBM, VMEM, L2…); links connect it to other chips
// (ICI, NVLink, PCIe, DCN…). Charts draw the two with different line styles.
enum class BandwidthKind { Memory, Link };

struct BandwidthLevel {
    std::string name; // "HBM", "ICI"…; unique within a chip, compared case-insensitively
    double bytesPerS = 0.0; // for links: per direction, per link
    std::optional<double> capacityBytes;
    BandwidthKind kind = BandwidthKind::Memory;
    std::string note;
    // Links: how many such links a chip has (docs/model.md §8); the chip's total is count × bytesPerS each way.
    // Memory levels always have 1.
    double count = 1.0;
    double totalBytesPerS() const { return bytesPerS * count; } // every link of the name at once
    // Links: the time of one hop (docs/model.md §12), which a ring collective pays 2(n-1) times; 0 when the
    // chip file gives none. Memory levels have none.
    double latencyS = 0.0;
    // Links: how many chips the link joins directly (docs/model.md §14: NVLink on an 8-GPU board 8, a TPU
    // pod's ICI its largest slice; 1: the chip's host only, as PCIe on a board whose GPUs meet over NVLink);
    // nullopt: any number (a NIC, DCN). Memory levels have none.
    std::optional<double> domain = std::nullopt;

    bool operator==(const BandwidthLevel&) const = default;
};

// Where a number of a chip file comes from. field is a key path: "peak_flops_per_s.bf16",
// "vector_peak_flops_per_s.fp32", "memory.HBM.bandwidth_bytes_per_s", "links.ICI.bandwidth_bytes_per_s",
// "links.ICI.count", "links.NVLink.latency_s", "achievable_fraction".
struct Source {
    std::string field;
    std::string url;
    std::string note;

    bool operator==(const Source&) const = default;
};

struct Chip {
    std::string id; // "tpu-v5e"
    std::string name; // "TPU v5e"
    std::string vendor; // "Google"
    std::map<Dtype, double> peakFlopsPerS; // dense peaks only: the matrix units (MXU, tensor cores)
    // The vector units (TPU VPU, GPU CUDA cores), per precision: where dot products and elementwise
    // work run when the chip lists a peak for their precision (docs/model.md §6).
    std::map<Dtype, double> vectorPeakFlopsPerS;
    std::vector<BandwidthLevel> memory; // the first one is the default for an op's bytes
    std::vector<BandwidthLevel> links;
    std::optional<double> achievableFraction; // of peak FLOPs/s, in (0, 1]
    std::vector<Source> sources;
    std::string notes;
    std::string origin; // the file it was read from, or "built-in"; not part of the file format

    bool operator==(const Chip&) const = default;
};

// Finds a memory level or link by name, case-insensitively; nullptr when the chip has none.
const BandwidthLevel* findBandwidthLevel(const Chip& chip, std::string_view name);

// The default level for an op's bytes: the first memory level (chips always have one).
const BandwidthLevel& defaultMemoryLevel(const Chip& chip);

// The default link for ops that move data between chips: the first link, or nullptr.
const BandwidthLevel* defaultLink(const Chip& chip);

// Every memory level, then every link.
std::vector<const BandwidthLevel*> allBandwidthLevels(const Chip& chip);

// "HBM, VMEM, ICI, PCIe": for error messages.
std::string bandwidthLevelNames(const Chip& chip);

std::optional<double> peakFlopsPerS(const Chip& chip, Dtype precision);
std::optional<double> vectorPeakFlopsPerS(const Chip& chip, Dtype precision);

// The units an op's FLOPs can run on: the matrix units (the chapter's MXU) or the vector units (VPU).
enum class ComputeUnit { Matrix, Vector };
std::string_view computeUnitName(ComputeUnit unit); // "matrix", "vector"

// "ICI, PCIe, DCN": the chip's links, for messages about collectives; "none" when it has none.
std::string linkNames(const Chip& chip);

// The first level, memory levels first and then links, that states a capacity; nullptr when none does.
const BandwidthLevel* firstLevelWithCapacity(const Chip& chip);

// The fraction of peak used for "achievable" ceilings: the chip's own, or 1 when it has none.
double achievableFractionOrOne(const Chip& chip);

// The precision a chip is usually compared at: bf16 if it has it, otherwise its highest peak.
Dtype headlinePrecision(const Chip& chip);

// A chip's name and shorter forms of it, longest first, for a place too narrow for the whole name
// (a small chart's title): "TPU v6e (Trillium)" → "TPU v6e"; "H100 SXM" → "H100"; "Instinct MI300X"
// → "MI300X" (a model word with a capital and digits stands alone; "Gaudi 3" keeps its "Gaudi" and
// "TPU v5e" its "TPU": "3" and "v5e" alone name nothing).
std::vector<std::string> shortChipNames(std::string_view name);

// The chip whose id is `id`, ignoring case; nullptr when there is none.
const Chip* findChip(const std::vector<Chip>& chips, std::string_view id);

} // namespace roofline
