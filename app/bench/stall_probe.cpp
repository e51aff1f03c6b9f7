#include "app/bench/stall_probe.h"

#include <QCoreApplication>

#include <algorithm>
#include <ctime>

namespace roofline::app {

namespace {

double threadCpuMs()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

} // namespace

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
    m_lastCpuMs = threadCpuMs();
    m_longest = {};
    m_timer.start();
}

void StallProbe::tick()
{
    const qint64 now = m_clock.nsecsElapsed();
    const double cpu = threadCpuMs();
    m_longest.ms = std::max(m_longest.ms, static_cast<double>(now - m_last) / 1e6);
    m_longest.cpuMs = std::max(m_longest.cpuMs, cpu - m_lastCpuMs);
    m_last = now;
    m_lastCpuMs = cpu;
}

StallProbe::Stall StallProbe::stop()
{
    // The gap up to now counts too: the work may have held the thread until just before.
    QCoreApplication::processEvents();
    tick();
    m_timer.stop();
    return m_longest;
}

} // namespace roofline::app
