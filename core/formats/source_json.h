#pragma once

#include "core/files/json_reader.h"
#include "core/formulas/chip.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace roofline {

// The "sources" list a chip file and a model file share: [{"field", "url", "note"?}], where field
// names the key path the number at url was taken for. Errors name the entry's path
// ("sources[2].field").
std::vector<Source> sourcesFromJson(const JsonCursor& sources);
nlohmann::ordered_json sourcesToJson(const std::vector<Source>& sources);

} // namespace roofline
