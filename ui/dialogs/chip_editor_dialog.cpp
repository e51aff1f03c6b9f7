#include "ui/dialogs/chip_editor_dialog.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formats/chip_json.h"
#include "core/formats/chip_library.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/op_text.h"
#include "ui/looks/form_look.h"

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

enum LevelColumn {
    NameColumn,
    KindColumn,
    BandwidthColumn,
    CapacityColumn,
    CountColumn, // links: how many such links the chip has
    LatencyColumn, // links: one hop's time
    DomainColumn, // links: how many chips it joins directly (docs/model.md §14)
    LevelColumnCount
};

constexpr int kNoteRole = Qt::UserRole; // a level's note, kept on its name's cell: the form does not edit it

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

// The table row of each memory level and of each link, in the chip's order.
struct LevelRows {
    std::vector<int> memory;
    std::vector<int> links;
};

// A form field, as ChipEditorDialog::m_touched names it, for a key path of core's chip rules.
QString fieldOfKey(const std::string& key, const LevelRows& rows)
{
    const auto rowOf = [&key](std::size_t groupLength, const std::vector<int>& groupRows) {
        const std::size_t index = std::strtoul(key.c_str() + groupLength + 1, nullptr, 10);
        return index < groupRows.size() ? QStringLiteral("row %1").arg(groupRows[index]) : QStringLiteral("levels");
    };
    if (key.rfind("peak_flops_per_s.", 0) == 0) {
        const std::optional<Dtype> dtype = parseDtype(key.substr(17));
        return dtype ? QStringLiteral("peak ") + dtypeText(*dtype) : QStringLiteral("peaks");
    }
    if (key.rfind("vector_peak_flops_per_s.", 0) == 0) {
        const std::optional<Dtype> dtype = parseDtype(key.substr(24));
        return dtype ? QStringLiteral("vector ") + dtypeText(*dtype) : QStringLiteral("peaks");
    }
    if (key == "peak_flops_per_s")
        return QStringLiteral("peaks");
    if (key.rfind("memory[", 0) == 0)
        return rowOf(6, rows.memory);
    if (key.rfind("links[", 0) == 0)
        return rowOf(5, rows.links);
    if (key == "memory" || key == "links")
        return QStringLiteral("levels");
    if (key == "achievable_fraction")
        return QStringLiteral("achievable");
    return QString::fromStdString(key); // name, id, vendor
}

// Where a field sits in the form, top to bottom.
double fieldOrder(const QString& field)
{
    if (field == QLatin1String("name"))
        return 0;
    if (field == QLatin1String("id"))
        return 1;
    if (field == QLatin1String("vendor"))
        return 2;
    if (field.startsWith(QLatin1String("peak")))
        return 3;
    if (field.startsWith(QLatin1String("vector ")))
        return 3.5;
    if (field.startsWith(QLatin1String("row ")))
        return 4 + field.mid(4).toDouble() / 1000.0;
    if (field == QLatin1String("levels"))
        return 4.999;
    return 5;
}

