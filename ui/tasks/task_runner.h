#pragma once

#include "core/base/progress.h"

#include <QObject>
#include <QString>
#include <QThreadPool>

#include <atomic>
#include <deque>
#include <functional>
#include <memory>

namespace roofline::ui {

// One background task's state, shared by the UI thread and its worker: how far the work got and
// whether Cancel was pressed. The worker sees it as core's Progress.
class TaskControl final : public Progress {
public:
    // Worker side: stores how far it got; throws Cancelled once the task was cancelled.
    void advance(double fraction) override;
    // Worker side: from here the task cannot be cancelled (a saved file about to replace the old one).
    // Throws Cancelled when it was cancelled first.
    void commit() override;

    // UI side: asks the worker to stop and drops its result. False when it is too late (committed).
    bool cancel();
    bool isCancelled() const { return m_state.load() == kCancelled; }
    bool isCommitted() const { return m_state.load() == kCommitted; }
    double fraction() const { return m_fraction.load(); }

private:
    static constexpr int kRunning = 0;
    static constexpr int kCancelled = 1;
    static constexpr int kCommitted = 2;
    std::atomic<int> m_state {kRunning};
    std::atomic<double> m_fraction {0.0};
};

// Runs long work (reading a profile, opening or saving a large project) on a worker thread while the
// window keeps repainting and its sliders keep working: a QThreadPool thread, and a QFutureWatcher that
// hands the result back on the UI thread. The work gets copies only (a path, a snapshot of the
// project), never the Document or a widget; it returns what the UI thread should do with its result
// (an Apply), which runs there unless the task was cancelled first, so Cancel leaves everything as it
// was. Tasks run one at a time, in the order they were started.
class TaskRunner : public QObject {
    Q_OBJECT
public:
    using Apply = std::function<void()>;
    using Work = std::function<Apply(Progress& progress)>;

    // What closing the window does to a task: a read is cancelled; a save is waited for.
    enum class OnClose { Cancel, Finish };

    explicit TaskRunner(QObject* parent = nullptr);
    ~TaskRunner() override; // cancels what is queued or running and waits for the worker

    // Queues `work`; `title` says what it does ("Importing profile.csv"). It starts at once when nothing
    // else runs. `dropped` (may be empty) runs on the UI thread instead of the Apply when the task is
    // cancelled or fails without saying why, so whoever waits for it hears that it ended.
    void start(const QString& title, Work work, OnClose onClose = OnClose::Cancel, Apply dropped = {});

    bool isBusy() const { return m_current != nullptr; }
    QString title() const;
    double fraction() const;
    bool isCancellable() const; // a task runs and has not committed
    bool finishesOnClose() const; // a task runs, or is queued, that closing must wait for

    // Cancels the running task (unless it committed) and drops the queued ones: no result is applied.
    void cancel();
    // Runs the event loop until every task has finished; returns whether the last one was applied.
    bool waitUntilIdle();
    // Blocks (no event loop) until the worker is done with every task, applying each result as it
    // comes: for a window that is closing.
    void finishNow();

    // The same work on the calling thread, for callers that need the answer now: `work`
    // runs, then its Apply. Throws nothing the work would not.
    static void runNow(const Work& work);

Q_SIGNALS:
    void started(const QString& title);
    // A task ended: its result applied (true), or dropped because it was cancelled (false).
    void finished(bool applied);
    void busyChanged(bool busy);
    // The work failed in a way it did not say itself (out of memory): nothing was changed.
    void failed(const QString& problem);

private:
    struct Task;
    void startNext();
    void taskDone(std::shared_ptr<Task> task);
    void setBusy(bool busy);

    QThreadPool m_pool;
    std::shared_ptr<Task> m_current;
    std::deque<std::shared_ptr<Task>> m_queue;
    bool m_lastApplied = false;
    bool m_busy = false; // as busyChanged last said
};

} // namespace roofline::ui
