#include "app/bench/measured_profile.h"

#include "core/io/chip_library.h"
#include "core/report/scene_csv.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace roofline {

namespace {

constexpr std::size_t kNames = 200;

// A small, fixed pseudo-random sequence (SplitMix64): the same kernels on every machine and build.
class Sequence {
public:
    explicit Sequence(std::uint64_t seed)
        : m_state(seed)
    { }
    double next() // in [0, 1)
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        z ^= z >> 31;
        return static_cast<double>(z >> 11) * 0x1.0p-53;
    }

private:
    std::uint64_t m_state;
};

struct NameProfile {
    std::string name;
    std::size_t chip = 0;
    double intensity = 1.0; // FLOPs / byte
    double fraction = 0.5; // of the roof
    double flops = 1e9; // per kernel
};

std::string number(double value)
{
    std::array<char, 32> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

} // namespace

std::vector<MeasuredKernel> benchMeasuredKernels(const Project& project, std::size_t count)
{
    std::vector<const Chip*> chips;
    for (const std::string& id : project.chipIds) {
        if (const Chip* chip = findChip(project.customChips, id))
            chips.push_back(chip);
        else if (const Chip* builtin = findChip(builtinChips(), id))
            chips.push_back(builtin);
    }
    if (chips.empty())
        return {};
    static constexpr std::array kKinds {"gemm_bf16", "flash_attn_fwd", "layernorm", "softmax", "gelu", "rmsnorm",
        "rotary_embed", "gemm_fp8", "elementwise_add", "reduce_sum"};
    Sequence random(0x5EED);
    std::vector<NameProfile> names;
    for (std::size_t n = 0; n < kNames; ++n) {
        NameProfile profile;
        std::string index = std::to_string(n);
        index.insert(0, 3 - std::min<std::size_t>(3, index.size()), '0');
        profile.name = "k" + index + "_" + kKinds[n % kKinds.size()];
        profile.chip = n % chips.size();
        profile.intensity = std::pow(10.0, -1.0 + 4.5 * random.next()); // 0.1 to 3e3 FLOPs/byte
        profile.fraction = 0.05 + 0.8 * random.next();
        profile.flops = std::pow(10.0, 6.0 + 6.0 * random.next()); // 1e6 to 1e12
        names.push_back(std::move(profile));
    }
    std::vector<MeasuredKernel> kernels;
    kernels.reserve(count);
    for (std::size_t k = 0; k < count; ++k) {
        const double u = random.next();
        const NameProfile& profile = names[std::min(kNames - 1, static_cast<std::size_t>(kNames * u * u))];
        const Chip& chip = *chips[profile.chip];
        const auto peak
            = std::max_element(chip.peakFlopsPerS.begin(), chip.peakFlopsPerS.end(), [](const auto& a, const auto& b) {
                  return a.second < b.second;
              })->second;
        const double jitter = 0.9 + 0.2 * random.next();
        const double intensity = profile.intensity * (0.9 + 0.2 * random.next());
        MeasuredKernel kernel;
        kernel.name = profile.name;
        kernel.flops = std::round(profile.flops * jitter);
        kernel.bytes = std::max(1.0, std::round(kernel.flops / intensity));
        const double roof = std::min(peak, chip.memory.front().bytesPerS * (kernel.flops / kernel.bytes));
        kernel.seconds = kernel.flops / (roof * profile.fraction * (0.9 + 0.1 * random.next()));
        kernel.chipId = chip.id;
        kernels.push_back(std::move(kernel));
    }
    return kernels;
}

std::string measuredKernelsToCsv(std::span<const MeasuredKernel> kernels)
{
    std::string out = "name,flops,bytes,seconds,chip,link\n";
    out.reserve(kernels.size() * 72);
    for (const MeasuredKernel& kernel : kernels) {
        out += csvField(kernel.name);
        out += ',';
        out += number(kernel.flops);
        out += ',';
        out += number(kernel.bytes);
        out += ',';
        out += number(kernel.seconds);
        out += ',';
        out += csvField(kernel.chipId);
        out += ',';
        out += csvField(kernel.link);
        out += '\n';
    }
    return out;
}

} // namespace roofline
