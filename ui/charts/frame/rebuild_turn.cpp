#include "ui/charts/frame/rebuild_turn.h"

#include <QCoreApplication>
#include <QTimer>

namespace roofline::ui {

namespace {

// The UI thread's (charts rebuild only there): what rebuilt in this turn.
bool g_rebuilt = false;
bool g_heavyRebuilt = false;

} // namespace

bool RebuildTurn::mayRebuild(bool heavy)
{
    return !g_heavyRebuilt && !(heavy && g_rebuilt);
}

namespace {

// Clears what rebuilt at the next turn of the event loop: a zero timer, which the loop runs only once
// it has come round (events posted meanwhile may run in the pass that posted them). Started once per
// turn; a chart put off waits on a zero timer started after it, so this one runs first.
void giveBackNextTurn()
{
    static QTimer* timer = [] {
        auto* t = new QTimer(QCoreApplication::instance());
        t->setSingleShot(true);
        t->setInterval(0);
        QObject::connect(t, &QTimer::timeout, [] {
            g_rebuilt = false;
            g_heavyRebuilt = false;
        });
        return t;
    }();
    if (!timer->isActive())
        timer->start();
}

} // namespace

bool RebuildTurn::noteRebuilt(std::size_t points)
{
    const bool heavy = points >= kHeavyRebuildPoints;
    if (!QCoreApplication::instance())
        return heavy;
    giveBackNextTurn();
    g_rebuilt = true;
    g_heavyRebuilt = g_heavyRebuilt || heavy;
    return heavy;
}

void RebuildTurn::take()
{
    if (!QCoreApplication::instance())
        return;
    giveBackNextTurn();
    g_rebuilt = true;
    g_heavyRebuilt = true;
}

} // namespace roofline::ui
