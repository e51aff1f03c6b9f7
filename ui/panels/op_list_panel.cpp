#include "ui/panels/op_list_panel.h"

#include "ui/commands/edit_op_command.h"
#include "ui/commands/insert_op_command.h"
#include "ui/commands/move_op_command.h"
#include "ui/commands/remove_op_command.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/tables/op_table_model.h"

#include <QAction>
#include <QHeaderView>
#include <QMenu>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace roofline::ui {

OpListPanel::OpListPanel(Document& document, OpList list, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_list(list)
    , m_model(new OpTableModel(document, list, this))
    , m_view(new QTableView)
    , m_kindMenu(new QMenu(this))
{
    const bool sweeps = list == OpList::Sweeps;
    m_view->setModel(m_model);
    m_model->setObjectName(QStringLiteral("opTable"));
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(OpTableModel::LabelColumn, QHeaderView::Interactive);
    m_view->setColumnWidth(OpTableModel::LabelColumn, 150);
    m_view->setColumnWidth(OpTableModel::OpColumn, 230);
    m_view->setObjectName(sweeps ? QStringLiteral("sweepTable") : QStringLiteral("opTable"));
    if (sweeps) {
        // A sweep's FLOPs and bytes change along the chart's x axis; the chart shows them.
        for (const int column : {OpTableModel::FlopsColumn, OpTableModel::BytesColumn, OpTableModel::IntensityColumn})
            m_view->setColumnHidden(column, true);
    }

    for (const OpKindInfo& info : allOpKinds()) {
        if (sweeps && !isSweepable(makeOp(info.kind)))
            continue;
        QAction* action = m_kindMenu->addAction(QString());
        retranslate(action, [action, kind = info.kind] {
            action->setText(opKindTitle(kind));
            action->setToolTip(opKindFormula(kind));
        });
        connect(action, &QAction::triggered, this, [this, kind = info.kind] { addOp(kind); });
    }
    m_add = new QAction(QIcon::fromTheme(QStringLiteral("list-add")), QString(), this);
    m_add->setMenu(m_kindMenu);
    connect(m_add, &QAction::triggered, this, [this] { addOp(OpKind::Matmul); });
    m_duplicate = new QAction(QIcon::fromTheme(QStringLiteral("edit-copy")), QString(), this);
    connect(m_duplicate, &QAction::triggered, this, &OpListPanel::duplicateCurrent);
    m_edit = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), QString(), this);
    connect(m_edit, &QAction::triggered, this, &OpListPanel::editCurrent);
    m_remove = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), QString(), this);
    connect(m_remove, &QAction::triggered, this, &OpListPanel::removeCurrent);
    m_moveUp = new QAction(QIcon::fromTheme(QStringLiteral("go-up")), QString(), this);
    connect(m_moveUp, &QAction::triggered, this, [this] { moveCurrent(-1); });
    m_moveDown = new QAction(QIcon::fromTheme(QStringLiteral("go-down")), QString(), this);
    connect(m_moveDown, &QAction::triggered, this, [this] { moveCurrent(1); });

    retranslate(this, [this, sweeps] {
        m_view->setToolTip(sweeps ? tr("The batch-size chart's curves: double-click to edit, F2 to rename")
                                  : tr("The ops on the roofline: double-click to edit, F2 to rename"));
        m_add->setText(sweeps ? tr("&Add sweep…") : tr("&Add op…"));
        m_add->setToolTip(sweeps ? tr("Add a curve to the batch-size chart (a matmul by default)")
                                 : tr("Add an op to the roofline (a matmul by default; the arrow lists every kind)"));
        m_duplicate->setText(tr("D&uplicate"));
        m_duplicate->setToolTip(tr("Copy the selected row below it"));
        m_edit->setText(tr("&Edit…"));
        m_edit->setToolTip(tr("Change the selected row's kind, parameters, dtypes, link and label"));
        m_remove->setText(tr("&Delete"));
        m_remove->setToolTip(tr("Delete the selected row (Ctrl+Z brings it back)"));
        m_moveUp->setText(tr("Move &up"));
        m_moveUp->setToolTip(tr("Move the selected row up"));
        m_moveDown->setText(tr("Move do&wn"));
        m_moveDown->setToolTip(tr("Move the selected row down"));
    });

    // Keys that act on the table while it (or a child) has focus; the main window adds window-wide
    // shortcuts for the roofline's ops.
    for (auto [action, key] : {std::pair {m_remove, QKeySequence(QKeySequence::Delete)},
             std::pair {m_moveUp, QKeySequence(Qt::ALT | Qt::Key_Up)},
             std::pair {m_moveDown, QKeySequence(Qt::ALT | Qt::Key_Down)},
             std::pair {m_edit, QKeySequence(Qt::Key_Return)}}) {
        action->setShortcut(key);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_view->addAction(action);
    }
    auto* insert = new QAction(this);
    insert->setShortcut(QKeySequence(Qt::Key_Insert));
    insert->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(insert, &QAction::triggered, m_add, &QAction::trigger);
    m_view->addAction(insert);
    retranslate(insert, [this, insert] { insert->setText(m_add->text()); }); // its words in the F1 table

    auto* toolbar = new QToolBar;
    toolbar->setIconSize(QSize(16, 16));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(m_add);
    if (auto* button = qobject_cast<QToolButton*>(toolbar->widgetForAction(m_add)))
        button->setPopupMode(QToolButton::MenuButtonPopup);
    toolbar->setToolButtonStyle(Qt::ToolButtonIconOnly);
    for (QAction* action : {m_duplicate, m_edit, m_remove, m_moveUp, m_moveDown})
        toolbar->addAction(action);
    if (auto* button = qobject_cast<QToolButton*>(toolbar->widgetForAction(m_add)))
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(toolbar);
    layout->addWidget(m_view, 1);

    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_view, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        if (index.column() != OpTableModel::LabelColumn)
            editCurrent();
    });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        updateActions();
        Q_EMIT currentOpChanged(currentOp());
    });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &OpListPanel::updateActions);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &OpListPanel::updateActions);
    connect(m_model, &QAbstractItemModel::rowsMoved, this, &OpListPanel::updateActions);
    updateActions();
}

