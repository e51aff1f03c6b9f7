#include "ui/i18n/op_text.h"

#include "core/base/number_format.h"
#include "ui/i18n/core_strings.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <string>
#include <vector>

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

QString opKindShortName(OpKind kind)
{
    switch (kind) {
    case OpKind::Dot:
        return QCoreApplication::translate("roofline::ui", "dot");
    case OpKind::Matmul:
        return QCoreApplication::translate("roofline::ui", "matmul");
    case OpKind::BatchedMatmul:
        return QCoreApplication::translate("roofline::ui", "batched matmul");
    case OpKind::TiledMatmul:
        return QCoreApplication::translate("roofline::ui", "tiled matmul");
    case OpKind::ShardedMatmul:
        return QCoreApplication::translate("roofline::ui", "sharded matmul");
    case OpKind::Elementwise:
        return QCoreApplication::translate("roofline::ui", "elementwise");
    case OpKind::Custom:
        return QCoreApplication::translate("roofline::ui", "custom");
    case OpKind::Attention:
        return QCoreApplication::translate("roofline::ui", "attention");
    case OpKind::AllReduce:
        return QCoreApplication::translate("roofline::ui", "all-reduce");
    case OpKind::Experts:
        return QCoreApplication::translate("roofline::ui", "experts");
    case OpKind::AllToAll:
        return QCoreApplication::translate("roofline::ui", "all-to-all");
    }
    return opKindName(kind);
}

QString opKindFormula(OpKind kind)
{
    return coreText(opKindInfo(kind).formula);
}

std::pair<double, QString> timeUnitText(double largest)
{
    // The words of the Model panel's bars, where they were first translated.
    if (largest >= 1.0)
        return {1.0, QCoreApplication::translate("roofline::ui::ModelBreakdownChart", "s")};
    if (largest >= 1e-3)
        return {1e-3, QCoreApplication::translate("roofline::ui::ModelBreakdownChart", "ms")};
    if (largest >= 1e-6)
        return {1e-6, QCoreApplication::translate("roofline::ui::ModelBreakdownChart", "µs")};
    return {1e-9, QCoreApplication::translate("roofline::ui::ModelBreakdownChart", "ns")};
}

QString formatPercentText(double fraction)
{
    return QCoreApplication::translate("roofline::ui", "%1 %").arg(QLocale().toString(fraction * 100.0, 'g', 3));
}

QString opClassText(OpClass opClass)
{
    switch (opClass) {
    case OpClass::Matmul:
        return QCoreApplication::translate("roofline::ui", "matmul");
    case OpClass::Attention:
        return QCoreApplication::translate("roofline::ui", "attention");
    case OpClass::Vector:
        return QCoreApplication::translate("roofline::ui", "vector", "a calibration's class of work");
    case OpClass::Collective:
        return QCoreApplication::translate("roofline::ui", "collective");
    case OpClass::Other:
        break;
    }
    return QCoreApplication::translate("roofline::ui", "other", "a calibration's class of work");
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
    if (const ChoiceParam* param = findChoiceParam(kind, k))
        return coreText(param->description);
    return {};
}

QString opLabel(const Op& op, const Dims& dims)
{
    return op.label.empty() ? describeOpText(op, dims) : opLabelText(op.label);
}

QString opLabelText(const std::string& label)
{
    // The default project's labels are words of the app, said in the user's language.
    for (const TranslatableText& text : defaultOpLabels()) {
        if (label == text.source)
            return QCoreApplication::translate("roofline::core", text.source, text.comment);
    }
    return QString::fromStdString(label);
}

QString describeOpText(const Op& op, const Dims& dims)
{
    // The kind and "tiles" in the current language; numbers, dtypes and the B/D/F names as core
    // writes them.
    const OpDescription description = describeOpShape(op, dims);
    QString text = opKindShortName(op.kind) + QLatin1Char(' ') + QString::fromStdString(description.shape);
    if (!description.tiles.empty())
        text += QCoreApplication::translate("roofline::ui", " tiles ") + QString::fromStdString(description.tiles);
    return text;
}

QString sweepLabel(const Op& sweep, const Dims& dims)
{
    return sweep.label.empty() ? describeSweepText(sweep, dims) : QString::fromStdString(sweep.label);
}

QString describeSweepText(const Op& sweep, const Dims& dims)
{
    QString text = QString::fromStdString(describeSweepShape(sweep, dims));
    if (sweep.kind == OpKind::Attention)
        text = opKindShortName(sweep.kind) + QLatin1Char(' ') + text;
    if (sweep.kind == OpKind::BatchedMatmul)
        text += QCoreApplication::translate("roofline::ui", " (batched)");
    if (sweep.kind == OpKind::ShardedMatmul) {
        const double chips = paramValue(sweep, "chips", dims);
        // The count picks the plural form (past a billion none changes); the number is written as core
        // writes it.
        const int count = chips < 1e9 ? static_cast<int>(chips) : 1000000000;
        text += QCoreApplication::translate("roofline::ui", " (×%1 chip(s))", nullptr, count)
                    .arg(QString::fromStdString(formatPlain(chips)));
    }
    return text;
}

QString boundText(const Evaluation& evaluation)
{
    if (evaluation.bound == Bound::Compute)
        return QCoreApplication::translate("roofline::ui", "compute-bound");
    return QCoreApplication::translate("roofline::ui", "%1-bound").arg(QString::fromStdString(evaluation.levelName));
}

QString numberProblemText(const NumberParam& param, NumberProblem problem, double value)
{
    const QString key = QString::fromUtf8(param.key);
    const QString got = QString::fromStdString(formatPlain(value));
    const auto plain = [](double number) { return QString::fromStdString(formatPlain(number)); };
    switch (problem) {
    case NumberProblem::NotFinite:
        return QCoreApplication::translate("roofline::ui", "%1 must be a finite number, got %2").arg(key, got);
    case NumberProblem::Negative:
        return QCoreApplication::translate("roofline::ui", "%1 must be positive, got %2").arg(key, got);
    case NumberProblem::NotAbove:
        return QCoreApplication::translate("roofline::ui", "%1 must be greater than %2, got %3")
            .arg(key, plain(param.minimum), got);
    case NumberProblem::BelowMinimum:
        return QCoreApplication::translate("roofline::ui", "%1 must be at least %2, got %3")
            .arg(key, plain(param.minimum), got);
    case NumberProblem::AboveMaximum:
        return QCoreApplication::translate("roofline::ui", "%1 must be at most %2, got %3")
            .arg(key, plain(param.maximum), got);
    case NumberProblem::NotWhole:
        return QCoreApplication::translate("roofline::ui", "%1 must be a whole number, got %2").arg(key, got);
    }
    return {};
}

QString formatFlopsPerS(double value, LabelUnits units)
{
    return units == LabelUnits::SI ? formatSIText(value) : formatScientificText(value);
}

QString formatScientificText(double value, int digits)
{
    return QString::fromStdString(formatScientific(value, digits));
}

QString formatCountText(double value)
{
    return QString::fromStdString(formatCount(value));
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
