#include "ui/dialogs/chip_editor_dialog.h"

#include "core/chip_json.h"
#include "core/chip_library.h"
#include "core/error.h"
#include "core/number_format.h"
#include "core/text.h"
#include "ui/i18n/error_text.h"
#include "ui/op_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace roofline::ui {

namespace {

enum LevelColumn { NameColumn, KindColumn, BandwidthColumn, CapacityColumn, LevelColumnCount };

// "My Chip 2" → "my-chip-2": what a chip id may hold (a–z, 0–9, - _ .).
std::string idFromName(const QString& name)
{
    std::string id;
    for (const QChar c : name.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
            || c == QLatin1Char('.') || c == QLatin1Char('_'))
            id += static_cast<char>(c.unicode());
        else if (!id.empty() && id.back() != '-')
            id += '-';
    }
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    return id;
}

QString numberText(double value)
{
    return QString::fromStdString(formatPlain(value));
}

} // namespace

ChipEditorDialog::ChipEditorDialog(const Chip& chip, std::vector<std::string> takenIds, QWidget* parent)
    : QDialog(parent)
    , m_takenIds(std::move(takenIds))
    , m_chip(chip)
    , m_name(new QLineEdit(QString::fromStdString(chip.name)))
    , m_id(new QLineEdit(QString::fromStdString(chip.id)))
    , m_vendor(new QComboBox)
    , m_levels(new QTableWidget(0, LevelColumnCount))
    , m_hasAchievable(new QCheckBox(tr("Achievable fraction of peak:")))
    , m_achievable(new QDoubleSpinBox)
    , m_notes(new QPlainTextEdit(QString::fromStdString(chip.notes)))
    , m_problem(new QLabel)
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel))
{
    setWindowTitle(chip.id.empty() ? tr("New chip") : tr("Chip %1").arg(QString::fromStdString(chip.name)));
    m_idEdited = !chip.id.empty();
    auto* layout = new QVBoxLayout(this);
    auto* identity = new QFormLayout;
    m_name->setToolTip(tr("The name shown in the chip list, legends and titles"));
    m_name->setPlaceholderText(tr("e.g. My accelerator"));
    identity->addRow(tr("&Name:"), m_name);
    m_id->setToolTip(tr("A unique id (a–z, 0–9, - _ .); the file is saved as <id>.json"));
    identity->addRow(tr("&Id:"), m_id);
    m_vendor->setEditable(true);
    QStringList vendors;
    for (const Chip& known : builtinChips()) {
        const QString vendor = QString::fromStdString(known.vendor);
        if (!vendors.contains(vendor))
            vendors.append(vendor);
    }
    m_vendor->addItems(vendors);
    m_vendor->setCurrentText(QString::fromStdString(chip.vendor));
    m_vendor->setToolTip(tr("Chips are grouped by vendor in the Chips panel"));
    identity->addRow(tr("&Vendor:"), m_vendor);
    layout->addLayout(identity);

    auto* peaks = new QGroupBox(tr("Dense peak FLOPs/s per precision (empty: none)"));
    auto* peakGrid = new QGridLayout(peaks);
    for (std::size_t i = 0; i < kAllDtypes.size(); ++i) {
        const Dtype dtype = kAllDtypes[i];
        auto* edit = new QLineEdit;
        if (const std::optional<double> peak = peakFlopsPerS(chip, dtype))
            edit->setText(numberText(*peak));
        edit->setPlaceholderText(QStringLiteral("—"));
        edit->setToolTip(tr("Dense %1 peak in FLOPs/s, e.g. 1.97e14 (halve spec sheets that quote 2:4 sparsity)")
                             .arg(dtypeText(dtype)));
        edit->setObjectName(QStringLiteral("peak_%1").arg(dtypeText(dtype)));
        auto* label = new QLabel(dtypeText(dtype) + QLatin1Char(':'));
        label->setBuddy(edit);
        const int row = static_cast<int>(i) / 4;
        const int column = (static_cast<int>(i) % 4) * 2;
        peakGrid->addWidget(label, row, column);
        peakGrid->addWidget(edit, row, column + 1);
        m_peaks[i] = edit;
        connect(edit, &QLineEdit::textChanged, this, &ChipEditorDialog::validate);
    }
    layout->addWidget(peaks);

    auto* levels = new QGroupBox(tr("Memory levels and links (the first memory level takes an op's bytes by default)"));
    auto* levelLayout = new QVBoxLayout(levels);
    m_levels->setHorizontalHeaderLabels({tr("Name"), tr("Kind"), tr("Bandwidth (B/s)"), tr("Capacity (bytes)")});
    m_levels->horizontalHeaderItem(BandwidthColumn)
        ->setToolTip(tr("Bytes per second in one direction, per chip (a link's bidirectional figure halved)"));
    m_levels->horizontalHeaderItem(CapacityColumn)->setToolTip(tr("Optional: how many bytes the level holds"));
    m_levels->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_levels->verticalHeader()->setVisible(false);
    m_levels->setToolTip(tr("HBM, VMEM, L2… are memory levels; ICI, NVLink, PCIe, DCN… are links to other chips"));
    for (const BandwidthLevel* level : allBandwidthLevels(chip))
        addLevelRow(*level);
    if (chip.memory.empty())
        addLevelRow({"HBM", 0.0, std::nullopt, BandwidthKind::Memory, {}});
    levelLayout->addWidget(m_levels);
    auto* levelButtons = new QHBoxLayout;
    auto* addLevel = new QPushButton(tr("Add level"));
    addLevel->setToolTip(tr("Add a memory level or link"));
    auto* removeLevel = new QPushButton(tr("Remove level"));
    removeLevel->setToolTip(tr("Remove the selected row"));
    levelButtons->addWidget(addLevel);
    levelButtons->addWidget(removeLevel);
    levelButtons->addStretch(1);
    levelLayout->addLayout(levelButtons);
    layout->addWidget(levels);
    connect(addLevel, &QPushButton::clicked, this, [this] {
        addLevelRow({"", 0.0, std::nullopt, BandwidthKind::Link, {}});
        validate();
    });
    connect(removeLevel, &QPushButton::clicked, this, [this] {
        if (m_levels->currentRow() >= 0)
            m_levels->removeRow(m_levels->currentRow());
        validate();
    });
    connect(m_levels, &QTableWidget::itemChanged, this, &ChipEditorDialog::validate);

    auto* extra = new QFormLayout;
    auto* achievable = new QHBoxLayout;
    m_achievable->setRange(0.01, 1.0);
    m_achievable->setSingleStep(0.01);
    m_achievable->setDecimals(3);
    m_achievable->setValue(chip.achievableFraction.value_or(0.85));
    m_hasAchievable->setChecked(chip.achievableFraction.has_value());
    m_hasAchievable->setToolTip(tr("The fraction of peak real kernels reach, drawn as a dashed ceiling: "
                                   "about 0.80–0.85 for GPUs, 0.95 for TPUs"));
    m_achievable->setToolTip(m_hasAchievable->toolTip());
    achievable->addWidget(m_hasAchievable);
    achievable->addWidget(m_achievable);
    achievable->addStretch(1);
    extra->addRow(achievable);
    m_notes->setMaximumHeight(60);
    m_notes->setToolTip(tr("Where the numbers come from, caveats"));
    extra->addRow(tr("N&otes:"), m_notes);
    layout->addLayout(extra);

    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString& name) {
        if (!m_idEdited)
            m_id->setText(QString::fromStdString(idFromName(name)));
        validate();
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] {
        m_idEdited = true;
        validate();
    });
    connect(m_vendor, &QComboBox::currentTextChanged, this, &ChipEditorDialog::validate);
    connect(m_hasAchievable, &QCheckBox::toggled, this, &ChipEditorDialog::validate);
    connect(m_achievable, &QDoubleSpinBox::valueChanged, this, &ChipEditorDialog::validate);
    connect(m_notes, &QPlainTextEdit::textChanged, this, &ChipEditorDialog::validate);
    resize(640, 620);
    validate();
}

