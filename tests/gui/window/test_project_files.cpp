// Project files as the window handles them: recent files, autosave and the recovery of work a
// crash left behind, and a file from a newer version refused without a change.
#include "support/gui_test_helpers.h"

#include "core/formats/project_json.h"
#include "core/formats/recovery.h"
#include "ui/actions/project_file_actions.h"
#include "ui/commands/add_model_command.h"
#include "ui/dialogs/add_model_dialog.h"
#include "ui/document.h"
#include "ui/panels/op_list_panel.h"
#include "ui/settings.h"
#include "ui/tasks/task_runner.h"

#include <QTimer>
#include <QAction>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>

namespace roofline::test {
namespace {

TEST(ProjectFiles, RecentFilesAreRememberedAndOpened)
{
    ui::Settings::clearRecentFiles();
    QTemporaryDir folder;
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    EXPECT_FALSE(files->recentMenu()->isEnabled());
    const QString a = folder.filePath(QStringLiteral("a.roofline.json"));
    const QString b = folder.filePath(QStringLiteral("b.roofline.json"));
    ASSERT_TRUE(files->saveFile(a, true));
    ASSERT_TRUE(files->saveFile(b, true));
    EXPECT_EQ(ui::Settings::recentFiles(), (QStringList {b, a}));
    Q_EMIT files->recentMenu()->aboutToShow();
    const QList<QAction*> entries = files->recentMenu()->actions();
    ASSERT_GE(entries.size(), 2);
    EXPECT_TRUE(entries[0]->text().contains(QStringLiteral("b.roofline.json")));
    entries[1]->trigger(); // a.roofline.json, read on the window's worker
    window->tasks()->waitUntilIdle();
    EXPECT_EQ(files->filePath(), a);
    EXPECT_EQ(ui::Settings::recentFiles().front(), a);
    // A file that is gone leaves the list when it fails to open.
    QFile::remove(b);
    EXPECT_FALSE(files->openFile(b, true));
    EXPECT_EQ(ui::Settings::recentFiles(), QStringList {a});
    ui::Settings::clearRecentFiles();
}

long exitedPid()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

// The app's autosave interval: a minute (gui.md: "unsaved work is autosaved every minute").
TEST(ProjectFiles, TheAutosaveTimerRunsEveryMinute)
{
    auto window = openWindow();
    EXPECT_EQ(child<QTimer>(*window->fileActions(), "autosaveTimer")->intervalAsDuration(),
        std::chrono::milliseconds(60 * 1000));
}

// Autosave as the running app does it: the timer fires by itself (its minute shortened to 20 ms here;
// nothing below calls autosave()), writes unsaved work and only that; a save, undoing back to the saved
// state and closing cleanly remove the file.
TEST(ProjectFiles, UnsavedWorkIsAutosavedByTheTimerAndASaveRemovesIt)
{
    QTemporaryDir folder;
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    files->setRecoveryPath(
        std::filesystem::path(folder.filePath(QStringLiteral("recovery/autosave-1.roofline.json")).toStdString()));
    child<QTimer>(*files, "autosaveTimer")->setInterval(std::chrono::milliseconds(20));
    const auto written = [&] { return std::filesystem::exists(files->recoveryPath()); };
    const auto opsInRecovery = [&] { return written() ? loadProjectFile(files->recoveryPath()).ops.size() : 0u; };
    QTest::qWait(200); // ten intervals with nothing unsaved: nothing is written
    EXPECT_FALSE(written());

    opsPanel(*window)->selectOp(2);
    opsPanel(*window)->removeCurrent();
    ASSERT_TRUE(files->isModified());
    ASSERT_TRUE(QTest::qWaitFor([&] { return opsInRecovery() == 2u; }, 10000)) << opsInRecovery();
    // The next edit reaches the file at a later tick.
    opsPanel(*window)->selectOp(1);
    opsPanel(*window)->removeCurrent();
    ASSERT_TRUE(QTest::qWaitFor([&] { return opsInRecovery() == 1u; }, 10000)) << opsInRecovery();
    ASSERT_TRUE(files->saveFile(folder.filePath(QStringLiteral("saved.roofline.json")), true));
    EXPECT_FALSE(written());
    QTest::qWait(200); // saved: the timer writes nothing
    EXPECT_FALSE(written());

    // Undoing away from the saved state is unsaved work again; undoing back to it removes the file.
    window->document().undoStack()->undo();
    ASSERT_TRUE(QTest::qWaitFor([&] { return opsInRecovery() == 2u; }, 10000)) << opsInRecovery();
    window->document().undoStack()->redo();
    EXPECT_FALSE(written());
    window->document().undoStack()->undo();
    ASSERT_TRUE(QTest::qWaitFor(written, 10000));
    files->closedCleanly();
    EXPECT_FALSE(written());
}

TEST(ProjectFiles, WorkACrashLeftBehindIsRestoredAsUnsaved)
{
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    const std::filesystem::path directory = files->recoveryPath().parent_path();
    ASSERT_FALSE(directory.empty());
    Project lost = defaultProject();
    lost.dims.b = 333;
    lost.chipIds = {"h100-sxm"};
    const long pid = exitedPid();
    RecoveryInfo info {recoveryFilePath(directory, pid), pid, "/somewhere/talk.roofline.json", 1700000000, {}};
    writeRecoveryFile(info, lost);

    const std::vector<RecoveryInfo> orphans = files->orphanedRecoveries();
    ASSERT_EQ(orphans.size(), 1u);
    ASSERT_TRUE(files->restoreRecovery(orphans[0], true));
    window->flushUpdates();
    EXPECT_EQ(window->document().dims().b, 333.0);
    EXPECT_EQ(window->document().project().chipIds, std::vector<std::string> {"h100-sxm"});
    EXPECT_TRUE(files->isModified());
    EXPECT_TRUE(window->isWindowModified());
    EXPECT_EQ(files->filePath(), QStringLiteral("/somewhere/talk.roofline.json"));
    EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("talk.roofline.json")));
    // The orphan is gone; this app's own recovery file holds the work now.
    EXPECT_FALSE(std::filesystem::exists(info.path));
    ASSERT_TRUE(std::filesystem::exists(files->recoveryPath()));
    EXPECT_EQ(loadProjectFile(files->recoveryPath()).dims.b, 333.0);
    EXPECT_TRUE(files->orphanedRecoveries().empty());
    files->closedCleanly();
}

