#pragma once

#include "core/scene/calibration.h"

#include <filesystem>
#include <string_view>

namespace roofline {

// A calibration file (docs/file-formats.md "Calibration files"), as `calibrate --out` writes it. Only what a
// prediction needs is read: the chip, each class and bound's efficiency and groups, and the four error figures;
// the groups' rows are for people. Throws Error naming the file, the key and the problem.
Calibration parseCalibrationJson(std::string_view text, std::string_view source);
Calibration loadCalibrationFile(const std::filesystem::path& path);

// The largest calibration file read: its groups' rows are a few hundred bytes each.
inline constexpr std::size_t kMaxCalibrationFileBytes = 256u * 1024 * 1024;

} // namespace roofline
