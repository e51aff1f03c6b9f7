#include "ui/actions/project_file_actions.h"

#include "core/base/error.h"
#include "core/formats/project_json.h"
#include "core/measured/measured_groups.h"
#include "ui/charts/frame/rebuild_turn.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/settings.h"
#include "ui/tasks/task_runner.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QDebug>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>

#include <memory>

namespace roofline::ui {

namespace {

// A project with this many measured kernels or more is large: putting it in place takes a turn of the
// event loop of its own (RebuildTurn).
constexpr std::size_t kLargeProjectKernels = 10000;

void call(const ProjectFileActions::Done& done, bool ok)
{
    if (done)
        done(ok);
}

QString fileFilter()
{
    return ProjectFileActions::tr("Roofline Studio projects (*.roofline.json);;JSON files (*.json);;All files (*)");
}

constexpr std::chrono::milliseconds kAutosaveInterval = std::chrono::minutes(1);

// What to do after a failed save, by what failed.
QString saveAdvice(const Error& error)
{
    const ErrorDetail* detail = error.detail();
    switch (detail ? detail->code : ErrorCode::CannotWrite) {
    case ErrorCode::FolderNotWritable:
        return ProjectFileActions::tr(
            "You may not write in that folder. Save the project somewhere else with Save As…");
    case ErrorCode::DiskFull:
        return ProjectFileActions::tr(
            "Free some space on the disk and save again, or save the project on another disk with Save As…");
    case ErrorCode::FolderGone:
        return ProjectFileActions::tr(
            "The folder was moved, deleted or unmounted. Save the project somewhere else with Save As…");
    case ErrorCode::IsDirectory:
        return ProjectFileActions::tr("A folder has that name. Choose a file name with Save As…");
    default:
        return ProjectFileActions::tr("Try again, or save the project somewhere else with Save As…");
    }
}

} // namespace

ProjectFileActions::ProjectFileActions(Document& document, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_new(new QAction(QIcon::fromTheme(QStringLiteral("document-new")), QString(), this))
    , m_open(new QAction(QIcon::fromTheme(QStringLiteral("document-open")), QString(), this))
    , m_recent(new QMenu(window))
    , m_save(new QAction(QIcon::fromTheme(QStringLiteral("document-save")), QString(), this))
    , m_saveAs(new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), QString(), this))
    , m_autosaveTimer(new QTimer(this))
    , m_autosaver(new TaskRunner(this))
{
    m_new->setShortcut(QKeySequence::New);
    m_open->setShortcut(QKeySequence::Open);
    m_save->setShortcut(QKeySequence::Save);
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    retranslate(this, [this] {
        m_new->setText(tr("&New Project"));
        m_new->setToolTip(tr("Start again from the chapter's project: TPU v5e and H100 SXM, its ops and sweeps"));
        m_open->setText(tr("&Open Project…"));
        m_open->setToolTip(tr("Open a *.roofline.json project file"));
        m_recent->setTitle(tr("Open &Recent"));
        m_save->setText(tr("&Save Project"));
        m_save->setToolTip(tr("Save the chips, ops, sweeps, sliders and views to the project file"));
        m_saveAs->setText(tr("Save Project &As…"));
        m_saveAs->setToolTip(tr("Save the project to a new file"));
        if (m_started) {
            rebuildRecentMenu();
            setPath(m_path);
        }
    });
    m_recent->setToolTipsVisible(true);
    connect(m_new, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        // The chapter's chips, not the last ones shown: New is a clean start (the app's first
        // window is where the last chips come back).
        m_document.resetProject(Settings::chapterProject());
        setRestoredUnsaved(false);
        m_lock.release();
        m_readOnly = false;
        setPath({});
    });
    connect(m_open, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path
            = QFileDialog::getOpenFileName(m_window, tr("Open project"), QFileInfo(m_path).path(), fileFilter());
        if (!path.isEmpty())
            openFileInBackground(path);
    });
    connect(m_recent, &QMenu::aboutToShow, this, &ProjectFileActions::rebuildRecentMenu);
    connect(m_save, &QAction::triggered, this, [this] { save(Run::Background, {}); });
    connect(m_saveAs, &QAction::triggered, this, [this] { saveAs(Run::Background, {}); });
    connect(m_document.undoStack(), &QUndoStack::cleanChanged, this, [this] {
        Q_EMIT titleChanged(m_window->windowTitle());
        Q_EMIT modifiedChanged(isModified());
        if (!isModified())
            removeOwnRecovery();
    });
    connect(m_document.undoStack(), &QUndoStack::indexChanged, this, [this] {
        m_changedSinceAutosave = true;
        ++m_edits;
    });

    const std::filesystem::path directory = recoveryDirectory();
    if (!directory.empty())
        m_recoveryPath = recoveryFilePath(directory, static_cast<long>(QCoreApplication::applicationPid()));
    // How often autosave() runs: a minute.
    m_autosaveTimer->setObjectName(QStringLiteral("autosaveTimer"));
    m_autosaveTimer->setInterval(kAutosaveInterval);
    connect(m_autosaveTimer, &QTimer::timeout, this, &ProjectFileActions::autosaveInBackground);
    m_autosaveTimer->start();
    rebuildRecentMenu();
    setPath({});
    m_started = true;
}

