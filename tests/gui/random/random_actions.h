#pragma once

// Random-action testing of the GUI: a seeded, reproducible sequence of what a user does,
// each action through the path the user's click takes (QAction::trigger, the panels' slots, QTest
// events; modal dialogs answered from a timer while their exec() runs), and after every action the
// invariants every state of the app must keep. See test_random_actions.cpp for the cases run.

#include "core/formats/project_json.h" // asInFile: a project as its file holds it
#include "core/scene/project.h"
#include "support/find_child.h"
#include "ui/main_window.h"

#include <QDialog>
#include <QPointer>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

class QAction;
class QMenu;

namespace roofline::ui {
class ChartFrame;
class OpListPanel;
} // namespace roofline::ui

namespace roofline::test {

// Answers the modal dialogs an action opens while their exec() runs: the next handler set with
// expect() gets the next dialog of its kind; any other message box is answered Yes, Discard or OK
// (whichever it has; by role, so it works in every language) and anything else is rejected.
class DialogDriver : public QObject {
public:
    DialogDriver();
    void expect(std::function<bool(QDialog*)> handler) { m_handler = std::move(handler); }
    void clear() { m_handler = nullptr; }
    int answered() const { return m_answered; }

private:
    void poll();

    std::function<bool(QDialog*)> m_handler; // true: it took the dialog
    QPointer<QDialog> m_last;
    QTimer m_timer;
    int m_answered = 0;
};

// The enabled actions of a menu, neither separators nor submenus (none when there is no menu).
std::vector<QAction*> menuActions(QMenu* menu);

// The fields where two projects differ ("nothing" when none), for failure messages.
std::string projectDifference(const Project& a, const Project& b);

class RandomSession {
public:
    RandomSession(std::uint64_t seed, int steps);
    ~RandomSession();

    // Runs the steps; the first broken invariant ends the run. Returns what broke (empty: nothing),
    // with the seed and the actions that led there.
    std::string run();

    const std::vector<std::string>& actions() const { return m_log; }
    // The window's project as the run left it (after the final save → open when the run got there).
    const Project& project() const;

private:
    struct Action {
        const char* name;
        int weight;
        void (RandomSession::*run)();
    };
    static const std::vector<Action>& actionTable();

    int pick(int count); // 0 … count-1
    template<class T> const T& pickOf(const std::vector<T>& values)
    {
        return values[static_cast<std::size_t>(pick(static_cast<int>(values.size())))];
    }
    bool chance(double p);
    void note(const std::string& what); // appends to the current action's line
    void settle();

    // ---- invariants ----
    std::string check();
    std::string checkDocument();
    std::string checkCharts();
    std::string checkDetails();
    std::string checkSaveReopen(); // the project as it stands saves and reads back equal
    std::string checkFinish(); // undo all, redo all, save → open
    std::string report(const std::string& problem) const; // with the seed and the actions

    // ---- what the actions act on ----
    ui::OpListPanel* opPanel(); // the ops or the sweeps, a row selected (mostly)
    void fillOpEditor(QDialog* dialog);
    void selectChip(bool custom);
    void fillChipEditor(QDialog* dialog, bool fresh);
    Dim pickDim();
    ui::ChartFrame* pickChart();

    // ---- actions ----
    void addOp();
    void addOpWithDialog();
    void editOp();
    void duplicateOp();
    void deleteOp();
    void moveOp();
    void selectOp();
    void toggleChip();
    void newCustomChip();
    void editChip();
    void deleteCustomChip();
    void sliderStep();
    void sliderDrag();
    void spinBoxValue();
    void parameterCombo();
    void viewAction();
    void levelToggle();
    void chartTheme();
    void appTheme();
    void language();
    void chartTab();
    void dockMove();
    void restoreLayout();
    void undo();
    void redo();
    void legendClick();
    void zoom();
    void pan();
    void resetView();
    void importMeasurements();
    void compareMeasurements();
    void addModel();
    void removeModel();
    void editModel();
    void importErt();
    // Measurements → Calibrate / Project onto / Remove (docs/model.md §15): a shown chip calibrated from the
    // project's kernels, the projection's targets chosen, or a calibration removed.
    void calibration();
    void measuredControls();
    void removeMeasured();
    void clearMeasured();
    void saveProject();
    void openProject();
    void newProject();
    void exportChart();
    void copyChart();
    void resize();

    std::uint64_t m_seed;
    int m_steps;
    std::mt19937_64 m_random;
    std::unique_ptr<ui::MainWindow> m_window;
    DialogDriver m_dialogs;
    QTemporaryDir m_dir;
    std::vector<std::string> m_log;
    Project m_first; // the project when the undo history last started (the window opened, Open, New)
    QString m_savedPath; // the last project saved, and what it held
    Project m_saved;
    bool m_opened = false; // the last action opened m_savedPath
    QString m_exported; // the last action's export
    int m_chipCounter = 0;
    QString m_language;
    QString m_appTheme;
};

} // namespace roofline::test
