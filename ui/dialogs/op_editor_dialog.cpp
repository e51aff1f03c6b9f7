#include "ui/dialogs/op_editor_dialog.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/evaluation.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"
#include "ui/looks/form_look.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace roofline::ui {

OpEditorDialog::OpEditorDialog(const Document& document, OpList list, const Op& op, QWidget* parent)
    : QDialog(parent)
    , m_document(document)
    , m_list(list)
    , m_op(op)
    , m_kind(new QComboBox)
    , m_form(new QFormLayout)
    , m_label(new QLineEdit)
    , m_link(new QComboBox)
    , m_formula(new QLabel)
    , m_preview(new QLabel)
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel))
{
    setWindowTitle(list == OpList::Sweeps ? tr("Sweep") : tr("Op"));
    auto* layout = new QVBoxLayout(this);
    auto* top = new QFormLayout;
    for (const OpKindInfo& info : allOpKinds()) {
        // A sweep is drawn against B, so only kinds with a batch dimension make sense there.
        if (list == OpList::Sweeps && !isSweepable(makeOp(info.kind)))
            continue;
        m_kind->addItem(opKindTitle(info.kind), static_cast<int>(info.kind));
    }
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(static_cast<int>(op.kind))));
    m_kind->setObjectName(QStringLiteral("opKind"));
    m_link->setObjectName(QStringLiteral("opLink"));
    m_preview->setObjectName(QStringLiteral("opPreview"));
    m_problem->setObjectName(QStringLiteral("opProblem"));
    m_kind->setToolTip(tr("What the op computes; the form below asks for its parameters"));
    top->addRow(tr("&Kind:"), m_kind);
    m_formula->setWordWrap(true);
    showAsQuiet(m_formula);
    top->addRow(QString(), m_formula);
    layout->addLayout(top);

    auto* parameters = new QGroupBox(tr("Parameters"));
    parameters->setLayout(m_form);
    layout->addWidget(parameters);

    auto* bottom = new QFormLayout;
    m_link->setEditable(true);
    m_link->setToolTip(tr("The memory level or link the op's bytes cross; empty: the first memory level (or the "
                          "first link for ops between chips)"));
    m_link->addItem(QString());
    QStringList names;
    for (const Chip& chip : document.shownChips()) {
        for (const BandwidthLevel* level : allBandwidthLevels(chip)) {
            const QString name = QString::fromStdString(level->name);
            if (!names.contains(name, Qt::CaseInsensitive))
                names.append(name);
        }
    }
    m_link->addItems(names);
    m_link->setCurrentText(QString::fromStdString(op.link));
    bottom->addRow(tr("Bytes &over:"), m_link);
    m_label->setText(QString::fromStdString(op.label));
    m_label->setClearButtonEnabled(true);
    m_label->setToolTip(tr("Shown next to the marker and in the legend; empty: a description of the op"));
    bottom->addRow(tr("&Label:"), m_label);
    layout->addLayout(bottom);

    m_preview->setTextFormat(Qt::RichText);
    m_preview->setWordWrap(true);
    m_preview->setToolTip(tr("The op on each shown chip at the sliders' current values"));
    layout->addWidget(m_preview);
    m_problem->setWordWrap(true);
    showAsProblem(m_problem);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this,
        [this] { setKind(static_cast<OpKind>(m_kind->currentData().toInt())); });
    connect(m_label, &QLineEdit::textChanged, this, &OpEditorDialog::validate);
    connect(m_link, &QComboBox::currentTextChanged, this, &OpEditorDialog::validate);
    buildForm();
    validate();
}

void OpEditorDialog::setKind(OpKind kind)
{
    if (kind == m_op.kind)
        return;
    // Keep what carries over (B, D, F, dtypes of the same name); the rest starts from defaults.
    Op next = makeOp(kind);
    for (auto& [key, value] : next.numbers) {
        if (const auto old = m_op.numbers.find(key); old != m_op.numbers.end())
            value = old->second;
        if (const auto bound = m_op.bindings.find(key); bound != m_op.bindings.end())
            next.bindings[key] = bound->second;
    }
    for (auto& [key, dtype] : next.dtypes) {
        if (const auto old = m_op.dtypes.find(key); old != m_op.dtypes.end())
            dtype = old->second;
    }
    m_op = next;
    buildForm();
    validate();
}

