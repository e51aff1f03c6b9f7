// Autosave recovery files: what a crash leaves is found, opens as the project it held, and a running
// app's own file is never offered to another.
#include "test_helpers.h"

#include "core/json_reader.h"
#include "core/project_json.h"
#include "core/recovery.h"

#include <fstream>
#include <sstream>

#include <sys/wait.h>
#include <unistd.h>

namespace roofline::test {
namespace {

class RecoveryTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        m_dir = std::filesystem::temp_directory_path() / ("roofline-recovery-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }
    std::filesystem::path m_dir;
};

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

TEST_F(RecoveryTest, ACrashedAppsFileIsFoundAndOpensAsItsProject)
{
    Project project = defaultProject();
    project.dims.b = 300;
    project.viewOptions.theme = "slide";
    const long pid = deadPid();
    RecoveryInfo info {recoveryFilePath(m_dir, pid), pid, "/home/me/talk.roofline.json", 1700000000};
    writeRecoveryFile(info, project); // creates the folder

    // A second file, from this (running) process, is not an orphan.
    const long self = ::getpid();
    writeRecoveryFile({recoveryFilePath(m_dir, self), self, "", 1700000500}, defaultProject());

    const std::vector<RecoveryInfo> orphans = findOrphanedRecoveryFiles(m_dir);
    ASSERT_EQ(orphans.size(), 1u);
    EXPECT_EQ(orphans[0].path, info.path);
    EXPECT_EQ(orphans[0].pid, pid);
    EXPECT_EQ(orphans[0].originalPath, "/home/me/talk.roofline.json");
    EXPECT_EQ(orphans[0].savedAt, 1700000000);
    EXPECT_EQ(loadRecoveryFile(orphans[0].path), project);
    // It is a project file too: the project reader ignores the "recovery" key.
    EXPECT_EQ(loadProjectFile(orphans[0].path), project);

    removeRecoveryFile(orphans[0].path);
    removeRecoveryFile(orphans[0].path); // already gone: fine
    EXPECT_TRUE(findOrphanedRecoveryFiles(m_dir).empty());
    EXPECT_TRUE(std::filesystem::exists(recoveryFilePath(m_dir, self)));
}

TEST_F(RecoveryTest, OtherFilesAndBrokenOnesAreLeftAlone)
{
    std::filesystem::create_directories(m_dir);
    const long pid = deadPid();
    std::ofstream(m_dir / "notes.txt") << "mine";
    std::ofstream(m_dir / "autosave-x.roofline.json") << "{}";
    std::ofstream(recoveryFilePath(m_dir, pid)) << "{ not json";
    EXPECT_TRUE(findOrphanedRecoveryFiles(m_dir).empty());
    EXPECT_TRUE(std::filesystem::exists(recoveryFilePath(m_dir, pid)));
    EXPECT_TRUE(findOrphanedRecoveryFiles(m_dir / "missing").empty());
    EXPECT_TRUE(findOrphanedRecoveryFiles({}).empty());
}

TEST_F(RecoveryTest, NewestFirst)
{
    const long a = deadPid();
    const long b = deadPid();
    writeRecoveryFile({recoveryFilePath(m_dir, a), a, "", 100}, defaultProject());
    writeRecoveryFile({recoveryFilePath(m_dir, b), b, "", 200}, defaultProject());
    const std::vector<RecoveryInfo> orphans = findOrphanedRecoveryFiles(m_dir);
    ASSERT_EQ(orphans.size(), 2u);
    EXPECT_EQ(orphans[0].pid, b);
    EXPECT_EQ(orphans[1].pid, a);
}

TEST(Recovery, RunningProcessesAreRecognised)
{
    EXPECT_TRUE(isProcessRunning(::getpid()));
    EXPECT_TRUE(isProcessRunning(1)); // init: someone else's, still running
    EXPECT_FALSE(isProcessRunning(deadPid()));
    EXPECT_FALSE(isProcessRunning(0));
}

} // namespace
} // namespace roofline::test
