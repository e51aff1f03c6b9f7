#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace roofline::app {

// How long the UI thread went without turning its event loop: a timer due every millisecond notes
// the longest gap between two of its timeouts. Whatever held the thread (reading a file, grouping a
// profile, painting a frame) shows as a gap, so the longest one is the longest the window stopped
// answering input and repainting while the probe ran. On a machine that other work shares, a gap
// also holds the time the thread waited for a core: the UI thread's own CPU time in the gap is noted
// beside it (on a quiet machine the two are the same).
class StallProbe : public QObject {
public:
    StallProbe();

    struct Stall {
        double ms = 0.0; // the longest gap, wall clock (at least the timer's millisecond)
        double cpuMs = 0.0; // the most CPU time the UI thread spent in one gap
    };

    void start();
    Stall stop();

private:
    void tick();

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    double m_lastCpuMs = 0.0;
    Stall m_longest;
};

} // namespace roofline::app
