// The Measurements panel's before and after (File → Compare With Measurements…): reading the run to compare
// with, and what the panel and the status bar say of the comparison (docs/model.md §I, docs/gui.md).
#include "ui/panels/measurements_panel.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/measured/measured_compare.h"
#include "core/readers/measured_import.h"
#include "ui/commands/set_compared_command.h"
#include "ui/i18n/error_text.h"
#include "ui/settings.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QUndoStack>

#include <filesystem>

namespace roofline::ui {

namespace {

// A reader's format in words: "pytorch-trace" is "a PyTorch profiler trace".
QString formatText(const std::string& format)
{
    if (format == "csv")
        return MeasurementsPanel::tr("a kernels CSV");
    if (format == "nsight-compute")
        return MeasurementsPanel::tr("an Nsight Compute CSV");
    if (format == "pytorch-trace")
        return MeasurementsPanel::tr("a PyTorch profiler trace");
    if (format == "rocprofv3")
        return MeasurementsPanel::tr("a rocprofv3 counter CSV");
    if (format == "xprof")
        return MeasurementsPanel::tr("an XProf roofline table");
    return QStringLiteral("“%1”").arg(QString::fromStdString(format));
}

QString formatsText(const std::vector<std::string>& formats)
{
    QStringList words;
    for (const std::string& format : formats)
        words.append(formatText(format));
    return words.join(QStringLiteral(", "));
}

// What a comparison must say before its arrows are read: two formats, no group in both.
QStringList comparisonWarnings(const MeasurementComparison& comparison, const QString& after)
{
    QStringList warnings;
    if (comparison.differentFormats())
        warnings.append(MeasurementsPanel::tr("The measured kernels were read from %1 and %2 is %3: each names its "
                                              "groups its own way, so the same work is seldom found in both.")
                            .arg(formatsText(comparison.before.formats), after, formatsText(comparison.after.formats)));
    if (comparison.sharesNoGroup())
        warnings.append(MeasurementsPanel::tr("The measured kernels and %1 share no group (no kernel name on the "
                                              "same chip in both): nothing is compared.")
                            .arg(after));
    return warnings;
}

} // namespace

QString MeasurementsPanel::comparisonSummary() const
{
    const MeasurementComparison* comparison = m_document.comparison();
    if (!comparison)
        return {};
    const QString name = QFileInfo(QString::fromStdString(m_document.comparedPath())).fileName();
    QString text = QStringLiteral("; ")
        + tr("compared with %1: %2 in both, %3 only before, %4 only after")
              .arg(name, QLocale().toString(static_cast<qulonglong>(comparison->inBoth)),
                  QLocale().toString(static_cast<qulonglong>(comparison->onlyBefore)),
                  QLocale().toString(static_cast<qulonglong>(comparison->onlyAfter)));
    // The whole time each side spent, as `measured --compare` gives it; a project keeps the kernels it
    // imported, not a trace's time in ops the app cannot model, so that is what is summed here.
    text += QStringLiteral("; ")
        + tr("%1 → %2 of the imported kernels' time")
              .arg(QString::fromStdString(formatDuration(comparison->beforeTotalSeconds())),
                  QString::fromStdString(formatDuration(comparison->afterTotalSeconds())));
    for (const QString& warning : comparisonWarnings(*comparison, name))
        text += QStringLiteral("\n⚠ ") + warning;
    return text;
}

void MeasurementsPanel::chooseAndCompare()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with measurements"),
        Settings::importDirectory(), tr("Measurements (*.csv *.txt *.json *.json.gz);;All files (*)"));
    if (path.isEmpty())
        return;
    Settings::setImportDirectory(QFileInfo(path).absolutePath());
    compareWithFile(path);
}

bool MeasurementsPanel::compareWithFile(const QString& path, bool quiet)
{
    const QString name = QFileInfo(path).fileName();
    const auto refuse = [&](const QString& why) {
        sayNotTaken(tr("Compare with measurements"), tr("%1 was not compared.").arg(name), why, quiet);
        return false;
    };
    if (m_document.measured().empty())
        return refuse(tr("There are no measured kernels to compare it with: import them first."));
    MeasuredFile read;
    try {
        read = readMeasuredFile(std::filesystem::path(path.toStdString()));
    } catch (const Error& error) {
        return refuse(errorText(error));
    }
    if (read.kernels.empty())
        return refuse(tr("It has no measured kernels."));
    m_document.undoStack()->push(new SetComparedCommand(
        m_document, std::move(read.kernels), path.toStdString(), [name] { return tr("Compare with %1").arg(name); },
        read.format));
    if (const MeasurementComparison* comparison = m_document.comparison()) {
        QString text = tr("Compared with %1: %2 group(s) in both.")
                           .arg(name, QLocale().toString(static_cast<qulonglong>(comparison->inBoth)));
        for (const QString& warning : comparisonWarnings(*comparison, name))
            text += QLatin1Char(' ') + warning;
        Q_EMIT message(text);
    }
    return true;
}

} // namespace roofline::ui
