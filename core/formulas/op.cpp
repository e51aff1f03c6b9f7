#include "core/formulas/op.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <array>
#include <cmath>

namespace roofline {

namespace {

std::string opContext(std::string_view context)
{
    return context.empty() ? std::string() : std::string(context) + ": ";
}

} // namespace

namespace {

// The member a dimension names, of const and non-const Dims alike.
template<class D> auto& member(D& dims, Dim dim)
{
    switch (dim) {
    case Dim::B:
        return dims.b;
    case Dim::D:
        return dims.d;
    case Dim::F:
        return dims.f;
    case Dim::T:
        return dims.t;
    case Dim::S:
        return dims.s;
    }
    return dims.b;
}

} // namespace

double Dims::operator[](Dim dim) const
{
    return member(*this, dim);
}

double& Dims::operator[](Dim dim)
{
    return member(*this, dim);
}

std::string_view dimName(Dim dim)
{
    switch (dim) {
    case Dim::B:
        return "B";
    case Dim::D:
        return "D";
    case Dim::F:
        return "F";
    case Dim::T:
        return "T";
    case Dim::S:
        return "S";
    }
    return "?";
}

namespace {

// An op's error, with its detail: source is the context ("file: ops[0]"), keyPath what is at fault.
[[noreturn]] void opError(ErrorKind kind, const std::string& message, std::string_view context, ErrorDetail detail)
{
    detail.source = std::string(context);
    throw Error(kind, message, std::move(detail));
}

// " ring=bi links=2": how a collective uses its links, when not the chapter's one link one way.
std::string describeRing(const Op& op, const Dims& dims)
{
    if (!opKindInfo(op.kind).collective)
        return {};
    std::string text;
    if (choiceValue(op, "ring") != "uni")
        text += " ring=" + std::string(choiceValue(op, "ring"));
    if (paramValue(op, "links", dims) != 1.0)
        text += " links=" + formatPlain(paramValue(op, "links", dims));
    return text;
}

// " bf16×int8 compute=fp32": a matmul's (or the experts') input and weight dtypes, and a compute dtype other than
// the wider of them (fp32 and fp32 multiplied in tf32 must not look alike).
std::string describeInputAndWeightDtypes(const Op& op)
{
    const Dtype x = dtypeValue(op, "x");
    const Dtype w = dtypeValue(op, "w");
    std::string text = " " + std::string(dtypeName(x));
    if (w != x)
        text += "×" + std::string(dtypeName(w));
    if (const auto compute = op.dtypes.find("compute");
        compute != op.dtypes.end() && compute->second != widerDtype(x, w))
        text += " compute=" + std::string(dtypeName(compute->second));
    return text;
}

ErrorDetail opDetail(ErrorCode code, std::string keyPath, std::string value = {})
{
    ErrorDetail detail;
    detail.code = code;
    detail.keyPath = std::move(keyPath);
    detail.value = std::move(value);
    return detail;
}

} // namespace

void validateDims(const Dims& dims, std::string_view context)
{
    const std::string where = opContext(context);
    for (const Dim dim : kAllDims) {
        const double value = dims[dim];
        if (!std::isfinite(value) || value < 1.0 || value > kMaxDimValue || std::floor(value) != value) {
            ErrorDetail detail = opDetail(ErrorCode::NotWholeInRange, std::string(dimName(dim)), formatPlain(value));
            detail.low = "1";
            detail.high = formatPlain(kMaxDimValue);
            opError(ErrorKind::InvalidValue,
                where + std::string(dimName(dim)) + " must be a whole number from 1 to " + formatPlain(kMaxDimValue)
                    + ", got " + formatPlain(value),
                context, std::move(detail));
        }
    }
}

ErrorDetail numberProblemDetail(const NumberParam& param, NumberProblem problem, double value)
{
    ErrorDetail detail;
    detail.value = formatPlain(value);
    switch (problem) {
    case NumberProblem::NotFinite:
        detail.code = ErrorCode::NotFinite;
        break;
    case NumberProblem::Negative:
        detail.code = ErrorCode::NotPositive;
        break;
    case NumberProblem::NotAbove:
        detail.code = ErrorCode::GreaterThan;
        detail.low = formatPlain(param.minimum);
        break;
    case NumberProblem::BelowMinimum:
        detail.code = ErrorCode::AtLeast;
        detail.low = formatPlain(param.minimum);
        break;
    case NumberProblem::AboveMaximum:
        detail.code = ErrorCode::AtMost;
        detail.high = formatPlain(param.maximum);
        break;
    case NumberProblem::NotWhole:
        detail.code = ErrorCode::NotWhole;
        break;
    }
    return detail;
}

std::optional<NumberProblem> checkNumberParam(const NumberParam& param, double value)
{
    if (!std::isfinite(value))
        return NumberProblem::NotFinite;
    if (param.exclusiveMinimum && value <= param.minimum)
        return param.minimum == 0.0 ? NumberProblem::Negative : NumberProblem::NotAbove;
    if (!param.exclusiveMinimum && value < param.minimum)
        return NumberProblem::BelowMinimum;
    if (value > param.maximum)
        return NumberProblem::AboveMaximum;
    if (param.integer && std::floor(value) != value)
        return NumberProblem::NotWhole;
    return std::nullopt;
}

std::optional<std::string> numberParamProblem(const NumberParam& param, double value)
{
    const std::optional<NumberProblem> problem = checkNumberParam(param, value);
    if (!problem)
        return std::nullopt;
    const std::string got = ", got " + formatPlain(value);
    switch (*problem) {
    case NumberProblem::NotFinite:
        return "must be a finite number" + got;
    case NumberProblem::Negative:
        return "must be positive" + got;
    case NumberProblem::NotAbove:
        return "must be greater than " + formatPlain(param.minimum) + got;
    case NumberProblem::BelowMinimum:
        return "must be at least " + formatPlain(param.minimum) + got;
    case NumberProblem::AboveMaximum:
        return "must be at most " + formatPlain(param.maximum) + got;
    case NumberProblem::NotWhole:
        return "must be a whole number" + got;
    }
    return std::nullopt;
}

std::optional<Dim> parseDim(std::string_view text)
{
    for (const Dim dim : kAllDims) {
        if (equalsIgnoreCase(dimName(dim), text))
            return dim;
    }
    return std::nullopt;
}

void validateOp(const Op& op, const Dims& dims, std::string_view context)
{
    const OpKindInfo& info = opKindInfo(op.kind);
    const std::string where = opContext(context);
    for (const auto& [key, value] : op.numbers) {
        if (!findNumberParam(op.kind, key))
            opError(ErrorKind::UnknownName, where + std::string(info.name) + " has no parameter \"" + key + "\"",
                context, opDetail(ErrorCode::NoSuchParameter, std::string(info.name), key));
    }
    for (const auto& [key, dim] : op.bindings) {
        const NumberParam* param = findNumberParam(op.kind, key);
        if (!param)
            opError(ErrorKind::UnknownName, where + std::string(info.name) + " has no parameter \"" + key + "\"",
                context, opDetail(ErrorCode::NoSuchParameter, std::string(info.name), key));
        if (!canFollowSlider(*param))
            opError(ErrorKind::InvalidValue,
                where + std::string(info.name) + " " + key + " cannot follow the " + std::string(dimName(dim))
                    + " slider (only whole-number dimensions can)",
                context,
                opDetail(ErrorCode::CannotFollowSlider, std::string(info.name) + " " + key, std::string(dimName(dim))));
    }
    for (const NumberParam& param : info.numbers) {
        if (param.optionalValue && !op.numbers.contains(param.key) && !op.bindings.contains(param.key))
            continue;
        const double value = paramValue(op, param.key, dims);
        if (const std::optional<std::string> problem = numberParamProblem(param, value)) {
            ErrorDetail detail = numberProblemDetail(param, *checkNumberParam(param, value), value);
            detail.keyPath = std::string(info.name) + " " + std::string(param.key);
            detail.followsSlider = op.bindings.contains(param.key);
            opError(ErrorKind::InvalidValue,
                where + std::string(info.name) + " " + std::string(param.key) + " " + *problem
                    + (op.bindings.contains(param.key) ? " (it follows a slider)" : ""),
                context, std::move(detail));
        }
    }
    for (const auto& [key, dtype] : op.dtypes) {
        const DtypeParam* param = findDtypeParam(op.kind, key);
        if (!param)
            opError(ErrorKind::UnknownName, where + std::string(info.name) + " has no dtype parameter \"" + key + "\"",
                context, opDetail(ErrorCode::NoSuchDtypeParameter, std::string(info.name), key));
        if (param->storage && !isStorageDtype(dtype))
            opError(ErrorKind::InvalidValue,
                where + std::string(info.name) + " " + key + ": " + std::string(dtypeName(dtype))
                    + " is a compute format, not a storage format",
                context,
                opDetail(ErrorCode::ComputeFormat, std::string(info.name) + " " + key, std::string(dtypeName(dtype))));
        // docs/model.md §13: a block-scaled format stores weights; what computes, and activations and caches, take
        // the format it computes in.
        if (isBlockScaled(dtype) && (!param->storage || key != "w")) {
            ErrorDetail detail = opDetail(
                ErrorCode::StorageOnlyFormat, std::string(info.name) + " " + key, std::string(dtypeName(dtype)));
            detail.expected = std::string(dtypeName(blockComputeDtype(dtype)));
            opError(ErrorKind::InvalidValue,
                where + std::string(info.name) + " " + key + ": " + blockScaledMisuse(dtype), context,
                std::move(detail));
        }
    }
    for (const auto& [key, word] : op.choices) {
        const ChoiceParam* param = findChoiceParam(op.kind, key);
        if (!param)
            opError(ErrorKind::UnknownName, where + std::string(info.name) + " has no parameter \"" + key + "\"",
                context, opDetail(ErrorCode::NoSuchParameter, std::string(info.name), key));
        if (!matchChoice(*param, word)) {
            ErrorDetail detail = opDetail(ErrorCode::NotAChoice, std::string(info.name) + " " + key, word);
            detail.expected = choiceWordList(*param);
            opError(ErrorKind::InvalidValue,
                where + std::string(info.name) + " " + key + " must be one of " + choiceWordList(*param) + ", got "
                    + quoteForMessage(word),
                context, std::move(detail));
        }
    }
    validateOpShape(op, dims, context);
}

namespace {

// One of an op's parameters at most another (attention's T ≤ S, the experts' k ≤ E): the error names both values,
// why, and whether either follows a slider.
void requireAtMost(const Op& op, const Dims& dims, std::string_view context, const std::string& low,
    const std::string& high, ErrorCode code, std::string_view why)
{
    const double value = paramValue(op, low, dims);
    const double most = paramValue(op, high, dims);
    if (value <= most)
        return;
    const std::string kind(opKindInfo(op.kind).name);
    ErrorDetail detail = opDetail(code, kind + " " + low, formatPlain(value));
    detail.high = formatPlain(most);
    detail.followsSlider = op.bindings.contains(low) || op.bindings.contains(high);
    opError(ErrorKind::InvalidValue,
        opContext(context) + kind + " " + low + " must be at most " + high + " (" + std::string(why) + "), got " + low
            + "=" + formatPlain(value) + " and " + high + "=" + formatPlain(most)
            + (detail.followsSlider ? " (it follows a slider)" : ""),
        context, std::move(detail));
}

} // namespace

void validateOpShape(const Op& op, const Dims& dims, std::string_view context)
{
    const std::string where = opContext(context);
    if (op.kind == OpKind::Elementwise && paramValue(op, "inputs", dims) + paramValue(op, "outputs", dims) < 1.0)
        opError(ErrorKind::InvalidValue, where + "elementwise needs at least one input or output (it moves no bytes)",
            context, opDetail(ErrorCode::MovesNothing, {}));
    if (op.kind == OpKind::Experts) {
        requireAtMost(op, dims, context, "k", "E", ErrorCode::AtMost, "a token picks k of the E experts");
        if (const std::optional<double> ep = optionalParamValue(op, "ep", dims)) {
            const double e = paramValue(op, "E", dims);
            if (std::fmod(e, *ep) != 0.0) {
                ErrorDetail detail = opDetail(ErrorCode::ExpertsNotDivisible, "experts E", formatPlain(e));
                detail.low = formatPlain(*ep);
                opError(ErrorKind::InvalidValue,
                    where
                        + "experts E must be a multiple of ep (the experts are split evenly, E/ep on each chip), got E="
                        + formatPlain(e) + " and ep=" + formatPlain(*ep),
                    context, std::move(detail));
            }
        }
        return;
    }
    if (op.kind != OpKind::Attention)
        return;
    requireAtMost(op, dims, context, "T", "S", ErrorCode::TAboveS, "the new tokens are among the keys");
    if (optionalParamValue(op, "shared_kv", dims).value_or(0.0) != 0.0) {
        const double h = paramValue(op, "H", dims);
        const double hk = optionalParamValue(op, "Hk", dims).value_or(h);
        const double hv = optionalParamValue(op, "Hv", dims).value_or(h);
        if (hv > hk) {
            ErrorDetail detail = opDetail(ErrorCode::AtMost, "attention Hv", formatPlain(hv));
            detail.high = formatPlain(hk);
            opError(ErrorKind::InvalidValue,
                where
                    + "attention Hv must be at most Hk when shared_kv=1 (the values are part of the cached keys), got "
                      "Hv="
                    + formatPlain(hv) + " and Hk=" + formatPlain(hk),
                context, std::move(detail));
        }
    }
    if (optionalParamValue(op, "W", dims) && paramValue(op, "causal", dims) == 0.0)
        opError(ErrorKind::InvalidValue,
            where + "attention W (a sliding window over the positions before each query) needs causal=1", context,
            opDetail(ErrorCode::WindowNeedsCausal, "attention W"));
    const double n = paramValue(op, "N", dims);
    const double k = paramValue(op, "K", dims);
    if (std::fmod(n, k) != 0.0) {
        ErrorDetail detail = opDetail(ErrorCode::HeadsNotDivisible, "attention N", formatPlain(n));
        detail.low = formatPlain(k);
        detail.followsSlider = op.bindings.contains("N") || op.bindings.contains("K");
        opError(ErrorKind::InvalidValue,
            where + "attention N must be a multiple of K (each key/value head serves N/K query heads), got N="
                + formatPlain(n) + " and K=" + formatPlain(k) + (detail.followsSlider ? " (it follows a slider)" : ""),
            context, std::move(detail));
    }
}

OpDescription describeOpShape(const Op& op, const Dims& dims)
{
    const auto num = [&](std::string_view key) { return formatPlain(paramValue(op, key, dims)); };
    OpDescription description;
    std::string& text = description.shape;
    switch (op.kind) {
    case OpKind::Matmul:
    case OpKind::BatchedMatmul:
    case OpKind::ShardedMatmul: {
        text = "B=" + num("B");
        if (paramValue(op, "D", dims) == paramValue(op, "F", dims))
            text += " D=F=" + num("D");
        else
            text += " D=" + num("D") + " F=" + num("F");
        if (op.kind == OpKind::ShardedMatmul)
            text += " ×" + num("chips");
        if (op.kind == OpKind::Matmul) {
            if (const std::optional<double> groups = optionalParamValue(op, "G", dims))
                text += " G=" + formatPlain(*groups);
        }
        text += describeInputAndWeightDtypes(op) + describeRing(op, dims);
        break;
    }
    case OpKind::Attention: {
        text = "B=" + num("B") + " T=" + num("T") + " S=" + num("S") + " N=" + num("N") + " K=" + num("K")
            + " H=" + num("H");
        if (paramValue(op, "causal", dims) == 0.0)
            text += " causal=0";
        if (paramValue(op, "flash", dims) == 0.0)
            text += " flash=0";
        for (const char* key : {"Hk", "Hv", "W"}) {
            if (const std::optional<double> value = optionalParamValue(op, key, dims))
                text += " " + std::string(key) + "=" + formatPlain(*value);
        }
        if (optionalParamValue(op, "shared_kv", dims).value_or(0.0) != 0.0)
            text += " shared_kv";
        const Dtype x = dtypeValue(op, "x");
        const Dtype kv = dtypeValue(op, "kv");
        text += " " + std::string(dtypeName(x));
        if (kv != x)
            text += "×" + std::string(dtypeName(kv));
        break;
    }
    case OpKind::Experts: {
        text = "B=" + num("B") + " D=" + num("D") + " F=" + num("F") + " E=" + num("E") + " k=" + num("k");
        if (const std::optional<double> ep = optionalParamValue(op, "ep", dims))
            text += " ep=" + formatPlain(*ep);
        text += describeInputAndWeightDtypes(op);
        break;
    }
    case OpKind::AllToAll:
    case OpKind::AllReduce:
        text = "N=" + num("N") + " ×" + num("chips") + " " + std::string(dtypeName(dtypeValue(op, "dtype")))
            + describeRing(op, dims);
        break;
    case OpKind::Dot:
    case OpKind::Elementwise:
        text = "N=" + num("N") + " " + std::string(dtypeName(dtypeValue(op, "dtype")));
        break;
    case OpKind::TiledMatmul:
        text = num("M") + "×" + num("K") + "×" + num("N");
        description.tiles = num("bm") + "×" + num("bk") + "×" + num("bn");
        if (dtypeValue(op, "dtype") != Dtype::BF16)
            description.tiles += " " + std::string(dtypeName(dtypeValue(op, "dtype")));
        break;
    case OpKind::Custom:
        text = formatCount(paramValue(op, "flops", dims)) + " FLOPs / " + formatCount(paramValue(op, "bytes", dims))
            + " B";
        if (computeDtype(op) != Dtype::BF16)
            text += " compute=" + std::string(dtypeName(computeDtype(op)));
        break;
    }
    return description;
}

std::string describeOp(const Op& op, const Dims& dims)
{
    const OpDescription description = describeOpShape(op, dims);
    std::string text = std::string(opKindInfo(op.kind).name) + " " + description.shape;
    if (!description.tiles.empty())
        text += " tiles " + description.tiles;
    return text;
}

std::string displayLabel(const Op& op, const Dims& dims)
{
    return op.label.empty() ? describeOp(op, dims) : op.label;
}

} // namespace roofline