// Puts a stand-in where core found a problem, so that it can look further; false when it cannot.
bool standIn(Chip& chip, const std::string& key)
{
    const auto level = [&chip, &key]() -> BandwidthLevel* {
        const bool memory = key.rfind("memory[", 0) == 0;
        if (!memory && key.rfind("links[", 0) != 0)
            return nullptr;
        std::vector<BandwidthLevel>& group = memory ? chip.memory : chip.links;
        const std::size_t index = std::strtoul(key.c_str() + (memory ? 7 : 6), nullptr, 10);
        return index < group.size() ? &group[index] : nullptr;
    };
    const auto endsWith = [&key](std::string_view tail) {
        return key.size() >= tail.size() && key.compare(key.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (key == "id")
        chip.id = "stand-in";
    else if (key == "name")
        chip.name = "stand-in";
    else if (key == "vendor")
        chip.vendor = "stand-in";
    else if (key == "peak_flops_per_s")
        chip.peakFlopsPerS[Dtype::BF16] = 1.0;
    else if (key.rfind("peak_flops_per_s.", 0) == 0) {
        const std::optional<Dtype> dtype = parseDtype(key.substr(17));
        if (!dtype)
            return false;
        chip.peakFlopsPerS[*dtype] = 1.0;
    } else if (key.rfind("vector_peak_flops_per_s.", 0) == 0) {
        const std::optional<Dtype> dtype = parseDtype(key.substr(24));
        if (!dtype)
            return false;
        chip.vectorPeakFlopsPerS[*dtype] = 1.0;
    } else if (key == "memory")
        chip.memory.push_back({"stand-in memory", 1.0, std::nullopt, BandwidthKind::Memory, {}});
    else if (key == "achievable_fraction")
        chip.achievableFraction.reset();
    else if (BandwidthLevel* found = level(); found && endsWith(".name"))
        found->name = "stand-in " + key; // unique, as names must be
    else if (found && endsWith(".bandwidth_bytes_per_s"))
        found->bytesPerS = 1.0;
    else if (found && endsWith(".capacity_bytes"))
        found->capacityBytes.reset();
    else if (found && endsWith(".count"))
        found->count = 1.0;
    else if (found && endsWith(".latency_s"))
        found->latencyS = 0.0;
    else if (found && endsWith(".domain"))
        found->domain.reset();
    else
        return false;
    return true;
}

// Every problem core's chip rules find, each with its field: core says one problem at a time, so
// each one found is replaced by a stand-in and the chip checked again.
std::vector<FormProblem> coreProblems(Chip chip, const LevelRows& rows)
{
    std::vector<FormProblem> problems;
    for (int round = 0; round < 32; ++round) {
        try {
            validateChip(chip, "chip");
            break;
        } catch (const Error& error) {
            const std::string key = error.detail() ? error.detail()->keyPath : std::string();
            problems.push_back({fieldOfKey(key, rows), errorText(error, ErrorSource::Hidden)});
            if (!standIn(chip, key))
                break;
        }
    }
    return problems;
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
    m_name->setObjectName(QStringLiteral("chipName"));
    m_vendor->setObjectName(QStringLiteral("chipVendor"));
    m_levels->setObjectName(QStringLiteral("chipLevels"));
    m_problem->setObjectName(QStringLiteral("chipProblem"));
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

    layout->addWidget(makePeakGroup(false));
    layout->addWidget(makePeakGroup(true));

    auto* levels = new QGroupBox(tr("Memory levels and links (the first memory level takes an op's bytes by default)"));
    auto* levelLayout = new QVBoxLayout(levels);
    m_levels->setHorizontalHeaderLabels({tr("Name"), tr("Kind"), tr("Bandwidth (B/s)"), tr("Capacity (bytes)"),
        tr("Links"), tr("Latency (s)"), tr("Domain (chips)")});
    m_levels->horizontalHeaderItem(BandwidthColumn)
        ->setToolTip(tr("Bytes per second in one direction: per chip for a memory level, per link for a link (a "
                        "link's bidirectional figure halved)"));
    m_levels->horizontalHeaderItem(CapacityColumn)->setToolTip(tr("Optional: how many bytes the level holds"));
    m_levels->horizontalHeaderItem(CountColumn)
        ->setToolTip(tr("Links only: how many such links the chip has, a whole number (H100 NVLink: 18); empty: 1"));
    m_levels->horizontalHeaderItem(LatencyColumn)
        ->setToolTip(tr("Links only: one hop's time in seconds, which a ring all-reduce over n chips pays 2(n−1) "
                        "times (H100 NVLink: 6e-7); empty: none"));
    m_levels->horizontalHeaderItem(DomainColumn)
        ->setToolTip(tr("Links only: how many chips the link joins directly, a whole number (NVLink on an 8-GPU "
                        "board: 8; a TPU's ICI: its largest slice; 1: the chip's host only); empty: any number, as "
                        "a NIC or DCN. A collective over more chips crosses it and another link"));
    m_levels->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_levels->verticalHeader()->setVisible(false);
    m_levels->setToolTip(tr("HBM, VMEM, L2… are memory levels; ICI, NVLink, PCIe, DCN… are links to other chips"));
    m_filling = true;
    for (const BandwidthLevel* level : allBandwidthLevels(chip))
        addLevelRow(*level);
    if (chip.memory.empty())
        addLevelRow({"HBM", 0.0, std::nullopt, BandwidthKind::Memory, {}});
    m_filling = false;
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
        // A new, empty row: what it lacks is said once the user fills it in (or presses Save).
        m_filling = true;
        addLevelRow({"", 0.0, std::nullopt, BandwidthKind::Link, {}});
        m_filling = false;
        touch(QStringLiteral("levels"));
    });
    connect(removeLevel, &QPushButton::clicked, this, [this] {
        const int removed = m_levels->currentRow();
        if (removed < 0)
            return;
        m_levels->removeRow(removed);
        // The rows below move up, and what was touched with them.
        QSet<QString> touched;
        for (const QString& field : std::as_const(m_touched)) {
            const int row = field.startsWith(QLatin1String("row ")) ? field.mid(4).toInt() : -1;
            if (row < removed)
                touched.insert(field);
            else if (row > removed)
                touched.insert(QStringLiteral("row %1").arg(row - 1));
        }
        m_touched = touched;
        touch(QStringLiteral("levels"));
    });
    connect(m_levels, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_filling)
            return;
        touch(QStringLiteral("row %1").arg(item->row()));
    });

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
    showAsProblem(m_problem);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ChipEditorDialog::save);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [this](const QString& name) {
        if (!m_idEdited)
            m_id->setText(QString::fromStdString(idFromName(name)));
        validate();
    });
    connect(m_name, &QLineEdit::textEdited, this, [this] {
        // An id derived from the name is the name's: its problems are said as the name is typed.
        if (!m_idEdited)
            m_touched.insert(QStringLiteral("id"));
        touch(QStringLiteral("name"));
    });
    connect(m_id, &QLineEdit::textEdited, this, [this] {
        m_idEdited = true;
        touch(QStringLiteral("id"));
    });
    connect(m_vendor, &QComboBox::currentTextChanged, this, &ChipEditorDialog::validate);
    connect(m_vendor->lineEdit(), &QLineEdit::textEdited, this, [this] { touch(QStringLiteral("vendor")); });
    connect(m_vendor, &QComboBox::activated, this, [this] { touch(QStringLiteral("vendor")); });
    connect(m_hasAchievable, &QCheckBox::toggled, this, &ChipEditorDialog::validate);
    connect(m_hasAchievable, &QCheckBox::clicked, this, [this] { touch(QStringLiteral("achievable")); });
    connect(m_achievable, &QDoubleSpinBox::valueChanged, this, [this] { touch(QStringLiteral("achievable")); });
    connect(m_notes, &QPlainTextEdit::textChanged, this, &ChipEditorDialog::validate);
    resize(720, 640);
    // A chip that exists (edited, or a built-in one copied) is said wrong at once; a new one only
    // where the user has been.
    m_sayEverything = !chip.id.empty();
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
    connect(kind, &QComboBox::currentIndexChanged, this, [this, kind] {
        // The row the combo is in now (rows above may have been removed).
        for (int r = 0; r < m_levels->rowCount(); ++r) {
            if (m_levels->cellWidget(r, KindColumn) == kind)
                touch(QStringLiteral("row %1").arg(r));
        }
    });
    m_levels->setCellWidget(row, KindColumn, kind);
    m_levels->setItem(
        row, BandwidthColumn, new QTableWidgetItem(level.bytesPerS > 0.0 ? numberText(level.bytesPerS) : QString()));
    m_levels->setItem(
        row, CapacityColumn, new QTableWidgetItem(level.capacityBytes ? numberText(*level.capacityBytes) : QString()));
    const bool link = level.kind == BandwidthKind::Link;
    m_levels->setItem(row, CountColumn, new QTableWidgetItem(link ? numberText(level.count) : QString()));
    m_levels->setItem(row, LatencyColumn,
        new QTableWidgetItem(link && level.latencyS > 0.0 ? numberText(level.latencyS) : QString()));
    m_levels->setItem(row, DomainColumn, new QTableWidgetItem(level.domain ? numberText(*level.domain) : QString()));
    m_levels->item(row, NameColumn)->setData(kNoteRole, QString::fromStdString(level.note));
}

