// The task runner the window reads and writes large files with: work on a worker thread, its result
// applied on the UI thread, Cancel that leaves everything as it was, a commit that cannot be undone,
// tasks in order, and the status bar's progress bar and Cancel button.
#include "support/find_child.h"
#include "support/worker_gate.h"
#include "ui/tasks/task_progress.h"
#include "ui/tasks/task_runner.h"

#include <QCoreApplication>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>

#include <gtest/gtest.h>

#include <atomic>
#include <string>
#include <vector>

namespace roofline::test {
namespace {

using ui::TaskRunner;

TEST(TaskRunner, WorkRunsOnAWorkerThreadAndItsResultIsAppliedOnTheUiThread)
{
    TaskRunner runner;
    std::atomic<QThread*> worker {nullptr};
    QThread* appliedOn = nullptr;
    int applied = 0;
    bool finishedApplied = false;
    QObject::connect(&runner, &TaskRunner::finished, [&](bool ok) { finishedApplied = ok; });
    runner.start(QStringLiteral("Reading"), [&](Progress& progress) -> TaskRunner::Apply {
        worker = QThread::currentThread();
        progress.advance(0.5);
        return [&] {
            appliedOn = QThread::currentThread();
            ++applied;
        };
    });
    EXPECT_TRUE(runner.isBusy());
    EXPECT_EQ(runner.title(), QStringLiteral("Reading"));
    EXPECT_EQ(applied, 0); // not before the event loop hands the result back
    EXPECT_TRUE(runner.waitUntilIdle());
    EXPECT_FALSE(runner.isBusy());
    EXPECT_EQ(applied, 1);
    EXPECT_TRUE(finishedApplied);
    ASSERT_NE(worker.load(), nullptr);
    EXPECT_NE(worker.load(), QThread::currentThread());
    EXPECT_EQ(appliedOn, QThread::currentThread());
}

TEST(TaskRunner, CancelDropsTheResultEvenWhenTheWorkHadFinished)
{
    TaskRunner runner;
    WorkerGate gate;
    int applied = 0;
    int dropped = 0;
    // Held, then returning a result as if it had not heard the cancel.
    runner.start(
        QStringLiteral("Reading"),
        [&](Progress&) -> TaskRunner::Apply {
            gate.hold();
            return [&] { ++applied; };
        },
        TaskRunner::OnClose::Cancel, [&] { ++dropped; });
    ASSERT_TRUE(gate.waitUntilHeld());
    EXPECT_TRUE(runner.isCancellable());
    runner.cancel();
    gate.release();
    EXPECT_FALSE(runner.waitUntilIdle());
    EXPECT_EQ(applied, 0);
    EXPECT_EQ(dropped, 1);
}

TEST(TaskRunner, WorkThatHearsTheCancelStopsAtItsNextProgress)
{
    TaskRunner runner;
    WorkerGate gate;
    std::atomic<int> stepsAfterCancel {0};
    runner.start(QStringLiteral("Reading"), [&](Progress& progress) -> TaskRunner::Apply {
        gate.hold();
        for (int step = 1; step <= 100; ++step) {
            progress.advance(step / 100.0); // throws Cancelled at the first step
            ++stepsAfterCancel;
        }
        return [] {};
    });
    ASSERT_TRUE(gate.waitUntilHeld());
    runner.cancel();
    gate.release();
    EXPECT_FALSE(runner.waitUntilIdle());
    EXPECT_EQ(stepsAfterCancel.load(), 0);
}

TEST(TaskRunner, ACommittedTaskIsNotCancelledAndItsResultIsApplied)
{
    TaskRunner runner;
    WorkerGate gate;
    int applied = 0;
    runner.start(QStringLiteral("Saving"), [&](Progress& progress) -> TaskRunner::Apply {
        progress.commit(); // the new file is about to replace the old one
        gate.hold();
        return [&] { ++applied; };
    });
    ASSERT_TRUE(gate.waitUntilHeld());
    EXPECT_FALSE(runner.isCancellable());
    EXPECT_TRUE(runner.finishesOnClose());
    runner.cancel(); // too late
    gate.release();
    EXPECT_TRUE(runner.waitUntilIdle());
    EXPECT_EQ(applied, 1);
}

TEST(TaskRunner, ACancelBeforeTheCommitStopsIt)
{
    TaskRunner runner;
    WorkerGate gate;
    std::atomic<bool> committed {false};
    runner.start(QStringLiteral("Saving"), [&](Progress& progress) -> TaskRunner::Apply {
        gate.hold();
        progress.commit(); // throws Cancelled
        committed = true;
        return [] {};
    });
    ASSERT_TRUE(gate.waitUntilHeld());
    runner.cancel();
    gate.release();
    EXPECT_FALSE(runner.waitUntilIdle());
    EXPECT_FALSE(committed.load());
}

TEST(TaskRunner, TasksRunOneAfterAnotherInTheOrderStarted)
{
    TaskRunner runner;
    std::vector<std::string> order;
    std::atomic<int> running {0};
    std::atomic<int> mostAtOnce {0};
    for (const char* name : {"first", "second", "third"}) {
        runner.start(QString::fromLatin1(name), [&, name](Progress&) -> TaskRunner::Apply {
            const int now = ++running;
            if (now > mostAtOnce)
                mostAtOnce = now;
            QThread::yieldCurrentThread();
            --running;
            return [&, name] { order.emplace_back(name); };
        });
    }
    EXPECT_EQ(runner.title(), QStringLiteral("first"));
    runner.waitUntilIdle();
    EXPECT_EQ(order, (std::vector<std::string> {"first", "second", "third"}));
    EXPECT_EQ(mostAtOnce.load(), 1);
}

TEST(TaskRunner, FinishNowAppliesWithoutTheEventLoop)
{
    TaskRunner runner;
    int applied = 0;
    runner.start(
        QStringLiteral("Saving"), [&](Progress&) -> TaskRunner::Apply { return [&] { ++applied; }; },
        TaskRunner::OnClose::Finish);
    runner.finishNow();
    EXPECT_EQ(applied, 1);
    EXPECT_FALSE(runner.isBusy());
    // The finished signal still comes through the event loop, and is not applied twice.
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    EXPECT_EQ(applied, 1);
}

TEST(TaskRunner, WorkThatRunsOutOfMemoryChangesNothingAndSaysSo)
{
    TaskRunner runner;
    QString said;
    QObject::connect(&runner, &TaskRunner::failed, [&](const QString& problem) { said = problem; });
    runner.start(QStringLiteral("Reading"), [](Progress&) -> TaskRunner::Apply { throw std::bad_alloc(); });
    EXPECT_FALSE(runner.waitUntilIdle());
    EXPECT_EQ(said, QStringLiteral("there is not enough memory"));
}

TEST(TaskProgress, ShowsTheTaskAndItsProgressAndItsCancelButtonCancels)
{
    TaskRunner runner;
    ui::TaskProgress progress(runner);
    EXPECT_TRUE(progress.isHidden()); // nothing runs
    WorkerGate half;
    WorkerGate done;
    int applied = 0;
    runner.start(QStringLiteral("Importing profile.csv"), [&](Progress& p) -> TaskRunner::Apply {
        p.advance(0.5);
        half.hold();
        done.hold();
        p.advance(0.75); // throws Cancelled: the button was clicked
        return [&] { ++applied; };
    });
    EXPECT_FALSE(progress.isHidden());
    EXPECT_EQ(child<QLabel>(progress, "taskTitle")->text(), QStringLiteral("Importing profile.csv"));
    ASSERT_TRUE(half.waitUntilHeld());
    half.release();
    // The bar reads the worker's progress when its timer next fires.
    for (int turn = 0; turn < 6000 && child<QProgressBar>(progress, "taskBar")->value() != 500; ++turn) {
        QThread::msleep(1);
        QCoreApplication::processEvents();
    }
    EXPECT_EQ(child<QProgressBar>(progress, "taskBar")->value(), 500);
    EXPECT_TRUE(child<QPushButton>(progress, "taskCancel")->isEnabled());
    ASSERT_TRUE(done.waitUntilHeld());
    child<QPushButton>(progress, "taskCancel")->click();
    done.release();
    runner.waitUntilIdle();
    EXPECT_EQ(applied, 0);
    EXPECT_TRUE(progress.isHidden());
}

} // namespace
} // namespace roofline::test
