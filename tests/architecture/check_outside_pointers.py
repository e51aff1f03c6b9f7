#!/usr/bin/env python3
"""Nothing in the repository points outside it: no file cites the folder beside the checkout
(`../shared`), an issue tracker's entry ("the issue", "issue 12") or an outside specification
(an outside spec document); the project's own documents (docs/) are where formulas and promises are cited from.
Prints each citation with its file and line and exits 1; exits 0 when there is none."""
import pathlib
import re
import subprocess
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
# Assembled so this file does not cite what it looks for.
CITATIONS = re.compile("|".join([r"\.\./" + "shared", r"\bthe " + r"issue\b", r"\bissue" + r"'s\b",
                                 r"\bissues? #?\d", "SP" + r"EC\.md", r"\bSP" + r"EC §"]), re.IGNORECASE)

listed = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True)
files = listed.stdout.decode().split("\0") if listed.returncode == 0 else [
    str(p.relative_to(root)) for p in root.rglob("*") if p.is_file() and "build" not in p.parts]
problems = []
for rel in files:
    path = root / rel
    if rel == "tests/architecture/check_outside_pointers.py":  # names what it looks for
        continue
    if not rel or not path.is_file() or path.suffix in (".png", ".pdf", ".gz", ".ico", ".qm"):
        continue
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        continue
    for number, line in enumerate(text.splitlines(), 1):
        if CITATIONS.search(line):
            problems.append(f"{rel}:{number}: {line.strip()[:120]}")
for problem in problems:
    print(problem)
if problems:
    sys.exit(1)
print(f"{len(files)} files cite nothing outside the repository")
