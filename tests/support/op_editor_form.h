#pragma once

// The op form (ui::OpEditorDialog) as the tests fill it in: a parameter's widgets found by the object
// names the form gives them ("number_B", "follows_B", "dtype_w", "choice_ring").

#include "support/find_child.h"
#include "ui/dialogs/op_editor_dialog.h"

#include <QComboBox>
#include <QLineEdit>
#include <QString>

namespace roofline::test {

// nullptr when the op kind has no such row (a parameter that cannot follow a slider has no follows box).
inline QLineEdit* numberEdit(const ui::OpEditorDialog& dialog, const QString& key)
{
    return dialog.findChild<QLineEdit*>(QStringLiteral("number_") + key);
}
inline QComboBox* followsBox(const ui::OpEditorDialog& dialog, const QString& key)
{
    return dialog.findChild<QComboBox*>(QStringLiteral("follows_") + key);
}
inline QComboBox* dtypeBox(const ui::OpEditorDialog& dialog, const QString& key)
{
    return dialog.findChild<QComboBox*>(QStringLiteral("dtype_") + key);
}
inline QComboBox* choiceBox(const ui::OpEditorDialog& dialog, const QString& key)
{
    return dialog.findChild<QComboBox*>(QStringLiteral("choice_") + key);
}

} // namespace roofline::test
