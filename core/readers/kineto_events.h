#pragma once

#include "core/files/mapped_text.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string_view>

namespace roofline {

// One event of a PyTorch profiler trace of the kinds the trace reader uses (kineto_trace.h), read without
// being built: what it reads of it, checked as it checks it (a time a finite number, a duration from 0 to
// 1e18 µs, an id a whole number within ±9e15). Its views are valid while it is handed on.
struct TraceEvent {
    enum class Kind { Op, Kernel, Copy, Launch, FlowStart, FlowEnd };
    Kind kind = Kind::Op;
    std::size_t index = 0; // in traceEvents
    std::string_view name; // an op's, a kernel's or a copy's (empty when it has none written as a string)
    // "pid" and "tid" as written, which is how the reader tells processes and threads apart: a number's
    // digits, a string with its quotes; empty when absent.
    std::string_view pid, tid;
    std::optional<std::int64_t> pidNumber; // the pid, when it is a whole number
    double ts = 0.0;
    double dur = 0.0; // of an op, a kernel or a copy
    // An op's "External id"; a kernel's, copy's or launch's, else its "external id" (Kineto 1.x).
    std::optional<std::int64_t> externalId;
    std::optional<std::int64_t> correlation; // a launch always has one
    std::optional<std::int64_t> device; // a kernel's or copy's "args.device", when a whole number
    std::int64_t flowId = 0;
    // An op's "Input Dims", "Input type" and "Concrete Inputs" as written (JSON text), each absent when the
    // trace does not record it: what its cost is worked out from.
    std::optional<std::string_view> inputDims, inputTypes, concreteInputs;
    // Whether an op has "args"; and a record_param_comms's "Collective name", "In msg nelems", "Out msg nelems",
    // "Group size" and "dtype" among them as written (JSON text), each absent when not: its cost's.
    bool hasArgs = false;
    std::optional<std::string_view> collectiveName, inElements, outElements, groupSize, dtype;
};

// Reads a trace (its JSON text, or gzip data that inflates to it, at most maxTextBytes) one event at a time
// without building any: each event the reader uses goes to `event`, the rest (metadata, counters, Python
// functions, annotations) to nobody; memory is what `event` keeps, and for gzip data a window of the text.
// Returns false as soon as it is not sure the JSON parser reads the text the same way (JsonPull::Unsure, which
// `event` may throw too) or the gzip data is not whole or inflates past the limit: the caller then reads the
// text with the parser, which says what is wrong. `reading` hears how far into `data` it got.
bool readTraceEvents(std::string_view data, std::string_view source, std::size_t maxTextBytes, TextReading& reading,
    const std::function<void(const TraceEvent&)>& event);

} // namespace roofline
