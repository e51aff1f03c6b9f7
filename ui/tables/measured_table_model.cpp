#include "ui/tables/measured_table_model.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/measured/compared_points.h"
#include "core/measured/measured_links.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/i18n/trace_join_text.h"

#include <QApplication>
#include <QIcon>
#include <QLocale>
#include <QStringList>
#include <QStyle>

#include <algorithm>
#include <map>
#include <string>
#include <utility>

namespace roofline::ui {

namespace {

QString percentText(double fraction)
{
    return MeasuredTableModel::tr("%1 %").arg(formatCompactText(fraction * 100.0, 3));
}

// A child row's internal id is its group's row + 1; a group row's is 0.
constexpr quintptr kGroupRow = 0;

} // namespace

MeasuredTableModel::MeasuredTableModel(Document& document, QObject* parent)
    : QAbstractItemModel(parent)
    , m_document(document)
{
    connect(&m_document, &Document::measuredChanged, this, &MeasuredTableModel::reload);
    connect(&m_document, &Document::chipsChanged, this, &MeasuredTableModel::reload);
    connect(&m_document, &Document::libraryChanged, this, &MeasuredTableModel::reload);
    // A linked group's roof is the peak of its op's precision: an op's dtypes change it.
    connect(&m_document, &Document::opsChanged, this, [this](OpList list) {
        if (list == OpList::Roofline && m_rows > 0 && !m_document.measuredLinks().empty())
            Q_EMIT dataChanged(index(0, RoofColumn), index(m_rows - 1, RoofColumn));
    });
    reload();
    // Headers, "every chip" and the tooltips are words: a language switch says they all changed.
    retranslate(this, [this] {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    });
}

void MeasuredTableModel::reload()
{
    beginResetModel();
    const MeasuredSelection& selection = m_document.measuredSelection();
    m_groups = static_cast<int>(selection.groups.size());
    m_rows = std::min(m_groups, kRowsPerFetch);
    m_changeOfGroup.assign(selection.groups.size(), -1);
    if (const MeasurementComparison* comparison = m_document.comparison()) {
        // A group's change: the first with a before group of its name and chip (without case), as
        // core pairs them (measured_compare.cpp); looked up, not searched for, with a million groups.
        std::map<std::pair<std::string, std::string>, int> changeOf;
        for (std::size_t c = 0; c < comparison->changes.size(); ++c) {
            const GroupChange& change = comparison->changes[c];
            if (change.before)
                changeOf.emplace(std::pair {change.name, toLower(change.chipId)}, static_cast<int>(c));
        }
        for (std::size_t g = 0; g < selection.groups.size(); ++g) {
            const MeasuredGroup& group = selection.groups[g];
            const auto found = changeOf.find({std::string(group.name.view()), toLower(group.chipId.view())});
            if (found != changeOf.end())
                m_changeOfGroup[g] = found->second;
        }
    }
    endResetModel();
}

QModelIndex MeasuredTableModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount || row >= rowCount(parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, kGroupRow);
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex MeasuredTableModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kGroupRow)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupRow);
}

int MeasuredTableModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return m_rows;
    if (parent.internalId() != kGroupRow || parent.column() != 0)
        return 0;
    const MeasuredGroup* group = groupAt(parent);
    return group && group->count > 1 ? static_cast<int>(group->count) : 0;
}

bool MeasuredTableModel::canFetchMore(const QModelIndex& parent) const
{
    return !parent.isValid() && m_rows < m_groups;
}

void MeasuredTableModel::fetchMore(const QModelIndex& parent)
{
    if (!canFetchMore(parent))
        return;
    const int more = std::min(m_groups - m_rows, kRowsPerFetch);
    beginInsertRows({}, m_rows, m_rows + more - 1);
    m_rows += more;
    endInsertRows();
}

int MeasuredTableModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

const MeasuredGroup* MeasuredTableModel::groupAt(const QModelIndex& index) const
{
    if (!index.isValid())
        return nullptr;
    const int row = index.internalId() == kGroupRow ? index.row() : static_cast<int>(index.internalId() - 1);
    const MeasuredSelection& selection = m_document.measuredSelection();
    if (row < 0 || row >= m_rows || row >= static_cast<int>(selection.groups.size()))
        return nullptr;
    return &selection.groups[static_cast<std::size_t>(row)];
}

