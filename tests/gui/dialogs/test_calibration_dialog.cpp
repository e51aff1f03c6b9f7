// Measurements → Calibrate / Load a Calibration / Predicted against Measured (docs/model.md §15): a chip calibrated
// from the project's kernels in one undo step, a file loaded or refused by name, the parity chart of what it rests
// on, and the achieved ceilings on the roofline. Every number is worked out here from the kernels.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"
#include "support/test_helpers.h"

#include "core/formats/calibration_json.h"
#include "support/model_panel_parts.h"
#include "ui/actions/calibration_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/charts/calibration/parity_chart.h"
#include "ui/charts/calibration/projection_chart.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/add_model_command.h"
#include "ui/dialogs/calibration_dialog.h"
#include "ui/dialogs/projection_dialog.h"
#include "ui/document.h"
#include "ui/i18n/op_text.h"
#include "ui/main_window.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/model_step_view.h"

#include <QAction>
#include <QTemporaryDir>
#include <QUndoStack>

#include <fstream>

namespace roofline::test {
namespace {

// On H100 SXM (bf16 peak P, HBM bandwidth W): three matmuls, compute-bound, each taking twice its roofline time;
// three elementwise kernels, bandwidth-bound, each taking four times its roofline time.
std::vector<MeasuredKernel> h100Kernels()
{
    const Chip& h100 = shippedChip("h100-sxm");
    const double peak = *peakFlopsPerS(h100, Dtype::BF16);
    const double hbm = h100.memory.front().bytesPerS;
    std::vector<MeasuredKernel> kernels;
    for (int i = 1; i <= 3; ++i) {
        const double flops = i * 1e12;
        kernels.emplace_back(SharedText("aten::mm " + std::to_string(i)), flops, 1e6, 2.0 * flops / peak,
            SharedText("h100-sxm"), SharedText(), Dtype::BF16);
        const double bytes = i * 1e9;
        kernels.emplace_back(SharedText("aten::add " + std::to_string(i)), 1e6, bytes, 4.0 * bytes / hbm,
            SharedText("h100-sxm"), SharedText(), Dtype::BF16);
    }
    return kernels;
}

TEST(CalibrationDialog, AChipCalibratedFromTheKernelsIsOneUndoStepTheParityChartAndTheAchievedCeilings)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    ui::CalibrationActions* actions = window->calibrationActions();
    EXPECT_FALSE(actions->calibrateAction()->isEnabled()); // no kernels yet
    document.setMeasured(h100Kernels());
    EXPECT_TRUE(actions->calibrateAction()->isEnabled());
    const int steps = document.undoStack()->count();
    ASSERT_TRUE(actions->calibrateChip("h100-sxm", true));
    EXPECT_EQ(document.undoStack()->count(), steps + 1);
    EXPECT_EQ(document.undoStack()->undoText(), QStringLiteral("Calibrate H100 SXM"));
    ASSERT_EQ(document.calibrations().size(), 1u);
    const Calibration& calibration = document.calibrations()[0];
    // Each matmul took twice its roofline time: e = 1/2; each add four times: e = 1/4.
    ASSERT_EQ(calibration.classes.size(), 2u);
    EXPECT_TRUE(relativelyNear(calibration.classes[0].efficiency, 0.5, 1e-12));
    EXPECT_TRUE(relativelyNear(calibration.classes[1].efficiency, 0.25, 1e-12));

