#include "core/measured/aten_args.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <cmath>
#include <utility>

namespace roofline::aten {

// Arguments recorded with no tensor behind them: numbers, lists of numbers, None and the like.
bool isNonTensorType(std::string_view type)
{
    return type.empty() || type == "Scalar" || type == "ScalarList" || type == "GenericList" || type == "TensorList"
        || type == "Device" || type == "Layout" || type == "ScalarType" || type == "MemoryFormat" || type == "Int"
        || type == "Bool" || type == "Double";
}

// Sizes exactly as the trace gave them ([512,1024]; [512.5,1e300] in a message about them), never cut to an
// integer type: a size need not be whole, nor fit one.
std::string dimsText(const std::vector<double>& dims)
{
    std::string text = "[";
    for (std::size_t i = 0; i < dims.size(); ++i)
        text += (i == 0 ? "" : ",") + formatExact(dims[i]); // 100000 in digits, as PyTorch prints it

    return text + "]";
}

std::string shapesText(std::span<const Tensor> tensors)
{
    std::string text;
    for (const Tensor& tensor : tensors)
        text += (text.empty() ? "" : ", ") + dimsText(tensor.dims);
    return text.empty() ? "none" : text;
}

double elementsOf(const std::vector<double>& dims)
{
    double elements = 1.0;
    for (double size : dims)
        elements *= size;
    return elements;
}

namespace {

// A tensor argument of a type the app has a dtype for, its sizes whole, at least 1 and at most 2^53 in all.
TensorAt readTensor(const AtenArgument& argument)
{
    const std::optional<Dtype> dtype = atenDtype(argument.type);
    if (!dtype)
        return {std::nullopt, "a tensor of type \"" + argument.type + "\", which the app has no dtype for"};
    Tensor tensor {argument.dims, *dtype, 1.0};
    for (double size : argument.dims) {
        if (!(size >= 1.0) || size > kMaxWholeNumber || std::floor(size) != size)
            return {std::nullopt, "a tensor of sizes " + dimsText(argument.dims) + ", not all whole and at least 1"};
        tensor.elements *= size;
    }
    if (tensor.elements > kMaxWholeNumber)
        return {std::nullopt, "a tensor of more than 2^53 elements"};
    return {std::move(tensor), {}};
}

} // namespace

std::string groupNameOf(std::string_view name, std::span<const Tensor> tensors)
{
    std::string text(name);
    for (const Tensor& tensor : tensors)
        text += " " + std::string(dtypeName(tensor.dtype)) + dimsText(tensor.dims);
    return text;
}

Tensors tensorsOf(std::string_view name, std::span<const AtenArgument> arguments)
{
    Tensors tensors;
    for (const AtenArgument& argument : arguments) {
        if (isNonTensorType(argument.type))
            continue;
        TensorAt read = readTensor(argument);
        if (!read.tensor) {
            tensors.problem = std::move(read.problem);
            return tensors;
        }
        tensors.list.push_back(std::move(*read.tensor));
    }
    tensors.groupName = groupNameOf(name, tensors.list);
    return tensors;
}

TensorAt tensorAt(std::span<const AtenArgument> arguments, std::size_t index)
{
    if (index >= arguments.size() || isNonTensorType(arguments[index].type))
        return {};
    return readTensor(arguments[index]);
}

OutOverload outOverload(std::span<const AtenArgument> arguments, std::size_t functional)
{
    if (functional == 0 || arguments.size() != functional + 1 || isNonTensorType(arguments.back().type))
        return {arguments, std::nullopt, {}};
    TensorAt out = readTensor(arguments.back());
    return {arguments.first(functional), std::move(out.tensor), std::move(out.problem)};
}

std::optional<std::string> outMismatch(std::string_view name, const Tensor& out, const std::vector<double>& dims)
{
    if (out.dims == dims)
        return std::nullopt;
    return std::string(name) + " writes into an out tensor " + dimsText(out.dims) + ", not the result's "
        + dimsText(dims);
}

// The shape two shapes broadcast to (PyTorch's rules: aligned from the last dimension, a size of 1
// stretches), or nullopt when they do not.
std::optional<std::vector<double>> broadcast(const std::vector<double>& a, const std::vector<double>& b)
{
    const std::vector<double>& longer = a.size() >= b.size() ? a : b;
    const std::vector<double>& shorter = a.size() >= b.size() ? b : a;
    std::vector<double> out = longer;
    const std::size_t offset = longer.size() - shorter.size();
    for (std::size_t i = 0; i < shorter.size(); ++i) {
        const double x = longer[offset + i];
        const double y = shorter[i];
        if (x != y && x != 1.0 && y != 1.0)
            return std::nullopt;
        out[offset + i] = x == 1.0 ? y : x;
    }
    return out;
}

std::optional<bool> concreteBool(std::string_view text)
{
    text = trim(text);
    if (text == "True" || text == "true" || text == "1")
        return true;
    if (text == "False" || text == "false" || text == "0")
        return false;
    return std::nullopt;
}

std::optional<double> concreteWhole(std::string_view text)
{
    text = trim(text);
    if (text.empty() || text.size() > 15 || text.find_first_not_of("0123456789") != std::string_view::npos)
        return std::nullopt;
    return std::stod(std::string(text));
}

namespace {

// The items of "[a, b, c]" ("[]" has none), or nullopt when the text is no such list.
std::optional<std::vector<std::string_view>> listItems(std::string_view text)
{
    text = trim(text);
    if (text.size() < 2 || text.front() != '[' || text.back() != ']')
        return std::nullopt;
    const std::string_view inside = trim(text.substr(1, text.size() - 2));
    std::vector<std::string_view> items;
    for (std::size_t from = 0; !inside.empty() && from <= inside.size();) {
        const std::size_t comma = std::min(inside.find(',', from), inside.size());
        items.push_back(trim(inside.substr(from, comma - from)));
        from = comma + 1;
    }
    return items;
}

// "[a, b, c]" with every item read by `item`; nullopt when the text is no such list or an item is not one.
template<typename T>
std::optional<std::vector<T>> concreteList(std::string_view text, std::optional<T> (*item)(std::string_view))
{
    const std::optional<std::vector<std::string_view>> items = listItems(text);
    if (!items)
        return std::nullopt;
    std::vector<T> values;
    for (const std::string_view one : *items) {
        const std::optional<T> value = item(one);
        if (!value)
            return std::nullopt;
        values.push_back(*value);
    }
    return values;
}

} // namespace

std::optional<std::vector<double>> concreteWholeList(std::string_view text)
{
    return concreteList(text, &concreteWhole);
}

std::optional<std::vector<bool>> concreteBoolList(std::string_view text)
{
    return concreteList(text, &concreteBool);
}

// c10/core/ScalarType.h: Half 5, Float 6, Double 7, BFloat16 15, Float8_e5m2 23, Float8_e4m3fn 24,
// Float8_e5m2fnuz 25, Float8_e4m3fnuz 26; the rest are no dtype of the app's.
std::optional<Dtype> scalarTypeDtype(std::string_view concrete)
{
    const std::optional<double> number = concreteWhole(concrete);
    if (!number)
        return std::nullopt;
    switch (static_cast<int>(*number)) {
    case 5:
        return Dtype::FP16;
    case 6:
        return Dtype::FP32;
    case 7:
        return Dtype::FP64;
    case 15:
        return Dtype::BF16;
    case 23:
    case 24:
    case 25:
    case 26:
        return Dtype::FP8;
    default:
        return std::nullopt;
    }
}

std::optional<std::string> opProblem(const Op& op)
{
    try {
        validateOp(op, Dims {}, "");
    } catch (const Error& error) {
        return std::string(error.what());
    }
    return std::nullopt;
}

AtenModel unmodelled(std::string reason)
{
    return AtenModel {std::nullopt, AtenUnmodelled {std::move(reason)}};
}

AtenModel costed(AtenCost cost)
{
    return AtenModel {std::move(cost), {}};
}

} // namespace roofline::aten
