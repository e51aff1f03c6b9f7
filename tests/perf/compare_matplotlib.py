#!/usr/bin/python3
"""Roofline Studio against matplotlib, side by side. Not a test: nothing here is timed in CI.

Run with Debian's Python, which has python3-matplotlib:

    /usr/bin/python3 tests/perf/compare_matplotlib.py --studio build/release/app/roofline-studio

1. The Q3 PNG, whole process: the chapter's own script (tests/perf/q3_chapter.py, Agg backend)
   against `roofline-studio export … --chart sweep --out q3.png`; medians of --runs runs after a
   warm-up run each, and their ratio (target: Roofline Studio <= 0.2x).
2. One B-slider step in the heavy scene: the same scene (`roofline-studio bench --write-scene`)
   drawn by matplotlib (Agg, two 1600x900 figures). The op points are not re-derived here: FLOPs
   and bytes of every op on every chip come from `roofline-studio calc --json` at B=1 and B=2 (they
   are affine in B), so matplotlib only moves markers and labels and redraws, as a notebook slider
   would. Timed twice: a full canvas.draw() of both figures (what a notebook's slider does), and
   with blitting (the fastest matplotlib offers: a saved background plus the moving artists).
   Compared with `roofline-studio bench --json` (target: at least 10x faster).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))


def median_ms(samples):
    return statistics.median(samples) * 1000.0


def p95_ms(samples):
    ordered = sorted(samples)
    return ordered[max(0, -(-len(ordered) * 95 // 100) - 1)] * 1000.0


def time_process(argv, cwd, env, runs):
    """Wall time of whole processes: one warm-up run, then `runs` timed ones."""
    times = []
    for i in range(runs + 1):
        start = time.perf_counter()
        subprocess.run(argv, cwd=cwd, env=env, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if i > 0:
            times.append(time.perf_counter() - start)
    return times


def q3_export(studio, runs, scratch):
    env = dict(os.environ, MPLBACKEND="Agg", QT_QPA_PLATFORM="offscreen")
    script = time_process(["/usr/bin/python3", os.path.join(HERE, "q3_chapter.py")], scratch, env, runs)
    studio_argv = [studio, "export", "--chip", "tpu-v5e",
                   "--sweep", "matmul D=4096 F=4096 x=bf16 w=int8 z=bf16",
                   "--sweep", "matmul D=1024 F=1024 x=bf16 w=int8 z=bf16",
                   "--batch", "1:511", "--chart", "sweep", "--out", os.path.join(scratch, "q3-studio.png")]
    try:
        studio_times = time_process(studio_argv, scratch, env, runs)
    except subprocess.CalledProcessError:
        studio_times = None
    return script, studio_times


def heavy_scene_numbers(studio, scratch):
    """The heavy scene's project, and FLOPs and bytes of every op on every chip as affine functions of B."""
    path = os.path.join(scratch, "heavy.roofline.json")
    subprocess.run([studio, "bench", "--write-scene", path], check=True, stdout=subprocess.DEVNULL)
    with open(path, encoding="utf-8") as f:
        project = json.load(f)
    chip_files = []
    for chip in project["custom_chips"]:
        chip_path = os.path.join(scratch, chip["id"] + ".json")
        with open(chip_path, "w", encoding="utf-8") as f:
            json.dump(chip, f)
        chip_files.append(chip_path)
    argv = [studio, "calc", "--json"]
    for chip_path in chip_files:
        argv += ["--chip", chip_path]
    for op in project["ops"]:
        argv += ["--op", op["spec"]]
    rows = {}
    for b in (1, 2):
        out = subprocess.run(argv + ["--B", str(b)], check=True, capture_output=True, text=True).stdout
        rows[b] = json.loads(out)
    n_ops = len(project["ops"])
    chips = []
    for c, chip in enumerate(project["custom_chips"]):
        ops = []
        for o in range(n_ops):
            r1 = rows[1][c * n_ops + o]
            r2 = rows[2][c * n_ops + o]
            ops.append({
                "flops": (r2["flops"] - r1["flops"], 2 * r1["flops"] - r2["flops"]),
                "bytes": (r2["bytes"] - r1["bytes"], 2 * r1["bytes"] - r2["bytes"]),
                "peak": r1["peak_flops_per_s"], "bandwidth": r1["bandwidth_bytes_per_s"],
                "label": r1["label"], "bound": "B=B" in project["ops"][o]["spec"],
                "kind": project["ops"][o]["kind"],
            })
        chips.append({"chip": chip, "ops": ops})
    return project, chips


