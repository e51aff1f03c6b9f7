#pragma once

#include "core/scene/project.h"

#include <cstddef>
#include <ostream>
#include <string>

namespace roofline {

// The profile of `roofline-studio bench --measured N --ncu`: N kernel launches over `names` kernel
// names (forEachBenchKernel's profile, on the project's H100), as `ncu --csv --page raw` prints them:
// a header, a row of units, then one quoted row per launch with its ID, process, C++ kernel name
// (nvcc's long template names), launch configuration and the metrics the roofline reads
// (dram__bytes.sum in bytes, gpu__time_duration.sum in nanoseconds, FFMA instructions), numbers
// grouped in thousands as ncu groups them. Written as it is made: a million launches (about 200 MB)
// never sit in memory. The same every run.
void writeNcuProfile(std::ostream& out, const Project& project, std::size_t launches, std::size_t names);

// Kernel name n of that profile: "void bench::gemm_bf16_kernel<7, 128, 4>(bench::Params<__nv_bfloat16> const*, int)".
std::string ncuKernelName(std::size_t n);

} // namespace roofline
