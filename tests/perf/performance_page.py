#!/usr/bin/env python3
"""Rebuilds the figures table of docs/performance.md from benchmark JSON.

    python3 tests/perf/performance_page.py RUN.json [RUN.json …]
    python3 tests/perf/performance_page.py --before OLD.json … --after NEW.json …
    … [--title "what the runs are"]

Each file is the output of one of

    roofline-studio bench --json                      the heavy scene
    roofline-studio bench --measured N --json         the heavy scene with N measured kernels
    roofline-studio bench --ert-levels N --json       the heavy scene with an ERT file of N levels
    roofline-studio bench --trace FILE… --json        PyTorch traces read beside gzip -dc and json.load
    tests/perf/compare_matplotlib.py --json           the Q3 export against the chapter's script

(the kind is read from the keys). Several runs of one kind are summarised by their median and
range. With --before and --after the table compares the medians of two sets of runs instead.

The text between <!-- figures:begin --> and <!-- figures:end --> in the page is replaced; nothing
else is touched. --section NAME replaces the text between <!-- NAME:begin --> and <!-- NAME:end -->
instead (the page's "profiles" section holds the runs of large profiles, measured apart; "traces" the
trace runs). A measured or trace run's targets are those bench worked out for it (its "targets" key),
shown in a table of their own with whether each is met. A trace run's table is one per trace; with one
run of bench, a time's range is that of the runs it took. --stdout prints the new text instead of writing it. Standard library only.
"""

import argparse
import json
import os
import re
import statistics
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_PAGE = os.path.join(HERE, "..", "..", "docs", "performance.md")

def markers(section):
    return "<!-- %s:begin -->" % section, "<!-- %s:end -->" % section

# (what, JSON key, unit, target): the rows of each kind, in the order bench prints them. The
# targets are those bench prints beside its figures (app/bench/).
BENCH_ROWS = [
    ("live update (slider to both charts painted), median", "update_ms_median", "ms", "≤ 4 ms"),
    ("live update, p95", "update_ms_p95", "ms", "≤ 8 ms"),
    ("CPU time of the process per update, median", "update_cpu_ms_median", "ms", ""),
    ("same with every panel open, median", "window_update_ms_median", "ms", ""),
    ("of which core (op points + sweep markers), median", "core_update_ms_median", "ms", ""),
    ("1000 slider values in one event-loop turn", "burst_1000_values_ms", "ms", "one frame per chart, latest value"),
    ("heavy scene built and painted", "scene_build_ms", "ms", ""),
    ("Q3 PNG export, whole process", "export_q3_png_ms", "ms", "≤ 0.2 × matplotlib"),
    ("cold start to first frame (median of the runs after the first)", "startup_to_first_frame_ms", "ms", "≤ 500 ms"),
    ("peak memory (VmHWM)", "peak_rss_mib", "MiB", "≤ 150 MiB"),
]
COMPARE_ROWS = [
    ("Q3 PNG export / the chapter's matplotlib script", "q3_ratio", "ratio", "≤ 0.2"),
    ("Q3 PNG export, roofline-studio", "q3_studio_export_ms", "ms", ""),
    ("Q3 PNG, the chapter's matplotlib script", "q3_matplotlib_script_ms", "ms", ""),
    ("one B step in matplotlib, full redraw, median", "heavy_step_matplotlib_full_ms_median", "ms", ""),
    ("one B step in matplotlib, blitting, median", "heavy_step_matplotlib_blit_ms_median", "ms", ""),
    ("speed-up over a full redraw", "speedup_vs_full_redraw", "times", "≥ 10×"),
    ("speed-up over blitting", "speedup_vs_blit", "times", ""),
]
# The targets of a measured run are those bench worked out for it (its "targets" key); they are shown
# in a table of their own (targets_table).
MEASURED_ROWS = [
    ("file size", "file_mib", "MiB", ""),
    ("core: read the file", "core_parse_csv_ms", "ms", ""),
    ("core: group, share, rank", "core_group_ms", "ms", "once per import or setting"),
    ("core: the same with a regex and a min. share", "core_group_and_regex_filter_ms", "ms", ""),
    ("core: the roofline scene", "core_scene_ms", "ms", ""),
    ("import to the first frame that shows them", "import_to_first_frame_ms", "ms", ""),
    ("the same profile cut to 10,000: import to the first frame", "import_10000_to_first_frame_ms", "ms", ""),
    ("import time / the same cut to 10,000", "import_ratio", "times", ""),
    ("longest UI-thread stall while importing", "import_stall_ms", "ms", ""),
    ("autosave", "autosave_ms", "ms", ""),
    ("longest UI-thread stall while autosaving", "autosave_stall_ms", "ms", ""),
    ("save", "save_ms", "ms", ""),
    ("longest UI-thread stall while saving", "save_stall_ms", "ms", ""),
    ("open to the first frame", "open_to_first_frame_ms", "ms", ""),
    ("longest UI-thread stall while opening", "open_stall_ms", "ms", ""),
    ("live update with them shown, median", "update_ms_median", "ms", ""),
    ("live update, p95", "update_ms_p95", "ms", ""),
    ("CPU time of the process per update, median", "update_cpu_ms_median", "ms", ""),
    ("the same steps before the import, median", "without_kernels_update_ms_median", "ms", ""),
    ("same with every panel open, median", "window_update_ms_median", "ms", ""),
    ("peak memory (VmHWM)", "peak_rss_mib", "MiB", ""),
]
ERT_ROWS = [
    ("core: parse the file", "core_parse_ert_ms", "ms", ""),
    ("import to the first frame that shows every level", "import_to_first_frame_ms", "ms", "≤ 1.5 s"),
    ("live update with them shown, median", "update_ms_median", "ms", "≤ 4 ms"),
    ("live update, p95", "update_ms_p95", "ms", "≤ 8 ms"),
    ("CPU time of the process per update, median", "update_cpu_ms_median", "ms", ""),
    ("peak memory (VmHWM)", "peak_rss_mib", "MiB", "≤ 250 MiB"),
]