void OpEditorDialog::buildForm()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_numbers.clear();
    m_dtypes.clear();
    m_choices.clear();
    const OpKindInfo& info = opKindInfo(m_op.kind);
    m_formula->setText(opKindFormula(m_op.kind));
    const Dims& dims = m_document.dims();
    for (const NumberParam& param : info.numbers) {
        NumberRow row;
        row.key = std::string(param.key);
        const QString key = QString::fromUtf8(param.key);
        auto* line = new QWidget;
        auto* box = new QHBoxLayout(line);
        box->setContentsMargins(0, 0, 0, 0);
        // An optional number that was not given (custom's footprint) stays empty rather than showing a default.
        const std::optional<double> given = param.optionalValue ? optionalParamValue(m_op, param.key, dims)
                                                                : std::optional(paramValue(m_op, param.key, dims));
        row.value = new QLineEdit(given ? QString::fromStdString(formatPlain(*given)) : QString());
        row.value->setToolTip(
            paramDescription(m_op.kind, key) + QStringLiteral(" — ") + tr("a number such as 4096 or 1e8"));
        row.value->setObjectName(QStringLiteral("number_%1").arg(key));
        box->addWidget(row.value, 1);
        const bool sweptB = m_list == OpList::Sweeps && param.key == "B";
        if (sweptB) {
            row.value->setEnabled(false);
            row.value->setText(tr("swept along the x axis"));
        } else if (canFollowSlider(param)) {
            row.follows = new QComboBox;
            row.follows->addItem(tr("own value"), -1);
            for (const Dim dim : kAllDims)
                row.follows->addItem(tr("follows %1").arg(QString::fromUtf8(dimName(dim))), static_cast<int>(dim));
            const auto bound = m_op.bindings.find(param.key);
            row.follows->setCurrentIndex(bound == m_op.bindings.end() ? 0 : static_cast<int>(bound->second) + 1);
            row.follows->setToolTip(
                tr("Give %1 its own value, or let it follow a slider: B, D, F, or the sequence pair T, S").arg(key));
            row.follows->setObjectName(QStringLiteral("follows_%1").arg(key));
            row.value->setEnabled(bound == m_op.bindings.end());
            box->addWidget(row.follows);
            connect(row.follows, &QComboBox::currentIndexChanged, this, [this] { readForm(); });
        }
        connect(row.value, &QLineEdit::textEdited, this, [this] { readForm(); });
        m_form->addRow(QStringLiteral("%1:").arg(key), line);
        m_numbers.push_back(row);
    }
    for (const DtypeParam& param : info.dtypes) {
        DtypeRow row;
        row.key = std::string(param.key);
        row.combo = new QComboBox;
        if (param.optionalOverride)
            row.combo->addItem(m_op.kind == OpKind::Attention ? tr("default (the wider of x and kv)")
                                                              : tr("default (the wider of x and w)"),
                QString());
        for (const Dtype dtype : kAllDtypes) {
            if (param.storage ? isStorageDtype(dtype) : isComputeDtype(dtype))
                row.combo->addItem(dtypeText(dtype), dtypeText(dtype));
        }
        const auto current = m_op.dtypes.find(param.key);
        const QString value = current == m_op.dtypes.end() ? QString() : dtypeText(current->second);
        row.combo->setCurrentIndex(std::max(0, row.combo->findData(value)));
        const QString key = QString::fromUtf8(param.key);
        row.combo->setToolTip(paramDescription(m_op.kind, key));
        row.combo->setObjectName(QStringLiteral("dtype_%1").arg(key));
        connect(row.combo, &QComboBox::currentIndexChanged, this, [this] { readForm(); });
        m_form->addRow(QStringLiteral("%1:").arg(key), row.combo);
        m_dtypes.push_back(row);
    }
    for (const ChoiceParam& param : info.choices) {
        DtypeRow row;
        row.key = std::string(param.key);
        row.combo = new QComboBox;
        for (const std::string_view word : param.words)
            row.combo->addItem(QString::fromUtf8(word), QString::fromUtf8(word));
        row.combo->setCurrentIndex(std::max(0, row.combo->findData(QString::fromUtf8(choiceValue(m_op, param.key)))));
        const QString key = QString::fromUtf8(param.key);
        row.combo->setToolTip(paramDescription(m_op.kind, key));
        row.combo->setObjectName(QStringLiteral("choice_%1").arg(key));
        connect(row.combo, &QComboBox::currentIndexChanged, this, [this] { readForm(); });
        m_form->addRow(QStringLiteral("%1:").arg(key), row.combo);
        m_choices.push_back(row);
    }
}

