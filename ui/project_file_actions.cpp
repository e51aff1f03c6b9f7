#include "ui/project_file_actions.h"

#include "core/error.h"
#include "core/project_json.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/settings.h"

#include <QAction>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>

namespace roofline::ui {

namespace {

QString fileFilter()
{
    return ProjectFileActions::tr("Roofline Studio projects (*.roofline.json);;JSON files (*.json);;All files (*)");
}

constexpr int kAutosaveMilliseconds = 60 * 1000;

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
        setPath({});
    });
    connect(m_open, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        const QString path
            = QFileDialog::getOpenFileName(m_window, tr("Open project"), QFileInfo(m_path).path(), fileFilter());
        if (!path.isEmpty())
            openFile(path);
    });
    connect(m_recent, &QMenu::aboutToShow, this, &ProjectFileActions::rebuildRecentMenu);
    connect(m_save, &QAction::triggered, this, &ProjectFileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &ProjectFileActions::saveAs);
    connect(m_document.undoStack(), &QUndoStack::cleanChanged, this, [this] {
        Q_EMIT titleChanged(m_window->windowTitle());
        Q_EMIT modifiedChanged(isModified());
        if (!isModified())
            removeOwnRecovery();
    });
    connect(m_document.undoStack(), &QUndoStack::indexChanged, this, [this] { m_changedSinceAutosave = true; });

    const std::filesystem::path directory = recoveryDirectory();
    if (!directory.empty())
        m_recoveryPath = recoveryFilePath(directory, static_cast<long>(QCoreApplication::applicationPid()));
    m_autosaveTimer->setInterval(kAutosaveMilliseconds);
    connect(m_autosaveTimer, &QTimer::timeout, this, &ProjectFileActions::autosave);
    m_autosaveTimer->start();
    rebuildRecentMenu();
    setPath({});
    m_started = true;
}

ProjectFileActions::~ProjectFileActions() = default;

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
    Q_EMIT titleChanged(tr("%1[*] — Roofline Studio").arg(name));
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
                openFile(path);
        });
    }
    if (!files.isEmpty())
        m_recent->addSeparator();
    QAction* clear = m_recent->addAction(tr("&Clear Menu"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [] { Settings::clearRecentFiles(); });
    m_recent->setEnabled(!files.isEmpty());
}

bool ProjectFileActions::openFile(const QString& path, bool quiet)
{
    Project project;
    try {
        project = loadProjectFile(path.toStdString());
    } catch (const Error& error) {
        if (!quiet)
            QMessageBox::warning(
                m_window, tr("Project not opened"), tr("%1\n\nNothing was changed.").arg(errorText(error)));
        Q_EMIT message(errorText(error));
        // A recent file that is gone leaves the menu; one that is broken stays (it may be fixed).
        if (!QFileInfo::exists(path)) {
            Settings::removeRecentFile(path);
            rebuildRecentMenu();
        }
        return false;
    }
    m_document.resetProject(std::move(project));
    setRestoredUnsaved(false);
    setPath(path);
    Settings::addRecentFile(path);
    rebuildRecentMenu();
    if (!m_document.missingChips().empty())
        Q_EMIT message(tr("The project names chips that are not in the library: %1")
                           .arg(QString::fromStdString(m_document.missingChips().front())));
    else
        Q_EMIT message(tr("Opened %1").arg(path));
    return true;
}

bool ProjectFileActions::saveFile(const QString& path, bool quiet)
{
    try {
        saveProjectFile(path.toStdString(), m_document.projectForSaving());
    } catch (const Error& error) {
        if (!quiet)
            QMessageBox::warning(m_window, tr("Project not saved"), errorText(error));
        Q_EMIT message(errorText(error));
        return false;
    }
    setRestoredUnsaved(false);
    m_document.undoStack()->setClean();
    setPath(path);
    removeOwnRecovery();
    Settings::addRecentFile(path);
    rebuildRecentMenu();
    Q_EMIT message(tr("Saved %1").arg(path));
    return true;
}

bool ProjectFileActions::save()
{
    return m_path.isEmpty() ? saveAs() : saveFile(m_path);
}

bool ProjectFileActions::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Save project"), m_path.isEmpty() ? tr("untitled.roofline.json") : m_path, fileFilter());
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += QStringLiteral(".roofline.json");
    return saveFile(path);
}

bool ProjectFileActions::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer = QMessageBox::warning(m_window, tr("Unsaved changes"),
        tr("The project has changes that are not saved. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ProjectFileActions::setAutosaveInterval(int milliseconds)
{
    m_autosaveTimer->start(milliseconds);
}

bool ProjectFileActions::autosave()
{
    if (m_recoveryPath.empty() || !isModified() || !m_changedSinceAutosave)
        return false;
    RecoveryInfo info;
    info.path = m_recoveryPath;
    info.pid = static_cast<long>(QCoreApplication::applicationPid());
    info.originalPath = m_path.toStdString();
    info.savedAt = QDateTime::currentSecsSinceEpoch();
    try {
        writeRecoveryFile(info, m_document.projectForSaving());
    } catch (const Error& error) {
        // Not fatal: the work is still in memory and a save still works. Said once per change.
        Q_EMIT message(tr("Autosave failed: %1").arg(errorText(error)));
        m_changedSinceAutosave = false;
        return false;
    }
    m_changedSinceAutosave = false;
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
    setPath(QString::fromStdString(info.originalPath));
    // Our own recovery file holds the work before the orphan goes.
    m_changedSinceAutosave = true;
    autosave();
    removeRecoveryFile(info.path);
    Q_EMIT message(tr("Restored the unsaved project from %1")
                       .arg(QDateTime::fromSecsSinceEpoch(info.savedAt).toString(QStringLiteral("yyyy-MM-dd hh:mm"))));
    return true;
}

bool ProjectFileActions::offerRecovery()
{
    const std::vector<RecoveryInfo> orphans = orphanedRecoveries();
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
