#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace roofline {

// Number formats an op can store or compute in. Ordered from widest to narrowest.
enum class Dtype { FP64, FP32, TF32, BF16, FP16, FP8, INT8, INT4 };

inline constexpr std::array<Dtype, 8> kAllDtypes
    = {Dtype::FP64, Dtype::FP32, Dtype::TF32, Dtype::BF16, Dtype::FP16, Dtype::FP8, Dtype::INT8, Dtype::INT4};

// Bytes per element (int4 packs two per byte). tf32 is a compute format: it is stored as fp32.
double bytesPerElement(Dtype dtype);

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
