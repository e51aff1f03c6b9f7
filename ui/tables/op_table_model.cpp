#include "ui/tables/op_table_model.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_cost.h"
#include "core/scene/scene.h"
#include "ui/commands/edit_op_command.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/looks/form_look.h"

#include <QStringList>
#include <QToolTip>
#include <QUndoStack>

namespace roofline::ui {

namespace {

QString followsText(const Op& op)
{
    QStringList keys;
    // "B" when B follows the B slider; "N→D" when a parameter follows a slider of another name.
    for (const auto& [key, dim] : op.bindings) {
        const QString name = QString::fromStdString(key);
        const QString slider = QString::fromUtf8(dimName(dim));
        keys.append(name == slider ? name : QStringLiteral("%1→%2").arg(name, slider));
    }
    return keys.isEmpty() ? QStringLiteral("—") : keys.join(QStringLiteral(", "));
}

QString opTooltip(const Op& op, const Dims& dims)
{
    const OpKindInfo& info = opKindInfo(op.kind);
    QString text = QStringLiteral("<b>%1</b><br>%2<br>")
                       .arg(opKindTitle(op.kind).toHtmlEscaped(), opKindFormula(op.kind).toHtmlEscaped());
    for (const NumberParam& param : info.numbers) {
        if (param.optionalValue && !optionalParamValue(op, param.key, dims))
            continue; // not given (custom's footprint)
        const QString key = QString::fromUtf8(param.key);
        const auto bound = op.bindings.find(param.key);
        QString value = QString::fromStdString(formatPlain(paramValue(op, param.key, dims)));
        if (bound != op.bindings.end())
            value += OpTableModel::tr(" (follows the %1 slider)").arg(QString::fromUtf8(dimName(bound->second)));
        text += QStringLiteral("%1 = %2 — %3<br>").arg(key, value, paramDescription(op.kind, key).toHtmlEscaped());
    }
    for (const DtypeParam& param : info.dtypes) {
        const auto it = op.dtypes.find(param.key);
        const QString value = it != op.dtypes.end() ? dtypeText(it->second) : OpTableModel::tr("default");
        text += QStringLiteral("%1 = %2<br>").arg(QString::fromUtf8(param.key), value);
    }
    if (!op.link.empty())
        text += OpTableModel::tr("bytes over %1").arg(QString::fromStdString(op.link).toHtmlEscaped());
    try {
        validateOp(op, dims, {});
    } catch (const Error& error) {
        text += QStringLiteral("<br><font color=\"%1\">%2</font>")
                    .arg(problemTextColor(QToolTip::palette(), QPalette::ToolTipBase).name(),
                        errorText(error).toHtmlEscaped());
    }
    return text;
}

} // namespace

OpTableModel::OpTableModel(Document& document, OpList list, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_list(list)
    , m_rows(static_cast<int>(document.ops(list).size()))
{
    connect(&m_document, &Document::opAboutToBeInserted, this, [this](OpList l, int index) {
        if (l == m_list)
            beginInsertRows({}, index, index);
    });
    connect(&m_document, &Document::opInserted, this, [this](OpList l, int) {
        if (l != m_list)
            return;
        m_rows = static_cast<int>(m_document.ops(m_list).size());
        endInsertRows();
    });
    connect(&m_document, &Document::opAboutToBeRemoved, this, [this](OpList l, int index) {
        if (l == m_list)
            beginRemoveRows({}, index, index);
    });
    connect(&m_document, &Document::opRemoved, this, [this](OpList l, int) {
        if (l != m_list)
            return;
        m_rows = static_cast<int>(m_document.ops(m_list).size());
        endRemoveRows();
    });
    connect(&m_document, &Document::opAboutToBeMoved, this, [this](OpList l, int from, int to) {
        // Qt counts the destination before the move: moving down by one lands before row to + 1.
        if (l == m_list)
            beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(&m_document, &Document::opMoved, this, [this](OpList l, int, int) {
        if (l == m_list)
            endMoveRows();
    });
    connect(&m_document, &Document::opChanged, this, [this](OpList l, int index) {
        if (l == m_list)
            Q_EMIT dataChanged(this->index(index, 0), this->index(index, ColumnCount - 1));
    });
    connect(&m_document, &Document::dimsChanged, this, &OpTableModel::dimsChanged);
    connect(&m_document, &Document::projectAboutToBeReset, this, &OpTableModel::beginResetModel);
    connect(&m_document, &Document::projectReset, this, [this] {
        m_rows = static_cast<int>(m_document.ops(m_list).size());
        endResetModel();
    });
    retranslate(this, [this] {
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
    });
}

void OpTableModel::dimsChanged()
{
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1), {Qt::DisplayRole, Qt::ToolTipRole});
}

int OpTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int OpTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant OpTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Op& op = m_document.ops(m_list)[static_cast<std::size_t>(index.row())];
    const Dims& dims = m_document.dims();
    if (role == Qt::ToolTipRole)
        return opTooltip(op, dims);
    if (role == Qt::TextAlignmentRole && index.column() >= FlopsColumn)
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::EditRole && index.column() == LabelColumn)
        return QString::fromStdString(op.label);
    if (role != Qt::DisplayRole)
        return {};
    // A sweep's B is the batch-size chart's x axis, so it is described without one.
    const bool sweep = m_list == OpList::Sweeps;
    switch (index.column()) {
    case LabelColumn:
        return sweep ? sweepLabel(op, dims) : opLabel(op, dims);
    case OpColumn:
        if (!sweep)
            return describeOpText(op, dims);
        // An attention sweep's text names its kind already ("attention T=1 S=4096…").
        return op.kind == OpKind::Attention
            ? describeSweepText(op, dims)
            : QStringLiteral("%1 %2").arg(opKindShortName(op.kind), describeSweepText(op, dims));
    case FollowsColumn:
        return followsText(op);
    default:
        break;
    }
    try {
        const OpCost cost = costOf(op, dims);
        switch (index.column()) {
        case FlopsColumn:
            return formatCountText(cost.flops);
        case BytesColumn:
            return formatCountText(cost.bytes);
        case IntensityColumn:
            return formatCompactText(evaluateCost(cost.flops, cost.bytes, 1.0, 1.0).intensity, 4);
        default:
            return {};
        }
    } catch (const Error&) {
        return QStringLiteral("—");
    }
}

