#pragma once

namespace roofline {

// Thrown out of long work (reading a large profile, writing a project) when whoever started it asked it
// to stop. Not an error: the work changed nothing (a file being written is left as it was).
struct Cancelled { };

// How long work says how far it got, and learns that it should stop. Core's readers and writers take a
// Progress* (null: nobody is watching) and call advance() now and then; the app's background tasks
// implement it (ui/tasks/task_control.h) to move a progress bar and to stop when Cancel is pressed.
class Progress {
public:
    virtual ~Progress() = default;

    // `fraction` of the work is done (0 to 1, never going back). Throws Cancelled when asked to stop.
    virtual void advance(double fraction) = 0;

    // The point of no return (a saved file about to replace the old one): from here the work finishes
    // whatever is asked. Throws Cancelled when it was asked to stop before.
    virtual void commit() = 0;
};

// A stretch [from, to] of another Progress: the first half of a save is writing its text, say.
class ProgressPart final : public Progress {
public:
    ProgressPart(Progress* whole, double from, double to)
        : m_whole(whole)
        , m_from(from)
        , m_to(to)
    { }

    void advance(double fraction) override
    {
        if (m_whole)
            m_whole->advance(m_from + (m_to - m_from) * fraction);
    }
    void commit() override
    {
        if (m_whole)
            m_whole->commit();
    }

private:
    Progress* m_whole;
    double m_from;
    double m_to;
};

// Null-safe calls, for code that takes a Progress*.
inline void reportProgress(Progress* progress, double fraction)
{
    if (progress)
        progress->advance(fraction);
}

inline void commitProgress(Progress* progress)
{
    if (progress)
        progress->commit();
}

} // namespace roofline
