// The Measurements panel at profile scale: a tree of groups over the document (no widget per row)
// that passes QAbstractItemModelTester, opens a group to its kernels, and the filter, grouping,
// label-top and minimum-share controls, links to ops and ERT ceilings, each one undoable step.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "app/bench/heavy_scene.h"
#include "app/bench/measured_profile.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/remove_op_command.h"
#include "ui/document.h"
#include "ui/i18n/language.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/tables/measured_table_model.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTreeView>
#include <QUndoStack>

namespace roofline::test {
namespace {

// 3 names × 40 kernels on H100 SXM, name i taking (i + 1) ms a kernel: shares 1/6, 2/6, 3/6.
std::vector<MeasuredKernel> threeNames()
{
    std::vector<MeasuredKernel> kernels;
    for (int k = 0; k < 40; ++k) {
        for (int i = 0; i < 3; ++i)
            kernels.push_back({"kernel_" + std::to_string(i), 1e9, 1e6, (i + 1) * 1e-3, "h100-sxm", ""});
    }
    return kernels;
}

TEST(MeasuredGroupsPanel, TheTreeHasAGroupPerNameThatOpensToItsKernels)
{
    ModelTesterLog log;
    auto window = openWindow();
    ui::MeasuredTableModel* model = itemModel(*window->measurementsPanel());
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Warning);
    window->document().setMeasured(threeNames()); // 120 kernels: grouped by default
    ASSERT_EQ(model->rowCount(), 3);
    // Largest share first: kernel_2 takes 40 × 3 ms of 40 × 6 ms.
    EXPECT_EQ(model->index(0, ui::MeasuredTableModel::NameColumn).data().toString(), QStringLiteral("kernel_2"));
    EXPECT_EQ(model->index(0, ui::MeasuredTableModel::CountColumn).data().toString(), QStringLiteral("40"));
    EXPECT_EQ(model->index(0, ui::MeasuredTableModel::ShareColumn).data().toString(), QStringLiteral("50 %"));
    EXPECT_EQ(model->index(2, ui::MeasuredTableModel::ShareColumn).data().toString(), QStringLiteral("16.7 %"));
    // Its total time: 40 × 3 ms = 120 ms.
    EXPECT_EQ(model->index(0, ui::MeasuredTableModel::SecondsColumn).data().toString(), QStringLiteral("120 ms"));
    const QModelIndex group = model->index(0, 0);
    ASSERT_EQ(model->rowCount(group), 40);
    const QModelIndex kernel = model->index(1, 0, group);
    EXPECT_EQ(model->parent(kernel), group);
    // The second kernel_2 is the project's kernel 6 (line #6), 3 ms, 1/80 of the profile's 240 ms.
    EXPECT_EQ(kernel.data().toString(), QStringLiteral("#6"));
    EXPECT_EQ(model->index(1, ui::MeasuredTableModel::SecondsColumn, group).data().toString(), QStringLiteral("3 ms"));
    EXPECT_EQ(model->index(1, ui::MeasuredTableModel::ShareColumn, group).data().toString(), QStringLiteral("1.25 %"));
    EXPECT_EQ(model->kernelsAt(kernel), std::vector<std::size_t> {5});
    EXPECT_EQ(model->kernelsAt(group).size(), 40u);
    // The chart draws the three groups, not 120 kernels.
    window->flushUpdates();
    EXPECT_EQ(plottedMeasuredPoints(*window->rooflineChart(), 1).size(), 3u);
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

TEST(MeasuredGroupsPanel, AProfileAtScaleIsAModelNotWidgets)
{
    ModelTesterLog log;
    Project project = heavyBenchProject();
    auto window = openWindow(project);
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    window->document().setMeasured(benchMeasuredKernels(project, 30000));
    ui::MeasuredTableModel* model = itemModel(*panel);
    EXPECT_LE(model->rowCount(), 200);
    int kernels = 0;
    for (int row = 0; row < model->rowCount(); ++row)
        kernels += std::max(1, model->rowCount(model->index(row, 0)));
    EXPECT_EQ(kernels, 30000); // (bench --measured 100000 times the full size in a release build)
    // One by one: 30,000 rows, given to the view 10,000 at a time as it scrolls to the last it has (so
    // a million are never laid out at once), and the view asks only for the ones it shows.
    child<QCheckBox>(*panel, "measuredGroup")->setChecked(false);
    EXPECT_EQ(model->rowCount(), ui::MeasuredTableModel::kRowsPerFetch);
    EXPECT_TRUE(model->canFetchMore({}));
    window->show();
    window->measurementsPanel()->raise();
    panel->view()->show();
    for (int scroll = 0; scroll < 2; ++scroll) {
        panel->view()->scrollToBottom();
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }
    EXPECT_EQ(model->rowCount(), 30000);
    EXPECT_FALSE(model->canFetchMore({}));
    EXPECT_FALSE(model->index(29999, ui::MeasuredTableModel::RoofColumn).data().toString().isEmpty());
    window->document().undoStack()->undo();
    EXPECT_LE(model->rowCount(), 200);
    EXPECT_TRUE(log.failures().isEmpty()) << log.failures().join(QLatin1Char('\n')).toStdString();
}

TEST(MeasuredGroupsPanel, TheTableHandsItsViewTenThousandRowsAtEachFetch)
{
    // 25,000 kernels of distinct names, one row each (k0 taking the most time, k24999 the least): 10,000 at
    // first, 10,000 more at the first fetch, the last 5,000 at the second, each fetch one insertion of
    // exactly those rows after the last one.
    auto window = openWindow();
    std::vector<MeasuredKernel> kernels;
    kernels.reserve(25000);
    for (int i = 0; i < 25000; ++i)
        kernels.push_back({"k" + std::to_string(i), 1e9, 1e6, (25000 - i) * 1e-6, "h100-sxm", ""});
    window->document().setMeasured(std::move(kernels));
    ui::MeasuredTableModel* model = itemModel(*window->measurementsPanel());
    ASSERT_EQ(ui::MeasuredTableModel::kRowsPerFetch, 10000);
    EXPECT_EQ(model->rowCount(), 10000);
    std::vector<std::pair<int, int>> inserted;
    QObject::connect(
        model, &QAbstractItemModel::rowsInserted, model, [&](const QModelIndex& parent, int first, int last) {
            if (!parent.isValid())
                inserted.emplace_back(first, last);
        });
    ASSERT_TRUE(model->canFetchMore({}));
    model->fetchMore({});
    EXPECT_EQ(model->rowCount(), 20000);
    EXPECT_TRUE(model->canFetchMore({}));
    model->fetchMore({});
    EXPECT_EQ(model->rowCount(), 25000);
    EXPECT_FALSE(model->canFetchMore({}));
    model->fetchMore({}); // nothing left: nothing inserted
    EXPECT_EQ(inserted, (std::vector<std::pair<int, int>> {{10000, 19999}, {20000, 24999}}));
    EXPECT_EQ(model->index(24999, ui::MeasuredTableModel::NameColumn).data().toString(), QStringLiteral("k24999"));
    // A child row never fetches: a group's kernels are all there when it opens.
    EXPECT_FALSE(model->canFetchMore(model->index(0, 0)));
}

TEST(MeasuredGroupsPanel, TheFilterIsUndoableAndABadPatternIsShownNotApplied)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    window->document().setMeasured(threeNames());
    QUndoStack* undo = window->document().undoStack();
    const int before = undo->count();
    // Typed letter by letter: one undo step.
    for (const QString& text : {QStringLiteral("k"), QStringLiteral("ke"), QStringLiteral("kernel_1")}) {
        child<QLineEdit>(*panel, "measuredFilter")->setText(text);
        panel->applyFilter();
    }
    EXPECT_EQ(undo->count(), before + 1);
    EXPECT_EQ(window->document().measuredView().filter, "kernel_1");
    EXPECT_EQ(itemModel(*panel)->rowCount(), 1);
    EXPECT_TRUE(child<QLabel>(*panel, "measuredSummary")->text().contains(QStringLiteral("80")))
        << child<QLabel>(*panel, "measuredSummary")->text().toStdString();

