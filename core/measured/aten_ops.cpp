#include "core/measured/aten_ops.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formulas/op_cost.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace roofline {

namespace {

// A tensor argument: its sizes, its dtype and where it stood in the op's arguments.
struct Tensor {
    std::vector<double> dims;
    Dtype dtype = Dtype::BF16;
    double elements = 1.0;
};

// Arguments recorded with no tensor behind them: numbers, lists of numbers, None and the like.
bool isNonTensorType(std::string_view type)
{
    return type.empty() || type == "Scalar" || type == "ScalarList" || type == "GenericList" || type == "TensorList"
        || type == "Device" || type == "Layout" || type == "ScalarType" || type == "MemoryFormat";
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

// The tensors among an op's arguments, and its name as a group: "aten::mm bf16[512,1024] bf16[1024,4096]".
struct Tensors {
    std::vector<Tensor> list;
    std::string groupName;
    std::string problem; // why they cannot be costed; empty when they can
};

Tensors tensorsOf(std::string_view name, std::span<const AtenArgument> arguments)
{
    Tensors tensors;
    tensors.groupName = std::string(name);
    for (const AtenArgument& argument : arguments) {
        if (isNonTensorType(argument.type))
            continue;
        const std::optional<Dtype> dtype = atenDtype(argument.type);
        if (!dtype) {
            tensors.problem = "a tensor of type \"" + argument.type + "\", which the app has no dtype for";
            return tensors;
        }
        Tensor tensor {argument.dims, *dtype, 1.0};
        for (double size : argument.dims) {
            if (!(size >= 1.0) || size > kMaxWholeNumber || std::floor(size) != size) {
                tensors.problem = "a tensor of sizes " + dimsText(argument.dims) + ", not all whole and at least 1";
                return tensors;
            }
            tensor.elements *= size;
        }
        if (tensor.elements > kMaxWholeNumber) {
            tensors.problem = "a tensor of more than 2^53 elements";
            return tensors;
        }
        tensors.groupName += " " + std::string(dtypeName(*dtype)) + dimsText(argument.dims);
        tensors.list.push_back(std::move(tensor));
    }
    return tensors;
}

AtenModel unmodelled(std::string reason)
{
    return AtenModel {std::nullopt, AtenUnmodelled {std::move(reason)}};
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

double elementsOf(const std::vector<double>& dims)
{
    double elements = 1.0;
    for (double size : dims)
        elements *= size;
    return elements;
}

// The app's op, checked by its own rules (sizes up to 2^53, T ≤ S, N a multiple of K…).
std::optional<std::string> opProblem(const Op& op)
{
    try {
        validateOp(op, Dims {}, "");
    } catch (const Error& error) {
        return std::string(error.what());
    }
    return std::nullopt;
}

Op matmulOp(double m, double k, double n, Dtype x, Dtype w)
{
    Op op = makeOp(OpKind::Matmul);
    op.numbers["B"] = m;
    op.numbers["D"] = k;
    op.numbers["F"] = n;
    op.dtypes["x"] = x;
    op.dtypes["w"] = w;
    op.dtypes["z"] = x;
    return op;
}

std::string shapesText(const Tensors& tensors)
{
    std::string text;
    for (const Tensor& tensor : tensors.list)
        text += (text.empty() ? "" : ", ") + dimsText(tensor.dims);
    return text.empty() ? "none" : text;
}

// mm, addmm, bmm, baddbmm: `batched` matrices of [M,K]·[K,N] (one when not batched), and with `bias` a
// first tensor that broadcasts to the output and is added to it.
AtenModel matmulCost(const Tensors& tensors, std::string_view name, bool batched, bool bias)
{
    const std::size_t rank = batched ? 3 : 2;
    const std::size_t count = bias ? 3 : 2;
    if (tensors.list.size() != count || tensors.list[count - 2].dims.size() != rank
        || tensors.list[count - 1].dims.size() != rank)
        return unmodelled(std::string(name) + " expects " + (bias ? "a bias and " : "") + "two " + std::to_string(rank)
            + "-d tensors, got " + shapesText(tensors));
    const Tensor& a = tensors.list[count - 2];
    const Tensor& b = tensors.list[count - 1];
    const double batch = batched ? a.dims[0] : 1.0;
    const double m = a.dims[rank - 2];
    const double k = a.dims[rank - 1];
    const double n = b.dims[rank - 1];
    if (b.dims[rank - 2] != k || (batched && b.dims[0] != batch))
        return unmodelled(std::string(name) + ": the shapes " + shapesText(tensors) + " do not multiply");
    std::vector<double> out = batched ? std::vector<double> {batch, m, n} : std::vector<double> {m, n};
    if (bias && broadcast(tensors.list[0].dims, out) != out)
        return unmodelled(std::string(name) + ": the bias " + dimsText(tensors.list[0].dims)
            + " does not broadcast to the output " + dimsText(out));
    const Op op = matmulOp(m, k, n, a.dtype, b.dtype);
    if (const std::optional<std::string> problem = opProblem(op))
        return unmodelled(*problem);
    const OpCost matmul = costOf(op, Dims {});
    AtenCost cost {tensors.groupName, batch * matmul.flops, batch * matmul.bytes, op, batch, computeDtype(op)};
    if (bias) { // one addition per output element (docs/model.md §3, elementwise), the bias read once
        cost.flops += elementsOf(out);
        cost.bytes += tensorBytes(tensors.list[0].elements, tensors.list[0].dtype);
    }
    return AtenModel {std::move(cost), {}};
}

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

// add, mul: one FLOP per output element, every tensor read and the output written.
AtenModel elementwiseCost(const Tensors& tensors, std::string_view name)
{
    if (tensors.list.empty() || tensors.list.size() > 2)
        return unmodelled(std::string(name) + " expects one or two tensors, got " + shapesText(tensors));
    std::vector<double> out = tensors.list[0].dims;
    Dtype outDtype = tensors.list[0].dtype;
    bool uniform = true;
    for (std::size_t i = 1; i < tensors.list.size(); ++i) {
        const Tensor& tensor = tensors.list[i];
        const std::optional<std::vector<double>> shape = broadcast(out, tensor.dims);
        if (!shape)
            return unmodelled(std::string(name) + ": the shapes " + shapesText(tensors) + " do not broadcast");
        uniform = uniform && tensor.dims == out && tensor.dtype == outDtype;
        out = *shape;
        outDtype = promoted(outDtype, tensor.dtype);
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
        return AtenModel {AtenCost {tensors.groupName, cost.flops, cost.bytes, op, 1.0, outDtype}, {}};
    }
    AtenCost cost {tensors.groupName, elements, tensorBytes(elements, outDtype), std::nullopt, 1.0, outDtype};
    for (const Tensor& tensor : tensors.list)
        cost.bytes += tensorBytes(tensor.elements, tensor.dtype);
    return AtenModel {std::move(cost), {}};
}

// Where is_causal stands among each attention kernel's arguments, by how many it records:
//   _scaled_dot_product_flash_attention(query, key, value, dropout_p, is_causal, return_debug_mask, *, scale)
//   _scaled_dot_product_efficient_attention(query, key, value, attn_bias, compute_log_sumexp, dropout_p,
//       is_causal, *, scale), and before PyTorch 2.1 (query, key, value, compute_log_sumexp, is_causal, *, scale)
std::optional<std::size_t> causalIndex(std::string_view name, std::size_t arguments)
{
    const bool flash = name == "aten::_scaled_dot_product_flash_attention";
    if (flash && arguments == 7)
        return 4;
    if (!flash && arguments == 8)
        return 6;
    if (!flash && arguments == 6)
        return 4;
    return std::nullopt;
}

AtenModel attentionCost(const Tensors& tensors, std::string_view name, std::span<const AtenArgument> arguments)
{
    const std::optional<std::size_t> causalAt = causalIndex(name, arguments.size());
    if (!causalAt)
        return unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know");
    if (tensors.list.size() != 3)
        return unmodelled(std::string(name) + " with " + std::to_string(tensors.list.size())
            + " tensors: an attention bias or mask is not counted by the app's attention");
    const Tensor& q = tensors.list[0];
    const Tensor& k = tensors.list[1];
    const Tensor& v = tensors.list[2];
    if (q.dims.size() != 4 || k.dims.size() != 4 || k.dims != v.dims || q.dims[0] != k.dims[0] || q.dims[3] != k.dims[3]
        || k.dtype != v.dtype)
        return unmodelled(std::string(name) + " expects query [B,N,T,H] and key and value [B,K,S,H] of one dtype, got "
            + shapesText(tensors));
    // True or False as PyTorch records it (1 or 0 from another writer; absent is PyTorch's default, False).
    // Anything else is said, never read as one of them.
    const std::string& concrete = arguments[*causalAt].concrete;
    const bool causal = concrete == "True" || concrete == "true" || concrete == "1";
    if (!causal && concrete != "False" && concrete != "false" && concrete != "0" && !concrete.empty())
        return unmodelled(std::string(name) + " with is_causal recorded as " + quoteForMessage(concrete)
            + ", neither True nor False");
    Op op = makeOp(OpKind::Attention);
    op.numbers["B"] = q.dims[0];
    op.numbers["N"] = q.dims[1];
    op.numbers["T"] = q.dims[2];
    op.numbers["H"] = q.dims[3];
    op.numbers["K"] = k.dims[1];
    op.numbers["S"] = k.dims[2];
    op.numbers["causal"] = causal ? 1.0 : 0.0;
    op.numbers["flash"] = 1.0; // both kernels keep the scores on chip
    op.dtypes["x"] = q.dtype;
    op.dtypes["kv"] = k.dtype;
    if (causal && q.dims[2] != k.dims[2])
        return unmodelled(std::string(name)
            + " with is_causal and T ≠ S: PyTorch aligns the mask to the first key, the app's attention to the last");
    if (const std::optional<std::string> problem = opProblem(op))
        return unmodelled(*problem);
    const OpCost cost = costOf(op, Dims {});
    return AtenModel {
        AtenCost {tensors.groupName + (causal ? " causal" : ""), cost.flops, cost.bytes, op, 1.0, computeDtype(op)},
        {}};
}

enum class Kind { Mm, Addmm, Bmm, Baddbmm, Elementwise, Attention };

struct Modelled {
    std::string_view name;
    Kind kind;
};

constexpr std::array kModelled {
    Modelled {"aten::mm", Kind::Mm},
    Modelled {"aten::addmm", Kind::Addmm},
    Modelled {"aten::bmm", Kind::Bmm},
    Modelled {"aten::baddbmm", Kind::Baddbmm},
    Modelled {"aten::add", Kind::Elementwise},
    Modelled {"aten::add_", Kind::Elementwise},
    Modelled {"aten::mul", Kind::Elementwise},
    Modelled {"aten::mul_", Kind::Elementwise},
    Modelled {"aten::_scaled_dot_product_flash_attention", Kind::Attention},
    Modelled {"aten::_scaled_dot_product_efficient_attention", Kind::Attention},
};

std::optional<Kind> kindOf(std::string_view name)
{
    for (const Modelled& modelled : kModelled)
        if (modelled.name == name)
            return modelled.kind;
    return std::nullopt;
}

} // namespace

std::optional<Dtype> atenDtype(std::string_view typeName)
{
    static constexpr std::array<std::pair<std::string_view, Dtype>, 9> kTypes {{
        {"double", Dtype::FP64},
        {"float", Dtype::FP32},
        {"c10::BFloat16", Dtype::BF16},
        {"c10::Half", Dtype::FP16},
        {"c10::Float8_e4m3fn", Dtype::FP8},
        {"c10::Float8_e5m2", Dtype::FP8},
        {"c10::Float8_e4m3fnuz", Dtype::FP8},
        {"c10::Float8_e5m2fnuz", Dtype::FP8},
        {"signed char", Dtype::INT8},
    }};
    for (const auto& [name, dtype] : kTypes)
        if (name == typeName)
            return dtype;
    return std::nullopt;
}

std::optional<std::string> atenShapeName(std::string_view groupName)
{
    // The op, then a "dtype[sizes]" per tensor, then perhaps "causal": as tensorsOf() and attentionCost() write it.
    std::vector<std::string_view> words;
    for (std::size_t from = 0; from <= groupName.size();) {
        const std::size_t space = std::min(groupName.find(' ', from), groupName.size());
        words.push_back(groupName.substr(from, space - from));
        from = space + 1;
    }
    const std::optional<Kind> kind = kindOf(words.front());
    if (!kind)
        return std::nullopt;
    const bool causal = words.size() > 1 && words.back() == "causal";
    std::vector<std::vector<std::string_view>> tensors;
    for (std::size_t w = 1; w + (causal ? 1 : 0) < words.size(); ++w) {
        const std::string_view word = words[w];
        const std::size_t open = word.find('[');
        if (open == std::string_view::npos || open == 0 || !word.ends_with(']') || !parseDtype(word.substr(0, open)))
            return std::nullopt;
        std::vector<std::string_view> sizes;
        const std::string_view inside = word.substr(open + 1, word.size() - open - 2);
        for (std::size_t from = 0; !inside.empty() && from <= inside.size();) {
            const std::size_t comma = std::min(inside.find(',', from), inside.size());
            const std::string_view size = inside.substr(from, comma - from);
            if (size.empty() || size.find_first_not_of("0123456789") != std::string_view::npos)
                return std::nullopt;
            sizes.push_back(size);
            from = comma + 1;
        }
        tensors.push_back(std::move(sizes));
    }
    if (tensors.empty())
        return std::nullopt;
    const auto joined = [](std::initializer_list<std::string_view> sizes) {
        std::string text;
        for (const std::string_view size : sizes)
            text += (text.empty() ? "" : "×") + std::string(size);
        return text;
    };
    std::string op(words.front());
    std::string shape;
    const std::size_t n = tensors.size();
    switch (*kind) {
    case Kind::Mm:
    case Kind::Addmm:
        if (n >= 2 && tensors[n - 2].size() == 2 && tensors[n - 1].size() == 2)
            shape = joined({tensors[n - 2][0], tensors[n - 2][1], tensors[n - 1][1]});
        break;
    case Kind::Bmm:
    case Kind::Baddbmm:
        if (n >= 2 && tensors[n - 2].size() == 3 && tensors[n - 1].size() == 3)
            shape = joined({tensors[n - 2][0], tensors[n - 2][1], tensors[n - 2][2], tensors[n - 1][2]});
        break;
    case Kind::Attention:
        op = op.substr(op.rfind("_product_") + 9); // "flash_attention", "efficient_attention"
        break;
    case Kind::Elementwise:
        break;
    }
    if (shape.empty()) {
        // The largest tensor (the query of an attention): its sizes, × between.
        const auto elements = [](const std::vector<std::string_view>& sizes) {
            double product = 1.0;
            for (const std::string_view size : sizes)
                product *= std::stod(std::string(size));
            return product;
        };
        const auto largest = *kind == Kind::Attention
            ? tensors.begin()
            : std::max_element(tensors.begin(), tensors.end(),
                [&](const auto& a, const auto& b) { return elements(a) < elements(b); });
        for (const std::string_view size : *largest)
            shape += (shape.empty() ? "" : "×") + std::string(size);
    }
    std::string text = op;
    if (!shape.empty())
        text += " " + shape;
    return causal ? text + " causal" : text;
}

bool isModelledAtenOp(std::string_view name)
{
    return kindOf(name).has_value();
}

AtenModel atenOpCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    const std::optional<Kind> kind = kindOf(name);
    if (!kind)
        return unmodelled(std::string(name) + " is not an op the app models");
    const Tensors tensors = tensorsOf(name, arguments);
    if (!tensors.problem.empty())
        return unmodelled(std::string(name) + " with " + tensors.problem);
    switch (*kind) {
    case Kind::Mm:
        return matmulCost(tensors, name, false, false);
    case Kind::Addmm:
        return matmulCost(tensors, name, false, true);
    case Kind::Bmm:
        return matmulCost(tensors, name, true, false);
    case Kind::Baddbmm:
        return matmulCost(tensors, name, true, true);
    case Kind::Elementwise:
        return elementwiseCost(tensors, name);
    case Kind::Attention:
        return attentionCost(tensors, name, arguments);
    }
    return unmodelled(std::string(name) + " is not an op the app models");
}

} // namespace roofline
