#pragma once

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace roofline::ui {

class Document;

// File → New, Open…, Save, Save As… for *.roofline.json project files (core/project_json.h), and
// the question before unsaved changes are dropped. "Unsaved" is the undo stack's clean state.
class ProjectFileActions : public QObject {
    Q_OBJECT
public:
    ProjectFileActions(Document& document, QWidget* window);

    QAction* newAction() const { return m_new; }
    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }

    QString filePath() const { return m_path; }
    bool isModified() const;

    // Opens a project file; on failure says why (a message box unless quiet) and keeps the
    // current project. Returns whether it opened.
    bool openFile(const QString& path, bool quiet = false);
    bool saveFile(const QString& path, bool quiet = false);

    // Asks what to do with unsaved changes (save, discard, cancel). True when it is fine to go on.
    bool maybeSave();

Q_SIGNALS:
    void titleChanged(const QString& title); // for the window title, with Qt's [*] marker
    void message(const QString& text);

private:
    void setPath(const QString& path);
    bool save();
    bool saveAs();

    Document& m_document;
    QWidget* m_window;
    QString m_path;
    QAction* m_new;
    QAction* m_open;
    QAction* m_save;
    QAction* m_saveAs;
};

} // namespace roofline::ui