ProjectFileActions::~ProjectFileActions() = default;

void ProjectFileActions::setTaskRunner(TaskRunner* runner)
{
    if (m_tasks)
        disconnect(m_tasks, nullptr, this, nullptr);
    m_tasks = runner;
    if (m_tasks)
        connect(m_tasks, &TaskRunner::busyChanged, this, &ProjectFileActions::updateActions);
    updateActions();
}

void ProjectFileActions::updateActions()
{
    const bool idle = !m_tasks || !m_tasks->isBusy();
    for (QAction* action : {m_new, m_open, m_save, m_saveAs})
        action->setEnabled(idle);
    m_recent->setEnabled(idle && !Settings::recentFiles().isEmpty());
}

bool ProjectFileActions::isModified() const
{
    return !m_document.undoStack()->isClean() || m_restoredUnsaved;
}

void ProjectFileActions::setRestoredUnsaved(bool unsaved)
{
    const bool before = isModified();
    m_restoredUnsaved = unsaved;
    if (isModified() != before)
        Q_EMIT modifiedChanged(isModified());
}

void ProjectFileActions::setPath(const QString& path)
{
    m_path = path;
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    Q_EMIT titleChanged(
        m_readOnly ? tr("%1 (read-only)[*] — Roofline Studio").arg(name) : tr("%1[*] — Roofline Studio").arg(name));
    Q_EMIT modifiedChanged(isModified());
}

void ProjectFileActions::rebuildRecentMenu()
{
    m_recent->clear();
    const QStringList files = Settings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        // &1 … &9, then 1&0: the digit is the menu's accelerator.
        const QString number = i < 9 ? QStringLiteral("&%1").arg(i + 1) : QStringLiteral("1&0");
        QAction* action = m_recent->addAction(QStringLiteral("%1  %2").arg(number, QFileInfo(path).fileName()));
        action->setToolTip(path);
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openFileInBackground(path);
        });
    }
    if (!files.isEmpty())
        m_recent->addSeparator();
    QAction* clear = m_recent->addAction(tr("&Clear Menu"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [] { Settings::clearRecentFiles(); });
    m_recent->setEnabled(!files.isEmpty() && (!m_tasks || !m_tasks->isBusy()));
}

void ProjectFileActions::run(const QString& title, std::function<std::function<void()>(Progress&)> work, Run how,
    bool finishOnClose, std::function<void()> dropped)
{
    if (how == Run::Now || !m_tasks) {
        TaskRunner::runNow(work);
        return;
    }
    m_tasks->start(title, std::move(work), finishOnClose ? TaskRunner::OnClose::Finish : TaskRunner::OnClose::Cancel,
        std::move(dropped));
}

bool ProjectFileActions::openFile(const QString& path, bool quiet)
{
    bool opened = false;
    open(path, quiet, Run::Now, [&opened](bool ok) { opened = ok; });
    return opened;
}

void ProjectFileActions::openFileInBackground(const QString& path, Done done)
{
    open(path, false, Run::Background, std::move(done));
}

