#include "ui/actions/project_lock.h"

#include <QDir>
#include <QFileInfo>
#include <QLockFile>

namespace roofline::ui {

ProjectLock::ProjectLock() = default;

ProjectLock::~ProjectLock() = default;

QString ProjectLock::lockFilePath(const QString& projectPath)
{
    const QFileInfo project(projectPath);
    return project.absoluteDir().filePath(QStringLiteral(".%1.lock").arg(project.fileName()));
}

ProjectLock::State ProjectLock::lock(const QString& projectPath)
{
    if (holds(projectPath))
        return State::Locked;
    auto lock = std::make_unique<QLockFile>(lockFilePath(projectPath));
    // A project stays open for hours: only a dead owner makes a lock stale, never its age.
    lock->setStaleLockTime(0);
    if (lock->tryLock(0)) {
        m_lock = std::move(lock); // the lock held before goes
        m_projectPath = projectPath;
        return State::Locked;
    }
    return lock->error() == QLockFile::LockFailedError ? State::HeldElsewhere : State::Unavailable;
}

bool ProjectLock::holds(const QString& projectPath) const
{
    return !m_projectPath.isEmpty()
        && QFileInfo(m_projectPath).absoluteFilePath() == QFileInfo(projectPath).absoluteFilePath();
}

bool ProjectLock::isHeldElsewhere(const QString& projectPath)
{
    QLockFile probe(lockFilePath(projectPath));
    probe.setStaleLockTime(0);
    if (probe.tryLock(0)) {
        probe.unlock();
        return false;
    }
    return probe.error() == QLockFile::LockFailedError;
}

void ProjectLock::release()
{
    m_lock.reset(); // unlocks: the lock file goes
    m_projectPath.clear();
}

std::optional<ProjectLock::Holder> ProjectLock::holder(const QString& projectPath)
{
    QLockFile lock(lockFilePath(projectPath));
    Holder holder;
    QString application;
    if (!lock.getLockInfo(&holder.pid, &holder.host, &application))
        return std::nullopt;
    return holder;
}

} // namespace roofline::ui
