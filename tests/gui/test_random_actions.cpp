// Random-action testing of the GUI (issue 17): seeded sequences of everything a user does, each
// action through the path a click takes, every invariant checked after every action, and at the
// end undo all, redo all, save → open (tests/gui/random_actions.h). CI runs five seeds of 500
// actions (ctest label `random`); a failure prints its seed and its actions, and
//   ROOFLINE_RANDOM_SEED=<seed> ROOFLINE_RANDOM_STEPS=<n> gui_tests --gtest_filter='RandomActions.Replay'
// runs that sequence again. The defects the runs found are kept as plain regression tests
// (test_random_regressions.cpp).
#include "gui_test_helpers.h"
#include "random_actions.h"

#include <QElapsedTimer>

#include <cstdio>
#include <cstdlib>

namespace roofline::test {
namespace {

constexpr int kSteps = 500;

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

// Replays one sequence: ROOFLINE_RANDOM_SEED (required) and ROOFLINE_RANDOM_STEPS (default 500).
TEST(RandomActions, Replay)
{
    const QByteArray seed = qgetenv("ROOFLINE_RANDOM_SEED");
    if (seed.isEmpty())
        GTEST_SKIP() << "set ROOFLINE_RANDOM_SEED (and ROOFLINE_RANDOM_STEPS) to replay a sequence";
    const QByteArray steps = qgetenv("ROOFLINE_RANDOM_STEPS");
    runSeed(std::strtoull(seed.constData(), nullptr, 10), steps.isEmpty() ? kSteps : std::atoi(steps.constData()));
}

} // namespace
} // namespace roofline::test
