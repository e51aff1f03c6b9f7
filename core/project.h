#pragma once

#include "core/chip.h"
#include "core/measured.h"
#include "core/op.h"
#include "core/scene.h"
#include "core/solvers.h"

#include <optional>
#include <string>
#include <vector>

namespace roofline {

// Everything a user sets in the app: what a *.roofline.json project file holds. Plain data; the GUI
// document wraps it and the file format reads and writes it.

enum class ChipLayout { Overlay, SideBySide }; // chips on one chart, or a grid of small charts
enum class ChartArrangement { SideBySide, Tabs }; // the roofline and batch-size charts
enum class LabelUnits { Scientific, SI }; // "bf16 1.97e14" or "bf16 197 T"

// Series a user hid by clicking their legend entries. Chips by id (they survive a reorder); ops and
// sweeps by index into Project::ops / Project::sweeps (the app renumbers them when ops move).
struct HiddenSeries {
    std::vector<std::string> rooflineChips;
    std::vector<int> rooflineOps;
    bool memorySlopes = false;
    bool linkSlopes = false;
    std::vector<std::string> sweepChips;
    std::vector<int> sweeps;
    bool measured = false; // every measured kernel on the roofline chart

    bool operator==(const HiddenSeries&) const = default;
};

// A view the user zoomed or panned to; nullopt means "fit to the data".
struct ChartViews {
    std::optional<AxisRange> rooflineIntensity;
    std::optional<AxisRange> rooflineFlops;
    std::optional<AxisRange> sweepBatch;
    std::optional<AxisRange> sweepFlops;
    bool sweepLogBatch = false;
    bool sweepLogFlops = false;
    // The batch-size chart draws a chart per chip by default: each then reads like the chapter's Q3
    // figure, which a shared FLOPs/s axis would flatten for the slower chips.
    ChipLayout sweepChipLayout = ChipLayout::SideBySide;
    bool sweepSharedFlops = false; // side by side: one FLOPs/s scale for every chip
    HiddenSeries hidden;

    bool operator==(const ChartViews&) const = default;
};

struct ExportSettings {
    std::string chart = "both"; // roofline | sweep | both
    std::string format = "png"; // png | svg | pdf | csv
    int width = 1920;
    int height = 1080;
    double scale = 1.0;
    std::string theme = "slide"; // light | dark | slide
    bool transparent = false;
    std::string title;
    std::string subtitle;
    std::string caption;

    bool operator==(const ExportSettings&) const = default;
};

struct Project {
    std::vector<std::string> chipIds; // the chips shown, in order
    std::vector<Chip> customChips; // chips not in the built-in library, embedded so the file travels
    std::vector<Op> ops; // on the roofline chart
    std::vector<Op> sweeps; // on the batch-size chart (ops with a B parameter)
    std::vector<MeasuredKernel> measured;
    Dims dims; // the B, D, F sliders
    BatchRange batchRange {1.0, 511.0, 4096, false};
    std::optional<Dtype> precision = Dtype::BF16; // the ceiling shown; nullopt: every precision
    bool showAchievable = false;
    std::vector<std::string> hiddenLevels; // memory levels / links not drawn, by name
    ChipLayout chipLayout = ChipLayout::Overlay;
    ChartArrangement arrangement = ChartArrangement::SideBySide;
    LabelUnits labelUnits = LabelUnits::Scientific;
    ChartViews views;
    // The charts on screen: system (light or dark as the app's palette is), light, dark or slide.
    std::string theme = "system";
    ExportSettings exportSettings;

    bool operator==(const Project&) const = default;
};

// What the app opens on: TPU v5e and H100 SXM, the chapter's ops (a bf16 matmul and Q2's
// int8-weights matmul, both following the B, D and F sliders, which start at B = 128 and
// D = F = 4096; a dot product) and the Q3 sweeps (D=F=4096 and 1024, int8 weights, bf16 activations,
// B from 1 to 511).
Project defaultProject();

// The chips a project shows, resolved against a library plus its embedded chips. Ids that resolve to
// nothing are returned in `missing` (the caller says which chip is missing).
struct ResolvedChips {
    std::vector<Chip> chips;
    std::vector<std::string> missing;
};
ResolvedChips resolveProjectChips(const Project& project, const std::vector<Chip>& library);

} // namespace roofline