void ProjectFileActions::open(const QString& path, bool quiet, Run how, Done done)
{
    const std::uint64_t edits = m_edits;
    // The worker reads the file, makes a Project of it and groups its kernels (what the charts and the
    // Measurements panel draw first); nothing of this window is touched there.
    auto work = [this, path, quiet, edits, done, file = std::filesystem::path(path.toStdString())](
                    Progress& progress) -> std::function<void()> {
        try {
            auto project = std::make_shared<Project>(loadProjectFile(file, &progress));
            auto selection = std::make_shared<MeasuredSelection>(
                selectMeasuredLeniently(project->measured, project->measuredView));
            return [this, path, quiet, edits, done, project, selection] {
                applyOpen(path, std::move(*project), std::move(*selection), quiet, edits, done);
            };
        } catch (const Error& error) {
            return [this, path, quiet, done, error] {
                reportOpenFailure(path, error, quiet);
                call(done, false);
            };
        }
    };
    run(tr("Opening %1").arg(QFileInfo(path).fileName()), std::move(work), how, false, [done] { call(done, false); });
}

void ProjectFileActions::reportOpenFailure(const QString& path, const Error& error, bool quiet)
{
    if (!quiet)
        QMessageBox::warning(
            m_window, tr("Project not opened"), tr("%1\n\nNothing was changed.").arg(errorText(error)));
    Q_EMIT message(errorText(error));
    // A recent file that is gone leaves the menu; one that is broken stays (it may be fixed).
    if (!QFileInfo::exists(path)) {
        Settings::removeRecentFile(path);
        rebuildRecentMenu();
    }
}

void ProjectFileActions::applyOpen(
    const QString& path, Project project, MeasuredSelection selection, bool quiet, std::uint64_t editsBefore, Done done)
{
    // Edited while the file was read: the question asked before the read did not cover these edits.
    if (m_edits != editsBefore && !maybeSave()) {
        call(done, false);
        return;
    }
    // Another Roofline Studio editing the same file would overwrite this one's saves, or lose its own.
    bool readOnly = false;
    const ProjectLock::State lock = m_lock.lock(path);
    if (lock == ProjectLock::State::HeldElsewhere) {
        const OpenElsewhere answer = askOpenElsewhere(path, quiet);
        if (answer == OpenElsewhere::Cancel) {
            call(done, false);
            return;
        }
        readOnly = answer == OpenElsewhere::ReadOnly;
    }
    if (lock != ProjectLock::State::Locked)
        m_lock.release();
    const bool large = project.measured.size() >= kLargeProjectKernels;
    m_document.resetProject(std::move(project), std::move(selection));
    // Putting a large project in place was this turn's work: the charts draw it from the next one.
    if (large)
        RebuildTurn::take();
    setRestoredUnsaved(false);
    m_readOnly = readOnly;
    setPath(path);
    Settings::addRecentFile(path);
    rebuildRecentMenu();
    if (!m_document.missingChips().empty())
        Q_EMIT message(tr("The project names chips that are not in the library: %1")
                           .arg(QString::fromStdString(m_document.missingChips().front())));
    else if (readOnly)
        Q_EMIT message(tr("Opened %1 read-only: it is open in another Roofline Studio").arg(path));
    else
        Q_EMIT message(tr("Opened %1").arg(path));
    call(done, true);
}

