// Help → The Roofline Model (the guide in every language, English where a page is missing) and
// Help → About.
#include "support/gui_test_helpers.h"

#include "ui/dialogs/about_dialog.h"
#include "ui/dialogs/guide_dialog.h"
#include "ui/i18n/language.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QTextBrowser>

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
    EXPECT_TRUE(dialog.browser()->toPlainText().contains(QStringLiteral("arithmetic intensity")));
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
    EXPECT_TRUE(dialogs.front()->browser()->toPlainText().contains(QStringLiteral("critical intensity")));
    dialogs.front()->close();
}

TEST(Help, AboutNamesTheVersionsOfQtAndQCustomPlot)
{
    const QString text = ui::aboutText();
    EXPECT_TRUE(text.contains(QString::fromUtf8(qVersion()))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("QCustomPlot 2."))) << text.toStdString();
}

} // namespace
} // namespace roofline::test
