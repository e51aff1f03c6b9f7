#!/usr/bin/env python3
"""docs/ARCHITECTURE.md names only what exists: every path it cites in backquotes (`core/scene/scene.h`,
`ui/charts/frame/`, `roofline_measured.*`) is in the repository, and every identifier it cites
(`ChartBase::rebuild()`, `placeModelSteps`, `kStep`) is spelled somewhere in the sources.
Prints each name that is not found and exits 1; exits 0 when every name is found."""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2])
doc = (root / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
sources = []
for folder in ("core", "ui", "app", "tests", "cmake"):
    for path in (root / folder).rglob("*"):
        if path.suffix in (".h", ".cpp", ".py", ".txt", ".cmake") and "build" not in path.parts:
            sources.append(path.read_text(encoding="utf-8", errors="replace"))
source_text = "\n".join(sources)
files = [p.relative_to(root).as_posix() for p in root.rglob("*") if ".git" not in p.parts and "build" not in p.parts]
names = [p.rsplit("/", 1)[-1] for p in files]

PATH_ROOTS = ("core/", "ui/", "app/", "tests/", "docs/", "cmake/", "resources/", "packaging/", "hardware-profiles/", "models/")
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_~][A-Za-z0-9_]*)*(\(\))?$")
problems = []


def path_exists(token):
    token = token.rstrip("/")
    # `roofline_models.*`, `chart_inspector.{h,cpp}`: any file of that stem
    stem = re.sub(r"\.(\*|\{[^}]*\})$", "", token)
    if stem != token:
        return any(f == stem or f.startswith(stem + ".") for f in files) or \
            any(n.startswith(stem.rsplit("/", 1)[-1] + ".") for n in names)
    if "*" in token:
        return any(root.glob(token))
    if "/" in token and token.startswith(PATH_ROOTS):
        # a file named without its extension (`app/bench/measured_profile`) is any file of that stem
        return (root / token).exists() or any(f.startswith(token + ".") for f in files)
    return token in names or any(f.endswith("/" + token) for f in files)


for token in sorted(set(re.findall(r"`([^`\n]+)`", doc))):
    if " " in token or "<" in token or token.startswith(("-", "*")):
        continue
    if "/" in token or re.search(r"\.(h|cpp|py|md|json|txt|\*|\{[^}]*\})$", token):
        if not path_exists(token):
            problems.append(f"path {token}")
    elif IDENT.match(token):
        name = token.removesuffix("()").split("::")[-1]
        if not re.search(r"\b" + re.escape(name) + r"\b", source_text):
            problems.append(f"name {token}")
for problem in problems:
    print(f"docs/ARCHITECTURE.md cites {problem}, which the repository does not have")
sys.exit(1 if problems else 0)
