#!/usr/bin/env python3
"""Break experiments for the app: would the tests notice if a promise of the docs broke?

Each break below is one small, plausible mistake in one file of core/, ui/ or app/ (a wrong condition,
a dropped connect, a wrong unit factor, a missing check, a colour helper skipped), written as a
search-and-replace on that file. The script copies the checkout to a scratch folder, builds it once,
runs every break's tests on the unbroken copy (they must pass), then for each break: applies it,
rebuilds (incrementally: one build folder for all breaks), runs the tests that guard that promise,
and says whether a test failed ("caught") or not ("survived"), naming the tests that failed. The
copy is restored after each break. Your checkout is never touched.

    tests/breaks/run_breaks.py                  every break (run from anywhere inside the checkout)
    tests/breaks/run_breaks.py --list           the breaks, what each does and where
    tests/breaks/run_breaks.py autosave-timer-disconnected layout-report-background-is-the-text-colour

It is not part of CI (it rebuilds once per break); run it by hand and keep its output in
docs/testing.md ("Promises and the tests that keep them"). A break that survives is a promise no
test holds: write the test that fails on it. A break that no longer applies (its text is gone from
the file) is an error: update the break to the code as it is now.

Environment: RS_BREAKS_DIR (default /tmp/rs-breaks) for the copy and its build, RS_BREAKS_PRESET
(release, the default, or dev) for the build flags, RS_BREAKS_JOBS (default 2) for ctest."""
import argparse
import dataclasses
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time


@dataclasses.dataclass
class Break:
    name: str
    what: str  # the mistake, in words
    file: str  # a file name, found under core/, ui/ or app/ wherever the folders put it
    search: str  # the text as it is (must occur exactly `count` times)
    replace: str  # the text broken
    tests: str  # a ctest -R regular expression: the tests that guard this promise
    count: int = 1