# A trace run's rows, one table per trace ("BASELINE" is the trace's own: gzip -dc, or cat for plain JSON).
TRACE_ROWS = [
    ("file size", "file_mib", "MiB", ""),
    ("its JSON text", "text_mib", "MiB", ""),
    ("read as the app reads it (loadKinetoTraceFile), median", "read_ms_median", "ms", ""),
    ("BASELINE FILE >/dev/null, median", "baseline_ms_median", "ms", ""),
    ("python3 json.load of the same file, median", "python_ms_median", "ms", ""),
    ("read / BASELINE", "read_to_baseline", "ratio", "≤ 3"),
    ("read / json.load", "read_to_python", "ratio", "≤ 0.1"),
    ("the reader's peak memory (its own VmHWM, a process of its own)", "peak_rss_mib", "MiB",
     "< the text, from 100 MiB of text on"),
    ("measured FILE --json, the whole process", "measured_process_ms", "ms", ""),
    ("python3 json.load's peak memory (its own VmHWM)", "python_peak_rss_mib", "MiB", ""),
]


class Problem(Exception):
    pass


def kind_of(data, path):
    if not isinstance(data, dict):
        raise Problem("%s: expected a JSON object" % path)
    if "q3_ratio" in data:
        return "compare"
    if isinstance(data.get("traces"), list):
        return "traces"
    if "levels" in data and "core_parse_ert_ms" in data:
        return "ert-%d" % data["levels"]
    if "kernels" in data and "import_to_first_frame_ms" in data:
        ncu = "-ncu-names-%d" % data.get("names", 0) if data.get("format") == "nsight-compute" else ""
        return "measured-%d" % data["kernels"] + ncu + ("-ungrouped" if not data.get("grouped", True) else "")
    if "update_ms_median" in data and "scene" in data:
        return "bench-scale-%d" % data.get("scale", 1)
    raise Problem("%s: not the output of bench --json, bench --measured N --json, bench --ert-levels N --json or "
                  "compare_matplotlib.py --json" % path)


def load(paths):
    """The runs of each kind: {kind: [data, …]}, in the order the files were given."""
    runs = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
        except (OSError, ValueError) as error:
            raise Problem("%s: %s" % (path, error))
        runs.setdefault(kind_of(data, path), []).append(data)
    return runs


def values(runs, key):
    out = []
    for data in runs:
        value = data.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            out.append(float(value))
    return out


def fmt(value, unit):
    if value is None:
        return "n/a"
    if unit == "ratio":
        return "%.3f" % value
    if unit == "times":
        return "%.0f×" % value if value >= 10 else "%.1f×" % value
    if unit == "MiB":
        return "%.1f MiB" % value
    if value < 1:
        return "%.3f ms" % value
    if value < 10:
        return "%.2f ms" % value
    if value < 100:
        return "%.1f ms" % value
    return "%.0f ms" % value


