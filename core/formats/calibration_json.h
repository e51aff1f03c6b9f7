#pragma once

#include "core/files/json_reader.h"
#include "core/scene/calibration.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string_view>

namespace roofline {

// `calibrate --json` (docs/model.md §15, docs/cli.md "calibrate"): {"chip", "classes": [{"class", "bound",
// "groups", "efficiency", "seconds"}], "groups": [{"name", "class", "bound", "runs", "predicted_s", "measured_s",
// "calibrated_s", "error", "flops", "bytes", "peak_flops_per_s", "bandwidth_bytes_per_s", "dtype", "link"}],
// "mape_nominal", "mape_calibrated", "mape_leave_one_out", "time_weighted_error", "warnings", "unmodelled_s"}. A bound
// is "compute" or "bandwidth"; the groups' times, FLOPs and bytes are per run, a class's seconds its measured total.
nlohmann::ordered_json calibrationToJson(const Calibration& calibration);

// The calibration file `calibrate --out` writes: {"format": 1, "kind": "roofline-calibration", then the keys above}.
nlohmann::ordered_json calibrationFileJson(const Calibration& calibration);

// A calibration file (docs/file-formats.md "Calibration files"), as `calibrate --out` writes it: the chip, each
// class and bound's efficiency, the four error figures and, when present, each group's row (what the parity chart
// draws and a projection places). Throws Error naming the file, the key and the problem.
Calibration parseCalibrationJson(std::string_view text, std::string_view source);
Calibration loadCalibrationFile(const std::filesystem::path& path);
// The keys above (no "format" or "kind") of one object: a project's "calibrations" entries. `source` is the
// calibration's own (the file it was first read from), not the file holding the object.
Calibration calibrationFromJson(const JsonCursor& object, std::string source);

// A calibration as its file holds it: what reading back what calibrationToJson writes gives (a group's
// precision known or not, no more), so that a project holding it reads back equal. One read from a file
// (loadCalibrationFile) is so already; one computed (calibrate) is not.
Calibration asInCalibrationFile(const Calibration& calibration);

// The largest calibration file read: its groups' rows are a few hundred bytes each.
inline constexpr std::size_t kMaxCalibrationFileBytes = 256u * 1024 * 1024;

} // namespace roofline
