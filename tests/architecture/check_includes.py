#!/usr/bin/env python3
"""The walls of the house, as docs/ARCHITECTURE.md draws them, checked on every #include:

- core/ has no Qt and no QCustomPlot; its folders include only themselves and the folders before
  them in base <- model <- measured <- scene <- io <- report, storage;
- ui/ never includes app/; only ui/charts/ and ui/export/ include QCustomPlot;
- ui/charts/ stands in order labels <- frame <- one folder per chart family (roofline, sweep, model):
  labels/ includes no other chart folder (but frame/qcp.h), frame/ only labels/, and a family only
  frame/ and labels/, never another family;
- app/bench/'s fixtures (heavy_scene, measured_profile) include only core/.

Prints each broken rule as file:line and exits 1; prints nothing and exits 0 when every rule holds."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
CORE_ORDER = ["base", "model", "measured", "scene", "io", "report", "storage"]
# report and storage both stand on io; neither includes the other.
CORE_ALLOWED = {folder: set(CORE_ORDER[: i + 1]) for i, folder in enumerate(CORE_ORDER)}
CORE_ALLOWED["storage"] = set(CORE_ORDER[:5]) | {"storage"}
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]')
CHART_FAMILIES = {"roofline", "sweep", "model"}
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

for path in sorted((root / "ui").rglob("*")):
    if path.suffix not in (".h", ".cpp"):
        continue
    relative = path.relative_to(root).as_posix()
    for number, target in includes(path):
        where = f"{relative}:{number}"
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

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
