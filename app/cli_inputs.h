#pragma once

#include "core/chip.h"
#include "core/command_line.h"
#include "core/model_config.h"
#include "core/op.h"
#include "core/project.h"

#include <string>
#include <vector>

namespace roofline::app {

// What the command-line subcommands share.

// The built-in chips plus the ones the user saved from the app (in the user's data folder).
// A user file that cannot be read is reported on stderr and skipped.
std::vector<Chip> chipLibrary();

// The built-in models plus the ones in the user's models folder, found like user chips.
std::vector<ModelConfig> modelLibrary();
// The chips of every --chip, with unique ids (resolveChipArguments); warnings go to stderr.
std::vector<Chip> chipsFromFlags(const ParsedFlags& flags, const std::vector<Chip>& library);

// --B/--D/--F/--T/--S of calc and export.
Dims dimsFromFlags(const ParsedFlags& flags);

// --chip-layout and --sweep-layout of screenshot and export: "overlay" or "side-by-side" (the
// fallback when the flag is not given); anything else is an InvalidValue naming the flag.
ChipLayout chipLayoutFlag(const ParsedFlags& flags, std::string_view flag, ChipLayout fallback);

} // namespace roofline::app
