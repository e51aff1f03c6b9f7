#pragma once

#include "core/base/color.h"
#include "core/formulas/chip.h"
#include "core/formulas/op.h"
#include "core/formulas/solvers.h"
#include "core/measured/empirical_roofline.h"
#include "core/measured/measured.h"
#include "core/measured/measured_groups.h"
#include "core/measured/measured_links.h"
#include "core/scene/calibration.h"
#include "core/scene/model_entry.h"
#include "core/scene/scene.h"
#include "core/scene/series.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

// Everything a user sets in the app: what a *.roofline.json project file holds. Plain data; the GUI
// document wraps it and the file format reads and writes it.

enum class ChipLayout { Overlay, SideBySide }; // chips on one chart, or a grid of small charts
enum class ChartArrangement { SideBySide, Tabs }; // the roofline and batch-size charts
enum class LabelUnits { Scientific, SI }; // "bf16 1.97e14" or "bf16 197 T"

// The charts' options: what the View menu, the Parameters and the Sweeps panels set. One undoable
// edit swaps them all (SetViewOptionsCommand); setViewOptions() below says which charts they touch.
struct ViewOptions {
    // The roofline chart.
    std::optional<Dtype> precision = Dtype::BF16; // the ceiling shown; nullopt: every precision
    bool showAchievable = false;
    // Each calibrated class's achieved ceiling and slope beside the nominal ones (docs/model.md §15), for the chips
    // the project holds a calibration of: "achieved_ceilings".
    bool showAchievedCeilings = false;
    std::vector<std::string> hiddenLevels; // memory levels / links not drawn, by name
    // What the question needs (focused, RooflineOptions::detail), or every level, link and vector unit.
    Detail detail = Detail::Focused;
    std::vector<std::string> shownLevels; // focused: levels and links drawn besides, by name
    ChipLayout chipLayout = ChipLayout::Overlay;
    // A link's slope for one link (the chapter's "4.5e10 each way", and files from before) or for all
    // of the chip's `count` links at once (docs/model.md §8): "link_slopes": "one" | "all".
    bool allLinkSlopes = false;
    // The batch-size chart. A chart per chip by default: each then reads like the chapter's Q3
    // figure, which a shared FLOPs/s axis would flatten for the slower chips.
    BatchRange batchRange {1.0, 511.0, 4096, false};
    ChipLayout sweepChipLayout = ChipLayout::SideBySide;
    bool sweepSharedFlops = false; // side by side: one FLOPs/s scale for every chip
    bool sweepLogBatch = false;
    bool sweepLogFlops = false;
    // Both charts.
    LabelUnits labelUnits = LabelUnits::Scientific;
    // The window: the two charts side by side or as tabs, and their theme on screen (system follows
    // the app's palette, light, dark or slide).
    ChartArrangement arrangement = ChartArrangement::SideBySide;
    std::string theme = "system";

    bool operator==(const ViewOptions&) const = default;
};

// What the user zoomed or panned to (nullopt: fit to the data) and the series hidden from the
// legends: remembered with the project, not undoable edits.
struct ChartViews {
    std::optional<AxisRange> rooflineIntensity;
    std::optional<AxisRange> rooflineFlops;
    std::optional<AxisRange> sweepBatch;
    std::optional<AxisRange> sweepFlops; // only while the batch-size charts share one FLOPs/s scale
    HiddenSeries hidden;

    bool operator==(const ChartViews&) const = default;
};

struct ExportSettings {
    std::string chart = "both"; // roofline | sweep | both | model-pareto | parity | projection
    std::string format = "png"; // png | svg | pdf | csv
    int width = 1920;
    int height = 1080;
    double scale = 1.0;
    std::string theme = "slide"; // light | dark | slide | slide-dark
    bool transparent = false;
    std::string title;
    std::string subtitle;
    std::string caption;

    bool operator==(const ExportSettings&) const = default;
};

