#include "ui/panels/chips_panel.h"

#include "core/formats/chip_library.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/chip_store.h"
#include "ui/commands/set_chip_color_command.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"
#include "ui/tables/chip_filter_model.h"
#include "ui/tables/chip_list_model.h"

#include <QColorDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace roofline::ui {

ChipsPanel::ChipsPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new ChipListModel(document, this))
    , m_filter(new ChipFilterModel(this))
    , m_search(new QLineEdit)
    , m_view(new QTreeView)
    , m_new(new QPushButton)
    , m_edit(new QPushButton)
    , m_delete(new QPushButton)
{
    m_filter->setSourceModel(m_model);
    m_model->setObjectName(QStringLiteral("chipList"));
    m_filter->setObjectName(QStringLiteral("chipFilter"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_view->setModel(m_filter);
    m_view->setUniformRowHeights(true);
    m_view->setIndentation(14);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(ChipListModel::NameColumn, QHeaderView::Stretch);
    for (int column = ChipListModel::PeakColumn; column < ChipListModel::ColumnCount; ++column)
        m_view->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    m_view->expandAll();
    m_view->setObjectName(QStringLiteral("chipTree"));
    retranslate(this, [this] {
        m_search->setPlaceholderText(tr("Search chips (name, id, vendor)"));
        m_search->setToolTip(tr("Filter the chip list; Ctrl+F jumps here"));
        m_view->setToolTip(tr("Check a chip to draw it; hover one for all its numbers and where they come from"));
        m_new->setText(tr("&New chip…"));
        m_new->setToolTip(tr("Create a chip of your own; it is saved in your data folder and joins the library"));
        m_edit->setToolTip(tr("Edit the selected custom chip, or start a custom copy of a built-in one"));
        m_delete->setText(tr("De&lete"));
        m_delete->setToolTip(tr("Delete the selected custom chip (its file too)"));
        updateButtons();
    });

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_search);
    layout->addWidget(m_view, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_new);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_delete);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_search, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_filter->setSearchText(text);
        m_view->expandAll();
    });
    connect(m_model, &QAbstractItemModel::modelReset, m_view, &QTreeView::expandAll);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, [this] {
        updateButtons();
        if (const Chip* chip = currentChip())
            Q_EMIT chipSelected(chip->id);
    });
    connect(m_view, &QTreeView::doubleClicked, this, [this](const QModelIndex& index) {
        // Double-clicking a chip's name toggles it, anywhere else in the row edits it.
        if (!currentChip())
            return;
        if (index.column() == ChipListModel::NameColumn) {
            const bool shown = m_document.isShown(currentChip()->id);
            if (SetChipsShownCommand* command = SetChipsShownCommand::toggle(m_document, currentChip()->id, !shown))
                m_document.undoStack()->push(command);
        } else {
            editCurrent();
        }
    });
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        m_view->setCurrentIndex(m_view->indexAt(pos));
        const Chip* chip = currentChip();
        if (!chip)
            return;
        QMenu menu(this);
        QAction* color = menu.addAction(tr("C&olour…"));
        QAction* edit = menu.addAction(m_edit->text());
        QAction* remove = menu.addAction(m_delete->text());
        remove->setEnabled(m_delete->isEnabled());
        const QAction* chosen = menu.exec(m_view->viewport()->mapToGlobal(pos));
        if (chosen == color)
            chooseColor();
        else if (chosen == edit)
            editCurrent();
        else if (chosen == remove)
            deleteCurrent();
    });
    connect(m_new, &QPushButton::clicked, this, &ChipsPanel::newChip);
    connect(m_edit, &QPushButton::clicked, this, &ChipsPanel::editCurrent);
    connect(m_delete, &QPushButton::clicked, this, &ChipsPanel::deleteCurrent);
}

const Chip* ChipsPanel::currentChip() const
{
    return m_model->chipAt(m_filter->mapToSource(m_view->currentIndex()));
}

void ChipsPanel::updateButtons()
{
    const Chip* chip = currentChip();
    m_edit->setEnabled(chip != nullptr);
    m_edit->setText(chip && chip->origin == "built-in" ? tr("&Copy…") : tr("&Edit…"));
    m_delete->setEnabled(chip && chip->origin != "built-in");
}

