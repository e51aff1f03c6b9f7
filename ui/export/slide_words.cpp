#include "ui/export/slide_words.h"

#include "core/base/number_format.h"
#include "ui/i18n/op_text.h"

#include <QStringList>

#include <vector>

namespace roofline::ui {

namespace {

QString number(double value)
{
    return QString::fromStdString(formatPlain(value));
}

} // namespace

QString SlideWording::chips(const std::vector<std::string>& names)
{
    // Past three names a title no longer reads; the legend names them all.
    if (names.size() > 3)
        return tr("%n chip(s)", "a slide's title", static_cast<int>(names.size()));
    QString all;
    for (const std::string& name : names)
        all = all.isEmpty() ? QString::fromStdString(name) : tr("%1 vs %2").arg(all, QString::fromStdString(name));
    return all;
}

SlideWords SlideWording::words(const SlideHeading& heading, const std::vector<ChipSources>& sources)
{
    SlideWords words;
    const QString chipNames = chips(heading.chipNames);
    // The op by its own label, as the chart's legend names it ("MLP up"); without one, as its spec names it
    // ("bf16 matmul", "bf16×int8 matmul": the words of the op specs, in every language).
    const std::string precision = heading.operands.empty() ? heading.precision : heading.operands;
    const QString op = !heading.label.empty() ? opLabelText(heading.label)
        : heading.op.empty()                  ? QString()
                                              : QString::fromStdString(precision + " " + heading.op);
    if (op.isEmpty())
        words.title = chipNames;
    else if (heading.batch)
        words.title = tr("%1 — %2, B = %3").arg(chipNames, op, number(*heading.batch));
    else
        words.title = chipNames.isEmpty() ? op : tr("%1 — %2").arg(chipNames, op);

    QStringList parts;
    for (std::size_t i = 0; i < heading.dims.size(); ++i) {
        // Dimensions with the same values share them: "D = F = 4096".
        QString names = QString::fromStdString(heading.dims[i].name);
        while (i + 1 < heading.dims.size() && heading.dims[i + 1].values == heading.dims[i].values)
            names += QStringLiteral(" = ") + QString::fromStdString(heading.dims[++i].name);
        QStringList values;
        for (const double value : heading.dims[i].values)
            values.append(number(value));
        parts.append(names + QStringLiteral(" = ") + values.join(QStringLiteral(" / ")));
    }
    if (heading.batchRange)
        parts.append(tr("B from %1 to %2").arg(number(heading.batchRange->from), number(heading.batchRange->to)));
    words.subtitle = parts.join(tr(", ", "between the parts of a slide's subtitle"));

    // One line: each chip's most cited source, chips with the same one together.
    QStringList hosts;
    std::vector<QStringList> chipsOf;
    for (const ChipSources& chip : sources) {
        const QString host = QString::fromStdString(chip.hosts.front());
        qsizetype at = hosts.indexOf(host);
        if (at < 0) {
            hosts.append(host);
            chipsOf.emplace_back();
            at = hosts.size() - 1;
        }
        chipsOf[static_cast<std::size_t>(at)].append(QString::fromStdString(chip.chipName));
    }
    QStringList entries;
    for (qsizetype i = 0; i < hosts.size(); ++i)
        entries.append(tr("%1 (%2)", "a source and the chips it gives numbers for")
                           .arg(hosts[i], chipsOf[static_cast<std::size_t>(i)].join(QStringLiteral(", "))));
    if (!entries.isEmpty())
        words.caption = tr("Sources: %1").arg(entries.join(QStringLiteral("; ")));
    return words;
}

SlideWords SlideWording::paretoWords(const QString& model, const std::vector<std::string>& chipNames, double s,
    double largestB, const std::vector<ChipSources>& sources, bool experts)
{
    SlideWords slide;
    const QString chipWords = chips(chipNames);
    slide.title = chipWords.isEmpty() ? tr("%1 — decode at S = %2").arg(model, number(s))
                                      : tr("%1 on %2 — decode at S = %3").arg(model, chipWords, number(s));
    slide.subtitle = experts ? tr("Latency against throughput: every tp and ep, B from 1 to %1").arg(number(largestB))
                             : tr("Latency against throughput: every tp, B from 1 to %1").arg(number(largestB));
    slide.caption = words(SlideHeading {}, sources).caption;
    return slide;
}

} // namespace roofline::ui
