#pragma once

// The custom chip form (ui::ChipEditorDialog) as the dialog and Chips panel tests fill it in.

#include "core/formulas/chip.h"
#include "support/find_child.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/i18n/op_text.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QTableWidgetItem>

namespace roofline::test {

// What the form says under its fields.
inline QString shownProblem(const ui::ChipEditorDialog& dialog)
{
    return child<QLabel>(dialog, "chipProblem")->text();
}

// The vector units' peak field of a precision ("vector_peak_fp32").
inline QLineEdit* vectorPeakEdit(const ui::ChipEditorDialog& dialog, Dtype dtype)
{
    return child<QLineEdit>(dialog, QStringLiteral("vector_peak_%1").arg(ui::dtypeText(dtype)));
}

// Fills in a fresh form as "Lab Chip 1" by Lab: bf16 4e14 FLOPs/s over 2e12 bytes/s of HBM.
inline Chip formChip(ui::ChipEditorDialog& dialog)
{
    child<QLineEdit>(dialog, "chipName")->setText(QStringLiteral("Lab Chip 1"));
    child<QComboBox>(dialog, "chipVendor")->setCurrentText(QStringLiteral("Lab"));
    dialog.peakEdit(Dtype::BF16)->setText(QStringLiteral("4e14"));
    QTableWidget* levels = child<QTableWidget>(dialog, "chipLevels");
    levels->item(0, 0)->setText(QStringLiteral("HBM"));
    levels->item(0, 2)->setText(QStringLiteral("2e12"));
    return dialog.chip();
}

inline QPushButton* saveButton(const ui::ChipEditorDialog& dialog)
{
    return dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
}

} // namespace roofline::test
