#pragma once

#include "core/files/json_reader.h"
#include "core/formulas/chip.h"

#include <filesystem>
#include <string_view>

namespace roofline {

// A chip file is small; anything bigger is refused before parsing.
inline constexpr std::size_t kMaxChipFileBytes = 1u << 20;

// Every number of a chip (peaks, bandwidths, capacities) lies in this range: wide enough for any real
// chip or cluster, narrow enough that ridge points, times and axis ranges can never overflow.
inline constexpr double kMinChipNumber = 1.0;
inline constexpr double kMaxChipNumber = 1e30;

// A link's count: whole links per chip, from 1 to this.
inline constexpr double kMaxLinkCount = 1e6;
// The longest latency_s a link may state (seconds per hop); a collective's latency is 2(n-1) hops.
inline constexpr double kMaxLinkLatencyS = 1.0;
// The most chips a link's domain may join.
inline constexpr double kMaxLinkDomain = 1e6;

// Reads the chip file format (see docs/file-formats.md "Chip files"). Every error names `source`, the key path
// and the problem, e.g. "h100.json: memory[0].bandwidth_bytes_per_s: must be a positive number, got -3".
// root may be a chip inside a bigger document (a project's custom_chips[i]); key paths then start there.
Chip chipFromJson(const JsonCursor& root);
Chip parseChipJson(std::string_view text, std::string_view source);
Chip loadChipFile(const std::filesystem::path& path);

// The chip file format, keys in the order a person reads them.
nlohmann::ordered_json chipToJson(const Chip& chip);

// The checks chipFromJson applies, for chips built in code or in a form. Throws Error.
void validateChip(const Chip& chip, std::string_view source);

} // namespace roofline
