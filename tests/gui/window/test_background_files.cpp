// Large projects and profiles read and written on the window's worker: the UI thread keeps turning
// (repainting, sliders) while a save is written, a save writes the project as it was when it was
// asked for, edits made meanwhile stay unsaved, Cancel leaves the old file, an open replaces the
// project only once the file was read, an import can be cancelled, and the autosave writes on a
// worker of its own. Nothing here times anything: the worker is held at the point a save replaces its
// file, and the test counts event-loop turns meanwhile.
#include "support/gui_test_helpers.h"
#include "support/modal_answerer.h"
#include "support/worker_gate.h"

#include "app/bench/measured_profile.h"
#include "app/bench/ncu_profile.h"
#include "core/files/atomic_file.h"
#include "core/formats/project_json.h"
#include "core/formats/recovery.h"
#include "support/failing_disk.h"
#include "ui/actions/project_file_actions.h"
#include "ui/charts/frame/rebuild_turn.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tasks/task_progress.h"
#include "ui/tasks/task_runner.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSlider>
#include <QTemporaryDir>
#include <QThread>
#include <QUndoStack>

#include <filesystem>
#include <fstream>
#include <optional>

namespace roofline::test {
namespace {

constexpr int kKernels = 20000; // a large save: the worker holds its snapshot of them
constexpr int kFewKernels = 2000; // enough to be read on the worker, quick under the sanitizers

Project projectWithKernels(std::size_t count)
{
    Project project = defaultProject();
    project.measured = benchMeasuredKernels(project, count);
    return project;
}

// Holds every atomic save made on a worker thread at the point where its file is about to replace the
// old one, until the test lets it go (saves on the UI thread go through).
class HeldSave {
public:
    HeldSave()
    {
        testing::setBeforeReplaceHook([this](const std::filesystem::path&) {
            if (QThread::currentThread() != QCoreApplication::instance()->thread())
                m_gate.hold();
        });
    }
    ~HeldSave()
    {
        m_gate.release(100);
        testing::setBeforeReplaceHook({});
    }
    HeldSave(const HeldSave&) = delete;
    HeldSave& operator=(const HeldSave&) = delete;

    // Runs the event loop until a save is held; false if none gets there.
    bool waitUntilHeld() { return m_gate.waitUntilHeld(); }
    void release() { m_gate.release(); }

private:
    WorkerGate m_gate;
};

QStringList folderEntries(const QString& folder)
{
    return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

// A project saved to a file of its own and then edited (one op removed): what a save that does not
// finish must leave as it was.
struct SavedThenEdited {
    SavedThenEdited()
    {
        saved = files->saveFile(path, true);
        if (!saved)
            return;
        before = loadProjectFile(path.toStdString());
        opsPanel(*window)->selectOp(2);
        opsPanel(*window)->removeCurrent();
    }

    QTemporaryDir folder;
    QString path = folder.filePath(QStringLiteral("talk.roofline.json"));
    std::unique_ptr<ui::MainWindow> window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    bool saved = false;
    Project before;
};

TEST(BackgroundFiles, TheUiThreadKeepsTurningAndRepaintingWhileALargeProjectIsSaved)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("large.roofline.json"));
    auto window = openWindow(projectWithKernels(kKernels));
    opsPanel(*window)->selectOp(2);
    opsPanel(*window)->removeCurrent();
    HeldSave held;
    std::optional<bool> saved;
    window->fileActions()->saveFileInBackground(path, [&](bool ok) { saved = ok; });
    ASSERT_TRUE(held.waitUntilHeld());

    // The worker is inside the save; the UI thread turns, and a slider step is drawn.
    const TurnCounter counter;
    while (counter.turns() < 100)
        QCoreApplication::processEvents();
    const int paints = window->rooflineChart()->paintCount();
    QSlider* slider = window->parametersPanel()->slider(Dim::B);
    slider->setValue(slider->value() + 40);
    for (int turn = 0; turn < 200 && window->rooflineChart()->paintCount() == paints; ++turn)
        QCoreApplication::processEvents();
    EXPECT_GT(window->rooflineChart()->paintCount(), paints);
    EXPECT_FALSE(saved.has_value());
    EXPECT_TRUE(taskProgress(*window)->isVisibleTo(window.get()));
    EXPECT_GE(counter.turns(), 100);

