// Autosave recovery files: what a crash leaves is found, opens as the project it held, and a running
// app's own file is never offered to another.
#include "support/test_helpers.h"

#include "core/files/json_reader.h"
#include "core/formats/project_json.h"
#include "core/formats/recovery.h"

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
    RecoveryInfo info {recoveryFilePath(m_dir, pid), pid, "/home/me/talk.roofline.json", 1700000000, {}};
    writeRecoveryFile(info, project); // creates the folder

    // A second file, from this (running) process, is not an orphan.
    const long self = ::getpid();
    writeRecoveryFile({recoveryFilePath(m_dir, self), self, "", 1700000500, {}}, defaultProject());

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

TEST_F(RecoveryTest, OtherFilesAreLeftAlone)
{
    std::filesystem::create_directories(m_dir);
    std::ofstream(m_dir / "notes.txt") << "mine";
    std::ofstream(m_dir / "autosave-x.roofline.json") << "{}";
    std::ofstream(m_dir / "autosave-12.roofline.json.damaged") << "{ not json";
    EXPECT_TRUE(findOrphanedRecoveryFiles(m_dir).empty());
    EXPECT_TRUE(findOrphanedRecoveryFiles(m_dir / "missing").empty());
    EXPECT_TRUE(findOrphanedRecoveryFiles({}).empty());
}

// A corrupted, truncated or empty autosave is listed with what is wrong with it (the app says so at
// start) instead of being dropped without a word; the file itself stays until the user decides.
TEST_F(RecoveryTest, DamagedFilesAreListedWithTheirProblem)
{
    const long truncatedPid = deadPid();
    const long corruptedPid = deadPid();
    const long emptyPid = deadPid();
    const long invalidPid = deadPid();
    const RecoveryInfo whole {recoveryFilePath(m_dir, truncatedPid), truncatedPid, "/home/me/a.roofline.json", 500, {}};
    writeRecoveryFile(whole, defaultProject());
    std::ifstream in(whole.path);
    std::stringstream text;
    text << in.rdbuf();
    in.close();
    const std::string full = text.str();
    std::ofstream(whole.path, std::ios::trunc) << full.substr(0, full.size() / 2);
    std::string corrupted = full;
    corrupted[corrupted.find("\"ops\"")] = '\x01';
    std::ofstream(recoveryFilePath(m_dir, corruptedPid)) << corrupted;
    std::ofstream(recoveryFilePath(m_dir, emptyPid)) << "";
    // Valid JSON, but not a project this app can open.
    std::ofstream(recoveryFilePath(m_dir, invalidPid))
        << R"({"format": 1, "app": "roofline-studio", "chips": ["tpu-v5e"], "dims": {"B": 0}})";

    const std::vector<RecoveryInfo> orphans = findOrphanedRecoveryFiles(m_dir);
    ASSERT_EQ(orphans.size(), 4u);
    for (const RecoveryInfo& orphan : orphans) {
        SCOPED_TRACE(orphan.path.string());
        ASSERT_TRUE(orphan.damage.has_value());
        EXPECT_EQ(std::string(orphan.damage->what()).find(orphan.path.string()), 0u) << orphan.damage->what();
        EXPECT_GT(orphan.savedAt, 0); // the file's time
        EXPECT_TRUE(std::filesystem::exists(orphan.path));
    }
    const auto damageOf = [&](long pid) {
        for (const RecoveryInfo& orphan : orphans) {
            if (orphan.pid == pid)
                return std::string(orphan.damage->what());
        }
        return std::string();
    };
    EXPECT_NE(damageOf(truncatedPid).find("truncated"), std::string::npos) << damageOf(truncatedPid);
    EXPECT_NE(damageOf(emptyPid).find("empty"), std::string::npos) << damageOf(emptyPid);
    EXPECT_NE(damageOf(invalidPid).find("dims.B"), std::string::npos) << damageOf(invalidPid);

    // Set aside, it is kept but never offered again.
    const std::filesystem::path aside = setAsideRecoveryFile(recoveryFilePath(m_dir, emptyPid));
    EXPECT_EQ(aside, std::filesystem::path(recoveryFilePath(m_dir, emptyPid).string() + ".damaged"));
    EXPECT_TRUE(std::filesystem::exists(aside));
    EXPECT_EQ(findOrphanedRecoveryFiles(m_dir).size(), 3u);
    EXPECT_TRUE(setAsideRecoveryFile(recoveryFilePath(m_dir, emptyPid)).empty()); // gone already
}

TEST_F(RecoveryTest, NewestFirst)
{
    const long a = deadPid();
    const long b = deadPid();
    writeRecoveryFile({recoveryFilePath(m_dir, a), a, "", 100, {}}, defaultProject());
    writeRecoveryFile({recoveryFilePath(m_dir, b), b, "", 200, {}}, defaultProject());
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