QGroupBox* ChipEditorDialog::makePeakGroup(bool vector)
{
    auto* group = new QGroupBox(vector ? tr("Vector-unit peak FLOPs/s per precision (VPU, CUDA cores; empty: none)")
                                       : tr("Dense peak FLOPs/s per precision (empty: none)"));
    auto* grid = new QGridLayout(group);
    std::array<QLineEdit*, kComputeDtypes.size()>& edits = vector ? m_vectorPeaks : m_peaks;
    for (std::size_t i = 0; i < kComputeDtypes.size(); ++i) {
        const Dtype dtype = kComputeDtypes[i];
        auto* edit = new QLineEdit;
        const std::optional<double> peak = vector ? vectorPeakFlopsPerS(m_chip, dtype) : peakFlopsPerS(m_chip, dtype);
        if (peak)
            edit->setText(numberText(*peak));
        edit->setPlaceholderText(QStringLiteral("—"));
        edit->setToolTip(vector ? tr("The vector units' %1 peak in FLOPs/s, where dot products and elementwise work "
                                     "run, e.g. 6.69e13")
                                      .arg(dtypeText(dtype))
                                : tr("Dense %1 peak in FLOPs/s, e.g. 1.97e14 (halve spec sheets that quote 2:4 "
                                     "sparsity)")
                                      .arg(dtypeText(dtype)));
        edit->setObjectName(
            (vector ? QStringLiteral("vector_peak_%1") : QStringLiteral("peak_%1")).arg(dtypeText(dtype)));
        auto* label = new QLabel(dtypeText(dtype) + QLatin1Char(':'));
        label->setBuddy(edit);
        const int row = static_cast<int>(i) / 4;
        const int column = (static_cast<int>(i) % 4) * 2;
        grid->addWidget(label, row, column);
        grid->addWidget(edit, row, column + 1);
        edits[i] = edit;
        const QString field = (vector ? QStringLiteral("vector ") : QStringLiteral("peak ")) + dtypeText(dtype);
        connect(edit, &QLineEdit::textChanged, this, &ChipEditorDialog::validate);
        connect(edit, &QLineEdit::textEdited, this, [this, field] { touch(field); });
    }
    return group;
}

