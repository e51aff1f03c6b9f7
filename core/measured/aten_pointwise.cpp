#include "core/measured/aten_kinds.h"

#include "core/base/text.h"
#include "core/formulas/op_cost.h"

#include <utility>

// Elementwise ops, activations, softmax and norms: each reads its tensors once and writes its output once,
// and does a fixed number of FLOPs per element, a transcendental function (exp, erf, tanh) counting one
// (docs/model.md §E, "Ops a trace is costed by").
namespace roofline::aten {

namespace {

// PyTorch's promotion between two floating-point dtypes, as far as the app's dtypes go: the same
// dtype stays, the wider one wins, and two of one width (bf16 and fp16) meet in fp32.
Dtype promoted(Dtype a, Dtype b)
{
    if (a == b)
        return a;
    if (bytesPerElement(a) != bytesPerElement(b))
        return widerDtype(a, b);
    return Dtype::FP32;
}

bool isFloatDtype(Dtype dtype)
{
    return dtype != Dtype::INT8 && dtype != Dtype::INT4;
}

std::string signatureProblem(std::string_view name, std::size_t arguments)
{
    return std::string(name) + " with " + std::to_string(arguments) + " arguments, a signature the app does not know";
}

} // namespace

// add, sub, rsub, mul, div: one FLOP per output element, every tensor read and the output written.
AtenModel elementwiseCost(
    std::string_view name, std::span<const AtenArgument> arguments, const std::optional<Tensor>& outTensor)
{
    const Tensors tensors = tensorsOf(name, arguments);
    if (!tensors.problem.empty())
        return unmodelled(std::string(name) + " with " + tensors.problem);
    if (tensors.list.empty() || tensors.list.size() > 2)
        return unmodelled(std::string(name) + " expects one or two tensors, got " + shapesText(tensors.list));
    std::vector<double> out = tensors.list[0].dims;
    Dtype outDtype = tensors.list[0].dtype;
    bool uniform = true;
    for (std::size_t i = 1; i < tensors.list.size(); ++i) {
        const Tensor& tensor = tensors.list[i];
        const std::optional<std::vector<double>> shape = broadcast(out, tensor.dims);
        if (!shape)
            return unmodelled(std::string(name) + ": the shapes " + shapesText(tensors.list) + " do not broadcast");
        uniform = uniform && tensor.dims == out && tensor.dtype == outDtype;
        // PyTorch's promotion: an in-place op writes its first tensor's dtype; a 0-d tensor (a number held as
        // a tensor) does not widen a tensor with sizes of its own kind (fp32 [512,8192] + fp64 [] is fp32).
        const bool bothFloat = isFloatDtype(outDtype) && isFloatDtype(tensor.dtype);
        const bool inPlace = name.ends_with('_');
        const bool zeroDimSecond = bothFloat && tensor.dims.empty() && !out.empty();
        const bool zeroDimFirst = bothFloat && out.empty() && !tensor.dims.empty();
        if (!inPlace && zeroDimFirst)
            outDtype = tensor.dtype;
        else if (!inPlace && !zeroDimSecond)
            outDtype = promoted(outDtype, tensor.dtype);
        out = *shape;
    }
    if (outTensor) { // the result is written in the out tensor's dtype
        if (std::optional<std::string> problem = outMismatch(name, *outTensor, out))
            return unmodelled(std::move(*problem));
        uniform = uniform && outTensor->dtype == outDtype;
        outDtype = outTensor->dtype;
    }
    const double elements = elementsOf(out);
    if (uniform) { // the app's elementwise op: N elements, every tensor of them in one dtype
        Op op = makeOp(OpKind::Elementwise);
        op.numbers["N"] = elements;
        op.numbers["flops"] = 1.0;
        op.numbers["inputs"] = static_cast<double>(tensors.list.size());
        op.numbers["outputs"] = 1.0;
        op.dtypes["dtype"] = outDtype;
        const OpCost cost = costOf(op, Dims {});
        return costed(AtenCost {tensors.groupName, cost.flops, cost.bytes, op, 1.0, outDtype});
    }
    AtenCost cost {tensors.groupName, elements, tensorBytes(elements, outDtype), std::nullopt, 1.0, outDtype};
    for (const Tensor& tensor : tensors.list)
        cost.bytes += tensorBytes(tensor.elements, tensor.dtype);
    return costed(std::move(cost));
}

// `flopsPerElement` per element of the first tensor, which the output is the shape and dtype of; the first
// `tensorsRead` tensors (all of that shape) read.
AtenModel perElementCost(
    std::string_view name, std::span<const AtenArgument> arguments, double flopsPerElement, std::size_t tensorsRead)
{
    const Tensors tensors = tensorsOf(name, arguments);
    if (!tensors.problem.empty())
        return unmodelled(std::string(name) + " with " + tensors.problem);
    if (tensors.list.size() < tensorsRead)
        return unmodelled(std::string(name) + " expects " + std::to_string(tensorsRead) + " tensor(s), got "
            + shapesText(tensors.list));
    const Tensor& first = tensors.list[0];
    AtenCost cost {tensors.groupName, flopsPerElement * first.elements, tensorBytes(first.elements, first.dtype), {},
        1.0, first.dtype};
    for (std::size_t i = 0; i < tensorsRead; ++i) {
        if (tensors.list[i].dims != first.dims)
            return unmodelled(std::string(name) + " expects tensors of one shape, got " + shapesText(tensors.list));
        cost.bytes += tensorBytes(tensors.list[i].elements, tensors.list[i].dtype);
        cost.dtype = widerDtype(cost.dtype, tensors.list[i].dtype);
    }
    return costed(std::move(cost));
}

// gelu(self, approximate): x·½(1 + erf(x/√2)), 5 FLOPs (divide, erf, add, two multiplies); with
// approximate="tanh", x·½(1 + tanh(√(2/π)(x + 0.044715x³))), 9 (x³ two, then a multiply, an add, a
// multiply, tanh, an add and two multiplies).
AtenModel geluCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    if (arguments.size() != 1 && arguments.size() != 2)
        return unmodelled(signatureProblem(name, arguments.size()));
    const std::string_view approximate = arguments.size() == 2 ? trim(arguments[1].concrete) : std::string_view();
    const bool tanh = approximate == "tanh" || approximate == "'tanh'" || approximate == "\"tanh\"";
    if (!tanh && !approximate.empty() && approximate != "none" && approximate != "'none'" && approximate != "\"none\"")
        return unmodelled(std::string(name) + " with approximate recorded as " + quoteForMessage(approximate)
            + ", neither \"none\" nor \"tanh\"");
    AtenModel model = perElementCost(name, arguments, tanh ? 9.0 : 5.0, 1);
    if (model.cost && tanh)
        model.cost->name += " tanh";
    return model;
}

