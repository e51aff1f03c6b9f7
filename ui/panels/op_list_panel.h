#pragma once

#include "core/formulas/op.h"
#include "ui/document.h"

#include <QWidget>

#include <functional>

class QAction;
class QMenu;
class QTableView;

namespace roofline::ui {

class OpTableModel;

// A table of ops (the roofline's, or the batch-size chart's sweeps) with the actions on it: add
// (a menu of op kinds), duplicate, edit, delete, move up and down. Every action is an undoable
// command; editing opens the OpEditorDialog, double-clicking a row too, F2 renames in place.
class OpListPanel : public QWidget {
    Q_OBJECT
public:
    OpListPanel(Document& document, OpList list, QWidget* parent = nullptr);

    OpList list() const { return m_list; }
    QTableView* view() const { return m_view; }
    int currentOp() const;
    void selectOp(int index);

    QAction* addAction() const { return m_add; }
    QAction* duplicateAction() const { return m_duplicate; }
    QAction* editAction() const { return m_edit; }
    QAction* removeAction() const { return m_remove; }
    QAction* moveUpAction() const { return m_moveUp; }
    QAction* moveDownAction() const { return m_moveDown; }

    // Adds an op of a kind through the editor; with a dialog when `ask`, otherwise the kind's
    // defaults (following the sliders where the chapter's ops do).
    void addOp(OpKind kind, bool ask = true);
    void duplicateCurrent();
    void editCurrent();
    void removeCurrent();
    void moveCurrent(int delta);

    static Op defaultOp(OpKind kind, OpList list);

Q_SIGNALS:
    void currentOpChanged(int index);

private:
    std::function<QString()> labelWords(const Op& op) const; // for undo texts
    void updateActions();

    Document& m_document;
    OpList m_list;
    OpTableModel* m_model;
    QTableView* m_view;
    QMenu* m_kindMenu;
    QAction* m_add;
    QAction* m_duplicate;
    QAction* m_edit;
    QAction* m_remove;
    QAction* m_moveUp;
    QAction* m_moveDown;
};

} // namespace roofline::ui
