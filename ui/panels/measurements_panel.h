#pragma once

#include "ui/document.h"

#include <QWidget>

class QAction;
class QTableView;

namespace roofline::ui {

class MeasuredTableModel;

// The measured kernels (File → Import Measurements…): a table with each kernel's numbers and how
// close it came to its roof, and the actions on it: import a CSV or Nsight Compute export, delete
// the selected rows, clear. Every change is one undoable command.
class MeasurementsPanel : public QWidget {
    Q_OBJECT
public:
    explicit MeasurementsPanel(Document& document, QWidget* parent = nullptr);

    QTableView* view() const { return m_view; }
    MeasuredTableModel* model() const { return m_model; }
    QAction* importAction() const { return m_import; }
    QAction* removeAction() const { return m_remove; }

    // Reads a CSV of measured kernels (simple or Nsight Compute, recognised from the header) and adds
    // them to the project. On failure says why (a message box unless quiet; the message names the
    // file, line and field) and changes nothing. Returns whether any kernel was added.
    bool importFile(const QString& path, bool quiet = false);
    void removeSelected();
    void clear();

Q_SIGNALS:
    void message(const QString& text); // for the status bar

private:
    void chooseAndImport();
    void updateActions();

    Document& m_document;
    MeasuredTableModel* m_model;
    QTableView* m_view;
    QAction* m_import;
    QAction* m_remove;
    QAction* m_clear;
};

} // namespace roofline::ui
