#!/usr/bin/env python3
"""Cuts a window out of a PyTorch profiler trace, as a profiler that recorded only that window would.

Keeps the top-level keys, every metadata event ("M"), every event that starts inside [start, start + span]
(µs from the first op's start, or from the first event named --at), the ops (cpu_op, user_annotation)
that enclose part of the window, and the GPU activities (kernels, copies, sets, and the flows that end at
them) that the launches kept launched, wherever they ran: the GPU runs behind the host. Kernels that ran in
the window but were launched before it stay, without their launch, as a real trace cut by its window has them. Writes gzip (mtime 0) when the output ends in .gz.

    python3 excerpt.py SOURCE OUTPUT --at cudaGraphLaunch --nth 13 --before 2000 --span 6000
"""
import argparse
import gzip
import json
import pathlib

parser = argparse.ArgumentParser()
parser.add_argument("source")
parser.add_argument("output")
parser.add_argument("--at", help="the name of an event to start from (its first occurrence)")
parser.add_argument("--nth", type=int, default=0, help="start from the event's occurrence of this index")
parser.add_argument("--before", type=float, default=0.0, help="µs kept before the start")
parser.add_argument("--span", type=float, required=True, help="µs kept from the start")
options = parser.parse_args()

data = pathlib.Path(options.source).read_bytes()
trace = json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
events = trace["traceEvents"]
timed = [e for e in events if e.get("ph") == "X"]
anchor = (min(e["ts"] for e in timed if str(e.get("cat", "")).lower() in ("cpu_op", "operator"))
          if options.at is None else [e["ts"] for e in timed if e.get("name") == options.at][options.nth])
low, high = anchor - options.before, anchor - options.before + options.span
GPU = ("kernel", "gpu_memcpy", "gpu_memset", "memcpy", "memset")
launched = {e["args"]["correlation"] for e in timed if low <= e["ts"] <= high and "correlation" in e.get("args", {})
            and str(e.get("cat", "")).lower() in ("cuda_runtime", "cuda_driver", "runtime", "hip_runtime")}
kept = []
for event in events:
    gpu = str(event.get("cat", "")).lower() in GPU and (event.get("args") or {}).get("correlation") in launched
    flow = event.get("ph") == "f" and event.get("id") in launched
    if gpu or flow:
        kept.append(event)
        continue
    ts = event.get("ts")
    if event.get("ph") == "M" or ts is None:
        kept.append(event)
    elif low <= ts <= high:
        kept.append(event)
    elif event.get("ph") == "X" and str(event.get("cat", "")).lower() in ("cpu_op", "operator", "user_annotation") \
            and ts < low and ts + event.get("dur", 0) >= low:
        kept.append(event)
trace["traceEvents"] = kept
text = json.dumps(trace, separators=(",", ":")).encode()
out = pathlib.Path(options.output)
out.write_bytes(gzip.compress(text, 9, mtime=0) if out.name.endswith(".gz") else text)
print(f"{out.name}: {len(kept)} of {len(events)} events, {out.stat().st_size} bytes")
