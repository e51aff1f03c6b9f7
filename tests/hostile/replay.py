#!/usr/bin/env python3
"""Replays the hostile corpus (tests/data/hostile/<class>/<case>.expect.json) through the real executable.

Each case states what it must give, worked out from the docs and by hand, never recorded from a run:
the exit status, words stderr and stdout must hold (or must not), values of the JSON it prints, and what
the files it touches must be afterwards. A case's own inputs sit beside it (<case>.csv, <case>.json…);
"{case}" in a case names its input file by its stem, "{dir}" the class folder, "{tmp}" a fresh scratch
folder, "{data}" tests/data, "{root}" the repository. See docs/testing.md, "The hostile corpus", for the keys.

    replay.py --exe build/dev/app/roofline-studio [--cases tests/data/hostile] [--jobs 2] [CASE…]

Exits 1 and lists every case that did not give what it states; prints a line per class otherwise."""
import argparse
import concurrent.futures
import gzip
import json
import os
import pathlib
import shutil
import socket
import stat
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]


def substitute(value, names):
    if isinstance(value, str):
        for key, replacement in names.items():
            value = value.replace("{" + key + "}", str(replacement))
        return value
    if isinstance(value, list):
        return [substitute(item, names) for item in value]
    if isinstance(value, dict):
        return {substitute(key, names): substitute(item, names) for key, item in value.items()}
    return value


