#!/usr/bin/env python3
"""The walls of the house, as docs/ARCHITECTURE.md draws them, checked on every #include:

- core/ has no Qt and no QCustomPlot; its folders include only themselves and the folders before
  them in base <- files <- formulas <- model <- measured <- scene <- readers <- formats <- report
  (the build enforces the same order by linking: core/CMakeLists.txt);
- ui/ never includes app/; only ui/charts/ and ui/export/ include QCustomPlot;
- ui/'s folders include only themselves and the ones before them in UI_ORDER: the document and
  the settings at the bottom, the main window at the top, nothing including upward;
- ui/charts/ stands in order labels <- frame <- one folder per chart family (roofline, sweep, model):
  labels/ includes no other chart folder (but frame/qcp.h), frame/ only labels/, and a family only
  frame/ and labels/, never another family;
- app/bench/'s fixtures (heavy_scene, measured_profile) include only core/.

Prints each broken rule as file:line and exits 1; prints nothing and exits 0 when every rule holds."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
CORE_ORDER = ["base", "files", "formulas", "model", "measured", "scene", "readers", "formats", "report"]
CORE_ALLOWED = {folder: set(CORE_ORDER[: i + 1]) for i, folder in enumerate(CORE_ORDER)}
# ui/'s rooms, bottom first. The root's files are two rooms: what every part shares (the document, the
# settings, the chip store, the coalescer) at the bottom, the window that puts it together at the top.
UI_ROOT_TOP = {"main_window", "main_window_menus", "chart_area", "window_fit"}
UI_ORDER = ["root", "i18n", "tasks", "commands", "charts", "looks", "tables", "export", "dialogs", "panels",
            "actions", "window"]
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]')
CHART_FAMILIES = {"roofline", "batch_size", "serving", "calibration"}
CHART_ALLOWED = {"labels": {"labels"}, "frame": {"labels", "frame"}}
CHART_ALLOWED.update({family: {"labels", "frame", family} for family in CHART_FAMILIES})
QT = re.compile(r"^(Q[A-Za-z]+|qcustomplot\.h|Qt[A-Za-z]+/)")

problems = []


def includes(path):
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        match = INCLUDE.match(line)
        if match:
            yield number, match.group(1)


for path in sorted((root / "core").rglob("*")):
    if path.suffix not in (".h", ".cpp"):
        continue
    parts = path.relative_to(root / "core").parts
    if parts == ("layer_check.cpp",):
        continue
    if len(parts) != 2 or parts[0] not in CORE_ALLOWED:
        problems.append(f"{path.relative_to(root)}: a core file outside the folders {', '.join(CORE_ORDER)}")
        continue
    folder = parts[0]
    for number, target in includes(path):
        where = f"{path.relative_to(root)}:{number}"
        if QT.match(target):
            problems.append(f"{where}: core includes Qt ({target})")
        elif target.startswith(("ui/", "app/")):
            problems.append(f"{where}: core includes {target}")
        elif target.startswith("core/") and target != "core/version.h":
            other = target.split("/")[1]
            if other not in CORE_ALLOWED[folder]:
                problems.append(f"{where}: core/{folder} may not include core/{other} ({target})")

def ui_room(relative):
    parts = relative.split("/")
    if len(parts) == 2:
        return "window" if parts[1].split(".")[0] in UI_ROOT_TOP else "root"
    return parts[1]


for path in sorted((root / "ui").rglob("*")):
    if path.suffix not in (".h", ".cpp"):
        continue
    relative = path.relative_to(root).as_posix()
    room = ui_room(relative)
    for number, target in includes(path):
        where = f"{relative}:{number}"
        if target.startswith("ui/") and room in UI_ORDER:
            other = ui_room(target)
            if other in UI_ORDER and UI_ORDER.index(other) > UI_ORDER.index(room):
                problems.append(f"{where}: ui/{room} may not include {target} (ui/{other} is above it)")
        if target.startswith("app/"):
            problems.append(f"{where}: ui includes {target}")
        if target in ("qcustomplot.h", "ui/charts/frame/qcp.h") and not relative.startswith(("ui/charts/", "ui/export/")):
            problems.append(f"{where}: only ui/charts/ and ui/export/ may include QCustomPlot")
        parts = path.relative_to(root / "ui").parts
        if parts[0] == "charts" and target.startswith("ui/charts/") and target != "ui/charts/frame/qcp.h":
            folder, other = parts[1], target.split("/")[2]
            if folder not in CHART_ALLOWED:
                problems.append(f"{where}: a chart file outside ui/charts/{{labels,frame,{','.join(sorted(CHART_FAMILIES))}}}")
            elif other not in CHART_ALLOWED[folder]:
                problems.append(f"{where}: ui/charts/{folder} may not include ui/charts/{other} ({target})")

for name in ("heavy_scene", "measured_profile"):
    for path in (root / "app" / "bench").glob(name + ".*"):
        for number, target in includes(path):
            if QT.match(target) or target.startswith(("ui/", "app/")) and not target.startswith("app/bench/" + name):
                problems.append(f"{path.relative_to(root)}:{number}: a bench fixture includes {target}")

# The house rule (docs/ARCHITECTURE.md): small files with one purpose, none over 700 lines.
MAX_LINES = 700
for folder in ("core", "ui", "app", "tests"):
    for path in sorted((root / folder).rglob("*")):
        if path.suffix in (".cpp", ".h") and "build" not in path.parts:
            lines = path.read_text(encoding="utf-8").count("\n")
            if lines > MAX_LINES:
                problems.append(f"{path.relative_to(root)}: {lines} lines, over the {MAX_LINES} a file may have")

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
