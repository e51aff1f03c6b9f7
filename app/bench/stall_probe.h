#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

namespace roofline::app {

// How long the UI thread went without turning its event loop: a timer due every millisecond notes
// the longest gap between two of its timeouts. Whatever held the thread (reading a file, grouping a
// profile, painting a frame) shows as a gap, so the longest one is the longest the window stopped
// answering input and repainting while the probe ran.
class StallProbe : public QObject {
public:
    StallProbe();

    void start();
    // The longest gap since start(), in milliseconds (at least the timer's millisecond).
    double stop();

private:
    void tick();

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
};

} // namespace roofline::app
