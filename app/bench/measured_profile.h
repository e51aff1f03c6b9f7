#pragma once

#include "core/measured/measured.h"
#include "core/scene/project.h"

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace roofline {

// The profile `roofline-studio bench --measured N` imports: `count` kernels over 200 names on the
// chips of `project` (the heavy scene's), the same every run. Each name runs on one chip, at an
// intensity and a share of its roof of its own (each kernel ±10 % around them), and a few names
// take most of the time, as in a real step: kernel k has name ⌊200·u²⌋ for a pseudo-random u.
// Every kernel is below its roof (its chip's highest peak over its first memory level).
std::vector<MeasuredKernel> benchMeasuredKernels(const Project& project, std::size_t count);

// The kernels as the simple measured-kernels CSV (name,flops,bytes,seconds,chip), numbers in their
// shortest exact form.
std::string measuredKernelsToCsv(std::span<const MeasuredKernel> kernels);

} // namespace roofline
