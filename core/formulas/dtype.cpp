#include "core/formulas/dtype.h"

#include "core/base/text.h"

namespace roofline {

double bytesPerElement(Dtype dtype)
{
    switch (dtype) {
    case Dtype::FP64:
        return 8.0;
    case Dtype::FP32:
    case Dtype::TF32:
        return 4.0;
    case Dtype::BF16:
    case Dtype::FP16:
        return 2.0;
    case Dtype::FP8:
    case Dtype::INT8:
        return 1.0;
    case Dtype::FP4:
    case Dtype::INT4:
        return 0.5;
    case Dtype::FP8Block:
        return 1.0 + 4.0 / (128.0 * 128.0);
    case Dtype::MXFP4:
        return 0.5 + 1.0 / 32.0;
    case Dtype::NVFP4:
        return 0.5 + 1.0 / 16.0;
    }
    return 0.0;
}

std::string_view dtypeName(Dtype dtype)
{
    switch (dtype) {
    case Dtype::FP64:
        return "fp64";
    case Dtype::FP32:
        return "fp32";
    case Dtype::TF32:
        return "tf32";
    case Dtype::BF16:
        return "bf16";
    case Dtype::FP16:
        return "fp16";
    case Dtype::FP8:
        return "fp8";
    case Dtype::INT8:
        return "int8";
    case Dtype::INT4:
        return "int4";
    case Dtype::FP4:
        return "fp4";
    case Dtype::FP8Block:
        return "fp8-block";
    case Dtype::MXFP4:
        return "mxfp4";
    case Dtype::NVFP4:
        return "nvfp4";
    }
    return "?";
}

std::optional<Dtype> parseDtype(std::string_view text)
{
    const std::string lower = toLower(text);
    for (Dtype dtype : kAllDtypes) {
        if (lower == dtypeName(dtype))
            return dtype;
    }
    struct Alias {
        std::string_view name;
        Dtype dtype;
    };
    static constexpr Alias aliases[] = {
        {"float64", Dtype::FP64},
        {"double", Dtype::FP64},
        {"float32", Dtype::FP32},
        {"float", Dtype::FP32},
        {"tensorfloat32", Dtype::TF32},
        {"bfloat16", Dtype::BF16},
        {"float16", Dtype::FP16},
        {"half", Dtype::FP16},
        {"float8", Dtype::FP8},
        {"e4m3", Dtype::FP8},
        {"e5m2", Dtype::FP8},
        {"e2m1", Dtype::FP4},
        {"float4", Dtype::FP4},
    };
    for (const Alias& alias : aliases) {
        if (lower == alias.name)
            return alias.dtype;
    }
    return std::nullopt;
}

bool isStorageDtype(Dtype dtype)
{
    return dtype != Dtype::TF32;
}

bool isBlockScaled(Dtype dtype)
{
    return dtype == Dtype::FP8Block || dtype == Dtype::MXFP4 || dtype == Dtype::NVFP4;
}

Dtype blockComputeDtype(Dtype dtype)
{
    switch (dtype) {
    case Dtype::FP8Block:
        return Dtype::FP8;
    case Dtype::MXFP4:
    case Dtype::NVFP4:
        return Dtype::FP4;
    default:
        return dtype;
    }
}

bool isComputeDtype(Dtype dtype)
{
    return !isBlockScaled(dtype);
}

std::string blockScaledMisuse(Dtype dtype)
{
    return std::string(dtypeName(dtype)) + " stores weights with block scales; it computes in "
        + std::string(dtypeName(blockComputeDtype(dtype))) + ", which is the format to give";
}

bool isIntegerDtype(Dtype dtype)
{
    return dtype == Dtype::INT8 || dtype == Dtype::INT4;
}

Dtype widerDtype(Dtype x, Dtype w)
{
    // A block-scaled format computes as its element format (its scales are not multiplied).
    x = blockComputeDtype(x);
    w = blockComputeDtype(w);
    if (bytesPerElement(x) != bytesPerElement(w))
        return bytesPerElement(x) > bytesPerElement(w) ? x : w;
    if (isIntegerDtype(x) && !isIntegerDtype(w))
        return w;
    return x;
}

std::string dtypeNameList()
{
    std::string list;
    for (Dtype dtype : kAllDtypes) {
        if (!list.empty())
            list += ", ";
        list += dtypeName(dtype);
    }
    return list;
}

} // namespace roofline
