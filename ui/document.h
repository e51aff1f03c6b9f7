#pragma once

#include "core/formulas/chip.h"
#include "core/measured/measured_compare.h"
#include "core/model/model_config.h"
#include "core/scene/project.h"

#include <QObject>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <vector>

class QUndoStack;

namespace roofline::ui {

// The two lists of ops a project holds: the ops placed on the roofline chart, and the sweeps drawn
// as curves on the batch-size chart.
enum class OpList { Roofline, Sweeps };

// The open project and the chip library it draws from. Widgets read it and listen to its signals;
// every change a user makes goes through a QUndoCommand in ui/commands that calls the setters
// below, so the setters do no undo bookkeeping of their own.
class Document : public QObject {
    Q_OBJECT
public:
    // library: every chip a user can pick (built-in plus saved ones); the project's embedded chips
    // are added to it.
    explicit Document(Project project, std::vector<Chip> library, QObject* parent = nullptr);
    ~Document() override;

    // The built-in chips plus the ones saved in the user's chip folder; a saved file that cannot be
    // read is skipped and described in `errors`.
    static std::vector<Chip> loadLibrary(QStringList* errors = nullptr);

    const Project& project() const { return m_project; }
    QUndoStack* undoStack() const { return m_undoStack; }

    // Every chip that can be shown, sorted by vendor, then name.
    const std::vector<Chip>& library() const { return m_library; }
    const Chip* libraryChip(const std::string& id) const;
    // A chip's name as the app shows it: the library's, or its id when the library has no such chip.
    QString chipName(const std::string& id) const;

    // The chips shown, in the project's order. Ids that resolve to nothing are in missingChips().
    const std::vector<Chip>& shownChips() const { return m_shownChips; }
    std::vector<const Chip*> shownChipPointers() const;
    const std::vector<std::string>& missingChips() const { return m_missingChips; }
    bool isShown(const std::string& chipId) const;
    int shownIndex(const std::string& chipId) const; // -1 when not shown

    const std::vector<Op>& ops(OpList list) const;
    const std::vector<MeasuredKernel>& measured() const { return m_project.measured; }
    const MeasuredSettings& measuredView() const { return m_project.measuredView; }
    const std::vector<MeasuredLink>& measuredLinks() const { return m_project.measuredLinks; }
    const std::vector<EmpiricalRoofline>& empiricalRooflines() const { return m_project.empiricalRooflines; }
    // The chips calibrated from measurements (docs/model.md §15), at most one per chip.
    const std::vector<Calibration>& calibrations() const { return m_project.calibrations; }
    // The measured kernels grouped, filtered and ranked as measuredView() says (a filter that does not
    // compile is ignored; filterProblem says why). Made once per change of kernels or settings, not
    // per slider step.
    const MeasuredSelection& measuredSelection() const;
    // The same workload measured again (File → Compare With Measurements…) and the file it came from;
    // comparison() is the measured kernels against them group by group (docs/model.md §I), made once
    // per change; nullptr when there is nothing to compare with.
    const std::vector<MeasuredKernel>& compared() const { return m_project.compared; }
    const std::string& comparedPath() const { return m_project.comparedPath; }
    // The formats they were read in (MeasuredFile::format), which the comparison says when they differ.
    const std::vector<std::string>& measuredFormats() const { return m_project.measuredFormats; }
    const std::vector<GroupLaunches>& measuredLaunches() const { return m_project.measuredLaunches; }
    // The GPU kernels a measured group ran (by its name), or nullptr when none are known.
    const GroupLaunches* launchesOf(std::string_view group) const;
    const std::string& comparedFormat() const { return m_project.comparedFormat; }
    const MeasurementComparison* comparison() const;
    // Models (docs/model.md §10): the entries added to the project, every model that can be added (built-in plus
    // the user's models folder), and the model an entry names (the project's own models first).
    const std::vector<ModelEntry>& models() const { return m_project.models; }
    const std::vector<ModelConfig>& modelLibrary() const { return m_modelLibrary; }
    const ModelConfig* entryModel(std::size_t index) const; // nullptr: missing
    static std::vector<ModelConfig> loadModelLibrary(QStringList* errors = nullptr);
    const Dims& dims() const { return m_project.dims; }
    const ViewOptions& viewOptions() const { return m_project.viewOptions; }

    // A chip's colour on every chart (shown or not: one about to be shown gets the next free one).
    Rgb chipColor(const std::string& chipId) const;