    // The parity chart: six groups, each nominal at half (or a quarter) of its measured time, calibrated on it.
    ui::CalibrationDialog* dialog = actions->dialog();
    dialog->chart()->updateNow();
    const std::vector<QPointF> nominal = plottedParityPoints(*dialog->chart(), false);
    const std::vector<QPointF> calibrated = plottedParityPoints(*dialog->chart(), true);
    ASSERT_EQ(nominal.size(), 6u);
    ASSERT_EQ(calibrated.size(), 6u);
    for (std::size_t i = 0; i < 6; ++i) {
        const double ratio = nominal[i].y() / nominal[i].x();
        EXPECT_TRUE(relativelyNear(ratio, 0.5, 1e-9) || relativelyNear(ratio, 0.25, 1e-9)) << ratio;
        EXPECT_TRUE(relativelyNear(calibrated[i].y(), calibrated[i].x(), 1e-9));
    }
    // Hovering a point names its group; off the plot, nothing.
    dialog->chart()->resize(600, 450);
    dialog->chart()->updateNow();
    const QCPAxisRect* rect = dialog->chart()->panelRect(0);
    ASSERT_NE(rect, nullptr);
    const QPoint onPoint(static_cast<int>(std::lround(rect->axis(QCPAxis::atBottom)->coordToPixel(nominal[0].x()))),
        static_cast<int>(std::lround(rect->axis(QCPAxis::atLeft)->coordToPixel(nominal[0].y()))));
    const QString tip = dialog->chart()->tooltipAt(onPoint);
    EXPECT_TRUE(tip.contains(QStringLiteral("aten::")) && tip.contains(QStringLiteral("measured")))
        << tip.toStdString();
    EXPECT_TRUE(dialog->chart()->tooltipAt(QPoint(-5, -5)).isEmpty());
    const QString summary = dialog->summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("H100 SXM, calibrated from 6 measured groups of the project's")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("matmul compute-bound 50 % (3 groups)"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("vector bandwidth-bound 25 % (3 groups)"))) << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("Error: nominal 62.5 %, calibrated "))) << summary.toStdString();

    // View → Achieved Ceilings: the roofline draws P/2 and W/4 on H100 (the chart's chip 1), undoably.
    ui::RooflineChart* roofline = window->rooflineChart();
    QAction* achieved = window->findChild<ui::ViewActions*>(QStringLiteral("viewActions"))->achieved();
    ASSERT_TRUE(achieved->isEnabled());
    achieved->trigger();
    roofline->updateNow();
    const Chip& h100 = shippedChip("h100-sxm");
    ASSERT_EQ(plottedAchievedCeilings(*roofline, 1).size(), 1u);
    EXPECT_TRUE(
        relativelyNear(plottedAchievedCeilings(*roofline, 1)[0], *peakFlopsPerS(h100, Dtype::BF16) * 0.5, 1e-9));
    ASSERT_EQ(plottedAchievedSlopes(*roofline, 1).size(), 1u);
    EXPECT_TRUE(relativelyNear(plottedAchievedSlopes(*roofline, 1)[0], h100.memory.front().bytesPerS * 0.25, 1e-9));
    EXPECT_TRUE(plottedAchievedCeilings(*roofline, 0).empty()); // TPU v5e is not calibrated
    document.undoStack()->undo(); // the switch
    roofline->updateNow();
    EXPECT_TRUE(plottedAchievedCeilings(*roofline, 1).empty());
    document.undoStack()->undo(); // the calibration
    EXPECT_TRUE(document.calibrations().empty());
    dialog->chart()->updateNow();
    EXPECT_TRUE(plottedParityPoints(*dialog->chart(), true).empty());
    EXPECT_FALSE(achieved->isEnabled());
}

