#pragma once

#include "core/measured/aten_args.h"

// The cost of each family of ATen ops the app models (docs/model.md §E, "Ops a trace is costed by"), one
// file each; aten_ops.cpp says which op name is which.
namespace roofline::aten {

// aten_matmul.cpp
// `out`: the tensor an out= overload wrote the result into (aten_args.h, outOverload), else nullopt.
AtenModel matmulCost(std::string_view name, std::span<const AtenArgument> arguments, bool batched, bool bias,
    const std::optional<Tensor>& out);
AtenModel scaledMatmulCost(std::string_view name, std::span<const AtenArgument> arguments);

// aten_attention.cpp
AtenModel attentionCost(std::string_view name, std::span<const AtenArgument> arguments);
AtenModel attentionBackwardCost(std::string_view name, std::span<const AtenArgument> arguments);

// aten_convolution.cpp
enum class ConvolutionSignature { Convolution, CudnnConvolution };
AtenModel convolutionCost(
    std::string_view name, std::span<const AtenArgument> arguments, ConvolutionSignature signature);
AtenModel convolutionBackwardCost(
    std::string_view name, std::span<const AtenArgument> arguments, ConvolutionSignature signature);

// aten_collectives.cpp: c10d::_allgather_base_(output, input, …) and c10d::_reduce_scatter_base_(output, input,
// …), PyTorch 2.0's record of them, whose group size is the ratio of their tensors' sizes.
AtenModel c10dCollectiveCost(std::string_view name, std::span<const AtenArgument> arguments);

// aten_embedding.cpp
AtenModel embeddingCost(std::string_view name, std::span<const AtenArgument> arguments);
AtenModel embeddingBackwardCost(std::string_view name, std::span<const AtenArgument> arguments);

// aten_pointwise.cpp: FLOPs per element of the output, and how many of the leading tensors are read.
AtenModel elementwiseCost(
    std::string_view name, std::span<const AtenArgument> arguments, const std::optional<Tensor>& out);
AtenModel perElementCost(
    std::string_view name, std::span<const AtenArgument> arguments, double flopsPerElement, std::size_t tensorsRead);
AtenModel geluCost(std::string_view name, std::span<const AtenArgument> arguments);
AtenModel softmaxCost(std::string_view name, std::span<const AtenArgument> arguments);
AtenModel layerNormCost(std::string_view name, std::span<const AtenArgument> arguments, bool rms);

} // namespace roofline::aten
