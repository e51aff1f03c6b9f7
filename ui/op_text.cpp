#include "ui/op_text.h"

#include "core/number_format.h"

#include <QCoreApplication>

namespace roofline::ui {

namespace {

// Strings defined in core are English; they go through the same catalogue under one context.
QString coreText(std::string_view text)
{
    return QCoreApplication::translate("roofline::core", std::string(text).c_str());
}

} // namespace

QString opKindTitle(OpKind kind)
{
    return coreText(opKindInfo(kind).title);
}

QString opKindName(OpKind kind)
{
    return QString::fromUtf8(opKindInfo(kind).name);
}

QString dtypeText(Dtype dtype)
{
    return QString::fromUtf8(dtypeName(dtype));
}

QString paramDescription(OpKind kind, const QString& key)
{
    const std::string k = key.toStdString();
    if (const NumberParam* param = findNumberParam(kind, k))
        return coreText(param->description);
    if (const DtypeParam* param = findDtypeParam(kind, k))
        return coreText(param->description);
    return {};
}

QString opLabel(const Op& op, const Dims& dims)
{
    return QString::fromStdString(displayLabel(op, dims));
}

QString boundText(const Evaluation& evaluation)
{
    if (evaluation.bound == Bound::Compute)
        return QCoreApplication::translate("roofline::ui", "compute-bound");
    return QCoreApplication::translate("roofline::ui", "%1-bound").arg(QString::fromStdString(evaluation.levelName));
}

QString formatFlopsPerS(double value, LabelUnits units)
{
    return units == LabelUnits::SI ? formatSIText(value) : formatScientificText(value);
}

QString formatScientificText(double value, int digits)
{
    return QString::fromStdString(formatScientific(value, digits));
}

QString formatSIText(double value, const QString& unit, int digits)
{
    return QString::fromStdString(formatSI(value, unit.toStdString(), digits));
}

QString formatCompactText(double value, int digits)
{
    return QString::fromStdString(formatCompact(value, digits));
}

QString formatDurationText(double seconds)
{
    return QString::fromStdString(formatDuration(seconds));
}

} // namespace roofline::ui
