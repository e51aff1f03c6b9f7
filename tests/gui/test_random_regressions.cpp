// Defects the random-action runs (test_random_actions.cpp) found, each kept as the plain test that
// replays it.
#include "gui_test_helpers.h"

#include "ui/dialogs/export_dialog.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/export_actions.h"
#include "ui/i18n/language.h"

#include <QComboBox>
#include <QLabel>
#include <QTemporaryDir>

namespace roofline::test {
namespace {

// Seed 1, action 232: an export of both charts as one CSV is refused, and in Chinese the message
// said why in English ("…未写入：a CSV file holds one chart's data…"). The Export dialog showed the
// same English sentence under its fields. Both now say it in the user's language.
TEST(RandomRegressions, ARefusedExportIsExplainedInTheUsersLanguage)
{
    auto window = openWindow();
    ui::applyLanguage(QStringLiteral("ru"));
    ui::ExportRequest request;
    request.chart = ui::ExportChart::Both;
    request.format = ui::ExportFormat::Csv;

    QTemporaryDir dir;
    QString said;
    QObject::connect(
        window->exportActions(), &ui::ExportActions::message, [&said](const QString& text) { said = text; });
    EXPECT_FALSE(window->exportActions()->exportTo(request, dir.filePath(QStringLiteral("both.csv")), true));
    EXPECT_TRUE(said.contains(QStringLiteral("CSV-файл хранит данные одного графика"))) << said.toStdString();
    EXPECT_FALSE(said.contains(QStringLiteral("one chart's data"))) << said.toStdString();

    ui::ExportDialog dialog(window->exportActions()->exporter(), request);
    QStringList shown;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        shown.append(label->text());
    const QString all = shown.join(QLatin1Char('\n'));
    EXPECT_TRUE(all.contains(QStringLiteral("CSV-файл хранит данные одного графика"))) << all.toStdString();
    EXPECT_FALSE(all.contains(QStringLiteral("one chart's data"))) << all.toStdString();

    // The command line keeps core's English.
    try {
        ui::ChartExporter::validate(request);
        ADD_FAILURE() << "a CSV of both charts was accepted";
    } catch (const Error& error) {
        EXPECT_TRUE(std::string(error.what()).find("a CSV file holds one chart's data") != std::string::npos)
            << error.what();
    }
    ui::applyLanguage(QStringLiteral("en"));
}

} // namespace
} // namespace roofline::test
