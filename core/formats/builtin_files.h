#pragma once

#include <span>
#include <string_view>

namespace roofline {

struct BuiltinFile {
    std::string_view fileName; // "tpu-v5e.json"
    std::string_view json;
};

// Generated at build time from hardware-profiles/*.json (cmake/EmbedJsonFiles.cmake).
std::span<const BuiltinFile> builtinChipFiles();

// The same for the model library, from models/*.json.
std::span<const BuiltinFile> builtinModelFiles();

} // namespace roofline
