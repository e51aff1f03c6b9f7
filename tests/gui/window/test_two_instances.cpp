// Two instances opening the same project, with two processes: a real roofline-studio
// opens it first (offscreen), then this one is told the file is open elsewhere and chooses: open it
// read-only, open it anyway, or cancel. When the first dies its lock is stale and taken over.
#include "support/gui_test_helpers.h"
#include "support/modal_answerer.h"

#include "core/formats/project_json.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/project_lock.h"
#include "ui/document.h"
#include "ui/panels/op_list_panel.h"
#include "ui/tasks/task_runner.h"

#include <QAction>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace roofline::test {
namespace {

using ui::ProjectLock;

// The first instance: the app itself, on the project, with folders of its own for settings, saved
// chips and recovery files. Killed when the test ends, whatever happens.
class FirstInstance {
public:
    explicit FirstInstance(const QString& project)
    {
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_home.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), m_home.filePath(QStringLiteral("data")));
        environment.insert(QStringLiteral("XDG_STATE_HOME"), m_home.filePath(QStringLiteral("state")));
        m_process.setProcessEnvironment(environment);
        m_process.start(QStringLiteral(ROOFLINE_STUDIO_EXECUTABLE), {project});
    }
    ~FirstInstance() { kill(); }
    FirstInstance(const FirstInstance&) = delete;
    FirstInstance& operator=(const FirstInstance&) = delete;

    qint64 pid() const { return m_process.processId(); }
    void kill()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill(); // as a crash would: no clean close, the lock file stays behind
            m_process.waitForFinished(30000);
        }
    }
    QString errors() { return QString::fromLocal8Bit(m_process.readAllStandardError()); }

    // Waits until it has the project open (its lock names it), for up to two minutes (ASan).
    bool waitForLock(const QString& project)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 120000 && m_process.state() != QProcess::NotRunning) {
            const std::optional<ProjectLock::Holder> holder = ProjectLock::holder(project);
            if (holder && holder->pid == pid())
                return true;
            QTest::qWait(50);
        }
        return false;
    }

private:
    QTemporaryDir m_home;
    QProcess m_process;
};

TEST(TwoInstances, TheSecondIsToldTheProjectIsOpenElsewhereAndChooses)
{
    QTemporaryDir folder;
    const QString path = folder.filePath(QStringLiteral("talk.roofline.json"));
    Project project = defaultProject();
    project.dims.b = 256;
    saveProjectFile(path.toStdString(), project);
    FirstInstance first(path);
    ASSERT_TRUE(first.waitForLock(path)) << first.errors().toStdString();

    auto window = openWindow();
    ui::ProjectFileActions* files = window->fileActions();
    const Project untouched = window->document().project();
    {
        ModalAnswerer answerer({QStringLiteral("Cancel")});
        EXPECT_FALSE(files->openFile(path));
        ASSERT_EQ(answerer.seen().size(), 1u);
        const ModalAnswerer::Seen& box = answerer.seen().front();
        EXPECT_EQ(box.title, QStringLiteral("Project open elsewhere"));
        EXPECT_TRUE(box.text.contains(QStringLiteral("talk.roofline.json is open in another Roofline Studio")))
            << box.text.toStdString();
        EXPECT_TRUE(box.text.contains(QStringLiteral("process %1").arg(first.pid()))) << box.text.toStdString();
        QStringList buttons = box.buttons; // in the platform's order
        buttons.sort();
        EXPECT_EQ(buttons,
            (QStringList {QStringLiteral("Cancel"), QStringLiteral("Open Anyway"), QStringLiteral("Open Read-Only")}));
        EXPECT_EQ(window->document().project(), untouched);
        EXPECT_TRUE(files->filePath().isEmpty());
    }
    {
        ModalAnswerer answerer({QStringLiteral("Open Read-Only")});
        ASSERT_TRUE(files->openFile(path));
        EXPECT_EQ(answerer.seen().size(), 1u);
        EXPECT_TRUE(files->isReadOnly());
        EXPECT_TRUE(window->windowTitle().startsWith(QStringLiteral("talk.roofline.json (read-only)")))
            << window->windowTitle().toStdString();
        EXPECT_EQ(window->document().dims().b, 256.0);
    }
    // Changes may be made; Save asks for a new name (the file dialog, cancelled here), and the file
    // the first instance has open is untouched.
    opsPanel(*window)->selectOp(0);
    opsPanel(*window)->removeCurrent();
    {
        ModalAnswerer answerer;
        files->saveAction()->trigger();
        window->tasks()->waitUntilIdle();
        ASSERT_EQ(answerer.seen().size(), 1u);
        EXPECT_EQ(answerer.seen()[0].type, QStringLiteral("QFileDialog"));
    }
    EXPECT_EQ(loadProjectFile(path.toStdString()).ops.size(), 3u);
    // Saving onto it all the same is asked first.
    {
        ModalAnswerer answerer({QStringLiteral("Cancel")});
        EXPECT_FALSE(files->saveFile(path));
        ASSERT_EQ(answerer.seen().size(), 1u);
        EXPECT_TRUE(answerer.seen()[0].text.contains(QStringLiteral("Replace it anyway?")))
            << answerer.seen()[0].text.toStdString();
    }
    EXPECT_EQ(loadProjectFile(path.toStdString()).ops.size(), 3u);
    EXPECT_TRUE(files->isModified());
    // Saved under a name of its own, the project is this window's: no longer read-only, and locked.
    const QString copy = folder.filePath(QStringLiteral("copy.roofline.json"));
    {
        ModalAnswerer answerer;
        ASSERT_TRUE(files->saveFile(copy));
        EXPECT_TRUE(answerer.seen().empty());
    }
    EXPECT_FALSE(files->isReadOnly());
    ASSERT_TRUE(ProjectLock::holder(copy));
    EXPECT_EQ(ProjectLock::holder(copy)->pid, QCoreApplication::applicationPid());
    // Open anyway: saves go to the file, without another question.
    {
        ModalAnswerer answerer({QStringLiteral("Open Anyway")});
        ASSERT_TRUE(files->openFile(path));
        EXPECT_EQ(answerer.seen().size(), 1u);
        EXPECT_FALSE(files->isReadOnly());
        EXPECT_FALSE(ProjectLock::holder(copy)); // the copy is not open here any more
    }
    opsPanel(*window)->selectOp(0);
    opsPanel(*window)->removeCurrent();
    {
        ModalAnswerer answerer;
        files->saveAction()->trigger();
        window->tasks()->waitUntilIdle(); // written on the window's worker
        EXPECT_TRUE(answerer.seen().empty());
    }
    EXPECT_EQ(loadProjectFile(path.toStdString()).ops.size(), 2u);

    // The first instance dies: its lock is stale, and the next open takes it over without a word.
    first.kill();
    {
        ModalAnswerer answerer;
        ASSERT_TRUE(files->openFile(path));
        EXPECT_TRUE(answerer.seen().empty());
    }
    EXPECT_FALSE(files->isReadOnly());
    ASSERT_TRUE(ProjectLock::holder(path));
    EXPECT_EQ(ProjectLock::holder(path)->pid, QCoreApplication::applicationPid());
    files->closedCleanly();
    EXPECT_FALSE(QFile::exists(ProjectLock::lockFilePath(path)));
}

} // namespace
} // namespace roofline::test
