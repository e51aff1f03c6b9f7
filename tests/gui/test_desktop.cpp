// The desktop side of the app: measured kernels imported into the chart, the typed settings, the
// window's theme, Help → The Roofline Model and Help → About. Expected numbers are worked out here
// from the fixture's text and the chips' data sheets, not read from the code under test.
#include "gui_test_helpers.h"

#include "ui/app_settings_actions.h"
#include "ui/appearance.h"
#include "ui/chart_area.h"
#include "ui/charts/chart_theme.h"
#include "ui/charts/qcp.h"
#include "ui/charts/roofline_chart.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/dialogs/about_dialog.h"
#include "ui/dialogs/guide_dialog.h"
#include "ui/document.h"
#include "ui/i18n/language.h"
#include "ui/models/measured_table_model.h"
#include "ui/panels/measurements_panel.h"
#include "ui/settings.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLocale>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>

namespace roofline::test {
namespace {

const QString kSimpleCsv = QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/simple.csv");

QStringList legendNames(const ui::RooflineChart* chart)
{
    QStringList names;
    for (int i = 0; i < chart->legend()->itemCount(); ++i) {
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend()->item(i)))
            names.append(item->plottable()->name());
    }
    return names;
}

bool hasPoint(const std::vector<QPointF>& points, double x, double y)
{
    return std::any_of(points.begin(), points.end(),
        [&](const QPointF& p) { return std::fabs(p.x() - x) <= 1e-9 * x && std::fabs(p.y() - y) <= 1e-9 * y; });
}

TEST(Measurements, ImportingTheCsvPlacesEachKernelOnItsChipAndRingsTheOneAboveItsRoof)
{
    auto window = openWindow(); // TPU v5e (chip 0) and H100 SXM (chip 1)
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ASSERT_TRUE(panel->importFile(kSimpleCsv, true));
    window->flushUpdates();
    const ui::RooflineChart* chart = window->chartArea()->rooflineChart();

    // From simple.csv: gemm 1.37438953472e11 FLOPs / 1.0145e8 bytes in 1.23 ms (H100 only);
    // add 16,777,216 FLOPs / 201,326,592 bytes in 98.3 µs (every chip); attention 3,221,225,472 FLOPs /
    // 50,331,648 bytes in 2.5 ms (TPU v5e only).
    const double gemmX = 1.37438953472e11 / 1.0145e8, gemmY = 1.37438953472e11 / 0.00123;
    const double addX = 16777216.0 / 201326592.0, addY = 16777216.0 / 9.83e-05;
    const double attX = 3221225472.0 / 50331648.0, attY = 3221225472.0 / 2.5e-3;
    const std::vector<QPointF> v5e = chart->plottedMeasuredPoints(0);
    const std::vector<QPointF> h100 = chart->plottedMeasuredPoints(1);
    ASSERT_EQ(v5e.size(), 2u);
    ASSERT_EQ(h100.size(), 2u);
    EXPECT_TRUE(hasPoint(v5e, addX, addY));
    EXPECT_TRUE(hasPoint(v5e, attX, attY));
    EXPECT_TRUE(hasPoint(h100, gemmX, gemmY));
    EXPECT_TRUE(hasPoint(h100, addX, addY));
    // The add reaches 1.707e11 FLOPs/s at intensity 1/12: v5e's HBM roof there is 8.2e11 / 12 = 6.8e10,
    // so it is above it; the H100's is 3.35e12 / 12 = 2.8e11, so it is not.
    ASSERT_GT(addY, 8.2e11 * addX);
    ASSERT_LT(addY, 3.35e12 * addX);
    const std::vector<QPointF> v5eWarnings = chart->plottedMeasuredWarnings(0);
    ASSERT_EQ(v5eWarnings.size(), 1u);
    EXPECT_TRUE(hasPoint(v5eWarnings, addX, addY));
    EXPECT_TRUE(chart->plottedMeasuredWarnings(1).empty());
    // The legend says what the crosses and the ring are.
    const QStringList legend = legendNames(chart);
    EXPECT_TRUE(legend.contains(QStringLiteral("measured"))) << legend.join(QLatin1Char('|')).toStdString();
    EXPECT_TRUE(std::any_of(
        legend.begin(), legend.end(), [](const QString& t) { return t.contains(QStringLiteral("above its roof")); }));
    // The table: three kernels, the add flagged with a warning.
    ui::MeasuredTableModel* model = panel->model();
    ASSERT_EQ(model->rowCount(), 3);
    EXPECT_TRUE(model->isAboveRoof(1));
    EXPECT_FALSE(model->isAboveRoof(0));
    EXPECT_FALSE(model->isAboveRoof(2));
    EXPECT_FALSE(model->data(model->index(1, ui::MeasuredTableModel::RoofColumn), Qt::DecorationRole).isNull());

    // The kernels are part of the project (saved with it), and the import is one undo step.
    EXPECT_EQ(window->document().projectForSaving().measured.size(), 3u);
    window->document().undoStack()->undo();
    window->flushUpdates();
    EXPECT_TRUE(chart->plottedMeasuredPoints(0).empty());
    EXPECT_EQ(model->rowCount(), 0);
    window->document().undoStack()->redo();
    window->flushUpdates();
    EXPECT_EQ(chart->plottedMeasuredPoints(1).size(), 2u);
}

