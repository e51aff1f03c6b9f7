#pragma once

#include "core/formulas/chip.h"
#include "core/scene/project.h"

#include <QMainWindow>

#include <vector>

class QAction;
class QDockWidget;
class QLabel;

namespace roofline::ui {

class AppSettingsActions;
class BatchSizeChart;
class CalibrationActions;
class ChartArea;
class ChipsPanel;
class DetailsPanel;
class Document;
class ExportActions;
class MeasurementsPanel;
class ModelPanel;
class OpListPanel;
class ParametersPanel;
class ProjectFileActions;
class RooflineChart;
class SweepsPanel;
class TaskProgress;
class TaskRunner;
class ViewActions;
class WindowFit;

// The window: panels in docks around the two charts, menus, a tool bar and a status bar. It only
// composes; what each part does lives in the part.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // The default project (TPU v5e and H100 SXM, the chapter's ops and Q3 sweeps, with the chips,
    // label units and export settings last used: Settings::newProject) and the chip library with
    // the user's saved chips.
    explicit MainWindow(QWidget* parent = nullptr);
    MainWindow(Project project, std::vector<Chip> library, QWidget* parent = nullptr);
    ~MainWindow() override;

    Document& document() const { return *m_document; }
    RooflineChart* rooflineChart() const;
    BatchSizeChart* batchSizeChart() const;
    ParametersPanel* parametersPanel() const { return m_parameters; }
    MeasurementsPanel* measurementsPanel() const { return m_measurements; }
    ModelPanel* modelPanel() const { return m_model; }
    // Shows and raises the dock that holds a panel (the Model panel when a model is added).
    void showPanel(QWidget* panel);
    ProjectFileActions* fileActions() const { return m_fileActions; }
    CalibrationActions* calibrationActions() const { return m_calibration; }
    // Where importing, opening and saving read and write, with the status bar's progress and Cancel.
    TaskRunner* tasks() const { return m_tasks; }

    // The dock layout and window size from the last run, the window fitted to its screen's available area (the
    // app does this at start; a window made otherwise keeps the size it is given).
    void restoreSettings();
    void restoreDefaultLayout();
    // Applies every pending chart update now: before a screenshot or a check.
    void flushUpdates();
    // Files dropped on the window: each *.csv is imported as measured kernels, and a project file
    // (*.roofline.json, *.json) is opened, after asking about unsaved changes. Returns whether any
    // file was taken.
    bool openDroppedFiles(const QList<QUrl>& urls);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildDocks();
    // The menus, the tool bar and the window's own actions (main_window_menus.cpp), in this order.
    void buildMenus();
    void makeUndoActions();
    void makeEditActions();
    void buildFileMenu();
    void buildEditMenu();
    void buildViewMenu();
    void buildMeasurementsMenu();
    void buildHelpMenu();
    void buildToolBar();
    void connectMessages();
    void nameShortcutsInTips(); // last: after every owner's words
    void connectSelection();
    void rememberForNewProjects(); // the chips shown and label units, for Settings::newProject
    void applyDefaultDockSizes();
    void restoreDocks(const QByteArray& state); // the last run's layout, without an empty Model panel
    QDockWidget* dockOf(QWidget* panel) const;
    void makeRoomBelow(int height); // for a bottom dock of that height: Chips and Parameters as tabs if need be
    void widenInRow(QDockWidget* dock, int wanted); // the other docks of its row give up what they can spare
    QDockWidget* addDock(QWidget* panel, const char* title, const QString& objectName, Qt::DockWidgetArea area);

    Document* m_document;
    ChartArea* m_charts;
    ChipsPanel* m_chips;
    OpListPanel* m_ops;
    SweepsPanel* m_sweeps;
    ParametersPanel* m_parameters;
    DetailsPanel* m_details;
    MeasurementsPanel* m_measurements;
    ModelPanel* m_model;
    AppSettingsActions* m_appSettings;
    ViewActions* m_viewActions;
    ProjectFileActions* m_fileActions;
    ExportActions* m_exportActions;
    CalibrationActions* m_calibration;
    TaskRunner* m_tasks;
    TaskProgress* m_taskProgress;
    QLabel* m_cursor;
    WindowFit* m_fit;
    std::vector<QDockWidget*> m_docks;
    // The window's own actions; the rest belong to the panels and action groups that make them.
    struct OwnActions {
        QAction* undo = nullptr;
        QAction* redo = nullptr;
        QAction* addOp = nullptr; // window-wide shortcuts for the roofline's ops
        QAction* duplicate = nullptr;
        QAction* newChip = nullptr;
        QAction* search = nullptr;
        QAction* resetView = nullptr;
        QAction* restoreLayout = nullptr;
        QAction* quit = nullptr;
    };
    OwnActions m_actions;
    QByteArray m_defaultState;
    QByteArray m_restoredState;
    bool m_shownBefore = false;
};

} // namespace roofline::ui
