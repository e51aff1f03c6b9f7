#include "ui/dialogs/about_dialog.h"

#include "core/version.h"
#include "ui/charts/qcp_version.h"

#include <QCoreApplication>
#include <QMessageBox>

namespace roofline::ui {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("roofline::ui::AboutDialog", text);
}

const QString kChapterUrl = QStringLiteral("https://jax-ml.github.io/scaling-book/roofline/");

} // namespace

QString aboutText()
{
    QString text = QStringLiteral("<h3>%1</h3>").arg(tr("Roofline Studio %1").arg(QString::fromUtf8(kVersion)));
    text += QStringLiteral("<p>%1</p>")
                .arg(tr("Roofline charts for ML accelerators, after the “Rooflines” chapter of <i>How To Scale Your "
                        "Model</i> (Austin et al., 2025): <a href=\"%1\">%1</a>")
                         .arg(kChapterUrl));
    text += QStringLiteral("<p>%1<br>%2</p>")
                .arg(tr("Qt %1 (built with Qt %2)").arg(QString::fromUtf8(qVersion()), QStringLiteral(QT_VERSION_STR)),
                    tr("QCustomPlot %1").arg(qcustomplotVersion()));
    text += QStringLiteral("<p>%1</p>")
                .arg(tr("Released under the MIT License. Chip numbers name their sources in the chip files."));
    return text;
}

void showAboutDialog(QWidget* parent)
{
    QMessageBox::about(parent, tr("About Roofline Studio"), aboutText());
}

} // namespace roofline::ui
