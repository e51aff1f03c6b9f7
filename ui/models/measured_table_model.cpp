#include "ui/models/measured_table_model.h"

#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/op_text.h"

#include <QApplication>
#include <QIcon>
#include <QStringList>
#include <QStyle>

#include <algorithm>

namespace roofline::ui {

namespace {

QString percentText(double fraction)
{
    return MeasuredTableModel::tr("%1 %").arg(formatCompactText(fraction * 100.0, 3));
}

} // namespace

MeasuredTableModel::MeasuredTableModel(Document& document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(&m_document, &Document::measuredChanged, this, &MeasuredTableModel::reload);
    connect(&m_document, &Document::chipsChanged, this, &MeasuredTableModel::reload);
    connect(&m_document, &Document::libraryChanged, this, &MeasuredTableModel::reload);
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
    m_layers.clear();
    for (const Chip& chip : m_document.shownChips()) {
        ChipRoofline layer;
        layer.chipId = chip.id;
        layer.chipName = chip.name;
        placeMeasuredKernels(layer, chip, m_document.measured());
        m_layers.push_back(std::move(layer));
    }
    m_rows = static_cast<int>(m_document.measured().size());
    endResetModel();
}

int MeasuredTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int MeasuredTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::vector<MeasuredTableModel::Placement> MeasuredTableModel::placements(int row) const
{
    std::vector<Placement> found;
    for (const ChipRoofline& layer : m_layers) {
        for (const MeasuredPoint& point : layer.measured) {
            if (static_cast<int>(point.kernelIndex) == row)
                found.push_back({QString::fromStdString(layer.chipName), point});
        }
    }
    return found;
}

bool MeasuredTableModel::isAboveRoof(int row) const
{
    for (const Placement& placement : placements(row)) {
        if (placement.point.aboveRoof)
            return true;
    }
    return false;
}

QString MeasuredTableModel::problems(int row) const
{
    QStringList lines;
    for (const ChipRoofline& layer : m_layers) {
        for (const OpProblem& problem : layer.measuredProblems) {
            if (static_cast<int>(problem.index) == row)
                lines.append(errorText(problem.message, problem.detail ? &*problem.detail : nullptr));
        }
    }
    return lines.join(QLatin1Char('\n'));
}

QVariant MeasuredTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows || index.row() >= static_cast<int>(m_document.measured().size()))
        return {};
    const MeasuredKernel& kernel = m_document.measured()[static_cast<std::size_t>(index.row())];
    const std::vector<Placement> placed = placements(index.row());
    const bool above = isAboveRoof(index.row());
    const LabelUnits units = m_document.project().labelUnits;

    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case NameColumn:
            return QString::fromStdString(kernel.name);
        case ChipColumn: {
            if (kernel.chipId.empty())
                return tr("every chip");
            const Chip* chip = m_document.libraryChip(kernel.chipId);
            return chip ? QString::fromStdString(chip->name) : QString::fromStdString(kernel.chipId);
        }
        case FlopsColumn:
            return formatCountText(kernel.flops);
        case BytesColumn:
            return formatCountText(kernel.bytes);
        case SecondsColumn:
            return formatDurationText(kernel.seconds);
        case IntensityColumn:
            return formatCompactText(kernel.intensity(), 4);
        case AchievedColumn:
            return formatFlopsPerS(kernel.achievedFlopsPerS(), units);
        case RoofColumn: {
            if (placed.empty())
                return tr("not on a shown chip");
            if (placed.size() == 1)
                return percentText(placed.front().point.fractionOfRoof);
            // On several chips: the closest to (or furthest above) its roof; the tooltip has each.
            const auto highest = std::max_element(placed.begin(), placed.end(),
                [](const Placement& a, const Placement& b) { return a.point.fractionOfRoof < b.point.fractionOfRoof; });
            return tr("%1 (%2)").arg(percentText(highest->point.fractionOfRoof), highest->chipName);
        }
        default:
            return {};
        }
    }
    if (role == Qt::DecorationRole && index.column() == RoofColumn && above)
        return QApplication::style()->standardIcon(QStyle::SP_MessageBoxWarning);
    if (role == Qt::TextAlignmentRole && index.column() != NameColumn && index.column() != ChipColumn
        && index.column() != RoofColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        QString text = QStringLiteral("<b>%1</b><br>").arg(QString::fromStdString(kernel.name).toHtmlEscaped());
        text += tr("%1 FLOPs and %2 bytes in %3")
                    .arg(formatCountText(kernel.flops), formatCountText(kernel.bytes),
                        formatDurationText(kernel.seconds));
        text += QStringLiteral("<br>")
            + tr("intensity %1 FLOPs/byte, achieved %2 FLOPs/s")
                  .arg(formatCompactText(kernel.intensity(), 4), formatFlopsPerS(kernel.achievedFlopsPerS(), units));
        for (const Placement& placement : placed) {
            const MeasuredPoint& p = placement.point;
            text += QStringLiteral("<br>")
                + tr("%1: roof %2 FLOPs/s over %3 (%4 peak, the chip's highest) — %5 of it")
                      .arg(placement.chipName.toHtmlEscaped(), formatFlopsPerS(p.roofFlopsPerS, units),
                          QString::fromStdString(p.levelName).toHtmlEscaped(), dtypeText(p.roofPrecision),
                          percentText(p.fractionOfRoof));
            if (p.aboveRoof)
                text += QStringLiteral("<br><b>%1</b>")
                            .arg(tr("Above its roof on %1: check the peak or the byte count")
                                     .arg(placement.chipName.toHtmlEscaped()));
        }
        const QString problem = problems(index.row());
        if (!problem.isEmpty())
            text += QStringLiteral("<br>") + problem.toHtmlEscaped().replace(QLatin1Char('\n'), QStringLiteral("<br>"));
        return text;
    }
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
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case ChipColumn:
            return tr("The chip it was measured on; \"every chip\" places it under each shown chip");
        case IntensityColumn:
            return tr("FLOPs / bytes");
        case AchievedColumn:
            return tr("FLOPs / seconds");
        case RoofColumn:
            return tr("Achieved FLOPs/s as a share of the roof at its intensity: min(the chip's highest peak, "
                      "bandwidth × intensity). Above 100 % the numbers cannot all be right");
        default:
            return {};
        }
    }
    return {};
}

} // namespace roofline::ui
