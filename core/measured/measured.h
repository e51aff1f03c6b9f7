#pragma once

#include "core/base/shared_text.h"
#include "core/formulas/dtype.h"

#include <cstddef>
#include <optional>
#include <string_view>
#include <utility>

namespace roofline {

// A kernel a profiler measured: placed at its achieved FLOPs/s, beside the predictions. A profile
// holds a million of these and a few thousand names: the texts are shared (SharedText), so a kernel
// costs its numbers, three references and its dtype, and its name's characters are held once per name.
// Made from its fields in order, as an aggregate would be; the dtype, which most profilers do not
// record, may be left out.
struct MeasuredKernel {
    MeasuredKernel() = default;
    MeasuredKernel(SharedText name_, double flops_, double bytes_, double seconds_, SharedText chipId_ = {},
        SharedText link_ = {}, std::optional<Dtype> dtype_ = std::nullopt)
        : name(std::move(name_))
        , flops(flops_)
        , bytes(bytes_)
        , seconds(seconds_)
        , chipId(std::move(chipId_))
        , link(std::move(link_))
        , dtype(dtype_)
    { }

    SharedText name;
    double flops = 0.0;
    double bytes = 0.0;
    double seconds = 0.0;
    SharedText chipId; // empty: shown under every chip
    SharedText link; // the memory level its bytes crossed; empty: the chip's first
    // The precision it computed in, when the file says (a trace's tensor types, a CSV's precision
    // column): its roof is that precision's peak (docs/model.md §E). nullopt: not known.
    std::optional<Dtype> dtype;

    double intensity() const { return flops / bytes; }
    double achievedFlopsPerS() const { return flops / seconds; }

    bool operator==(const MeasuredKernel&) const = default;
};

// FLOPs, bytes and seconds are positive and at most this: beyond it the numbers are not a measurement.
inline constexpr double kMaxMeasuredNumber = 1e30;

// The GPU kernels that ran for a measured group (a trace's op of one shape): each kernel name with how
// many times it ran and its total time, most time first. Kept in the project beside the kernels.
struct LaunchedKernel {
    SharedText name;
    std::size_t count = 0;
    double seconds = 0.0;
    bool operator==(const LaunchedKernel&) const = default;
};
struct GroupLaunches {
    SharedText group; // the measured kernels' name
    std::vector<LaunchedKernel> kernels;
    bool operator==(const GroupLaunches&) const = default;
};

// `into` with `more` added: a group of both keeps one entry, its kernels' counts and times summed (most
// time first).
void mergeLaunches(std::vector<GroupLaunches>& into, const std::vector<GroupLaunches>& more);

// A kernel's `link` that names no level of a chip but "the chip's first chip-to-chip link" (ICI, NVLink…),
// as a trace's collectives say, measured on no chip in particular; a level of a chip named so wins.
inline constexpr std::string_view kAnyLinkName = "link";

// A kernel's name is at most this many bytes. The longest names profilers write, demangled C++ templates,
// run to a few thousand characters; a name of megabytes is a file's fields run together (an unclosed
// quote), and would cost every copy, label and filter of it.
inline constexpr std::size_t kMaxKernelNameBytes = 65536;

// Checks a kernel before it is drawn: a name of at most kMaxKernelNameBytes, FLOPs, bytes and seconds
// positive, finite and at most kMaxMeasuredNumber, and an intensity and achieved rate that are finite.
// Throws Error(InvalidValue / Meaningless / TooLarge) whose message starts with `context` ("kernels.csv:4")
// and names the field.
void validateMeasuredKernel(const MeasuredKernel& kernel, std::string_view context);

} // namespace roofline
