#pragma once

#include <QString>

#include <memory>
#include <optional>

class QLockFile;

namespace roofline::ui {

// Tells a second Roofline Studio that a project is open in the first: a hidden lock file next to
// the project (".<name>.lock", a QLockFile holding the pid, program and host of its owner), held
// while the project is open. A lock whose owner is gone (a crash, a kill, a reboot) is stale and
// taken over. A folder where no lock file can be made (read-only, a full disk) gets none: the
// project opens as usual there.
class ProjectLock {
public:
    enum class State {
        Locked, // this app holds it now
        HeldElsewhere, // another running Roofline Studio has the project open
        Unavailable, // no lock file can be made in that folder
    };
    struct Holder {
        qint64 pid = 0;
        QString host;
    };

    ProjectLock();
    ~ProjectLock();
    ProjectLock(const ProjectLock&) = delete;
    ProjectLock& operator=(const ProjectLock&) = delete;

    static QString lockFilePath(const QString& projectPath);

    // Takes the lock of `projectPath`; the one held before is given back when this succeeds.
    State lock(const QString& projectPath);
    void release();
    bool holds(const QString& projectPath) const;
    // Who holds the lock of a project, when anyone does.
    static std::optional<Holder> holder(const QString& projectPath);
    // Whether another running Roofline Studio (or another window of this one) has the project open.
    static bool isHeldElsewhere(const QString& projectPath);

private:
    std::unique_ptr<QLockFile> m_lock;
    QString m_projectPath;
};

} // namespace roofline::ui
