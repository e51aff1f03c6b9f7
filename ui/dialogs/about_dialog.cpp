#include "ui/dialogs/about_dialog.h"

#include "core/version.h"
#include "ui/charts/frame/qcp_version.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace roofline::ui {

namespace {

// The context of these words in the translations.
struct AboutDialog {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::AboutDialog)
};

const QString kChapterUrl = QStringLiteral("https://jax-ml.github.io/scaling-book/roofline/");

} // namespace

QString aboutText()
{
    QString text
        = QStringLiteral("<h3>%1</h3>").arg(AboutDialog::tr("Roofline Studio %1").arg(QString::fromUtf8(kVersion)));
    text += QStringLiteral("<p>%1</p>")
                .arg(AboutDialog::tr(
                    "Roofline charts for ML accelerators, after the “Rooflines” chapter of <i>How To Scale Your "
                    "Model</i> (Austin et al., 2025): <a href=\"%1\">%1</a>")
                         .arg(kChapterUrl));
    text += QStringLiteral("<p>%1<br>%2</p>")
                .arg(AboutDialog::tr("Qt %1 (built with Qt %2)")
                         .arg(QString::fromUtf8(qVersion()), QStringLiteral(QT_VERSION_STR)),
                    AboutDialog::tr("QCustomPlot %1").arg(qcustomplotVersion()));
    text += QStringLiteral("<p>%1</p>")
                .arg(AboutDialog::tr(
                    "Released under the MIT License. Chip numbers name their sources in the chip files."));
    return text;
}

void showAboutDialog(QWidget* parent)
{
    QMessageBox::about(parent, AboutDialog::tr("About Roofline Studio"), aboutText());
}

} // namespace roofline::ui