def median(xs):
    return statistics.median(xs) if xs else None


def spread(xs, unit):
    if len(xs) < 2:
        return ""
    return "%s – %s" % (fmt(min(xs), unit), fmt(max(xs), unit))


def rows_for(kind):
    if kind == "compare":
        return COMPARE_ROWS
    if kind.startswith("measured"):
        return MEASURED_ROWS
    if kind.startswith("ert"):
        return ERT_ROWS
    return BENCH_ROWS


def command_for(kind, runs):
    if kind == "compare":
        return "/usr/bin/python3 tests/perf/compare_matplotlib.py --json --studio build/release/app/roofline-studio"
    if kind.startswith("measured"):
        kernels = runs[0]["kernels"]
        ungrouped = " --ungrouped" if kind.endswith("ungrouped") else ""
        ncu = " --ncu --names %d" % runs[0]["names"] if runs[0].get("format") == "nsight-compute" else ""
        steps = " --steps %d" % runs[0]["steps"] if runs[0].get("steps", 200) != 200 else ""
        return "build/release/app/roofline-studio bench --measured %d%s%s%s --json" % (kernels, ncu, ungrouped, steps)
    if kind.startswith("ert"):
        return "build/release/app/roofline-studio bench --ert-levels %d --json" % runs[0]["levels"]
    scale = runs[0].get("scale", 1)
    return "build/release/app/roofline-studio bench --json" + ("" if scale == 1 else " --scale %d" % scale)


def kind_order(kind):
    return (0 if kind.startswith("bench") else 1 if kind == "compare" else 2 if kind.startswith("measured") else 3, kind)


def warnings(kind, runs):
    """What a reader must know about the runs: frames that missed their step."""
    notes = []
    missed = sum(int(data.get("missed_frames", 0) or 0) + int(data.get("stale_frames", 0) or 0) for data in runs)
    if missed:
        notes.append("%d frames missed or showed a stale step in these runs." % missed)
    if any(data.get("burst_draws_last_value") is False for data in runs):
        notes.append("A burst of slider values did not end on the last value in some run.")
    return notes


def targets_table(group):
    """The targets bench held the runs to: the median figure of the runs, and whether it is met."""
    targets = group[0].get("targets")
    if not isinstance(targets, list) or not targets:
        return []
    out = ["Targets of this run, as bench prints them:", "", "| target | JSON key | median | limit | met |",
           "|---|---|---:|---|---|"]
    for target in targets:
        figure = median(values(group, target["key"]))
        met = figure is not None and figure <= target["limit"]
        out.append("| %s | `%s` | %s | %s | %s |" % (target["what"], target["key"], fmt(figure, target["unit"]),
                                                    re.sub(r"(\d)x\b", "\\1×", target["target"].replace("<=", "≤")), "met" if met else "**not met**"))
    out.append("")
    return out


def trace_tables(group):
    """One table per trace of bench --trace runs: each figure's median over the runs given, and its range (with
    one run of bench, the range of the times it took)."""
    paths = []
    for data in group:
        for trace in data["traces"]:
            if trace["trace"] not in paths:
                paths.append(trace["trace"])
    repeats = group[0].get("runs", 1)
    out = ["`build/release/app/roofline-studio bench %s --runs %d --json` — %d run%s of bench:"
           % (" ".join("--trace " + path for path in paths), repeats, len(group), "" if len(group) == 1 else "s"), ""]
    load = [data["load_average_1m"] for data in group if isinstance(data.get("load_average_1m"), dict)]
    if load:
        out += ["Load average (1 min) %s before, %s after." % (", ".join("%.2f" % l["before"] for l in load),
                                                              ", ".join("%.2f" % l["after"] for l in load)), ""]
    for path in paths:
        entries = [trace for data in group for trace in data["traces"] if trace["trace"] == path]
        baseline = entries[0].get("baseline", "gzip -dc")
        out += ["`%s`:" % path, "", "| figure | JSON key | median | range | target |", "|---|---|---:|---:|---|"]
        for what, key, unit, target in TRACE_ROWS:
            xs = values(entries, key)
            if not xs:
                continue
            runs_key = key.replace("_median", "_runs")
            ranged = xs if len(entries) > 1 or not key.endswith("_ms_median") else values_of_list(entries[0], runs_key)
            out.append("| %s | `%s` | %s | %s | %s |" % (what.replace("BASELINE", baseline), key,
                                                         fmt(median(xs), unit), spread(ranged, unit), target))
        out.append("")
        out += targets_table(entries)
    return out


