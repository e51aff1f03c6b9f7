#pragma once

#include "core/formulas/op.h"
#include "ui/document.h"

#include <QDialog>

#include <string>
#include <vector>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace roofline::ui {

// Edits one op: its kind, then a form generated from the kind's schema (core's OpKindInfo): a
// number per parameter, which whole-number parameters may instead follow a slider (B, D, F, T or S);
// a combo per dtype and per choice (a collective's ring: uni or bi); the memory level or link its bytes cross; its
// label. A preview evaluates it on every shown chip as you type, and OK stays off until core's validateOp accepts it.
class OpEditorDialog : public QDialog {
    Q_OBJECT
public:
    OpEditorDialog(const Document& document, OpList list, const Op& op, QWidget* parent = nullptr);

    Op op() const { return m_op; }
    bool isValid() const { return m_valid; }

private:
    struct NumberRow {
        std::string key;
        QLineEdit* value = nullptr;
        QComboBox* follows = nullptr;
    };
    struct DtypeRow {
        std::string key;
        QComboBox* combo = nullptr;
    };

    void setKind(OpKind kind);
    void buildForm();
    void readForm();
    void validate();

    const Document& m_document;
    OpList m_list;
    Op m_op;
    bool m_valid = false;
    QComboBox* m_kind;
    QFormLayout* m_form;
    QLineEdit* m_label;
    QComboBox* m_link;
    QLabel* m_formula;
    QLabel* m_preview;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    std::vector<NumberRow> m_numbers;
    std::vector<DtypeRow> m_dtypes;
    std::vector<DtypeRow> m_choices; // a combo per choice parameter, its data the word
};

} // namespace roofline::ui