QLineEdit* ChipEditorDialog::peakEdit(Dtype dtype) const
{
    const auto it = std::find(kComputeDtypes.begin(), kComputeDtypes.end(), dtype);
    return m_peaks[static_cast<std::size_t>(it - kComputeDtypes.begin())];
}

void ChipEditorDialog::touch(const QString& field)
{
    m_touched.insert(field);
    validate();
}

void ChipEditorDialog::showProblem()
{
    // "peaks" (no peak at all) is touched with any peak, "levels" with any row.
    const auto touchedLike = [this](QLatin1String prefix) {
        return std::any_of(
            m_touched.cbegin(), m_touched.cend(), [prefix](const QString& f) { return f.startsWith(prefix); });
    };
    const auto touched = [&](const QString& field) {
        return m_sayEverything || m_touched.contains(field)
            || (field == QLatin1String("peaks") && touchedLike(QLatin1String("peak ")))
            || (field == QLatin1String("levels") && touchedLike(QLatin1String("row ")));
    };
    const auto said = std::find_if(
        m_problems.begin(), m_problems.end(), [&](const FormProblem& problem) { return touched(problem.field); });
    m_problem->setText(said == m_problems.end() ? QString() : said->text);
}

void ChipEditorDialog::save()
{
    if (m_valid) {
        accept();
        return;
    }
    m_sayEverything = true;
    showProblem();
    if (QWidget* field = fieldWidget(m_problemField))
        field->setFocus(Qt::OtherFocusReason);
}