    held.release();
    window->tasks()->waitUntilIdle();
    ASSERT_EQ(saved, std::optional<bool>(true));
    const Project written = loadProjectFile(path.toStdString());
    EXPECT_EQ(written.measured.size(), static_cast<std::size_t>(kKernels));
    EXPECT_EQ(written.ops.size(), 2u);
    // The slider moved after Save was pressed: an edit the file does not have.
    EXPECT_EQ(written.dims.b, 128.0);
    EXPECT_TRUE(window->fileActions()->isModified());
    EXPECT_FALSE(taskProgress(*window)->isVisibleTo(window.get()));
}

TEST(BackgroundFiles, ASaveWritesTheProjectAsSavePressedFoundItAndEditsMeanwhileStayUnsaved)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("talk.roofline.json"));
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    opsPanel(*window)->selectOp(2);
    opsPanel(*window)->removeCurrent(); // 2 ops
    {
        HeldSave held;
        files->saveFileInBackground(path);
        ASSERT_TRUE(held.waitUntilHeld());
        opsPanel(*window)->selectOp(1);
        opsPanel(*window)->removeCurrent(); // 1 op, after Save
        held.release();
        window->tasks()->waitUntilIdle();
    }
    EXPECT_EQ(loadProjectFile(path.toStdString()).ops.size(), 2u);
    EXPECT_EQ(files->filePath(), path);
    EXPECT_TRUE(files->isModified());
    EXPECT_TRUE(window->isWindowModified());
    // Undone back to what the file holds, it is still called unsaved: no undo step is the file's.
    window->document().undoStack()->undo();
    EXPECT_TRUE(files->isModified());
    // The next save with nothing edited meanwhile leaves it saved.
    files->saveFileInBackground(path);
    window->tasks()->waitUntilIdle();
    EXPECT_FALSE(files->isModified());
    EXPECT_FALSE(window->isWindowModified());
    EXPECT_EQ(loadProjectFile(path.toStdString()).ops.size(), 2u);
}

TEST(BackgroundFiles, CancellingASaveLeavesTheOldFileAndTheProjectUnsaved)
{
    SavedThenEdited project;
    ASSERT_TRUE(project.saved);
    std::optional<bool> saved;
    {
        HeldSave held;
        project.files->saveFileInBackground(project.path, [&](bool ok) { saved = ok; });
        ASSERT_TRUE(held.waitUntilHeld());
        EXPECT_TRUE(child<QPushButton>(*taskProgress(*project.window), "taskCancel")->isEnabled());
        child<QPushButton>(*taskProgress(*project.window), "taskCancel")->click();
        held.release();
        project.window->tasks()->waitUntilIdle();
    }
    EXPECT_EQ(saved, std::optional<bool>(false));
    EXPECT_EQ(loadProjectFile(project.path.toStdString()), project.before);
    EXPECT_TRUE(project.files->isModified());
    EXPECT_EQ(folderEntries(project.folder.path()),
        (QStringList {QStringLiteral(".talk.roofline.json.lock"), QStringLiteral("talk.roofline.json")}));
}

TEST(BackgroundFiles, AFullDiskMetInTheBackgroundIsSaidAndKeepsTheOldFile)
{
    SavedThenEdited project;
    ASSERT_TRUE(project.saved);
    ModalAnswerer answerer({QStringLiteral("Cancel")});
    {
        const FileSizeLimit full(1024); // the whole process: the worker's write stops part way too
        ASSERT_TRUE(full.ok());
        project.files->saveAction()->trigger();
        project.window->tasks()->waitUntilIdle();
    }
    ASSERT_EQ(answerer.seen().size(), 1u);
    EXPECT_EQ(answerer.seen()[0].title, QStringLiteral("Project not saved"));
    EXPECT_TRUE(answerer.seen()[0].text.contains(QStringLiteral("disk is full")))
        << answerer.seen()[0].text.toStdString();
    EXPECT_EQ(loadProjectFile(project.path.toStdString()), project.before);
    EXPECT_TRUE(project.files->isModified());
}