int OpListPanel::currentOp() const
{
    const QModelIndex current = m_view->selectionModel()->currentIndex();
    return current.isValid() ? current.row() : -1;
}

void OpListPanel::selectOp(int index)
{
    if (index < 0 || index >= m_model->rowCount()) {
        m_view->selectionModel()->clear();
        return;
    }
    m_view->selectionModel()->setCurrentIndex(
        m_model->index(index, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(m_model->index(index, 0));
}

void OpListPanel::updateActions()
{
    const int current = currentOp();
    const int count = m_model->rowCount();
    m_duplicate->setEnabled(current >= 0);
    m_edit->setEnabled(current >= 0);
    m_remove->setEnabled(current >= 0);
    m_moveUp->setEnabled(current > 0);
    m_moveDown->setEnabled(current >= 0 && current + 1 < count);
}

Op OpListPanel::defaultOp(OpKind kind, OpList)
{
    Op op = makeOp(kind);
    // Like the chapter's ops, a new op's batch size follows the B slider.
    if (const NumberParam* b = findNumberParam(kind, "B"))
        op.bindings[std::string(b->key)] = Dim::B;
    return op;
}

std::function<QString()> OpListPanel::labelWords(const Op& op) const
{
    // The op as it is now, named in whatever language the undo history is read in later.
    return [op, dims = m_document.dims(), sweep = m_list == OpList::Sweeps] {
        return sweep ? sweepLabel(op, dims) : opLabel(op, dims);
    };
}

void OpListPanel::addOp(OpKind kind, bool ask)
{
    Op op = defaultOp(kind, m_list);
    if (ask) {
        OpEditorDialog dialog(m_document, m_list, op, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        op = dialog.op();
    }
    const int row = currentOp() >= 0 ? currentOp() + 1 : m_model->rowCount();
    m_document.undoStack()->push(
        new InsertOpCommand(m_document, m_list, row, op, [sweep = m_list == OpList::Sweeps, label = labelWords(op)] {
            return (sweep ? tr("Add sweep “%1”") : tr("Add op “%1”")).arg(label());
        }));
    selectOp(row);
}

void OpListPanel::duplicateCurrent()
{
    const int current = currentOp();
    if (current < 0)
        return;
    Op op = m_document.ops(m_list)[static_cast<std::size_t>(current)];
    if (!op.label.empty())
        op.label += tr(" (copy)").toStdString();
    m_document.undoStack()->push(new InsertOpCommand(m_document, m_list, current + 1, op,
        [label = labelWords(m_document.ops(m_list)[static_cast<std::size_t>(current)])] {
            return tr("Duplicate “%1”").arg(label());
        }));
    selectOp(current + 1);
}

void OpListPanel::editCurrent()
{
    const int current = currentOp();
    if (current < 0)
        return;
    OpEditorDialog dialog(m_document, m_list, m_document.ops(m_list)[static_cast<std::size_t>(current)], this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document.undoStack()->push(new EditOpCommand(m_document, m_list, current, dialog.op(),
        [label = labelWords(dialog.op())] { return tr("Edit “%1”").arg(label()); }));
    selectOp(current);
}

void OpListPanel::removeCurrent()
{
    const int current = currentOp();
    if (current < 0)
        return;
    m_document.undoStack()->push(new RemoveOpCommand(
        m_document, m_list, current, [label = labelWords(m_document.ops(m_list)[static_cast<std::size_t>(current)])] {
            return tr("Delete “%1”").arg(label());
        }));
    selectOp(std::min(current, m_model->rowCount() - 1));
}

void OpListPanel::moveCurrent(int delta)
{
    const int current = currentOp();
    const int target = current + delta;
    if (current < 0 || target < 0 || target >= m_model->rowCount())
        return;
    m_document.undoStack()->push(new MoveOpCommand(m_document, m_list, current, target, [] { return tr("Move op"); }));
    selectOp(target);
}

} // namespace roofline::ui