def values_of_list(data, key):
    items = data.get(key)
    return [float(x) for x in items if isinstance(x, (int, float))] if isinstance(items, list) else []


def single_table(runs):
    out = []
    for kind in sorted(runs, key=kind_order):
        group = runs[kind]
        if kind == "traces":
            out += trace_tables(group)
            continue
        out.append("`%s` — %d run%s:" % (command_for(kind, group), len(group), "" if len(group) == 1 else "s"))
        out.append("")
        out.append("| figure | JSON key | median | range over runs | target |")
        out.append("|---|---|---:|---:|---|")
        for what, key, unit, target in rows_for(kind):
            xs = values(group, key)
            if not xs and all(key not in data for data in group):
                continue
            out.append("| %s | `%s` | %s | %s | %s |" % (what, key, fmt(median(xs), unit), spread(xs, unit), target))
        for note in warnings(kind, group):
            out.append("")
            out.append(note)
        out.append("")
        out += targets_table(group)
    return out


def compared_table(before, after):
    out = []
    for kind in sorted(set(before) | set(after), key=kind_order):
        old, new = before.get(kind, []), after.get(kind, [])
        out.append("`%s` — %d run%s before, %d after:" % (command_for(kind, old or new), len(old),
                                                         "" if len(old) == 1 else "s", len(new)))
        out.append("")
        out.append("| figure | JSON key | before (median) | after (median) | change | target |")
        out.append("|---|---|---:|---:|---:|---|")
        for what, key, unit, target in rows_for(kind):
            a, b = median(values(old, key)), median(values(new, key))
            if a is None and b is None:
                continue
            change = "%+.0f %%" % ((b - a) / a * 100.0) if a and b is not None else ""
            out.append("| %s | `%s` | %s | %s | %s | %s |" % (what, key, fmt(a, unit), fmt(b, unit), change, target))
        for note in warnings(kind, old + new):
            out.append("")
            out.append(note)
        out.append("")
    return out


def replace_figures(page, lines, section="figures"):
    begin, finish = markers(section)
    start = page.find(begin)
    end = page.find(finish)
    if start < 0 or end < 0 or end < start:
        raise Problem("the page has no %s … %s markers" % (begin, finish))
    body = "\n".join(lines).rstrip("\n")
    return page[:start + len(begin)] + "\n" + body + "\n" + page[end:]


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("runs", nargs="*", help="JSON files of bench --json, bench --measured N --json, "
                                                "bench --ert-levels N --json, compare_matplotlib.py --json")
    parser.add_argument("--before", nargs="+", default=[], help="runs of the build before a change")
    parser.add_argument("--after", nargs="+", default=[], help="runs of the build after it")
    parser.add_argument("--title", default="", help="a sentence above the tables: what the runs are (e.g. "
                                                  "which two builds --before and --after compare)")
    parser.add_argument("--page", default=DEFAULT_PAGE, help="the page to rewrite (default: docs/performance.md)")
    parser.add_argument("--section", default="figures", help="the markers whose text is replaced (default: "
                                                             "figures; profiles: the large profiles' runs)")
    parser.add_argument("--stdout", action="store_true", help="print the new page instead of writing it")
    args = parser.parse_args(argv)
    try:
        if args.before or args.after:
            if args.runs or not args.before or not args.after:
                raise Problem("give --before and --after together, and no other files")
            lines = compared_table(load(args.before), load(args.after))
        elif args.runs:
            lines = single_table(load(args.runs))
        else:
            raise Problem("no JSON files given")
        if args.title:
            lines = [args.title, ""] + lines
        with open(args.page, encoding="utf-8") as f:
            page = f.read()
        text = replace_figures(page, lines, args.section)
    except Problem as problem:
        print("performance_page.py: %s" % problem, file=sys.stderr)
        return 2
    except OSError as error:
        print("performance_page.py: %s" % error, file=sys.stderr)
        return 1
    if args.stdout:
        sys.stdout.write(text)
    else:
        with open(args.page, "w", encoding="utf-8") as f:
            f.write(text)
        print("performance_page.py: rewrote the figures of %s" % args.page)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
