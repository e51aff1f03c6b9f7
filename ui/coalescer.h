#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

namespace roofline::ui {

// Runs a function once at the next turn of the event loop, however many times it was asked for before
// then: a thousand slider steps before the loop turns make one update, drawn from the latest state.
// What changed is the caller's to remember (flags, a dirty bit); this only says when to look.
class Coalescer {
public:
    // `owner`'s thread runs `run`; nothing runs once `owner` is gone.
    Coalescer(QObject* owner, std::function<void()> run);

    void request(); // run once at the next turn (nothing more if a run is already waiting)
    bool isPending() const { return m_pending; }

private:
    QPointer<QObject> m_owner;
    std::function<void()> m_run;
    bool m_pending = false;
};

} // namespace roofline::ui
