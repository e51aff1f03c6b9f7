#include "core/base/error.h"

namespace roofline {

std::string_view errorKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::Io:
        return "io";
    case ErrorKind::Syntax:
        return "syntax";
    case ErrorKind::MissingKey:
        return "missing-key";
    case ErrorKind::WrongType:
        return "wrong-type";
    case ErrorKind::InvalidValue:
        return "invalid-value";
    case ErrorKind::UnknownName:
        return "unknown-name";
    case ErrorKind::TooLarge:
        return "too-large";
    case ErrorKind::TooDeep:
        return "too-deep";
    case ErrorKind::Encoding:
        return "encoding";
    case ErrorKind::UnsupportedVersion:
        return "unsupported-version";
    case ErrorKind::Meaningless:
        return "meaningless";
    }
    return "unknown";
}

ErrorDetail errorDetail(ErrorCode code, std::string value, std::string low, std::string high)
{
    ErrorDetail detail;
    detail.code = code;
    detail.value = std::move(value);
    detail.low = std::move(low);
    detail.high = std::move(high);
    return detail;
}

} // namespace roofline
