// A heavy chart rebuilds in a turn of the event loop of its own (RebuildTurn): nothing here is timed,
// the turns are counted.
#include "ui/charts/frame/rebuild_turn.h"

#include <QCoreApplication>

#include <gtest/gtest.h>

namespace roofline::test {
namespace {

using ui::RebuildTurn;

// Runs the event loop until the turn is given back (a zero timer: one pass is enough, a few allowed).
void nextTurn()
{
    for (int i = 0; i < 5 && !RebuildTurn::mayRebuild(true); ++i)
        QCoreApplication::processEvents();
}

TEST(RebuildTurn, AHeavyRebuildPutsEveryOtherRebuildOffToTheNextTurn)
{
    nextTurn();
    ASSERT_TRUE(RebuildTurn::mayRebuild(true));
    EXPECT_TRUE(RebuildTurn::noteRebuilt(ui::kHeavyRebuildPoints));
    EXPECT_FALSE(RebuildTurn::mayRebuild(false));
    EXPECT_FALSE(RebuildTurn::mayRebuild(true));
    QCoreApplication::processEvents();
    EXPECT_TRUE(RebuildTurn::mayRebuild(false));
    EXPECT_TRUE(RebuildTurn::mayRebuild(true));
}

TEST(RebuildTurn, LightRebuildsShareATurnButAHeavyChartWaitsForOneOfItsOwn)
{
    nextTurn();
    EXPECT_FALSE(RebuildTurn::noteRebuilt(ui::kHeavyRebuildPoints - 1));
    EXPECT_TRUE(RebuildTurn::mayRebuild(false));
    EXPECT_FALSE(RebuildTurn::mayRebuild(true));
    QCoreApplication::processEvents();
    EXPECT_TRUE(RebuildTurn::mayRebuild(true));
}

TEST(RebuildTurn, OtherHeavyWorkTakesTheTurnFromEveryChart)
{
    nextTurn();
    RebuildTurn::take();
    EXPECT_FALSE(RebuildTurn::mayRebuild(false));
    QCoreApplication::processEvents();
    EXPECT_TRUE(RebuildTurn::mayRebuild(false));
}

} // namespace
} // namespace roofline::test
