#!/usr/bin/env python3
"""Works out, from the trace format alone, how the GPU time of each real trace here joins its ops.

Written from the Chrome-trace layout Kineto writes (libkineto/src/output_json.cpp) and from how the
profiler's own tools join GPU work to ops (Holistic Trace Analysis, the TensorBoard plugin): a kernel (or a
memory copy or set) finds its launch on the host (a cuda_runtime, cuda_driver or hip_runtime event) by
their shared "correlation", else by the "ac2g" flow from the launch ("s") to the activity ("f"); its op is
the innermost cpu_op on the launching process and thread whose span [ts, ts + dur] holds the launch's ts
(innermost: the latest start; of equal starts the earlier end; of equal spans the one recorded last).
Ids are each process's own: when launches of several processes carry a kernel's correlation, the one whose
External id is the kernel's is its launch, and when that does not tell, none is.

It shares no code with the app and answers by a sweep over each thread's ops, not by nesting them.
Run: python3 join_expected.py > expected.json (from this folder); the tests compare the app's figures to
the numbers it writes. "by_flow_only" is each trace again as if its kernels carried no "correlation".
"""
import collections
import gzip
import json
import pathlib
import sys

LAUNCHES = {"cuda_runtime", "cuda_driver", "runtime", "hip_runtime", "hip_driver"}
OPS = {"cpu_op", "operator"}
COPIES = {"gpu_memcpy", "gpu_memset", "memcpy", "memset"}
MATMUL = ("aten::mm", "aten::addmm", "aten::bmm", "aten::baddbmm")
# An all-gather's tensor type as the profiler writes it: its element size and the app's dtype name.
GATHER_TYPES = {"signed char": (1, "int8"), "float": (4, "fp32"), "c10::BFloat16": (2, "bf16"), "c10::Half": (2, "fp16")}
FIXTURES = sorted(p.name for p in pathlib.Path(__file__).parent.iterdir()
                  if p.name.endswith((".json", ".json.gz")) and p.name != "expected.json")


def read(path):
    data = path.read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    return json.loads(data)["traceEvents"]


def external_id(args):
    return args.get("External id", args.get("external id"))


def innermost_ops(ops, queries):
    """For each query (thread, time, key): the innermost op holding it, by a sweep over each thread."""
    points = collections.defaultdict(list)
    for index, (thread, start, end, name) in enumerate(ops):
        points[thread].append((start, 0, index))  # starts first, then queries, then ends: spans are closed
        points[thread].append((end, 2, index))
    for key, (thread, time) in queries.items():
        points[thread].append((time, 1, key))
    found = {}
    for thread, sweep in points.items():
        sweep.sort(key=lambda point: (point[0], point[1]))
        active = set()
        for time, kind, item in sweep:
            if kind == 0:
                active.add(item)
            elif kind == 2:
                active.discard(item)
            elif active:
                found[item] = max(active, key=lambda i: (ops[i][1], -ops[i][2], i))
    return found