    // An invalid regular expression: said at the field, nothing applied.
    child<QLineEdit>(*panel, "measuredFilter")->setText(QStringLiteral("kernel_(1"));
    child<QCheckBox>(*panel, "measuredRegex")->setChecked(true); // applies what the field says
    EXPECT_EQ(window->document().measuredView().filter, "kernel_1");
    EXPECT_FALSE(window->document().measuredView().filterIsRegex);
    EXPECT_TRUE(child<QLineEdit>(*panel, "measuredFilter")->toolTip().contains(QStringLiteral("character 8")))
        << child<QLineEdit>(*panel, "measuredFilter")->toolTip().toStdString();
    child<QLineEdit>(*panel, "measuredFilter")->setText(QStringLiteral("_[02]$"));
    panel->applyFilter();
    EXPECT_TRUE(window->document().measuredView().filterIsRegex);
    EXPECT_EQ(itemModel(*panel)->rowCount(), 2);
    EXPECT_FALSE(child<QLineEdit>(*panel, "measuredFilter")
                     ->toolTip()
                     .contains(QStringLiteral("character"))); // the usual tip again
    undo->undo();
    EXPECT_EQ(window->document().measuredView().filter, "");
    EXPECT_EQ(itemModel(*panel)->rowCount(), 3);
    EXPECT_EQ(child<QLineEdit>(*panel, "measuredFilter")->text(), QString());
}

TEST(MeasuredGroupsPanel, GroupingLabelTopAndMinimumShareAreUndoableSettings)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    window->document().setMeasured(threeNames());
    QUndoStack* undo = window->document().undoStack();
    EXPECT_TRUE(child<QCheckBox>(*panel, "measuredGroup")->isChecked()); // 120 kernels: grouped by default
    child<QCheckBox>(*panel, "measuredGroup")->setChecked(false);
    EXPECT_EQ(window->document().measuredView().aggregation, Aggregation::Off);
    EXPECT_EQ(itemModel(*panel)->rowCount(), 120);
    undo->undo();
    EXPECT_EQ(window->document().measuredView().aggregation, Aggregation::Auto);
    EXPECT_TRUE(child<QCheckBox>(*panel, "measuredGroup")->isChecked());

