#include "app/bench/stall_probe.h"

#include <QCoreApplication>

#include <algorithm>

namespace roofline::app {

StallProbe::StallProbe()
{
    m_timer.setInterval(1);
    m_timer.setTimerType(Qt::PreciseTimer);
    connect(&m_timer, &QTimer::timeout, this, &StallProbe::tick);
}

void StallProbe::start()
{
    m_clock.start();
    m_last = 0;
    m_longest = 0;
    m_timer.start();
}

void StallProbe::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    m_longest = std::max(m_longest, now - m_last);
    m_last = now;
}

double StallProbe::stop()
{
    // The gap up to now counts too: the work may have held the thread until just before.
    QCoreApplication::processEvents();
    tick();
    m_timer.stop();
    return static_cast<double>(m_longest) / 1e6;
}

} // namespace roofline::app
