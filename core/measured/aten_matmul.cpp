#include "core/measured/aten_kinds.h"

#include "core/formulas/op_cost.h"

#include <utility>

// mm, addmm, bmm, baddbmm and _scaled_mm (docs/model.md §E, "Ops a trace is costed by").
namespace roofline::aten {

namespace {

Op matmulOp(double m, double k, double n, Dtype x, Dtype w, Dtype z)
{
    Op op = makeOp(OpKind::Matmul);
    op.numbers["B"] = m;
    op.numbers["D"] = k;
    op.numbers["F"] = n;
    op.dtypes["x"] = x;
    op.dtypes["w"] = w;
    op.dtypes["z"] = z;
    return op;
}

// [M,K]·[K,N] (each of a batch when batched): M, K, N and the batch, or why the shapes do not multiply.
struct MatmulShape {
    double batch = 1.0, m = 0.0, k = 0.0, n = 0.0;
    std::string problem;
};

MatmulShape matmulShape(const Tensor& a, const Tensor& b, std::string_view name, bool batched, std::string_view shapes)
{
    const std::size_t rank = batched ? 3 : 2;
    if (a.dims.size() != rank || b.dims.size() != rank)
        return {1.0, 0.0, 0.0, 0.0,
            std::string(name) + " expects two " + std::to_string(rank) + "-d tensors, got " + std::string(shapes)};
    MatmulShape shape {batched ? a.dims[0] : 1.0, a.dims[rank - 2], a.dims[rank - 1], b.dims[rank - 1], {}};
    if (b.dims[rank - 2] != shape.k || (batched && b.dims[0] != shape.batch))
        shape.problem = std::string(name) + ": the shapes " + std::string(shapes) + " do not multiply";
    return shape;
}

} // namespace

AtenModel matmulCost(std::string_view name, std::span<const AtenArgument> arguments, bool batched, bool bias,
    const std::optional<Tensor>& outTensor)
{
    const Tensors tensors = tensorsOf(name, arguments);
    if (!tensors.problem.empty())
        return unmodelled(std::string(name) + " with " + tensors.problem);
    const std::size_t count = bias ? 3 : 2;
    const std::string shapes = shapesText(tensors.list);
    if (tensors.list.size() != count)
        return unmodelled(std::string(name) + " expects " + (bias ? "a bias and " : "") + "two "
            + std::to_string(batched ? 3 : 2) + "-d tensors, got " + shapes);
    const Tensor& a = tensors.list[count - 2];
    const Tensor& b = tensors.list[count - 1];
    const MatmulShape shape = matmulShape(a, b, name, batched, shapes);
    if (!shape.problem.empty())
        return unmodelled(shape.problem);
    const std::vector<double> out
        = batched ? std::vector<double> {shape.batch, shape.m, shape.n} : std::vector<double> {shape.m, shape.n};
    if (bias && broadcast(tensors.list[0].dims, out) != out)
        return unmodelled(std::string(name) + ": the bias " + dimsText(tensors.list[0].dims)
            + " does not broadcast to the output " + dimsText(out));
    if (outTensor)
        if (std::optional<std::string> problem = outMismatch(name, *outTensor, out))
            return unmodelled(std::move(*problem));
    const Op op = matmulOp(shape.m, shape.k, shape.n, a.dtype, b.dtype, outTensor ? outTensor->dtype : a.dtype);
    if (const std::optional<std::string> problem = opProblem(op))
        return unmodelled(*problem);
    const OpCost matmul = costOf(op, Dims {});
    AtenCost cost {
        tensors.groupName, shape.batch * matmul.flops, shape.batch * matmul.bytes, op, shape.batch, computeDtype(op)};
    if (bias) { // one addition per output element (docs/model.md §3, elementwise), the bias read once
        cost.flops += elementsOf(out);
        cost.bytes += tensorBytes(tensors.list[0].elements, tensors.list[0].dtype);
    }
    return costed(std::move(cost));
}

// _scaled_mm(a[M,K], b[K,N], …): an fp8 matmul with its scales, in either order PyTorch has recorded:
//   2.1–2.3: (self, mat2, bias, out_dtype, scale_a, scale_b, scale_result, use_fast_accum)
//   2.4 on:  (self, mat2, scale_a, scale_b, bias, scale_result, out_dtype, use_fast_accum)
// Told apart by the fourth argument: a tensor (scale_b) from 2.4 on, a dtype or None before.
AtenModel scaledMatmulCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    if (arguments.size() != 8)
        return unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know");
    const Tensors tensors = tensorsOf(name, arguments);
    if (!tensors.problem.empty())
        return unmodelled(std::string(name) + " with " + tensors.problem);
    const bool scalesFirst = !isNonTensorType(arguments[3].type);
    const std::size_t biasAt = scalesFirst ? 4 : 2;
    const std::size_t outDtypeAt = scalesFirst ? 6 : 3;
    const TensorAt a = tensorAt(arguments, 0);
    const TensorAt b = tensorAt(arguments, 1);
    if (!a.tensor || !b.tensor)
        return unmodelled(std::string(name) + " expects two 2-d tensors, got " + shapesText(tensors.list));
    const MatmulShape shape = matmulShape(*a.tensor, *b.tensor, name, false, shapesText(tensors.list));
    if (!shape.problem.empty())
        return unmodelled(shape.problem);
    // out_dtype: None is the inputs' dtype; a dtype recorded without its value cannot be priced.
    Dtype out = a.tensor->dtype;
    if (!arguments[outDtypeAt].type.empty()) {
        const std::optional<Dtype> named = scalarTypeDtype(arguments[outDtypeAt].concrete);
        if (!named)
            return unmodelled(std::string(name) + " with out_dtype recorded as "
                + (arguments[outDtypeAt].concrete.empty() ? std::string("no value") : arguments[outDtypeAt].concrete)
                + ", not a dtype the app knows");
        out = *named;
    }
    const Op op = matmulOp(shape.m, shape.k, shape.n, a.tensor->dtype, b.tensor->dtype, out);
    if (const std::optional<std::string> problem = opProblem(op))
        return unmodelled(*problem);
    const OpCost matmul = costOf(op, Dims {});
    AtenCost cost {tensors.groupName, matmul.flops, matmul.bytes, op, 1.0, computeDtype(op)};
    // Every other tensor (the scales, a bias) is read once; a bias is added to each output element.
    std::size_t at = 2;
    for (const AtenArgument& argument : arguments.subspan(2)) {
        const TensorAt other = tensorAt(std::span(&argument, 1), 0);
        if (other.tensor) {
            cost.bytes += tensorBytes(other.tensor->elements, other.tensor->dtype);
            if (at == biasAt)
                cost.flops += shape.m * shape.n;
        }
        ++at;
    }
    return costed(std::move(cost));
}

} // namespace roofline::aten
