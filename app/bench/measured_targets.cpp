#include "app/bench/measured_targets.h"

#include <cstddef>
#include <string>

namespace roofline {

namespace {

constexpr std::size_t kMillion = 1000000;
constexpr std::size_t kHundredThousand = 100000;

struct Target {
    const char* what;
    const char* key;
    const char* unit;
    std::string words;
    double limit = 0.0;
};

} // namespace

nlohmann::json measuredTargets(const nlohmann::json& result)
{
    const bool ncu = result.value("format", std::string()) == "nsight-compute";
    const std::size_t kernels = result.value("kernels", std::size_t {0});
    const std::size_t names = result.value("names", std::size_t {0});
    const bool distinct = ncu && kernels >= kMillion && names >= kernels; // every launch a name of its own
    const bool manyLaunches = ncu && kernels >= kMillion && !distinct;
    const bool plain = !ncu && kernels == kHundredThousand;

    std::vector<Target> targets;
    if (distinct) {
        targets.push_back({"import to the first frame", "import_to_first_frame_ms", "ms",
            "<= 10 s for 10^6 distinct names", 10000.0});
        targets.push_back({"peak memory (VmHWM)", "peak_rss_mib", "MiB", "<= 1 GiB for 10^6 distinct names", 1024.0});
    } else if (manyLaunches) {
        targets.push_back(
            {"import to the first frame", "import_to_first_frame_ms", "ms", "<= 3 s for 1,000,000 launches", 3000.0});
        targets.push_back({"import time / the same profile cut to 10,000", "import_ratio", "times", "<= 20x", 20.0});
        targets.push_back({"peak memory (VmHWM)", "peak_rss_mib", "MiB", "<= 600 MiB for 1,000,000 launches", 600.0});
    } else if (plain) {
        targets.push_back(
            {"import to the first frame", "import_to_first_frame_ms", "ms", "<= 1.5 s for 100,000 kernels", 1500.0});
        targets.push_back({"peak memory (VmHWM)", "peak_rss_mib", "MiB", "<= 250 MiB for 100,000 kernels", 250.0});
    }
    if (kernels >= kHundredThousand) {
        for (const auto& [what, key] : {std::pair {"longest UI-thread stall while importing", "import_stall_ms"},
                 std::pair {"longest UI-thread stall while autosaving", "autosave_stall_ms"},
                 std::pair {"longest UI-thread stall while saving", "save_stall_ms"},
                 std::pair {"longest UI-thread stall while opening", "open_stall_ms"}})
            targets.push_back({what, key, "ms", "<= 50 ms with 100,000 kernels or more", 50.0});
    }
    targets.push_back({"slider step with them shown, median", "update_ms_median", "ms", "<= 4 ms", 4.0});
    targets.push_back({"slider step with them shown, p95", "update_ms_p95", "ms", "<= 8 ms", 8.0});

    nlohmann::json out = nlohmann::json::array();
    for (const Target& target : targets) {
        const auto found = result.find(target.key);
        if (found == result.end() || !found->is_number())
            continue;
        const double figure = found->get<double>();
        out.push_back({{"what", target.what}, {"key", target.key}, {"figure", figure}, {"unit", target.unit},
            {"target", target.words}, {"limit", target.limit}, {"met", figure <= target.limit}});
    }
    return out;
}

} // namespace roofline