TEST(Measurements, TheAboveRoofPointsTooltipSaysSoWithItsNumbers)
{
    auto window = openWindow();
    ASSERT_TRUE(window->measurementsPanel()->importFile(kSimpleCsv, true));
    window->flushUpdates();
    const ui::RooflineChart* chart = window->chartArea()->rooflineChart();
    const QCPAxisRect* rect = chart->panelRect(0);
    const double x = 16777216.0 / 201326592.0, y = 16777216.0 / 9.83e-05; // the add, above v5e's roof
    const QPoint at(
        qRound(rect->axis(QCPAxis::atBottom)->coordToPixel(x)), qRound(rect->axis(QCPAxis::atLeft)->coordToPixel(y)));
    const QString tooltip = chart->tooltipAt(at);
    EXPECT_TRUE(tooltip.contains(QStringLiteral("add, fp32"))) << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QStringLiteral("(measured)"))) << tooltip.toStdString();
    EXPECT_TRUE(tooltip.contains(QStringLiteral("Above its roof"))) << tooltip.toStdString();
    // Achieved / roof = 1.70674e11 / (8.2e11 / 12) = 250 %, to three digits.
    EXPECT_NEAR(y / (8.2e11 * x), 2.4977, 1e-3);
    EXPECT_TRUE(tooltip.contains(QStringLiteral("250 %"))) << tooltip.toStdString();
}

TEST(Measurements, AnNsightComputeExportIsImportedAndDroppingACsvOnTheWindowImportsIt)
{
    auto window = openWindow();
    ASSERT_TRUE(window->measurementsPanel()->importFile(
        QStringLiteral(ROOFLINE_TEST_DATA_DIR "/measured/ncu-details.csv"), true));
    const std::size_t fromNcu = window->document().measured().size();
    EXPECT_GE(fromNcu, 1u);

    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(kSimpleCsv)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &enter);
    EXPECT_TRUE(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.get(), &drop);
    QApplication::processEvents();
    EXPECT_EQ(window->document().measured().size(), fromNcu + 3);
    // A file of another kind is not taken.
    QMimeData other;
    other.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/picture.png"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    refused.setAccepted(false);
    QApplication::sendEvent(window.get(), &refused);
    EXPECT_FALSE(refused.isAccepted());
}

TEST(MeasuredTableModel, PassesTheModelTesterThroughImportDeleteAndUndo)
{
    ModelTesterLog log;
    auto window = openWindow();
    ui::MeasuredTableModel* model = window->measurementsPanel()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);
    ASSERT_TRUE(window->measurementsPanel()->importFile(kSimpleCsv, true));
    EXPECT_EQ(model->rowCount(), 3);
    // "attention" names TPU v5e only: one share of a roof, 64 FLOPs/byte against 8.2e11 B/s.
    const QString share = model->index(2, ui::MeasuredTableModel::RoofColumn).data().toString();
    EXPECT_EQ(
        share, QStringLiteral("%1 %").arg(QLocale::c().toString(3221225472.0 / 2.5e-3 / (8.2e11 * 64) * 100, 'g', 3)))
        << share.toStdString();
    // "add, fp32" is on both chips: the table shows the share furthest up, TPU v5e's 250 %.
    const double addShare = 16777216.0 / 9.83e-05 / (8.2e11 / 12.0) * 100;
    EXPECT_EQ(model->index(1, ui::MeasuredTableModel::RoofColumn).data().toString(),
        QStringLiteral("%1 % (TPU v5e)").arg(QLocale::c().toString(addShare, 'g', 3)));
    window->document().undoStack()->push(
        new ui::SetChipsShownCommand(window->document(), {"h100-sxm"}, [] { return QStringLiteral("H100 only"); }));
    EXPECT_EQ(
        model->index(2, ui::MeasuredTableModel::RoofColumn).data().toString().contains(QStringLiteral("not on")), true);
    window->measurementsPanel()->clear();
    EXPECT_EQ(model->rowCount(), 0);
    window->document().undoStack()->undo();
    EXPECT_EQ(model->rowCount(), 3);
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

