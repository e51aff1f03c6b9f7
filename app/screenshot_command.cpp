#include "app/subcommands.h"

#include "app/cli_inputs.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/io/chip_library.h"
#include "core/io/command_line.h"
#include "core/io/ert_json.h"
#include "core/io/measured_csv.h"
#include "core/io/model_library.h"
#include "core/scene/project.h"
#include "ui/appearance.h"
#include "ui/charts/model/model_batch_chart.h"
#include "ui/charts/model/model_pareto_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/sweep/batch_sweep_chart.h"
#include "ui/i18n/language.h"
#include "ui/main_window.h"
#include "ui/panels/model_panel.h"

#include <QApplication>
#include <QDockWidget>
#include <QPixmap>
#include <QStyleFactory>

#include <cmath>
#include <iostream>

namespace roofline::app {

namespace {

QSize parseSize(const std::string& text)
{
    const std::size_t x = text.find('x');
    const std::optional<double> width = x == std::string::npos ? std::nullopt : parseFiniteNumber(text.substr(0, x));
    const std::optional<double> height = x == std::string::npos ? std::nullopt : parseFiniteNumber(text.substr(x + 1));
    if (!width || !height || *width < 320 || *height < 240 || *width > 8192 || *height > 8192)
        throw Error(ErrorKind::InvalidValue,
            "--size must be WIDTHxHEIGHT between 320x240 and 8192x8192, got " + quoteForMessage(text));
    return QSize(static_cast<int>(*width), static_cast<int>(*height));
}

std::vector<std::string> splitComma(const std::string& text)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = text.find(',', start);
        const std::string part(
            trim(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start)));
        if (!part.empty())
            parts.push_back(part);
        if (comma == std::string::npos)
            break;
        start = comma + 1;
    }
    return parts;
}

} // namespace

