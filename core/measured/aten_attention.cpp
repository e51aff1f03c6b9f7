#include "core/measured/aten_kinds.h"

#include "core/base/text.h"
#include "core/formulas/op_cost.h"

#include <array>
#include <utility>

// Scaled dot-product attention's flash, memory-efficient and cuDNN kernels, forward and backward
// (docs/model.md §9 and §E, "Ops a trace is costed by").
namespace roofline::aten {

namespace {

// Where each kernel's tensors and is_causal stand, by its name and how many arguments it records
// (PyTorch's native_functions.yaml of each version):
//   _scaled_dot_product_flash_attention(query, key, value, dropout_p, is_causal, return_debug_mask, *, scale)
//   _scaled_dot_product_efficient_attention(query, key, value, attn_bias, compute_log_sumexp, dropout_p,
//       is_causal, *, scale); before 2.1 (query, key, value, compute_log_sumexp, is_causal, *, scale)
//   _scaled_dot_product_cudnn_attention(query, key, value, attn_bias, compute_log_sumexp, dropout_p,
//       is_causal, return_debug_mask, *, scale); 2.3–2.4 (query, key, value, dropout_p, is_causal,
//       return_debug_mask, *, scale)
//   _scaled_dot_product_flash_attention_backward(grad_out, query, key, value, out, logsumexp, cum_seq_q,
//       cum_seq_k, max_q, max_k, dropout_p, is_causal, philox_seed, philox_offset, *, scale)
//   _scaled_dot_product_efficient_attention_backward(grad_out_, query, key, value, attn_bias, out,
//       logsumexp, philox_seed, philox_offset, dropout_p, grad_input_mask, is_causal, *, scale);
//       2.0 (grad_out_, query, key, value, out, logsumexp, is_causal, chunk_grad_outputs, *, scale)
//   _scaled_dot_product_cudnn_attention_backward(grad_out, query, key, value, out, logsumexp, philox_seed,
//       philox_offset, attn_bias, cum_seq_q, cum_seq_k, max_q, max_k, dropout_p, is_causal, *, scale)
struct Signature {
    std::string_view name;
    std::size_t arguments;
    std::size_t query; // then key and value
    std::size_t causal;
    std::optional<std::size_t> bias; // attn_bias: must be None
    std::optional<std::size_t> logsumexp; // the backward's saved row statistics, read
};

constexpr std::string_view kFlashName = "aten::_scaled_dot_product_flash_attention";
constexpr std::string_view kEfficientName = "aten::_scaled_dot_product_efficient_attention";
constexpr std::string_view kCudnnName = "aten::_scaled_dot_product_cudnn_attention";
constexpr std::string_view kFlashBackwardName = "aten::_scaled_dot_product_flash_attention_backward";
constexpr std::string_view kEfficientBackwardName = "aten::_scaled_dot_product_efficient_attention_backward";
constexpr std::string_view kCudnnBackwardName = "aten::_scaled_dot_product_cudnn_attention_backward";

constexpr std::array kSignatures {
    Signature {kFlashName, 7, 0, 4, std::nullopt, std::nullopt},
    Signature {kEfficientName, 8, 0, 6, 3, std::nullopt},
    Signature {kEfficientName, 6, 0, 4, std::nullopt, std::nullopt},
    Signature {kCudnnName, 9, 0, 6, 3, std::nullopt},
    Signature {kCudnnName, 7, 0, 4, std::nullopt, std::nullopt},
    Signature {kFlashBackwardName, 15, 1, 11, std::nullopt, 5},
    Signature {kEfficientBackwardName, 13, 1, 11, 4, 6},
    Signature {kEfficientBackwardName, 9, 1, 6, std::nullopt, 5},
    Signature {kCudnnBackwardName, 16, 1, 14, 8, 5},
};

const Signature* signatureOf(std::string_view name, std::size_t arguments)
{
    for (const Signature& signature : kSignatures)
        if (signature.name == name && signature.arguments == arguments)
            return &signature;
    return nullptr;
}

// The forward op of the app an attention kernel is, or backward's saved statistics too.
struct Attention {
    Op op;
    std::vector<Tensor> tensors; // query, key, value
    bool causal = false;
    std::optional<Tensor> logsumexp;
    std::string problem;
};

Attention attentionOf(std::string_view name, std::span<const AtenArgument> arguments)
{
    Attention attention;
    const Signature* signature = signatureOf(name, arguments.size());
    if (!signature) {
        attention.problem = std::string(name) + " with " + std::to_string(arguments.size())
            + " arguments, a signature the app does not know";
        return attention;
    }
    for (std::size_t i = 0; i < 3; ++i) {
        TensorAt read = tensorAt(arguments, signature->query + i);
        if (!read.problem.empty()) {
            attention.problem = std::string(name) + " with " + read.problem;
            return attention;
        }
        if (read.tensor)
            attention.tensors.push_back(std::move(*read.tensor));
    }
    if (signature->bias && tensorAt(arguments, *signature->bias).tensor) {
        attention.problem
            = std::string(name) + " with an attention bias or mask, which the app's attention does not count";
        return attention;
    }
    if (signature->logsumexp)
        attention.logsumexp = tensorAt(arguments, *signature->logsumexp).tensor;
    const std::vector<Tensor>& t = attention.tensors;
    if (t.size() != 3 || t[0].dims.size() != 4 || t[1].dims.size() != 4 || t[1].dims != t[2].dims
        || t[0].dims[0] != t[1].dims[0] || t[0].dims[3] != t[1].dims[3] || t[1].dtype != t[2].dtype) {
        attention.problem = std::string(name)
            + " expects query [B,N,T,H] and key and value [B,K,S,H] of one dtype, got " + shapesText(t);
        return attention;
    }
    // True or False as PyTorch records it (1 or 0 from another writer; absent is PyTorch's default, False).
    // Anything else is said, never read as one of them.
    const std::string& concrete = arguments[signature->causal].concrete;
    const std::optional<bool> causal = concreteBool(concrete);
    if (!causal && !trim(concrete).empty()) {
        attention.problem = std::string(name) + " with is_causal recorded as " + quoteForMessage(concrete)
            + ", neither True nor False";
        return attention;
    }
    attention.causal = causal.value_or(false);
    Op op = makeOp(OpKind::Attention);
    op.numbers["B"] = t[0].dims[0];
    op.numbers["N"] = t[0].dims[1];
    op.numbers["T"] = t[0].dims[2];
    op.numbers["H"] = t[0].dims[3];
    op.numbers["K"] = t[1].dims[1];
    op.numbers["S"] = t[1].dims[2];
    op.numbers["causal"] = attention.causal ? 1.0 : 0.0;
    op.numbers["flash"] = 1.0; // every one of these kernels keeps the scores on chip
    op.dtypes["x"] = t[0].dtype;
    op.dtypes["kv"] = t[1].dtype;
    if (attention.causal && t[0].dims[2] != t[1].dims[2]) {
        attention.problem = std::string(name)
            + " with is_causal and T ≠ S: PyTorch aligns the mask to the first key, the app's attention to the last";
        return attention;
    }
    if (const std::optional<std::string> problem = opProblem(op)) {
        attention.problem = *problem;
        return attention;
    }
    attention.op = std::move(op);
    return attention;
}

} // namespace

AtenModel attentionCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    Attention attention = attentionOf(name, arguments);
    if (!attention.problem.empty())
        return unmodelled(std::move(attention.problem));
    const OpCost cost = costOf(attention.op, Dims {});
    return costed(AtenCost {groupNameOf(name, attention.tensors) + (attention.causal ? " causal" : ""), cost.flops,
        cost.bytes, attention.op, 1.0, computeDtype(attention.op)});
}

// The backward recomputes the scores and makes five products where the forward made two (QKᵀ again,
// dV = PᵀdO, dP = dO·Vᵀ, dQ = dS·K, dK = dSᵀ·Q): 2.5 times its FLOPs. It reads Q, K, V, the output and
// its gradient and writes dQ, dK and dV, twice the forward's bytes, and reads the saved logsumexp.
AtenModel attentionBackwardCost(std::string_view name, std::span<const AtenArgument> arguments)
{
    Attention attention = attentionOf(name, arguments);
    if (!attention.problem.empty())
        return unmodelled(std::move(attention.problem));
    const OpCost forward = costOf(attention.op, Dims {});
    double bytes = 2.0 * forward.bytes;
    if (attention.logsumexp)
        bytes += tensorBytes(attention.logsumexp->elements, attention.logsumexp->dtype);
    return costed(AtenCost {groupNameOf(name, attention.tensors) + (attention.causal ? " causal" : ""),
        2.5 * forward.flops, bytes, std::nullopt, 1.0, computeDtype(attention.op)});
}

} // namespace roofline::aten
