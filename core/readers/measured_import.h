#pragma once

#include "core/measured/empirical_roofline.h"
#include "core/readers/kineto_trace.h"
#include "core/readers/measured_csv.h"

#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// Any file of measurements, whatever its format: what the `measured` command reports and the app imports
// (docs/file-formats.md, "Measured kernels"). The format is recognised from the text, never from the
// file's name.
struct MeasuredFile {
    std::string format; // "pytorch-trace", "ert", "rocprofv3", "xprof", "nsight-compute", "csv": a reader's name
    std::vector<MeasuredKernel> kernels;
    std::vector<SkippedKernel> skipped; // left out, each with its line and why
    std::vector<ImportWarning> warnings; // read, but the user should know
    std::optional<EmpiricalRoofline> ceilings; // an Empirical Roofline Toolkit file: its ceilings, no kernels
    // A PyTorch profiler trace: the GPU time of kernels the app cannot model (by op, most first) and of
    // all kernels, and each group's op and shape, which links it to the op of that shape on a chart.
    std::optional<double> unmodelledSeconds;
    std::vector<UnmodelledTime> unmodelled;
    double kernelSeconds = 0.0;
    double dataMovementSeconds = 0.0; // a trace's costed ops that do no FLOPs: no points, not unmodelled
    std::vector<DataMovement> dataMovement;
    // Kernel time in no group, spent all the same: what a comparison counts and a projection carries over.
    double secondsInNoGroup() const { return unmodelledSeconds.value_or(0.0) + dataMovementSeconds; }
    std::vector<MeasuredShape> shapes;
    std::vector<GroupLaunches> launches; // the GPU kernels each group ran (a trace's; empty otherwise)
    std::optional<TraceJoin> join; // which GPU was read, and how much of its time joined the ops that launched it
};

// What a reading may be asked beyond the file: a PyTorch trace's GPU (else the one with most kernel time).
struct MeasuredReadOptions {
    std::optional<std::int64_t> traceDevice;
};

// One format: whether a text is one of its files (cheaply: a CSV's first line, a JSON object's top-level
// keys up to the one that tells, wherever it is), and how to read it. A new format is one more entry of
// measuredReaders(), before the plain CSV, which takes whatever no other reader recognises. Numbers written as text go
// through the one locale policy (core/files/number_locale.h).
struct MeasuredReader {
    std::string_view format;
    bool (*recognises)(std::string_view text);
    MeasuredFile (*read)(std::string_view text, std::string_view source, const TextReading& reading);
};

std::span<const MeasuredReader> measuredReaders();

// Reads measurements of any known format; errors as each reader's (parseMeasuredCsv, parseErtJson).
MeasuredFile readMeasuredText(std::string_view text, std::string_view source);
// The same from a file (a regular file, safe_paths.h) of any size: mapped, not read into memory
// (MappedText), and read one record at a time; its format is recognised from its content wherever the
// keys that tell it are (a trace's "traceEvents" after megabytes of metadata).
// `progress` (may be null) hears how far the reading got and may stop it (Cancelled).
MeasuredFile readMeasuredFile(
    const std::filesystem::path& path, Progress* progress = nullptr, const MeasuredReadOptions& options = {});

} // namespace roofline
