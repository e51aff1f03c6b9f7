#include "ui/tables/chip_list_model.h"

#include "core/base/number_format.h"
#include "core/formulas/chip.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/document.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"

#include <QFont>
#include <QPixmap>
#include <QUndoStack>

#include <algorithm>

namespace roofline::ui {

namespace {

// Vendor rows have internal id 0; a chip row's internal id is its group's row + 1.
constexpr quintptr kVendorId = 0;

QString chipTooltip(const Chip& chip)
{
    QString text
        = QStringLiteral("<b>%1</b> (%2)<br>")
              .arg(QString::fromStdString(chip.name).toHtmlEscaped(), QString::fromStdString(chip.id).toHtmlEscaped());
    text += ChipListModel::tr("Peak FLOPs/s (dense):") + QStringLiteral("<br>");
    for (const auto& [precision, peak] : chip.peakFlopsPerS)
        text += QStringLiteral("&nbsp;&nbsp;%1: %2<br>")
                    .arg(dtypeText(precision), formatSIText(peak, QStringLiteral("FLOPs/s")));
    for (const BandwidthLevel* level : allBandwidthLevels(chip)) {
        const QString kind
            = level->kind == BandwidthKind::Memory ? ChipListModel::tr("memory") : ChipListModel::tr("link");
        text += QStringLiteral("%1 (%2): %3")
                    .arg(QString::fromStdString(level->name).toHtmlEscaped(), kind,
                        formatSIText(level->bytesPerS, QStringLiteral("B/s")));
        if (level->capacityBytes)
            text += QStringLiteral(", %1").arg(formatSIText(*level->capacityBytes, QStringLiteral("B")));
        text += QStringLiteral("<br>");
    }
    if (chip.achievableFraction)
        text += ChipListModel::tr("Achievable: %1 % of peak").arg(*chip.achievableFraction * 100.0)
            + QStringLiteral("<br>");
    const QString origin = chip.origin == "built-in" ? ChipListModel::tr("built-in", "where a chip comes from")
                                                     : QString::fromStdString(chip.origin);
    text += ChipListModel::tr("From: %1").arg(origin.toHtmlEscaped());
    if (!chip.notes.empty())
        text += QStringLiteral("<br><i>%1</i>").arg(QString::fromStdString(chip.notes).toHtmlEscaped());
    return text;
}

} // namespace

ChipListModel::ChipListModel(Document& document, QObject* parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    rebuild();
    connect(&m_document, &Document::libraryChanged, this, [this] {
        beginResetModel();
        rebuild();
        endResetModel();
    });
    connect(&m_document, &Document::chipsChanged, this, &ChipListModel::refreshChecks);
    // Headers and tooltips are words; a language switch says they all changed.
    retranslate(this, [this] {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        for (int group = 0; group < rowCount(); ++group) {
            const QModelIndex vendor = index(group, 0);
            Q_EMIT dataChanged(vendor, index(group, ColumnCount - 1));
            if (const int chips = rowCount(vendor); chips > 0)
                Q_EMIT dataChanged(index(0, 0, vendor), index(chips - 1, ColumnCount - 1, vendor));
        }
    });
}

void ChipListModel::rebuild()
{
    m_groups.clear();
    for (const Chip& chip : m_document.library()) {
        const QString vendor = QString::fromStdString(chip.vendor);
        if (m_groups.empty() || m_groups.back().vendor != vendor)
            m_groups.push_back({vendor, {}});
        m_groups.back().chipIds.push_back(chip.id);
    }
}

void ChipListModel::refreshChecks()
{
    for (int g = 0; g < static_cast<int>(m_groups.size()); ++g) {
        const QModelIndex group = index(g, 0);
        Q_EMIT dataChanged(group, group, {Qt::CheckStateRole, Qt::DecorationRole});
        const int children = static_cast<int>(m_groups[static_cast<std::size_t>(g)].chipIds.size());
        if (children > 0)
            Q_EMIT dataChanged(
                index(0, 0, group), index(children - 1, 0, group), {Qt::CheckStateRole, Qt::DecorationRole});
    }
}

QModelIndex ChipListModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < static_cast<int>(m_groups.size()) ? createIndex(row, column, kVendorId) : QModelIndex();
    if (parent.internalId() != kVendorId || parent.row() >= static_cast<int>(m_groups.size()))
        return {};
    const Group& group = m_groups[static_cast<std::size_t>(parent.row())];
    if (row >= static_cast<int>(group.chipIds.size()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex ChipListModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kVendorId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kVendorId);
}

int ChipListModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_groups.size());
    if (parent.internalId() != kVendorId || parent.column() != 0)
        return 0;
    return static_cast<int>(m_groups[static_cast<std::size_t>(parent.row())].chipIds.size());
}

int ChipListModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

const Chip* ChipListModel::chipAt(const QModelIndex& index) const
{
    if (!index.isValid() || index.internalId() == kVendorId)
        return nullptr;
    const Group& group = m_groups[static_cast<std::size_t>(index.internalId() - 1)];
    return m_document.libraryChip(group.chipIds[static_cast<std::size_t>(index.row())]);
}

