#pragma once

#include "core/base/color.h"
#include "core/files/json_reader.h"
#include "core/formulas/marker.h"

#include <nlohmann/json.hpp>

#include <map>
#include <string>

namespace roofline {

// The project file's keys about how things look: "chip_colors" (chip id → "#rrggbb") and an op's
// "marker" (one of markerShapeNameList()).
nlohmann::ordered_json chipColorsToJson(const std::map<std::string, Rgb>& colors);
std::map<std::string, Rgb> chipColorsFromJson(const JsonCursor& cursor);
MarkerShape markerFromJson(const JsonCursor& cursor);

} // namespace roofline
