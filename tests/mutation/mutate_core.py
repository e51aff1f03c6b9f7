#!/usr/bin/env python3
"""Mutation testing of core's formulas: would core_tests notice a wrong formula?

For each line of the given core files that holds arithmetic or a comparison, one small change is made
(see RULES), core_tests is rebuilt in a scratch copy of the tree and run. A mutant the tests do not
fail "survived": a formula no test pins down. The checkout itself is never touched.

    tests/mutation/mutate_core.py                          # op_cost, solvers and evaluation
    tests/mutation/mutate_core.py core/formulas/op_cost.cpp --max 40
    tests/mutation/mutate_core.py --list core/formulas/op_cost.cpp   # the mutants, nothing built
    tests/mutation/mutate_core.py core/measured/aten_convolution.cpp --filter 'AtenOp*:KinetoTrace*'  # faster

Each run works in its own scratch folder (--work to choose one), so two runs never share a build.
Exit status: 0 when every compiled mutant was caught, 1 when one survived, 2 when the tree itself
does not build or its tests fail before any mutation.
"""
import argparse
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile

# (pattern, replacement): the first rule whose pattern occurs in a line's code makes its one mutant,
# at the first place it matches. Spaces around operators keep "->", "++", "<<", templates and
# pointer declarations out of reach; clang-format writes binary operators with spaces.
RULES = [
    (r" \+ ", " - "),
    (r" - ", " + "),
    (r" \* ", " / "),
    (r" / ", " * "),
    (r" <= ", " < "),
    (r" >= ", " > "),
    (r" < ", " <= "),
    (r" > ", " >= "),
    (r" == ", " != "),
    (r" && ", " || "),
    (r"std::max\(", "std::min("),
    (r"std::min\(", "std::max("),
    (r"\b2\.0\b", "3.0"),
    (r"(?<![\w.])2(?![\w.])", "3"),
]

DEFAULT_UNITS = ("op_cost.cpp", "solvers.cpp", "evaluation.cpp")


def code_of(line):
    """The part of a line a mutation may touch: no comment, no preprocessor line, no string."""
    code = line.split("//")[0]
    stripped = code.lstrip()
    if not stripped or stripped.startswith(("#", "*", "/*")):
        return ""
    # Blank out string literals (keeping their length) so an operator inside text is never mutated.
    return re.sub(r'"(?:[^"\\]|\\.)*"', lambda m: '"' + " " * (len(m.group(0)) - 2) + '"', code)


def mutant_of(line):
    """The line with one rule applied, or None when no rule applies."""
    code = code_of(line)
    for pattern, replacement in RULES:
        match = re.search(pattern, code)
        if match:
            start = match.start()
            return line[:start] + re.sub(pattern, replacement, line[start:], count=1)
    return None


