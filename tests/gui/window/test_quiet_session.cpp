// A normal session says nothing in the log: opening the app, showing a chip and adding an op, adding a model,
// opening the Model panel, dragging the sliders, floating and docking the panel, resizing the window from a laptop's
// screen to a large one, switching the language and the themes, exporting the charts and closing the window. A Qt
// warning is a defect the user meets as noise on the terminal (and "Recursive repaint detected" was one).
#include "support/gui_test_helpers.h"

#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/commands/add_model_command.h"
#include "ui/commands/insert_op_command.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/export/chart_exporter.h"
#include "ui/i18n/language.h"
#include "ui/looks/appearance.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/parameters_panel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenu>
#include <QSlider>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace roofline::test {
namespace {

// Every warning, critical message and failure Qt or the app logs while it lives.
class WarningLog {
public:
    WarningLog() { m_previous = qInstallMessageHandler(&WarningLog::handler); }
    ~WarningLog() { qInstallMessageHandler(m_previous); }
    WarningLog(const WarningLog&) = delete;
    WarningLog& operator=(const WarningLog&) = delete;
    static QStringList& messages()
    {
        static QStringList list;
        return list;
    }

private:
    static void handler(QtMsgType type, const QMessageLogContext&, const QString& message)
    {
        // The offscreen platform's notes on what it cannot do for a window (raise it, pass its size limits to a
        // window manager) are about the test's platform, which has no window manager, not about the app.
        if (message.startsWith(QLatin1String("This plugin does not support")))
            return;
        if (type != QtDebugMsg && type != QtInfoMsg)
            messages().append(message);
    }
    QtMessageHandler m_previous;
};

// As the app runs: the event loop turns and paints, and whatever waits for a paint is applied in it (nothing
// is flushed by hand: a chart drawn when seen catches up inside its own paint).
void settle(ui::MainWindow&)
{
    QTest::qWait(150);
}

TEST(QuietSession, ANormalSessionLogsNoQtWarning)
{
    WarningLog log;
    WarningLog::messages().clear();
    auto window = openWindow();
    window->resize(1280, 720);
    settle(*window);
    // A third chip on the charts and an op of the user's.
    std::vector<std::string> shown;
    for (const Chip& chip : window->document().shownChips())
        shown.push_back(chip.id);
    shown.emplace_back("l4");
    window->document().undoStack()->push(
        new ui::SetChipsShownCommand(window->document(), shown, [] { return QStringLiteral("Show L4"); }));
    settle(*window);
    Op op = makeOp(OpKind::Matmul);
    op.label = "mine";
    window->document().undoStack()->push(
        new ui::InsertOpCommand(window->document(), ui::OpList::Roofline, 0, op, [] { return QStringLiteral("add"); }));
    settle(*window);
    // A model, in its panel at the front of the bottom row.
    ModelEntry entry;
    entry.modelId = "llama-3-70b";
    entry.bothPhases = true;
    for (const Chip& chip : window->document().shownChips())
        setTensorParallel(entry, chip.id, 8);
    window->document().undoStack()->push(new ui::AddModelCommand(window->document(), 0, entry));
    window->showPanel(window->modelPanel());
    settle(*window);
    // The B and S sliders dragged, the event loop turning under the drag: the charts and the Model panel's bars
    // follow.
    for (const Dim dim : {Dim::B, Dim::S}) {
        QSlider* slider = window->parametersPanel()->slider(dim);
        ASSERT_NE(slider, nullptr);
        slider->setSliderDown(true);
        for (int step = 0; step <= 8; ++step) {
            slider->setSliderPosition(slider->minimum() + (slider->maximum() - slider->minimum()) * step / 8);
            QTest::qWait(20);
        }
        slider->setSliderDown(false);
        settle(*window);
    }
    // Floated, resized, docked again.
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("modelDock"));
    ASSERT_NE(dock, nullptr);
    dock->setFloating(true);
    dock->resize(900, 700);
    settle(*window);
    dock->setFloating(false);
    settle(*window);
    for (const QSize size : {QSize(1024, 700), QSize(1600, 1000), QSize(1280, 720)}) {
        window->resize(size);
        settle(*window);
    }
    // Languages and themes, the window's and the charts'.
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru"), QStringLiteral("en")}) {
        ui::applyLanguage(language);
        settle(*window);
    }
    ui::applyAppTheme(ui::AppTheme::Dark);
    settle(*window);
    for (QAction* theme : viewActions(*window)->chartThemeMenu()->actions()) {
        theme->trigger();
        settle(*window);
    }
    ui::applyAppTheme(ui::AppTheme::System);
    settle(*window);
    // Every chart exported, as File → Export writes it.
    QTemporaryDir out;
    ui::ChartExporter exporter(window->document());
    for (const ui::ExportChart chart :
        {ui::ExportChart::Roofline, ui::ExportChart::BatchSize, ui::ExportChart::Both, ui::ExportChart::ModelPareto}) {
        for (const ui::ExportFormat format : {ui::ExportFormat::Png, ui::ExportFormat::Svg, ui::ExportFormat::Pdf}) {
            ui::ExportRequest request;
            request.chart = chart;
            request.format = format;
            const QString path
                = out.filePath(ui::exportChartName(chart) + QLatin1Char('.') + ui::exportFormatName(format));
            exporter.exportToFile(request, path);
            EXPECT_TRUE(QFileInfo(path).size() > 0) << path.toStdString();
        }
    }
    settle(*window);
    window->document().undoStack()->undo(); // the model out again
    settle(*window);
    // Saved and closed, as the user leaves.
    ASSERT_TRUE(window->fileActions()->saveFile(out.filePath(QStringLiteral("session.roofline.json")), true));
    EXPECT_TRUE(window->close());
    settle(*window);
    window.reset();
    QCoreApplication::processEvents();
    EXPECT_TRUE(WarningLog::messages().isEmpty()) << WarningLog::messages().join(QLatin1Char('\n')).toStdString();
}

} // namespace
} // namespace roofline::test
