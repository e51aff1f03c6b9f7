#pragma once

#include "app/flags/command_line.h"
#include "core/formulas/chip.h"
#include "core/formulas/op.h"
#include "core/model/model_config.h"
#include "core/readers/measured_import.h"
#include "core/scene/project.h"

#include <cstddef>
#include <optional>
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

// Every --op, and every --sweep (B optional, it is the x axis; the kind must have a B), of export and
// screenshot; empty when none is given. A spec core refuses is an Error naming the flag and the spec.
std::vector<Op> opsFromFlags(const ParsedFlags& flags);
std::vector<Op> sweepsFromFlags(const ParsedFlags& flags);

// --link-slopes one|all of screenshot and export: a link's slope for one link or all `count` of them
// (the project's "link_slopes"); the fallback when the flag is not given.
bool allLinkSlopesFlag(const ParsedFlags& flags, bool fallback);

// --detail focused|full of screenshot and export: what the question needs, or every memory level, link
// and vector unit (the project's "detail"); the fallback when the flag is not given.
Detail detailFlag(const ParsedFlags& flags, Detail fallback);

// --model ID|file.json [--model-phase prefill|decode|both] [--tp N] [--links K] [--ring uni|bi] of screenshot and
// export: the model added to the project as Add Model… adds it, with tp on every chip the project shows (set its
// chips first), after the project's own models. Its index in project.models; nullopt without --model.
std::optional<std::size_t> addModelFromFlags(const ParsedFlags& flags, Project& project);

// --measured FILE and --compare AFTER of screenshot and export: the kernels of FILE (any format `measured`
// reads) replace the project's, as File → Import Measurements adds them (an ERT file gives the first shown
// chip its ceilings; a trace's groups are linked to the ops of their shapes); AFTER, the same workload
// measured again, is compared with them (docs/model.md §I) and drawn as arrows from before to after. A
// --compare with no measured kernels to compare with is an Error naming both flags. Import warnings go to
// stderr. Returns what FILE's import said; nullopt without --measured.
std::optional<MeasuredFile> measuredFromFlags(const ParsedFlags& flags, Project& project);

} // namespace roofline::app
