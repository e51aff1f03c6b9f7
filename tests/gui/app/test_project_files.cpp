// Project files as the window handles them: recent files, autosave and the recovery of work a
// crash left behind, and a file from a newer version refused without a change.
#include "support/gui_test_helpers.h"

#include "core/io/project_json.h"
#include "core/storage/recovery.h"
#include "ui/document.h"
#include "ui/panels/op_list_panel.h"
#include "ui/project_file_actions.h"
#include "ui/settings.h"
#include "ui/tasks/task_runner.h"

#include <QAction>
#include <QFile>
#include <QMenu>
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

long deadPid()
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
    EXPECT_EQ(window->fileActions()->autosaveInterval(), std::chrono::milliseconds(60 * 1000));
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
    files->setAutosaveInterval(std::chrono::milliseconds(20));
    const auto written = [&] { return std::filesystem::exists(files->recoveryPath()); };
    const auto opsInRecovery = [&] { return written() ? loadProjectFile(files->recoveryPath()).ops.size() : 0u; };
    QTest::qWait(200); // ten intervals with nothing unsaved: nothing is written
    EXPECT_FALSE(written());

    window->opsPanel()->selectOp(2);
    window->opsPanel()->removeCurrent();
    ASSERT_TRUE(files->isModified());
    ASSERT_TRUE(QTest::qWaitFor([&] { return opsInRecovery() == 2u; }, 10000)) << opsInRecovery();
    // The next edit reaches the file at a later tick.
    window->opsPanel()->selectOp(1);
    window->opsPanel()->removeCurrent();
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
    const long pid = deadPid();
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
