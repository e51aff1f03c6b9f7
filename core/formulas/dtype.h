#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// Number formats an op can store or compute in. Ordered from widest to narrowest; the block-scaled storage
// formats (docs/model.md §13) sit beside the format they compute in.
enum class Dtype { FP64, FP32, TF32, BF16, FP16, FP8Block, FP8, INT8, NVFP4, MXFP4, FP4, INT4 };

inline constexpr std::array<Dtype, 12> kAllDtypes = {Dtype::FP64, Dtype::FP32, Dtype::TF32, Dtype::BF16, Dtype::FP16,
    Dtype::FP8Block, Dtype::FP8, Dtype::INT8, Dtype::NVFP4, Dtype::MXFP4, Dtype::FP4, Dtype::INT4};

// The formats a chip can list a peak for and an op can compute in: every format but the block-scaled ones.
inline constexpr std::array<Dtype, 9> kComputeDtypes = {
    Dtype::FP64, Dtype::FP32, Dtype::TF32, Dtype::BF16, Dtype::FP16, Dtype::FP8, Dtype::INT8, Dtype::FP4, Dtype::INT4};

// Bytes per element (int4 and fp4 pack two per byte). tf32 is a compute format: it is stored as fp32. A
// block-scaled format adds its scales: fp8-block one fp32 per 128×128 block (1 + 4/16384), mxfp4 one byte per 32
// (0.5 + 1/32), nvfp4 one fp8 per 16 (0.5 + 1/16).
double bytesPerElement(Dtype dtype);

// fp8-block, mxfp4, nvfp4: weights stored with a scale per block (docs/model.md §13).
bool isBlockScaled(Dtype dtype);
// What a block-scaled format's products are computed in when the chip has the peak: fp8 for fp8-block, fp4 for
// mxfp4 and nvfp4. Any other format is its own.
Dtype blockComputeDtype(Dtype dtype);
// A format an op can compute in and a chip can list a peak for (not a block-scaled one).
bool isComputeDtype(Dtype dtype);
// Why a block-scaled format cannot stand where a weight does not (a compute=, activations, a cache): "mxfp4
// stores weights with block scales; it computes in fp4, which is the format to give".
std::string blockScaledMisuse(Dtype dtype);

// "bf16", "int8", …: the spelling used in files, op specs and labels.
std::string_view dtypeName(Dtype dtype);

// Accepts the names above case-insensitively plus common aliases (bfloat16, float32, half…).
std::optional<Dtype> parseDtype(std::string_view text);

// A dtype a tensor can be stored in (every dtype except tf32).
bool isStorageDtype(Dtype dtype);

bool isIntegerDtype(Dtype dtype);

// The format a product of x and w is computed in when nothing says otherwise: the one with more
// bytes per element; on a tie a floating-point format beats an integer one, and x wins otherwise.
Dtype widerDtype(Dtype x, Dtype w);

// "bf16, fp16, …" for error messages.
std::string dtypeNameList();

} // namespace roofline
