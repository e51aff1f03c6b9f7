#!/usr/bin/env python3
"""Break experiments for the app: would the tests notice if a promise of the docs broke?

Each break (breaks_ui.py, breaks_core_app.py) is one small, plausible mistake in one file of core/, ui/ or app/ (a wrong condition,
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
import os
import pathlib
import re
import shutil
import subprocess
import sys
import time


sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

import breaks_core_app  # noqa: E402  (the folder is on the path first)
import breaks_ui  # noqa: E402

BREAKS = breaks_ui.BREAKS + breaks_core_app.BREAKS


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