void ChipEditorDialog::addLevelRow(const BandwidthLevel& level)
{
    const int row = m_levels->rowCount();
    m_levels->insertRow(row);
    m_levels->setItem(row, NameColumn, new QTableWidgetItem(QString::fromStdString(level.name)));
    auto* kind = new QComboBox;
    kind->addItem(tr("memory"));
    kind->addItem(tr("link"));
    kind->setCurrentIndex(level.kind == BandwidthKind::Memory ? 0 : 1);
    connect(kind, &QComboBox::currentIndexChanged, this, &ChipEditorDialog::validate);
    m_levels->setCellWidget(row, KindColumn, kind);
    m_levels->setItem(
        row, BandwidthColumn, new QTableWidgetItem(level.bytesPerS > 0.0 ? numberText(level.bytesPerS) : QString()));
    m_levels->setItem(
        row, CapacityColumn, new QTableWidgetItem(level.capacityBytes ? numberText(*level.capacityBytes) : QString()));
}

QLineEdit* ChipEditorDialog::peakEdit(Dtype dtype) const
{
    const auto it = std::find(kAllDtypes.begin(), kAllDtypes.end(), dtype);
    return m_peaks[static_cast<std::size_t>(it - kAllDtypes.begin())];
}

QString ChipEditorDialog::problem() const
{
    return m_problem->text();
}

