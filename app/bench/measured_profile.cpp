#include "app/bench/measured_profile.h"

#include "core/formats/chip_library.h"
#include "core/report/scene_csv.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <string>

namespace roofline {

namespace {

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

// Texts shared by every kernel of the name, as an import shares them.
struct NameProfile {
    SharedText name;
    SharedText chipId;
    std::size_t chip = 0;
    double intensity = 1.0; // FLOPs / byte
    double fraction = 0.5; // of the roof
    double flops = 1e9; // per kernel
};

std::string profileNumber(double value)
{
    std::array<char, 32> buffer {};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return std::string(buffer.data(), result.ptr);
}

} // namespace

void forEachBenchKernel(
    const Project& project, const BenchProfileShape& shape, const std::function<void(const MeasuredKernel&)>& each)
{
    std::vector<const Chip*> chips;
    for (const std::string& id : project.chipIds) {
        if (const Chip* chip = findChip(project.customChips, id))
            chips.push_back(chip);
        else if (const Chip* builtin = findChip(builtinChips(), id))
            chips.push_back(builtin);
    }
    if (chips.empty() || shape.names == 0)
        return;
    static constexpr std::array kKinds {"gemm_bf16", "flash_attn_fwd", "layernorm", "softmax", "gelu", "rmsnorm",
        "rotary_embed", "gemm_fp8", "elementwise_add", "reduce_sum"};
    const auto defaultName = [&](std::size_t n) {
        std::string index = std::to_string(n);
        index.insert(0, 3 - std::min<std::size_t>(3, index.size()), '0');
        return "k" + index + "_" + kKinds[n % kKinds.size()];
    };
    Sequence random(0x5EED);
    std::vector<NameProfile> names;
    names.reserve(shape.names);
    for (std::size_t n = 0; n < shape.names; ++n) {
        NameProfile profile;
        profile.name = shape.nameOf ? shape.nameOf(n) : defaultName(n);
        profile.chip = n % chips.size();
        profile.chipId = chips[profile.chip]->id;
        profile.intensity = std::pow(10.0, -1.0 + 4.5 * random.next()); // 0.1 to 3e3 FLOPs/byte
        profile.fraction = 0.05 + 0.8 * random.next();
        profile.flops = std::pow(10.0, 6.0 + 6.0 * random.next()); // 1e6 to 1e12
        names.push_back(std::move(profile));
    }
    const bool ownNames = shape.names >= shape.kernels;
    MeasuredKernel kernel;
    for (std::size_t k = 0; k < shape.kernels; ++k) {
        const double u = random.next();
        const std::size_t n = ownNames
            ? k
            : std::min(shape.names - 1, static_cast<std::size_t>(static_cast<double>(shape.names) * u * u));
        const NameProfile& profile = names[n];
        const Chip& chip = *chips[profile.chip];
        const auto peak
            = std::max_element(chip.peakFlopsPerS.begin(), chip.peakFlopsPerS.end(), [](const auto& a, const auto& b) {
                  return a.second < b.second;
              })->second;
        const double jitter = 0.9 + 0.2 * random.next();
        const double intensity = profile.intensity * (0.9 + 0.2 * random.next());
        kernel.name = profile.name;
        kernel.flops = std::round(profile.flops * jitter);
        kernel.bytes = std::max(1.0, std::round(kernel.flops / intensity));
        const double roof = std::min(peak, chip.memory.front().bytesPerS * (kernel.flops / kernel.bytes));
        kernel.seconds = kernel.flops / (roof * profile.fraction * (0.9 + 0.1 * random.next()));
        kernel.chipId = profile.chipId;
        each(kernel);
    }
}

std::vector<MeasuredKernel> benchMeasuredKernels(const Project& project, std::size_t count, std::size_t names)
{
    std::vector<MeasuredKernel> kernels;
    kernels.reserve(count);
    forEachBenchKernel(project, {count, names, {}}, [&](const MeasuredKernel& kernel) { kernels.push_back(kernel); });
    return kernels;
}

void appendMeasuredCsvRow(std::string& out, const MeasuredKernel& kernel)
{
    out += csvField(kernel.name);
    out += ',';
    out += profileNumber(kernel.flops);
    out += ',';
    out += profileNumber(kernel.bytes);
    out += ',';
    out += profileNumber(kernel.seconds);
    out += ',';
    out += csvField(kernel.chipId);
    out += ',';
    out += csvField(kernel.link);
    out += '\n';
}

std::string measuredKernelsToCsv(std::span<const MeasuredKernel> kernels)
{
    std::string out(kMeasuredCsvHeader);
    out.reserve(kernels.size() * 72);
    for (const MeasuredKernel& kernel : kernels)
        appendMeasuredCsvRow(out, kernel);
    return out;
}

} // namespace roofline