BREAKS = [
    # ---- the five breaks of the review ----
    Break(
        "label-raw-chip-colour",
        "ceiling and ridge labels drawn in the raw chip colour instead of the theme's text shade of it",
        "roofline_chart.cpp",
        "    const QColor text = look.textColor(color);",
        "    const QColor text = color;",
        r"^(LabelContrast|ChipLooks|ExportLayoutCli)\.",
        ),
    Break(
        "autosave-timer-disconnected",
        "the autosave timer's timeout connected to nothing: nothing is ever autosaved by itself",
        "project_file_actions.cpp",
        "    connect(m_autosaveTimer, &QTimer::timeout, this, &ProjectFileActions::autosaveInBackground);\n",
        "",
        r"^(ProjectFiles|FailingDisk|DamagedAutosave)\.",
    ),
    Break(
        "layout-report-background-is-the-text-colour",
        "the layout report writes each text's colour as its background",
        "layout_report.cpp",
        '{QStringLiteral("background"), text.background.name(QColor::HexRgb)}',
        '{QStringLiteral("background"), text.color.name(QColor::HexRgb)}',
        r"^(ExportLayout|ExportLayoutCli)\.",
    ),
    Break(
        "nsight-kilo-is-1024",
        "Nsight Compute's K prefix read as 1024 (101,450 Kbyte read as 1.039e8 bytes)",
        "nsight_units.cpp",
        '{"K", 1e3}, {"k", 1e3}',
        '{"K", 1024.0}, {"k", 1024.0}',
        r"^(MeasuredCsv|Measurements|HostileInputs|FuzzRegressions)\.",
    ),
    Break(
        "attention-bound-to-sliders-skips-t-at-most-s",
        "an attention op whose T or S follows a slider is exempted from T <= S",
        "op.cpp",
        "    if (value <= most)\n        return;",
        "    if (value <= most || op.bindings.contains(low) || op.bindings.contains(high))\n        return;",
        r"^(ChapterAttention|HostileChapterInputs|FuzzRegressions|SequenceSliders|CalcCli|CalcEdgeCases|"
        r"ProjectFileTest)\.",
    ),
    # ---- the app's own promises: ui/ ----
    Break(
        "critical-b-label-raw-colour",
        "the batch-size chart's critical-B labels drawn in the raw chip colour instead of its text shade",
        "batch_size_chart.cpp",
        "label.color = look.textColor(pen.color());",
        "label.color = pen.color();",
        r"^(LabelContrast|ExportLayoutCli|BatchSizeChart|ChipLooks)\.",
    ),
    Break(
        "autosave-every-ten-minutes",
        "unsaved work autosaved every ten minutes instead of every minute",
        "project_file_actions.cpp",
        "std::chrono::minutes(1)",
        "std::chrono::minutes(10)",
        r"^(ProjectFiles|FailingDisk|DamagedAutosave)\.",
    ),
    Break(
        "undo-to-the-saved-state-keeps-the-recovery-file",
        "undoing back to the saved state leaves the recovery file behind",
        "project_file_actions.cpp",
        "        if (!isModified())\n            removeOwnRecovery();\n",
        "",
        r"^(ProjectFiles|FailingDisk|DamagedAutosave)\.",
    ),
    Break(
        "save-as-saves-nothing",
        "Save As… asks for a file and then saves nothing there",
        "project_file_actions.cpp",
        "    saveTo(path, false, how, std::move(done));\n}",
        "    call(done, true);\n}",
        r"^(ProjectFiles|FailingDisk|TwoInstances)\.",
    ),
    Break(
        "recent-files-forget-a-save",
        "a saved project does not join Open Recent",
        "project_file_actions.cpp",
        "    Settings::addRecentFile(path);\n    rebuildRecentMenu();\n    Q_EMIT message(",
        "    rebuildRecentMenu();\n    Q_EMIT message(",
        r"^(ProjectFiles|Settings)\.",
    ),
    Break(
        "no-unsaved-mark-in-the-title",
        "the window's title is never told about unsaved changes",
        "main_window.cpp",
        "        setWindowModified(m_fileActions->isModified());\n    });\n"
        "    connect(m_fileActions, &ProjectFileActions::modifiedChanged, this, &QWidget::setWindowModified);\n",
        "    });\n",
        r"^(ProjectFiles|MainWindow|FailingDisk|TwoInstances|NewProject|Appearance)\.",
    ),
    Break(
        "about-shows-qt-as-the-apps-version",
        "Help → About gives the Qt version as the app's",
        "about_dialog.cpp",
        'AboutDialog::tr("Roofline Studio %1").arg(QString::fromUtf8(kVersion))',
        'AboutDialog::tr("Roofline Studio %1").arg(QString::fromUtf8(qVersion()))',
        r"^Help\.",
    ),
    Break(
        "a-step-keeps-a-stale-problem-note",
        "a slider step that leaves an op with no place on a chip keeps the chart's old note",
        "roofline_chart.cpp",
        "        if (m_scene.chips[c].problems.size() != problems[c])\n            return false;",
        "        if (m_scene.chips[c].problems.size() != problems[c])\n            break;",
        r"^(SequenceSliders|RooflineChart|LiveUpdates)\.",
    ),
    Break(
        "slide-draws-the-minor-grid",
        "the slide theme's charts draw the minor grid",
        "chart_grid.cpp",
        "setSubGridVisible(setup.log && theme.subGridVisible)",
        "setSubGridVisible(setup.log)",
        r"^(ExportLayout|ChartTheme|Export)\.",
    ),
    Break(
        "slide-labels-the-b-slider",
        "the slide theme's batch-size chart labels the B slider",
        "batch_size_chart.cpp",
        "    if (!theme().sliderMarkers)\n        return;\n",
        "",
        r"^(ExportLayout|ChartTheme|BatchSizeChart)\.",
    ),
    Break(
        "transparent-export-is-filled",
        "a transparent export keeps the theme's page and plot backgrounds",
        "chart_exporter.cpp",
        "    if (request.transparent)\n        theme.makeTransparent();\n",
        "",
        r"^(Export|ExportCli)\.",
    ),
    Break(
        "legend-click-hides-nothing",
        "clicking a legend entry leaves its series shown",
        "chart_frame.cpp",
        "m_document.setSeriesHidden(series, !isSeriesHidden(hidden(), series));",
        "Q_UNUSED(series);",
        r"^(RooflineChart|BatchSizeChart|ChartFrame|LegendPlacement|ModelsOnTheRoofline)\.",
    ),
    Break(
        "critical-b-past-the-range-names-the-range-end",
        "a critical B past the swept range is labelled with where the label sits (B = 511 →), not the critical B",
        "batch_size_chart.cpp",
        'beyond ? tr("B = %1 →").arg(formatCompactText(b))',
        'beyond ? tr("B = %1 →").arg(formatCompactText(label.x))',
        r"^(ExportLayout|BatchSizeChart)\.",
    ),
    # the chapter's figure as a slide
    Break(
        "exported-light-and-dark-text-at-screen-size",
        "a light or dark export keeps the screen's type instead of a slide's, scaled with the page",
        "chart_theme.cpp",
        '    if (theme.name == QLatin1String("light") || theme.name == QLatin1String("dark"))\n'
        "        setSlideSizes(theme);\n",
        "",
        r"^Slides/Q3SlideMatrix\.",
    ),
    Break(
        "slide-title-names-the-compute-precision-only",
        "a slide of int8-weight sweeps titled \"bf16 matmul\", an op it does not draw",
        "slide_heading.cpp",
        "heading.operands = operandsOf(first);",
        "",
        r"^Slides/Q3SlideMatrix\.",
    ),
    Break(
        "svg-font-family-without-css-generic",
        "an SVG export's font-family lists no CSS generic family",
        "svg_fonts.cpp",
        'css.append(QStringLiteral("sans-serif"));',
        "",
        r"^SvgFonts\.",
    ),
    Break(
        "critical-b-label-nearest-by-its-centre",
        "a critical B label counts as its own knee's when its centre is nearest, though its edge is nearer another",
        "label_layout.cpp",
        "        const double own = distanceToBox(request.anchor, rect);\n"
        "        return std::none_of(rivals.begin(), rivals.end(),\n"
        "            [&](const QPointF& other) { return other != request.anchor && distanceToBox(other, rect) <= own; });\n",
        "        const double own = QLineF(rect.center(), request.anchor).length();\n"
        "        return std::none_of(rivals.begin(), rivals.end(), [&](const QPointF& other) {\n"
        "            return other != request.anchor && QLineF(rect.center(), other).length() <= own;\n"
        "        });\n",
        r"^(LabelLayout|Q3Slide|SixChipSlides/Q3SlideMatrix)\.",
    ),
    Break(
        "six-chip-slide-tries-only-the-likeliest-groupings",
        "a slide of many chips tries only the four likeliest ways to deal them out to its plots",
        "page_charts.cpp",
        "constexpr int kGroupingsTried = 16;",
        "constexpr int kGroupingsTried = 4;",
        r"^Q3Slide\.",
    ),
    # ---- the chart registry: every chart the exporter knows, by the names files and scripts use ----
    Break(
        "registry-renames-sweep",
        "the batch-size chart registered as \"batch-size\": `export --chart sweep` and saved projects no longer find it",
        "batch_size_export.cpp",
        '        .name = "sweep",',
        '        .name = "batch-size",',
        r"^(ExportChartRegistry|ExportCli)\.",
    ),
    Break(
        "registry-forgets-a-chart",
        "the registry's line of the Model panel's chart dropped: it is neither drawn nor listed",
        "chart_registry.cpp",
        "        &modelParetoExport(),\n",
        "",
        r"^ExportChartRegistry\.",
    ),
    # ---- promises core keeps for the app ----
    Break(
        "measured-csv-bytes-are-flops",
        "the CSV export writes a measured group's FLOPs in its bytes column",
        "scene_csv.cpp",
        "r[ColBytes] = number(point.bytes);",
        "r[ColBytes] = number(point.flops);",
        r"^(MeasuredGroups|SceneCsv|ExportCli)\.",
    ),
    Break(
        "project-file-accepts-t-above-s",
        "a project file whose attention op follows sliders set to T > S is read",
        "project_json.cpp",
        "    validateOpShape(op, dims, cursor.describe());\n",
        "",
        r"^(FuzzRegressions|HostileChapterInputs|ProjectFileTest|ProjectFiles)\.",
    ),
    # ---- the app's own promises: app/ ----
    Break(
        "bad-input-exits-1",
        "a command refusing bad input exits with 1 instead of 2",
        "subcommands.cpp",
        "return error.kind() == ErrorKind::Io ? kExitFailure : kExitBadInput;",
        "return kExitFailure;",
        r"^(CalcCli|ExportCli|ModelCli|Subcommands|CalcEdgeCases)\.",
    ),
    Break(
        "export-ignores-the-theme-flag",
        "export draws the project's theme whatever --theme says",
        "export_command.cpp",
        "        request.theme = QString::fromStdString(toLower(*theme));\n",
        "",
        r"^(ExportCli|ExportLayoutCli)\.",
    ),
    Break(
        "export-skips-t-at-most-s",
        "export draws an attention op that follows --T 8192 --S 1024",
        "export_command.cpp",
        "            validateOpShape(op, project.dims, displayLabel(op, project.dims));",
        "            (void)op;",
        r"^(ExportCli|ExportLayoutCli)\.",
    ),
    Break(
        "model-command-skips-t-at-most-s",
        "the model command takes --T above --S without naming its flags",
        "model_command.cpp",
        "    if (config.t > config.s)",
        "    if (config.t > config.s && false)",
        r"^ModelCli\.",
    ),
    Break(
        "bench-p95-is-the-median",
        "bench reports the median step as its p95",
        "bench_command.cpp",
        "stats.p95 = rank(0.95);",
        "stats.p95 = rank(0.5);",
        r"^BenchCli\.",
    ),
    Break(
        "bench-peak-memory-in-kib",
        "bench reports VmHWM's kB as MiB",
        "bench_timing.cpp",
        "return std::stod(line.substr(6)) / 1024.0; // kB",
        "return std::stod(line.substr(6)); // kB",
        r"^BenchCli\.",
    ),
    # ---- saving what the user makes ----
    Break(
        "save-read-back-check-off",
        "a save writes whatever it was given: the read-back's comparison switched off",
        "project_save.cpp",
        "    if (asInFile(readBack) != asInFile(project))",
        "    if (false)",
        r"^ProjectFileTest\.",
    ),
    Break(
        "save-read-back-compares-origins",
        "the save's read-back compares where chips and models were read from, which no file holds",
        "project_save.cpp",
        "    if (asInFile(readBack) != asInFile(project))",
        "    if (readBack != project)",
        r"^(ProjectFileTest|ProjectFiles)\.",
    ),
    Break(
        "autosave-failure-silent",
        "a failed autosave leaves no mark in the status bar",
        "project_file_actions.cpp",
        "                    Q_EMIT autosaveProblemChanged(cause);\n",
        "",
        r"^ProjectFiles\.",
    ),
    # ---- inputs and outputs: one rule for the files every command reads and writes ----
    Break(
        "outputs-unchecked-while-parsing",
        "the command line is parsed without checking its outputs against its inputs and their kinds",
        "command_line.cpp",
        "    checkFlagPaths(parsed, specs, positionalName);\n",
        "",
        r"^(CommandLinePaths|ExportCli|BenchCli)\.|^hostile\.corpus$",
    ),
    Break(
        "model-file-is-no-input",
        "export's --model names no file to the output check: --out may replace the model file",
        "export_command.cpp",
        '{"--model", true, false, FlagRole::InputOrId}',
        '{"--model", true, false}',
        r"^ExportCli\.|^hostile\.corpus$",
    ),
    Break(
        "stdout-failure-unsaid",
        "output that could not be written to stdout is not said: the exit status is all there is",
        "subcommands.cpp",
        "    if (out.error() == 0)\n        return status;\n",
        "    return status;\n",
        r"^Subcommands\.|^hostile\.corpus$",
    ),
    Break(
        "pareto-merges-one-chip-given-twice",
        "model --pareto resolves each --chip alone: one chip given twice lists its points twice under one id",
        "model_command.cpp",
        "    const std::vector<Chip> chips = chipsFromFlags(flags, chipLibrary());",
        "    std::vector<Chip> chips;\n    for (const std::string& argument : flags.all(\"--chip\"))\n"
        "        chips.push_back(resolveChipArgument(argument, chipLibrary()));",
        r"^ModelCli\.",
    ),
    Break(
        "gzip-holds-the-whole-output",
        "gunzip keeps all it inflates up to the limit: a bomb costs the limit's memory before it is refused",
        "gzip.cpp",
        "constexpr std::size_t kOnePass = std::size_t {32} << 20;",
        "constexpr std::size_t kOnePass = std::size_t {1} << 40;",
        r"^(Gzip|KinetoTrace)\.",
    ),
    Break(
        "trace-sizes-cut-to-whole-numbers",
        "a trace's sizes are quoted cut to whole numbers: 512.5 is said as 512",
        "aten_ops.cpp",
        'text += (i == 0 ? "" : ",") + formatExact(dims[i]);',
        'text += (i == 0 ? "" : ",") + formatExact(std::trunc(dims[i]));',
        r"^(AtenOps|KinetoTrace)\.",
    ),
    Break(
        "config-errors-name-the-apps-keys",
        "the rules of every model are checked on a config.json without its key names: errors say experts_per_token",
        "hf_config.cpp",
        "    validateModel(model, root.source(), {}, names);",
        "    validateModel(model, root.source());",
        r"^(HfConfig|HfConfigErrors|ModelCli)\.",
    ),
    Break(
        "is-causal-true-read-as-not-recorded",
        "a JSON boolean among a trace's concrete inputs is taken for an input not recorded: true is not causal",
        "kineto_trace.cpp",
        "    if (value.is_boolean())\n        return value.get<bool>() ? \"True\" : \"False\";\n",
        "",
        r"^(KinetoTrace|AtenOps)\.",
    ),
    Break(
        "export-dialog-writes-over-the-project",
        "File → Export Chart… checks its path against no input: an export may replace the project file",
        "export_actions.cpp",
        "checkOutputPaths(output, inputFiles());",
        "checkOutputPaths(output, {});",
        r"^Export\.",
    ),
    # ---- profiler readers ----
    Break(
        "rocprof-appended-runs-summed",
        "a rocprofv3 table that collects the same counters again joins the run before it, as a pass would",
        "rocprof_csv.cpp",
        "if (!runs.back().counters.empty() && !collectsNew)",
        "if (false)",
        r"^(RocprofCounters|MeasuredImport)\.",
    ),
    Break(
        "rocprof-timestamps-through-doubles",
        "Start_Timestamp read through a double (256 ns steps at 1.7e18 ns)",
        "rocprof_csv.cpp",
        "dispatch.start = table.wholeNumber(record, startColumn);",
        "dispatch.start = static_cast<std::uint64_t>(table.number(record, startColumn));",
        r"^(RocprofCounters|MeasuredImport)\.",
    ),
    Break(
        "xprof-program-row-by-category-only",
        "XProf's Program row told only by its Category column",
        "xprof_csv.cpp",
        'return trim(table.text(record, operationColumn)) == "Program"\n        ||',
        "return",
        r"^(XprofRoofline|MeasuredImport)\.",
    ),
    Break(
        "xprof-appended-runs-one-run",
        "an XProf row met again stays in the run it is in",
        "xprof_csv.cpp",
        "if (seen.insert(keyOf(record)).second)",
        "if (seen.insert(keyOf(record)).second || true)",
        r"^(XprofRoofline|MeasuredImport)\.",
    ),
    Break(
        "simple-csv-header-again-is-a-row",
        "a simple CSV's header again is read as a row of numbers",
        "measured_csv.cpp",
        "if (isSimpleHeader(record)) { // another file's table, appended: read by its own columns",
        "if (false) {",
        r"^(MeasuredCsv|MeasuredImport)\.",
    ),
    Break(
        "simple-csv-total-row-is-a-kernel",
        "a simple CSV's Total row read as a kernel",
        "measured_csv.cpp",
        'if (equalsIgnoreCase(trim(name.text), "total")) {',
        "if (false) {",
        r"^(MeasuredCsv|MeasuredImport)\.",
    ),
    Break(
        "nsight-header-by-its-first-field",
        'any line starting "ID", is taken for an Nsight Compute header',
        "measured_csv.cpp",
        "return kernelName && !isSimpleHeader(header);",
        "return true;",
        r"^(MeasuredCsv|MeasuredImport)\.",
    ),
    Break(
        "trace-ids-not-by-process",
        "a kernel several processes could have launched goes to the first of them",
        "trace_join.cpp",
        "    Found ambiguous;\n    for (const Launch& launch : launches)\n        ambiguous.sharing.push_back(launch.process);\n    return ambiguous;",
        "    return {launches.front().site, {}};",
        r"^(KinetoTrace|MeasuredImport)\.",
    ),
    Break(
        "format-told-from-the-first-mib",
        "a file's format told from its first MiB only",
        "measured_import.cpp",
        "if (!reader.recognises(text))",
        "if (!reader.recognises(text.substr(0, std::size_t {1} << 20)))",
        r"^(MeasuredImport|KinetoTrace)\.",
    ),
    Break(
        "kernel-name-unbounded",
        "a kernel name of any length is taken",
        "measured.cpp",
        "if (kernel.name.size() > kMaxKernelNameBytes) {",
        "if (false) {",
        r"^(MeasuredCsv|MeasuredImport)\.",
    ),
    Break(
        "ert-every-level-drawn",
        "every level of an ERT file goes on the chart",
        "empirical_roofline.cpp",
        "if (rates.size() <= kMaxDrawnErtLevels) {",
        "if (true) {",
        r"^(EmpiricalLevels|ErtLevels|MeasuredChart|BenchCli)\.",
    ),
    # ---- PyTorch traces: how GPU time finds the op that launched it, a trace read whole ----
    Break(
        "trace-join-by-external-id-only",
        "a kernel joins the op its External id names instead of the innermost op around its launch",
        "kineto_trace.cpp",
        "    const std::int32_t op = m_nesting->innermostAt(found.site->thread, found.site->time);",
        "    std::int32_t op = -1;\n"
        "    for (std::size_t i = 0; i < m_ops.size(); ++i)\n"
        "        if (m_ops[i].externalId && m_ops[i].externalId == kernel.ids.externalId"
        " && m_ops[i].process == found.site->process)\n"
        "            op = static_cast<std::int32_t>(i);",
        r"^(KinetoRealTraces|TraceJoin|KinetoTrace)\.|^hostile\.corpus$",
    ),
    Break(
        "trace-refuses-ops-without-shapes",
        "a trace with an op recorded without shapes is refused",
        "kineto_trace.cpp",
        "        if (!dims) {\n            op.reason = reasonIndex(std::string(kNoShapes));",
        "        if (!dims) {\n            throw Error(ErrorKind::MissingKey, m_source + \": \" + name"
        " + \" was recorded without its input shapes\");",
        r"^(KinetoRealTraces|TraceJoin)\.|^hostile\.corpus$",
    ),
    Break(
        "trace-flows-not-followed",
        "a kernel without a correlation never follows its ac2g flow to its launch",
        "trace_join.cpp",
        "    if (found == m_launches.end())\n        return fromFlow(activity);",
        "    if (found == m_launches.end())\n        return {};",
        r"^(KinetoRealTraces|TraceJoin)\.",
    ),
    Break(
        "trace-innermost-op-is-the-outermost",
        "the op around a launch is the outermost one of its thread, not the innermost",
        "trace_join.cpp",
        "    while (op >= 0 && m_spans[static_cast<std::size_t>(op)].end < time)\n        op = m_parents[static_cast<std::size_t>(op)];",
        "    while (op >= 0 && m_parents[static_cast<std::size_t>(op)] >= 0)\n        op = m_parents[static_cast<std::size_t>(op)];",
        r"^(KinetoRealTraces|TraceJoin|KinetoTrace)\.",
    ),
    Break(
        "trace-unjoined-reasons-swapped",
        "a kernel launched outside every op is counted as one without a launch",
        "kineto_trace.cpp",
        "    why = op < 0 ? Unjoined::OutsideOps : Unjoined::No;",
        "    why = op < 0 ? Unjoined::NoLaunch : Unjoined::No;",
        r"^(KinetoRealTraces|TraceJoin|MeasuredCli)\.",
    ),
    Break(
        "trace-copies-counted-as-kernels",
        "memory copies and sets are counted as kernel time",
        "kineto_trace.cpp",
        "        if (kernel.copy) {\n            m_copySeconds += kernel.seconds;\n            continue;\n        }\n",
        "",
        r"^(KinetoRealTraces|TraceJoin|KinetoTrace)\.",
    ),
    Break(
        "trace-every-gpu-read-at-once",
        "the kernels of every GPU of a trace are read together",
        "kineto_trace.cpp",
        "        if (kernel.device != device)\n            continue;\n",
        "",
        r"^(TraceJoin|MeasuredCli)\.",
    ),
    Break(
        "measured-json-outside-ops-is-zero",
        "measured --json says no kernel time was launched outside every op",
        "measured_report.cpp",
        '{"outside_ops", time.outsideOpsSeconds}',
        '{"outside_ops", 0.0}',
        r"^(MeasuredCli)\.",
    ),
    # ---- windows that fit ----
    Break(
        "first-window-as-large-as-it-likes",
        "the window's frame is not bounded by the screen's available area: 1600×1000 on a 1280×720 screen",
        "window_fit.cpp",
        "const QSize size = frame.size().boundedTo(available.size()).expandedTo(minimum);",
        "const QSize size = frame.size().expandedTo(minimum);",
        r"^WindowFit\.",
    ),
    Break(
        "first-window-not-placed",
        "the app never fits its first window to the screen (the constructor's 1600×1000 stays)",
        "main_window.cpp",
        "    m_fit->place(!restored);\n",
        "",
        r"^WindowFit\.",
    ),
    Break(
        "drawn-when-seen-repaints-in-its-paint",
        "a chart drawn when seen replots with an immediate repaint inside its own paint: \"Recursive repaint detected\"",
        "chart_base.cpp",
        "        m_plot->setPlottingHint(QCP::phImmediateRefresh, false);\n",
        "",
        r"^QuietSession\.",
    ),
    Break(
        "empty-model-panel-restored",
        "a Model panel left floating comes back on a project without a model",
        "main_window.cpp",
        "    if (m_document->models().empty()) {\n        for (QDockWidget* dock : m_docks) {",
        "    if (false) {\n        for (QDockWidget* dock : m_docks) {",
        r"^DockLayout\.",
    ),
    Break(
        "model-step-bars-in-any-room",
        "a step's bar chart asks for no more room than a bare chart: 5-px bars, its time unit cut",
        "model_breakdown_chart.cpp",
        "    return {widest + bars, rows * kRowPixels + 7 * metrics.height()};",
        "    return {bars, 7 * metrics.height()};",
        r"^ModelPanelFit\.",
    ),
    Break(
        "model-phases-always-side-by-side",
        "a chip's phases stand side by side however narrow the Model panel",
        "model_panel.cpp",
        "    const bool beside = m_scroll->viewport()->width() >= needed;",
        "    const bool beside = true;",
        r"^ModelPanelFit\.",
    ),
    Break(
        "model-buttons-not-in-the-panel",
        "the Model panel's tool bar of buttons is never put in its top row: Add…, Remove, CSV… and Chart… are gone",
        "model_panel.cpp",
        "    top->addWidget(buttons);\n",
        "",
        r"^ModelPanelFit\.",
    ),
    Break(
        "model-dock-widened-against-its-neighbour-only",
        "the Model dock takes its 40 % of the width from its neighbour alone (Sweeps, at its smallest)",
        "main_window.cpp",
        "                widenInRow(dock, width() * 40 / 100);",
        "                resizeDocks({dock}, {width() * 40 / 100}, Qt::Horizontal);",
        r"^ModelPanelFit\.",
    ),
    Break(
        "left-column-keeps-the-model-panel-short",
        "Chips and Parameters stay one above the other however short the window: the Model panel's charts are strips",
        "main_window.cpp",
        "    tabifyDockWidget(chips, parameters);\n",
        "",
        r"^ModelPanelFit\.",
    ),
    # ---- keys, menus, words, the chip editor and the chips command ----
    Break(
        "undo-keys-from-the-platform",
        "Undo takes the platform's keys (F14 under X11) instead of Ctrl+Z alone",
        "main_window_menus.cpp",
        "    undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));",
        "    undoAction->setShortcuts(QKeySequence::Undo);",
        r"^ShortcutTable\.",
    ),
    Break(
        "save-as-without-its-key",
        "Save As keeps the platform's key: none outside GNOME and macOS",
        "main_window_menus.cpp",
        "    m_fileActions->saveAsAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));\n",
        "",
        r"^ShortcutTable\.",
    ),
    Break(
        "one-tokens",
        "the experts' sentence picks its plural form from a fixed count: \"its 1 tokens touch\"",
        "evaluation_text.cpp",
        "    const int count = tokens == std::floor(tokens) && tokens < 2e9 ? static_cast<int>(tokens) : 2'000'000'000;",
        "    const int count = 2;",
        r"^BoundWords\.",
    ),
    Break(
        "mixtral-is-dense",
        "Add Model… calls every model of its list dense",
        "add_model_dialog.cpp",
        "        text += model.nExperts > 0.0\n",
        "        text += false\n",
        r"^AddModelDialog\.",
    ),
    Break(
        "ert-import-in-no-menu",
        "Import Empirical Roofline… is only on the Measurements panel's tool bar",
        "main_window_menus.cpp",
        "    file->addAction(m_measurements->importErtAction());\n",
        "",
        r"^MainWindow\.",
    ),
    Break(
        "chip-editor-drops-the-link-count",
        "the chip editor reads no link count: every link saved as one",
        "chip_editor_dialog.cpp",
        "            level.count = links.value_or(1.0);",
        "            (void)links;",
        r"^(ChipEditorDialog|ChipsPanel)\.",
    ),
    Break(
        "chips-command-hides-the-link-count",
        "chips prints NVLink as 25 GB/s without ×18",
        "chips_command.cpp",
        "    if (link.count != 1.0)",
        "    if (false)",
        r"^Subcommands\.",
    ),
    Break(
        "prefill-compute-bound-above-a-fraction-of-a-sequence",
        "a step compute-bound before its first sequence is said to be compute-bound above B = 0.2353",
        "model_batch.cpp",
        "    if (crossover.kind != Crossover::Kind::At || crossover.value >= 1.0)",
        "    if (crossover.kind != Crossover::Kind::At || crossover.value >= 0.0)",
        r"^(ModelBatchCurve|ModelReport|BoundWords)\.",
    ),
    # measurements say what they are: "of roof" of the kernel's own precision, comparisons that say what they
    # compare, the table's fetches
    Break(
        "measured-roof-of-the-highest-peak",
        "a measured kernel's roof is the chip's highest peak even when its precision is known (a bf16 mm at "
        "43 % of the fp8 peak instead of 87 % of bf16's)",
        "measured_points.cpp",
        "    if (dtype.dtype) {\n        if (const std::optional<double> peak",
        "    if (false && dtype.dtype) {\n        if (const std::optional<double> peak",
        r"^(MeasuredRoofs|MeasuredReport|MeasuredGroups|MeasuredPoints|MeasuredCli|TraceImport|CompareChart)\.",
    ),
    Break(
        "linked-op-gives-no-precision",
        "a group whose kernels do not say their precision ignores the op it is linked to",
        "measured_links.cpp",
        "    return {computeDtype(ops[static_cast<std::size_t>(link->op)]), DtypeFrom::LinkedOp};",
        "    return group.dtype;",
        r"^(MeasuredRoofs|TraceImport)\.",
    ),
    Break(
        "trace-drops-its-dtype",
        "a PyTorch trace's runs lose the precision their tensor types record",
        "kineto_trace.cpp",
        "op.seconds, {}, {}, group.cost.dtype};",
        "op.seconds, {}, {}};",
        r"^(KinetoTrace|MeasuredRoofs|MeasuredReport|MeasuredCli|TraceImport)\.",
    ),
    Break(
        "compare-after-side-not-flagged",
        "the after end of a compared group is never flagged above its roof",
        "measured_points.cpp",
        "            flag(point.after, change.after);\n",
        "",
        r"^(MeasuredPoints|CompareChart)\.",
    ),
    Break(
        "compare-trace-groups-cut-at-their-op",
        "a trace's group on the chart is its op alone (\"aten::mm…\"), whatever its shape",
        "compared_points.cpp",
        "    if (std::optional<std::string> shape = atenShapeName(name))\n        return *shape;\n",
        "",
        r"^(ComparedPoints|CompareChart)\.",
    ),
    Break(
        "compare-labels-alike",
        "two named groups whose short names meet keep them: two labels read the same",
        "compared_points.cpp",
        "            point.shortName = point.name;",
        "            point.shortName = point.shortName;",
        r"^(ComparedPoints|CompareChart)\.",
    ),
    Break(
        "compare-no-shared-group-unsaid",
        "two runs that share no group are compared without a word",
        "measured_compare.h",
        "bool sharesNoGroup() const { return inBoth == 0 && (onlyBefore > 0 || onlyAfter > 0); }",
        "bool sharesNoGroup() const { return false; }",
        r"^(MeasuredCompare|CompareReport|MeasuredCli|TraceImport)\.",
    ),
    Break(
        "compare-formats-unsaid",
        "an Nsight Compute export compared with a PyTorch trace is not said to be of another format",
        "measured_compare.cpp",
        "    return !before.formats.empty() && !after.formats.empty() && before.formats != after.formats;",
        "    return false;",
        r"^(MeasuredCompare|CompareReport|MeasuredCli|TraceImport)\.",
    ),
    Break(
        "compare-total-leaves-out-unmodelled",
        "a comparison's total of kernel time leaves out the time of ops the app cannot model",
        "measured_compare.h",
        "double beforeTotalSeconds() const { return beforeSeconds + before.unmodelledSeconds; }",
        "double beforeTotalSeconds() const { return beforeSeconds; }",
        r"^(MeasuredCompare|CompareReport|MeasuredCli)\.",
    ),
    Break(
        "compare-empty-run-compared",
        "measured A --compare B compares an A with no kernels (\"0 in both\") instead of saying so",
        "measured_command.cpp",
        '        requireKernels(file, path, "before");\n',
        "",
        r"^MeasuredCli\.",
    ),
    Break(
        "compare-means-unlabelled",
        "the comparison table's times are headed \"before\" and \"after\", not said to be means",
        "compare_report.cpp",
        '{"name", "chip", "kernels", "mean before", "mean after", "speed-up"}',
        '{"name", "chip", "kernels", "before", "after", "speed-up"}',
        r"^(CompareReport|MeasuredCli)\.",
    ),
    Break(
        "panel-comparison-warnings-unsaid",
        "the Measurements panel's summary leaves out what the comparison must say",
        "measurements_compare.cpp",
        "    for (const QString& warning : comparisonWarnings(*comparison, name))\n        text += ",
        "    for (const QString& warning : QStringList())\n        text += ",
        r"^TraceImport\.",
    ),
    Break(
        "table-fetches-every-remaining-row",
        "the Measurements table hands its view every remaining row at its first fetch, not 10,000 at a time",
        "measured_table_model.cpp",
        "    const int more = std::min(m_groups - m_rows, kRowsPerFetch);",
        "    const int more = m_groups - m_rows;",
        r"^(MeasuredGroupsPanel|MeasuredTableModel|Measurements)\.",
    ),
]


