#include "ui/i18n/evaluation_text.h"

#include "core/base/error.h"
#include "core/formulas/attention_cost.h"
#include "core/formulas/experts.h"
#include "core/formulas/solvers.h"
#include "ui/i18n/op_text.h"

#include <cmath>

#include <QCoreApplication>
#include <QLocale>

namespace roofline::ui {

namespace {

// The context of these words in the translations.
struct EvaluationText {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::EvaluationText)
};

} // namespace

QString capacityWarning(const Evaluation& e)
{
    if (e.fits != false || !e.footprintBytes || !e.capacityBytes)
        return {};
    return EvaluationText::tr("needs %1 of %2 %3")
        .arg(formatSIText(*e.footprintBytes, QStringLiteral("B")), formatSIText(*e.capacityBytes, QStringLiteral("B")),
            QString::fromStdString(e.capacityLevel));
}

QString footprintCell(const Evaluation& e)
{
    if (!e.footprintBytes)
        return QStringLiteral("—");
    const QString footprint = formatSIText(*e.footprintBytes, QStringLiteral("B"));
    if (!e.capacityBytes)
        return footprint;
    // "35.7 MB/16 GB": numbers and units read the same in every language, and the Details column stays
    // narrow enough for 1280×720.
    const QString text = footprint + QLatin1Char('/') + formatSIText(*e.capacityBytes, QStringLiteral("B"));
    return e.fits == false ? QStringLiteral("⚠ ") + text : text;
}

QString aboveRoofWarning()
{
    return EvaluationText::tr("Above its roof: check the peak or the byte count");
}

QString roofPeakText(const MeasuredPoint& point)
{
    const QString peak = dtypeText(point.roofPrecision);
    if (point.roofIsItsDtype())
        return point.dtype.from == DtypeFrom::LinkedOp
            ? EvaluationText::tr("%1, the precision of the op it is linked to").arg(peak)
            : EvaluationText::tr("%1, its precision").arg(peak);
    if (point.dtype.dtype)
        return EvaluationText::tr("%1, the chip's highest: the chip has no %2 peak")
            .arg(peak, dtypeText(*point.dtype.dtype));
    if (point.dtype.from == DtypeFrom::Mixed)
        return EvaluationText::tr("%1, the chip's highest: its kernels ran in different precisions").arg(peak);
    return EvaluationText::tr("%1, the chip's highest: its precision is not known").arg(peak);
}

QString ofRoofText(const MeasuredPoint& point)
{
    const QString percent = EvaluationText::tr("%1 %").arg(formatCompactText(point.fractionOfRoof * 100.0, 3));
    return point.roofExact ? percent : EvaluationText::tr("≥ %1").arg(percent);
}

QString measuredPointName(const MeasuredPoint& point)
{
    if (point.restGroups == 0) {
        // A chart label or tooltip shows a kernel's name up to this many characters: a demangled template
        // of thousands would cover the chart, and laying it out would cost every frame.
        constexpr qsizetype kShownCharacters = 200;
        QString name = QString::fromStdString(point.name);
        if (name.size() > kShownCharacters) {
            qsizetype cut = kShownCharacters;
            if (name.at(cut - 1).isHighSurrogate()) // never half a character
                --cut;
            name = name.left(cut) + QStringLiteral("…");
        }
        return name;
    }
    return EvaluationText::tr("other (%1 groups, %2 % of the time)")
        .arg(QLocale().toString(static_cast<qulonglong>(point.restGroups)),
            formatCompactText(point.timeShare * 100.0, 3));
}