QWidget* ChipEditorDialog::fieldWidget(const QString& field) const
{
    if (field == QLatin1String("name"))
        return m_name;
    if (field == QLatin1String("id"))
        return m_id;
    if (field == QLatin1String("vendor"))
        return m_vendor;
    if (field == QLatin1String("achievable"))
        return m_achievable;
    if (field == QLatin1String("peaks"))
        return peakEdit(Dtype::BF16);
    if (field.startsWith(QLatin1String("peak ")) || field.startsWith(QLatin1String("vector "))) {
        const bool vector = field.startsWith(QLatin1String("vector "));
        const std::array<QLineEdit*, kComputeDtypes.size()>& edits = vector ? m_vectorPeaks : m_peaks;
        for (std::size_t i = 0; i < kComputeDtypes.size(); ++i) {
            if (field.mid(vector ? 7 : 5) == dtypeText(kComputeDtypes[i]))
                return edits[i];
        }
        return edits[0];
    }
    if (field.startsWith(QLatin1String("row "))) {
        m_levels->setCurrentCell(field.mid(4).toInt(), BandwidthColumn);
        return m_levels;
    }
    return field == QLatin1String("levels") ? m_levels : nullptr;
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
    // Every problem, each with its field, so the form can say the first one the user has been to.
    std::vector<FormProblem> problems;
    // Core checks the chip; where a field's text is not a number, it checks a stand-in (1) instead.
    Chip probe = chip;
    const auto number = [&problems](const QString& text, const QString& what, const QString& field) {
        const std::optional<double> value = parseFiniteNumber(text.trimmed().toStdString());
        if (!value)
            problems.push_back({field, tr("%1: “%2” is not a number").arg(what, text.trimmed())});
        return value;
    };
    chip.peakFlopsPerS.clear();
    probe.peakFlopsPerS.clear();
    chip.vectorPeakFlopsPerS.clear();
    probe.vectorPeakFlopsPerS.clear();
    for (const bool vector : {false, true}) {
        const std::array<QLineEdit*, kComputeDtypes.size()>& edits = vector ? m_vectorPeaks : m_peaks;
        for (std::size_t i = 0; i < kComputeDtypes.size(); ++i) {
            const QString text = edits[i]->text();
            if (text.trimmed().isEmpty())
                continue;
            const QString dtype = dtypeText(kComputeDtypes[i]);
            const std::optional<double> value = vector
                ? number(text, tr("vector peak %1").arg(dtype), QStringLiteral("vector ") + dtype)
                : number(text, tr("peak %1").arg(dtype), QStringLiteral("peak ") + dtype);
            if (value)
                (vector ? chip.vectorPeakFlopsPerS : chip.peakFlopsPerS)[kComputeDtypes[i]] = *value;
            (vector ? probe.vectorPeakFlopsPerS : probe.peakFlopsPerS)[kComputeDtypes[i]] = value.value_or(1.0);
        }
    }
    chip.memory.clear();
    chip.links.clear();
    probe.memory.clear();
    probe.links.clear();
    LevelRows rows;
    for (int row = 0; row < m_levels->rowCount(); ++row) {
        const QString rowField = QStringLiteral("row %1").arg(row);
        BandwidthLevel level;
        const QTableWidgetItem* name = m_levels->item(row, NameColumn);
        level.name = name ? name->text().trimmed().toStdString() : std::string();
        level.note = name ? name->data(kNoteRole).toString().toStdString() : std::string();
        const auto* kind = qobject_cast<QComboBox*>(m_levels->cellWidget(row, KindColumn));
        level.kind = kind && kind->currentIndex() == 1 ? BandwidthKind::Link : BandwidthKind::Memory;
        const QString label = level.name.empty() ? tr("row %1").arg(row + 1) : QString::fromStdString(level.name);
        BandwidthLevel stand = level;
        const QTableWidgetItem* bandwidth = m_levels->item(row, BandwidthColumn);
        const std::optional<double> bytesPerS
            = number(bandwidth ? bandwidth->text() : QString(), tr("%1 bandwidth").arg(label), rowField);
        level.bytesPerS = bytesPerS.value_or(0.0);
        stand.bytesPerS = bytesPerS.value_or(1.0);
        const QTableWidgetItem* capacity = m_levels->item(row, CapacityColumn);
        if (capacity && !capacity->text().trimmed().isEmpty()) {
            level.capacityBytes = number(capacity->text(), tr("%1 capacity").arg(label), rowField);
            stand.capacityBytes = level.capacityBytes;
        }
        // Empty is a file without the key: one link, no latency (core says when a memory level has either).
        const QTableWidgetItem* count = m_levels->item(row, CountColumn);
        if (count && !count->text().trimmed().isEmpty()) {
            const std::optional<double> links = number(count->text(), tr("%1 links").arg(label), rowField);
            level.count = links.value_or(1.0);
            stand.count = level.count;
        }
        const QTableWidgetItem* latency = m_levels->item(row, LatencyColumn);
        if (latency && !latency->text().trimmed().isEmpty()) {
            const std::optional<double> seconds = number(latency->text(), tr("%1 latency").arg(label), rowField);
            level.latencyS = seconds.value_or(0.0);
            stand.latencyS = level.latencyS;
        }
        const QTableWidgetItem* domain = m_levels->item(row, DomainColumn);
        if (domain && !domain->text().trimmed().isEmpty()) {
            const std::optional<double> chips = number(domain->text(), tr("%1 domain").arg(label), rowField);
            level.domain = chips;
            stand.domain = chips.value_or(2.0);
        }
        const bool memory = level.kind == BandwidthKind::Memory;
        (memory ? chip.memory : chip.links).push_back(level);
        (memory ? probe.memory : probe.links).push_back(stand);
        (memory ? rows.memory : rows.links).push_back(row);
    }
    for (FormProblem& problem : coreProblems(probe, rows)) {
        // With no name yet, the id derived from it is empty only because the name is: the name is
        // what to say.
        if (problem.field == QLatin1String("id") && !m_idEdited && trim(chip.name).empty())
            continue;
        problems.push_back(std::move(problem));
    }
    if (std::find(m_takenIds.begin(), m_takenIds.end(), chip.id) != m_takenIds.end()) {
        problems.push_back({QStringLiteral("id"),
            tr("The id “%1” is taken by another chip; pick another.").arg(QString::fromStdString(chip.id))});
    }
    // In the order of the form, top to bottom.
    std::stable_sort(problems.begin(), problems.end(),
        [](const FormProblem& a, const FormProblem& b) { return fieldOrder(a.field) < fieldOrder(b.field); });
    m_chip = chip;
    m_valid = problems.empty();
    m_problems = std::move(problems);
    m_problemText = m_valid ? QString() : m_problems.front().text;
    m_problemField = m_valid ? QString() : m_problems.front().field;
    showProblem();
}

} // namespace roofline::ui
