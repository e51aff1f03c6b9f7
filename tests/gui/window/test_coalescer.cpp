// The one helper that turns many requests into one update per event-loop turn (charts, Details, the
// Model panel).
#include "ui/coalescer.h"

#include <QCoreApplication>
#include <QObject>

#include <gtest/gtest.h>

#include <memory>

namespace roofline::test {
namespace {

TEST(Coalescer, AThousandRequestsRunOnceWhenTheEventLoopTurns)
{
    QObject owner;
    int runs = 0;
    ui::Coalescer coalescer(&owner, [&runs] { ++runs; });
    for (int i = 0; i < 1000; ++i)
        coalescer.request();
    EXPECT_TRUE(coalescer.isPending());
    EXPECT_EQ(runs, 0); // nothing runs before the loop turns
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 1);
    EXPECT_FALSE(coalescer.isPending());
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 1); // and nothing more after it
    coalescer.request();
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 2);
}

TEST(Coalescer, ARequestWhileRunningRunsAgainAtTheNextTurn)
{
    QObject owner;
    int runs = 0;
    std::unique_ptr<ui::Coalescer> coalescer;
    coalescer = std::make_unique<ui::Coalescer>(&owner, [&] {
        if (++runs == 1)
            coalescer->request(); // a change made by the update itself
    });
    coalescer->request();
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 1);
    EXPECT_TRUE(coalescer->isPending());
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 2);
    EXPECT_FALSE(coalescer->isPending());
}

TEST(Coalescer, NothingRunsOnceItsOwnerIsGone)
{
    int runs = 0;
    auto owner = std::make_unique<QObject>();
    ui::Coalescer coalescer(owner.get(), [&runs] { ++runs; });
    coalescer.request();
    owner.reset();
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 0);
    coalescer.request(); // asked again with no owner: still nothing
    QCoreApplication::processEvents();
    EXPECT_EQ(runs, 0);
}

} // namespace
} // namespace roofline::test