    child<QSpinBox>(*panel, "measuredLabelTop")->setValue(2);
    child<QSpinBox>(*panel, "measuredLabelTop")->setValue(1);
    EXPECT_EQ(window->document().measuredView().labelTop, 1);
    window->flushUpdates();
    const MeasuredSelection& selection = window->document().measuredSelection();
    EXPECT_TRUE(selection.groups[0].labelled);
    EXPECT_FALSE(selection.groups[1].labelled);
    undo->undo(); // both steps of the spin box at once
    EXPECT_EQ(window->document().measuredView().labelTop, 8);

    child<QDoubleSpinBox>(*panel, "measuredMinShare")->setValue(20.0); // hides kernel_0, 1/6 of the time
    EXPECT_EQ(window->document().measuredView().minTimeShare, 0.2);
    EXPECT_EQ(itemModel(*panel)->rowCount(), 2);
    window->flushUpdates();
    EXPECT_EQ(plottedMeasuredPoints(*window->rooflineChart(), 1).size(), 2u);
    undo->undo();
    EXPECT_EQ(itemModel(*panel)->rowCount(), 3);
    EXPECT_EQ(child<QDoubleSpinBox>(*panel, "measuredMinShare")->value(), 0.0);
}

TEST(MeasuredGroupsPanel, ALinkToAnOpFollowsItAndComesBackWithItsUndo)
{
    auto window = openWindow(); // the default project: 3 ops on the roofline
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ui::Document& document = window->document();
    document.setMeasured(threeNames());
    panel->linkGroup(0, 2); // kernel_2 → op 2
    ASSERT_EQ(document.measuredLinks().size(), 1u);
    EXPECT_EQ(document.measuredLinks()[0], (MeasuredLink {"kernel_2", "h100-sxm", 2}));
    EXPECT_TRUE(itemModel(*panel)->index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("Linked to")));
    document.moveOp(ui::OpList::Roofline, 2, 0);
    EXPECT_EQ(document.measuredLinks()[0].op, 0);
    document.undoStack()->push(new ui::RemoveOpCommand(document, ui::OpList::Roofline, 0, [] { return QString(); }));
    EXPECT_TRUE(document.measuredLinks().empty());
    document.undoStack()->undo();
    ASSERT_EQ(document.measuredLinks().size(), 1u);
    EXPECT_EQ(document.measuredLinks()[0].op, 0);
    panel->linkGroup(0, std::nullopt);
    EXPECT_TRUE(document.measuredLinks().empty());
}

