#pragma once

#include "core/formulas/op.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// PyTorch's ATen ops as a profiler trace records them (torch.profiler with record_shapes=True), costed by
// the app's own formulas (docs/model.md §3, §9; docs/file-formats.md, "PyTorch profiler traces").

// One argument of an op, as the trace's "Input Dims", "Input type" and "Concrete Inputs" give it.
struct AtenArgument {
    std::vector<double> dims; // a tensor's sizes; empty for a scalar, None, or a 0-d tensor
    std::string type; // "c10::BFloat16", "float", "Scalar", "" (None), "TensorList", …
    std::string concrete; // the value of a scalar argument ("True", "0."); empty when not recorded
};

// The bytes one element of a type takes, from the type name PyTorch records ("c10::BFloat16" 2,
// "c10::Half" 2, "float" 4, "double" 8, "c10::Float8_e4m3fn" 1, "signed char" 1), as the app's dtype it
// is. nullopt for a type the app has no dtype for ("long int", "bool", "c10::complex<float>") or that is
// no tensor ("Scalar", "ScalarList", "").
std::optional<Dtype> atenDtype(std::string_view typeName);

// An op the app models: its FLOPs and bytes, and the op of the app it is (for links to modelled ops).
struct AtenCost {
    std::string name; // the group it joins: op, shapes and dtypes ("aten::mm bf16[512,1024] bf16[1024,4096]")
    // 0 for an op that only moves data (an embedding lookup): costed by its bytes, it is no point on a
    // roofline but data movement (KinetoTrace::dataMovement, docs/model.md §E).
    double flops = 0.0;
    double bytes = 0.0;
    // The op of the app this is one of: a matmul (mm, addmm without its bias, each of bmm's matrices),
    // attention, or an elementwise op over same-shaped tensors of one dtype. nullopt when none is.
    std::optional<Op> op;
    double copies = 1.0; // how many of `op` it runs: bmm's and baddbmm's batch, 1 otherwise
    // The precision it computes in: `op`'s compute dtype (the wider of a matmul's inputs), or for an
    // elementwise op over tensors of several shapes or dtypes, the dtype they are promoted to.
    Dtype dtype = Dtype::BF16;
    // Its bytes cross a chip-to-chip link, not a memory level: a collective (atenCollectiveCost).
    bool overLink = false;
};

// Why an op of a modelled kind could not be costed ("aten::mm expects two 2-d tensors, got …").
struct AtenUnmodelled {
    std::string reason;
};

// Whether the app models ops of this name: aten::mm, addmm, bmm, baddbmm, add, sub, rsub, mul, div (and in place),
// the attentions, convolutions, norms, softmax, activations, embeddings and collectives of aten_ops.cpp's table.
bool isModelledAtenOp(std::string_view name);

// The cost of one op of a modelled name from its arguments:
// - mm a[M,K]·b[K,N]: a matmul B=M D=K F=N (2MKN FLOPs, (MK + KN + MN)·s bytes);
// - addmm(bias, a, b): the matmul plus the bias added to each output element (2MKN + MN FLOPs,
//   bias + (MK + KN + MN)·s bytes);
// - bmm a[b,M,K]·b[b,K,N]: b matmuls; baddbmm(bias, a, b): b matmuls and the bias added;
// - add, sub, rsub, mul and div (and in place): one FLOP per element of the broadcast output, every tensor
//   read and the output written; a Scalar argument adds no bytes;
// - the flash and memory-efficient attention kernels q[B,N,T,H], k and v [B,K,S,H]: attention with
//   is_causal from the concrete inputs (False when they were not recorded), the scores kept on chip.
// An op's out= overload, recorded under its name with the tensor written into as a last argument more, is
// the op, its output written in that tensor's dtype (mm, addmm, bmm, baddbmm, add, sub, rsub, mul, div).
// Throws nothing: an op whose arguments do not fit (another signature, an empty tensor, a dtype the app
// has no peak for) is AtenUnmodelled with the reason.
struct AtenModel {
    std::optional<AtenCost> cost;
    AtenUnmodelled unmodelled;
};
AtenModel atenOpCost(std::string_view name, std::span<const AtenArgument> arguments);

// What PyTorch's record_param_comms records of a collective (args "Collective name", "In msg nelems",
// "Out msg nelems", "Group size", "dtype", from PyTorch 2.1 on); absent keys are nullopt or empty.
struct AtenCollective {
    std::string collective; // "allreduce", "reduce_scatter", "allgather", "broadcast", "all_to_all"…
    std::optional<double> inElements;
    std::optional<double> outElements;
    std::optional<double> groupSize;
    std::string dtype; // c10's name: "Float", "BFloat16", "Half"…
};

// The cost of one collective per chip, as the all-reduce op of the app (docs/model.md §8): an all-reduce
// of N elements over n chips moves 2(n−1)/n·N·s bytes and does (n−1)/n·N additions; a reduce-scatter of
// an N-element input moves half those bytes for the same additions. Its bytes cross a link (`overLink`). An all-gather
// of N output elements, or an all-to-all of N, moves (n−1)/n·N·s bytes per chip and does no FLOPs: data movement
// (flops 0). A broadcast, send, receive, gather or scatter, whose bytes depend on a chip's role, is AtenUnmodelled,
// the elements it moved said; so is one over a group of one chip, or whose sizes were not recorded.
AtenModel atenCollectiveCost(std::string_view opName, const AtenCollective& collective);

// A group name atenOpCost() made, short and still telling shapes apart: the op and its problem's sizes,
// without dtypes (docs/model.md §I): "aten::mm bf16[4096,4096] bf16[4096,16384]" is "aten::mm
// 4096×4096×16384" (M×K×N; addmm the same, bmm and baddbmm b×M×K×N), an add or mul its largest tensor's
// sizes ("aten::add 4096×4096"), attention "flash_attention 4×32×4096×128" (the query's B×N×T×H, then
// "causal"). nullopt for a name that is not one of these (a CUDA kernel's, a CSV's).
std::optional<std::string> atenShapeName(std::string_view groupName);

} // namespace roofline
