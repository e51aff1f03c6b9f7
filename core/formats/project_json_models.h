#pragma once

#include "core/files/json_reader.h"
#include "core/scene/project.h"

namespace roofline {

// The models of a project file (docs/file-formats.md "Project files"): "models" and "custom_models". Kept apart from
// project_json.cpp, which calls them.
void writeModelKeys(nlohmann::ordered_json& json, const Project& project);

// Reads those keys into `project`. Errors name the file, the key path and the problem.
void readModelKeys(const JsonCursor& root, Project& project);

} // namespace roofline
