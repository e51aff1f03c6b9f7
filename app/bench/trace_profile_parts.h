#pragma once

// The pieces the bench's synthetic PyTorch trace is written from (trace_profile.cpp): its process, threads and
// model sizes, an op's arguments as record_shapes writes them, and the kernel names CUPTI reports for them.

#include "core/measured/aten_ops.h"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

namespace roofline::bench_trace {

inline constexpr int kPid = 4242; // the training process
inline constexpr int kMainThread = 4242;
inline constexpr int kAutogradThread = 4251; // autograd's device thread, which runs the backward ops
inline constexpr int kDevice = 0;
inline constexpr int kStream = 7;
inline constexpr std::int64_t kStartNs = 1712195495000000000; // 3 April 2024, in ns since 1970
inline constexpr std::size_t kLayers = 32;
inline constexpr std::int64_t kBatch = 4, kSequence = 1024, kModel = 4096, kHidden = 16384, kHeads = 32, kHeadDim = 128;
inline constexpr std::int64_t kTokens = kBatch * kSequence;
inline constexpr std::string_view kBf16 = "c10::BFloat16";

void appendInt(std::string& out, std::int64_t value);

// A time in ns as Kineto prints it: microseconds with three decimals ("1712195495000123.456").
void appendMicroseconds(std::string& out, std::int64_t ns);

// One argument of an op as record_shapes writes it: sizes, type, strides and the value of a scalar.
struct Argument {
    std::string dims = "[]";
    std::string type;
    std::string strides = "[]";
    std::string concrete;
    std::vector<double> sizes; // a tensor's, as the reader reads them back
    bool list = false; // a TensorList
};

// An op's arguments: as the trace writes them, and as the reader reads them back (for the counts).
struct OpArguments {
    OpArguments() = default;
    OpArguments(const char* written) // NOLINT: an op without arguments is written ""
        : text(written)
    { }
    OpArguments(std::string text_, std::vector<AtenArgument> read_)
        : text(std::move(text_))
        , read(std::move(read_))
    { }
    std::string text;
    std::vector<AtenArgument> read;
};

std::string list(std::initializer_list<std::int64_t> values);

// A contiguous bf16 tensor.
Argument tensor(std::initializer_list<std::int64_t> sizes);

Argument scalar(std::string value);

Argument none();

// The weights of one layer as a TensorList (the optimizer's foreach ops take them all).
Argument weights();

OpArguments argumentLists(std::initializer_list<Argument> arguments);

// A kernel as CUPTI reports it: its name, launch configuration and time.
struct Kernel {
    std::string_view name;
    std::int64_t ns = 0;
    std::array<int, 3> grid {1, 1, 1};
    std::array<int, 3> block {128, 1, 1};
    int registers = 32;
    int sharedMemory = 0;
};

inline constexpr std::string_view kGemm
    = "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x256x64_warpgroupsize2x1x1_execute_segment_k_off_kernel__5x_"
      "cublas";
inline constexpr std::string_view kLayerNorm
    = "void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<c10::BFloat16, float>(int, float, "
      "c10::BFloat16 const*, c10::BFloat16 const*, c10::BFloat16 const*, float*, float*, c10::BFloat16*)";
inline constexpr std::string_view kLayerNormBackward
    = "void at::native::(anonymous namespace)::layer_norm_grad_input_kernel_vectorized<c10::BFloat16, float>("
      "c10::BFloat16 const*, c10::BFloat16 const*, float const*, float const*, c10::BFloat16 const*, c10::BFloat16*, "
      "int)";
inline constexpr std::string_view kGammaBeta
    = "void at::native::(anonymous namespace)::GammaBetaBackwardCUDAKernel_32x32<c10::BFloat16, float>(long, long, "
      "c10::BFloat16 const*, c10::BFloat16 const*, float const*, float const*, c10::BFloat16*, c10::BFloat16*)";
inline constexpr std::string_view kFlashForward
    = "void pytorch_flash::flash_fwd_kernel<Flash_fwd_kernel_traits<128, 128, 64, 4, false, false, "
      "cutlass::bfloat16_t, Flash_kernel_traits<128, 128, 64, 4, cutlass::bfloat16_t> >, false, true, false, false, "
      "true, true, false, false>(pytorch_flash::Flash_fwd_params)";
inline constexpr std::string_view kFlashBackwardDot
    = "void pytorch_flash::flash_bwd_dot_do_o_kernel<true, Flash_bwd_kernel_traits<128, 64, 128, 8, 2, 4, 2, false, "
      "false, cutlass::bfloat16_t, Flash_kernel_traits<128, 64, 128, 8, cutlass::bfloat16_t> > >("
      "pytorch_flash::Flash_bwd_params)";
inline constexpr std::string_view kFlashBackward
    = "void pytorch_flash::flash_bwd_dq_dk_dv_loop_seqk_parallel_kernel<Flash_bwd_kernel_traits<128, 64, 128, 8, 2, "
      "4, 2, false, false, cutlass::bfloat16_t, Flash_kernel_traits<128, 64, 128, 8, cutlass::bfloat16_t> >, false, "
      "true, false, false, false, true, false>(pytorch_flash::Flash_bwd_params)";
inline constexpr std::string_view kAdd
    = "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<c10::BFloat16>, "
      "at::detail::Array<char*, 3> >(int, at::native::CUDAFunctor_add<c10::BFloat16>, at::detail::Array<char*, 3>)";
inline constexpr std::string_view kGelu
    = "void at::native::vectorized_elementwise_kernel<4, at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, "
      "at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#4}::operator()() "
      "const::{lambda(c10::BFloat16)#1}, at::detail::Array<char*, 2> >(int, "
      "at::native::GeluCUDAKernelImpl(at::TensorIteratorBase&, at::native::GeluType)::{lambda()#2}::operator()() "
      "const::{lambda()#4}::operator()() const::{lambda(c10::BFloat16)#1}, at::detail::Array<char*, 2>)";
inline constexpr std::string_view kGeluBackward
    = "void at::native::vectorized_elementwise_kernel<4, "
      "at::native::GeluBackwardCUDAKernelImpl(at::TensorIteratorBase&, at::native::GeluType)::{lambda()#2}::operator()"
      "() const::{lambda()#4}::operator()() const::{lambda(c10::BFloat16, c10::BFloat16)#1}, at::detail::Array<char*, "
      "3> >(int, at::native::GeluBackwardCUDAKernelImpl(at::TensorIteratorBase&, "
      "at::native::GeluType)::{lambda()#2}::operator()() const::{lambda()#4}::operator()() const::{lambda("
      "c10::BFloat16, c10::BFloat16)#1}, at::detail::Array<char*, 3>)";
inline constexpr std::string_view kSum
    = "void at::native::reduce_kernel<512, 1, at::native::ReduceOp<c10::BFloat16, "
      "at::native::func_wrapper_t<c10::BFloat16, at::native::sum_functor<c10::BFloat16, float, "
      "c10::BFloat16>::operator()(at::TensorIterator&)::{lambda(float, float)#1}>, unsigned int, c10::BFloat16, 4> >("
      "at::native::ReduceOp<c10::BFloat16, at::native::func_wrapper_t<c10::BFloat16, "
      "at::native::sum_functor<c10::BFloat16, float, c10::BFloat16>::operator()(at::TensorIterator&)::{lambda(float, "
      "float)#1}>, unsigned int, c10::BFloat16, 4>)";
inline constexpr std::string_view kForeach
    = "void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::(anonymous "
      "namespace)::TensorListMetadata<1>, at::native::(anonymous namespace)::BinaryOpScalarFunctor<c10::BFloat16, 1, "
      "1, 0>, std::multiplies<float>, float>(at::native::(anonymous namespace)::TensorListMetadata<1>, "
      "at::native::(anonymous namespace)::BinaryOpScalarFunctor<c10::BFloat16, 1, 1, 0>, std::multiplies<float>, "
      "float)";

} // namespace roofline::bench_trace
