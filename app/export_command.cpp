#include "app/subcommands.h"

#include "app/cli_inputs.h"
#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/atomic_file.h"
#include "core/formats/calibration_json.h"
#include "core/formats/chip_library.h"
#include "core/formats/project_json.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/report/scene_csv.h"
#include "core/scene/model_scene.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/i18n/language.h"

#include <QApplication>

#include <algorithm>
#include <cmath>
#include <iostream>

namespace roofline::app {

namespace {

// "1920x1080": two whole numbers; the exporter checks their range.
QSize parseExportSize(const std::string& text)
{
    const std::size_t x = text.find_first_of("xX×");
    const auto whole = [](std::string_view part) -> std::optional<int> {
        const std::optional<double> value = parseFiniteNumber(part);
        // In range before it is converted: 1e300 is no int.
        if (!value || *value < 1 || *value > 1e6 || std::floor(*value) != *value)
            return std::nullopt;
        return static_cast<int>(*value);
    };
    // "×" is two bytes: the height starts after every separator byte (none left: no height, "1920x").
    const std::size_t heightStart = x == std::string::npos ? std::string::npos : text.find_first_not_of("xX×", x);
    const std::optional<int> width = x == std::string::npos ? std::nullopt : whole(std::string_view(text).substr(0, x));
    const std::optional<int> height
        = heightStart == std::string::npos ? std::nullopt : whole(std::string_view(text).substr(heightStart));
    if (!width || !height || *width < kMinExportPixels || *height < kMinExportPixels || *width > kMaxExportPixels
        || *height > kMaxExportPixels)
        throw Error(ErrorKind::InvalidValue,
            "--size must be WIDTHxHEIGHT in whole pixels from " + std::to_string(kMinExportPixels) + " to "
                + std::to_string(kMaxExportPixels) + ", e.g. 1920x1080; got " + quoteForMessage(text));
    return QSize(*width, *height);
}

// "1:511": the sweep's batch range.
BatchRange parseBatchRange(const std::string& text, BatchRange range)
{
    const std::size_t colon = text.find(':');
    const std::optional<double> from
        = colon == std::string::npos ? std::nullopt : parseFiniteNumber(text.substr(0, colon));
    const std::optional<double> to
        = colon == std::string::npos ? std::nullopt : parseFiniteNumber(text.substr(colon + 1));
    if (!from || !to)
        throw Error(ErrorKind::InvalidValue, "--batch must be FROM:TO, e.g. 1:511; got " + quoteForMessage(text));
    range.from = *from;
    range.to = *to;
    validateBatchRange(range, "--batch " + quoteForMessage(text));
    return range;
}

template<typename Enum>
Enum choice(const std::optional<std::string>& value, std::string_view flag,
    std::optional<Enum> (*parse)(const QString&), Enum fallback, const std::string& choices)
{
    if (!value)
        return fallback;
    if (const std::optional<Enum> parsed = parse(QString::fromStdString(*value)))
        return *parsed;
    throw Error(
        ErrorKind::InvalidValue, std::string(flag) + " must be " + choices + ", got " + quoteForMessage(*value));
}

} // namespace

int runExport(int argc, char** argv, const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--chip", true, true, FlagRole::InputOrId}, {"--op", true, true}, {"--sweep", true, true},
            {"--batch", true, false}, {"--chart", true, false}, {"--out", true, false, FlagRole::Output},
            {"--size", true, false}, {"--scale", true, false}, {"--theme", true, false}, {"--title", true, false},
            {"--subtitle", true, false}, {"--caption", true, false}, {"--transparent", false, false},
            {"--B", true, false}, {"--D", true, false}, {"--F", true, false}, {"--T", true, false},
            {"--S", true, false}, {"--lang", true, false}, {"--chip-layout", true, false},
            {"--sweep-layout", true, false}, {"--layout-report", true, false, FlagRole::Output},
            {"--link-slopes", true, false}, {"--detail", true, false}, {"--model", true, false, FlagRole::InputOrId},
            {"--model-phase", true, false}, {"--tp", true, false}, {"--ep", true, false}, {"--links", true, false},
            {"--ring", true, false}, {"--measured", true, false, FlagRole::Input},
            {"--compare", true, false, FlagRole::Input}, {"--calibration", true, false, FlagRole::Input},
            {"--achieved-ceilings", false, false}},
        "export", 1, "the project file");
    const std::string language = checkedLanguage(flags.single("--lang").value_or("en"));
    const std::optional<std::string> out = flags.single("--out");
    if (!out)
        throw Error(ErrorKind::MissingKey, "needs --out FILE.png (or .svg, .pdf, .csv)");
    const QString outPath = QString::fromLocal8Bit(out->c_str());
    const std::optional<ui::ExportFormat> format = ui::exportFormatForPath(outPath);
    if (!format)
        throw Error(
            ErrorKind::InvalidValue, "--out must name a .png, .svg, .pdf or .csv file, got " + quoteForMessage(*out));

    // Everything is read and checked before Qt starts: bad input fails fast and writes nothing.
    const std::vector<Chip> library = chipLibrary();
    Project project = flags.positionals.empty() ? defaultProject() : loadProjectFile(flags.positionals.front());
    if (!flags.all("--chip").empty()) {
        project.chipIds.clear();
        for (const Chip& chip : chipsFromFlags(flags, library)) {
            project.chipIds.push_back(chip.id);
            if (!findChip(library, chip.id) || *findChip(library, chip.id) != chip) {
                std::erase_if(project.customChips, [&](const Chip& c) { return c.id == chip.id; });
                project.customChips.push_back(chip);
            }
        }
        project.views.rooflineIntensity.reset();
        project.views.rooflineFlops.reset();
        project.views.sweepBatch.reset();
        project.views.sweepFlops.reset();
    }
    if (!flags.all("--op").empty()) {
        project.ops = opsFromFlags(flags);
        project.views.hidden.rooflineOps.clear();
        project.views.rooflineIntensity.reset();
        project.views.rooflineFlops.reset();
    }
    if (!flags.all("--sweep").empty()) {
        project.sweeps = sweepsFromFlags(flags);
        project.views.hidden.sweeps.clear();
        project.views.sweepFlops.reset();
    }
    if (const std::optional<std::string> batch = flags.single("--batch")) {
        // As in the app: a new range forgets the batch-size chart's zoom.
        ViewOptions options = project.viewOptions;
        options.batchRange = parseBatchRange(*batch, options.batchRange);
        setViewOptions(project, options);
    }
    {
        // As View → Chips on the Roofline / on the Batch-Size Chart: a change of layout keeps the zoom.
        ViewOptions options = project.viewOptions;
        options.chipLayout = chipLayoutFlag(flags, "--chip-layout", options.chipLayout);
        options.sweepChipLayout = chipLayoutFlag(flags, "--sweep-layout", options.sweepChipLayout);
        options.allLinkSlopes = allLinkSlopesFlag(flags, options.allLinkSlopes);
        options.detail = detailFlag(flags, options.detail);
        setViewOptions(project, options);
    }
    const std::optional<std::string> layoutReport = flags.single("--layout-report");
    if (layoutReport && *format == ui::ExportFormat::Csv)
        throw Error(ErrorKind::InvalidValue, "--layout-report describes a drawn page: export a .png, .svg or .pdf");
    if (layoutReport && layoutReport->empty())
        throw Error(ErrorKind::InvalidValue, "--layout-report needs a file name, e.g. --layout-report layout.json");
    for (const auto& [flag, dim] :
        {std::pair {"--B", Dim::B}, {"--D", Dim::D}, {"--F", Dim::F}, {"--T", Dim::T}, {"--S", Dim::S}}) {
        if (const std::optional<std::string> value = flags.single(flag))
            project.dims[dim] = parseDimFlagValue(flag, *value);
    }
    // As a project file is read: every op obeys its rules at these sliders (T <= S for an attention op
    // that follows --T and --S).
    for (const std::vector<Op>* ops : {&project.ops, &project.sweeps}) {
        for (const Op& op : *ops)
            validateOpShape(op, project.dims, displayLabel(op, project.dims));
    }
    // And whatever the ops, as calc and model refuse it: T new tokens are among the S keys.
    if (project.dims.t > project.dims.s)
        throw Error(ErrorKind::InvalidValue,
            (flags.single("--T") || flags.single("--S") ? std::string("--T") : std::string("the project's T")) + " ("
                + formatPlain(project.dims.t) + ") must be at most " + (flags.single("--S") ? "--S" : "S") + " ("
                + formatPlain(project.dims.s) + "): the new tokens are among the keys");
    const std::optional<std::size_t> added = addModelFromFlags(flags, project);
    // --measured BEFORE [--compare AFTER]: measured kernels, and before and after, as screenshot draws them.
    measuredFromFlags(flags, project);
    // --calibration FILE: the project holds it (replacing its chip's), for the parity chart and achieved ceilings.
    if (const std::optional<std::string> file = flags.single("--calibration"))
        setCalibration(project, loadCalibrationFile(*file)); // read from its file: as a project keeps it
    if (flags.has("--achieved-ceilings")) {
        if (project.calibrations.empty())
            throw Error(ErrorKind::MissingKey,
                "--achieved-ceilings draws a calibration's achieved roofs: give --calibration FILE (made by "
                "calibrate --out), or export a project that holds one");
        ViewOptions options = project.viewOptions;
        options.showAchievedCeilings = true;
        setViewOptions(project, options);
    }
    const ResolvedChips resolved = resolveProjectChips(project, library);
    if (!resolved.missing.empty())
        throw Error(ErrorKind::UnknownName,
            "the project shows the chip " + quoteForMessage(resolved.missing.front())
                + ", which is neither built in, nor saved, nor embedded in the project");

    ui::ExportRequest request = ui::exportRequestFrom(project.exportSettings);
    request.format = *format;
    request.chart = choice<ui::ExportChart>(
        flags.single("--chart"), "--chart", &ui::parseExportChart, request.chart, ui::exportChartChoices());
    const ui::ChartExport& chart = ui::chartExport(request.chart);
    // A chart of one model (latency against throughput) is drawn for the model --model adds, or the
    // project's first.
    request.model = added.value_or(0);
    if (chart.needsModel && project.models.empty())
        throw Error(ErrorKind::MissingKey,
            std::string("--chart ") + chart.name + " draws " + chart.needsModel
                + ": add one with --model ID|file.json, or export a project that has one");
    if (chart.unmet) {
        if (const std::string unmet = chart.unmet(project); !unmet.empty())
            throw Error(ErrorKind::MissingKey, std::string("--chart ") + chart.name + " " + unmet);
    }
    if (const std::optional<std::string> size = flags.single("--size"))
        request.size = parseExportSize(*size);
    if (const std::optional<std::string> scale = flags.single("--scale")) {
        const std::optional<double> value = parseFiniteNumber(*scale);
        if (!value)
            throw Error(
                ErrorKind::InvalidValue, "--scale must be a number from 0.1 to 10, got " + quoteForMessage(*scale));
        request.scale = *value;
    }
    if (const std::optional<std::string> theme = flags.single("--theme"))
        request.theme = QString::fromStdString(toLower(*theme));
    if (const std::optional<std::string> title = flags.single("--title"))
        request.title = QString::fromStdString(*title);
    if (const std::optional<std::string> subtitle = flags.single("--subtitle"))
        request.subtitle = QString::fromStdString(*subtitle);
    if (const std::optional<std::string> caption = flags.single("--caption"))
        request.caption = QString::fromStdString(*caption);
    if (flags.has("--transparent"))
        request.transparent = true;
    try {
        ui::ChartExporter::validate(request);
    } catch (const Error& error) {
        throw Error(error.kind(), std::string("--out ") + quoteForMessage(*out) + ": " + error.what());
    }

    // What the roofline leaves out (a model whose tp does not divide it, an op a chip cannot run) is said,
    // never dropped silently.
    std::vector<const Chip*> chips;
    for (const Chip& chip : resolved.chips)
        chips.push_back(&chip);
    const std::vector<ModelConfig> models = modelLibrary();
    const ui::ChartData data {project, chips, models, request.model};
    for (const std::string& note : ui::leftOutOf(chart, data))
        std::cerr << "warning: " << note << "\n";

    if (request.format == ui::ExportFormat::Csv) {
        // Data only: no Qt platform, no fonts. validate() refused a chart without a CSV.
        writeFileAtomically(*out, chart.csv(data));
        std::cout << "wrote " << *out << "\n";
        return kExitOk;
    }

    // Draws without a display unless the caller chose a platform (xvfb-run, a desktop session).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Only the program's name: Qt reads options such as --title and --platform from argv itself.
    int qtArgc = std::min(argc, 1);
    QApplication application(qtArgc, argv);
    ui::applyLanguage(QString::fromStdString(language));
    ui::Document document(std::move(project), library);
    ui::ChartExporter exporter(document);
    // The report comes from the layout the file was drawn from: laying a page out is the costly part.
    ui::LayoutReport layout;
    exporter.exportToFile(request, outPath, layoutReport ? &layout : nullptr);
    std::cout << "wrote " << *out << " (" << request.size.width() << "x" << request.size.height() << " "
              << ui::exportFormatName(request.format).toStdString() << ")\n";
    if (layoutReport) {
        const QByteArray json = ui::layoutReportJson(layout);
        writeFileAtomically(*layoutReport, std::string_view(json.constData(), static_cast<std::size_t>(json.size())));
        std::cout << "wrote " << *layoutReport << "\n";
    }
    return kExitOk;
}

} // namespace roofline::app
