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
    case Dtype::INT4:
        return 0.5;
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

bool isIntegerDtype(Dtype dtype)
{
    return dtype == Dtype::INT8 || dtype == Dtype::INT4;
}

Dtype widerDtype(Dtype x, Dtype w)
{
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