bool OpTableModel::setData(const QModelIndex& index, const QVariant& value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid) || index.column() != LabelColumn)
        return false;
    Op op = m_document.ops(m_list)[static_cast<std::size_t>(index.row())];
    const std::string label = value.toString().trimmed().toStdString();
    if (label == op.label)
        return true;
    op.label = label;
    m_document.undoStack()->push(new EditOpCommand(m_document, m_list, index.row(), op,
        [text = QString::fromStdString(label)] { return tr("Rename to “%1”").arg(text); }));
    return true;
}

Qt::ItemFlags OpTableModel::flags(const QModelIndex& index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemNeverHasChildren;
    if (index.column() == LabelColumn)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant OpTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case LabelColumn:
            return tr("Label");
        case OpColumn:
            return tr("Op");
        case FollowsColumn:
            return tr("Follows");
        case FlopsColumn:
            return tr("FLOPs");
        case BytesColumn:
            return tr("Bytes");
        case IntensityColumn:
            return tr("Intensity");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case LabelColumn:
            return tr("Shown next to the marker; double-click to rename");
        case OpColumn:
            return tr("The op kind and its parameters at the sliders' values");
        case FollowsColumn:
            return tr("Parameters that follow the B, D or F slider");
        case FlopsColumn:
            return tr("FLOPs at the sliders' values (per chip for sharded ops)");
        case BytesColumn:
            return tr("Bytes moved over the op's memory level or link");
        case IntensityColumn:
            return tr("Arithmetic intensity: FLOPs ÷ bytes");
        default:
            return {};
        }
    }
    return {};
}

} // namespace roofline::ui
