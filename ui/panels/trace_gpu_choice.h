#pragma once

#include "core/readers/kineto_trace.h"

#include <QString>

#include <cstdint>
#include <optional>

class QWidget;

namespace roofline::ui {

// A PyTorch trace is read one GPU at a time (docs/file-formats.md, "Several GPUs"). When the trace holds
// kernels of more than one, the import asks which to read, the one read first (most kernel time) offered
// first, each with its kernel time. Returns the GPU chosen, or nothing when the user cancels; a trace of
// one GPU asks nothing and returns the one read.
std::optional<std::int64_t> askTraceGpu(QWidget* parent, const TraceJoin& join, const QString& fileName);

// How many of a trace's GPUs ran kernels.
std::size_t gpusWithKernels(const TraceJoin& join);

} // namespace roofline::ui