def root_of_checkout():
    try:
        out = subprocess.run(
            ["git", "rev-parse", "--show-toplevel"],
            cwd=pathlib.Path(__file__).resolve().parent,
            check=True,
            capture_output=True,
            text=True,
        )
    except subprocess.CalledProcessError:
        sys.exit("run it inside the project's checkout")
    return pathlib.Path(out.stdout.strip())


def sync_copy(root, src):
    """Makes src a copy of the checkout's files (tracked and new, not ignored). Files whose bytes are
    unchanged keep their times, so the build after a second run rebuilds only what changed."""
    listed = subprocess.run(
        ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        cwd=root,
        check=True,
        capture_output=True,
    ).stdout.split(b"\0")
    wanted = set()
    for entry in listed:
        if not entry:
            continue
        relative = pathlib.Path(os.fsdecode(entry))
        source = root / relative
        if not source.is_file():
            continue  # deleted in the work tree but still in the index
        wanted.add(relative)
        target = src / relative
        if target.is_file() and target.read_bytes() == source.read_bytes():
            continue
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)
        os.utime(target)  # newer than anything built from the old text
    for path in sorted(src.rglob("*"), reverse=True):
        relative = path.relative_to(src)
        if path.is_file() and relative not in wanted:
            path.unlink()
        elif path.is_dir() and not any(path.iterdir()):
            path.rmdir()


