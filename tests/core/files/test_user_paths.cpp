// The app saves custom chips where the command line looks for them: one rule, in core.
#include "core/files/user_paths.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <optional>
#include <string>

namespace roofline::test {
namespace {

// Sets an environment variable for one test and puts the old value back.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const char* value)
        : m_name(name)
    {
        if (const char* old = std::getenv(name))
            m_old = old;
        if (value)
            ::setenv(name, value, 1);
        else
            ::unsetenv(name);
    }
    ~ScopedEnv()
    {
        if (m_old)
            ::setenv(m_name, m_old->c_str(), 1);
        else
            ::unsetenv(m_name);
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* m_name;
    std::optional<std::string> m_old;
};

TEST(UserPaths, XdgDataHomeWins)
{
    const ScopedEnv data("XDG_DATA_HOME", "/tmp/xdg-data");
    const ScopedEnv home("HOME", "/home/someone");
    EXPECT_EQ(userChipDirectory(), std::filesystem::path("/tmp/xdg-data/roofline-studio/chips"));
}

TEST(UserPaths, FallsBackToLocalShareUnderHome)
{
    const ScopedEnv data("XDG_DATA_HOME", "");
    const ScopedEnv home("HOME", "/home/someone");
    EXPECT_EQ(userDataDirectory(), std::filesystem::path("/home/someone/.local/share/roofline-studio"));
    EXPECT_EQ(userChipDirectory(), std::filesystem::path("/home/someone/.local/share/roofline-studio/chips"));
}

TEST(UserPaths, RecoveryFilesLiveInTheStateFolder)
{
    {
        const ScopedEnv state("XDG_STATE_HOME", "/tmp/xdg-state");
        const ScopedEnv home("HOME", "/home/someone");
        EXPECT_EQ(userStateDirectory(), std::filesystem::path("/tmp/xdg-state/roofline-studio"));
    }
    const ScopedEnv state("XDG_STATE_HOME", "");
    const ScopedEnv home("HOME", "/home/someone");
    EXPECT_EQ(userStateDirectory(), std::filesystem::path("/home/someone/.local/state/roofline-studio"));
}

TEST(UserPaths, EmptyWithoutAnyHome)
{
    const ScopedEnv data("XDG_DATA_HOME", nullptr);
    const ScopedEnv state("XDG_STATE_HOME", nullptr);
    const ScopedEnv home("HOME", nullptr);
    EXPECT_TRUE(userChipDirectory().empty());
    EXPECT_TRUE(userStateDirectory().empty());
}

} // namespace
} // namespace roofline::test
