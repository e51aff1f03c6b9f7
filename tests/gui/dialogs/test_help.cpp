// Help → The Roofline Model (the guide in every language, English where a page is missing) and
// Help → About.
#include "support/gui_test_helpers.h"

#include "ui/dialogs/about_dialog.h"
#include "ui/dialogs/guide_dialog.h"
#include "ui/i18n/language.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QRegularExpression>
#include <QSettings>
#include <QTextBrowser>
#include <QTextDocumentFragment>

namespace roofline::test {
namespace {

TEST(Help, TheGuideHasTheChaptersFormulasAndFallsBackToEnglish)
{
    const QString english = ui::GuideDialog::guideHtml(QStringLiteral("en"));
    for (const char* formula : {"T<sub>math</sub> = FLOPs / peak", "T<sub>comms</sub> = bytes / bandwidth",
             "T<sub>lower</sub> = max(", "T<sub>upper</sub> = T<sub>math</sub> + T<sub>comms</sub>"})
        EXPECT_TRUE(english.contains(QString::fromUtf8(formula))) << formula;
    EXPECT_TRUE(english.contains(QStringLiteral("critical batch"), Qt::CaseInsensitive));
    EXPECT_EQ(ui::GuideDialog::guideHtml(QStringLiteral("xx")), english);
    ui::Settings::setLanguage(QStringLiteral("en"));
    EXPECT_EQ(ui::currentLanguage(), QStringLiteral("en"));
    QSettings().clear();
    ui::GuideDialog dialog;
    EXPECT_TRUE(
        child<QTextBrowser>(dialog, "guideText")->toPlainText().contains(QStringLiteral("arithmetic intensity")));
}

TEST(Help, TheHelpMenuOpensTheGuide)
{
    auto window = openWindow();
    auto* action = window->findChild<QAction*>(QStringLiteral("guideAction"));
    ASSERT_TRUE(action);
    action->trigger();
    QApplication::processEvents();
    const auto dialogs = window->findChildren<ui::GuideDialog*>();
    ASSERT_EQ(dialogs.size(), 1);
    EXPECT_TRUE(dialogs.front()->isVisible());
    EXPECT_TRUE(child<QTextBrowser>(*dialogs.front(), "guideText")
                    ->toPlainText()
                    .contains(QStringLiteral("critical intensity")));
    dialogs.front()->close();
}

// The version in the file name of a shared library this process has loaded ("…/libQt6Core.so.6.4.2"
// gives "6.4.2"): what runs, read from outside Qt.
QString loadedLibraryVersion(const QString& stem)
{
    QFile maps(QStringLiteral("/proc/self/maps"));
    if (!maps.open(QIODevice::ReadOnly))
        return {};
    const QRegularExpression file(
        QStringLiteral("/") + QRegularExpression::escape(stem) + QStringLiteral("\\.so\\.(\\d+\\.\\d+\\.\\d+)$"));
    for (const QByteArray& line : maps.readAll().split('\n')) {
        const QRegularExpressionMatch match = file.match(QString::fromUtf8(line).trimmed());
        if (match.hasMatch())
            return match.captured(1);
    }
    return {};
}

// Help → About names the app's version (the project's, in CMakeLists.txt), the Qt it runs on (the
// libQt6Core this process loaded) and was built with, and QCustomPlot's (the library loaded).
TEST(Help, AboutNamesTheVersionsOfTheAppQtAndQCustomPlot)
{
    const QString text = QTextDocumentFragment::fromHtml(ui::aboutText()).toPlainText();
    QFile cmake(QStringLiteral(ROOFLINE_SOURCE_DIR "/CMakeLists.txt"));
    ASSERT_TRUE(cmake.open(QIODevice::ReadOnly));
    const QRegularExpressionMatch project
        = QRegularExpression(QStringLiteral("project\\(RooflineStudio\\s+VERSION\\s+(\\S+)"))
              .match(QString::fromUtf8(cmake.readAll()));
    ASSERT_TRUE(project.hasMatch());
    EXPECT_TRUE(text.contains(QStringLiteral("Roofline Studio ") + project.captured(1) + u'\n')) << text.toStdString();
    const QString qt = loadedLibraryVersion(QStringLiteral("libQt6Core"));
    ASSERT_FALSE(qt.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("Qt %1 (built with Qt %2)").arg(qt, QStringLiteral(QT_VERSION_STR))))
        << text.toStdString();
    const QString qcustomplot = loadedLibraryVersion(QStringLiteral("libQCustomPlotQt6"));
    ASSERT_FALSE(qcustomplot.isEmpty());
    EXPECT_TRUE(text.contains(QStringLiteral("QCustomPlot ") + qcustomplot)) << text.toStdString();
}

} // namespace
} // namespace roofline::test
