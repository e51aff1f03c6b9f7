#include "ui/i18n/trace_join_text.h"

#include "core/base/number_format.h"
#include "ui/i18n/op_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace roofline::ui {

namespace {

struct TraceJoinText {
    Q_DECLARE_TR_FUNCTIONS(TraceJoinText)
};

QString duration(double seconds)
{
    return QString::fromStdString(formatDuration(seconds, 4));
}

QString percent(double share)
{
    return formatCompactText(share * 100.0, 3) + QStringLiteral(" %");
}

} // namespace

QString traceCoverageText(const TraceJoin& join)
{
    const JoinedTime& kernels = join.kernels;
    const double total = kernels.seconds();
    if (total <= 0.0)
        return {};
    QString text = TraceJoinText::tr("%1 of %2 of kernel time joined the op that launched it")
                       .arg(percent(kernels.joinedSeconds / total), duration(total));
    if (kernels.unjoinedSeconds() <= 0.0)
        return text;
    QStringList why;
    if (kernels.noLaunchSeconds > 0.0)
        why.append(TraceJoinText::tr("%1 with no launch found").arg(duration(kernels.noLaunchSeconds)));
    if (kernels.outsideOpsSeconds > 0.0)
        why.append(TraceJoinText::tr("%1 launched outside every op").arg(duration(kernels.outsideOpsSeconds)));
    return text + QStringLiteral("; ")
        + TraceJoinText::tr("%1 did not: %2")
              .arg(percent(kernels.unjoinedSeconds() / total), why.join(QStringLiteral(", ")));
}

QString launchedKernelsText(const GroupLaunches& launches)
{
    constexpr std::size_t kShown = 5;
    constexpr qsizetype kLongestName = 90; // a C++ template's name runs to thousands of characters
    if (launches.kernels.empty())
        return {};
    QString text = QStringLiteral("<br>") + TraceJoinText::tr("Its GPU kernels:");
    for (std::size_t i = 0; i < launches.kernels.size() && i < kShown; ++i) {
        const LaunchedKernel& kernel = launches.kernels[i];
        QString name = QString::fromStdString(kernel.name.str());
        if (name.size() > kLongestName)
            name = name.left(kLongestName - 1) + QChar(0x2026);
        text += QStringLiteral("<br>&nbsp;&nbsp;")
            + TraceJoinText::tr("%1 × %2, %3")
                  .arg(name.toHtmlEscaped(), QLocale().toString(static_cast<qulonglong>(kernel.count)),
                      duration(kernel.seconds));
    }
    if (launches.kernels.size() > kShown)
        text += QStringLiteral("<br>&nbsp;&nbsp;")
            + TraceJoinText::tr("and %Ln more", nullptr, static_cast<int>(launches.kernels.size() - kShown));
    return text;
}

} // namespace roofline::ui
