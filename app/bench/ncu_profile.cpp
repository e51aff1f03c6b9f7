#include "app/bench/ncu_profile.h"

#include "app/bench/measured_profile.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace roofline {

namespace {

// "1,234,567" as ncu prints a count.
void appendGrouped(std::string& out, std::uint64_t value)
{
    const std::string digits = std::to_string(value);
    for (std::size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
}

void appendQuoted(std::string& out, std::string_view field)
{
    out += '"';
    for (const char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += "\",";
}

} // namespace

std::string ncuKernelName(std::size_t n)
{
    static constexpr std::array kKinds {"gemm_bf16", "flash_attn_fwd", "layernorm", "softmax", "gelu", "rmsnorm",
        "rotary_embed", "gemm_fp8", "elementwise_add", "reduce_sum"};
    return std::string("void bench::") + kKinds[n % kKinds.size()] + "_kernel<" + std::to_string(n)
        + ", 128, 4>(bench::Params<__nv_bfloat16> const*, int)";
}

void writeNcuProfile(std::ostream& out, const Project& project, std::size_t launches, std::size_t names)
{
    // ncu profiles one GPU: the kernels' numbers are worked out against the project's H100.
    Project gpu = project;
    gpu.chipIds = {};
    for (const std::string& id : project.chipIds) {
        if (id.find("h100") != std::string::npos)
            gpu.chipIds.push_back(id);
    }
    if (gpu.chipIds.empty())
        gpu.chipIds = project.chipIds;
    static constexpr std::array kColumns {"ID", "Process ID", "Process Name", "Host Name", "Kernel Name", "Context",
        "Stream", "Block Size", "Grid Size", "Device", "CC", "dram__bytes.sum", "gpu__time_duration.sum",
        "sm__sass_thread_inst_executed_op_ffma_pred_on.sum"};
    static constexpr std::array kUnits {"", "", "", "", "", "", "", "", "", "", "", "byte", "nsecond", "inst"};
    std::string row;
    for (const char* column : kColumns)
        appendQuoted(row, column);
    row.back() = '\n';
    for (const char* unit : kUnits)
        appendQuoted(row, unit);
    row.back() = '\n';
    out << row;
    std::string buffer;
    buffer.reserve(1 << 20);
    std::uint64_t id = 0;
    forEachBenchKernel(gpu, {launches, names, ncuKernelName}, [&](const MeasuredKernel& kernel) {
        buffer += '"';
        appendGrouped(buffer, id++);
        buffer += "\",\"4242\",\"python3.11\",\"gpu-node-07\",";
        appendQuoted(buffer, kernel.name.view());
        buffer += "\"1\",\"7\",\"(256, 1, 1)\",\"(1024, 1, 1)\",\"0\",\"9.0\",\"";
        appendGrouped(buffer, static_cast<std::uint64_t>(kernel.bytes));
        buffer += "\",\"";
        // Nanoseconds with two decimals, "12,345.67"; at least 0.01 ns.
        const auto hundredths
            = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(kernel.seconds * 1e11)));
        appendGrouped(buffer, hundredths / 100);
        buffer += '.';
        buffer += static_cast<char>('0' + hundredths / 10 % 10);
        buffer += static_cast<char>('0' + hundredths % 10);
        buffer += "\",\"";
        // FFMA instructions, two FLOPs each.
        appendGrouped(buffer, std::max<std::uint64_t>(1, static_cast<std::uint64_t>(std::llround(kernel.flops / 2.0))));
        buffer += "\"\n";
        if (buffer.size() > (1 << 20) - 1024) {
            out << buffer;
            buffer.clear();
        }
    });
    out << buffer;
}

} // namespace roofline
