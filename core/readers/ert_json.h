#pragma once

#include "core/measured/empirical_roofline.h"

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

namespace roofline {

// ERT's roofline.json is small; anything over this is not one.
inline constexpr std::size_t kMaxErtFileBytes = 4u << 20;

// Reads the roofline.json ERT writes under Results.<host>/Run.<n>/ (ert_core.py, build_database()):
//   {"empirical": {"gflops": {"data": [["GFLOPs", 288.33]], "metadata": {…}},
//                  "gbytes": {"data": [["L1", 1002.83], ["DRAM", 68.76]], "metadata": {…}},
//                  "metadata": {"ERT_VERSION": "1.1.0", …}},
//    "spec": {"gflops": {"data": []}, "gbytes": {"data": []}}}
// GFLOPs are 1e9 FLOPs/s and GB/s 1e9 bytes/s (ERT divides by 1e9). Only "empirical" is read: "spec"
// holds the numbers the user typed into ERT's config, not measurements. Every error names `source`,
// the key path and the problem ("roofline.json: empirical.gbytes.data[1]: expected [name, number]…"):
// Syntax (not JSON, an entry that is not a [name, number] pair, no data), MissingKey, WrongType,
// InvalidValue (not positive, above 1e21 GFLOPs or GB/s, a level named twice), TooLarge, Encoding.
// `chipId` is not checked here.
EmpiricalRoofline parseErtJson(std::string_view text, std::string_view source, std::string chipId = {});
EmpiricalRoofline loadErtFile(const std::filesystem::path& path, std::string chipId = {});

} // namespace roofline