std::vector<std::size_t> MeasuredTableModel::kernelsAt(const QModelIndex& index) const
{
    const MeasuredGroup* group = groupAt(index);
    if (!group)
        return {};
    const auto members = m_document.measuredSelection().membersOf(*group);
    if (index.internalId() == kGroupRow)
        return {members.begin(), members.end()};
    if (index.row() < 0 || static_cast<std::size_t>(index.row()) >= members.size())
        return {};
    return {members[static_cast<std::size_t>(index.row())]};
}

std::vector<MeasuredTableModel::Placement> MeasuredTableModel::placements(int row) const
{
    std::vector<Placement> found;
    const MeasuredGroup* group = groupAt(index(row, 0));
    if (!group)
        return found;
    for (const Chip& chip : m_document.shownChips()) {
        try {
            if (std::optional<MeasuredPoint> point = placeMeasuredGroup(chip, *group, linked()))
                found.push_back({QString::fromStdString(chip.name), std::move(*point)});
        } catch (const Error&) {
            continue; // problems() says why
        }
    }
    return found;
}

bool MeasuredTableModel::isAboveRoof(int row) const
{
    const std::vector<Placement> placed = placements(row);
    return std::any_of(placed.begin(), placed.end(), [](const Placement& p) { return p.point.aboveRoof; });
}

