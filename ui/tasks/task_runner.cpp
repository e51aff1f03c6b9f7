#include "ui/tasks/task_runner.h"

#include <QEventLoop>
#include <QFutureInterface>
#include <QFutureWatcher>

#include <algorithm>
#include <exception>
#include <new>

namespace roofline::ui {

void TaskControl::advance(double fraction)
{
    // Never going back, whatever a caller's parts say.
    double before = m_fraction.load();
    const double now = std::clamp(fraction, 0.0, 1.0);
    while (now > before && !m_fraction.compare_exchange_weak(before, now)) { }
    if (isCancelled())
        throw Cancelled {};
}

void TaskControl::commit()
{
    int expected = kRunning;
    if (!m_state.compare_exchange_strong(expected, kCommitted) && expected == kCancelled)
        throw Cancelled {};
}

bool TaskControl::cancel()
{
    int expected = kRunning;
    return m_state.compare_exchange_strong(expected, kCancelled) || expected == kCancelled;
}

struct TaskRunner::Task {
    QString title;
    Work work;
    OnClose onClose = OnClose::Cancel;
    Apply dropped;
    TaskControl control;
    QFutureInterface<void> future;
    // Written by the worker, read on the UI thread once the future has finished.
    Apply apply;
    QString problem;
};

TaskRunner::TaskRunner(QObject* parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

TaskRunner::~TaskRunner()
{
    m_queue.clear();
    if (m_current)
        m_current->control.cancel();
    m_pool.waitForDone();
}

void TaskRunner::start(const QString& title, Work work, OnClose onClose, Apply dropped)
{
    auto task = std::make_shared<Task>();
    task->title = title;
    task->work = std::move(work);
    task->onClose = onClose;
    task->dropped = std::move(dropped);
    m_queue.push_back(std::move(task));
    if (!m_current)
        startNext();
}

void TaskRunner::startNext()
{
    if (m_queue.empty())
        return;
    m_current = std::move(m_queue.front());
    m_queue.pop_front();
    const std::shared_ptr<Task> task = m_current;
    task->future.reportStarted();
    // A watcher per task: a task finishNow() already handled is not handled again when its signal comes.
    auto* watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcher<void>::finished, this, [this, watcher, weak = std::weak_ptr<Task>(task)] {
        watcher->deleteLater();
        if (const std::shared_ptr<Task> done = weak.lock(); done && done == m_current)
            taskDone(done);
    });
    watcher->setFuture(task->future.future());
    // The worker lets the work (and the snapshot it holds) go on its own thread, not on the UI thread.
    m_pool.start([task]() mutable {
        try {
            task->apply = task->work(task->control);
        } catch (const Cancelled&) {
            task->apply = nullptr;
        } catch (const std::bad_alloc&) {
            task->problem = tr("there is not enough memory");
        } catch (const std::exception& error) {
            task->problem = QString::fromUtf8(error.what());
        }
        task->work = nullptr;
        task->future.reportFinished();
    });
    setBusy(true);
    Q_EMIT started(m_current->title);
}

void TaskRunner::taskDone(std::shared_ptr<Task> task)
{
    m_current.reset();
    // Cancel on the UI thread is final: a result that arrives after it is dropped, unless the task
    // committed first (then it was too late to cancel, and what it did is reported).
    const bool applied = task->apply && !task->control.isCancelled();
    m_lastApplied = applied;
    if (applied) {
        task->apply();
    } else {
        if (!task->problem.isEmpty() && !task->control.isCancelled())
            Q_EMIT failed(task->problem);
        if (task->dropped)
            task->dropped();
    }
    task->apply = nullptr;
    task->dropped = nullptr;
    Q_EMIT finished(applied);
    // What was applied may have started another task already.
    if (m_current)
        return;
    if (!m_queue.empty())
        startNext();
    else
        setBusy(false);
}

void TaskRunner::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

QString TaskRunner::title() const
{
    return m_current ? m_current->title : QString();
}

double TaskRunner::fraction() const
{
    return m_current ? m_current->control.fraction() : 0.0;
}

bool TaskRunner::isCancellable() const
{
    return m_current && !m_current->control.isCommitted() && !m_current->control.isCancelled();
}

bool TaskRunner::finishesOnClose() const
{
    if (m_current && (m_current->onClose == OnClose::Finish || m_current->control.isCommitted()))
        return true;
    return std::any_of(m_queue.begin(), m_queue.end(),
        [](const std::shared_ptr<Task>& task) { return task->onClose == OnClose::Finish; });
}

void TaskRunner::cancel()
{
    m_queue.clear();
    if (m_current)
        m_current->control.cancel();
}

bool TaskRunner::waitUntilIdle()
{
    if (isBusy()) {
        QEventLoop loop;
        connect(this, &TaskRunner::busyChanged, &loop, [&loop](bool busy) {
            if (!busy)
                loop.quit();
        });
        loop.exec();
    }
    return m_lastApplied;
}

void TaskRunner::finishNow()
{
    while (m_current) {
        m_pool.waitForDone();
        taskDone(m_current);
    }
}

void TaskRunner::runNow(const Work& work)
{
    TaskControl control;
    if (Apply apply = work(control))
        apply();
}

} // namespace roofline::ui