    // Mutators, for commands. Each emits the signal that says what changed.
    // The shown chips and the colours they are drawn in, both as given (SetChipsShownCommand works out
    // a first-shown chip's colour, so undo takes it back).
    void setChipIds(const std::vector<std::string>& ids, const std::map<std::string, Rgb>& colors);
    void setChipColor(const std::string& chipId, Rgb color); // emits chipsChanged
    // An op without a marker shape gets the first one no op of the list has; replaceOp keeps the
    // replaced op's shape when the new one has none.
    void insertOp(OpList list, int index, const Op& op);
    void removeOp(OpList list, int index);
    void replaceOp(OpList list, int index, const Op& op);
    void moveOp(OpList list, int from, int to);
    void setDim(Dim dim, double value);
    // Forgets a zoom the new options make meaningless (see roofline::setViewOptions).
    void setViewOptions(const ViewOptions& options);
    // The measured kernels, all at once (an import adds to the end, a delete takes some out).
    void setMeasured(std::vector<MeasuredKernel> measured);
    // The same, handing the old list back in `measured` (for undo and redo, without copying).
    // `selection`, when given, is the new list's grouping under the current view, worked out elsewhere
    // (an import groups its kernels on its worker, so the UI thread does not).
    void swapMeasured(std::vector<MeasuredKernel>& measured, std::optional<MeasuredSelection> selection = {});
    // The formats the measured kernels were read in, handing the old ones back; emits nothing (the
    // kernels' swap that goes with it says what changed).
    void swapMeasuredFormats(std::vector<std::string>& formats);
    void swapMeasuredLaunches(std::vector<GroupLaunches>& launches);
    // The kernels to compare the measured ones with, their file's path and format, handing the old ones
    // back (for undo and redo). Emits measuredChanged.
    void swapCompared(std::vector<MeasuredKernel>& compared, std::string& path, std::string& format);
    // How they are grouped, filtered and labelled; the links of groups to ops; the empirical ceilings.
    // Each emits measuredChanged.
    void setMeasuredView(const MeasuredSettings& view);
    void setMeasuredLinks(std::vector<MeasuredLink> links);
    void setEmpiricalRooflines(std::vector<EmpiricalRoofline> rooflines);
    void setCalibrations(std::vector<Calibration> calibrations);
    // Models. A model that is not in the library (read from a file) is embedded in the project as one of
    // its own; entries hidden from the legend stay hidden under their new numbers. Each emits modelsChanged.
    void insertModel(int index, const ModelEntry& entry, const std::optional<ModelConfig>& own = std::nullopt);
    void removeModel(int index);
    void replaceModel(int index, const ModelEntry& entry);

    // Replaces the whole project (a file opened, File → New): clears the undo history, adds the
    // project's embedded chips to the library, and tells everyone (projectAboutToBeReset, then
    // projectReset and every granular signal). `selection`, when given, is the new project's kernels
    // grouped under its own view, worked out elsewhere (an open groups them on its worker).
    void resetProject(Project project, std::optional<MeasuredSelection> selection = {});

    // The project as a file should hold it: shown chips that are not built in are embedded, so the
    // file opens on a machine that does not have them.
    Project projectForSaving() const;

    // A zoomed or panned view, and the series hidden from a legend, are remembered with the project
    // but are not undoable edits.
    void setChartViews(const ChartViews& views);
    void setSeriesHidden(const Series& series, bool hidden); // a legend click

    // The last export's settings (File → Export Chart…), saved with the project; not undoable.
    void setExportSettings(const ExportSettings& settings);

    // Custom chips saved by the user: added to (or replaced in) the library, not undoable (the file
    // on disk is the record). A shown chip whose numbers change redraws the charts.
    void putLibraryChip(const Chip& chip);
    void removeLibraryChip(const std::string& id);

Q_SIGNALS:
    void libraryChanged();
    void projectAboutToBeReset();
    void projectReset();
    void chipsChanged(); // which chips are shown, their order, or a shown chip's numbers
    void opAboutToBeInserted(roofline::ui::OpList list, int index);
    void opInserted(roofline::ui::OpList list, int index);
    void opAboutToBeRemoved(roofline::ui::OpList list, int index);
    void opRemoved(roofline::ui::OpList list, int index);
    void opAboutToBeMoved(roofline::ui::OpList list, int from, int to);
    void opMoved(roofline::ui::OpList list, int from, int to);
    void opChanged(roofline::ui::OpList list, int index);
    void opsChanged(roofline::ui::OpList list); // after any of the five above
    void dimsChanged(roofline::Dim dim);
    void viewOptionsChanged(roofline::ViewOptionsChange change); // and what they redraw
    void seriesHiddenChanged(const roofline::Series& series); // hidden or shown from a legend
    void measuredChanged(); // the kernels, their view settings, links, empirical ceilings or calibrations
    void calibrationsChanged(); // (after measuredChanged) the calibrations: what the Model panel's steps say
    void modelsChanged(); // a model added, removed or changed (phase, tp, dtypes…)

private:
    std::vector<Op>& mutableOps(OpList list);
    std::vector<int>& hiddenOps(OpList list);
    void resolveChips();
    void assignLooks(); // chip colours and marker shapes for what has none

    Project m_project;
    std::vector<Chip> m_library;
    std::vector<ModelConfig> m_modelLibrary;
    std::vector<Chip> m_shownChips;
    std::vector<std::string> m_missingChips;
    QUndoStack* m_undoStack;
    mutable std::optional<MeasuredSelection> m_selection; // made on demand, dropped on a change
    mutable std::optional<MeasurementComparison> m_comparison; // the same
};

} // namespace roofline::ui