QString MeasuredTableModel::problems(int row) const
{
    QStringList lines;
    const MeasuredGroup* group = groupAt(index(row, 0));
    if (!group)
        return {};
    for (const Chip& chip : m_document.shownChips()) {
        try {
            placeMeasuredGroup(chip, *group, linked());
        } catch (const Error& error) {
            lines.append(errorText(error));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

MeasuredLinks MeasuredTableModel::linked() const
{
    return {m_document.measuredLinks(), m_document.ops(OpList::Roofline)};
}

QString MeasuredTableModel::roofText(const std::vector<Placement>& placed) const
{
    if (placed.empty())
        return tr("not on a shown chip");
    if (placed.size() == 1)
        return ofRoofText(placed.front().point);
    // On several chips: the closest to (or furthest above) its roof; the tooltip has each.
    const auto highest = std::max_element(placed.begin(), placed.end(),
        [](const Placement& a, const Placement& b) { return a.point.fractionOfRoof < b.point.fractionOfRoof; });
    return tr("%1 (%2)").arg(ofRoofText(highest->point), highest->chipName);
}

QVariant MeasuredTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !groupAt(index))
        return {};
    if (role == Qt::TextAlignmentRole && index.column() != NameColumn && index.column() != ChipColumn
        && index.column() != RoofColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (index.internalId() == kGroupRow)
        return groupData(index.row(), index.column(), role);
    return kernelData(static_cast<int>(index.internalId() - 1), index.row(), index.column(), role);
}

namespace {

QString chipText(const Document& document, const std::string& chipId)
{
    if (chipId.empty())
        return MeasuredTableModel::tr("every chip");
    const Chip* chip = document.libraryChip(chipId);
    return chip ? QString::fromStdString(chip->name) : QString::fromStdString(chipId);
}

// The rows' numbers, the same for a group's totals and one kernel's.
QVariant numberColumn(const MeasuredKernel& kernel, int column, LabelUnits units)
{
    switch (column) {
    case MeasuredTableModel::FlopsColumn:
        return formatCountText(kernel.flops);
    case MeasuredTableModel::BytesColumn:
        return formatCountText(kernel.bytes);
    case MeasuredTableModel::SecondsColumn:
        return formatDurationText(kernel.seconds);
    case MeasuredTableModel::IntensityColumn:
        return formatCompactText(kernel.intensity(), 4);
    case MeasuredTableModel::AchievedColumn:
        return formatFlopsPerS(kernel.achievedFlopsPerS(), units);
    default:
        return {};
    }
}

QString numbersTooltip(const MeasuredKernel& kernel, LabelUnits units)
{
    QString text = QStringLiteral("<b>%1</b><br>").arg(QString::fromStdString(kernel.name).toHtmlEscaped());
    text += MeasuredTableModel::tr("%1 FLOPs and %2 bytes in %3")
                .arg(formatCountText(kernel.flops), formatCountText(kernel.bytes), formatDurationText(kernel.seconds));
    text += QStringLiteral("<br>")
        + MeasuredTableModel::tr("intensity %1 FLOPs/byte, achieved %2 FLOPs/s")
              .arg(formatCompactText(kernel.intensity(), 4), formatFlopsPerS(kernel.achievedFlopsPerS(), units));
    return text;
}

} // namespace

QString MeasuredTableModel::linkText(const MeasuredGroup& group) const
{
    const MeasuredLink* link = findMeasuredLink(m_document.measuredLinks(), group);
    const std::vector<Op>& ops = m_document.ops(OpList::Roofline);
    if (!link || link->op < 0 || link->op >= static_cast<int>(ops.size()))
        return {};
    const Op& op = ops[static_cast<std::size_t>(link->op)];
    QString text;
    for (const Chip& chip : m_document.shownChips()) {
        if (!measuredOnChip(group.asKernel(), chip))
            continue;
        try {
            const PredictionComparison c = comparePrediction(group, chip, op, m_document.dims());
            text += QStringLiteral("<br>")
                + tr("Linked to %1: on %2 it reaches %3 % of the roofline's prediction (%4 predicted, %5 measured "
                     "per kernel)")
                      .arg(QString::fromStdString(c.opLabel).toHtmlEscaped(),
                          QString::fromStdString(chip.name).toHtmlEscaped(), QString::number(c.percent),
                          formatDurationText(c.predictedSeconds), formatDurationText(c.measuredSeconds));
        } catch (const Error& error) {
            text += QStringLiteral("<br>") + errorText(error).toHtmlEscaped();
        }
    }
    return text;
}

QVariant MeasuredTableModel::comparedData(int row, int column) const
{
    const MeasurementComparison* comparison = m_document.comparison();
    const int at = row < static_cast<int>(m_changeOfGroup.size()) ? m_changeOfGroup[static_cast<std::size_t>(row)] : -1;
    if (!comparison || at < 0)
        return {};
    const GroupChange& change = comparison->changes[static_cast<std::size_t>(at)];
    // A mean says what it is a mean of: "615 µs (mean of 2)".
    const auto perKernel = [](const std::optional<MeasuredGroup>& group) {
        if (!group)
            return QStringLiteral("–");
        const QString mean = formatDurationText(group->seconds / static_cast<double>(group->count));
        return group->count > 1
            ? tr("%1 (mean of %2)").arg(mean, QLocale().toString(static_cast<qulonglong>(group->count)))
            : mean;
    };
    switch (column) {
    case BeforeColumn:
        return perKernel(change.before);
    case AfterColumn:
        return perKernel(change.after);
    default:
        return change.speedup ? QString::fromStdString(speedupText(*change.speedup)) : tr("only before");
    }
}

QVariant MeasuredTableModel::groupData(int row, int column, int role) const
{
    const MeasuredGroup& group = m_document.measuredSelection().groups[static_cast<std::size_t>(row)];
    const MeasuredKernel totals = group.asKernel();
    const LabelUnits units = m_document.project().viewOptions.labelUnits;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return QString::fromStdString(group.name);
        case ChipColumn:
            return chipText(m_document, group.chipId);
        case CountColumn:
            return QLocale().toString(static_cast<qulonglong>(group.count));
        case ShareColumn:
            return percentText(group.timeShare);
        case RoofColumn:
            return roofText(placements(row));
        case BeforeColumn:
        case AfterColumn:
        case SpeedupColumn:
            return comparedData(row, column);
        default:
            return numberColumn(totals, column, units);
        }
    }
    if (role == Qt::DecorationRole && column == RoofColumn && isAboveRoof(row))
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::ToolTipRole) {
        QString text = numbersTooltip(totals, units);
        if (group.count > 1)
            text += QStringLiteral("<br>")
                + tr("%Ln kernel(s) of this name, %1 of the profile's time", nullptr, static_cast<int>(group.count))
                      .arg(percentText(group.timeShare));
        else
            text += QStringLiteral("<br>") + tr("%1 of the profile's time").arg(percentText(group.timeShare));
        for (const Placement& placement : placements(row)) {
            const MeasuredPoint& p = placement.point;
            text += QStringLiteral("<br>")
                + tr("%1: roof %2 FLOPs/s over %3 (peak: %4) — %5 of it")
                      .arg(placement.chipName.toHtmlEscaped(), formatFlopsPerS(p.roofFlopsPerS, units),
                          QString::fromStdString(p.levelName).toHtmlEscaped(), roofPeakText(p).toHtmlEscaped(),
                          ofRoofText(p));
            if (p.aboveRoof)
                text += QStringLiteral("<br><b>%1</b>")
                            .arg(tr("Above its roof on %1: check the peak or the byte count")
                                     .arg(placement.chipName.toHtmlEscaped()));
        }
        text += linkText(group);
        if (const GroupLaunches* launches = m_document.launchesOf(group.name.view()))
            text += launchedKernelsText(*launches);
        const QString problem = problems(row);
        if (!problem.isEmpty())
            text += QStringLiteral("<br>") + problem.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        return text;
    }
    return {};
}