void ChipsPanel::chooseColor()
{
    const Chip* chip = currentChip();
    if (!chip)
        return;
    const std::string id = chip->id;
    QColorDialog dialog(toQColor(m_document.chipColor(id)), this);
    dialog.setWindowTitle(tr("Colour of %1").arg(QString::fromStdString(chip->name)));
    // The palette's colours first: any two of them stay apart, for everyone.
    for (std::size_t i = 0; i < kChipPalette.size(); ++i)
        QColorDialog::setCustomColor(static_cast<int>(i), toQColor(kChipPalette[i]));
    if (dialog.exec() == QDialog::Accepted)
        setChipColor(id, dialog.selectedColor());
}

void ChipsPanel::setChipColor(const std::string& chipId, const QColor& color)
{
    if (!color.isValid() || toRgb(color) == m_document.chipColor(chipId))
        return;
    m_document.undoStack()->push(new SetChipColorCommand(m_document, chipId, toRgb(color)));
}

void ChipsPanel::newChip()
{
    Chip chip;
    chip.vendor = "Custom";
    std::vector<std::string> taken;
    for (const Chip& known : m_document.library())
        taken.push_back(known.id);
    ChipEditorDialog dialog(chip, taken, this);
    if (dialog.exec() == QDialog::Accepted)
        saveChip(dialog.chip());
}

void ChipsPanel::editCurrent()
{
    const Chip* current = currentChip();
    if (!current)
        return;
    Chip chip = *current;
    const bool builtin = chip.origin == "built-in";
    std::string replaced;
    if (builtin) {
        chip.id += "-custom";
        chip.name += tr(" (custom)").toStdString();
        chip.sources.clear();
    } else {
        replaced = chip.id;
    }
    std::vector<std::string> taken;
    for (const Chip& known : m_document.library()) {
        if (known.id != replaced)
            taken.push_back(known.id);
    }
    ChipEditorDialog dialog(chip, taken, this);
    // A saved chip keeps its id: projects and the shown list refer to chips by id.
    dialog.idEdit()->setReadOnly(!builtin);
    if (dialog.exec() == QDialog::Accepted)
        saveChip(dialog.chip(), replaced);
}

bool ChipsPanel::saveChip(const Chip& chip, const std::string& replacedId, bool quiet)
{
    QString error;
    Chip saved = chip;
    const QString path = saveUserChip(saved, &error);
    if (path.isEmpty()) {
        if (!quiet)
            QMessageBox::warning(this, tr("Chip not saved"), error);
        return false;
    }
    saved.origin = path.toStdString();
    if (!replacedId.empty() && replacedId != saved.id) {
        if (const Chip* old = m_document.libraryChip(replacedId)) {
            deleteUserChip(*old, &error);
            m_document.removeLibraryChip(replacedId);
        }
    }
    m_document.putLibraryChip(saved);
    Q_EMIT message(tr("Saved %1 to %2").arg(QString::fromStdString(saved.name), path));
    // A new chip (or a new copy of a built-in one) is made to be looked at: it is shown on the
    // charts, one undoable step, and selected in the list, the search cleared if it hid it.
    if (replacedId.empty()) {
        if (SetChipsShownCommand* command = SetChipsShownCommand::toggle(m_document, saved.id, true))
            m_document.undoStack()->push(command);
    }
    QModelIndex index = m_filter->mapFromSource(m_model->indexOfChip(saved.id));
    if (!index.isValid() && !m_search->text().isEmpty()) {
        m_search->clear();
        index = m_filter->mapFromSource(m_model->indexOfChip(saved.id));
    }
    if (index.isValid()) {
        m_view->setCurrentIndex(index);
        m_view->scrollTo(index);
    }
    return true;
}

void ChipsPanel::deleteCurrent()
{
    const Chip* current = currentChip();
    if (!current || current->origin == "built-in")
        return;
    const Chip chip = *current;
    const auto answer = QMessageBox::question(this, tr("Delete chip"),
        tr("Delete %1 and its file? This cannot be undone.").arg(QString::fromStdString(chip.name)));
    if (answer != QMessageBox::Yes)
        return;
    QString error;
    if (!deleteUserChip(chip, &error)) {
        QMessageBox::warning(this, tr("Chip not deleted"), error);
        return;
    }
    m_document.removeLibraryChip(chip.id);
    Q_EMIT message(tr("Deleted %1").arg(QString::fromStdString(chip.name)));
}

bool ChipsPanel::eventFilter(QObject* watched, QEvent* event)
{
    // Ctrl+E is the window's Export…; the search field, where the focus is when the window opens, would
    // take it as "end of line" (the End key does that too).
    if (watched == m_search && event->type() == QEvent::ShortcutOverride
        && static_cast<QKeyEvent*>(event)->keyCombination() == QKeyCombination(Qt::ControlModifier, Qt::Key_E)) {
        event->ignore();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace roofline::ui
