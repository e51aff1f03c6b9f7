#pragma once

#include "core/base/error.h"
#include "core/formulas/chip.h"
#include "core/formulas/dtype.h"
#include "core/formulas/marker.h"

#include <array>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace roofline {

enum class OpKind {
    Dot,
    Matmul,
    BatchedMatmul,
    TiledMatmul,
    ShardedMatmul,
    Elementwise,
    Custom,
    Attention, // docs/model.md §9
    AllReduce, // docs/model.md §8: a ring all-reduce over a chip-to-chip link
    Experts, // docs/model.md §11: B tokens through k of E expert matrices (a mixture-of-experts MLP)
    AllToAll, // docs/model.md §14: each chip sends its tokens' rows to the chips that hold their experts
};

// The global sliders of the app: B, D, F (the chapter's matmul) and the sequence pair T (query tokens
// per sequence) and S (keys and values per sequence, the context). An op parameter can follow one of
// them instead of holding a number of its own.
enum class Dim { B, D, F, T, S };
inline constexpr std::array<Dim, 5> kAllDims {Dim::B, Dim::D, Dim::F, Dim::T, Dim::S};

struct Dims {
    double b = 128.0;
    double d = 4096.0;
    double f = 4096.0;
    // T = 1 is a decode step against a 4096-token context: the case the chapter's question about
    // attention's intensity is about. Prefill is T = S.
    double t = 1.0;
    double s = 4096.0;

    double operator[](Dim dim) const;
    double& operator[](Dim dim);
    bool operator==(const Dims&) const = default;
};

std::string_view dimName(Dim dim);

// Checks the sliders: whole numbers in [1, kMaxDimValue]. Throws Error(InvalidValue) naming context and
// the slider (B, D, F, T or S). T above S is allowed here: an attention op that follows both reports it.
void validateDims(const Dims& dims, std::string_view context);
std::optional<Dim> parseDim(std::string_view text); // "B", "d", "T", "s"…

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
    bool optionalValue = false; // may be absent (custom's footprint): absent means "not given"
    bool flag = false; // a 0|1 switch (attention's causal, flash): never follows a slider
    bool omittable = false; // a spec may leave it out and get its default (links=1, causal=1, flash=1)
};

// Whether a parameter may follow a slider: whole-number dimensions can, switches and rates cannot.
bool canFollowSlider(const NumberParam& param);

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

// One parameter that is one of a few words ("ring": "uni" or "bi"). The first word is the default.
// The spec grammar, project files, describeOp and the op editor all read it from here.
struct ChoiceParam {
    std::string_view key;
    std::string_view description;
    std::span<const std::string_view> words;
};

// "uni, bi": a choice's words, for messages.
std::string choiceWordList(const ChoiceParam& param);
// The word as the parameter spells it, matched case-insensitively; nullopt when it is none of them.
std::optional<std::string_view> matchChoice(const ChoiceParam& param, std::string_view text);

struct OpKindInfo {
    OpKind kind;
    std::string_view name; // "batched-matmul": the op-spec keyword
    std::string_view title; // "Batched matmul (per-example weights)"
    std::string_view formula; // the chapter's FLOPs / bytes, for tooltips
    std::span<const NumberParam> numbers;
    std::span<const DtypeParam> dtypes;
    BandwidthKind traffic = BandwidthKind::Memory; // where its bytes go unless link= says otherwise
    std::span<const ChoiceParam> choices = {};
    // Where its FLOPs run when the chip lists a vector peak for its precision (docs/model.md §6): dot and
    // elementwise work (and an all-reduce's additions) on the vector units, the rest on the matrix units.
    ComputeUnit unit = ComputeUnit::Matrix;
    bool collective = false; // moves data between chips: its link must be a chip-to-chip link
};

std::span<const OpKindInfo> allOpKinds();
const OpKindInfo& opKindInfo(OpKind kind);
std::optional<OpKind> parseOpKind(std::string_view name);
const NumberParam* findNumberParam(OpKind kind, std::string_view key); // case-insensitive
const DtypeParam* findDtypeParam(OpKind kind, std::string_view key); // case-insensitive
const ChoiceParam* findChoiceParam(OpKind kind, std::string_view key); // case-insensitive

// An op as a user defines it: a kind and its parameters. Every number parameter of the kind has
// an entry in numbers (filled from defaults by makeOp), except an optional one that was not given; a
// parameter listed in bindings follows that slider and its entry in numbers is only kept so
// unbinding restores it. Every choice parameter has an entry in choices (its word).
struct Op {
    OpKind kind = OpKind::Matmul;
    std::string label; // shown next to the marker; empty means describeOp() is used
    std::map<std::string, double, std::less<>> numbers;
    std::map<std::string, Dim, std::less<>> bindings;
    std::map<std::string, Dtype, std::less<>> dtypes; // a missing optional override means "default"
    std::map<std::string, std::string, std::less<>> choices; // key → one of the parameter's words
    std::string link; // memory level or link name; empty means the kind's default traffic
    std::optional<MarkerShape> marker; // nullopt: from a file older than the key (see opMarkers())

    bool operator==(const Op&) const = default;
};

Op makeOp(OpKind kind);

// The value of a number parameter with bindings applied.
double paramValue(const Op& op, std::string_view key, const Dims& dims);
// The same for a parameter that may be absent (custom's footprint): nullopt when it was not given.
std::optional<double> optionalParamValue(const Op& op, std::string_view key, const Dims& dims);
Dtype dtypeValue(const Op& op, std::string_view key);
// A choice's word; the parameter's default (its first word) when the op does not set it.
std::string_view choiceValue(const Op& op, std::string_view key);

// The precision an op computes in: compute= if set, otherwise the wider of x and w (of x and kv for
// attention), or its dtype.
Dtype computeDtype(const Op& op);

// Checks every parameter against its NumberParam / DtypeParam / ChoiceParam rules and the
// cross-parameter rules (elementwise needs at least one input or output, attention T <= S and
// N % K == 0). Throws Error naming the parameter; context prefixes the message ("op 3", "--op").
void validateOp(const Op& op, const Dims& dims, std::string_view context);

// What describes an op that has no label, as data: its shape in numbers, dtypes and B/D/F
// ("B=128 D=F=4096 bf16×int8", a tiled matmul's "8192×8192×8192"), and a tiled matmul's tiles
// ("128×512×128"). describeOp() puts it in English for the CLI and CSV; the GUI says the kind and
// "tiles" in the user's language.
struct OpDescription {
    std::string shape;
    std::string tiles; // tiled-matmul only, then its dtype unless bf16 ("128×512×128 fp8")
};
OpDescription describeOpShape(const Op& op, const Dims& dims);
// The cross-parameter rules alone, at the given slider values: what can break when a slider moves
// under an op that follows it (attention's T above S). Throws like validateOp.
void validateOpShape(const Op& op, const Dims& dims, std::string_view context);

// A label for an op without one: "matmul B=128 D=F=4096 bf16×int8".
std::string describeOp(const Op& op, const Dims& dims);
std::string displayLabel(const Op& op, const Dims& dims);

} // namespace roofline
