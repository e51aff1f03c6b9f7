#!/usr/bin/env python3
"""Merges per-rank PyTorch profiler (Kineto) traces of ONE job into one Chrome-trace file, as a trace merger would.

Each rank's events are copied unchanged (ts, pid, tid, args): its host process keeps its own pid, its kernels
their own GPU pid and args.device. traceEvents are concatenated in rank order. The only events left out are a
rank's metadata ("M") events about pids on which that rank recorded nothing (Kineto labels every visible GPU
in every rank's file, so "GPU 1" would otherwise be named after rank 0 too). Top-level keys (schemaVersion,
distributedInfo, ...) are the first rank's. Writes gzip (mtime 0) when the output ends in .gz.

    python3 merge_ranks.py OUTPUT RANK0_TRACE RANK1_TRACE [...]
"""
import gzip
import json
import pathlib
import sys


def read(path):
    data = pathlib.Path(path).read_bytes()
    return json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)


def main(output, *sources):
    merged = None
    for source in sources:
        trace = read(source)
        events = trace["traceEvents"]
        used = {e.get("pid") for e in events if e.get("ph") != "M"}
        kept = [e for e in events if e.get("ph") != "M" or e.get("pid") in used]
        if merged is None:
            merged = {k: v for k, v in trace.items() if k != "traceEvents"}
            merged["traceEvents"] = []
        merged["traceEvents"].extend(kept)
        print(f"{source}: {len(kept)} of {len(events)} events", file=sys.stderr)
    text = json.dumps(merged, separators=(",", ":")).encode()
    out = pathlib.Path(output)
    out.write_bytes(gzip.compress(text, 9, mtime=0) if out.name.endswith(".gz") else text)
    print(f"{out.name}: {len(merged['traceEvents'])} events, {out.stat().st_size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main(*sys.argv[1:])