// A model added from a Hugging Face config.json carries the path it was read from, which no project file
// holds: the window saves it under any name, opens it equal, and autosaves it.
TEST(ProjectFiles, AModelAddedFromAFileIsSavedOpenedAndAutosaved)
{
    QTemporaryDir folder;
    auto window = openWindow();
    ui::Document& document = window->document();
    ui::ProjectFileActions* files = window->fileActions();
    files->setRecoveryPath(
        std::filesystem::path(folder.filePath(QStringLiteral("recovery/autosave-1.roofline.json")).toStdString()));
    const QString config
        = QStringLiteral(ROOFLINE_TEST_DATA_DIR) + QStringLiteral("/hf-configs/Mixtral-8x7B-v0.1/config.json");
    ui::AddModelDialog dialog(document.modelLibrary(), document.shownChips());
    ASSERT_TRUE(dialog.loadFile(config)) << dialog.problem().toStdString();
    document.undoStack()->push(new ui::AddModelCommand(document, 0, dialog.entry(), dialog.ownModel()));
    ASSERT_EQ(document.project().customModels.size(), 1u);

    QString said;
    QObject::connect(files, &ui::ProjectFileActions::message, [&](const QString& text) { said = text; });
    // The autosave runs first: the recovery file holds the model.
    child<QTimer>(*files, "autosaveTimer")->setInterval(std::chrono::milliseconds(20));
    const auto autosaved = [&] {
        return std::filesystem::exists(files->recoveryPath())
            && loadProjectFile(files->recoveryPath()).customModels.size() == 1u;
    };
    ASSERT_TRUE(QTest::qWaitFor(autosaved, 10000)) << said.toStdString();
    child<QTimer>(*files, "autosaveTimer")->setInterval(std::chrono::minutes(1));

    const Project saved = document.projectForSaving();
    for (const QString& name : {QStringLiteral("a.roofline.json"), QStringLiteral("b.roofline.json")}) {
        const QString path = folder.filePath(name);
        ASSERT_TRUE(files->saveFile(path, true)) << said.toStdString();
        EXPECT_FALSE(files->isModified());
        ASSERT_TRUE(files->openFile(path, true)) << said.toStdString();
        EXPECT_EQ(asInFile(document.project()), asInFile(saved));
    }
    // Opened, the model names the project it came from, and saves again.
    EXPECT_TRUE(files->saveFile(folder.filePath(QStringLiteral("c.roofline.json")), true)) << said.toStdString();
    files->closedCleanly();
}

