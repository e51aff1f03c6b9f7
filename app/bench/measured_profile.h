#pragma once

#include "core/measured/measured.h"
#include "core/scene/project.h"

#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// The profile `roofline-studio bench --measured N` imports: `count` kernels over `names` names on the
// chips of `project` (the heavy scene's), the same every run. Each name runs on one chip, at an
// intensity and a share of its roof of its own (each kernel ±10 % around them), and a few names
// take most of the time, as in a real step: kernel k has name ⌊names·u²⌋ for a pseudo-random u (with
// at least as many names as kernels, kernel k has name k: every kernel a name of its own). Every
// kernel is below its roof (its chip's highest peak over its first memory level). `nameOf` spells
// name n (default: "k007_rmsnorm").
struct BenchProfileShape {
    std::size_t kernels = 0;
    std::size_t names = 200;
    std::function<std::string(std::size_t n)> nameOf;
};
// The kernels one by one, in order, without holding them (a million launches are written as they come).
void forEachBenchKernel(
    const Project& project, const BenchProfileShape& shape, const std::function<void(const MeasuredKernel&)>& kernel);
std::vector<MeasuredKernel> benchMeasuredKernels(const Project& project, std::size_t count, std::size_t names = 200);

// The kernels as the simple measured-kernels CSV (name,flops,bytes,seconds,chip,link), numbers in their
// shortest exact form: the header and a row per kernel, or one row at a time.
std::string measuredKernelsToCsv(std::span<const MeasuredKernel> kernels);
inline constexpr std::string_view kMeasuredCsvHeader = "name,flops,bytes,seconds,chip,link\n";
void appendMeasuredCsvRow(std::string& out, const MeasuredKernel& kernel);

} // namespace roofline
