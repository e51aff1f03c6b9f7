// A normal session says nothing in the log: opening the app, adding a model, opening the Model panel, floating and
// docking it, resizing the window from a laptop's screen to a large one, switching the language and the themes. A
// Qt warning is a defect the user meets as noise on the terminal (and "Recursive repaint detected" was one).
#include "support/gui_test_helpers.h"

#include "ui/appearance.h"
#include "ui/commands/add_model_command.h"
#include "ui/commands/set_dim_command.h"
#include "ui/i18n/language.h"
#include "ui/panels/model_panel.h"
#include "ui/view_actions.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMenu>
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
    // A model, in its panel at the front of the bottom row.
    ModelEntry entry;
    entry.modelId = "llama-3-70b";
    entry.bothPhases = true;
    for (const Chip& chip : window->document().shownChips())
        setTensorParallel(entry, chip.id, 8);
    window->document().undoStack()->push(new ui::AddModelCommand(window->document(), 0, entry));
    window->showPanel(window->modelPanel());
    settle(*window);
    // The B and S sliders, as a drag moves them: the Model panel's bars follow.
    for (const double b : {64.0, 96.0, 256.0}) {
        window->document().undoStack()->push(new ui::SetDimCommand(window->document(), Dim::B, b));
        settle(*window);
    }
    window->document().undoStack()->push(new ui::SetDimCommand(window->document(), Dim::S, 1024));
    settle(*window);
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
    for (QAction* theme : window->viewActions()->chartThemeMenu()->actions()) {
        theme->trigger();
        settle(*window);
    }
    ui::applyAppTheme(ui::AppTheme::System);
    settle(*window);
    window->document().undoStack()->undo(); // the model out again
    settle(*window);
    EXPECT_TRUE(WarningLog::messages().isEmpty()) << WarningLog::messages().join(QLatin1Char('\n')).toStdString();
}

} // namespace
} // namespace roofline::test