def mutants_of(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for index, line in enumerate(lines):
        new = mutant_of(line)
        if new is not None and new != line:
            yield index, line, new


def run(command, cwd, log, timeout=None):
    with open(log, "w") as out:
        try:
            return subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            return 124


def default_files(root):
    found = []
    for unit in DEFAULT_UNITS:
        for folder, _, names in os.walk(os.path.join(root, "core")):
            if unit in names:
                found.append(os.path.relpath(os.path.join(folder, unit), root))
                break
    return found


def copy_tree(root, dest):
    tracked = subprocess.run(["git", "ls-files", "-z"], cwd=root, capture_output=True, check=True).stdout
    for rel in tracked.decode().split("\0"):
        if not rel or not os.path.isfile(os.path.join(root, rel)):
            continue
        target = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        source = os.path.join(root, rel)
        # A file that changed since a --work folder's last run gets a new time, so that its build sees it (a
        # copy keeping the checkout's time may be older than the object built from the previous copy); a file
        # that did not change keeps its time, so that nothing is rebuilt for it.
        if os.path.isfile(target) and filecmp.cmp(source, target, shallow=False):
            continue
        shutil.copyfile(source, target)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", help="core files, relative to the checkout's root")
    parser.add_argument("--max", type=int, default=1000, help="at most this many mutants in all")
    parser.add_argument("--work", help="scratch folder (default: a new one under the system's temp)")
    parser.add_argument("--list", action="store_true", help="print the mutants and stop")
    parser.add_argument("--timeout", type=int, default=300, help="seconds a mutant's tests may take")
    parser.add_argument("--filter", help="only the core_tests of this gtest filter (\"AtenOps*:KinetoTrace*\"): "
                        "a mutant no test of the filter catches may still be caught by another")
    args = parser.parse_args()

    root = subprocess.run(["git", "rev-parse", "--show-toplevel"], capture_output=True, text=True).stdout.strip()
    if not root:
        sys.exit("run it inside the project's checkout")
    files = args.files or default_files(root)

    if args.list:
        for rel in files:
            for index, old, new in mutants_of(os.path.join(root, rel)):
                print(f"{rel}:{index + 1}: {old.strip()}  →  {new.strip()}")
        return 0

    work = args.work or tempfile.mkdtemp(prefix="roofline-mutate-")
    src, build = os.path.join(work, "src"), os.path.join(work, "build")
    shutil.rmtree(src, ignore_errors=True)
    copy_tree(root, src)
    # One file per object: a mutant recompiles its own file, not a unity batch of sixteen.
    configure = ["cmake", "-S", src, "-B", build, "-G", "Ninja", "-DCMAKE_BUILD_TYPE=Release", "-DROOFLINE_BUILD_GUI=OFF",
                 "-DROOFLINE_UNITY_BUILD=OFF"]
    build_tests = ["cmake", "--build", build, "--target", "core_tests"]
    tests = [os.path.join(build, "tests", "core_tests"), "--gtest_brief=1"]
    if args.filter:
        tests.append("--gtest_filter=" + args.filter)
    if run(configure, work, os.path.join(work, "configure.log")) != 0:
        print(f"configure failed: see {work}/configure.log", file=sys.stderr)
        return 2
    if run(build_tests, work, os.path.join(work, "build.log")) != 0:
        print(f"the unmutated tree does not build: see {work}/build.log", file=sys.stderr)
        return 2
    if run(tests, work, os.path.join(work, "baseline.log"), args.timeout) != 0:
        print(f"core_tests fail before any mutation: see {work}/baseline.log", file=sys.stderr)
        return 2

    caught = survived = uncompiled = count = 0
    survivors = []
    for rel in files:
        path = os.path.join(src, rel)
        if not os.path.isfile(path):
            print(f"no {rel}", file=sys.stderr)
            continue
        with open(path, encoding="utf-8") as f:
            original = f.read()
        lines = original.split("\n")
        try:
            for index, old, new in mutants_of(path):
                if count >= args.max:
                    break
                count += 1
                mutated = list(lines)
                mutated[index] = new
                with open(path, "w", encoding="utf-8") as f:
                    f.write("\n".join(mutated))
                where = f"{rel}:{index + 1}"
                if run(build_tests, work, os.path.join(work, "mutant-build.log")) != 0:
                    uncompiled += 1
                    print(f"  does not build  {where}: {new.strip()}")
                elif run(tests, work, os.path.join(work, "mutant-tests.log"), args.timeout) != 0:
                    caught += 1
                    print(f"  caught          {where}: {new.strip()}")
                else:
                    survived += 1
                    survivors.append(f"{where}: {old.strip()}  →  {new.strip()}")
                    print(f"  SURVIVED        {where}: {new.strip()}")
        finally:
            with open(path, "w", encoding="utf-8") as f:
                f.write(original)

    compiled = caught + survived
    score = f"{100 * caught // compiled} %" if compiled else "-"
    print(f"\nmutants {count}, compiled {compiled}, caught {caught}, survived {survived}, score {score}")
    for line in survivors:
        print(f"survived: {line}")
    if not args.work:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())