TEST(Measurements, ABadFileChangesNothingAndDeleteIsUndoable)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    EXPECT_FALSE(panel->importFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/op-specs/01.txt"), true));
    EXPECT_TRUE(window->document().measured().empty());
    ASSERT_TRUE(panel->importFile(kSimpleCsv, true));
    panel->view()->selectRow(0);
    panel->removeSelected();
    ASSERT_EQ(window->document().measured().size(), 2u);
    EXPECT_EQ(window->document().measured()[0].name, "add, fp32");
    window->document().undoStack()->undo();
    EXPECT_EQ(window->document().measured().size(), 3u);
}

TEST(Settings, ValuesRoundTripAndGarbageReadsAsTheDefaults)
{
    QSettings().clear();
    // Nothing stored: the defaults.
    EXPECT_EQ(ui::Settings::appTheme(), ui::AppTheme::System);
    EXPECT_EQ(ui::Settings::language(), QStringLiteral("system"));
    EXPECT_EQ(ui::Settings::labelUnits(), LabelUnits::Scientific);
    EXPECT_TRUE(ui::Settings::lastChips().empty());
    EXPECT_FALSE(ui::Settings::exportDefaults().has_value());
    EXPECT_TRUE(ui::Settings::recentFiles().isEmpty());

    ui::Settings::setAppTheme(ui::AppTheme::Dark);
    ui::Settings::setLanguage(QStringLiteral("ru"));
    ui::Settings::setLabelUnits(LabelUnits::SI);
    ui::Settings::setLastChips({"h100-sxm", "tpu-v5e"});
    ui::Settings::setWindowGeometry(QByteArray("geometry"));
    ui::Settings::setWindowState(QByteArray("state"));
    ui::Settings::addRecentFile(QStringLiteral("/tmp/a.roofline.json"));
    ui::Settings::addRecentFile(QStringLiteral("/tmp/b.roofline.json"));
    ExportSettings e;
    e.chart = "sweep";
    e.format = "svg";
    e.width = 800;
    e.height = 600;
    e.scale = 2.5;
    e.theme = "dark";
    e.transparent = true;
    ui::Settings::setExportDefaults(e);
    EXPECT_EQ(ui::Settings::appTheme(), ui::AppTheme::Dark);
    EXPECT_EQ(ui::Settings::language(), QStringLiteral("ru"));
    EXPECT_EQ(ui::Settings::labelUnits(), LabelUnits::SI);
    EXPECT_EQ(ui::Settings::lastChips(), (std::vector<std::string> {"h100-sxm", "tpu-v5e"}));
    EXPECT_EQ(ui::Settings::windowGeometry(), QByteArray("geometry"));
    EXPECT_EQ(ui::Settings::windowState(), QByteArray("state"));
    EXPECT_EQ(ui::Settings::recentFiles(),
        (QStringList {QStringLiteral("/tmp/b.roofline.json"), QStringLiteral("/tmp/a.roofline.json")}));
    const std::optional<ExportSettings> read = ui::Settings::exportDefaults();
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->chart, "sweep");
    EXPECT_EQ(read->format, "svg");
    EXPECT_EQ(read->width, 800);
    EXPECT_EQ(read->height, 600);
    EXPECT_EQ(read->scale, 2.5);
    EXPECT_EQ(read->theme, "dark");
    EXPECT_TRUE(read->transparent);
    // A new project starts with the chips last shown and the units last chosen.
    const Project fresh = ui::Settings::newProject(builtinChips());
    EXPECT_EQ(fresh.chipIds, (std::vector<std::string> {"h100-sxm", "tpu-v5e"}));
    EXPECT_EQ(fresh.viewOptions.labelUnits, LabelUnits::SI);
    EXPECT_EQ(fresh.exportSettings.format, "svg");

    // Garbage written by hand (or by another version) reads as the defaults, value by value.
    {
        QSettings raw;
        for (const QString& key : raw.allKeys()) {
            if (key.startsWith(QLatin1String("export/")) || key.startsWith(QLatin1String("appearance/"))
                || key.startsWith(QLatin1String("newProject/labelUnits")))
                raw.setValue(key, QStringLiteral("§garbage§"));
        }
        raw.setValue(QStringLiteral("newProject/chips"), QStringList {QStringLiteral("no-such-chip")});
    }
    EXPECT_EQ(ui::Settings::appTheme(), ui::AppTheme::System);
    EXPECT_EQ(ui::Settings::language(), QStringLiteral("system"));
    EXPECT_EQ(ui::Settings::labelUnits(), LabelUnits::Scientific);
    const ExportSettings defaults;
    const std::optional<ExportSettings> garbage = ui::Settings::exportDefaults();
    ASSERT_TRUE(garbage.has_value());
    EXPECT_EQ(garbage->chart, defaults.chart);
    EXPECT_EQ(garbage->format, defaults.format);
    EXPECT_EQ(garbage->width, defaults.width);
    EXPECT_EQ(garbage->scale, defaults.scale);
    EXPECT_EQ(garbage->theme, defaults.theme);
    // A chip the library does not have leaves the chapter's default chips.
    EXPECT_EQ(ui::Settings::newProject(builtinChips()).chipIds, defaultProject().chipIds);
    QSettings().clear();
}

