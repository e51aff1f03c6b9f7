#pragma once

#include "core/files/json_reader.h"
#include "core/scene/project.h"

namespace roofline {

// The measured side of a project file (docs/file-formats.md "Project files"): "measured", "measured_view",
// "measured_links" and "empirical_rooflines". Kept apart from project_json.cpp, which calls them.
void writeMeasuredKeys(nlohmann::ordered_json& json, const Project& project);

// Reads those keys into `project`, whose ops are read already (links are indexes into them). Errors
// name the file, the key path and the problem, like every project error.
void readMeasuredKeys(const JsonCursor& root, Project& project);

} // namespace roofline