ProjectFileActions::OpenElsewhere ProjectFileActions::askOpenElsewhere(const QString& path, bool quiet)
{
    if (quiet)
        return OpenElsewhere::ReadOnly;
    const std::optional<ProjectLock::Holder> holder = ProjectLock::holder(path);
    const QString name = QFileInfo(path).fileName();
    QMessageBox box(QMessageBox::Warning, tr("Project open elsewhere"),
        holder ? tr("%1 is open in another Roofline Studio (process %2 on %3).")
                     .arg(name, QString::number(holder->pid), holder->host)
               : tr("%1 is open in another Roofline Studio.").arg(name),
        QMessageBox::NoButton, m_window);
    box.setInformativeText(
        tr("Open it read-only to look and try changes without touching the file: Save then asks for a new name. "
           "Open it anyway only if the other window's work may be lost: whichever saves last wins."));
    QPushButton* readOnly = box.addButton(tr("Open &Read-Only"), QMessageBox::AcceptRole);
    QPushButton* anyway = box.addButton(tr("Open &Anyway"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(tr("Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(readOnly);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == readOnly)
        return OpenElsewhere::ReadOnly;
    return box.clickedButton() == anyway ? OpenElsewhere::Anyway : OpenElsewhere::Cancel;
}

bool ProjectFileActions::confirmReplaceOpenElsewhere(const QString& path, bool quiet)
{
    if (quiet)
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Project open elsewhere"),
        tr("%1 is open in another Roofline Studio. Replace it anyway?").arg(QFileInfo(path).fileName()),
        QMessageBox::NoButton, m_window);
    box.setInformativeText(tr("The other window's next save would replace this one in turn."));
    QPushButton* replace = box.addButton(tr("&Replace"), QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(tr("Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(cancel);
    box.setEscapeButton(cancel);
    box.exec();
    return box.clickedButton() == replace;
}

bool ProjectFileActions::saveFile(const QString& path, bool quiet)
{
    bool saved = false;
    saveTo(path, quiet, Run::Now, [&saved](bool ok) { saved = ok; });
    return saved;
}

void ProjectFileActions::saveFileInBackground(const QString& path, Done done)
{
    saveTo(path, false, Run::Background, std::move(done));
}

void ProjectFileActions::saveTo(const QString& path, bool quiet, Run how, Done done)
{
    // Onto a file another Roofline Studio has open: only when asked to (opened anyway is asked once).
    if (!m_lock.holds(path) && (path != m_path || m_readOnly) && ProjectLock::isHeldElsewhere(path)
        && !confirmReplaceOpenElsewhere(path, quiet)) {
        call(done, false);
        return;
    }
    // The project as it is now: what Save was pressed on. The worker writes this copy; the window goes on.
    auto snapshot = std::make_shared<const Project>(m_document.projectForSaving());
    const std::uint64_t edits = m_edits;
    auto work = [this, path, quiet, how, edits, done, snapshot, file = std::filesystem::path(path.toStdString())](
                    Progress& progress) -> std::function<void()> {
        try {
            saveProjectFile(file, *snapshot, &progress);
        } catch (const Error& error) {
            return [this, error, quiet, how, done] { reportSaveFailure(error, quiet, how, done); };
        }
        return [this, path, edits, done] { applySaved(path, edits, done); };
    };
    run(tr("Saving %1").arg(QFileInfo(path).fileName()), std::move(work), how, true, [done] { call(done, false); });
}

void ProjectFileActions::applySaved(const QString& path, std::uint64_t editsBefore, Done done)
{
    if (m_lock.lock(path) != ProjectLock::State::Locked)
        m_lock.release();
    if (m_edits == editsBefore) {
        setRestoredUnsaved(false);
        m_document.undoStack()->setClean();
    } else {
        // Edited while the file was written: the file holds the project of no undo step (that step
        // was followed by others, perhaps undone), so no step is clean until the next save.
        m_document.undoStack()->resetClean();
    }
    m_readOnly = false;
    setPath(path);
    if (!isModified())
        removeOwnRecovery();
    Settings::addRecentFile(path);
    rebuildRecentMenu();
    Q_EMIT message(tr("Saved %1").arg(path));
    call(done, true);
}

void ProjectFileActions::reportSaveFailure(const Error& error, bool quiet, Run how, Done done)
{
    // Nothing changes: the project stays open and unsaved, and autosave goes on keeping it.
    Q_EMIT message(errorText(error));
    if (quiet) {
        call(done, false);
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("Project not saved"), errorText(error), QMessageBox::NoButton, m_window);
    box.setInformativeText(saveAdvice(error) + QStringLiteral("\n\n") + tr("Your changes are still here, unsaved."));
    QPushButton* elsewhere = box.addButton(tr("Save &As…"), QMessageBox::AcceptRole);
    QPushButton* cancel = box.addButton(tr("Cancel"), QMessageBox::RejectRole);
    box.setDefaultButton(elsewhere);
    box.setEscapeButton(cancel);
    box.exec();
    if (box.clickedButton() == elsewhere)
        saveAs(how, std::move(done));
    else
        call(done, false);
}

void ProjectFileActions::save(Run how, Done done)
{
    if (m_path.isEmpty() || m_readOnly)
        saveAs(how, std::move(done));
    else
        saveTo(m_path, false, how, std::move(done));
}

void ProjectFileActions::saveAs(Run how, Done done)
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save project"), m_path.isEmpty() ? tr("untitled.roofline.json") : m_path, fileFilter());
    if (path.isEmpty()) {
        call(done, false);
        return;
    }
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".roofline.json");
    saveTo(path, false, how, std::move(done));
}

bool ProjectFileActions::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved changes"),
        tr("The project has changes that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer != QMessageBox::Save)
        return answer == QMessageBox::Discard;
    // Written on the worker; the window repaints (and shows the progress) until it is.
    std::optional<bool> saved;
    save(Run::Background, [&saved](bool ok) { saved = ok; });
    if (!saved && m_tasks) {
        QEventLoop loop;
        const QMetaObject::Connection idle = connect(m_tasks, &TaskRunner::busyChanged, &loop, [&loop](bool busy) {
            if (!busy)
                loop.quit();
        });
        while (!saved && m_tasks->isBusy())
            loop.exec();
        disconnect(idle);
    }
    return saved.value_or(false);
}


bool ProjectFileActions::autosave()
{
    return startAutosave(Run::Now) && !m_changedSinceAutosave;
}

bool ProjectFileActions::autosaveInBackground()
{
    return startAutosave(Run::Background);
}

bool ProjectFileActions::isAutosaving() const
{
    return m_autosaver->isBusy();
}

bool ProjectFileActions::startAutosave(Run how)
{
    if (m_recoveryPath.empty() || !isModified() || !m_changedSinceAutosave)
        return false;
    if (how == Run::Background && m_autosaver->isBusy())
        return false; // the last one is still writing; the next interval tries again
    RecoveryInfo info;
    info.path = m_recoveryPath;
    info.pid = static_cast<long>(QCoreApplication::applicationPid());
    info.originalPath = m_path.toStdString();
    info.savedAt = QDateTime::currentSecsSinceEpoch();
    // Edits from here on are for the next autosave; a failure asks for this one again.
    auto snapshot = std::make_shared<const Project>(m_document.projectForSaving());
    m_changedSinceAutosave = false;
    auto work = [this, info, snapshot](Progress& progress) -> std::function<void()> {
        try {
            writeRecoveryFile(info, *snapshot, &progress);
        } catch (const Error& error) {
            return [this, error] {
                // Not fatal: the work is still in memory and a save still works. Tried again at the
                // next interval (the disk may have room by then), and said once until it works again:
                // in the status bar, kept there, and in the log.
                if (!m_autosaveFailing) {
                    const QString cause = errorText(error);
                    Q_EMIT message(tr("Autosave failed: %1").arg(cause));
                    Q_EMIT autosaveProblemChanged(cause);
                    qWarning().noquote() << "Autosave failed:" << QString::fromUtf8(error.what());
                }
                m_autosaveFailing = true;
                m_changedSinceAutosave = true;
            };
        }
        return [this] {
            if (m_autosaveFailing)
                Q_EMIT autosaveProblemChanged(QString());
            m_autosaveFailing = false;
            // Saved meanwhile: the recovery file written after the save removed it goes too.
            if (!isModified())
                removeOwnRecovery();
        };
    };
    if (how == Run::Now)
        TaskRunner::runNow(work);
    else
        m_autosaver->start(QString(), std::move(work), TaskRunner::OnClose::Finish);
    return true;
}

void ProjectFileActions::removeOwnRecovery()
{
    if (!m_recoveryPath.empty())
        removeRecoveryFile(m_recoveryPath);
    m_changedSinceAutosave = isModified();
}

void ProjectFileActions::closedCleanly()
{
    m_autosaveTimer->stop();
    m_autosaver->finishNow();
    m_lock.release();
    if (!m_recoveryPath.empty())
        removeRecoveryFile(m_recoveryPath);
}

std::vector<RecoveryInfo> ProjectFileActions::orphanedRecoveries() const
{
    if (m_recoveryPath.empty())
        return {};
    return findOrphanedRecoveryFiles(m_recoveryPath.parent_path());
}

bool ProjectFileActions::restoreRecovery(const RecoveryInfo& info, bool quiet)
{
    Project project;
    try {
        project = loadRecoveryFile(info.path);
    } catch (const Error& error) {
        if (!quiet)
            QMessageBox::warning(
                m_window, tr("Recovery failed"), tr("%1\n\nThe recovery file is kept.").arg(errorText(error)));
        Q_EMIT message(errorText(error));
        return false;
    }
    m_document.resetProject(std::move(project));
    setRestoredUnsaved(true);
    // The file it belonged to may be open in another Roofline Studio by now: then read-only.
    const QString original = QString::fromStdString(info.originalPath);
    const ProjectLock::State lock = original.isEmpty() ? ProjectLock::State::Unavailable : m_lock.lock(original);
    if (lock != ProjectLock::State::Locked)
        m_lock.release();
    m_readOnly = lock == ProjectLock::State::HeldElsewhere;
    setPath(original);
    // Our own recovery file holds the work before the orphan goes.
    m_changedSinceAutosave = true;
    autosave();
    removeRecoveryFile(info.path);
    Q_EMIT message(tr("Restored the unsaved project from %1")
                       .arg(QDateTime::fromSecsSinceEpoch(info.savedAt).toString(QStringLiteral("yyyy-MM-dd hh:mm"))));
    return true;
}

void ProjectFileActions::reportDamagedRecovery(const RecoveryInfo& info)
{
    std::filesystem::path aside = info.path;
    aside += ".damaged";
    QMessageBox box(QMessageBox::Warning, tr("Autosaved work cannot be restored"),
        tr("Roofline Studio did not close properly, and the work it autosaved cannot be read:\n\n%1")
            .arg(errorText(*info.damage)),
        QMessageBox::NoButton, m_window);
    box.setInformativeText(tr("Keep the file to look at it in a text editor (it is renamed to %1 and not offered "
                              "again), or delete it.")
                               .arg(QString::fromStdString(aside.string())));
    QPushButton* keep = box.addButton(tr("&Keep It"), QMessageBox::AcceptRole);
    QPushButton* remove = box.addButton(tr("&Delete It"), QMessageBox::DestructiveRole);
    box.setDefaultButton(keep);
    box.setEscapeButton(keep);
    box.exec();
    if (box.clickedButton() == remove) {
        removeRecoveryFile(info.path);
        return;
    }
    if (setAsideRecoveryFile(info.path).empty())
        Q_EMIT message(tr("Could not rename %1").arg(QString::fromStdString(info.path.string())));
}

bool ProjectFileActions::offerRecovery()
{
    std::vector<RecoveryInfo> orphans = orphanedRecoveries();
    for (const RecoveryInfo& info : orphans) {
        if (info.damage)
            reportDamagedRecovery(info);
    }
    std::erase_if(orphans, [](const RecoveryInfo& info) { return info.damage.has_value(); });
    if (orphans.empty())
        return false;
    const RecoveryInfo& newest = orphans.front();
    const QString name = newest.originalPath.empty()
        ? tr("an untitled project")
        : QFileInfo(QString::fromStdString(newest.originalPath)).fileName();
    QMessageBox box(QMessageBox::Question, tr("Restore unsaved work?"),
        tr("Roofline Studio did not close properly. Unsaved changes to %1 were autosaved at %2.\n\n"
           "Restore them?")
            .arg(name, QDateTime::fromSecsSinceEpoch(newest.savedAt).toString(QStringLiteral("yyyy-MM-dd hh:mm"))),
        QMessageBox::NoButton, m_window);
    QPushButton* restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    QPushButton* discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    box.addButton(tr("&Later"), QMessageBox::RejectRole);
    box.setDefaultButton(restore);
    box.setInformativeText(orphans.size() > 1
            ? tr("%n more recovery file(s) are kept for later.", nullptr, static_cast<int>(orphans.size() - 1))
            : QString());
    box.exec();
    if (box.clickedButton() == restore)
        return restoreRecovery(newest);
    if (box.clickedButton() == discard)
        removeRecoveryFile(newest.path);
    return false;
}

} // namespace roofline::ui