def setup(steps, names, sockets):
    """Makes what a case needs that git cannot hold: FIFOs, devices, sockets, links, loops, copies."""
    for step in steps:
        (kind, args), = step.items()
        args = substitute(args, names)
        if kind == "mkdir":
            pathlib.Path(args).mkdir(parents=True, exist_ok=True)
        elif kind == "write":
            path, text = args
            pathlib.Path(path).parent.mkdir(parents=True, exist_ok=True)
            pathlib.Path(path).write_text(text, encoding="utf-8")
        elif kind == "copy":
            source, target = args
            pathlib.Path(target).parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, target)
        elif kind == "fifo":
            pathlib.Path(args).parent.mkdir(parents=True, exist_ok=True)
            os.mkfifo(args)
        elif kind == "symlink":
            target, path = args
            pathlib.Path(path).parent.mkdir(parents=True, exist_ok=True)
            os.symlink(target, path)
        elif kind == "hardlink":
            target, path = args
            os.link(target, path)
        elif kind == "ert-levels":
            # An Empirical Roofline Toolkit file with this many memory levels (too large to keep in git).
            path, count = args
            levels = ", ".join(f'["L{i}", {1000 + i}]' for i in range(int(count)))
            pathlib.Path(path).write_text('{"empirical": {"gflops": {"data": [["GFLOPs", 9512.37]]}, '
                                          '"gbytes": {"data": [' + levels + "]}}}", encoding="utf-8")
        elif kind == "gzip-zeros":
            # A gzip bomb (too large to keep in git): zeros that inflate to this many MiB, as members of
            # 16 MiB one after another (gunzip reads them as one stream), about 1 byte per 1,000 inflated.
            path, mebibytes = args
            member = gzip.compress(bytes(16 << 20), compresslevel=9, mtime=0)
            whole, rest = divmod(int(mebibytes), 16)
            with open(path, "wb") as handle:
                for _ in range(whole):
                    handle.write(member)
                if rest:
                    handle.write(gzip.compress(bytes(rest << 20), compresslevel=9, mtime=0))
        elif kind == "repeat":
            # A file too large to keep in git: head, then `piece` `count` times, then tail.
            path, head, piece, count, tail = args
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(head)
                handle.write(piece * int(count))
                handle.write(tail)
        elif kind == "sparse":
            # A file of this many bytes that takes no room: refused by its size before a byte is read.
            path, size = args
            with open(path, "wb") as handle:
                handle.truncate(int(size))
        elif kind == "loop":
            first, second = args
            os.symlink(second, first)
            os.symlink(first, second)
        elif kind == "device":
            # A character device of our own (/dev/null's numbers): as root a defect would replace it, and
            # only this scratch node is at risk. Without root, a link to /dev/null, which is the same kind.
            if os.geteuid() == 0:
                os.mknod(args, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
            else:
                os.symlink("/dev/null", args)
        elif kind == "socket":
            server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            server.bind(args)
            sockets.append(server)
        else:
            raise ValueError(f"unknown setup step {kind!r}")


class Finished:
    """What a run gave: exit status, output, and the CPU time and peak resident memory of the process
    (its own, not the machine's: a busy machine does not change them)."""

    def __init__(self, returncode, stdout, stderr, cpu_seconds, rss_mib):
        self.returncode, self.stdout, self.stderr = returncode, stdout, stderr
        self.cpu_seconds, self.rss_mib = cpu_seconds, rss_mib


def run_measured(command, cwd, environment, timeout, stdout_path=None):
    """Runs the command as subprocess.run would, and also measures its CPU time and its own peak memory
    (os.wait4's rusage of that one child, whatever other cases run at the same time). stdout goes to
    stdout_path instead of a pipe when a case names one (/dev/full). None when it had to be killed."""
    sink = open(stdout_path, "wb") if stdout_path else subprocess.PIPE
    start = time.monotonic()
    try:
        process = subprocess.Popen(command, cwd=cwd, env=environment, stdin=subprocess.DEVNULL, stdout=sink,
                                   stderr=subprocess.PIPE)
    finally:
        if stdout_path:
            sink.close()
    captured = {}

    def drain(name, stream):
        captured[name] = stream.read() if stream else b""

    readers = [threading.Thread(target=drain, args=("out", process.stdout)),
               threading.Thread(target=drain, args=("err", process.stderr))]
    for reader in readers:
        reader.start()
    timer = threading.Timer(timeout, process.kill)
    timer.start()
    try:
        _, status, usage = os.wait4(process.pid, 0)
    finally:
        timer.cancel()
    seconds = time.monotonic() - start
    for reader in readers:
        reader.join()
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
    if os.WIFSIGNALED(status) and os.WTERMSIG(status) == 9 and seconds >= timeout:
        return None
    for stream in (process.stdout, process.stderr):
        if stream:
            stream.close()
    return Finished(process.returncode, captured["out"], captured["err"], usage.ru_utime + usage.ru_stime,
                    usage.ru_maxrss / 1024.0)


def kind_of(path):
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return "absent"
    except OSError:
        return "unreadable"
    for name, test in (("regular", stat.S_ISREG), ("character-device", stat.S_ISCHR), ("fifo", stat.S_ISFIFO),
                       ("socket", stat.S_ISSOCK), ("directory", stat.S_ISDIR)):
        if test(mode):
            return name
    return "other"


def json_at(document, path):
    value = document
    for part in path.split("/"):
        value = value[int(part)] if isinstance(value, list) else value[part]
    return value


def same(actual, expected):
    if isinstance(expected, float) and isinstance(actual, (int, float)):
        return abs(actual - expected) <= 1e-9 * max(abs(expected), 1e-300)
    return actual == expected


def run_case(exe, case_path):
    spec = json.loads(case_path.read_text(encoding="utf-8"))
    problems = []
    with tempfile.TemporaryDirectory(prefix="roofline-hostile-") as scratch:
        stem = case_path.name[: -len(".expect.json")]
        inputs = [p for p in case_path.parent.glob(stem + ".*") if not p.name.endswith(".expect.json")]
        names = {"dir": case_path.parent, "tmp": scratch, "data": ROOT / "tests" / "data", "root": ROOT,
                 "case": inputs[0] if inputs else case_path.parent / stem}
        sockets = []
        setup(spec.get("setup", []), names, sockets)
        before = {}
        for path, state in substitute(spec.get("files", {}), names).items():
            if state == "unchanged":
                before[path] = pathlib.Path(path).read_bytes()
        environment = dict(os.environ)
        environment.update({"QT_QPA_PLATFORM": "offscreen", "LC_ALL": "C.UTF-8"})
        # Every case gets folders of its own: no saved chip, setting or autosave of another run is read.
        for variable, folder in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                                 ("XDG_STATE_HOME", "state"), ("XDG_CACHE_HOME", "cache")):
            environment[variable] = os.path.join(scratch, folder)
        environment.update(substitute(spec.get("env", {}), names))
        try:
            result = run_measured([exe] + substitute(spec["run"], names), scratch, environment,
                                  spec.get("timeout", 120), substitute(spec.get("stdout"), names))
        finally:
            for server in sockets:
                server.close()
        if result is None:
            return [f"did not finish within {spec.get('timeout', 120)} s (a hang)"]
        out = result.stdout.decode("utf-8", "replace")
        err = result.stderr.decode("utf-8", "replace")
        expected_exit = spec["exit"]
        if result.returncode != expected_exit:
            problems.append(f"exit {result.returncode}, expected {expected_exit}; stderr: {err.strip()[-400:]}")
        if "max_cpu_seconds" in spec and result.cpu_seconds > spec["max_cpu_seconds"]:
            problems.append(f"took {result.cpu_seconds:.2f} s of CPU, more than {spec['max_cpu_seconds']} s")
        if "max_rss_mib" in spec and result.rss_mib > spec["max_rss_mib"]:
            problems.append(f"peak resident memory {result.rss_mib:.0f} MiB, more than {spec['max_rss_mib']} MiB")
        for word in substitute(spec.get("stderr_has", []), names):
            if word not in err:
                problems.append(f"stderr lacks {word!r}: {err.strip()[-400:]}")
        for word in substitute(spec.get("stderr_lacks", []), names):
            if word in err:
                problems.append(f"stderr holds {word!r}")
        for word in substitute(spec.get("stdout_has", []), names):
            if word not in out:
                problems.append(f"stdout lacks {word!r}: {out[:400]}")
        if "json" in spec:
            try:
                document = json.loads(out)
                for path, value in spec["json"].items():
                    try:
                        actual = json_at(document, path)
                    except (KeyError, IndexError, ValueError, TypeError):
                        problems.append(f"JSON has no {path}")
                        continue
                    if not same(actual, value):
                        problems.append(f"JSON {path} is {actual!r}, expected {value!r}")
            except json.JSONDecodeError as error:
                problems.append(f"stdout is not JSON ({error}): {out[:200]}")
        for path, words in substitute(spec.get("file_has", {}), names).items():
            text = pathlib.Path(path).read_text(encoding="utf-8") if os.path.isfile(path) else ""
            for word in words:
                if word not in text:
                    problems.append(f"{path} lacks {word!r}")
        for path, counts in substitute(spec.get("file_counts", {}), names).items():
            text = pathlib.Path(path).read_text(encoding="utf-8") if os.path.isfile(path) else ""
            for word, count in counts.items():
                if text.count(word) != count:
                    problems.append(f"{path} holds {word!r} {text.count(word)} times, expected {count}")
        for path, state in substitute(spec.get("files", {}), names).items():
            if state == "unchanged":
                if not os.path.isfile(path) or pathlib.Path(path).read_bytes() != before[path]:
                    problems.append(f"{path} changed")
            elif state == "png":
                data = pathlib.Path(path).read_bytes() if os.path.isfile(path) else b""
                if not data.startswith(b"\x89PNG\r\n\x1a\n") or b"IEND" not in data[-12:]:
                    problems.append(f"{path} is not a whole PNG")
            elif kind_of(path) != state:
                problems.append(f"{path} is {kind_of(path)}, expected {state}")
        leftovers = [p.name for p in pathlib.Path(scratch).glob(".*.tmp-*")]
        if leftovers:
            problems.append(f"temporary files left behind: {leftovers}")
    return problems