TEST(CalibrationDialog, AFileIsLoadedForItsChipAndABadOneIsRefusedByNameChangingNothing)
{
    QTemporaryDir folder;
    const Calibration made = calibrate(shippedChip("h100-sxm"), h100Kernels());
    const std::string path = folder.filePath(QStringLiteral("lab.cal.json")).toStdString();
    std::ofstream(path) << calibrationFileJson(made).dump(2);
    const std::string bad = folder.filePath(QStringLiteral("bad.cal.json")).toStdString();
    std::ofstream(bad) << R"({"format": 1, "kind": "roofline-calibration", "chip": "h100-sxm", "classes": 3})";

    auto window = openWindow();
    ui::Document& document = window->document();
    ui::CalibrationActions* actions = window->calibrationActions();
    QString said;
    QObject::connect(actions, &ui::CalibrationActions::message, [&](const QString& text) { said = text; });
    EXPECT_FALSE(actions->loadFile(QString::fromStdString(bad), true));
    EXPECT_TRUE(said.contains(QStringLiteral("bad.cal.json was not loaded"))) << said.toStdString();
    EXPECT_TRUE(said.contains(QStringLiteral("classes"))) << said.toStdString();
    EXPECT_TRUE(document.calibrations().empty());

    ASSERT_TRUE(actions->loadFile(QString::fromStdString(path), true));
    ASSERT_EQ(document.calibrations().size(), 1u);
    EXPECT_EQ(document.calibrations()[0].source, path);
    EXPECT_EQ(document.calibrations()[0].classes, made.classes);
    EXPECT_EQ(document.undoStack()->undoText(), QStringLiteral("Load the calibration of H100 SXM from lab.cal.json"));
    EXPECT_TRUE(actions->dialog()->summaryText().contains(QStringLiteral("of lab.cal.json")));
    // A chip with no kernels of its own cannot be calibrated, and says so.
    EXPECT_FALSE(actions->calibrateChip("tpu-v5e", true));
    EXPECT_TRUE(said.contains(QStringLiteral("TPU v5e was not calibrated"))) << said.toStdString();
    actions->removeAction()->trigger();
    EXPECT_TRUE(document.calibrations().empty());
}

TEST(CalibrationDialog, TheStepProjectedOntoAnotherChipIsEachGroupAtItsCalibratedTimeThere)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    document.setMeasured(h100Kernels());
    ui::CalibrationActions* actions = window->calibrationActions();
    EXPECT_FALSE(actions->projectAction()->isEnabled());
    ASSERT_TRUE(actions->calibrateChip("h100-sxm", true));
    EXPECT_TRUE(actions->projectAction()->isEnabled());
    ui::ProjectionDialog* dialog = actions->projectionDialog();
    // By default the shown chips other than the measured one: TPU v5e.
    EXPECT_EQ(dialog->targets(), (std::vector<std::string> {"tpu-v5e"}));
    dialog->setTargets({"b200"});
    const ProjectionScene& scene = dialog->chart()->scene();
    ASSERT_EQ(scene.bars.size(), 2u);
    // On H100 as measured: Σ of 2·(1, 2, 3)e12/P and 4·(1, 2, 3)e9/W.
    const Chip& h100 = shippedChip("h100-sxm");
    const Chip& b200 = shippedChip("b200");
    const double p = *peakFlopsPerS(h100, Dtype::BF16);
    const double w = h100.memory.front().bytesPerS;
    EXPECT_TRUE(relativelyNear(scene.bars[0].stepS, 2.0 * 6e12 / p + 4.0 * 6e9 / w, 1e-12));
    // On B200 with H100's efficiencies (½ for the matmuls' compute, ¼ for the adds' bandwidth): each matmul at
    // F/(P_B200·½), each add at Y/(W_B200·¼).
    const double pb = *peakFlopsPerS(b200, Dtype::BF16);
    const double wb = b200.memory.front().bytesPerS;
    EXPECT_TRUE(
        relativelyNear(scene.bars[1].byClass[static_cast<std::size_t>(OpClass::Matmul)], 6e12 / (pb * 0.5), 1e-9));
    EXPECT_TRUE(
        relativelyNear(scene.bars[1].byClass[static_cast<std::size_t>(OpClass::Vector)], 6e9 / (wb * 0.25), 1e-9));
    EXPECT_EQ(scene.bars[1].efficienciesOf, "h100-sxm");
    const QString summary = dialog->summaryText();
    EXPECT_TRUE(summary.contains(QStringLiteral("B200: ") + dialog->chart()->barText(1)
        + QStringLiteral(
            " (3 groups compute-bound, 3 bandwidth-bound), with H100 SXM's efficiencies (measured on another chip).")))
        << summary.toStdString();
    EXPECT_TRUE(summary.contains(QStringLiteral("No unmodelled time is known"))) << summary.toStdString();
    // The bars are stacked: each class, then the time carried over, above the one before.
    dialog->chart()->resize(600, 300);
    dialog->chart()->updateNow();
    EXPECT_TRUE(dialog->chart()->barText(1).endsWith(QStringLiteral("× measured")));
    // Hovering B200's bar (the second, key 1) gives its classes and how its groups are bound there.
    const QCPAxisRect* bars = dialog->chart()->panelRect(0);
    ASSERT_NE(bars, nullptr);
    const QPoint onBar(static_cast<int>(std::lround(
                           bars->axis(QCPAxis::atBottom)
                               ->coordToPixel(scene.bars[1].stepS / 2 / (scene.bars[0].stepS >= 1e-3 ? 1e-3 : 1e-6)))),
        static_cast<int>(std::lround(bars->axis(QCPAxis::atLeft)->coordToPixel(1.0))));
    const QString tip = dialog->chart()->tooltipAt(onBar);
    EXPECT_TRUE(tip.startsWith(QStringLiteral("<b>B200</b>: "))) << tip.toStdString();
    EXPECT_TRUE(tip.contains(dialog->chart()->boundsText(1))) << tip.toStdString();
}

