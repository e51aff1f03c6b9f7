#include "core/op.h"

#include "core/error.h"
#include "core/number_format.h"
#include "core/text.h"

#include <array>
#include <cmath>

namespace roofline {

namespace {

constexpr NumberParam kB {"B", "batch size (rows of x and z)", 128.0, 1.0, false, true, true};
constexpr NumberParam kD {"D", "contracting dimension (columns of x, rows of w)", 4096.0, 1.0, false, true, true};
constexpr NumberParam kF {"F", "output features (columns of w and z)", 4096.0, 1.0, false, true, true};

constexpr DtypeParam kX {"x", "activations x[B,D]", Dtype::BF16, true, false};
constexpr DtypeParam kW {"w", "weights w[D,F]", Dtype::BF16, true, false};
constexpr DtypeParam kZ {"z", "output z[B,F]", Dtype::BF16, true, false};
constexpr DtypeParam kCompute {
    "compute", "precision of the multiply (default: the wider of x and w)", Dtype::BF16, false, true};

constexpr std::array kDotNumbers {NumberParam {"N", "vector length", 4096.0, 1.0, false, true, true}};
constexpr std::array kElementDtype {DtypeParam {"dtype", "element type", Dtype::BF16, true, false}};

constexpr std::array kMatmulNumbers {kB, kD, kF};
constexpr std::array kMatmulDtypes {kX, kW, kZ, kCompute};

constexpr std::array kTiledNumbers {
    NumberParam {"M", "rows of the left matrix", 8192.0, 1.0, false, true, false},
    NumberParam {"K", "contracting dimension", 8192.0, 1.0, false, true, false},
    NumberParam {"N", "columns of the right matrix", 8192.0, 1.0, false, true, false},
    NumberParam {"bm", "tile rows", 128.0, 1.0, false, true, false},
    NumberParam {"bk", "tile depth", 512.0, 1.0, false, true, false},
    NumberParam {"bn", "tile columns", 128.0, 1.0, false, true, false},
};

constexpr std::array kShardedNumbers {
    NumberParam {"B", "batch size", 512.0, 1.0, false, true, true},
    NumberParam {"D", "contracting dimension, split over the chips", 16384.0, 1.0, false, true, true},
    NumberParam {"F", "output features", 4096.0, 1.0, false, true, true},
    NumberParam {"chips", "chips on the ring that share D", 2.0, 2.0, false, true, false},
};

constexpr std::array kElementwiseNumbers {
    NumberParam {"N", "elements", 1e8, 1.0, false, true, true},
    NumberParam {"flops", "FLOPs per element", 1.0, 0.0, true, false, true},
    NumberParam {"inputs", "input tensors read", 2.0, 0.0, false, true, true},
    NumberParam {"outputs", "output tensors written", 1.0, 0.0, false, true, true},
};

// FLOPs and bytes given by hand may exceed 2^53 (a whole training step), but stay far from overflow.
constexpr std::array kCustomNumbers {
    NumberParam {"flops", "FLOPs", 1e12, 0.0, true, false, true, 1e30},
    NumberParam {"bytes", "bytes moved", 1e9, 0.0, true, false, true, 1e30},
};
constexpr std::array kCustomDtypes {DtypeParam {"compute", "precision of the FLOPs", Dtype::BF16, false, false}};

const std::array kOpKinds {
    OpKindInfo {OpKind::Dot, "dot", "Dot product", "FLOPs 2N-1; bytes: read x and y, write one element", kDotNumbers,
        kElementDtype, BandwidthKind::Memory},
    OpKindInfo {OpKind::Matmul, "matmul", "Matmul x[B,D]·w[D,F] → z[B,F]",
        "FLOPs 2BDF; bytes B·D·|x| + D·F·|w| + B·F·|z|", kMatmulNumbers, kMatmulDtypes, BandwidthKind::Memory},
    OpKindInfo {OpKind::BatchedMatmul, "batched-matmul", "Batched matmul (a weight matrix per batch element)",
        "FLOPs 2BDF; bytes B·D·|x| + B·D·F·|w| + B·F·|z|", kMatmulNumbers, kMatmulDtypes, BandwidthKind::Memory},
    OpKindInfo {OpKind::TiledMatmul, "tiled-matmul", "Tiled matmul (bm×bk×bn tiles)",
        "FLOPs 2·tm·tn·tk·bm·bk·bn; bytes |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)", kTiledNumbers, kElementDtype,
        BandwidthKind::Memory},
    OpKindInfo {OpKind::ShardedMatmul, "sharded-matmul", "Matmul sharded over chips along D",
        "FLOPs 2BDF/n per chip; bytes 2(n-1)/n·B·F·|z| per chip (ring all-reduce)", kShardedNumbers, kMatmulDtypes,
        BandwidthKind::Link},
    OpKindInfo {OpKind::Elementwise, "elementwise", "Elementwise op over N elements",
        "FLOPs N·flops; bytes N·|dtype|·(inputs + outputs)", kElementwiseNumbers, kElementDtype, BandwidthKind::Memory},
    OpKindInfo {OpKind::Custom, "custom", "Custom (FLOPs and bytes given)", "FLOPs and bytes as given", kCustomNumbers,
        kCustomDtypes, BandwidthKind::Memory},
};

std::string opContext(std::string_view context)
{
    return context.empty() ? std::string() : std::string(context) + ": ";
}

} // namespace

std::string_view dimName(Dim dim)
{
    switch (dim) {
    case Dim::B:
        return "B";
    case Dim::D:
        return "D";
    case Dim::F:
        return "F";
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
    for (const Dim dim : {Dim::B, Dim::D, Dim::F}) {
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
    if (text == "B" || text == "b")
        return Dim::B;
    if (text == "D" || text == "d")
        return Dim::D;
    if (text == "F" || text == "f")
        return Dim::F;
    return std::nullopt;
}

std::span<const OpKindInfo> allOpKinds()
{
    return kOpKinds;
}

const OpKindInfo& opKindInfo(OpKind kind)
{
    for (const OpKindInfo& info : kOpKinds) {
        if (info.kind == kind)
            return info;
    }
    return kOpKinds.front();
}

std::optional<OpKind> parseOpKind(std::string_view name)
{
    for (const OpKindInfo& info : kOpKinds) {
        if (equalsIgnoreCase(info.name, name))
            return info.kind;
    }
    return std::nullopt;
}

const NumberParam* findNumberParam(OpKind kind, std::string_view key)
{
    for (const NumberParam& param : opKindInfo(kind).numbers) {
        if (equalsIgnoreCase(param.key, key))
            return &param;
    }
    return nullptr;
}

const DtypeParam* findDtypeParam(OpKind kind, std::string_view key)
{
    for (const DtypeParam& param : opKindInfo(kind).dtypes) {
        if (equalsIgnoreCase(param.key, key))
            return &param;
    }
    return nullptr;
}

Op makeOp(OpKind kind)
{
    Op op;
    op.kind = kind;
    const OpKindInfo& info = opKindInfo(kind);
    for (const NumberParam& param : info.numbers)
        op.numbers.emplace(std::string(param.key), param.defaultValue);
    for (const DtypeParam& param : info.dtypes) {
        if (!param.optionalOverride)
            op.dtypes.emplace(std::string(param.key), param.defaultValue);
    }
    return op;
}

double paramValue(const Op& op, std::string_view key, const Dims& dims)
{
    if (const auto bound = op.bindings.find(key); bound != op.bindings.end())
        return dims[bound->second];
    if (const auto number = op.numbers.find(key); number != op.numbers.end())
        return number->second;
    const NumberParam* param = findNumberParam(op.kind, key);
    return param ? param->defaultValue : 0.0;
}

Dtype dtypeValue(const Op& op, std::string_view key)
{
    if (const auto it = op.dtypes.find(key); it != op.dtypes.end())
        return it->second;
    const DtypeParam* param = findDtypeParam(op.kind, key);
    return param ? param->defaultValue : Dtype::BF16;
}

Dtype computeDtype(const Op& op)
{
    if (const auto it = op.dtypes.find("compute"); it != op.dtypes.end())
        return it->second;
    switch (op.kind) {
    case OpKind::Matmul:
    case OpKind::BatchedMatmul:
    case OpKind::ShardedMatmul:
        return widerDtype(dtypeValue(op, "x"), dtypeValue(op, "w"));
    case OpKind::Custom:
        return dtypeValue(op, "compute");
    case OpKind::Dot:
    case OpKind::TiledMatmul:
    case OpKind::Elementwise:
        return dtypeValue(op, "dtype");
    }
    return Dtype::BF16;
}

void validateOp(const Op& op, const Dims& dims, std::string_view context)
{
    const OpKindInfo& info = opKindInfo(op.kind);
    const std::string where = opContext(context);
    for (const NumberParam& param : info.numbers) {
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
        if (!param->integer)
            opError(ErrorKind::InvalidValue,
                where + std::string(info.name) + " " + key + " cannot follow the " + std::string(dimName(dim))
                    + " slider (only whole-number dimensions can)",
                context,
                opDetail(ErrorCode::CannotFollowSlider, std::string(info.name) + " " + key, std::string(dimName(dim))));
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
    }
    if (op.kind == OpKind::Elementwise && paramValue(op, "inputs", dims) + paramValue(op, "outputs", dims) < 1.0)
        opError(ErrorKind::InvalidValue, where + "elementwise needs at least one input or output (it moves no bytes)",
            context, opDetail(ErrorCode::MovesNothing, {}));
}

std::string describeOp(const Op& op, const Dims& dims)
{
    const OpKindInfo& info = opKindInfo(op.kind);
    const auto num = [&](std::string_view key) { return formatPlain(paramValue(op, key, dims)); };
    std::string text(info.name);
    switch (op.kind) {
    case OpKind::Matmul:
    case OpKind::BatchedMatmul:
    case OpKind::ShardedMatmul: {
        text += " B=" + num("B");
        if (paramValue(op, "D", dims) == paramValue(op, "F", dims))
            text += " D=F=" + num("D");
        else
            text += " D=" + num("D") + " F=" + num("F");
        if (op.kind == OpKind::ShardedMatmul)
            text += " ×" + num("chips");
        const Dtype x = dtypeValue(op, "x");
        const Dtype w = dtypeValue(op, "w");
        text += " " + std::string(dtypeName(x));
        if (w != x)
            text += "×" + std::string(dtypeName(w));
        // fp32 and fp32 multiplied in tf32 must not look alike.
        if (const auto compute = op.dtypes.find("compute");
            compute != op.dtypes.end() && compute->second != widerDtype(x, w))
            text += " compute=" + std::string(dtypeName(compute->second));
        break;
    }
    case OpKind::Dot:
        text += " N=" + num("N") + " " + std::string(dtypeName(dtypeValue(op, "dtype")));
        break;
    case OpKind::TiledMatmul:
        text += " " + num("M") + "×" + num("K") + "×" + num("N") + " tiles " + num("bm") + "×" + num("bk") + "×"
            + num("bn");
        if (dtypeValue(op, "dtype") != Dtype::BF16)
            text += " " + std::string(dtypeName(dtypeValue(op, "dtype")));
        break;
    case OpKind::Elementwise:
        text += " N=" + num("N") + " " + std::string(dtypeName(dtypeValue(op, "dtype")));
        break;
    case OpKind::Custom:
        text += " " + formatCount(paramValue(op, "flops", dims)) + " FLOPs / "
            + formatCount(paramValue(op, "bytes", dims)) + " B";
        if (computeDtype(op) != Dtype::BF16)
            text += " compute=" + std::string(dtypeName(computeDtype(op)));
        break;
    }
    return text;
}

std::string displayLabel(const Op& op, const Dims& dims)
{
    return op.label.empty() ? describeOp(op, dims) : op.label;
}

} // namespace roofline
