#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/solvers.h"
#include "core/scene/project.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// The pieces of an exported slide's default title, subtitle and source line, as data: the app and the
// command line word them in the user's language ("TPU v5e vs H100 SXM — bf16 matmul, B = 128").

// Which charts a slide shows.
enum class SlideCharts { Roofline, BatchSize, Both };

// One dimension of the ops shown and its values in the order the ops give them, each once
// ("D": 4096, 1024).
struct SlideDim {
    std::string name; // "D", "F", "T", "S"
    std::vector<double> values;

    bool operator==(const SlideDim&) const = default;
};

struct SlideHeading {
    std::vector<std::string> chipNames; // the chips shown, in order
    std::string op; // the op-spec keyword of the first op shown ("matmul"); empty: no op is shown
    std::string label; // its own label ("MLP up"), which names it instead; empty: it has none
    std::string precision; // the precision it computes in ("bf16")
    // What it reads when its inputs differ ("bf16×int8": bf16 activations, int8 weights), which names it
    // instead: "bf16 matmul" would be another op; empty when they are all of one precision.
    std::string operands;
    std::optional<double> batch; // its B on the roofline (the slider's or its own); none when it has no B
    std::optional<BatchRange> batchRange; // the batch-size chart's B range, when that chart is shown
    std::vector<SlideDim> dims; // D, F, T and S of the ops shown (the sliders' values or their own)

    bool operator==(const SlideHeading&) const = default;
};

// The first op shown is the roofline's first op not hidden in its legend (for a slide of the
// batch-size chart alone: the first sweep not hidden); the dimensions come from every op shown.
SlideHeading slideHeading(const Project& project, const std::vector<const Chip*>& chips, SlideCharts charts);

// Where one chip's numbers come from: the hosts of its file's source URLs, each once, the host most
// of its numbers cite first (a tie: the one the file names first).
struct ChipSources {
    std::string chipName;
    std::vector<std::string> hosts; // "jax-ml.github.io"

    bool operator==(const ChipSources&) const = default;
};

// The chips that name sources (a chip file without any is left out).
std::vector<ChipSources> chipSources(const std::vector<const Chip*>& chips);

// "https://jax-ml.github.io/scaling-book/roofline" → "jax-ml.github.io"; a "www." is dropped; text that
// is not a URL comes back trimmed.
std::string sourceHost(std::string_view url);

} // namespace roofline