void OpEditorDialog::readForm()
{
    for (const NumberRow& row : m_numbers) {
        const int follows = row.follows ? row.follows->currentData().toInt() : -1;
        if (follows >= 0)
            m_op.bindings[row.key] = static_cast<Dim>(follows);
        else if (!(m_list == OpList::Sweeps && row.key == "B"))
            m_op.bindings.erase(row.key);
        row.value->setEnabled(follows < 0 && !(m_list == OpList::Sweeps && row.key == "B"));
        const NumberParam* param = findNumberParam(m_op.kind, row.key);
        if (!row.value->isEnabled()) {
            // A value refused before the number was bound would stay in the op and make every save
            // fail: a bound number's own value (the one it returns to when unbound) becomes the
            // slider's when it is not valid.
            const auto own = m_op.numbers.find(row.key);
            if (param && follows >= 0 && own != m_op.numbers.end() && checkNumberParam(*param, own->second))
                own->second = m_document.dims()[static_cast<Dim>(follows)];
            continue;
        }
        if (param && param->optionalValue && row.value->text().trimmed().isEmpty()) {
            m_op.numbers.erase(row.key);
            markInvalid(row.value, false);
            continue;
        }
        if (const std::optional<double> value = parseFiniteNumber(row.value->text().trimmed().toStdString())) {
            m_op.numbers[row.key] = *value;
            markInvalid(row.value, false);
        } else {
            markInvalid(row.value, true);
        }
    }
    for (const DtypeRow& row : m_dtypes) {
        const QString name = row.combo->currentData().toString();
        if (name.isEmpty())
            m_op.dtypes.erase(row.key);
        else if (const std::optional<Dtype> dtype = parseDtype(name.toStdString()))
            m_op.dtypes[row.key] = *dtype;
    }
    for (const DtypeRow& row : m_choices)
        m_op.choices[row.key] = row.combo->currentData().toString().toStdString();
    validate();
}

void OpEditorDialog::validate()
{
    m_op.label = m_label->text().trimmed().toStdString();
    m_op.link = m_link->currentText().trimmed().toStdString();
    QString problem;
    for (const NumberRow& row : m_numbers) {
        const NumberParam* param = findNumberParam(m_op.kind, row.key);
        const bool emptyOptional = param && param->optionalValue && row.value->text().trimmed().isEmpty();
        if (row.value->isEnabled() && !emptyOptional && !parseFiniteNumber(row.value->text().trimmed().toStdString()))
            problem = tr("%1: “%2” is not a number").arg(QString::fromStdString(row.key), row.value->text());
    }
    // A number out of its range, said in the language (core says it in English, below).
    for (const NumberRow& row : m_numbers) {
        const NumberParam* param = findNumberParam(m_op.kind, row.key);
        if (!problem.isEmpty() || !param || !row.value->isEnabled())
            continue;
        if (const std::optional<NumberProblem> wrong
            = checkNumberParam(*param, paramValue(m_op, row.key, m_document.dims())))
            problem = opKindShortName(m_op.kind) + QLatin1Char(' ')
                + numberProblemText(*param, *wrong, paramValue(m_op, row.key, m_document.dims()));
    }
    if (problem.isEmpty()) {
        try {
            validateOp(m_op, m_document.dims(), {});
        } catch (const Error& error) {
            problem = errorText(error);
        }
    }
    m_valid = problem.isEmpty();
    m_problem->setText(problem);
    m_problem->setVisible(!m_valid);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(m_valid);
    if (!m_valid) {
        m_preview->clear();
        return;
    }
    const LabelUnits units = m_document.viewOptions().labelUnits;
    QStringList lines;
    for (const Chip& chip : m_document.shownChips()) {
        try {
            const Evaluation e = evaluate(chip, m_op, m_document.dims());
            lines.append(tr("<b>%1</b>: intensity %2 (critical %3) · %4 FLOPs/s · %5")
                             .arg(QString::fromStdString(chip.name).toHtmlEscaped(), formatCompactText(e.intensity, 4),
                                 formatCompactText(e.criticalIntensity, 4),
                                 formatFlopsPerS(e.attainableFlopsPerS, units), boundText(e)));
        } catch (const Error& error) {
            lines.append(QStringLiteral("<b>%1</b>: <font color=\"%2\">%3</font>")
                             .arg(QString::fromStdString(chip.name).toHtmlEscaped(),
                                 problemTextColor(m_preview->palette()).name(), errorText(error).toHtmlEscaped()));
        }
    }
    m_preview->setText(lines.join(QStringLiteral("<br>")));
}

} // namespace roofline::ui