QString measuredTooltip(const QString& chipName, const MeasuredPoint& p, LabelUnits units)
{
    const QString level = QString::fromStdString(p.levelName).toHtmlEscaped();
    QString text = EvaluationText::tr("<b>%1</b> (measured) on <b>%2</b>")
                       .arg(measuredPointName(p).toHtmlEscaped(), chipName.toHtmlEscaped());
    if (p.restGroups > 0)
        text += QStringLiteral("<br>")
            + EvaluationText::tr("The groups with less time than the %1 drawn, as one point: %2 kernels, their "
                                 "totals, against the first memory level")
                  .arg(QLocale().toString(static_cast<qulonglong>(kMaxDrawnGroups)),
                      QLocale().toString(static_cast<qulonglong>(p.count)));
    text += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    const auto row = [&text](const QString& name, const QString& value) {
        text += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;%2</td></tr>").arg(name, value);
    };
    row(EvaluationText::tr("FLOPs"), formatCountText(p.flops));
    row(EvaluationText::tr("bytes (%1)").arg(level), formatCountText(p.bytes));
    row(EvaluationText::tr("time"), formatDurationText(p.seconds));
    row(EvaluationText::tr("intensity"), EvaluationText::tr("%1 FLOPs/byte").arg(formatCompactText(p.intensity)));
    row(EvaluationText::tr("achieved"), formatFlopsPerS(p.achievedFlopsPerS, units) + EvaluationText::tr(" FLOPs/s"));
    row(EvaluationText::tr("peak (%1)").arg(roofPeakText(p).toHtmlEscaped()),
        formatFlopsPerS(p.peakFlopsPerS, units) + EvaluationText::tr(" FLOPs/s"));
    row(EvaluationText::tr("%1 bandwidth").arg(level), formatSIText(p.bandwidthBytesPerS, QStringLiteral("B/s")));
    row(EvaluationText::tr("roof = min(peak, bandwidth × intensity)"),
        formatFlopsPerS(p.roofFlopsPerS, units) + EvaluationText::tr(" FLOPs/s"));
    row(EvaluationText::tr("of the roof"), ofRoofText(p).toHtmlEscaped());
    text += QStringLiteral("</table>");
    if (p.aboveRoof)
        text += QStringLiteral("<b>⚠ %1</b>").arg(aboveRoofWarning().toHtmlEscaped());
    return text;
}

QString evaluationTooltip(const QString& opLabel, const Chip& chip, const Evaluation& e, LabelUnits units)
{
    const QString level = QString::fromStdString(e.levelName).toHtmlEscaped();
    QString text = EvaluationText::tr("<b>%1</b> on <b>%2</b>")
                       .arg(opLabel.toHtmlEscaped(), QString::fromStdString(chip.name).toHtmlEscaped());
    text += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\">");
    const auto row = [&text](const QString& name, const QString& value) {
        text += QStringLiteral("<tr><td>%1</td><td align=\"right\">&nbsp;%2</td></tr>").arg(name, value);
    };
    row(EvaluationText::tr("FLOPs"), formatCountText(e.flops));
    row(EvaluationText::tr("bytes (%1)").arg(level), formatCountText(e.bytes));
    row(EvaluationText::tr("intensity"), EvaluationText::tr("%1 FLOPs/byte").arg(formatCompactText(e.intensity)));
    row(EvaluationText::tr("critical intensity"),
        EvaluationText::tr("%1 FLOPs/byte").arg(formatCompactText(e.criticalIntensity)));
    row(EvaluationText::tr("peak (%1)").arg(dtypeText(e.precision)),
        formatFlopsPerS(e.peakFlopsPerS, units) + EvaluationText::tr(" FLOPs/s"));
    row(EvaluationText::tr("%1 bandwidth").arg(level), formatSIText(e.bandwidthBytesPerS, QStringLiteral("B/s")));
    row(EvaluationText::tr("T_math"), formatDurationText(e.tMath));
    row(EvaluationText::tr("T_comms"), formatDurationText(e.tComms));
    row(EvaluationText::tr("T_lower = max"), formatDurationText(e.tLower));
    row(EvaluationText::tr("T_upper = sum"), formatDurationText(e.tUpper));
    row(EvaluationText::tr("attainable"),
        formatFlopsPerS(e.attainableFlopsPerS, units) + EvaluationText::tr(" FLOPs/s"));
    row(EvaluationText::tr("footprint"), footprintCell(e));
    text += QStringLiteral("</table><b>%1</b>").arg(boundText(e));
    if (const QString warning = capacityWarning(e); !warning.isEmpty())
        text += QStringLiteral("<br><b>⚠ %1</b>").arg(warning.toHtmlEscaped());
    return text;
}

QString attentionSentence(const Op& op, const Dims& dims, const Evaluation& evaluation)
{
    if (op.kind != OpKind::Attention)
        return {};
    const AttentionIntensity a = attentionIntensity(op, dims);
    // FLOPs and bytes both grow as B: whatever bounds it at one B bounds it at every B.
    const QString bound = evaluation.bound == Bound::Compute ? EvaluationText::tr("compute-bound at any B")
                                                             : EvaluationText::tr("memory-bound at any B");
    if (a.decode && a.limitIsNOverK)
        return EvaluationText::tr("%1: intensity ≈ N/K = %2 in decode").arg(bound, formatCompactText(a.decodeLimit));
    if (a.decode)
        return EvaluationText::tr("%1: intensity ≈ %2 in decode, however long S")
            .arg(bound, formatCompactText(a.decodeLimit));
    if (a.prefill)
        return EvaluationText::tr("%1: intensity %2 in prefill grows with T = S, not with B")
            .arg(bound, formatCompactText(a.intensity));
    return EvaluationText::tr("%1: intensity %2 depends on T and S, not on B")
        .arg(bound, formatCompactText(a.intensity));
}

