#pragma once

#include "core/storage/recovery.h"
#include "ui/project_lock.h"

#include <QObject>
#include <QString>

#include <chrono>
#include <filesystem>
#include <optional>
#include <vector>

class QAction;
class QMenu;
class QTimer;
class QWidget;

namespace roofline {
class Error;
} // namespace roofline

namespace roofline::ui {

class Document;

// File → New, Open…, Open Recent, Save, Save As… for *.roofline.json project files
// (core/io/project_json.h), the question before unsaved changes are dropped, and the safety net for a
// crash: while there are unsaved changes the project is autosaved every minute to a recovery file
// (core/storage/recovery.h) that a clean save or close removes and the next start offers to restore.
// "Unsaved" is the undo stack's clean state, or a project restored from a recovery file.
// A project open here is locked (ProjectLock): a second Roofline Studio that opens it is told, and
// may open it read-only (Save then asks for a new name), open it anyway, or cancel. A save that
// fails says why and what to do, offers Save As…, and leaves the project open and unsaved.
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

    // Opens a project file; on failure says why (a message box unless quiet) and keeps the
    // current project. A file open in another Roofline Studio asks what to do (quiet: opens it
    // read-only). Returns whether it opened.
    bool openFile(const QString& path, bool quiet = false);
    // Saves to `path`; on failure says why and what to do (a message box offering Save As…, unless
    // quiet), and the project stays unsaved. Returns whether it saved.
    bool saveFile(const QString& path, bool quiet = false);

    // Asks what to do with unsaved changes (save, discard, cancel). True when it is fine to go on.
    bool maybeSave();

    // ---- autosave and recovery ----
    // This app's recovery file (empty when there is no state folder).
    std::filesystem::path recoveryPath() const { return m_recoveryPath; }
    void setRecoveryPath(const std::filesystem::path& path) { m_recoveryPath = path; }
    // Writes the recovery file if there are unsaved changes not yet autosaved. Returns whether it wrote.
    // A failed autosave is tried again at the next interval (said once until it works again).
    bool autosave();
    // How often the timer calls autosave(): a minute. Tests shorten it to see the timer do it.
    std::chrono::milliseconds autosaveInterval() const;
    void setAutosaveInterval(std::chrono::milliseconds interval);
    // The window is closing with nothing left to save: the recovery file goes.
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

private:
    void setPath(const QString& path);
    bool save();
    bool saveAs();
    void rebuildRecentMenu();
    void setRestoredUnsaved(bool unsaved);
    void removeOwnRecovery();
    enum class OpenElsewhere { ReadOnly, Anyway, Cancel };
    OpenElsewhere askOpenElsewhere(const QString& path, bool quiet);
    bool confirmReplaceOpenElsewhere(const QString& path, bool quiet);
    bool reportSaveFailure(const Error& error, bool quiet); // true: saved after all, with Save As
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
    std::filesystem::path m_recoveryPath;
    bool m_restoredUnsaved = false; // changes from a recovery file: unsaved, though nothing is on the undo stack
    bool m_changedSinceAutosave = false;
    bool m_autosaveFailing = false; // said once; tried again at every interval
    bool m_readOnly = false;
    ProjectLock m_lock;
    bool m_started = false; // the constructor has set the title once
};

} // namespace roofline::ui