// softmax and log_softmax along one dimension: 5 FLOPs per element (the row's maximum, a subtraction,
// exp, the row's sum, and a division, or for log_softmax the subtraction of the sum's log). The output is
// the input's dtype, fp32 when half_to_float is True, or the dtype softmax(self, dim, dtype) names.
AtenModel softmaxCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    if (arguments.size() != 3)
        return unmodelled(signatureProblem(name, arguments.size()));
    AtenModel model = perElementCost(name, arguments, 5.0, 1);
    if (!model.cost)
        return model;
    const Tensor input = *tensorAt(arguments, 0).tensor;
    std::optional<Dtype> out = input.dtype;
    const std::string_view third = arguments[2].concrete;
    if (name.starts_with("aten::_")) { // _softmax(self, dim, half_to_float), _log_softmax alike
        if (concreteBool(third) == true)
            out = Dtype::FP32;
    } else if (const std::optional<Dtype> named = scalarTypeDtype(third)) { // softmax(self, dim, dtype)
        out = named;
    }
    model.cost->bytes += tensorBytes(input.elements, *out) - tensorBytes(input.elements, input.dtype);
    model.cost->dtype = widerDtype(input.dtype, *out);
    return model;
}

// layer_norm(input, normalized_shape, weight, bias, eps) over the last dimensions, as many as
// normalized_shape (the weight's sizes when it is there): per element 5 FLOPs (the mean's addition, the
// subtraction of the mean, the square and its addition, the multiply by 1/σ), one more for a weight and
// one for a bias; mean and 1/σ written per row in fp32. rms_norm(input, normalized_shape, weight, eps):
// 3 per element (the square, its addition, the multiply by 1/rms), one more for a weight. The per-row
// square root and division are not counted.
AtenModel layerNormCost(std::string_view name, std::span<const AtenArgument> arguments, bool rms)
{
    if (arguments.size() < 3)
        return unmodelled(signatureProblem(name, arguments.size()));
    const TensorAt input = tensorAt(arguments, 0);
    const TensorAt weight = tensorAt(arguments, 2);
    const TensorAt bias = rms ? TensorAt {} : tensorAt(arguments, 3);
    for (const TensorAt* read : {&input, &weight, &bias})
        if (!read->problem.empty())
            return unmodelled(std::string(name) + " with " + read->problem);
    if (!input.tensor)
        return unmodelled(std::string(name) + " expects an input tensor");
    std::optional<std::vector<double>> normalized = concreteWholeList(arguments[1].concrete);
    if (weight.tensor)
        normalized = weight.tensor->dims;
    const std::vector<double>& dims = input.tensor->dims;
    if (!normalized || normalized->empty() || normalized->size() > dims.size()
        || !std::equal(normalized->begin(), normalized->end(), dims.end() - static_cast<long>(normalized->size())))
        return unmodelled(std::string(name) + " with a normalized shape "
            + (normalized ? dimsText(*normalized) + " that is not the input's last sizes" : std::string("not recorded"))
            + " (input " + dimsText(dims) + ")");
    std::vector<Tensor> named {*input.tensor};
    const double elements = input.tensor->elements;
    double perElement = rms ? 3.0 : 5.0;
    double bytes = 2.0 * tensorBytes(elements, input.tensor->dtype);
    for (const TensorAt* read : {&weight, &bias})
        if (read->tensor) {
            perElement += 1.0;
            bytes += tensorBytes(read->tensor->elements, read->tensor->dtype);
            named.push_back(*read->tensor);
        }
    if (!rms) // mean and 1/σ, one each per row, in fp32
        bytes += 2.0 * tensorBytes(elements / elementsOf(*normalized), Dtype::FP32);
    return costed(
        AtenCost {groupNameOf(name, named), perElement * elements, bytes, std::nullopt, 1.0, input.tensor->dtype});
}

} // namespace roofline::aten
