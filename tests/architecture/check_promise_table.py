#!/usr/bin/env python3
"""The promise table of docs/testing.md ("Promises and the tests that keep them") stays true: every
test it names exists in the sources, every row names at least one, and there are at least 30 rows.

A GoogleTest name `Suite.Test` must be defined by TEST(Suite, Test), TEST_F(Suite, Test) or
TEST_P(Suite, Test) somewhere under tests/; any other name (`packaging.mime_type`) by an
add_test(NAME …) in a CMakeLists.txt under tests/. Prints each problem and exits 1; prints the count of
rows and tests and exits 0 when the table holds."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
HEADING = "## Promises and the tests that keep them"
NAME = re.compile(r"`([A-Za-z_][A-Za-z0-9_]*\.[A-Za-z_][A-Za-z0-9_]*)`")
MINIMUM_ROWS = 30

problems = []
text = (root / "docs" / "testing.md").read_text(encoding="utf-8")
if HEADING not in text:
    sys.exit(f"docs/testing.md has no heading \"{HEADING}\"")
section = text.split(HEADING, 1)[1]
section = re.split(r"^## ", section, maxsplit=1, flags=re.MULTILINE)[0]

defined = set()
for path in (root / "tests").rglob("*.cpp"):
    for suite, test in re.findall(r"\bTEST(?:_F|_P)?\(\s*(\w+)\s*,\s*(\w+)\s*\)", path.read_text(encoding="utf-8")):
        defined.add(f"{suite}.{test}")
registered = set()
for path in (root / "tests").rglob("CMakeLists.txt"):
    registered.update(re.findall(r"add_test\(\s*NAME\s+([\w.]+)", path.read_text(encoding="utf-8")))

rows = 0
names = set()
for number, line in enumerate(section.splitlines(), 1):
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
    if not line.startswith("|") or not cells or not cells[0].isdigit():
        continue
    rows += 1
    found = NAME.findall(cells[-1])
    if not found:
        problems.append(f"docs/testing.md: promise {cells[0]} names no test")
    for name in found:
        names.add(name)
        if name not in defined and name not in registered:
            problems.append(f"docs/testing.md: promise {cells[0]} names {name}, which no test under tests/ defines")
if rows < MINIMUM_ROWS:
    problems.append(f"docs/testing.md: the promise table has {rows} rows, fewer than {MINIMUM_ROWS}")

for problem in problems:
    print(problem)
if not problems:
    print(f"{rows} promises, held by {len(names)} tests, every one defined")
sys.exit(1 if problems else 0)