TEST(CalibrationDialog, TheModelPanelGivesACalibratedChipsStepBesideItsNominalOne)
{
    auto window = openWindow();
    ui::Document& document = window->document();
    ModelEntry entry;
    entry.modelId = "llama-3-8b";
    document.undoStack()->push(new ui::AddModelCommand(document, 0, entry));
    // And three matmuls bound by bandwidth at twice their roofline time: a decode step's matmuls are.
    std::vector<MeasuredKernel> kernels = h100Kernels();
    const double hbm = shippedChip("h100-sxm").memory.front().bytesPerS;
    for (int i = 1; i <= 3; ++i)
        kernels.emplace_back(SharedText("aten::mm narrow " + std::to_string(i)), 1e6, i * 1e9, 2.0 * i * 1e9 / hbm,
            SharedText("h100-sxm"), SharedText(), Dtype::BF16);
    document.setMeasured(kernels);
    ASSERT_TRUE(window->calibrationActions()->calibrateChip("h100-sxm", true));
    window->flushUpdates();
    ui::ModelPanel& panel = *window->modelPanel();
    panel.updateNow();
    ASSERT_EQ(stepViews(panel).size(), 2u); // TPU v5e, H100 SXM
    EXPECT_TRUE(stepViews(panel)[0]->calibratedText().isEmpty()); // TPU v5e has no calibration
    const ui::ModelStepView& h100 = *stepViews(panel)[1];
    // Every op of the step at max(T_math/e_compute, T_comms/e_bandwidth) of its class: matmuls ½ both ways, the
    // vector ops' bandwidth ¼, the rest as they were.
    const Chip& chip = shippedChip("h100-sxm");
    const StepResult step = evaluateStep(
        *document.entryModel(0), chip, stepConfigOn(document.models()[0], StepPhase::Decode, document.dims(), chip.id));
    const double calibrated = calibratedStepSeconds(step, document.calibrations()[0]);
    EXPECT_GT(calibrated, step.stepTimeS); // its matmuls take twice as long
    EXPECT_EQ(h100.calibratedText(),
        QStringLiteral("calibrated: step %1 · %2 tokens/s (from the project's measurements, 9 groups)")
            .arg(ui::formatDurationText(calibrated), ui::formatCompactText(step.tokensPerStep / calibrated)))
        << h100.calibratedText().toStdString();
    document.undoStack()->undo(); // the calibration
    window->flushUpdates();
    panel.updateNow();
    EXPECT_TRUE(stepViews(panel)[1]->calibratedText().isEmpty());
}

} // namespace
} // namespace roofline::test