def describe(op, b):
    # The app's labels of ops that follow B name the current B; matmul-like ones start "kind B=…".
    if op["bound"] and op["label"].split(" ")[1:2] and op["label"].split(" ")[1].startswith("B="):
        words = op["label"].split(" ")
        words[1] = "B=%d" % b
        return " ".join(words)
    return op["label"]


def heavy_scene_matplotlib(project, chips, steps):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy as np

    colors = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd"]
    shapes = ["o", "s", "^", "D", "v", "P", "X", "*"]
    batch = np.arange(1, int(project["batch_range"]["to"]) + 1, dtype=float)
    b0 = project["dims"]["B"]

    def op_point(op, b):
        flops = op["flops"][0] * b + op["flops"][1]
        bytes_ = op["bytes"][0] * b + op["bytes"][1]
        t = max(flops / op["peak"], bytes_ / op["bandwidth"])
        return flops / bytes_, flops / t

    # The roofline chart: ceilings, slopes, ridges, the focus chip's regions, 100 ops per chip.
    fig1 = plt.figure(figsize=(16, 9), dpi=100)
    ax1 = fig1.add_subplot()
    ax1.set_xscale("log")
    ax1.set_yscale("log")
    ax1.set_xlim(1e-1, 1e5)
    ax1.set_ylim(1e10, 1e16)
    ax1.grid(True, which="both", alpha=0.3)
    ax1.set_xlabel("Arithmetic intensity (FLOPs/byte)")
    ax1.set_ylabel("Attainable FLOPs/s")
    xs = np.logspace(-2, 6, 200)
    for c, entry in enumerate(chips):
        chip = entry["chip"]
        peaks = chip["peak_flops_per_s"]
        levels = [(m["name"], m["bandwidth_bytes_per_s"], "-") for m in chip["memory"]]
        levels += [(l["name"], l["bandwidth_bytes_per_s"], ":") for l in chip.get("links", [])]
        for name, peak in peaks.items():
            ax1.axhline(peak, color=colors[c], lw=1.5)
            ax1.text(9e4, peak * 1.1, "%s %.3g" % (name, peak), color=colors[c], ha="right", fontsize=8)
        for name, bw, style in levels:
            ax1.plot(xs, np.minimum(xs * bw, max(peaks.values())), style, color=colors[c], lw=1.5)
            for peak in peaks.values():
                ax1.plot([peak / bw], [peak], "o", color=colors[c], ms=5)
        if c == 0:
            bw = [m["bandwidth_bytes_per_s"] for m in chip["memory"]]
            peak = peaks["bf16"]
            ax1.axvspan(1e-2, peak / max(bw), color="#cfe2f3", alpha=0.5, zorder=0)
            ax1.axvspan(peak / max(bw), peak / min(bw), color="#fde9c9", alpha=0.5, zorder=0)
            ax1.axvspan(peak / min(bw), 1e6, color="#d9ead3", alpha=0.5, zorder=0)
    markers = []  # (chip, shape) -> Line2D and the op indices it holds
    for c, entry in enumerate(chips):
        for s, shape in enumerate(shapes):
            indices = list(range(s, len(entry["ops"]), len(shapes)))
            pts = np.array([op_point(entry["ops"][i], b0) for i in indices])
            (line,) = ax1.plot(pts[:, 0], pts[:, 1], shape, color=colors[c], ms=8, mec="black", mew=0.6,
                               label=entry["chip"]["name"] if s == 0 else None)
            markers.append((c, line, indices))
    labels = []
    for i, op in enumerate(chips[0]["ops"]):  # the focus chip's ops are named, as in the app
        x, y = op_point(op, b0)
        labels.append((i, ax1.text(x * 1.15, y, describe(op, b0), fontsize=7, color=colors[0])))
    ax1.legend(loc="upper left", fontsize=8)

    # The batch-size chart: 8 sweeps per chip over every B, critical B marked, a line at the slider.
    fig2 = plt.figure(figsize=(16, 9), dpi=100)
    ax2 = fig2.add_subplot()
    ax2.grid(True, alpha=0.3)
    ax2.set_xlabel("Batch size B")
    ax2.set_ylabel("Attainable FLOPs/s")
    curves = []
    dashes = ["-", "--", "-.", ":", "-", "--", "-.", ":"]
    for c, entry in enumerate(chips):
        chip = entry["chip"]
        peak = chip["peak_flops_per_s"]["bf16"]
        bw = chip["memory"][0]["bandwidth_bytes_per_s"]
        for s, sweep in enumerate(project["sweeps"]):
            d = sweep["numbers"]["D"]
            f = sweep["numbers"]["F"]
            flops = 2 * batch * d * f
            bytes_ = 2 * batch * d + d * f + 2 * batch * f
            ax2.plot(batch, flops / np.maximum(flops / peak, bytes_ / bw), dashes[s], color=colors[c], lw=1.5,
                     label="%s D=F=%d" % (chip["name"], d) if c == 0 else None)
            critical = d * f / (2 * d * f / peak - 2 * d / bw - 2 * f / bw) / bw if 2 * d * f / peak > 2 * (d + f) / bw else None
            if critical and critical <= batch[-1]:
                ax2.plot([critical, critical], [0, peak], "--", color=colors[c], lw=0.8, alpha=0.6)
                ax2.plot([critical], [peak], "o", mfc="white", mec=colors[c], ms=8)
                ax2.text(critical * 1.02, peak * 0.97, "B = %.4g" % critical, fontsize=7, color=colors[c])
            curves.append((peak, bw, d, f, colors[c]))
    slider = ax2.axvline(b0, color="gray", ls="--", lw=1.5)
    sweep_markers = ax2.plot([b0] * len(curves), [0] * len(curves), "o", color="black", ms=9)[0]
    value_labels = [ax2.text(b0, 0, "", fontsize=7) for _ in curves]
    slider_label = ax2.text(b0, 0, "B = %d" % b0, fontsize=8, fontweight="bold")
    ax2.legend(loc="lower right", fontsize=7, ncol=2)

    def move(b, artists_only):
        for c, line, indices in markers:
            pts = np.array([op_point(chips[c]["ops"][i], b) for i in indices])
            line.set_data(pts[:, 0], pts[:, 1])
        for i, text in labels:
            x, y = op_point(chips[0]["ops"][i], b)
            text.set_position((x * 1.15, y))
            text.set_text(describe(chips[0]["ops"][i], b))
        slider.set_xdata([b, b])
        ys = []
        for k, (peak, bw, d, f, color) in enumerate(curves):
            flops = 2 * b * d * f
            y = flops / max(flops / peak, (2 * b * d + d * f + 2 * b * f) / bw)
            ys.append(y)
            value_labels[k].set_position((b * 1.01, y))
            value_labels[k].set_text("%.3g" % y)
        sweep_markers.set_data([b] * len(ys), ys)
        slider_label.set_position((b * 1.01, 0))
        slider_label.set_text("B = %d" % b)

    dynamic1 = [line for _, line, _ in markers] + [text for _, text in labels]
    dynamic2 = [slider, sweep_markers, slider_label] + value_labels
    walk = [int(round(2 ** (k / 100.0))) for k in range(0, 1201, max(1, 1200 // steps))][:steps]

    # A notebook slider: every step redraws both figures.
    full = []
    for b in walk:
        start = time.perf_counter()
        move(b, False)
        fig1.canvas.draw()
        fig2.canvas.draw()
        full.append(time.perf_counter() - start)

    # Blitting: the static parts drawn once into a saved background; each step restores it and draws
    # only the moving artists.
    for artist in dynamic1 + dynamic2:
        artist.set_animated(True)
    fig1.canvas.draw()
    fig2.canvas.draw()
    background1 = fig1.canvas.copy_from_bbox(fig1.bbox)
    background2 = fig2.canvas.copy_from_bbox(fig2.bbox)
    blit = []
    for b in walk:
        start = time.perf_counter()
        move(b, True)
        fig1.canvas.restore_region(background1)
        for artist in dynamic1:
            ax1.draw_artist(artist)
        fig1.canvas.blit(fig1.bbox)
        fig2.canvas.restore_region(background2)
        for artist in dynamic2:
            ax2.draw_artist(artist)
        fig2.canvas.blit(fig2.bbox)
        blit.append(time.perf_counter() - start)
    return full, blit


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--studio", default=os.path.join(HERE, "..", "..", "build", "release", "app", "roofline-studio"))
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each whole process (after a warm-up)")
    parser.add_argument("--steps", type=int, default=60, help="slider steps matplotlib draws")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    studio = os.path.abspath(args.studio)

    with open("/proc/loadavg") as f:
        load_before = float(f.read().split()[0])
    with tempfile.TemporaryDirectory() as scratch:
        script, studio_export = q3_export(studio, args.runs, scratch)
        project, chips = heavy_scene_numbers(studio, scratch)
        full, blit = heavy_scene_matplotlib(project, chips, args.steps)
        bench = json.loads(subprocess.run([studio, "bench", "--json", "--no-processes"], check=True,
                                          capture_output=True, text=True,
                                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen")).stdout)
    with open("/proc/loadavg") as f:
        load_after = float(f.read().split()[0])

    result = {
        "q3_matplotlib_script_ms": median_ms(script),
        "q3_matplotlib_script_runs_ms": [t * 1000 for t in script],
        "q3_studio_export_ms": median_ms(studio_export) if studio_export else None,
        "q3_studio_export_runs_ms": [t * 1000 for t in studio_export] if studio_export else None,
        "q3_ratio": median_ms(studio_export) / median_ms(script) if studio_export else None,
        "heavy_step_matplotlib_full_ms_median": median_ms(full),
        "heavy_step_matplotlib_full_ms_p95": p95_ms(full),
        "heavy_step_matplotlib_blit_ms_median": median_ms(blit),
        "heavy_step_matplotlib_blit_ms_p95": p95_ms(blit),
        "heavy_step_studio_ms_median": bench["update_ms_median"],
        "heavy_step_studio_ms_p95": bench["update_ms_p95"],
        "speedup_vs_full_redraw": median_ms(full) / bench["update_ms_median"],
        "speedup_vs_blit": median_ms(blit) / bench["update_ms_median"],
        "load_average_1m": {"before": load_before, "after": load_after},
    }
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    fmt = lambda v: "n/a" if v is None else "%.1f ms" % v
    print("Q3 PNG, whole process (median of %d runs)" % args.runs)
    print("  matplotlib, the chapter's script   %12s" % fmt(result["q3_matplotlib_script_ms"]))
    print("  roofline-studio export             %12s" % fmt(result["q3_studio_export_ms"]))
    print("  ratio                              %12s   (target <= 0.2)" %
          ("n/a" if result["q3_ratio"] is None else "%.3f" % result["q3_ratio"]))
    print("One B-slider step, heavy scene, both charts 1600x900 (median / p95)")
    print("  matplotlib, full redraw            %9.1f / %.1f ms" % (result["heavy_step_matplotlib_full_ms_median"],
                                                                  result["heavy_step_matplotlib_full_ms_p95"]))
    print("  matplotlib, blitting               %9.1f / %.1f ms" % (result["heavy_step_matplotlib_blit_ms_median"],
                                                                  result["heavy_step_matplotlib_blit_ms_p95"]))
    print("  roofline-studio                    %9.2f / %.2f ms" % (bench["update_ms_median"], bench["update_ms_p95"]))
    print("  speed-up: %.1fx over a full redraw, %.1fx over blitting   (target >= 10x)" %
          (result["speedup_vs_full_redraw"], result["speedup_vs_blit"]))
    print("load average (1 min): %.2f before, %.2f after" % (load_before, load_after))
    return 0


if __name__ == "__main__":
    sys.exit(main())
