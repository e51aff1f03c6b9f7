// Failing disks, through the path the GUI takes: File → Save (the action, its message box
// and all) onto a read-only folder, a full disk, a path that is a folder, a folder that vanishes
// mid-save; and a damaged autosave at start. Each ends in a message that names the file and says
// what to do; the old file stays as it was; the project stays unsaved; autosave keeps working. The
// disks fail for real, also as root: file access as "nobody", a file-size limit, a moved folder.
#include "support/gui_test_helpers.h"
#include "support/modal_answerer.h"

#include "core/files/atomic_file.h"
#include "core/formats/project_json.h"
#include "core/formats/recovery.h"
#include "support/failing_disk.h"
#include "ui/actions/project_file_actions.h"
#include "ui/document.h"
#include "ui/panels/op_list_panel.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QUndoStack>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace roofline::test {
namespace {

QByteArray contents(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The pid of a process that has exited (and been reaped): no process has it now.
long deadPid()
{
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

// A window on a project saved at <folder>/talk.roofline.json, then changed (one op removed): the
// state a failing save meets. Its recovery file goes to a folder of its own, on a disk that works.
class FailingDisk : public ::testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_folder.isValid() && m_recovery.isValid());
        ::chmod(m_folder.path().toLocal8Bit().constData(), 0755); // "nobody" must get in to be refused
        m_path = m_folder.filePath(QStringLiteral("talk.roofline.json"));
        m_window = openWindow();
        // File → Save writes on this thread here: FileAccessAsNobody changes the file identity of the
        // calling thread only (a save on the window's worker is test_background_files.cpp's).
        files()->setTaskRunner(nullptr);
        files()->setRecoveryPath(
            std::filesystem::path(m_recovery.filePath(QStringLiteral("autosave-1.roofline.json")).toStdString()));
        ASSERT_TRUE(files()->saveFile(m_path, true));
        m_saved = contents(m_path);
        ASSERT_FALSE(m_saved.isEmpty());
        opsPanel(*m_window)->selectOp(2);
        opsPanel(*m_window)->removeCurrent();
        ASSERT_TRUE(files()->isModified());
    }
    void TearDown() override
    {
        ::chmod(m_folder.path().toLocal8Bit().constData(), 0755);
        files()->closedCleanly();
    }

    ui::ProjectFileActions* files() const { return m_window->fileActions(); }

    // File → Save, answering the message box it opens with Cancel. Returns what the box said.
    ModalAnswerer::Seen saveAndCancel()
    {
        ModalAnswerer answerer({QStringLiteral("Cancel")});
        files()->saveAction()->trigger();
        EXPECT_EQ(answerer.seen().size(), 1u);
        return answerer.seen().empty() ? ModalAnswerer::Seen {} : answerer.seen().front();
    }

    // What every failed save must leave: the message names the file and says to Save As, the
    // project is still unsaved, and autosave writes the unsaved work.
    void expectFailedSaveKeptEverything(const ModalAnswerer::Seen& box, const QString& advice)
    {
        EXPECT_EQ(box.title, QStringLiteral("Project not saved"));
        EXPECT_TRUE(box.text.contains(m_path)) << box.text.toStdString();
        EXPECT_TRUE(box.informative.contains(advice)) << box.informative.toStdString();
        EXPECT_TRUE(box.informative.contains(QStringLiteral("Save As…"))) << box.informative.toStdString();
        EXPECT_TRUE(box.informative.contains(QStringLiteral("still here, unsaved"))) << box.informative.toStdString();
        EXPECT_TRUE(box.buttons.contains(QStringLiteral("Save As…")));
        EXPECT_TRUE(files()->isModified());
        EXPECT_TRUE(m_window->isWindowModified());
        EXPECT_EQ(files()->filePath(), m_path);
        files()->autosave(); // writes, unless an earlier call in the test already did
        ASSERT_TRUE(std::filesystem::exists(files()->recoveryPath()));
        EXPECT_EQ(loadRecoveryFile(files()->recoveryPath()).ops.size(), 2u);
    }

    // Nothing but the project and its lock in the folder: no temporary file left behind.
    QStringList folderEntries(const QString& folder) const
    {
        return QDir(folder).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    }

    QTemporaryDir m_folder;
    QTemporaryDir m_recovery;
    QString m_path;
    QByteArray m_saved;
    std::unique_ptr<ui::MainWindow> m_window;
};

TEST_F(FailingDisk, AReadOnlyFolder)
{
    ::chmod(m_folder.path().toLocal8Bit().constData(), 0555);
    ModalAnswerer::Seen box;
    {
        const FileAccessAsNobody nobody; // as root, a folder without write permission is writable
        ASSERT_TRUE(nobody.ok());
        box = saveAndCancel();
    }
    EXPECT_TRUE(box.text.contains(QStringLiteral("read-only"))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(m_folder.path())) << box.text.toStdString();
    EXPECT_EQ(contents(m_path), m_saved);
    EXPECT_TRUE(files()->autosave());
    expectFailedSaveKeptEverything(box, QStringLiteral("You may not write in that folder"));
    EXPECT_EQ(folderEntries(m_folder.path()),
        (QStringList {QStringLiteral(".talk.roofline.json.lock"), QStringLiteral("talk.roofline.json")}));
}