void ChipEditorDialog::validate()
{
    Chip chip = m_chip;
    chip.name = m_name->text().trimmed().toStdString();
    chip.id = m_id->text().trimmed().toStdString();
    chip.vendor = m_vendor->currentText().trimmed().toStdString();
    chip.notes = m_notes->toPlainText().trimmed().toStdString();
    chip.achievableFraction
        = m_hasAchievable->isChecked() ? std::optional<double>(m_achievable->value()) : std::nullopt;
    m_achievable->setEnabled(m_hasAchievable->isChecked());
    QString problem;
    const auto number = [&problem](const QString& text, const QString& what) -> std::optional<double> {
        const std::optional<double> value = parseFiniteNumber(text.trimmed().toStdString());
        if (!value && problem.isEmpty())
            problem = tr("%1: “%2” is not a number").arg(what, text.trimmed());
        return value;
    };
    chip.peakFlopsPerS.clear();
    for (std::size_t i = 0; i < kAllDtypes.size(); ++i) {
        const QString text = m_peaks[i]->text();
        if (text.trimmed().isEmpty())
            continue;
        if (const std::optional<double> value = number(text, tr("peak %1").arg(dtypeText(kAllDtypes[i]))))
            chip.peakFlopsPerS[kAllDtypes[i]] = *value;
    }
    chip.memory.clear();
    chip.links.clear();
    for (int row = 0; row < m_levels->rowCount(); ++row) {
        BandwidthLevel level;
        const QTableWidgetItem* name = m_levels->item(row, NameColumn);
        level.name = name ? name->text().trimmed().toStdString() : std::string();
        const auto* kind = qobject_cast<QComboBox*>(m_levels->cellWidget(row, KindColumn));
        level.kind = kind && kind->currentIndex() == 1 ? BandwidthKind::Link : BandwidthKind::Memory;
        const QString label = level.name.empty() ? tr("row %1").arg(row + 1) : QString::fromStdString(level.name);
        const QTableWidgetItem* bandwidth = m_levels->item(row, BandwidthColumn);
        if (const std::optional<double> value
            = number(bandwidth ? bandwidth->text() : QString(), tr("%1 bandwidth").arg(label)))
            level.bytesPerS = *value;
        const QTableWidgetItem* capacity = m_levels->item(row, CapacityColumn);
        if (capacity && !capacity->text().trimmed().isEmpty())
            level.capacityBytes = number(capacity->text(), tr("%1 capacity").arg(label));
        (level.kind == BandwidthKind::Memory ? chip.memory : chip.links).push_back(level);
    }
    if (problem.isEmpty()) {
        try {
            validateChip(chip, "chip");
        } catch (const Error& error) {
            problem = errorText(error, ErrorSource::Hidden);
        }
    }
    if (problem.isEmpty() && std::find(m_takenIds.begin(), m_takenIds.end(), chip.id) != m_takenIds.end())
        problem = tr("The id “%1” is taken by another chip; pick another.").arg(QString::fromStdString(chip.id));
    m_chip = chip;
    m_valid = problem.isEmpty();
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(m_valid);
}

} // namespace roofline::ui
