#pragma once

#include "core/formats/chip_library.h"
#include "core/formulas/evaluation.h"
#include "core/scene/project.h"
#include "support/find_child.h"
#include "ui/commands/set_view_options_command.h"
#include "ui/document.h"
#include "ui/main_window.h"

#include <QAbstractItemModelTester>
#include <QString>
#include <QStringList>

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <memory>

namespace roofline::test {

// A main window on a project, with the built-in chips only (never the user's saved ones), shown
// and with every pending chart update applied.
inline std::unique_ptr<ui::MainWindow> openWindow(Project project = defaultProject())
{
    auto window = std::make_unique<ui::MainWindow>(std::move(project), builtinChips());
    window->resize(1600, 1000);
    window->show();
    window->flushUpdates();
    return window;
}

// One chart on a document of its own, without a main window: what a test of one chart needs. The
// chart is shown at `size` with every pending update applied.
template<class Chart> struct OneChart {
    explicit OneChart(Project project = defaultProject(), QSize size = QSize(800, 600))
        : document(std::move(project), builtinChips())
        , chart(document)
    {
        chart.resize(size);
        chart.show();
        flush();
    }
    // Lets the event loop deliver what is queued, then applies the chart's pending updates.
    void flush()
    {
        QCoreApplication::processEvents();
        chart.updateNow();
    }

    ui::Document document;
    Chart chart;
};

// A change of view options as the View menu and the panels make it: one undoable command.
inline void pushViewOptions(ui::Document& document, const std::function<void(ViewOptions&)>& edit)
{
    ViewOptions options = document.viewOptions();
    edit(options);
    document.undoStack()->push(new ui::SetViewOptionsCommand(document, options, [] { return QStringLiteral("view"); }));
}

inline const Chip& builtin(std::string_view id)
{
    const Chip* chip = findChip(builtinChips(), id);
    if (!chip)
        throw std::runtime_error("no built-in chip " + std::string(id));
    return *chip;
}

inline ::testing::AssertionResult near(double actual, double expected, double tolerance = 1e-12)
{
    if (std::fabs(actual - expected) <= tolerance * std::fabs(expected))
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << actual << " is not " << expected;
}

// Collects what QAbstractItemModelTester reports (it warns on every broken rule) so a test fails
// with the message instead of the process aborting.
class ModelTesterLog {
public:
    ModelTesterLog();
    ~ModelTesterLog();
    ModelTesterLog(const ModelTesterLog&) = delete;
    ModelTesterLog& operator=(const ModelTesterLog&) = delete;
    QStringList failures() const { return s_failures; }

private:
    static void handler(QtMsgType type, const QMessageLogContext& context, const QString& message);
    static QStringList s_failures;
    QtMessageHandler m_previous;
};

inline QStringList ModelTesterLog::s_failures;

inline ModelTesterLog::ModelTesterLog()
    : m_previous(qInstallMessageHandler(&ModelTesterLog::handler))
{
    s_failures.clear();
}

inline ModelTesterLog::~ModelTesterLog()
{
    qInstallMessageHandler(m_previous);
}

inline void ModelTesterLog::handler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type != QtDebugMsg && type != QtInfoMsg && message.contains(QLatin1String("FAIL")))
        s_failures.append(message);
}

} // namespace roofline::test
