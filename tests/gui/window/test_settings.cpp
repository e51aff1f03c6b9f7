// The typed settings: every value round-trips through QSettings, and garbage written by hand (or by
// another version) reads as the defaults.
#include "support/gui_test_helpers.h"

#include "ui/settings.h"

#include <QSettings>

namespace roofline::test {
namespace {

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

} // namespace
} // namespace roofline::test
