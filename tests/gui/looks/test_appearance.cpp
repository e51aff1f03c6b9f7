// How the app looks: the window's light and dark palettes with the charts following, the View menu's
// themes, the chart themes (slide, dark) and the Okabe–Ito series colours.
#include "support/gui_test_helpers.h"

#include "ui/actions/app_settings_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/looks/appearance.h"
#include "ui/settings.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QUndoStack>

namespace roofline::test {
namespace {

TEST(Appearance, TheDarkThemeDarkensTheWindowAndTheChartsThatFollowIt)
{
    const QColor desktopWindow = QApplication::palette().color(QPalette::Window);
    auto window = openWindow(); // the default project's chart theme is "system"
    ASSERT_EQ(window->document().project().viewOptions.theme, "system");
    ui::applyAppTheme(ui::AppTheme::Dark);
    QApplication::processEvents();
    window->flushUpdates();
    EXPECT_TRUE(ui::isDarkPalette(QApplication::palette()));
    EXPECT_EQ(chartArea(*window)->rooflineChart()->theme().name, QStringLiteral("dark"));
    ui::applyAppTheme(ui::AppTheme::Light);
    QApplication::processEvents();
    window->flushUpdates();
    EXPECT_FALSE(ui::isDarkPalette(QApplication::palette()));
    EXPECT_EQ(chartArea(*window)->rooflineChart()->theme().name, QStringLiteral("light"));
    // System gives the desktop's palette back (offscreen: a light one).
    ui::applyAppTheme(ui::AppTheme::System);
    QApplication::processEvents();
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), desktopWindow);
    EXPECT_EQ(chartArea(*window)->rooflineChart()->theme().name, QStringLiteral("light"));
}

TEST(Appearance, ViewThemeMenuAppliesAndRemembersTheChoice)
{
    auto window = openWindow();
    QMenu* menu = appSettingsActions(*window)->appThemeMenu();
    ASSERT_EQ(menu->actions().size(), 3);
    QAction* dark = nullptr;
    QAction* system = nullptr;
    for (QAction* action : menu->actions()) {
        if (action->data().toString() == QLatin1String("dark"))
            dark = action;
        if (action->data().toString() == QLatin1String("system"))
            system = action;
    }
    ASSERT_TRUE(dark && system);
    dark->trigger();
    QApplication::processEvents();
    window->flushUpdates();
    EXPECT_EQ(ui::Settings::appTheme(), ui::AppTheme::Dark);
    EXPECT_TRUE(ui::isDarkPalette(window->palette()));
    EXPECT_EQ(chartArea(*window)->rooflineChart()->theme().name, QStringLiteral("dark"));
    system->trigger();
    QApplication::processEvents();
    EXPECT_EQ(ui::Settings::appTheme(), ui::AppTheme::System);
    EXPECT_FALSE(ui::isDarkPalette(window->palette())); // offscreen's palette is light
}

TEST(Appearance, SeriesColoursComeFromTheChipPalette)
{
    // Okabe & Ito's palette as adjusted in core (kChipPalette): blue, vermillion, bluish green,
    // reddish purple, orange, sky blue, grey, olive; the same list in every theme.
    const QList<QColor> okabeIto {QColor(0x00, 0x72, 0xB2), QColor(0xBC, 0x54, 0x00), QColor(0x13, 0x90, 0x5B),
        QColor(0xDA, 0x85, 0xBD), QColor(0xFF, 0xA3, 0x00), QColor(0x55, 0xBA, 0xF4), QColor(0x8A, 0x8A, 0x8A),
        QColor(0xA2, 0xA2, 0x4A)};
    for (const QString& name : ui::ChartTheme::names())
        EXPECT_EQ(ui::ChartTheme::named(name).chipColors, okabeIto) << name.toStdString();
    // And the chart draws each chip in them: the legend keys named after the chips (with their peak
    // and ridge: "TPU v5e: 1.97e14, ridge 240.2").
    auto window = openWindow();
    const ui::RooflineChart* chart = chartArea(*window)->rooflineChart();
    int chips = 0;
    for (int i = 0; i < chart->legend()->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend()->item(i));
        if (!item)
            continue;
        const QString name = item->plottable()->name();
        if (name.startsWith(QStringLiteral("TPU v5e")) || name.startsWith(QStringLiteral("H100 SXM"))) {
            ++chips;
            EXPECT_TRUE(okabeIto.contains(item->plottable()->pen().color())) << name.toStdString();
        }
    }
    EXPECT_EQ(chips, 2);
}

TEST(ChartTheme, TheViewMenuSwitchesTheScreensThemeAsAnUndoableEdit)
{
    auto window = openWindow();
    EXPECT_EQ(window->rooflineChart()->theme().name, QStringLiteral("light"));
    QAction* dark = nullptr;
    for (QAction* action : viewActions(*window)->chartThemeMenu()->actions()) {
        if (action->data().toString() == QStringLiteral("dark"))
            dark = action;
    }
    ASSERT_TRUE(dark);
    dark->trigger();
    window->flushUpdates();
    EXPECT_EQ(window->document().project().viewOptions.theme, "dark");
    EXPECT_EQ(window->rooflineChart()->theme().name, QStringLiteral("dark"));
    EXPECT_EQ(window->batchSizeChart()->theme().name, QStringLiteral("dark"));
    EXPECT_EQ(window->rooflineChart()->panelRect(0)->backgroundBrush().color(), ui::ChartTheme::dark().plotBackground);
    EXPECT_TRUE(window->isWindowModified());
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_EQ(window->rooflineChart()->theme().name, QStringLiteral("light"));
    EXPECT_FALSE(dark->isChecked());
}

TEST(ChartTheme, SlideIsLargerBolderAndUncluttered)
{
    const ui::ChartTheme light = ui::ChartTheme::light();
    const ui::ChartTheme slide = ui::ChartTheme::slide();
    EXPECT_GE(slide.font.pointSizeF(), 1.6 * light.font.pointSizeF());
    EXPECT_GE(slide.lineWidth, 2.0 * light.lineWidth);
    EXPECT_GT(slide.markerSize, light.markerSize);
    EXPECT_FALSE(slide.subGridVisible);
    EXPECT_FALSE(slide.sliderMarkers);
    // High contrast: black on white.
    EXPECT_EQ(slide.foreground, QColor(Qt::black));
    EXPECT_EQ(slide.background, QColor(Qt::white));
    const ui::ChartTheme dark = ui::ChartTheme::dark();
    EXPECT_LT(dark.background.lightness(), 60);
    EXPECT_GT(dark.foreground.lightness(), 200);
}

} // namespace
} // namespace roofline::test