TEST(BackgroundFiles, AnOpenReplacesTheProjectOnlyOnceReadAndCancelKeepsTheOpenOne)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("large.roofline.json"));
    saveProjectFile(path.toStdString(), projectWithKernels(kFewKernels));
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    const Project before = window->document().project();

    files->openFileInBackground(path);
    EXPECT_EQ(window->document().project(), before); // read on the worker first
    window->tasks()->cancel();
    window->tasks()->waitUntilIdle();
    EXPECT_EQ(window->document().project(), before);
    EXPECT_TRUE(files->filePath().isEmpty());

    std::optional<bool> opened;
    files->openFileInBackground(path, [&](bool ok) { opened = ok; });
    EXPECT_FALSE(opened.has_value());
    window->tasks()->waitUntilIdle();
    EXPECT_EQ(opened, std::optional<bool>(true));
    EXPECT_EQ(window->document().measured().size(), static_cast<std::size_t>(kFewKernels));
    EXPECT_EQ(files->filePath(), path);
    EXPECT_FALSE(files->isModified());
}

// Putting a large project in place is a turn's work of its own: the charts draw it from the next turn
// of the event loop (input and repaints come in between), not in the one that held the window already.
TEST(BackgroundFiles, ALargeProjectOpenedIsDrawnFromTheNextTurnOfTheEventLoop)
{
    QTemporaryDir folder;
    auto window = openWindow();
    // Opens a project of `kernels` kernels; whether a chart may draw in the turn that put it in place.
    const auto chartsMayDrawAtOnce = [&](const QString& name, std::size_t kernels) {
        const QString path = folder.filePath(name);
        saveProjectFile(path.toStdString(), projectWithKernels(kernels));
        for (int turn = 0; turn < 5; ++turn) // the turns before are given back
            QCoreApplication::processEvents();
        std::optional<bool> opened;
        std::optional<bool> mayDraw;
        window->fileActions()->openFileInBackground(path, [&](bool ok) {
            opened = ok;
            mayDraw = ui::RebuildTurn::mayRebuild(false);
        });
        window->tasks()->waitUntilIdle();
        EXPECT_EQ(opened, std::optional<bool>(true)) << name.toStdString();
        return mayDraw;
    };
    EXPECT_EQ(chartsMayDrawAtOnce(QStringLiteral("large.roofline.json"), kKernels), std::optional<bool>(false));
    EXPECT_EQ(window->document().measuredSelection().kernelsShown, static_cast<std::size_t>(kKernels));
    // A small project is drawn in the turn that opened it.
    EXPECT_EQ(chartsMayDrawAtOnce(QStringLiteral("small.roofline.json"), kFewKernels), std::optional<bool>(true));
}

TEST(BackgroundFiles, ABrokenFileOpenedInTheBackgroundChangesNothing)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("broken.roofline.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": 1, "app": "roofline-studio", "chips": [)");
    file.close();
    auto window = openWindow();
    const Project before = window->document().project();
    ModalAnswerer answerer;
    std::optional<bool> opened;
    window->fileActions()->openFileInBackground(path, [&](bool ok) { opened = ok; });
    window->tasks()->waitUntilIdle();
    EXPECT_EQ(opened, std::optional<bool>(false));
    ASSERT_EQ(answerer.seen().size(), 1u);
    EXPECT_EQ(answerer.seen()[0].title, QStringLiteral("Project not opened"));
    EXPECT_TRUE(answerer.seen()[0].text.contains(path)) << answerer.seen()[0].text.toStdString();
    EXPECT_EQ(window->document().project(), before);
}

TEST(BackgroundFiles, AnImportIsReadOnTheWorkerAndCancelImportsNothing)
{
    const QString csv = QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/simple.csv");
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    panel->importFileInBackground(csv);
    EXPECT_TRUE(window->tasks()->isBusy());
    EXPECT_FALSE(panel->importAction()->isEnabled()); // one file at a time
    EXPECT_FALSE(window->fileActions()->openAction()->isEnabled());
    window->tasks()->cancel();
    window->tasks()->waitUntilIdle();
    EXPECT_TRUE(window->document().measured().empty());
    EXPECT_EQ(window->document().undoStack()->count(), 0);
    EXPECT_TRUE(panel->importAction()->isEnabled());

    panel->importFileInBackground(csv);
    EXPECT_TRUE(window->document().measured().empty());
    window->tasks()->waitUntilIdle();
    EXPECT_EQ(window->document().measured().size(), 3u);
    EXPECT_EQ(window->document().undoStack()->count(), 1);
}

