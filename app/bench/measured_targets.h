#pragma once

#include <nlohmann/json.hpp>

namespace roofline {

// The targets of `bench --measured N [--ncu]` (docs/performance.md), each with the figure a run measured
// and whether it is met, worked out from the run's JSON (`result`: the keys bench prints). A target is
// for one kind of run: 1,000,000 Nsight Compute launches over a few thousand names import to their
// first frame in ≤ 3 s and ≤ 600 MiB, and in ≤ 20× the time of the same profile cut to 10,000; 10^6
// distinct names (as many names as launches) in ≤ 10 s and ≤ 1 GiB; 100,000 kernels of a plain CSV in
// ≤ 1.5 s and ≤ 250 MiB; with 100,000 kernels or more the UI thread never stalls more than 50 ms while
// importing, autosaving, saving or opening; every run steps the slider in ≤ 4 ms (median) and ≤ 8 ms
// (p95). A target whose figure the run did not measure is left out.
//
// Returns an array of {"what", "key", "figure", "unit" ("ms", "MiB", "times"), "target" (its words),
// "limit", "met"}: `met` is figure ≤ limit.
nlohmann::json measuredTargets(const nlohmann::json& result);

} // namespace roofline
