#include "ui/project_file_actions.h"

#include "core/error.h"
#include "core/project_json.h"
#include "ui/document.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QUndoStack>
#include <QWidget>

namespace roofline::ui {

namespace {

QString fileFilter()
{
    return ProjectFileActions::tr("Roofline Studio projects (*.roofline.json);;JSON files (*.json);;All files (*)");
}

} // namespace

ProjectFileActions::ProjectFileActions(Document& document, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_new(new QAction(QIcon::fromTheme(QStringLiteral("document-new")), tr("&New Project"), this))
    , m_open(new QAction(QIcon::fromTheme(QStringLiteral("document-open")), tr("&Open Project…"), this))
    , m_save(new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save Project"), this))
    , m_saveAs(new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")), tr("Save Project &As…"), this))
{
    m_new->setShortcut(QKeySequence::New);
    m_new->setToolTip(tr("Start again from the chapter's default project"));
    m_open->setShortcut(QKeySequence::Open);
    m_open->setToolTip(tr("Open a *.roofline.json project file"));
    m_save->setShortcut(QKeySequence::Save);
    m_save->setToolTip(tr("Save the chips, ops, sweeps, sliders and views to the project file"));
    m_saveAs->setShortcut(QKeySequence::SaveAs);
    m_saveAs->setToolTip(tr("Save the project to a new file"));
    connect(m_new, &QAction::triggered, this, [this] {
        if (!maybeSave())
            return;
        m_document.resetProject(defaultProject());
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
    connect(m_save, &QAction::triggered, this, &ProjectFileActions::save);
    connect(m_saveAs, &QAction::triggered, this, &ProjectFileActions::saveAs);
    connect(m_document.undoStack(), &QUndoStack::cleanChanged, this,
        [this] { Q_EMIT titleChanged(m_window->windowTitle()); });
    setPath({});
}

bool ProjectFileActions::isModified() const
{
    return !m_document.undoStack()->isClean();
}

void ProjectFileActions::setPath(const QString& path)
{
    m_path = path;
    const QString name = path.isEmpty() ? tr("Untitled") : QFileInfo(path).fileName();
    Q_EMIT titleChanged(tr("%1[*] — Roofline Studio").arg(name));
}

bool ProjectFileActions::openFile(const QString& path, bool quiet)
{
    Project project;
    try {
        project = loadProjectFile(path.toStdString());
    } catch (const Error& error) {
        if (!quiet)
            QMessageBox::warning(m_window, tr("Project not opened"), QString::fromUtf8(error.what()));
        Q_EMIT message(QString::fromUtf8(error.what()));
        return false;
    }
    m_document.resetProject(std::move(project));
    setPath(path);
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
            QMessageBox::warning(m_window, tr("Project not saved"), QString::fromUtf8(error.what()));
        Q_EMIT message(QString::fromUtf8(error.what()));
        return false;
    }
    m_document.undoStack()->setClean();
    setPath(path);
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

} // namespace roofline::ui