def find_file(src, name):
    found = [
        p for folder in ("core", "ui", "app") for p in (src / folder).rglob(name) if p.is_file() and p.name == name
    ]
    if len(found) != 1:
        return None, f"{len(found)} files named {name} under core/, ui/ and app/"
    return found[0], None


def run(command, log, cwd=None, env=None, timeout=None):
    with open(log, "w", encoding="utf-8") as out:
        try:
            return subprocess.run(
                command, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, timeout=timeout
            ).returncode
        except subprocess.TimeoutExpired:
            out.write(f"\ntimed out after {timeout} s\n")
            return 124


def configure(src, build, preset, log):
    flags = ["-G", "Ninja", "-DROOFLINE_BUILD_FUZZERS=OFF"]
    if preset == "dev":
        flags += ["-DCMAKE_BUILD_TYPE=Debug", "-DROOFLINE_WARNINGS_AS_ERRORS=ON", "-DROOFLINE_PRECOMPILED_HEADERS=OFF"]
    else:
        flags += ["-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG"]
    return run(["cmake", "-S", str(src), "-B", str(build)] + flags, log) == 0


def build_all(build, log):
    return run(["cmake", "--build", str(build)], log) == 0


def run_tests(build, regex, jobs, log):
    """Runs the tests ctest knows whose names match the (Python) regular expression; returns (ran, failed
    names). Tests are picked by number (ctest -I): ctest's own regular expressions allow few groups."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    listed = subprocess.run(["ctest", "--test-dir", str(build), "-N"], capture_output=True, text=True, env=env)
    chosen = [number for number, name in re.findall(r"Test\s+#(\d+): (\S+)", listed.stdout) if re.search(regex, name)]
    if not chosen:
        pathlib.Path(log).write_text(f"no test matches {regex}\n", encoding="utf-8")
        return 0, []
    run(
        ["ctest", "--test-dir", str(build), "-I", "0,0,0," + ",".join(chosen), "-j", str(jobs), "--timeout", "900",
         "--output-on-failure"],
        log,
        env=env,
    )
    text = pathlib.Path(log).read_text(encoding="utf-8", errors="replace")
    failed = re.findall(r"^\s*\d+ - (\S+) \((?:Failed|Timeout|SEGFAULT|Subprocess aborted|Exception|Child aborted)",
                        text, re.MULTILINE)
    total = re.search(r"tests passed, \d+ tests? failed out of (\d+)", text)
    ran = int(total.group(1)) if total else 0
    if not failed and "The following tests FAILED" in text:
        failed = ["(unparsed, see the log)"]
    return ran, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("names", nargs="*", help="only these breaks")
    parser.add_argument("--list", action="store_true", help="list the breaks and exit")
    parser.add_argument("--check", action="store_true",
                        help="check, without building, that every break still applies to the checkout and exit")
    args = parser.parse_args()

    breaks = [b for b in BREAKS if not args.names or b.name in args.names]
    unknown = set(args.names) - {b.name for b in BREAKS}
    if unknown:
        sys.exit("no such break: " + ", ".join(sorted(unknown)))
    if args.check:
        root = root_of_checkout()
        stale = []
        for b in breaks:
            path, problem = find_file(root, b.file)
            if path and path.read_text(encoding="utf-8").count(b.search) != b.count:
                problem = f"{path.relative_to(root)} has its text {path.read_text(encoding='utf-8').count(b.search)} times, not {b.count}"
            if problem:
                stale.append(f"{b.name}: {problem}")
        for line in stale:
            print(line)
        print(f"{len(breaks) - len(stale)} of {len(breaks)} breaks apply")
        return 1 if stale else 0
    if args.list:
        for b in breaks:
            print(f"{b.name}\n    {b.what}\n    in {b.file}; tests: {b.tests}")
        return 0

    root = root_of_checkout()
    work = pathlib.Path(os.environ.get("RS_BREAKS_DIR", "/tmp/rs-breaks"))
    preset = os.environ.get("RS_BREAKS_PRESET", "release")
    jobs = int(os.environ.get("RS_BREAKS_JOBS", "2"))
    src, build, logs = work / "src", work / f"build-{preset}", work / "logs"
    for folder in (src, build, logs):
        folder.mkdir(parents=True, exist_ok=True)
    commit = subprocess.run(
        ["git", "describe", "--always", "--dirty"], cwd=root, capture_output=True, text=True
    ).stdout.strip()
    print(f"break experiments on {commit} ({preset} build in {build})", flush=True)

    started = time.monotonic()
    sync_copy(root, src)
    if not configure(src, build, preset, logs / "configure.log"):
        sys.exit(f"configure failed: {logs / 'configure.log'}")
    if not build_all(build, logs / "build.log"):
        sys.exit(f"the unbroken copy does not build: {logs / 'build.log'}")

    # Every break's tests on the unbroken copy first: a test that fails already proves nothing.
    union = "|".join(f"(?:{b.tests})" for b in breaks)
    ran, failed = run_tests(build, union, jobs, logs / "baseline.log")
    if ran == 0 or failed:
        sys.exit(f"before any break, {len(failed)} of {ran} tests fail: {', '.join(failed)} ({logs / 'baseline.log'})")
    print(f"unbroken: the {ran} tests the breaks run pass", flush=True)

    results = []
    width = max(len(b.name) for b in breaks)
    for b in breaks:
        path, problem = find_file(src, b.file)
        original = path.read_text(encoding="utf-8") if path else ""
        if path and original.count(b.search) != b.count:
            problem = f"{path.relative_to(src)} has the text {original.count(b.search)} times, not {b.count}"
        if problem:
            results.append((b, "did not apply", [problem]))
            print(f"{b.name:<{width}}  DID NOT APPLY  {problem}", flush=True)
            continue
        log = logs / f"{b.name}.log"
        try:
            path.write_text(original.replace(b.search, b.replace), encoding="utf-8")
            if not build_all(build, logs / f"{b.name}.build.log"):
                outcome, detail = "did not build", [str(logs / f"{b.name}.build.log")]
            else:
                ran, failed = run_tests(build, b.tests, jobs, log)
                if ran == 0:
                    outcome, detail = "ran no test", [b.tests]
                elif failed:
                    outcome, detail = "caught", failed
                else:
                    outcome, detail = "SURVIVED", [f"{ran} tests passed"]
        finally:
            path.write_text(original, encoding="utf-8")
        results.append((b, outcome, detail))
        shown = ", ".join(detail[:6]) + (f" and {len(detail) - 6} more" if len(detail) > 6 else "")
        print(f"{b.name:<{width}}  {outcome:<8}  {path.relative_to(src)}: {shown}", flush=True)

    caught = sum(1 for _, outcome, _ in results if outcome == "caught")
    survived = sum(1 for _, outcome, _ in results if outcome == "SURVIVED")
    other = len(results) - caught - survived
    minutes = (time.monotonic() - started) / 60
    print(
        f"breaks: {len(results)} made, {caught} caught, {survived} survived, {other} did not apply or build "
        f"({minutes:.0f} min)"
    )
    return 0 if caught == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
