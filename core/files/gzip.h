#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace roofline {

// Whether data starts with gzip's magic bytes (1f 8b): a file written by gzip, or by a profiler that
// compresses its own output (torch.profiler's tensorboard_trace_handler with use_gzip=True writes
// *.pt.trace.json.gz).
bool isGzip(std::string_view data);

// The data a gzip file holds (every member of it, as gunzip reads them). Throws Error naming `source`:
// Syntax for a stream that is corrupt or cut short ("trace.json.gz: not a whole gzip file (unexpected end
// of file)"), TooLarge once the data passes maxBytes, without inflating the rest.
std::string gunzip(std::string_view data, std::string_view source, std::size_t maxBytes);

} // namespace roofline
