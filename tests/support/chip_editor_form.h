#pragma once

// The custom chip form (ui::ChipEditorDialog) as the dialog and Chips panel tests fill it in.

#include "core/formulas/chip.h"
#include "ui/dialogs/chip_editor_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTableWidgetItem>

namespace roofline::test {

// Fills in a fresh form as "Lab Chip 1" by Lab: bf16 4e14 FLOPs/s over 2e12 bytes/s of HBM.
inline Chip formChip(ui::ChipEditorDialog& dialog)
{
    dialog.nameEdit()->setText(QStringLiteral("Lab Chip 1"));
    dialog.vendorBox()->setCurrentText(QStringLiteral("Lab"));
    dialog.peakEdit(Dtype::BF16)->setText(QStringLiteral("4e14"));
    QTableWidget* levels = dialog.levelTable();
    levels->item(0, 0)->setText(QStringLiteral("HBM"));
    levels->item(0, 2)->setText(QStringLiteral("2e12"));
    return dialog.chip();
}

inline QPushButton* saveButton(const ui::ChipEditorDialog& dialog)
{
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
}

} // namespace roofline::test
