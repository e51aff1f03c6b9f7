#include "app/subcommands.h"

#include "app/cli_inputs.h"

#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/atomic_file.h"
#include "core/files/safe_paths.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_library.h"
#include "core/readers/ert_json.h"
#include "core/readers/measured_import.h"
#include "core/scene/project.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/charts/serving/model_batch_chart.h"
#include "ui/charts/serving/model_pareto_chart.h"
#include "ui/i18n/language.h"
#include "ui/looks/appearance.h"
#include "ui/main_window.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/model_panel.h"

#include <QApplication>
#include <QBuffer>
#include <QDockWidget>
#include <QFileInfo>
#include <QPixmap>
#include <QStyleFactory>

#include <cmath>
#include <iostream>

namespace roofline::app {

namespace {

// The most pixels a screenshot draws each way, counted in device pixels (QT_SCALE_FACTOR=2 doubles them).
constexpr int kMaxScreenshotPixels = 8192;

QSize parseSize(const std::string& text)
{
    const std::size_t x = text.find('x');
    const std::optional<double> width = x == std::string::npos ? std::nullopt : parseFiniteNumber(text.substr(0, x));
    const std::optional<double> height = x == std::string::npos ? std::nullopt : parseFiniteNumber(text.substr(x + 1));
    if (!width || !height || *width < 320 || *height < 240 || *width > kMaxScreenshotPixels
        || *height > kMaxScreenshotPixels || std::floor(*width) != *width || std::floor(*height) != *height)
        throw Error(ErrorKind::InvalidValue,
            "--size must be WIDTHxHEIGHT in whole pixels between 320x240 and 8192x8192, got " + quoteForMessage(text));
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
        {{"--out", true, false, FlagRole::Output}, {"--size", true, false}, {"--chips", true, false},
            {"--chip-layout", true, false}, {"--sweep-layout", true, false}, {"--tabs", false, false},
            {"--B", true, false}, {"--only", true, false}, {"--theme", true, false},
            {"--measured", true, false, FlagRole::Input}, {"--compare", true, false, FlagRole::Input},
            {"--ert", true, false, FlagRole::Input}, {"--link", true, false}, {"--app-theme", true, false},
            {"--lang", true, false}, {"--model", true, false, FlagRole::InputOrId}, {"--model-phase", true, false},
            {"--tp", true, false}, {"--ep", true, false}, {"--S", true, false}, {"--links", true, false},
            {"--ring", true, false}, {"--op", true, true}, {"--sweep", true, true}, {"--link-slopes", true, false},
            {"--precision", true, false}, {"--T", true, false}, {"--detail", true, false}},
        "screenshot");
    const std::optional<std::string> out = flags.single("--out");
    if (!out)
        throw Error(ErrorKind::MissingKey, "needs --out <file.png>");
    const QSize size = parseSize(flags.single("--size").value_or("1600x1000"));
    const std::string language = checkedLanguage(flags.single("--lang").value_or("en"));
    Project project = defaultProject();
    if (const std::optional<std::string> chips = flags.single("--chips")) {
        const std::vector<std::string> ids = splitComma(*chips);
        for (const std::string& id : ids) {
            if (looksLikeFilePath(id)) // it would be read, and is no input the outputs are checked against
                throw Error(ErrorKind::InvalidValue,
                    "--chips takes the ids of built-in chips (roofline-studio chips), not a file: got "
                        + quoteForMessage(id));
        }
        // As calc keeps them: one id twice is two chips, the second renamed, with a warning.
        std::vector<std::string> warnings;
        const std::vector<Chip> resolved = resolveChipArguments(ids, builtinChips(), warnings, "--chips");
        for (const std::string& warning : warnings)
            std::cerr << "warning: " << warning << "\n";
        project.chipIds.clear();
        for (const Chip& chip : resolved) {
            project.chipIds.push_back(chip.id);
            if (!findChip(builtinChips(), chip.id))
                project.customChips.push_back(chip);
        }
    }
    project.viewOptions.chipLayout = chipLayoutFlag(flags, "--chip-layout", project.viewOptions.chipLayout);
    project.viewOptions.sweepChipLayout = chipLayoutFlag(flags, "--sweep-layout", project.viewOptions.sweepChipLayout);
    project.viewOptions.allLinkSlopes = allLinkSlopesFlag(flags, false);
    project.viewOptions.detail = detailFlag(flags, Detail::Focused);
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
        if (*theme != "system" && *theme != "light" && *theme != "dark" && *theme != "slide" && *theme != "slide-dark")
            throw Error(ErrorKind::InvalidValue,
                "--theme must be system, light, dark, slide or slide-dark, got " + quoteForMessage(*theme));
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
    // --measured FILE and --compare AFTER: measured kernels on the roofline, as File → Import Measurements adds
    // them, and the same workload measured again, before and after; what the import says is shown in the
    // Measurements panel.
    const std::optional<MeasuredFile> imported = measuredFromFlags(flags, project);
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
    // The limit is on what is drawn: the size times the device pixel ratio (QT_SCALE_FACTOR=100 would make a
    // 1600x1000 window 160000x100000 pixels), checked before a window allocates them.
    const qreal ratio = application.devicePixelRatio();
    if (size.width() * ratio > kMaxScreenshotPixels || size.height() * ratio > kMaxScreenshotPixels)
        throw Error(ErrorKind::InvalidValue,
            "--size " + std::to_string(size.width()) + "x" + std::to_string(size.height())
                + " at a device pixel ratio of " + formatPlain(ratio) + " (QT_SCALE_FACTOR) is "
                + formatExact(std::ceil(size.width() * ratio)) + "x" + formatExact(std::ceil(size.height() * ratio))
                + " pixels; a screenshot draws at most " + std::to_string(kMaxScreenshotPixels) + "x"
                + std::to_string(kMaxScreenshotPixels) + ": ask for a smaller size or scale");
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    // The window's palette (View → Theme); Fusion's light one unless asked.
    ui::applyAppTheme(*appTheme);
    ui::applyLanguage(QString::fromStdString(language));
    ui::MainWindow window(project, {});
    if (imported)
        window.measurementsPanel()->showImportNotes(*imported);
    window.resize(size);
    window.show();
    for (int i = 0; i < 5; ++i) {
        QApplication::processEvents();
        window.flushUpdates();
    }
    // Measured kernels come in through the Measurements dock, as an import shows it.
    if (flags.single("--measured")) {
        window.showPanel(window.measurementsPanel());
        for (int i = 0; i < 2; ++i) {
            QApplication::processEvents();
            window.flushUpdates();
        }
    }
    // A window (or a chart taken out of it) cannot be smaller than it needs: say so rather than draw a larger
    // picture.
    const auto refuseIfLarger = [&](QSize drawn, const std::string& what) {
        if (drawn != size)
            throw Error(ErrorKind::InvalidValue,
                "--size " + std::to_string(size.width()) + "x" + std::to_string(size.height()) + " is smaller than "
                    + what + " (at least " + std::to_string(drawn.width()) + "x" + std::to_string(drawn.height())
                    + " here); ask for at least that");
    };
    const std::optional<std::string> only = flags.single("--only");
    // The Model panel's charts are drawn at --size on their own, whatever the window's minimum.
    const bool chartAlone = only && (*only == "model-batch" || *only == "model-pareto");
    if (!chartAlone)
        refuseIfLarger(window.size(), "the window can be drawn with its panels");
    // --only roofline|sweep: just that chart, as it is in the window; model|model-batch|model-pareto: the Model
    // panel, or its tokens/s chart, or its latency against throughput, floated out of its dock at --size.
    QWidget* target = &window;
    QWidget* detachedFrom = nullptr; // the chart --only model-batch|model-pareto took out, given back after
    if (only) {
        if (*only == "roofline")
            target = window.rooflineChart();
        else if (*only == "sweep")
            target = window.batchSizeChart();
        else if (*only == "model" || chartAlone) {
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
    const QSize drawnSize = target->size();
    if (detachedFrom)
        target->setParent(detachedFrom); // the panel owns it again and deletes it with the window
    if (chartAlone)
        refuseIfLarger(drawnSize, "the chart can be drawn");
    // Encoded in memory, then written whole or not at all: a full disk leaves the old picture, and says so.
    QByteArray encoded;
    QBuffer buffer(&encoded);
    buffer.open(QIODevice::WriteOnly);
    const QString suffix = QFileInfo(QString::fromStdString(*out)).suffix().toLower();
    const QByteArray format = suffix.isEmpty() ? QByteArrayLiteral("png") : suffix.toLatin1();
    if (!pixmap.save(&buffer, format.constData()))
        throw Error(ErrorKind::InvalidValue,
            "--out " + quoteForMessage(*out) + ": cannot encode a picture as " + quoteForMessage(format.toStdString())
                + "; name a .png file");
    writeFileAtomically(*out, std::string_view(encoded.constData(), static_cast<std::size_t>(encoded.size())));
    std::cout << "wrote " << *out << " (" << pixmap.width() << "x" << pixmap.height() << ")\n";
    return kExitOk;
}

} // namespace roofline::app