TEST(Appearance, TheDarkThemeDarkensTheWindowAndTheChartsThatFollowIt)
{
    const QColor desktopWindow = QApplication::palette().color(QPalette::Window);
    auto window = openWindow(); // the default project's chart theme is "system"
    ASSERT_EQ(window->document().project().viewOptions.theme, "system");
    ui::applyAppTheme(ui::AppTheme::Dark);
    QApplication::processEvents();
    window->flushUpdates();
    EXPECT_TRUE(ui::isDarkPalette(QApplication::palette()));
    EXPECT_EQ(window->chartArea()->rooflineChart()->theme().name, QStringLiteral("dark"));
    ui::applyAppTheme(ui::AppTheme::Light);
    QApplication::processEvents();
    window->flushUpdates();
    EXPECT_FALSE(ui::isDarkPalette(QApplication::palette()));
    EXPECT_EQ(window->chartArea()->rooflineChart()->theme().name, QStringLiteral("light"));
    // System gives the desktop's palette back (offscreen: a light one).
    ui::applyAppTheme(ui::AppTheme::System);
    QApplication::processEvents();
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), desktopWindow);
    EXPECT_EQ(window->chartArea()->rooflineChart()->theme().name, QStringLiteral("light"));
}

TEST(Appearance, ViewThemeMenuAppliesAndRemembersTheChoice)
{
    auto window = openWindow();
    QMenu* menu = window->appSettingsActions()->themeMenu();
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
    EXPECT_EQ(window->chartArea()->rooflineChart()->theme().name, QStringLiteral("dark"));
    system->trigger();
    QApplication::processEvents();
    EXPECT_EQ(ui::Settings::appTheme(), ui::AppTheme::System);
    EXPECT_FALSE(ui::isDarkPalette(window->palette())); // offscreen's palette is light
}

TEST(Appearance, SeriesColoursComeFromTheOkabeItoPalette)
{
    // Okabe & Ito (2008), as published: orange, sky blue, bluish green, yellow, blue, vermillion,
    // reddish purple, black.
    const QList<QColor> okabeIto {QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9), QColor(0x00, 0x9E, 0x73),
        QColor(0xF0, 0xE4, 0x42), QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00), QColor(0xCC, 0x79, 0xA7),
        QColor(0x00, 0x00, 0x00)};
    for (const QString& name : ui::ChartTheme::names()) {
        const ui::ChartTheme theme = ui::ChartTheme::named(name);
        ASSERT_GE(theme.chipColors.size(), 6) << name.toStdString();
        for (const QColor& color : theme.chipColors + theme.curveColors)
            EXPECT_TRUE(okabeIto.contains(color)) << name.toStdString() << " " << color.name().toStdString();
        // Neighbouring chips never share a colour.
        for (int i = 0; i + 1 < theme.chipColors.size(); ++i)
            EXPECT_NE(theme.chipColors[i], theme.chipColors[i + 1]);
    }
    // And the chart draws each chip in them: the legend keys named after the chips.
    auto window = openWindow();
    const ui::RooflineChart* chart = window->chartArea()->rooflineChart();
    int chips = 0;
    for (int i = 0; i < chart->legend()->itemCount(); ++i) {
        auto* item = qobject_cast<QCPPlottableLegendItem*>(chart->legend()->item(i));
        if (!item)
            continue;
        const QString name = item->plottable()->name();
        if (name == QStringLiteral("TPU v5e") || name == QStringLiteral("H100 SXM")) {
            ++chips;
            EXPECT_TRUE(okabeIto.contains(item->plottable()->pen().color())) << name.toStdString();
        }
    }
    EXPECT_EQ(chips, 2);
}

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