QString expertsSentence(const Op& op, const Dims& dims)
{
    const std::optional<double> touched = expertsTouched(op, dims);
    if (!touched)
        return {};
    // The count picks the plural form ("its 1 token touches"); the number is written as the app writes numbers.
    const double tokens = paramValue(op, "B", dims);
    const int count = tokens == std::floor(tokens) && tokens < 2e9 ? static_cast<int>(tokens) : 2'000'000'000;
    return EvaluationText::tr(
        "its %1 token(s) touch E_act = %2 of the %3 experts (%4 per token), whose weights it reads", nullptr, count)
        .arg(formatCompactText(tokens), formatCompactText(*touched, 3), formatCompactText(paramValue(op, "E", dims)),
            formatCompactText(paramValue(op, "k", dims)));
}

QStringList boundChangeSentences(const Chip& chip, const Op& op, const Dims& dims, const Evaluation& evaluation)
{
    // Attention says why B changes nothing, in the chapter's words, instead of "no B alone makes it…".
    const QString attention = attentionSentence(op, dims, evaluation);
    const bool computeBound = evaluation.bound == Bound::Compute;
    QStringList thresholds;
    QStringList followed; // thresholds along parameters that follow a slider come first
    QStringList never;
    QStringList always;
    for (const NumberParam& param : opKindInfo(op.kind).numbers) {
        if (!param.affine || (!attention.isEmpty() && param.key == "B"))
            continue;
        // An optional parameter the op does not give (attention's Hk, a matmul's G) is no lever the user holds.
        if (param.optionalValue && !optionalParamValue(op, param.key, dims))
            continue;
        std::optional<Crossover> crossover;
        try {
            crossover = crossoverAlong(chip, op, dims, param.key);
        } catch (const Error&) {
            continue;
        }
        if (!crossover)
            continue;
        // A crossover the parameter cannot reach says the same as none: decode attention is compute-bound
        // only "once K < 0.125", but K counts heads, at least 1.
        if (crossover->kind == Crossover::Kind::At && !crossover->computeBoundAbove
            && crossover->value <= param.minimum)
            crossover->kind = Crossover::Kind::Never;
        const QString key = QString::fromUtf8(param.key);
        switch (crossover->kind) {
        case Crossover::Kind::Always:
            always.append(key);
            break;
        case Crossover::Kind::Never:
            never.append(key);
            break;
        case Crossover::Kind::At: {
            const QString relation = crossover->computeBoundAbove ? QStringLiteral(">") : QStringLiteral("<");
            const QString sentence = (computeBound ? EvaluationText::tr("stays compute-bound while %1 %2 %3")
                                                   : EvaluationText::tr("compute-bound once %1 %2 %3"))
                                         .arg(key, relation, formatCompactText(crossover->value));
            (op.bindings.contains(param.key) ? followed : thresholds).append(sentence);
            break;
        }
        }
    }
    QStringList sentences = followed + thresholds;
    if (!attention.isEmpty())
        sentences.prepend(attention);
    if (!always.isEmpty())
        sentences.append(EvaluationText::tr("compute-bound for any %1").arg(always.join(EvaluationText::tr(" or "))));
    if (!never.isEmpty())
        sentences.append(
            EvaluationText::tr("no %1 alone makes it compute-bound").arg(never.join(EvaluationText::tr(" or "))));
    if (computeBound)
        sentences.append(
            EvaluationText::tr("its intensity %1 is above the critical %2, so more bandwidth would not help")
                .arg(formatCompactText(evaluation.intensity), formatCompactText(evaluation.criticalIntensity)));
    else
        sentences.append(
            EvaluationText::tr("it needs an intensity above %1 FLOPs/byte (has %2)")
                .arg(formatCompactText(evaluation.criticalIntensity), formatCompactText(evaluation.intensity)));
    if (!sentences.isEmpty() && !sentences.front().isEmpty())
        sentences.front()[0] = sentences.front()[0].toUpper();
    return sentences;
}

} // namespace roofline::ui
