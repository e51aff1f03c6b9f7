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
        "label.color = look.textColor(color);",
        "label.color = color;",
        r"^(LabelContrast|ChipLooks|ExportLayoutCli)\.",
        count=2,
    ),
    Break(
        "autosave-timer-disconnected",
        "the autosave timer's timeout connected to nothing: nothing is ever autosaved by itself",
        "project_file_actions.cpp",
        "    connect(m_autosaveTimer, &QTimer::timeout, this, &ProjectFileActions::autosave);\n",
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
        "measured_csv.cpp",
        '{"K", 1e3}, {"k", 1e3}',
        '{"K", 1024.0}, {"k", 1024.0}',
        r"^(MeasuredCsv|Measurements|HostileInputs|FuzzRegressions)\.",
    ),
    Break(
        "attention-bound-to-sliders-skips-t-at-most-s",
        "an attention op whose T or S follows a slider is exempted from T <= S",
        "op.cpp",
        "    if (t > s) {",
        '    if (t > s && !op.bindings.contains("T") && !op.bindings.contains("S")) {',
        r"^(ChapterAttention|HostileChapterInputs|FuzzRegressions|SequenceSliders|CalcCli|CalcEdgeCases|"
        r"ProjectFileTest)\.",
    ),
    # ---- the app's own promises: ui/ ----
    Break(
        "critical-b-label-raw-colour",
        "the batch-size chart's critical-B labels drawn in the raw chip colour instead of its text shade",
        "batch_sweep_chart.cpp",
        "label.color = look.textColor(pen.color());",
        "label.color = pen.color();",
        r"^(LabelContrast|ExportLayoutCli|BatchSweepChart|ChipLooks)\.",
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
        "    return saveFile(path);\n}",
        "    return !path.isEmpty();\n}",
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
        "batch_sweep_chart.cpp",
        "    if (!theme().sliderMarkers)\n        return;\n",
        "",
        r"^(ExportLayout|ChartTheme|BatchSweepChart)\.",
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
        r"^(RooflineChart|BatchSweepChart|ChartFrame|LegendPlacement|ModelsOnTheRoofline)\.",
    ),
    Break(
        "critical-b-past-the-range-names-the-range-end",
        "a critical B past the swept range is labelled with where the label sits (B = 511 →), not the critical B",
        "batch_sweep_chart.cpp",
        'beyond ? tr("B = %1 →").arg(formatCompactText(b))',
        'beyond ? tr("B = %1 →").arg(formatCompactText(label.x))',
        r"^(ExportLayout|BatchSweepChart)\.",
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
        "bench_command.cpp",
        "return std::stod(line.substr(6)) / 1024.0; // kB",
        "return std::stod(line.substr(6)); // kB",
        r"^BenchCli\.",
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
    args = parser.parse_args()

    breaks = [b for b in BREAKS if not args.names or b.name in args.names]
    unknown = set(args.names) - {b.name for b in BREAKS}
    if unknown:
        sys.exit("no such break: " + ", ".join(sorted(unknown)))
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
