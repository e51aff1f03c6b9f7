#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace roofline {

// Shortest text that reads back to the same double, with a tidy exponent: 4096, 0.5, 1e6, 1.97e14.
std::string formatPlain(double value);

// A number exactly, for a message that quotes it: a whole number up to 2^53 in digits (100000, as a size or
// a count is written), anything else as formatPlain does (512.5, 1e300).
std::string formatExact(double value);

// Scientific notation with at most `digits` significant digits and no padding: 1.97e14, 8.2e11, 2e15.
std::string formatScientific(double value, int digits = 3);

// Engineering notation: at most `digits` significant digits and an exponent that is a multiple of 3,
// so the mantissa reads as units, thousands, millions…: 12, 17.2e9, 250e-9, 7.42e33.
std::string formatEngineering(double value, int digits = 3);

// A count (FLOPs, bytes): the whole number below a million (12, 4096, 999999), engineering notation
// from there on (1.07e9, 17.2e9); a fraction of one, which only a custom op can have, in engineering.
std::string formatCount(double value);

// SI prefix with at most `digits` significant digits: 197 T, 8.2 G, 240, 1.5 m.
// unit is appended after the prefix: formatSI(1.97e14, "FLOPs/s") == "197 TFLOPs/s". Beyond the
// prefixes (from 1000 E up, below 0.1 p) the number is in engineering notation: "1e21 FLOPs/s".
std::string formatSI(double value, std::string_view unit = {}, int digits = 3);

// Plain digits for everyday magnitudes (0.5, 409.6, 8755.6), scientific outside [1e-3, 1e6):
// for dimensionless numbers like intensities and critical batch sizes.
std::string formatCompact(double value, int digits = 5);

// A duration in the largest unit that keeps it ≥ 1: 1.01 ms, 240 µs, 3.2 s, down to 0.1 ps. Seconds
// from a million up and below 0.1 ps are in engineering notation: 7.42e33 s, 1e-18 s.
std::string formatDuration(double seconds, int digits = 3);

// A size in bytes, exactly: "2 GiB", "4 MiB", "1536 KiB", "1000 bytes" (the largest binary unit it is a
// whole number of), for the limits messages quote.
std::string formatByteSize(std::size_t bytes);

} // namespace roofline