TEST(BackgroundFiles, AnImportCancelledWhileItReadsLeavesTheProjectAsItWas)
{
    // A profile already shown, grouped and filtered; then a large Nsight Compute export read on the
    // worker, cancelled once the worker says it is reading.
    Project project = projectWithKernels(kFewKernels);
    project.measuredView.aggregation = Aggregation::On;
    project.measuredView.labelTop = 3;
    project.measuredView.filter = "gemm";
    QTemporaryDir folder;
    const QString csv = folder.filePath(QStringLiteral("profile.csv"));
    {
        std::ofstream out(csv.toStdString(), std::ios::binary);
        writeNcuProfile(out, project, 60000, 300); // about 12 MB
    }
    auto window = openWindow(project);
    const Project before = window->document().project();
    window->measurementsPanel()->importFileInBackground(csv);
    for (int turn = 0; turn < 60000 && window->tasks()->isBusy() && window->tasks()->fraction() <= 0.0; ++turn) {
        QThread::msleep(1);
        QCoreApplication::processEvents();
    }
    ASSERT_TRUE(window->tasks()->isBusy());
    EXPECT_LT(window->tasks()->fraction(), 1.0);
    window->tasks()->cancel();
    window->tasks()->waitUntilIdle();
    EXPECT_EQ(window->document().project(), before);
    EXPECT_EQ(window->document().measured().size(), static_cast<std::size_t>(kFewKernels));
    EXPECT_EQ(window->document().undoStack()->count(), 0);
    EXPECT_TRUE(window->document().undoStack()->isClean());
    EXPECT_TRUE(window->measurementsPanel()->importAction()->isEnabled());
}

TEST(BackgroundFiles, TheAutosaveWritesOnAWorkerOfItsOwnAndASaveMeanwhileRemovesItsFile)
{
    QTemporaryDir folder;
    auto window = openWindow(projectWithKernels(kFewKernels));
    ui::ProjectFileActions* files = window->fileActions();
    files->setRecoveryPath(
        std::filesystem::path(folder.filePath(QStringLiteral("recovery/autosave-1.roofline.json")).toStdString()));
    opsPanel(*window)->selectOp(2);
    opsPanel(*window)->removeCurrent();
    {
        HeldSave held;
        ASSERT_TRUE(files->autosaveInBackground());
        ASSERT_TRUE(held.waitUntilHeld());
        EXPECT_FALSE(files->autosaveInBackground()); // one at a time; the next interval tries again
        const TurnCounter counter;
        while (counter.turns() < 100)
            QCoreApplication::processEvents();
        // Not the window's task: no progress bar, and imports and saves are not held up.
        EXPECT_FALSE(window->tasks()->isBusy());
        EXPECT_FALSE(std::filesystem::exists(files->recoveryPath()));
        held.release();
        files->closedCleanly(); // waits for the autosave, then removes its file
    }
    EXPECT_FALSE(std::filesystem::exists(files->recoveryPath()));

    // A save that finishes while an autosave is still writing: the recovery file goes all the same.
    opsPanel(*window)->selectOp(1);
    opsPanel(*window)->removeCurrent();
    {
        HeldSave held;
        ASSERT_TRUE(files->autosaveInBackground());
        ASSERT_TRUE(held.waitUntilHeld());
        // Saved on the UI thread while the autosave waits to replace its file: the save removes the
        // recovery file, which the autosave then writes again.
        ASSERT_TRUE(files->saveFile(folder.filePath(QStringLiteral("saved.roofline.json")), true));
        EXPECT_FALSE(std::filesystem::exists(files->recoveryPath()));
        held.release();
        for (int turn = 0; turn < 6000 && files->isAutosaving(); ++turn) {
            QThread::msleep(1);
            QCoreApplication::processEvents();
        }
        EXPECT_FALSE(files->isAutosaving());
    }
    EXPECT_FALSE(files->isModified());
    EXPECT_FALSE(std::filesystem::exists(files->recoveryPath()));
}

} // namespace
} // namespace roofline::test
