#include "core/measured/aten_kinds.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/op_cost.h"

#include <array>
#include <cmath>
#include <utility>

// NCCL's (and RCCL's, Gloo's) collectives as record_param_comms records them, and c10d's all-gather and
// reduce-scatter of one tensor as their own ops record them (docs/model.md §E, "Ops a trace is costed by"; §8
// for the all-reduce).
namespace roofline {

namespace {

// c10's ScalarType names as record_param_comms writes them ("Float"), and torch's ("float32").
std::optional<Dtype> collectiveDtype(std::string_view name)
{
    static constexpr std::array<std::pair<std::string_view, Dtype>, 12> kNames {{
        {"float", Dtype::FP32},
        {"float32", Dtype::FP32},
        {"double", Dtype::FP64},
        {"float64", Dtype::FP64},
        {"bfloat16", Dtype::BF16},
        {"half", Dtype::FP16},
        {"float16", Dtype::FP16},
        {"float8_e4m3fn", Dtype::FP8},
        {"float8_e5m2", Dtype::FP8},
        {"float8_e4m3fnuz", Dtype::FP8},
        {"float8_e5m2fnuz", Dtype::FP8},
        {"char", Dtype::INT8},
    }};
    const std::string lower = toLower(trim(name));
    for (const auto& [known, dtype] : kNames)
        if (known == lower)
            return dtype;
    return std::nullopt;
}

// All-gathers and all-to-alls move bytes alike on every chip of the group, and do no FLOPs: data movement.
// The rest that do no FLOPs (broadcast, send, receive, gather, scatter) move what a chip's role says.
enum class Collective { AllReduce, ReduceScatter, Moves, NoFlops, Other };

Collective collectiveOf(std::string_view name)
{
    const std::string lower = toLower(name);
    const auto is = [&lower](std::initializer_list<std::string_view> names) {
        for (const std::string_view one : names)
            if (lower == one)
                return true;
        return false;
    };
    if (is({"allreduce", "all_reduce", "allreduce_coalesced", "all_reduce_coalesced"}))
        return Collective::AllReduce;
    if (is({"reduce_scatter", "_reduce_scatter_base", "reduce_scatter_tensor", "reduce_scatter_tensor_coalesced",
            "reducescatter"}))
        return Collective::ReduceScatter;
    if (is({"allgather", "all_gather", "_allgather_base", "all_gather_into_tensor", "allgather_into_tensor_coalesced",
            "allgather_coalesced", "all_to_all", "alltoall", "alltoall_base", "all_to_allv"}))
        return Collective::Moves;
    if (is({"broadcast", "send", "recv", "gather", "scatter"}))
        return Collective::NoFlops;
    return Collective::Other;
}

// A collective of its record's sizes (`elements`, the larger of its input and output) over n chips, of
// `dtype`; `what` names it in a reason.
AtenModel collectiveCost(
    const std::string& what, const AtenCollective& record, Collective kind, double n, double elements, Dtype dtype)
{
    using aten::unmodelled;
    if (n < 2.0)
        return unmodelled(what + " over a group of one chip: nothing crosses a link");
    if (kind == Collective::NoFlops)
        return unmodelled(what + " moves " + formatExact(elements) + " " + std::string(dtypeName(dtype))
            + " elements over links and does no FLOPs; what a chip moves depends on its role in it (the root's or "
              "another's), which the trace does not say");
    if (kind == Collective::Moves) {
        // Of the N elements of an all-gather's output (an all-to-all's input), each chip receives all but
        // its own share: (n−1)/n·N·s bytes, over a link (docs/model.md §E, as §14's all-to-all).
        if (!(elements >= 1.0))
            return unmodelled(what + " of no elements");
        return aten::costed(AtenCost {record.collective + " " + std::string(dtypeName(dtype)) + "["
                + formatExact(elements) + "] over " + formatExact(n) + " chips",
            0.0, allToAllBytes(n, tensorBytes(elements, dtype)), std::nullopt, 1.0, dtype, true});
    }
    // A reduce-scatter of an N-element input is an all-reduce's first half: (n−1)/n·N received and added.
    const double share = kind == Collective::AllReduce ? 1.0 : 0.5;
    const double reduced = *record.inElements;
    if (!(reduced >= 1.0))
        return unmodelled(what + " of no elements");
    Op op = makeOp(OpKind::AllReduce);
    op.numbers["N"] = reduced;
    op.numbers["chips"] = n;
    op.dtypes["dtype"] = dtype;
    if (const std::optional<std::string> problem = aten::opProblem(op))
        return unmodelled(*problem);
    const OpCost allReduce = costOf(op, Dims {});
    AtenCost cost {record.collective + " " + std::string(dtypeName(dtype)) + "[" + formatExact(reduced) + "] over "
            + formatExact(n) + " chips",
        allReduce.flops, share * allReduce.bytes, std::nullopt, 1.0, dtype, true};
    if (kind == Collective::AllReduce)
        cost.op = std::move(op);
    return aten::costed(std::move(cost));
}

} // namespace

AtenModel atenCollectiveCost(std::string_view opName, const AtenCollective& record)
{
    using aten::unmodelled;
    const std::string what = std::string(opName) + " " + (record.collective.empty() ? "(no name)" : record.collective);
    if (record.collective.empty() || !record.inElements || !record.groupSize || record.dtype.empty())
        return unmodelled(std::string(opName)
            + " recorded without its collective's sizes (\"Collective name\", \"In msg nelems\", \"Group size\", "
              "\"dtype\": PyTorch records them from 2.1 on)");
    const double n = *record.groupSize;
    const double elements = std::max(*record.inElements, record.outElements.value_or(0.0));
    if (!(n >= 1.0) || std::floor(n) != n || !(elements >= 0.0) || elements > kMaxWholeNumber
        || std::floor(elements) != elements)
        return unmodelled(what + " with a group size of " + formatExact(n) + " and " + formatExact(elements)
            + " elements: not whole numbers of at least 1 and 0");
    const std::optional<Dtype> dtype = collectiveDtype(record.dtype);
    const Collective kind = collectiveOf(record.collective);
    if (kind == Collective::Other)
        return unmodelled(what + ": a collective the app does not model");
    if (!dtype)
        return unmodelled(what + " of " + quoteForMessage(record.dtype) + " elements, a dtype the app has none of");
    return collectiveCost(what, record, kind, n, elements, *dtype);
}

AtenModel aten::c10dCollectiveCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    using aten::unmodelled;
    const aten::TensorAt output = aten::tensorAt(arguments, 0);
    const aten::TensorAt input = aten::tensorAt(arguments, 1);
    for (const aten::TensorAt* read : {&output, &input})
        if (!read->problem.empty())
            return unmodelled(std::string(name) + " with " + read->problem);
    if (!output.tensor || !input.tensor)
        return unmodelled(std::string(name) + " expects an output and an input tensor");
    if (output.tensor->dtype != input.tensor->dtype)
        return unmodelled(std::string(name) + " with two dtypes, " + std::string(dtypeName(output.tensor->dtype))
            + " and " + std::string(dtypeName(input.tensor->dtype)));
    // "c10d::_allgather_base_" is the collective "_allgather_base", as record_param_comms names it.
    std::string collective(name.substr(name.find("::") + 2));
    collective.pop_back();
    const Collective kind = collectiveOf(collective);
    const bool gather = kind == Collective::Moves;
    const double whole = gather ? output.tensor->elements : input.tensor->elements;
    const double share = gather ? input.tensor->elements : output.tensor->elements;
    const double n = whole / share;
    if (std::floor(n) != n)
        return unmodelled(std::string(name) + " of " + aten::shapesText(std::vector {*output.tensor, *input.tensor})
            + ": the whole is not a whole multiple of a chip's share, so the group size is not known");
    const AtenCollective record {collective, input.tensor->elements, output.tensor->elements, n, {}};
    return collectiveCost(std::string(name), record, kind, n, whole, output.tensor->dtype);
}

} // namespace roofline
