#include "ui/coalescer.h"

#include <QMetaObject>

#include <utility>

namespace roofline::ui {

Coalescer::Coalescer(QObject* owner, std::function<void()> run)
    : m_owner(owner)
    , m_run(std::move(run))
{ }

void Coalescer::request()
{
    if (m_pending || !m_owner)
        return;
    m_pending = true;
    // Queued to the owner: the call is dropped with the owner's posted events if it goes first.
    QMetaObject::invokeMethod(
        m_owner,
        [this] {
            m_pending = false; // a request made while running queues the next turn's run
            m_run();
        },
        Qt::QueuedConnection);
}

} // namespace roofline::ui