int runScreenshot(int argc, char** argv, const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--out", true, false}, {"--size", true, false}, {"--chips", true, false}, {"--chip-layout", true, false},
            {"--sweep-layout", true, false}, {"--tabs", false, false}, {"--B", true, false}, {"--only", true, false},
            {"--theme", true, false}, {"--measured", true, false}, {"--ert", true, false}, {"--link", true, false},
            {"--app-theme", true, false}, {"--lang", true, false}, {"--model", true, false},
            {"--model-phase", true, false}, {"--tp", true, false}, {"--S", true, false}, {"--links", true, false},
            {"--ring", true, false}, {"--op", true, true}, {"--sweep", true, true}, {"--link-slopes", true, false},
            {"--precision", true, false}, {"--T", true, false}},
        "screenshot");
    const std::optional<std::string> out = flags.single("--out");
    if (!out)
        throw Error(ErrorKind::MissingKey, "needs --out <file.png>");
    const QSize size = parseSize(flags.single("--size").value_or("1600x1000"));
    const std::string language = checkedLanguage(flags.single("--lang").value_or("en"));
    Project project = defaultProject();
    if (const std::optional<std::string> chips = flags.single("--chips")) {
        project.chipIds = splitComma(*chips);
        for (const std::string& id : project.chipIds) {
            if (!findChip(builtinChips(), id))
                resolveChipArgument(id, builtinChips()); // throws, naming the ids that exist
        }
    }
    project.viewOptions.chipLayout = chipLayoutFlag(flags, "--chip-layout", project.viewOptions.chipLayout);
    project.viewOptions.sweepChipLayout = chipLayoutFlag(flags, "--sweep-layout", project.viewOptions.sweepChipLayout);
    project.viewOptions.allLinkSlopes = allLinkSlopesFlag(flags, false);
    // --op and --sweep replace the chapter's (the first --op is the one Details shows).
    if (std::vector<Op> ops = opsFromFlags(flags); !ops.empty())
        project.ops = std::move(ops);
    if (std::vector<Op> sweeps = sweepsFromFlags(flags); !sweeps.empty())
        project.sweeps = std::move(sweeps);
    if (const std::optional<std::string> precision = flags.single("--precision")) {
        if (*precision == "all")
            project.viewOptions.precision.reset();
        else if (const std::optional<Dtype> dtype = parseDtype(*precision))
            project.viewOptions.precision = *dtype;
        else
            throw Error(ErrorKind::InvalidValue,
                "--precision must be a dtype (bf16, fp32…) or all, got " + quoteForMessage(*precision));
    }
    if (flags.has("--tabs"))
        project.viewOptions.arrangement = ChartArrangement::Tabs;
    if (const std::optional<std::string> theme = flags.single("--theme")) {
        if (*theme != "system" && *theme != "light" && *theme != "dark" && *theme != "slide")
            throw Error(ErrorKind::InvalidValue,
                "--theme must be system, light, dark or slide, got " + quoteForMessage(*theme));
        project.viewOptions.theme = *theme;
    }
    if (const std::optional<std::string> b = flags.single("--B")) {
        const std::optional<double> value = parseFiniteNumber(*b);
        if (!value || *value < 1.0)
            throw Error(ErrorKind::InvalidValue, "--B must be a number ≥ 1, got " + quoteForMessage(*b));
        project.dims.b = *value;
    }

    if (const std::optional<std::string> sFlag = flags.single("--S"))
        project.dims.s = parseDimFlagValue("--S", *sFlag);
    if (const std::optional<std::string> tFlag = flags.single("--T"))
        project.dims.t = parseDimFlagValue("--T", *tFlag);
    addModelFromFlags(flags, project);
    // --measured FILE.csv: measured kernels on the roofline, as File → Import Measurements adds them.
    if (const std::optional<std::string> measured = flags.single("--measured"))
        project.measured = loadMeasuredCsvFile(*measured).kernels;
    // --ert roofline.json: the Empirical Roofline Toolkit's ceilings on the first shown chip.
    if (const std::optional<std::string> ert = flags.single("--ert"))
        project.empiricalRooflines
            = {loadErtFile(*ert, project.chipIds.empty() ? std::string() : project.chipIds.front())};
    // --link NAME:OP: the measured kernels named NAME (on the first shown chip) linked to op number OP
    // (from 1), as the Measurements panel's Link to op does.
    if (const std::optional<std::string> link = flags.single("--link")) {
        const std::size_t colon = link->rfind(':');
        const std::optional<double> op
            = colon == std::string::npos ? std::nullopt : parseFiniteNumber(link->substr(colon + 1));
        if (!op || *op < 1.0 || *op > static_cast<double>(project.ops.size()) || std::floor(*op) != *op)
            throw Error(ErrorKind::InvalidValue,
                "--link must be NAME:OP with OP an op's number from 1 to " + std::to_string(project.ops.size())
                    + ", got " + quoteForMessage(*link));
        project.measuredLinks.push_back({link->substr(0, colon),
            project.chipIds.empty() ? std::string() : project.chipIds.front(), static_cast<int>(*op) - 1});
    }
    const std::optional<ui::AppTheme> appTheme
        = ui::parseAppTheme(QString::fromStdString(flags.single("--app-theme").value_or("light")));
    if (!appTheme)
        throw Error(ErrorKind::InvalidValue,
            "--app-theme must be system, light or dark, got " + quoteForMessage(*flags.single("--app-theme")));

    // Renders without a display unless the caller chose a platform (xvfb-run, a desktop session).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    // The window's palette (View → Theme); Fusion's light one unless asked.
    ui::applyAppTheme(*appTheme);
    ui::applyLanguage(QString::fromStdString(language));
    ui::MainWindow window(project, {});
    window.resize(size);
    window.show();
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        window.flushUpdates();
    }
    // --only roofline|sweep: just that chart, as it is in the window; model|model-batch|model-pareto: the Model
    // panel, or its tokens/s chart, or its latency against throughput, floated out of its dock at --size.
    QWidget* target = &window;
    QWidget* detachedFrom = nullptr; // the chart --only model-batch|model-pareto took out, given back after
    if (const std::optional<std::string> only = flags.single("--only")) {
        if (*only == "roofline")
            target = window.rooflineChart();
        else if (*only == "sweep")
            target = window.sweepChart();
        else if (*only == "model" || *only == "model-batch" || *only == "model-pareto") {
            ui::ModelPanel* panel = window.modelPanel();
            auto* dock = qobject_cast<QDockWidget*>(panel->parentWidget());
            if (dock) {
                dock->setFloating(true);
                dock->resize(size);
                dock->show();
            }
            for (int i = 0; i < 5; ++i) {
                QApplication::processEvents();
                window.flushUpdates();
            }
            target = panel;
            if (*only != "model") {
                // The chart on its own at --size: taken out of the panel for the grab.
                QWidget* chart = *only == "model-batch" ? static_cast<QWidget*>(panel->batchChart())
                                                        : static_cast<QWidget*>(panel->paretoChart());
                detachedFrom = chart->parentWidget();
                chart->setParent(nullptr);
                chart->resize(size);
                chart->show();
                QApplication::processEvents();
                // Again at this size: a replot thins tick labels for the axes of the layout before it.
                if (auto* drawn = qobject_cast<ui::ChartBase*>(chart))
                    drawn->updateNow();
                target = chart;
            }
        } else
            throw Error(ErrorKind::InvalidValue,
                "--only must be roofline, sweep, model, model-batch or model-pareto, got " + quoteForMessage(*only));
    }
    const QPixmap pixmap = target->grab();
    if (detachedFrom)
        target->setParent(detachedFrom); // the panel owns it again and deletes it with the window
    if (!pixmap.save(QString::fromStdString(*out)))
        throw Error(ErrorKind::Io, "cannot write " + quoteForMessage(*out));
    std::cout << "wrote " << *out << " (" << pixmap.width() << "x" << pixmap.height() << ")\n";
    return kExitOk;
}

} // namespace roofline::app
