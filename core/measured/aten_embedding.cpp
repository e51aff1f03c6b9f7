#include "core/measured/aten_kinds.h"

#include "core/formulas/op_cost.h"

#include <cmath>
#include <utility>

// Embedding lookups (docs/model.md §E, "Ops a trace is costed by"): the forward gathers rows, bytes and no
// FLOPs; its backward adds each gradient row into the row of the table it came from.
namespace roofline::aten {

namespace {

// The bytes of one index as PyTorch records its type: int64 ("long int") or int32 ("int").
std::optional<double> indexBytes(std::string_view type)
{
    if (type == "long int" || type == "long")
        return 8.0;
    if (type == "int")
        return 4.0;
    return std::nullopt;
}

// How many indices a tensor of these sizes holds: every size whole and at least 1, at most 2^53 in all
// (a 0-d tensor, no sizes, holds one).
std::optional<double> wholeCount(const std::vector<double>& dims)
{
    double count = 1.0;
    for (const double size : dims) {
        if (!(size >= 1.0) || size > kMaxWholeNumber || std::floor(size) != size)
            return std::nullopt;
        count *= size;
    }
    if (count > kMaxWholeNumber)
        return std::nullopt;
    return count;
}

} // namespace

AtenModel embeddingCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    // embedding(weight[V,D], indices[…], padding_idx, scale_grad_by_freq, sparse): the N = |indices| rows the
    // indices name are read and written out as the output [… ,D], and the indices read; no arithmetic. Costed
    // by its bytes alone, it is data movement, not a point (docs/model.md §E).
    if (arguments.size() != 5)
        return unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know");
    const TensorAt table = tensorAt(arguments, 0);
    if (!table.problem.empty())
        return unmodelled(std::string(name) + " with " + table.problem);
    if (!table.tensor || table.tensor->dims.size() != 2)
        return unmodelled(std::string(name) + " expects a table of rows [V,D], got "
            + (table.tensor ? dimsText(table.tensor->dims) : std::string("none")));
    const std::optional<double> perIndex = indexBytes(arguments[1].type);
    if (!perIndex)
        return unmodelled(std::string(name) + " expects int64 or int32 indices, got "
            + (arguments[1].type.empty() ? std::string("none") : arguments[1].type));
    const std::optional<double> n = wholeCount(arguments[1].dims);
    if (!n)
        return unmodelled(std::string(name) + " with indices of sizes " + dimsText(arguments[1].dims)
            + ", not all whole and at least 1");
    const Tensor& weight = *table.tensor;
    const double d = weight.dims[1];
    AtenCost cost {groupNameOf(name, std::span<const Tensor>(&weight, 1)) + " " + (*perIndex == 8.0 ? "i64" : "i32")
            + dimsText(arguments[1].dims),
        0.0, 2.0 * tensorBytes(*n * d, weight.dtype) + *n * *perIndex, std::nullopt, 1.0, weight.dtype};
    return costed(std::move(cost));
}

AtenModel embeddingBackwardCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    // embedding_dense_backward(grad_output[…,D], indices[…], num_weights, padding_idx, scale_grad_by_freq):
    // each of the N = |indices| gradient rows of D is added into row indices[i] of a V×D gradient table:
    // N·D additions; the gradient and the indices read, the table (V·D) written.
    if (arguments.size() != 5)
        return unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know");
    const TensorAt grad = tensorAt(arguments, 0);
    if (!grad.problem.empty())
        return unmodelled(std::string(name) + " with " + grad.problem);
    if (!grad.tensor || grad.tensor->dims.empty())
        return unmodelled(std::string(name) + " expects a gradient of rows, got none");
    const std::optional<double> perIndex = indexBytes(arguments[1].type);
    if (!perIndex)
        return unmodelled(std::string(name) + " expects int64 or int32 indices, got "
            + (arguments[1].type.empty() ? std::string("none") : arguments[1].type));
    const std::optional<double> rows = concreteWhole(arguments[2].concrete);
    if (!rows || *rows < 1.0)
        return unmodelled(std::string(name)
            + " without its table's rows (num_weights) among its recorded inputs: profile with PyTorch 2.x");
    const Tensor& gradient = *grad.tensor;
    const double d = gradient.dims.back();
    const double n = elementsOf(arguments[1].dims);
    if (!(d >= 1.0) || std::fabs(n * d - gradient.elements) > 0.5)
        return unmodelled(std::string(name) + ": a gradient of " + dimsText(gradient.dims) + " is not "
            + dimsText(arguments[1].dims) + " rows");
    AtenCost cost {groupNameOf(name, std::span<const Tensor>(&gradient, 1)), n * d,
        tensorBytes(n * d, gradient.dtype) + n * *perIndex + tensorBytes(*rows * d, gradient.dtype), std::nullopt, 1.0,
        gradient.dtype};
    return costed(std::move(cost));
}

} // namespace roofline::aten