TEST_F(FailingDisk, AFullDisk)
{
    ModalAnswerer::Seen box;
    {
        const FileSizeLimit full(1024); // the project file is several KiB: the write stops part way
        ASSERT_TRUE(full.ok());
        box = saveAndCancel();
        // Autosave fails the same way meanwhile, once said, and keeps trying.
        QString said;
        // Connected for this block only (the context object goes before `said`): a connection left
        // behind wrote the later "Saved …" message into the dead string, which ASan's leak check
        // caught in CI.
        const QObject listening;
        QObject::connect(
            files(), &ui::ProjectFileActions::message, &listening, [&](const QString& text) { said += text; });
        EXPECT_FALSE(files()->autosave());
        EXPECT_TRUE(said.contains(QStringLiteral("Autosave failed"))) << said.toStdString();
        said.clear();
        EXPECT_FALSE(files()->autosave());
        EXPECT_TRUE(said.isEmpty()) << said.toStdString();
    }
    EXPECT_TRUE(box.text.contains(QStringLiteral("disk is full"))) << box.text.toStdString();
    EXPECT_EQ(contents(m_path), m_saved);
    // Room again: the next autosave works without another change.
    EXPECT_TRUE(files()->autosave());
    expectFailedSaveKeptEverything(box, QStringLiteral("Free some space"));
    EXPECT_EQ(folderEntries(m_folder.path()),
        (QStringList {QStringLiteral(".talk.roofline.json.lock"), QStringLiteral("talk.roofline.json")}));
    // And the save itself, once there is room.
    files()->saveAction()->trigger();
    EXPECT_FALSE(files()->isModified());
    EXPECT_EQ(loadProjectFile(m_path.toStdString()).ops.size(), 2u);
}

TEST_F(FailingDisk, APathThatIsAFolder)
{
    // The project file was replaced by a folder of the same name (another program, a sync tool).
    ASSERT_TRUE(QFile::remove(m_path));
    ASSERT_TRUE(QDir().mkdir(m_path));
    const ModalAnswerer::Seen box = saveAndCancel();
    EXPECT_TRUE(box.text.contains(QStringLiteral("is a folder, not a file"))) << box.text.toStdString();
    EXPECT_TRUE(QFileInfo(m_path).isDir());
    EXPECT_TRUE(QDir(m_path).isEmpty());
    expectFailedSaveKeptEverything(box, QStringLiteral("Choose a file name"));
}

TEST_F(FailingDisk, AFolderThatVanishesMidSave)
{
    // Moved away after the new contents are written, before they replace the file (a folder renamed
    // in a file manager, a disk unmounted).
    const QString moved = m_folder.path() + QStringLiteral("-moved");
    testing::setBeforeReplaceHook(
        [&](const std::filesystem::path&) { ASSERT_TRUE(QDir().rename(m_folder.path(), moved)); });
    const ModalAnswerer::Seen box = saveAndCancel();
    testing::setBeforeReplaceHook({});
    EXPECT_TRUE(box.text.contains(QStringLiteral("does not exist, or vanished during the save")))
        << box.text.toStdString();
    EXPECT_EQ(contents(moved + QStringLiteral("/talk.roofline.json")), m_saved);
    EXPECT_EQ(folderEntries(moved),
        (QStringList {QStringLiteral(".talk.roofline.json.lock"), QStringLiteral("talk.roofline.json")}));
    expectFailedSaveKeptEverything(box, QStringLiteral("moved, deleted or unmounted"));

    // Gone for good: the next save says so too, and Save As… from the message box is offered.
    QDir(moved).removeRecursively();
    const ModalAnswerer::Seen again = saveAndCancel();
    EXPECT_TRUE(again.text.contains(m_path)) << again.text.toStdString();
    expectFailedSaveKeptEverything(again, QStringLiteral("moved, deleted or unmounted"));
    ASSERT_TRUE(QDir().mkpath(m_folder.path())); // for TearDown
}