struct Project {
    std::vector<std::string> chipIds; // the chips shown, in order
    std::vector<Chip> customChips; // chips not in the built-in library, embedded so the file travels
    // Each chip's colour on every chart, in every theme and export, by chip id. A chip shown without
    // one (a file older than the key) is drawn in the colour chipColors() gives it.
    std::map<std::string, Rgb> chipColors;
    std::vector<Op> ops; // on the roofline chart
    std::vector<Op> sweeps; // on the batch-size chart (ops with a B parameter)
    std::vector<MeasuredKernel> measured;
    MeasuredSettings measuredView; // grouping, filter, labels
    std::vector<MeasuredLink> measuredLinks; // measured groups ↔ ops (prediction against measurement)
    // The GPU kernels each measured group ran, by its name (a PyTorch trace's ops; empty for other formats).
    std::vector<GroupLaunches> measuredLaunches;
    // The same workload measured again after a change, compared with `measured` group by group and drawn
    // as arrows from before to after (docs/model.md §I); empty: no comparison. Kept in the file, so it
    // travels, with the path it was imported from (what the Measurements panel names).
    std::vector<MeasuredKernel> compared;
    std::string comparedPath;
    // The formats the measured kernels and the compared ones were read in (MeasuredFile::format, each
    // once, in import order), so that a comparison of two formats says so; empty: not known.
    std::vector<std::string> measuredFormats;
    std::string comparedFormat;
    std::vector<EmpiricalRoofline> empiricalRooflines; // at most one per chip
    // Chips calibrated from measurements (docs/model.md §15), at most one per chip, each as its file holds it
    // (asInCalibrationFile): what the parity chart draws and the achieved ceilings come from.
    std::vector<Calibration> calibrations;
    std::vector<ModelEntry> models; // transformers on the roofline and in the Model panel (docs/model.md §10)
    std::vector<ModelConfig> customModels; // models not in the built-in library, embedded so the file travels
    Dims dims; // the B, D, F sliders
    ViewOptions viewOptions;
    ChartViews views;
    ExportSettings exportSettings;

    bool operator==(const Project&) const = default;
};

// What the app opens on: TPU v5e and H100 SXM, the chapter's ops (a bf16 matmul and Q2's
// int8-weights matmul, both following the B, D and F sliders, which start at B = 128 and
// D = F = 4096; a dot product) and the Q3 sweeps (D=F=4096 and 1024, int8 weights, bf16 activations,
// B from 1 to 511).
Project defaultProject();

// The colour of each shown chip, in chipIds' order: its own, or else the first palette colour no
// other shown chip has (past eight chips, the palette repeats).
std::vector<Rgb> chipColors(const Project& project);
Rgb chipColor(const Project& project, const std::string& chipId); // a chip shown or not
// Gives every shown chip without a colour the one chipColors() draws it with.
void assignChipColors(Project& project);

// The project's calibration of a chip (by id, any case), or null.
const Calibration* calibrationOf(const Project& project, std::string_view chipId);
// Adds a calibration, replacing the one of its chip: to a project, or to a list of them (an undo step's).
void setCalibration(std::vector<Calibration>& calibrations, Calibration calibration);
void setCalibration(Project& project, Calibration calibration);

// The chips a project shows, resolved against a library plus its embedded chips. Ids that resolve to
// nothing are returned in `missing` (the caller says which chip is missing).
struct ResolvedChips {
    std::vector<Chip> chips;
    std::vector<std::string> missing;
};
ResolvedChips resolveProjectChips(const Project& project, const std::vector<Chip>& library);

// What the charts compute from a project's options: the one place they are made, for the app, CSV
// export and bench alike.
RooflineOptions rooflineOptions(const Project& project);
SweepOptions sweepOptions(const Project& project);

// Which parts of the window a change of view options draws differently.
struct ViewOptionsChange {
    bool roofline
        = false; // precision, achievable and achieved ceilings, detail, levels, link slopes, chip layout, units
    bool sweep = false; // batch range, sweep layout and axes, label units
    bool arrangement = false;
    bool theme = false;

    static ViewOptionsChange everything() { return {true, true, true, true}; }
    bool redraws(ChartKind chart) const { return chart == ChartKind::Roofline ? roofline : sweep; }
    bool operator==(const ViewOptionsChange&) const = default;
};

// Sets a project's view options and says what they change. A new batch range or scale of a
// batch-size axis also forgets the zoom remembered for that chart: it was a part of another axis.
ViewOptionsChange setViewOptions(Project& project, const ViewOptions& options);

} // namespace roofline
