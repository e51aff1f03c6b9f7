// Defects the random-action runs (test_random_actions.cpp) found, each kept as the plain test that
// replays it.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/op_editor_form.h"

#include "core/formats/project_json.h"
#include "core/formulas/op_spec.h"
#include "ui/actions/export_actions.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/export/chart_exporter.h"
#include "ui/i18n/language.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
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
        exportActions(*window), &ui::ExportActions::message, [&said](const QString& text) { said = text; });
    EXPECT_FALSE(exportActions(*window)->exportTo(request, dir.filePath(QStringLiteral("both.csv")), true));
    EXPECT_TRUE(said.contains(QStringLiteral("CSV-файл хранит данные одного графика"))) << said.toStdString();
    EXPECT_FALSE(said.contains(QStringLiteral("one chart's data"))) << said.toStdString();

    ui::ExportDialog dialog(exportActions(*window)->exporter(), request);
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

// Seed 2, action 91 (after a legend click at 85 hid the H100): the chart said it drew one ceiling for
// the hidden H100, core's scene two. Hiding a chip hides all its ceiling lines, but the matrix ones
// were read back whether shown or not and the vector units' only while shown. Both now read back
// what is on screen: nothing for a hidden chip, both lines once it is shown again.
TEST(RandomRegressions, AChipHiddenFromTheLegendDrawsNeitherItsMatrixNorItsVectorCeiling)
{
    auto window = openWindow(); // TPU v5e and the H100, bf16: the H100 has a bf16 vector peak
    ui::RooflineChart* chart = window->rooflineChart();
    ASSERT_EQ(chart->scene().chips.size(), 2u);
    ASSERT_EQ(chart->scene().chips[1].chipId, "h100-sxm");
    EXPECT_EQ(plottedCeilings(*chart, 1), (std::vector<double> {9.89e14}));
    EXPECT_EQ(plottedVectorCeilings(*chart, 1), (std::vector<double> {1.338e14}));

    // The legend's second entry is the H100's (the chips come first, overlaid).
    QCPLegend* legend = chart->legend();
    ASSERT_GE(legend->itemCount(), 2);
    chart->toggleLegendItem(legend->item(1));
    window->flushUpdates();
    ASSERT_TRUE(isChipHidden(*chart, 1));
    EXPECT_EQ(plottedCeilings(*chart, 1), std::vector<double> {});
    EXPECT_EQ(plottedVectorCeilings(*chart, 1), std::vector<double> {});
    // The TPU's roof is still drawn.
    EXPECT_EQ(plottedCeilings(*chart, 0), (std::vector<double> {1.97e14}));

    chart->toggleLegendItem(legend->item(1));
    window->flushUpdates();
    EXPECT_EQ(plottedCeilings(*chart, 1), (std::vector<double> {9.89e14}));
    EXPECT_EQ(plottedVectorCeilings(*chart, 1), (std::vector<double> {1.338e14}));
}

// Seed 1's undo-all check: a chip shown for the first time was given its colour outside the undo
// stack, so undoing the "Show" left its chip_colors entry behind and the project was not the one
// before. The colour now comes and goes with the command.
TEST(RandomRegressions, UndoingAChipsFirstShowTakesBackTheColourItWasGiven)
{
    auto window = openWindow(); // TPU v5e and the H100
    ui::Document& document = window->document();
    const Project before = document.project();
    ASSERT_FALSE(before.chipColors.contains("l4"));

    document.undoStack()->push(ui::SetChipsShownCommand::toggle(document, "l4", true));
    // The third colour of the palette: the first two are the TPU's and the H100's.
    ASSERT_TRUE(document.project().chipColors.contains("l4"));
    const Rgb given = document.project().chipColors.at("l4");
    EXPECT_EQ(given, kChipPalette[2]);
    const Project shown = document.project();

    document.undoStack()->undo();
    EXPECT_FALSE(document.project().chipColors.contains("l4"));
    EXPECT_TRUE(document.project() == before);

    document.undoStack()->redo();
    EXPECT_TRUE(document.project() == shown);

    // Hidden again, it keeps its colour (shown later, it comes back in it); undo and redo of both steps
    // land on the same projects.
    document.undoStack()->push(ui::SetChipsShownCommand::toggle(document, "l4", false));
    EXPECT_EQ(document.project().chipColors.at("l4"), given);
    document.undoStack()->undo();
    EXPECT_TRUE(document.project() == shown);
    document.undoStack()->undo();
    EXPECT_TRUE(document.project() == before);
}

// Seed 5, actions 249 and 263: in the op editor N was typed as -3 (refused, shown red), then set to
// follow the B slider and the dialog OK'd. The op kept N = -3 as its own value beside the binding, so
// every later save failed ("ops[3].numbers.N: must be at least 1, got -3"). A value that follows a
// slider now keeps no invalid own number.
TEST(RandomRegressions, ANumberRefusedThenBoundToASliderLeavesNoInvalidValueBehind)
{
    auto window = openWindow();
    ui::OpEditorDialog dialog(window->document(), ui::OpList::Roofline, parseOpSpec("dot N=1000 dtype=bf16"));
    QLineEdit* n = numberEdit(dialog, QStringLiteral("N"));
    QComboBox* follows = followsBox(dialog, QStringLiteral("N"));
    ASSERT_TRUE(n && follows);
    n->setText(QStringLiteral("-3"));
    Q_EMIT n->textEdited(n->text());
    follows->setCurrentIndex(follows->findData(static_cast<int>(Dim::B)));
    const Op op = dialog.op();
    ASSERT_TRUE(op.bindings.contains("N"));
    EXPECT_EQ(op.bindings.at("N"), Dim::B);
    if (const auto own = op.numbers.find("N"); own != op.numbers.end()) {
        EXPECT_GE(own->second, 1.0);
    }
    // The project with it saves and reads back.
    Project project = window->document().project();
    project.ops.push_back(op);
    Project back;
    EXPECT_NO_THROW(back = parseProjectJson(projectToText(project), "regression.roofline.json"));
    ASSERT_EQ(back.ops.size(), project.ops.size());
    EXPECT_TRUE(back.ops.back() == op);
}

} // namespace
} // namespace roofline::test