// A failed autosave is never silent: said in the status bar once with its cause, kept in sight there until
// an autosave works again, and written to the log once.
TEST(ProjectFiles, AFailedAutosaveIsSaidOnceAndStaysInSightUntilOneWorks)
{
    QTemporaryDir folder;
    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    // The recovery folder's place is taken by a file: no autosave can be written there.
    QFile blocker(folder.filePath(QStringLiteral("recovery")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    files->setRecoveryPath(
        std::filesystem::path(folder.filePath(QStringLiteral("recovery/autosave-1.roofline.json")).toStdString()));
    static QStringList logged;
    logged.clear();
    const QtMessageHandler previous = qInstallMessageHandler(
        [](QtMsgType, const QMessageLogContext&, const QString& text) { logged.append(text); });
    QStringList said;
    QObject::connect(files, &ui::ProjectFileActions::message, [&](const QString& text) { said.append(text); });
    auto* indicator = window->statusBar()->findChild<QLabel*>(QStringLiteral("autosaveProblem"));
    ASSERT_TRUE(indicator);
    EXPECT_FALSE(indicator->isVisible());

    child<QTimer>(*files, "autosaveTimer")->setInterval(std::chrono::milliseconds(20));
    opsPanel(*window)->selectOp(2);
    opsPanel(*window)->removeCurrent();
    const bool shown = QTest::qWaitFor([&] { return indicator->isVisible(); }, 10000);
    QTest::qWait(300); // fifteen more intervals, each failing again: nothing more is said
    opsPanel(*window)->selectOp(1);
    opsPanel(*window)->removeCurrent();
    QTest::qWait(300);
    qInstallMessageHandler(previous);
    ASSERT_TRUE(shown);
    const QString cause = QStringLiteral("recovery");
    EXPECT_EQ(said.filter(QStringLiteral("Autosave failed")).size(), 1) << said.join(u'\n').toStdString();
    EXPECT_TRUE(said.filter(QStringLiteral("Autosave failed")).value(0).contains(cause))
        << said.join(u'\n').toStdString();
    EXPECT_TRUE(indicator->toolTip().contains(cause)) << indicator->toolTip().toStdString();
    EXPECT_EQ(logged.filter(QStringLiteral("Autosave failed")).size(), 1) << logged.join(u'\n').toStdString();

    // The folder can be made again: the next autosave works and the indicator goes.
    ASSERT_TRUE(QFile::remove(folder.filePath(QStringLiteral("recovery"))));
    opsPanel(*window)->selectOp(0);
    opsPanel(*window)->removeCurrent();
    EXPECT_TRUE(QTest::qWaitFor([&] { return !indicator->isVisible(); }, 10000));
    EXPECT_TRUE(std::filesystem::exists(files->recoveryPath()));
    files->closedCleanly();
}

TEST(ProjectFiles, ANewerFormatIsExplainedAndChangesNothing)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("new.roofline.json"));
    QFile file(path);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": 7, "app": "roofline-studio", "chips": ["h100-sxm"]})");
    file.close();
    auto window = openWindow();
    const Project before = window->document().project();
    QString said;
    QObject::connect(
        window->fileActions(), &ui::ProjectFileActions::message, [&](const QString& text) { said = text; });
    EXPECT_FALSE(window->fileActions()->openFile(path, true));
    EXPECT_TRUE(said.contains(QStringLiteral("format 7"))) << said.toStdString();
    EXPECT_EQ(window->document().project(), before);
    EXPECT_FALSE(window->fileActions()->isModified());
    EXPECT_TRUE(window->fileActions()->filePath().isEmpty());
}

} // namespace
} // namespace roofline::test
