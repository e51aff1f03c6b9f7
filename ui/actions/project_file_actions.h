#pragma once

#include "core/formats/recovery.h"
#include "ui/actions/project_lock.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>
#include <vector>

class QAction;
class QMenu;
class QTimer;
class QWidget;

namespace roofline {
class Error;
class Progress;
struct MeasuredSelection;
struct Project;
} // namespace roofline

namespace roofline::ui {

class Document;
class TaskRunner;

// File → New, Open…, Open Recent, Save, Save As… for *.roofline.json project files
// (core/formats/project_json.h), the question before unsaved changes are dropped, and the safety net for a
// crash: while there are unsaved changes the project is autosaved every minute to a recovery file
// (core/formats/recovery.h) that a clean save or close removes and the next start offers to restore.
// "Unsaved" is the undo stack's clean state, or a project restored from a recovery file.
// A project open here is locked (ProjectLock): a second Roofline Studio that opens it is told, and
// may open it read-only (Save then asks for a new name), open it anyway, or cancel. A save that
// fails says why and what to do, offers Save As…, and leaves the project open and unsaved.
// With a TaskRunner, the menu's Open, Save and Save As and the autosave read and write on a worker
// thread while the window keeps working: a save writes the project as it was when Save was pressed (a
// snapshot; edits made meanwhile stay unsaved), an open replaces the project only once the file has
// been read, and Cancel leaves everything as it was.
class ProjectFileActions : public QObject {
    Q_OBJECT
public:
    ProjectFileActions(Document& document, QWidget* window);
    ~ProjectFileActions() override;

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QMenu* recentMenu() const { return m_recent; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }

    QString filePath() const { return m_path; }
    bool isModified() const;
    // Opened read-only because another Roofline Studio has the file open: Save asks for a new name.
    bool isReadOnly() const { return m_readOnly; }

    // Where Open, Save and Save As do their reading and writing (none: on the UI thread). While it
    // works, New, Open, Open Recent, Save and Save As wait (disabled).
    void setTaskRunner(TaskRunner* runner);

    // Called with whether the file was opened or saved, once it was (or was not).
    using Done = std::function<void(bool)>;

    // Opens a project file; on failure says why (a message box unless quiet) and keeps the
    // current project. A file open in another Roofline Studio asks what to do (quiet: opens it
    // read-only). Returns whether it opened. Reads on this thread.
    bool openFile(const QString& path, bool quiet = false);
    // The same, read on the task runner's worker (on this thread without one). If the project was
    // edited while the file was read, asks again whether to save the edits first.
    void openFileInBackground(const QString& path, Done done = {});
    // Saves to `path`; on failure says why and what to do (a message box offering Save As…, unless
    // quiet), and the project stays unsaved. Returns whether it saved. Writes on this thread.
    bool saveFile(const QString& path, bool quiet = false);
    // The same, written on the task runner's worker: the project as it is now. Edits made before the
    // file is written keep the project unsaved.
    void saveFileInBackground(const QString& path, Done done = {});

    // Asks what to do with unsaved changes (save, discard, cancel). True when it is fine to go on. A
    // save it starts runs on the worker, and the window keeps repainting until it is written.
    bool maybeSave();

    // ---- autosave and recovery ----
    // This app's recovery file (empty when there is no state folder).
    std::filesystem::path recoveryPath() const { return m_recoveryPath; }
    void setRecoveryPath(const std::filesystem::path& path) { m_recoveryPath = path; }
    // Writes the recovery file if there are unsaved changes not yet autosaved. Returns whether it wrote.
    // A failed autosave is tried again at the next interval (said once until it works again).
    bool autosave();
    // The same on a worker thread of its own (the minute's timer does this): the UI thread only takes
    // a snapshot. Returns whether one was started; none is while the last one is still writing.
    bool autosaveInBackground();
    bool isAutosaving() const; // an autosave is being written
    // The window is closing with nothing left to save: a running autosave is waited for, then the
    // recovery file goes.
    void closedCleanly();
    // Recovery files other runs left behind, newest first.
    std::vector<RecoveryInfo> orphanedRecoveries() const;
    // Opens a recovery file as the current project, with unsaved changes and the file it belonged
    // to as its path; the orphan is then removed (after this app's own recovery file holds the
    // work). On failure says why and changes nothing.
    bool restoreRecovery(const RecoveryInfo& info, bool quiet = false);
    // At start: if a crash left recovery files, asks whether to restore the newest or discard it.
    // A recovery file that cannot be read is named, with its problem, and may be deleted or kept
    // aside (renamed *.damaged, never offered again). Returns whether it restored one.
    bool offerRecovery();

Q_SIGNALS:
    void titleChanged(const QString& title); // for the window title, with Qt's [*] marker
    void modifiedChanged(bool modified);
    void message(const QString& text);
    // An autosave failed (`cause` in words) and none has worked since; an empty cause: one worked again.
    // Said once per failing streak, so the window can keep it in sight until it clears.
    void autosaveProblemChanged(const QString& cause);

private:
    enum class Run { Now, Background }; // on this thread, or on the task runner's
    void run(const QString& title, std::function<std::function<void()>(Progress&)> work, Run how, bool finishOnClose,
        std::function<void()> dropped);
    void open(const QString& path, bool quiet, Run how, Done done);
    // `selection`: the project's kernels grouped under its view, made on the worker with the project.
    void applyOpen(const QString& path, Project project, MeasuredSelection selection, bool quiet,
        std::uint64_t editsBefore, Done done);
    void reportOpenFailure(const QString& path, const Error& error, bool quiet);
    void saveTo(const QString& path, bool quiet, Run how, Done done);
    void applySaved(const QString& path, std::uint64_t editsBefore, Done done);
    bool startAutosave(Run how);
    void setPath(const QString& path);
    void save(Run how, Done done);
    void saveAs(Run how, Done done);
    void rebuildRecentMenu();
    void updateActions();
    void setRestoredUnsaved(bool unsaved);
    void removeOwnRecovery();
    enum class OpenElsewhere { ReadOnly, Anyway, Cancel };
    OpenElsewhere askOpenElsewhere(const QString& path, bool quiet);
    bool confirmReplaceOpenElsewhere(const QString& path, bool quiet);
    void reportSaveFailure(const Error& error, bool quiet, Run how, Done done); // done(true): saved with Save As
    void reportDamagedRecovery(const RecoveryInfo& info);

    Document& m_document;
    QWidget* m_window;
    QString m_path;
    QAction* m_new;
    QAction* m_open;
    QMenu* m_recent;
    QAction* m_save;
    QAction* m_saveAs;
    QTimer* m_autosaveTimer;
    TaskRunner* m_tasks = nullptr;
    TaskRunner* m_autosaver; // its own worker: an autosave never waits for an import, nor holds one up
    std::uint64_t m_edits = 0; // undo stack moves so far: a save knows whether edits came after its snapshot
    std::filesystem::path m_recoveryPath;
    bool m_restoredUnsaved = false; // changes from a recovery file: unsaved, though nothing is on the undo stack
    bool m_changedSinceAutosave = false;
    bool m_autosaveFailing = false; // said once; tried again at every interval
    bool m_readOnly = false;
    ProjectLock m_lock;
    bool m_started = false; // the constructor has set the title once
};

} // namespace roofline::ui
