#pragma once

// A worker thread held in the middle of its work until the test lets it go, and a count of the UI
// thread's event-loop turns meanwhile. The waits are bounded only so that a broken test fails instead
// of hanging; nothing is asserted about time.

#include <QCoreApplication>
#include <QSemaphore>
#include <QTimer>

namespace roofline::test {

class WorkerGate {
public:
    WorkerGate() = default;
    WorkerGate(const WorkerGate&) = delete;
    WorkerGate& operator=(const WorkerGate&) = delete;

    // Worker side: says it got here, then waits to be let go.
    void hold()
    {
        m_reached.release();
        m_go.tryAcquire(1, 60000);
    }
    // UI side: runs the event loop until the worker is held; false if it never gets there.
    bool waitUntilHeld()
    {
        for (int turn = 0; turn < 6000; ++turn) {
            if (m_reached.tryAcquire(1, 10))
                return true;
            QCoreApplication::processEvents();
        }
        return false;
    }
    void release(int count = 1) { m_go.release(count); }

private:
    QSemaphore m_reached;
    QSemaphore m_go;
};

// Counts the turns of the UI thread's event loop: a zero-interval timer fires once per turn.
class TurnCounter {
public:
    TurnCounter()
    {
        m_timer.setInterval(0);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { ++m_turns; });
        m_timer.start();
    }
    int turns() const { return m_turns; }

private:
    QTimer m_timer;
    int m_turns = 0;
};

} // namespace roofline::test
