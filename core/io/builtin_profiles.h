#pragma once

#include <span>
#include <string_view>

namespace roofline {

struct BuiltinProfile {
    std::string_view fileName; // "tpu-v5e.json"
    std::string_view json;
};

// Generated at build time from hardware-profiles/*.json (cmake/EmbedProfiles.cmake).
std::span<const BuiltinProfile> builtinProfiles();

// The same for the model library, from models/*.json.
std::span<const BuiltinProfile> builtinModelFiles();

} // namespace roofline