QVariant MeasuredTableModel::kernelData(int groupRow, int row, int column, int role) const
{
    const MeasuredSelection& selection = m_document.measuredSelection();
    const MeasuredGroup& group = selection.groups[static_cast<std::size_t>(groupRow)];
    const auto members = selection.membersOf(group);
    if (row < 0 || static_cast<std::size_t>(row) >= members.size())
        return {};
    const std::size_t kernelIndex = members[static_cast<std::size_t>(row)];
    if (kernelIndex >= m_document.measured().size())
        return {};
    const MeasuredKernel& kernel = m_document.measured()[kernelIndex];
    const LabelUnits units = m_document.project().viewOptions.labelUnits;
    // The profile's whole time, from the group's share of it.
    const double profileSeconds = group.timeShare > 0.0 ? group.seconds / group.timeShare : 0.0;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case NameColumn:
            return tr("#%1").arg(kernelIndex + 1); // its line among the project's kernels
        case ChipColumn:
            return chipText(m_document, kernel.chipId);
        case CountColumn:
            return {};
        case ShareColumn:
            return profileSeconds > 0.0 ? QVariant(percentText(kernel.seconds / profileSeconds)) : QVariant();
        case RoofColumn: {
            // One kernel against its roof: placed now, for the rows a view shows, as a group of one of
            // its group's name and chip (so its group's link says its precision when it does not).
            MeasuredGroup one;
            one.name = group.name;
            one.chipId = group.chipId;
            one.link = kernel.link;
            one.count = 1;
            one.flops = kernel.flops;
            one.bytes = kernel.bytes;
            one.seconds = kernel.seconds;
            one.dtype = kernelDtype(kernel.dtype);
            std::vector<Placement> placed;
            for (const Chip& chip : m_document.shownChips()) {
                try {
                    if (std::optional<MeasuredPoint> point = placeMeasuredGroup(chip, one, linked()))
                        placed.push_back({QString::fromStdString(chip.name), std::move(*point)});
                } catch (const Error&) {
                    continue; // its group's tooltip says why
                }
            }
            return roofText(placed);
        }
        default:
            return numberColumn(kernel, column, units);
        }
    }
    if (role == Qt::ToolTipRole)
        return numbersTooltip(kernel, units);
    return {};
}

QVariant MeasuredTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Kernel");
        case ChipColumn:
            return tr("Chip");
        case CountColumn:
            return tr("Count");
        case ShareColumn:
            return tr("Of time");
        case FlopsColumn:
            return tr("FLOPs");
        case BytesColumn:
            return tr("Bytes");
        case SecondsColumn:
            return tr("Time");
        case IntensityColumn:
            return tr("Intensity");
        case AchievedColumn:
            return tr("Achieved FLOPs/s");
        case RoofColumn:
            return tr("Of roof");
        case BeforeColumn:
            return tr("Mean before");
        case AfterColumn:
            return tr("Mean after");
        case SpeedupColumn:
            return tr("Speed-up");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ChipColumn:
            return tr("The chip it was measured on; \"every chip\" places it under each shown chip");
        case CountColumn:
            return tr("Kernels of this name on this chip, drawn as one point at their total FLOPs, bytes and time");
        case ShareColumn:
            return tr("Share of the profile's time: of every kernel measured on the same chip");
        case IntensityColumn:
            return tr("FLOPs / bytes");
        case AchievedColumn:
            return tr("FLOPs / seconds");
        case BeforeColumn:
            return tr("Mean time per kernel of this group in this run (its time over its kernels)");
        case AfterColumn:
            return tr("Mean time per kernel of this group in the run it is compared with");
        case SpeedupColumn:
            return tr("Time per kernel before over time per kernel after: above 1 it got faster");
        case RoofColumn:
            return tr("Achieved FLOPs/s as a share of the roof at its intensity: min(the peak of the precision it ran "
                      "in, bandwidth × intensity). \"≥\": the file does not say its precision, so its roof is the "
                      "chip's highest peak and its share may be higher. Above 100 % the numbers cannot all be right");
        default:
            return {};
        }
    }
    return {};
}

} // namespace roofline::ui
