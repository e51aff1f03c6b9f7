#pragma once

#include "core/chip.h"
#include "core/dtype.h"
#include "core/error.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace roofline {

enum class OpKind { Dot, Matmul, BatchedMatmul, TiledMatmul, ShardedMatmul, Elementwise, Custom };

// The three global sliders of the app. An op parameter can follow one of them instead of holding
// a number of its own.
enum class Dim { B, D, F };

struct Dims {
    double b = 128.0;
    double d = 4096.0;
    double f = 4096.0;

    double operator[](Dim dim) const { return dim == Dim::B ? b : (dim == Dim::D ? d : f); }
    double& operator[](Dim dim) { return dim == Dim::B ? b : (dim == Dim::D ? d : f); }
    bool operator==(const Dims&) const = default;
};

std::string_view dimName(Dim dim);

// Checks the sliders: whole numbers in [1, kMaxDimValue]. Throws Error(InvalidValue) naming context and B, D or F.
void validateDims(const Dims& dims, std::string_view context);
std::optional<Dim> parseDim(std::string_view text);

// The largest whole number a double holds exactly (2^53): the limit for dimensions and counts. With
// every dimension at most this, no op's FLOPs or bytes can overflow.
inline constexpr double kMaxWholeNumber = 9007199254740992.0;

// The B, D, F sliders (and --B/--D/--F): whole numbers from 1 to this.
inline constexpr double kMaxDimValue = 1e12;

// One numeric parameter of an op kind, as the spec grammar, the forms and the files know it.
struct NumberParam {
    std::string_view key; // "B", "N", "bm"…
    std::string_view description; // one line for tooltips and --help
    double defaultValue = 1.0;
    double minimum = 1.0; // smallest allowed value…
    bool exclusiveMinimum = false; // …or, when set, the bound values must stay above
    bool integer = true; // must be a whole number
    bool affine = false; // FLOPs and bytes are affine in it, so crossovers can be solved exactly
    double maximum = kMaxWholeNumber; // largest allowed value: keeps FLOPs and bytes finite
};

// What is wrong with a value for a parameter, as data, so the app can say it in any language.
enum class NumberProblem {
    NotFinite,
    Negative, // not positive (an exclusive minimum of 0)
    NotAbove, // not greater than param.minimum (an exclusive minimum)
    BelowMinimum, // less than param.minimum
    AboveMaximum, // more than param.maximum
    NotWhole,
};
std::optional<NumberProblem> checkNumberParam(const NumberParam& param, double value);

// Why a value is not allowed for a parameter ("must be at least 1, got 0"), or nullopt when it is.
std::optional<std::string> numberParamProblem(const NumberParam& param, double value);
// The same problem as an ErrorDetail (code, value, bounds); the caller fills in where.
ErrorDetail numberProblemDetail(const NumberParam& param, NumberProblem problem, double value);

// One dtype parameter: "x", "w", "z", "dtype" or "compute".
struct DtypeParam {
    std::string_view key;
    std::string_view description;
    Dtype defaultValue = Dtype::BF16;
    bool storage = true; // a tensor's storage format (tf32 not allowed)
    bool optionalOverride = false; // may be absent (matmul's compute: the wider of x and w)
};

struct OpKindInfo {
    OpKind kind;
    std::string_view name; // "batched-matmul": the op-spec keyword
    std::string_view title; // "Batched matmul (per-example weights)"
    std::string_view formula; // the chapter's FLOPs / bytes, for tooltips
    std::span<const NumberParam> numbers;
    std::span<const DtypeParam> dtypes;
    BandwidthKind traffic = BandwidthKind::Memory; // where its bytes go unless link= says otherwise
};

std::span<const OpKindInfo> allOpKinds();
const OpKindInfo& opKindInfo(OpKind kind);
std::optional<OpKind> parseOpKind(std::string_view name);
const NumberParam* findNumberParam(OpKind kind, std::string_view key); // case-insensitive
const DtypeParam* findDtypeParam(OpKind kind, std::string_view key); // case-insensitive

// An op as a user defines it: a kind and its parameters. Every number parameter of the kind has
// an entry in numbers (filled from defaults by makeOp); a parameter listed in bindings follows that
// slider and its entry in numbers is only kept so unbinding restores it.
struct Op {
    OpKind kind = OpKind::Matmul;
    std::string label; // shown next to the marker; empty means describeOp() is used
    std::map<std::string, double, std::less<>> numbers;
    std::map<std::string, Dim, std::less<>> bindings;
    std::map<std::string, Dtype, std::less<>> dtypes; // a missing optional override means "default"
    std::string link; // memory level or link name; empty means the kind's default traffic

    bool operator==(const Op&) const = default;
};

Op makeOp(OpKind kind);

// The value of a number parameter with bindings applied.
double paramValue(const Op& op, std::string_view key, const Dims& dims);
Dtype dtypeValue(const Op& op, std::string_view key);

// The precision an op computes in: compute= if set, otherwise the wider of x and w (or its dtype).
Dtype computeDtype(const Op& op);

// Checks every parameter against its NumberParam / DtypeParam rules and the cross-parameter rules
// (elementwise needs at least one input or output, sharded-matmul at least 2 chips). Throws Error
// naming the parameter; context prefixes the message ("op 3", "--op").
void validateOp(const Op& op, const Dims& dims, std::string_view context);

// What describes an op that has no label, as data: its shape in numbers, dtypes and B/D/F
// ("B=128 D=F=4096 bf16×int8", a tiled matmul's "8192×8192×8192"), and a tiled matmul's tiles
// ("128×512×128"). describeOp() puts it in English for the CLI and CSV; the GUI says the kind and
// "tiles" in the user's language.
struct OpDescription {
    std::string shape;
    std::string tiles; // tiled-matmul only
};
OpDescription describeOpShape(const Op& op, const Dims& dims);

// A label for an op without one: "matmul B=128 D=F=4096 bf16×int8".
std::string describeOp(const Op& op, const Dims& dims);
std::string displayLabel(const Op& op, const Dims& dims);

} // namespace roofline
