// Random-action testing of the GUI: seeded sequences of everything a user does, each
// action through the path a click takes, every invariant checked after every action, and at the
// end undo all, redo all, save → open (tests/gui/random_actions.h). CI runs five seeds of 300
// actions (ctest label `random`; ROOFLINE_RANDOM_STEPS=N with Replay runs a seed longer); a failure prints its seed and
// its actions, and
//   ROOFLINE_RANDOM_SEED=<seed> ROOFLINE_RANDOM_STEPS=<n> gui_tests --gtest_filter='RandomActions.Replay'
// runs that sequence again (without the variables, Replay checks that a seed does replay: the same
// sequence twice, the same actions and project). The defects the runs found are kept as plain regression tests
// (test_random_regressions.cpp).
#include "random_actions.h"
#include "support/gui_test_helpers.h"

#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>

namespace roofline::test {
namespace {

// Five seeds of 300 actions take about 270 CPU-seconds under ASan (500 took 440 of the suite's 1,470 and held
// CI over its budget); Replay with ROOFLINE_RANDOM_STEPS runs any seed as long as wanted.
constexpr int kSteps = 300;

void runSeed(std::uint64_t seed, int steps)
{
    QElapsedTimer timer;
    timer.start();
    RandomSession session(seed, steps);
    const std::string problem = session.run();
    std::printf("[ random ] seed %llu: %zu actions in %.1f s\n", static_cast<unsigned long long>(seed),
        session.actions().size(), static_cast<double>(timer.elapsed()) / 1000.0);
    EXPECT_TRUE(problem.empty()) << problem;
}

TEST(RandomActions, Seed1)
{
    runSeed(1, kSteps);
}

TEST(RandomActions, Seed2)
{
    runSeed(2, kSteps);
}

TEST(RandomActions, Seed3)
{
    runSeed(3, kSteps);
}

TEST(RandomActions, Seed4)
{
    runSeed(4, kSteps);
}

TEST(RandomActions, Seed5)
{
    runSeed(5, kSteps);
}

// With ROOFLINE_RANDOM_SEED (and ROOFLINE_RANDOM_STEPS, default 300) set: replays that sequence.
// Without: a short sequence runs twice and must do the same both times, the same actions and the same
// project at the end. That is what makes a seed printed by a failure worth replaying; anything the
// session reads besides its seed (a setting left by the run before, a file name with the time in it,
// a timer's race with a dialog) shows up here as a second run that went elsewhere.
TEST(RandomActions, Replay)
{
    const QByteArray seed = qgetenv("ROOFLINE_RANDOM_SEED");
    if (!seed.isEmpty()) {
        const QByteArray steps = qgetenv("ROOFLINE_RANDOM_STEPS");
        runSeed(std::strtoull(seed.constData(), nullptr, 10), steps.isEmpty() ? kSteps : std::atoi(steps.constData()));
        return;
    }
    constexpr std::uint64_t kReplaySeed = 7;
    constexpr int kReplaySteps = 30;
    std::vector<std::string> actions[2];
    Project projects[2];
    for (int run = 0; run < 2; ++run) {
        RandomSession session(kReplaySeed, kReplaySteps);
        const std::string problem = session.run();
        ASSERT_TRUE(problem.empty()) << "run " << run + 1 << ": " << problem;
        actions[run] = session.actions();
        projects[run] = asInFile(session.project());
    }
    // The finish adds its own lines (undo all, redo all, save, open) after the steps.
    ASSERT_GT(actions[0].size(), static_cast<std::size_t>(kReplaySteps));
    EXPECT_EQ(actions[0], actions[1]);
    EXPECT_TRUE(projects[0] == projects[1]) << "the two runs of seed " << kReplaySeed << " ended with different "
                                            << projectDifference(projects[0], projects[1]);
}

} // namespace
} // namespace roofline::test
