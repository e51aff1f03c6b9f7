#pragma once

#include "core/readers/kineto_trace.h"
#include "core/readers/measured_csv.h"
#include "ui/document.h"

#include <QWidget>

#include <optional>
#include <span>
#include <vector>

class QAction;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QScrollArea;
class QSpinBox;
class QTimer;
class QTreeView;

namespace roofline {
struct MeasuredFile;
} // namespace roofline

namespace roofline::ui {

class MeasuredTableModel;
class TaskRunner;

// The measured kernels (File → Import Measurements…): a tree of the groups the chart shows (kernels
// of one name on one chip, with their count and share of the profile's time; each group opens to
// its kernels), how close each came to its roof, and what to do with them: import a CSV or Nsight
// Compute export, import an Empirical Roofline Toolkit roofline.json for a chip, filter by name or
// time share, group or not, how many to label, link a group to a modelled op, delete, clear. Every
// change to the project is one undoable command (letters typed into the filter merge into one).
class MeasurementsPanel : public QWidget {
    Q_OBJECT
public:
    explicit MeasurementsPanel(Document& document, QWidget* parent = nullptr);

    QTreeView* view() const { return m_view; }
    QAction* importAction() const { return m_import; }
    QAction* importErtAction() const { return m_importErt; }
    QAction* compareAction() const { return m_compare; }
    QAction* removeAction() const { return m_remove; }

    // Where Import reads its files (none: on the UI thread). While it works, Import waits (disabled).
    void setTaskRunner(TaskRunner* runner);

    // Reads a file of measured kernels (a CSV, Nsight Compute, a PyTorch profiler trace, rocprofv3 or
    // XProf, recognised from its text: readMeasuredFile) and adds them to the project; an ERT
    // roofline.json goes to importErtFile, for the chip shown (the one picked, when there are several). On failure says
    // why (a message box unless quiet; the message names the file, line and field) and changes nothing. Returns whether
    // any kernel was added. Reads on this thread.
    bool importFile(const QString& path, bool quiet = false);
    // The same, read on the task runner's worker while the window keeps working (with a progress bar
    // and Cancel, which imports nothing); the kernels are added to the project open when it is done.
    // `quiet`: no dialog (neither which GPU of a trace nor what the import noticed), for a caller with no
    // one to answer it (bench).
    void importFileInBackground(const QString& path, bool quiet = false);
    // Shows what an import read that its user should know (importFile does; so does a caller that added
    // the kernels itself, as the screenshot command does). Kept until the next import, a project opened or
    // the kernels cleared.
    void showImportNotes(const MeasuredFile& import);
    // Selects a group's row in the table (`group`: its index into the document's MeasuredSelection::groups,
    // as a chart's disc has it), opens it to its kernels and scrolls to it: a click on the chart shows the
    // group's op, shapes and dtypes, runs and, in its tooltip, the GPU kernels they ran.
    void showGroup(int group);
    // Reads ERT's roofline.json and attaches its ceilings to the shown chip `chipId` (replacing what
    // that chip had). Same rules as importFile.
    bool importErtFile(const QString& path, const std::string& chipId, bool quiet = false);
    // Reads the same workload measured again (any format importFile reads) and compares the measured
    // kernels with it: the chart draws each group before and after, the table gains their times and
    // speed-ups, and the project keeps the file and its path. One undoable step; on failure says why (as
    // importFile does) and changes nothing. Returns whether it compares now. Reads on this thread.
    bool compareWithFile(const QString& path, bool quiet = false);
    void removeSelected();
    void clear();
    // Applies what the filter field and the regex box say now (the field waits a moment after each
    // letter); an invalid pattern is shown at the field and changes nothing.
    void applyFilter();
    // Links the group of `row` (a top-level row) to roofline op `op`, or unlinks it (nullopt).
    void linkGroup(int row, std::optional<int> op);

Q_SIGNALS:
    void message(const QString& text); // for the status bar

private:
    enum class Run { Now, Background };
    // A file the panel could not take: `text` ("after.csv was not compared.") and `why` in a warning box
    // titled `title` (unless quiet), and both in the status bar.
    void sayNotTaken(const QString& title, const QString& text, const QString& why, bool quiet);
    // `device`: a PyTorch trace's GPU to read; not set, the one with most kernel time is read and, when the
    // trace holds several and the import is not quiet, the user is asked which (trace_gpu_choice.h).
    void import(const QString& path, bool quiet, Run how, bool* imported, std::optional<std::int64_t> device = {});
    // `selection`: the imported kernels' grouping, made on the worker (only when the project had none);
    // `chipIds`: the chips they name, each once (chipIdsOf), listed on the worker too.
    bool addImported(MeasuredFile import, const QString& name, bool quiet,
        std::optional<MeasuredSelection> selection = {}, std::optional<std::vector<SharedText>> chipIds = {});
    static std::vector<SharedText> chipIdsOf(std::span<const MeasuredKernel> kernels);
    void chooseAndImport();
    void chooseAndImportErt();
    void chooseAndCompare();
    // "; compared with after.json: 4 in both, …" and what the comparison must say (measurements_compare.cpp);
    // empty without a comparison.
    QString comparisonSummary() const;
    // The chip an ERT file is for: the one shown, or the one the user picks (nullopt: none, or cancelled).
    std::optional<std::string> pickErtChip(bool quiet);
    // Attaches an ERT file's ceilings, read, to their chip (replacing what it had), as one undo step.
    void addErtRoofline(EmpiricalRoofline roofline, const QString& name);
    void updateActions();
    void syncControls();
    void pushView(const MeasuredSettings& view, int kind);
    void showContextMenu(const QPoint& at);
    void updateImportNotes();

    Document& m_document;
    TaskRunner* m_tasks = nullptr;
    MeasuredTableModel* m_model;
    QTreeView* m_view;
    QAction* m_import;
    QAction* m_importErt;
    QAction* m_compare;
    QAction* m_remove;
    QAction* m_clear;
    QLineEdit* m_filter;
    QCheckBox* m_regex;
    QCheckBox* m_group;
    QSpinBox* m_labelTop;
    QDoubleSpinBox* m_minShare;
    QLabel* m_summary;
    QLabel* m_importNotes; // what the last import read that its user should know (warnings, kernels left out)
    QScrollArea* m_importNotesArea; // m_importNotes, scrolled: a trace's notes never make the window taller
    std::vector<ImportWarning> m_warnings; // of the last import
    std::vector<SkippedKernel> m_skipped;
    std::optional<TraceJoin> m_join; // of the last import, a PyTorch trace
    QTimer* m_filterTimer;
    QString m_filterError; // the pattern's problem, worded; empty when it is valid
    QString m_filterTip; // the field's tooltip while the pattern is valid
};

} // namespace roofline::ui