def join(events, by_flow_only=False):
    ops, activities = [], []
    launches = collections.defaultdict(dict)  # correlation -> pid -> (thread, ts, External id)
    flow_starts = collections.defaultdict(dict)  # id -> pid -> (thread, ts)
    flow_ends = collections.defaultdict(set)  # (pid, tid, ts) -> ids
    hosts = set()
    graph_launches = set()  # (pid, tid, ts) of each cudaGraphLaunch
    comms = []  # (op, args) of each record_param_comms of an all-reduce
    lookups = []  # (op, args) of each aten::embedding (the forward lookup)
    gathers = []  # (op, args) of each c10d::_allgather_base_ (PyTorch 2.0's all-gather of one tensor)
    for event in events:
        category = str(event.get("cat", "")).lower()
        args = event.get("args") or {}
        if event.get("ph") in ("s", "f") and category == "ac2g" and isinstance(event.get("id"), int):
            if event["ph"] == "s":
                hosts.add(event.get("pid"))
                flow_starts[event["id"]].setdefault(event.get("pid"), ((event.get("pid"), event.get("tid")), event["ts"]))
            else:
                flow_ends[(event.get("pid"), event.get("tid"), event["ts"])].add(event["id"])
            continue
        if event.get("ph") != "X":
            continue
        if category in OPS:
            hosts.add(event.get("pid"))
            ops.append(((event.get("pid"), event.get("tid")), event["ts"], event["ts"] + event["dur"], event["name"]))
            if event["name"] == "record_param_comms" and args.get("Collective name") == "allreduce":
                comms.append((ops[-1], args))
            if event["name"] == "aten::embedding" and "Input Dims" in args:
                lookups.append((ops[-1], args))
            if event["name"] == "c10d::_allgather_base_" and "Input Dims" in args:
                gathers.append((ops[-1], args))
        elif category in LAUNCHES:
            hosts.add(event.get("pid"))
            if "correlation" in args:
                launches[args["correlation"]].setdefault(
                    event.get("pid"), ((event.get("pid"), event.get("tid")), event["ts"], external_id(args)))
                if event["name"] == "cudaGraphLaunch":
                    graph_launches.add((event.get("pid"), event.get("tid"), event["ts"]))
        elif category == "kernel" or category in COPIES:
            activities.append((event, category in COPIES))

    def launch_of(event):
        args = event.get("args") or {}
        pid = event.get("pid")
        by_pid = launches.get(args.get("correlation"), {}) if "correlation" in args and not by_flow_only else {}
        if by_pid:
            if pid in hosts:
                if pid in by_pid:
                    return by_pid[pid][:2]
            elif len(by_pid) == 1:
                return next(iter(by_pid.values()))[:2]
            else:
                agreeing = [l for l in by_pid.values() if external_id(args) is not None and l[2] == external_id(args)]
                return agreeing[0][:2] if len(agreeing) == 1 else None
        ids = flow_ends.get((pid, event.get("tid"), event["ts"]), set())
        if len(ids) != 1:
            return None
        starts = flow_starts.get(next(iter(ids)), {})
        if pid in hosts:
            return starts.get(pid)
        return next(iter(starts.values())) if len(starts) == 1 else None

    sites = {}
    for number, (event, copy) in enumerate(activities):
        site = launch_of(event)
        if site is not None:
            sites[number] = site
    op_of = innermost_ops(ops, sites)

    devices = {}
    for number, (event, copy) in enumerate(activities):
        args = event.get("args") or {}
        device = args["device"] if isinstance(args.get("device"), int) else (
            event["pid"] if isinstance(event.get("pid"), int) else 0)
        figures = devices.setdefault(device, {"kernels": collections.Counter(), "copies": collections.Counter(),
                                              "matmul": collections.Counter(), "graph_ops": set(),
                                              "allreduce": {}, "lookups": {}, "gathers": {},
                                              "by_op": collections.Counter()})
        seconds = event["dur"] * 1e-6
        side = figures["copies" if copy else "kernels"]
        side["seconds"] += seconds
        if number not in sites:
            side["no_launch"] += seconds
        elif number not in op_of:
            side["outside_ops"] += seconds
        else:
            side["joined"] += seconds
            name = ops[op_of[number]][3]
            if not copy and name in MATMUL:
                figures["matmul"][name] += seconds
            if not copy:
                figures["by_op"][name] += seconds
                # An all-reduce's kernels: those launched inside its record_param_comms (the outermost, were
                # they nested) count for it, at 2(n-1)/n·N·4 bytes and (n-1)/n·N additions (fp32).
                thread, time = sites[number]
                around = [(op, a) for op, a in comms if op[0] == thread and op[1] <= time <= op[2]]
                if around:
                    op, a = min(around, key=lambda item: (item[0][1], -item[0][2]))
                    n, elements = a["Group size"], a["In msg nelems"]
                    assert a["dtype"] == "Float"
                    key = "allreduce fp32[%d] over %d chips" % (elements, n)
                    group = figures["allreduce"].setdefault(key, {"flops": 0.0, "bytes": 0.0, "seconds": 0.0, "runs": set()})
                    if id(op) not in group["runs"]:
                        group["runs"].add(id(op))
                        group["flops"] += (n - 1) / n * elements
                        group["bytes"] += 2 * (n - 1) / n * elements * 4
                    group["seconds"] += seconds
                # An embedding lookup's kernels: those launched inside its aten::embedding (the outermost), at
                # 2·N·D·s + N·8 bytes (bf16 table [V,D], int64 indices of N elements), no FLOPs.
                around = [(op, a) for op, a in lookups if op[0] == thread and op[1] <= time <= op[2]]
                if around:
                    op, a = min(around, key=lambda item: (item[0][1], -item[0][2]))
                    (v, d), indices = a["Input Dims"][0], a["Input Dims"][1]
                    assert a["Input type"][:2] == ["c10::BFloat16", "long int"]
                    n = 1
                    for size in indices:
                        n *= size
                    key = "aten::embedding bf16[%d,%d] i64[%s]" % (v, d, ",".join(str(x) for x in indices))
                    group = figures["lookups"].setdefault(key, {"bytes": 0.0, "seconds": 0.0, "runs": set()})
                    if id(op) not in group["runs"]:
                        group["runs"].add(id(op))
                        group["bytes"] += 2 * n * d * 2 + n * 8
                    group["seconds"] += seconds
                # An all-gather's kernels: those launched inside its c10d::_allgather_base_(output, input, …),
                # over a group of n = |output| / |input| chips: each receives (n-1)/n of the output, no FLOPs.
                around = [(op, a) for op, a in gathers if op[0] == thread and op[1] <= time <= op[2]]
                if around:
                    op, a = min(around, key=lambda item: (item[0][1], -item[0][2]))
                    out, inp = a["Input Dims"][0], a["Input Dims"][1]
                    size, name = GATHER_TYPES[a["Input type"][0]]
                    assert a["Input type"][1] == a["Input type"][0]
                    total, share = 1, 1
                    for x in out:
                        total *= x
                    for x in inp:
                        share *= x
                    n = total // share
                    assert n * share == total
                    key = "_allgather_base %s[%d] over %d chips" % (name, total, n)
                    group = figures["gathers"].setdefault(key, {"bytes": 0.0, "seconds": 0.0, "runs": set()})
                    if id(op) not in group["runs"]:
                        group["runs"].add(id(op))
                        group["bytes"] += (n - 1) / n * total * size
                    group["seconds"] += seconds
                thread, time = sites[number]
                if (thread[0], thread[1], time) in graph_launches:
                    figures["graph_ops"].add(name)
    return devices