// Save As… in the message opens the file dialog; the file chosen there is where the project goes: saved
// whole (it opens as the window's project), the window's file from then on, no unsaved changes; the old
// file as it was.
TEST_F(FailingDisk, SaveAsFromTheMessageSavesElsewhere)
{
    QTemporaryDir elsewhere;
    ASSERT_TRUE(elsewhere.isValid());
    ::chmod(elsewhere.path().toLocal8Bit().constData(), 0777); // "nobody" saves there
    const QString path = elsewhere.filePath(QStringLiteral("rescued.roofline.json"));
    ::chmod(m_folder.path().toLocal8Bit().constData(), 0555);
    ModalAnswerer answerer({QStringLiteral("Save As"), QStringLiteral("file:") + path});
    {
        const FileAccessAsNobody nobody;
        ASSERT_TRUE(nobody.ok());
        files()->saveAction()->trigger();
    }
    ASSERT_EQ(answerer.seen().size(), 2u);
    EXPECT_EQ(answerer.seen()[0].clicked, QStringLiteral("Save As…"));
    EXPECT_EQ(answerer.seen()[1].type, QStringLiteral("QFileDialog"));
    EXPECT_FALSE(files()->isModified());
    EXPECT_EQ(files()->filePath(), path);
    ASSERT_TRUE(QFile::exists(path));
    const Project rescued = loadProjectFile(path.toStdString());
    EXPECT_EQ(rescued.ops.size(), 2u); // the op removed before the failed save stays removed
    EXPECT_TRUE(rescued == m_window->document().projectForSaving());
    EXPECT_EQ(contents(m_path), m_saved);
}

// A damaged autosave at start: named with its problem, kept aside or deleted as the user says,
// never offered again; the work of the session goes on and is autosaved.
class DamagedAutosave : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_window = openWindow();
        files()->setRecoveryPath(
            std::filesystem::path(m_recovery.filePath(QStringLiteral("autosave-1.roofline.json")).toStdString()));
    }
    void TearDown() override { files()->closedCleanly(); }
    ui::ProjectFileActions* files() const { return m_window->fileActions(); }

    // What a crash and a bad disk left: half of a recovery file.
    std::filesystem::path writeTruncated(std::int64_t savedAt)
    {
        const long pid = deadPid();
        Project lost = defaultProject();
        lost.dims.b = 333;
        const RecoveryInfo info {recoveryFilePath(m_recovery.path().toStdString(), pid), pid, "", savedAt, {}};
        writeRecoveryFile(info, lost);
        const QString path = QString::fromStdString(info.path.string());
        const QByteArray whole = contents(path);
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(whole.left(whole.size() / 2));
        return info.path;
    }

    QTemporaryDir m_recovery;
    std::unique_ptr<ui::MainWindow> m_window;
};

TEST_F(DamagedAutosave, IsNamedAndKeptAsideWhenTheUserSaysKeep)
{
    const std::filesystem::path damaged = writeTruncated(1700000000);
    const Project before = m_window->document().project();
    ModalAnswerer answerer({QStringLiteral("Keep It")});
    EXPECT_FALSE(files()->offerRecovery());
    ASSERT_EQ(answerer.seen().size(), 1u);
    const ModalAnswerer::Seen& box = answerer.seen().front();
    EXPECT_EQ(box.title, QStringLiteral("Autosaved work cannot be restored"));
    EXPECT_TRUE(box.text.contains(QString::fromStdString(damaged.string()))) << box.text.toStdString();
    EXPECT_TRUE(box.text.contains(QStringLiteral("truncated"))) << box.text.toStdString();
    EXPECT_TRUE(box.informative.contains(QString::fromStdString(damaged.string()) + QStringLiteral(".damaged")))
        << box.informative.toStdString();
    EXPECT_FALSE(std::filesystem::exists(damaged));
    EXPECT_TRUE(std::filesystem::exists(damaged.string() + ".damaged"));
    EXPECT_EQ(m_window->document().project(), before);
    // Never offered again; the session's own work is autosaved as usual.
    ModalAnswerer none;
    EXPECT_FALSE(files()->offerRecovery());
    EXPECT_TRUE(none.seen().empty());
    opsPanel(*m_window)->selectOp(0);
    opsPanel(*m_window)->removeCurrent();
    EXPECT_TRUE(files()->autosave());
    EXPECT_EQ(loadRecoveryFile(files()->recoveryPath()).ops.size(), 2u);
}

TEST_F(DamagedAutosave, IsDeletedWhenTheUserSaysDeleteAndGoodWorkIsStillOffered)
{
    const std::filesystem::path damaged = writeTruncated(1700000500);
    // An older autosave that is whole: offered after the damaged one is dealt with.
    const long pid = deadPid();
    Project lost = defaultProject();
    lost.dims.b = 77;
    writeRecoveryFile({recoveryFilePath(m_recovery.path().toStdString(), pid), pid, "", 1700000000, {}}, lost);
    ModalAnswerer answerer({QStringLiteral("Delete It"), QStringLiteral("Restore")});
    EXPECT_TRUE(files()->offerRecovery());
    ASSERT_EQ(answerer.seen().size(), 2u);
    EXPECT_EQ(answerer.seen()[0].title, QStringLiteral("Autosaved work cannot be restored"));
    EXPECT_EQ(answerer.seen()[1].title, QStringLiteral("Restore unsaved work?"));
    EXPECT_FALSE(std::filesystem::exists(damaged));
    EXPECT_FALSE(std::filesystem::exists(damaged.string() + ".damaged"));
    EXPECT_EQ(m_window->document().dims().b, 77.0);
    EXPECT_TRUE(files()->isModified());
}

} // namespace
} // namespace roofline::test