def guarded(exe, case_path):
    """A case that cannot be set up or checked (a bad key, a missing file) is a failed case, not a crash."""
    try:
        return run_case(exe, case_path)
    except Exception as error:  # noqa: BLE001: any fault of the case is reported with the case
        return [f"the case could not be run: {type(error).__name__}: {error}"]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--exe", required=True)
    parser.add_argument("--cases", default=str(ROOT / "tests" / "data" / "hostile"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("only", nargs="*", help="class/case names to run (default: all)")
    options = parser.parse_args()
    exe = os.path.abspath(options.exe)  # each case runs in its own scratch folder
    cases = sorted(pathlib.Path(options.cases).glob("*/*.expect.json"))
    if options.only:
        cases = [c for c in cases if any(o in str(c.relative_to(options.cases)) for o in options.only)]
    if not cases:
        print("no cases found", file=sys.stderr)
        return 1
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        results = list(pool.map(lambda c: (c, guarded(exe, c)), cases))
    failed = 0
    by_class = {}
    for case, problems in results:
        name = str(case.relative_to(options.cases))[: -len(".expect.json")]
        by_class.setdefault(case.parent.name, [0, 0])[0] += 1
        if problems:
            failed += 1
            by_class[case.parent.name][1] += 1
            print(f"FAIL {name}")
            for problem in problems:
                print(f"     {problem}")
    for name, (count, bad) in sorted(by_class.items()):
        print(f"{name}: {count - bad} of {count} cases as stated")
    print(f"{len(results) - failed} of {len(results)} hostile cases give what they state")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
