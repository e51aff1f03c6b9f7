#include "core/measured/aten_kinds.h"

#include "core/base/number_format.h"
#include "core/formulas/op_cost.h"

#include <cmath>
#include <utility>

// Convolutions of any number of spatial dimensions, grouped or not, transposed or not, forward and
// backward (docs/model.md §E, "Ops a trace is costed by").
namespace roofline::aten {

namespace {

// Where each op's lists and flags stand:
//   convolution(input, weight, bias, stride, padding, dilation, transposed, output_padding, groups); _convolution
//       the same and four flags more
//   cudnn_convolution(self, weight, padding, stride, dilation, groups, benchmark, deterministic, allow_tf32)
//   convolution_backward(grad_output, input, weight, bias_sizes, stride, padding, dilation, transposed,
//       output_padding, groups, output_mask)
//   cudnn_convolution_backward(self, grad_output, weight, padding, stride, dilation, groups, benchmark,
//       deterministic, allow_tf32, output_mask) (PyTorch 1.x)
struct Places {
    std::size_t stride, padding, dilation, groups;
    std::optional<std::size_t> transposed, outputPadding;
};

constexpr Places kConvolutionPlaces {3, 4, 5, 8, 6, 7};
constexpr Places kCudnnPlaces {3, 2, 4, 5, std::nullopt, std::nullopt};
constexpr Places kConvolutionBackwardPlaces {4, 5, 6, 9, 7, 8};
constexpr Places kCudnnBackwardPlaces {4, 3, 5, 6, std::nullopt, std::nullopt};

// A convolution's sizes: input [N, C, spatial…], weight [K, C/g, kernel…] (transposed: [C, K/g, kernel…]),
// output [N, K, out…], and its multiply–adds, N·K·(C/g)·∏kernel·∏out (transposed: ∏ of the input's spatial
// sizes, each input element spread over the kernel).
struct Convolution {
    double n = 0.0, inChannels = 0.0, outChannels = 0.0, groups = 1.0;
    std::vector<double> inSpatial, kernel, outSpatial;
    bool transposed = false;
    double multiplyAdds = 0.0;
    std::string problem;
};

std::optional<std::vector<double>> perDimension(const AtenArgument& argument, std::size_t dimensions)
{
    std::optional<std::vector<double>> values = concreteWholeList(argument.concrete);
    if (values && values->size() == 1)
        values->resize(dimensions, values->front()); // one value for every spatial dimension
    if (!values || values->size() != dimensions)
        return std::nullopt;
    return values;
}

Convolution shapeOf(std::string_view name, std::span<const AtenArgument> arguments, const Places& places,
    const Tensor& input, const Tensor& weight, const std::vector<double>* output)
{
    Convolution c;
    const std::string op(name);
    if (input.dims.size() < 3 || weight.dims.size() != input.dims.size()) {
        c.problem = op + " expects an input [N,C,…] and a weight of as many dimensions, got " + dimsText(input.dims)
            + " and " + dimsText(weight.dims);
        return c;
    }
    const std::size_t spatial = input.dims.size() - 2;
    const std::optional<double> groups = concreteWhole(arguments[places.groups].concrete);
    std::optional<bool> transposed = false;
    if (places.transposed)
        transposed = concreteBool(arguments[*places.transposed].concrete);
    if (!groups || !transposed || *groups < 1.0) {
        c.problem = op
            + " with its groups or transposed flag not recorded (\"Concrete Inputs\" holds them from PyTorch 2.x on)";
        return c;
    }
    c.n = input.dims[0];
    c.inChannels = input.dims[1];
    c.groups = *groups;
    c.transposed = *transposed;
    c.inSpatial.assign(input.dims.begin() + 2, input.dims.end());
    c.kernel.assign(weight.dims.begin() + 2, weight.dims.end());
    c.outChannels = c.transposed ? weight.dims[1] * c.groups : weight.dims[0];
    const double weightIn = c.transposed ? weight.dims[0] : weight.dims[1] * c.groups;
    if (weightIn != c.inChannels || std::fmod(c.transposed ? c.inChannels : c.outChannels, c.groups) != 0.0) {
        c.problem = op + ": the weight " + dimsText(weight.dims) + " does not fit the input " + dimsText(input.dims)
            + " in " + formatPlain(c.groups) + " group(s)";
        return c;
    }
    if (output) { // a backward: the output's sizes are its gradient's
        if (output->size() != input.dims.size() || (*output)[0] != c.n || (*output)[1] != c.outChannels) {
            c.problem = op + ": the output gradient " + dimsText(*output) + " does not fit the input "
                + dimsText(input.dims) + " and the weight " + dimsText(weight.dims);
            return c;
        }
        c.outSpatial.assign(output->begin() + 2, output->end());
    } else {
        const std::optional<std::vector<double>> stride = perDimension(arguments[places.stride], spatial);
        const std::optional<std::vector<double>> padding = perDimension(arguments[places.padding], spatial);
        const std::optional<std::vector<double>> dilation = perDimension(arguments[places.dilation], spatial);
        std::optional<std::vector<double>> outputPadding = std::vector<double>(spatial, 0.0);
        if (places.outputPadding && c.transposed)
            outputPadding = perDimension(arguments[*places.outputPadding], spatial);
        if (!stride || !padding || !dilation || !outputPadding) {
            c.problem = op + " with its stride, padding or dilation not recorded (\"Concrete Inputs\" holds them from "
                + "PyTorch 2.x on)";
            return c;
        }
        for (std::size_t i = 0; i < spatial; ++i) {
            const double reach = (*dilation)[i] * (c.kernel[i] - 1.0);
            const double size = c.transposed
                ? (c.inSpatial[i] - 1.0) * (*stride)[i] - 2.0 * (*padding)[i] + reach + (*outputPadding)[i] + 1.0
                : std::floor((c.inSpatial[i] + 2.0 * (*padding)[i] - reach - 1.0) / (*stride)[i]) + 1.0;
            if (!((*stride)[i] >= 1.0) || !(size >= 1.0)) {
                c.problem = op + " with stride, padding and dilation that leave no output";
                return c;
            }
            c.outSpatial.push_back(size);
        }
    }
    const std::vector<double>& swept = c.transposed ? c.inSpatial : c.outSpatial;
    c.multiplyAdds = c.n * (c.transposed ? c.inChannels * c.outChannels : c.outChannels * c.inChannels) / c.groups
        * elementsOf(c.kernel) * elementsOf(swept);
    return c;
}

std::string convolutionProblem(std::string_view name, const TensorAt& input, const TensorAt& weight)
{
    if (!input.problem.empty() || !weight.problem.empty())
        return std::string(name) + " with " + (input.problem.empty() ? weight.problem : input.problem);
    if (!input.tensor || !weight.tensor)
        return std::string(name) + " expects an input and a weight tensor";
    return {};
}

} // namespace

AtenModel convolutionCost(
    std::string_view name, std::span<const AtenArgument> arguments, ConvolutionSignature signature)
{
    const bool cudnn = signature == ConvolutionSignature::CudnnConvolution;
    if (arguments.size() < 9)
        return unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know");
    const TensorAt input = tensorAt(arguments, 0);
    const TensorAt weight = tensorAt(arguments, 1);
    const TensorAt bias = cudnn ? TensorAt {} : tensorAt(arguments, 2);
    if (const std::string problem = convolutionProblem(name, input, weight); !problem.empty())
        return unmodelled(problem);
    if (!bias.problem.empty())
        return unmodelled(std::string(name) + " with " + bias.problem);
    const Convolution c
        = shapeOf(name, arguments, cudnn ? kCudnnPlaces : kConvolutionPlaces, *input.tensor, *weight.tensor, nullptr);
    if (!c.problem.empty())
        return unmodelled(c.problem);
    const double outElements = c.n * c.outChannels * elementsOf(c.outSpatial);
    std::vector<Tensor> named {*input.tensor, *weight.tensor};
    AtenCost cost {{}, 2.0 * c.multiplyAdds,
        tensorBytes(input.tensor->elements, input.tensor->dtype)
            + tensorBytes(weight.tensor->elements, weight.tensor->dtype)
            + tensorBytes(outElements, input.tensor->dtype),
        std::nullopt, 1.0, widerDtype(input.tensor->dtype, weight.tensor->dtype)};
    if (bias.tensor) { // added to each output element, read once
        cost.flops += outElements;
        cost.bytes += tensorBytes(bias.tensor->elements, bias.tensor->dtype);
        named.push_back(*bias.tensor);
    }
    cost.name = groupNameOf(name, named);
    if (c.transposed)
        cost.name += " transposed";
    return costed(std::move(cost));
}

// The gradients output_mask asks for: of the input (from the output's gradient and the weight, as many
// multiply–adds as the forward), of the weight (from the output's gradient and the input, as many again)
// and of the bias (the output's gradient summed: one addition per element of it).
AtenModel convolutionBackwardCost(
    std::string_view name, std::span<const AtenArgument> arguments, ConvolutionSignature signature)
{
    const bool cudnn = signature == ConvolutionSignature::CudnnConvolution;
    if (arguments.size() != 11)
        return unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know");
    const TensorAt gradOutput = tensorAt(arguments, cudnn ? 1 : 0);
    const TensorAt input = tensorAt(arguments, cudnn ? 0 : 1);
    const TensorAt weight = tensorAt(arguments, 2);
    if (const std::string problem = convolutionProblem(name, input, weight); !problem.empty())
        return unmodelled(problem);
    if (!gradOutput.tensor)
        return unmodelled(std::string(name) + " expects the output's gradient as a tensor"
            + (gradOutput.problem.empty() ? std::string() : ", got " + gradOutput.problem));
    const std::optional<std::vector<bool>> mask = concreteBoolList(arguments[10].concrete);
    if (!mask || mask->size() != (cudnn ? 2u : 3u))
        return unmodelled(std::string(name)
            + " with its output_mask not recorded (\"Concrete Inputs\" holds it from PyTorch 2.x on): which "
              "gradients it made is not known");
    const Convolution c = shapeOf(name, arguments, cudnn ? kCudnnBackwardPlaces : kConvolutionBackwardPlaces,
        *input.tensor, *weight.tensor, &gradOutput.tensor->dims);
    if (!c.problem.empty())
        return unmodelled(c.problem);
    const Tensor& dy = *gradOutput.tensor;
    AtenCost cost {groupNameOf(name, std::vector<Tensor> {dy, *input.tensor, *weight.tensor}), 0.0,
        tensorBytes(dy.elements, dy.dtype), std::nullopt, 1.0, widerDtype(input.tensor->dtype, weight.tensor->dtype)};
    if ((*mask)[0]) { // dx: reads the weight, writes the input's gradient
        cost.flops += 2.0 * c.multiplyAdds;
        cost.bytes += tensorBytes(weight.tensor->elements, weight.tensor->dtype)
            + tensorBytes(input.tensor->elements, input.tensor->dtype);
    }
    if ((*mask)[1]) { // dw: reads the input, writes the weight's gradient
        cost.flops += 2.0 * c.multiplyAdds;
        cost.bytes += tensorBytes(input.tensor->elements, input.tensor->dtype)
            + tensorBytes(weight.tensor->elements, weight.tensor->dtype);
    }
    if (mask->size() == 3 && (*mask)[2]) { // db: the output's gradient summed per channel
        cost.flops += dy.elements;
        cost.bytes += tensorBytes(c.outChannels, dy.dtype);
    }
    if (cost.flops <= 0.0)
        return unmodelled(std::string(name) + " with an output_mask that asks for no gradient");
    if (c.transposed)
        cost.name += " transposed";
    return costed(std::move(cost));
}

} // namespace roofline::aten
