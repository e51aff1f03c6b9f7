#include "core/measured/aten_ops.h"

#include "core/measured/aten_kinds.h"

#include <algorithm>
#include <array>
#include <utility>

namespace roofline {

namespace {

using namespace aten;

// How an op of a modelled name is costed; the first four also name its group by its problem's sizes.
enum class Kind {
    Mm,
    Addmm,
    Bmm,
    Baddbmm,
    ScaledMm,
    Elementwise,
    Attention,
    AttentionBackward,
    Convolution,
    CudnnConvolution,
    ConvolutionBackward,
    CudnnConvolutionBackward,
    LayerNorm,
    RmsNorm,
    Softmax,
    SoftmaxBackward,
    Gelu,
    Silu,
    Relu,
    Embedding,
    EmbeddingBackward,
    Collective,
    C10dCollective,
};

struct Modelled {
    std::string_view name;
    Kind kind;
    // For an op whose out= overload the profiler records under the same name: how many arguments its
    // functional overload records (native_functions.yaml: mm(self, mat2), addmm(self, mat1, mat2, beta, alpha),
    // add(self, other, alpha), sub and rsub alike, mul(self, other), div alike). 0 for the others.
    std::size_t functional = 0;
};

constexpr std::array kModelled {
    Modelled {"aten::mm", Kind::Mm, 2},
    Modelled {"aten::addmm", Kind::Addmm, 5},
    Modelled {"aten::bmm", Kind::Bmm, 2},
    Modelled {"aten::baddbmm", Kind::Baddbmm, 5},
    Modelled {"aten::_scaled_mm", Kind::ScaledMm},
    Modelled {"aten::add", Kind::Elementwise, 3},
    Modelled {"aten::add_", Kind::Elementwise},
    Modelled {"aten::mul", Kind::Elementwise, 2},
    Modelled {"aten::mul_", Kind::Elementwise},
    Modelled {"aten::sub", Kind::Elementwise, 3},
    Modelled {"aten::sub_", Kind::Elementwise},
    Modelled {"aten::rsub", Kind::Elementwise, 3},
    Modelled {"aten::div", Kind::Elementwise, 2},
    Modelled {"aten::div_", Kind::Elementwise},
    Modelled {"aten::_scaled_dot_product_flash_attention", Kind::Attention},
    Modelled {"aten::_scaled_dot_product_efficient_attention", Kind::Attention},
    Modelled {"aten::_scaled_dot_product_cudnn_attention", Kind::Attention},
    Modelled {"aten::_scaled_dot_product_flash_attention_backward", Kind::AttentionBackward},
    Modelled {"aten::_scaled_dot_product_efficient_attention_backward", Kind::AttentionBackward},
    Modelled {"aten::_scaled_dot_product_cudnn_attention_backward", Kind::AttentionBackward},
    Modelled {"aten::convolution", Kind::Convolution},
    Modelled {"aten::_convolution", Kind::Convolution},
    Modelled {"aten::cudnn_convolution", Kind::CudnnConvolution},
    Modelled {"aten::convolution_backward", Kind::ConvolutionBackward},
    Modelled {"aten::cudnn_convolution_backward", Kind::CudnnConvolutionBackward},
    Modelled {"aten::layer_norm", Kind::LayerNorm},
    Modelled {"aten::native_layer_norm", Kind::LayerNorm},
    Modelled {"aten::rms_norm", Kind::RmsNorm},
    Modelled {"aten::_fused_rms_norm", Kind::RmsNorm},
    Modelled {"aten::softmax", Kind::Softmax},
    Modelled {"aten::_softmax", Kind::Softmax},
    Modelled {"aten::log_softmax", Kind::Softmax},
    Modelled {"aten::_log_softmax", Kind::Softmax},
    Modelled {"aten::_softmax_backward_data", Kind::SoftmaxBackward},
    Modelled {"aten::_log_softmax_backward_data", Kind::SoftmaxBackward},
    Modelled {"aten::gelu", Kind::Gelu},
    Modelled {"aten::gelu_", Kind::Gelu},
    Modelled {"aten::silu", Kind::Silu},
    Modelled {"aten::silu_", Kind::Silu},
    Modelled {"aten::relu", Kind::Relu},
    Modelled {"aten::relu_", Kind::Relu},
    Modelled {"aten::embedding", Kind::Embedding},
    Modelled {"aten::embedding_dense_backward", Kind::EmbeddingBackward},
    Modelled {"record_param_comms", Kind::Collective},
    Modelled {"c10d::_allgather_base_", Kind::C10dCollective},
    Modelled {"c10d::_reduce_scatter_base_", Kind::C10dCollective},
};

const Modelled* modelledOf(std::string_view name)
{
    for (const Modelled& modelled : kModelled)
        if (modelled.name == name)
            return &modelled;
    return nullptr;
}

std::optional<Kind> kindOf(std::string_view name)
{
    const Modelled* modelled = modelledOf(name);
    return modelled ? std::optional<Kind>(modelled->kind) : std::nullopt;
}

// Words a group name may end with after its tensors (aten_attention.cpp, aten_convolution.cpp,
// aten_pointwise.cpp).
bool isNameSuffix(std::string_view word)
{
    return word == "causal" || word == "transposed" || word == "tanh";
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
    // The op, then a "dtype[sizes]" per tensor, then perhaps a word ("causal"): as groupNameOf() and the
    // costs write it.
    std::vector<std::string_view> words;
    for (std::size_t from = 0; from <= groupName.size();) {
        const std::size_t space = std::min(groupName.find(' ', from), groupName.size());
        words.push_back(groupName.substr(from, space - from));
        from = space + 1;
    }
    const std::optional<Kind> kind = kindOf(words.front());
    if (!kind)
        return std::nullopt;
    const std::string_view suffix = words.size() > 1 && isNameSuffix(words.back()) ? words.back() : "";
    std::vector<std::vector<std::string_view>> tensors;
    for (std::size_t w = 1; w + (suffix.empty() ? 0 : 1) < words.size(); ++w) {
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
    case Kind::ScaledMm:
        if (n >= 2 && tensors[0].size() == 2 && tensors[1].size() == 2)
            shape = joined({tensors[0][0], tensors[0][1], tensors[1][1]});
        break;
    case Kind::Attention:
    case Kind::AttentionBackward:
        op = op.substr(op.rfind("_product_") + 9); // "flash_attention", "efficient_attention_backward"
        break;
    case Kind::Convolution:
    case Kind::CudnnConvolution:
    case Kind::ConvolutionBackward:
    case Kind::CudnnConvolutionBackward: { // the input and the weight: "aten::convolution 32×64×56×56 * 64×64×3×3"
        const std::size_t input = *kind == Kind::ConvolutionBackward || *kind == Kind::CudnnConvolutionBackward ? 1 : 0;
        if (n >= input + 2) {
            for (const std::string_view size : tensors[input])
                shape += (shape.empty() ? "" : "×") + std::string(size);
            shape += " *";
            for (std::size_t i = 0; i < tensors[input + 1].size(); ++i)
                shape += (i == 0 ? " " : "×") + std::string(tensors[input + 1][i]);
        }
        break;
    }
    default:
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
        const auto largest = *kind == Kind::Attention || *kind == Kind::AttentionBackward
            ? tensors.begin()
            : std::max_element(tensors.begin(), tensors.end(),
                [&](const auto& a, const auto& b) { return elements(a) < elements(b); });
        for (const std::string_view size : *largest)
            shape += (shape.empty() ? "" : "×") + std::string(size);
    }
    std::string text = op;
    if (!shape.empty())
        text += " " + shape;
    return suffix.empty() ? text : text + " " + std::string(suffix);
}

bool isModelledAtenOp(std::string_view name)
{
    return kindOf(name).has_value();
}

AtenModel atenOpCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    const Modelled* modelled = modelledOf(name);
    if (!modelled)
        return unmodelled(std::string(name) + " is not an op the app models");
    const OutOverload call = outOverload(arguments, modelled->functional);
    if (!call.problem.empty())
        return unmodelled(std::string(name) + " with " + call.problem);
    switch (modelled->kind) {
    case Kind::Mm:
        return matmulCost(name, call.inputs, false, false, call.out);
    case Kind::Addmm:
        return matmulCost(name, call.inputs, false, true, call.out);
    case Kind::Bmm:
        return matmulCost(name, call.inputs, true, false, call.out);
    case Kind::Baddbmm:
        return matmulCost(name, call.inputs, true, true, call.out);
    case Kind::ScaledMm:
        return scaledMatmulCost(name, arguments);
    case Kind::Elementwise:
        return elementwiseCost(name, call.inputs, call.out);
    case Kind::Attention:
        return attentionCost(name, arguments);
    case Kind::AttentionBackward:
        return attentionBackwardCost(name, arguments);
    case Kind::Convolution:
        return convolutionCost(name, arguments, ConvolutionSignature::Convolution);
    case Kind::CudnnConvolution:
        return convolutionCost(name, arguments, ConvolutionSignature::CudnnConvolution);
    case Kind::ConvolutionBackward:
        return convolutionBackwardCost(name, arguments, ConvolutionSignature::Convolution);
    case Kind::CudnnConvolutionBackward:
        return convolutionBackwardCost(name, arguments, ConvolutionSignature::CudnnConvolution);
    case Kind::LayerNorm:
        return layerNormCost(name, arguments, false);
    case Kind::RmsNorm:
        return layerNormCost(name, arguments, true);
    case Kind::Softmax:
        return softmaxCost(name, arguments);
    case Kind::SoftmaxBackward: // dx = y·(dy − Σ dy·y), log_softmax's dx = dy − exp(y)·Σ dy: 4 per element
        return arguments.size() == 4 ? perElementCost(name, arguments, 4.0, 2)
                                     : unmodelled(std::string(name) + " with " + std::to_string(arguments.size())
                                         + " arguments, a signature the app does not know");
    case Kind::Gelu:
        return geluCost(name, arguments);
    case Kind::Silu: // x / (1 + exp(−x)): a negation, exp, an addition and a division
        return perElementCost(name, arguments, 4.0, 1);
    case Kind::Relu: // max(x, 0)
        return perElementCost(name, arguments, 1.0, 1);
    case Kind::Embedding:
        return embeddingCost(name, arguments);
    case Kind::EmbeddingBackward:
        return embeddingBackwardCost(name, arguments);
    case Kind::Collective: // its sizes are among its named args, not its arguments
        return atenCollectiveCost(name, AtenCollective {});
    case Kind::C10dCollective:
        return c10dCollectiveCost(name, arguments);
    }
    return unmodelled(std::string(name) + " is not an op the app models");
}

} // namespace roofline