QModelIndex ChipListModel::indexOfChip(const std::string& chipId) const
{
    for (std::size_t g = 0; g < m_groups.size(); ++g) {
        const auto& ids = m_groups[g].chipIds;
        const auto it = std::find(ids.begin(), ids.end(), chipId);
        if (it != ids.end())
            return index(static_cast<int>(it - ids.begin()), 0, index(static_cast<int>(g), 0));
    }
    return {};
}

Qt::CheckState ChipListModel::groupCheckState(const Group& group) const
{
    const auto shown = std::count_if(
        group.chipIds.begin(), group.chipIds.end(), [&](const std::string& id) { return m_document.isShown(id); });
    if (shown == 0)
        return Qt::Unchecked;
    return shown == static_cast<long>(group.chipIds.size()) ? Qt::Checked : Qt::PartiallyChecked;
}

QVariant ChipListModel::groupData(const Group& group, int column, int role) const
{
    if (column != NameColumn)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case SearchTextRole:
        return group.vendor;
    case Qt::CheckStateRole:
        return groupCheckState(group);
    case Qt::ToolTipRole:
        return tr("Check to show every %1 chip; uncheck to hide them").arg(group.vendor);
    default:
        return {};
    }
}

QVariant ChipListModel::chipData(const Chip& chip, int column, int role) const
{
    const Dtype headline = headlinePrecision(chip);
    const std::optional<double> peak = peakFlopsPerS(chip, headline);
    const BandwidthLevel& memory = defaultMemoryLevel(chip);
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return QString::fromStdString(chip.name);
        case PeakColumn:
            // bf16 goes without saying; a chip without it says which precision its peak is.
            if (!peak)
                return QString();
            return headline == Dtype::BF16 ? formatSIText(*peak)
                                           : QStringLiteral("%1 %2").arg(dtypeText(headline), formatSIText(*peak));
        case MemoryColumn:
            return formatSIText(memory.bytesPerS, QStringLiteral("B/s"));
        case CriticalColumn:
            return peak ? formatCompactText(*peak / memory.bytesPerS, 4) : QString();
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole)
        return chipTooltip(chip);
    if (role == ChipIdRole)
        return QString::fromStdString(chip.id);
    if (role == SearchTextRole)
        return QStringLiteral("%1 %2 %3")
            .arg(QString::fromStdString(chip.name), QString::fromStdString(chip.id),
                QString::fromStdString(chip.vendor));
    if (role == Qt::TextAlignmentRole && column != NameColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (column != NameColumn)
        return {};
    if (role == Qt::CheckStateRole)
        return m_document.isShown(chip.id) ? Qt::Checked : Qt::Unchecked;
    if (role == Qt::DecorationRole) {
        if (!m_document.isShown(chip.id))
            return {};
        // The chip's colour on every chart.
        QPixmap swatch(12, 12);
        const Rgb color = m_document.chipColor(chip.id);
        swatch.fill(QColor(color.r, color.g, color.b));
        return swatch;
    }
    if (role == Qt::FontRole && chip.origin != "built-in") {
        QFont font;
        font.setItalic(true);
        return font;
    }
    return {};
}

QVariant ChipListModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == kVendorId)
        return groupData(m_groups[static_cast<std::size_t>(index.row())], index.column(), role);
    const Chip* chip = chipAt(index);
    return chip ? chipData(*chip, index.column(), role) : QVariant();
}

bool ChipListModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::CheckStateRole || !index.isValid() || index.column() != NameColumn)
        return false;
    const bool shown = value.value<Qt::CheckState>() == Qt::Checked;
    QUndoStack* stack = m_document.undoStack();
    if (const Chip* chip = chipAt(index)) {
        if (SetChipsShownCommand* command = SetChipsShownCommand::toggle(m_document, chip->id, shown))
            stack->push(command);
        return true;
    }
    const Group& group = m_groups[static_cast<std::size_t>(index.row())];
    std::vector<std::string> ids = m_document.project().chipIds;
    for (const std::string& id : group.chipIds) {
        const auto it = std::find(ids.begin(), ids.end(), id);
        if (shown && it == ids.end())
            ids.push_back(id);
        else if (!shown && it != ids.end())
            ids.erase(it);
    }
    if (ids != m_document.project().chipIds) {
        stack->push(new SetChipsShownCommand(m_document, ids, [shown, vendor = group.vendor] {
            return shown ? tr("Show every %1 chip").arg(vendor) : tr("Hide every %1 chip").arg(vendor);
        }));
    }
    return true;
}

Qt::ItemFlags ChipListModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == NameColumn)
        flags |= Qt::ItemIsUserCheckable;
    if (index.internalId() != kVendorId)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

QVariant ChipListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Chip");
        case PeakColumn:
            return tr("Peak");
        case MemoryColumn:
            return tr("Mem BW");
        case CriticalColumn:
            return tr("Critical");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case NameColumn:
            return tr("Check a chip to draw it; italic chips are your own");
        case PeakColumn:
            return tr("Dense peak FLOPs/s in bf16 (or the precision named, for chips without bf16)");
        case MemoryColumn:
            return tr("Bandwidth of the first memory level (HBM or similar), where an op's bytes go by default");
        case CriticalColumn:
            return tr("Critical intensity: peak FLOPs/s ÷ memory bandwidth, in FLOPs/byte");
        default:
            return {};
        }
    }
    return {};
}

} // namespace roofline::ui