def summary(devices):
    kernel_devices = {d: f for d, f in devices.items() if f["kernels"]["seconds"] > 0}
    busiest = max(sorted(kernel_devices), key=lambda d: kernel_devices[d]["kernels"]["seconds"])
    out = {"device": busiest, "devices": {}}
    for device, figures in sorted(devices.items()):
        out["devices"][str(device)] = {
            side: {"seconds": figures[side]["seconds"], "joined_seconds": figures[side]["joined"],
                   "no_launch_seconds": figures[side]["no_launch"],
                   "outside_ops_seconds": figures[side]["outside_ops"]}
            for side in ("kernels", "copies")}
        out["devices"][str(device)]["matmul_seconds_by_op"] = dict(sorted(figures["matmul"].items()))
        if figures["allreduce"]:
            out["devices"][str(device)]["allreduce_groups"] = {
                key: {k: v for k, v in group.items() if k != "runs"} for key, group in figures["allreduce"].items()}
        if figures["gathers"]:
            out["devices"][str(device)]["allgather_groups"] = {
                key: {"bytes": group["bytes"], "runs": len(group["runs"]), "seconds": group["seconds"]}
                for key, group in figures["gathers"].items()}
        if figures["lookups"]:
            out["devices"][str(device)]["embedding_lookups"] = {
                key: {"bytes": group["bytes"], "runs": len(group["runs"]), "seconds": group["seconds"]}
                for key, group in figures["lookups"].items()}
        # The ops that launched CUDA graphs, with the time of every kernel they launched.
        out["devices"][str(device)]["graph_launching_ops"] = {
            name: figures["by_op"][name] for name in sorted(figures["graph_ops"])}
    return out


if __name__ == "__main__":
    folder = pathlib.Path(__file__).parent
    result = {}
    for name in FIXTURES:
        events = read(folder / name)
        result[name] = summary(join(events))
        # The same trace with its GPU activities' "correlation" taken away: they find their launch by flow.
        result[name]["by_flow_only"] = summary(join(events, by_flow_only=True))
    json.dump(result, sys.stdout, indent=1, sort_keys=True)
    sys.stdout.write("\n")