TEST(MeasuredGroupsPanel, AnErtFileGivesItsChipMeasuredCeilingsAndABadOneChangesNothing)
{
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ui::Document& document = window->document();
    EXPECT_FALSE(panel->importErtFile(
        QStringLiteral(ROOFLINE_TEST_DATA_DIR "/ert/malformed/entry-not-a-pair.json"), "h100-sxm", true));
    EXPECT_TRUE(document.empiricalRooflines().empty());
    ASSERT_TRUE(panel->importErtFile(QStringLiteral(ROOFLINE_TEST_DATA_DIR "/ert/roofline.json"), "h100-sxm", true));
    ASSERT_EQ(document.empiricalRooflines().size(), 1u);
    EXPECT_EQ(document.empiricalRooflines()[0].chipId, "h100-sxm");
    EXPECT_EQ(rooflineOptions(document.project()).empirical.size(), 1u); // the chart's scene gets them
    EXPECT_EQ(document.projectForSaving().empiricalRooflines, document.empiricalRooflines());
    document.undoStack()->undo();
    EXPECT_TRUE(document.empiricalRooflines().empty());
}

// Counts at profile scale are written with the language's digit groups (%Ln): 100,000 in English,
// 100 000 (a no-break space) in Russian, never 100000. Read back from the panel, the table's
// tooltip and Details, in English and after a switch to Russian.
TEST(MeasuredGroupsPanel, CountsAtProfileScaleHaveTheLanguagesDigitGroups)
{
    struct BackToEnglish {
        ~BackToEnglish() { ui::applyLanguage(QStringLiteral("en")); }
    } guard;
    auto window = openWindow();
    ui::MeasurementsPanel* panel = window->measurementsPanel();
    ui::Document& document = window->document();
    // 100,000 kernels of one name on H100 SXM and 2 of another: two groups.
    std::vector<MeasuredKernel> kernels(100000, MeasuredKernel {"dot_kernel", 2e6, 4e6, 2e-6, "h100-sxm", ""});
    kernels.push_back({"rare", 1e9, 1e6, 1e-3, "h100-sxm", ""});
    kernels.push_back({"rare", 1e9, 1e6, 1e-3, "h100-sxm", ""});
    document.setMeasured(kernels);
    document.setMeasuredLinks({{"dot_kernel", "h100-sxm", 2}});
    detailsPanel(*window)->setOp(2);
    window->flushUpdates();
    QCoreApplication::processEvents();
    ui::MeasuredTableModel* model = itemModel(*panel);
    const auto groupTooltip = [&] {
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex name = model->index(row, ui::MeasuredTableModel::NameColumn);
            if (name.data().toString() == QStringLiteral("dot_kernel"))
                return name.data(Qt::ToolTipRole).toString();
        }
        return QString();
    };
    const auto texts = [&] {
        return QStringList {
            child<QLabel>(*panel, "measuredSummary")->text(), groupTooltip(), detailsPanel(*window)->explanation()};
    };

    QStringList english = texts();
    EXPECT_TRUE(english[0].contains(QStringLiteral("100,002 kernels shown"))) << english[0].toStdString();
    EXPECT_TRUE(english[1].contains(QStringLiteral("100,000 kernels of this name"))) << english[1].toStdString();
    EXPECT_TRUE(english[2].contains(QStringLiteral("Measured dot_kernel (100,000 kernels) reaches")))
        << english[2].toStdString();

    ui::applyLanguage(QStringLiteral("ru"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    window->flushUpdates();
    QCoreApplication::processEvents();
    const QStringList russian = texts();
    EXPECT_TRUE(russian[0].contains(QStringLiteral("100\u00a0002"))) << russian[0].toStdString();
    EXPECT_TRUE(russian[1].contains(QStringLiteral("100\u00a0000"))) << russian[1].toStdString();
    // (Details' words are read back as plain text, where QTextDocument turns a no-break space into a space.)
    EXPECT_TRUE(QString(russian[2]).replace(QChar(0xa0), QLatin1Char(' ')).contains(QStringLiteral("(100 000 ")))
        << russian[2].toStdString();
    for (const QString& text : russian) {
        EXPECT_FALSE(text.contains(QStringLiteral("100000")) || text.contains(QStringLiteral("100002")))
            << text.toStdString();
        EXPECT_FALSE(text.contains(QStringLiteral("kernels"))) << text.toStdString();
    }
}

} // namespace
} // namespace roofline::test
