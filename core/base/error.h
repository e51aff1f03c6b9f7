#pragma once

#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace roofline {

// What went wrong, so callers (CLI exit codes, GUI messages, tests) can react without parsing text.
enum class ErrorKind {
    Io, // a file cannot be read or written
    Syntax, // malformed text: JSON syntax, op-spec grammar, CSV shape
    MissingKey, // a required key or parameter is absent
    WrongType, // a value of the wrong JSON type, or text where a number belongs
    InvalidValue, // zero, negative, NaN, infinite, out of range
    UnknownName, // unknown dtype, op kind, link, chip id, parameter
    TooLarge, // input larger than the stated limit
    TooDeep, // JSON nesting deeper than the stated limit
    Encoding, // not UTF-8
    UnsupportedVersion, // a project file from a newer format
    Meaningless, // a result that would be inf/NaN or otherwise not drawable
};

std::string_view errorKindName(ErrorKind kind);

// The problem an error states, finer than ErrorKind, so the GUI can say it in the user's language
// (core has no translations; the English message stays what the CLI and calc print).
enum class ErrorCode {
    NoSuchFile, // value: what the file should be ("chip file")
    IsDirectory,
    CannotRead,
    ReadFailed,
    CannotWrite, // value: the system's reason; the old file is unchanged
    FolderNotWritable, // a save: value: the system's reason; subject: the folder
    DiskFull, // a save: value: the system's reason (no space, a quota, a file-size limit)
    FolderGone, // a save: value: the system's reason; subject: the folder (missing, or vanished meanwhile)
    FileTooLarge, // limit: bytes
    TextTooLarge, // limit: bytes
    Empty, // the file is empty
    Utf16,
    NulByte,
    NotUtf8, // value: the byte, "0xff"
    MalformedJson,
    TruncatedJson,
    DuplicateKey, // value: the key
    NumberOutOfRange, // value: the literal (1e400)
    TooDeep, // limit: levels
    MissingKey, // keyPath: the object; value: the key
    WrongType, // expected: "object" "array" "string" "number" "boolean"; value: what it got, as JSON
    MustNotBeEmpty,
    NotFinite,
    NotPositive, // value
    NotWhole, // value
    NotInRange, // value; low, high: the bounds, inclusive
    NotFraction, // value; must be in (0, 1]
    InvalidChipId, // value
    NameUsedTwice, // value
    NoPrecision, // a chip with no peak
    NoMemoryLevel,
    UnknownName, // value; expected: the names allowed
    UnclosedQuote,
    TextAfterQuote,
    EmptyField,
    NotANumber, // value
    NotGroupedNumber, // value: "1,23,4"
    Negative, // value
    DuplicateColumn, // value
    MissingColumn, // value: the column; expected: the columns found
    FieldCount, // value: the fields of this line; expected: the header's
    NoKernels,
    // Ops: keyPath is "<kind> <parameter>" ("matmul B") or a slider ("B"); source is the context, if any.
    NotWholeInRange, // value; low, high
    AtLeast, // value; low
    GreaterThan, // value; low
    AtMost, // value; high
    NoSuchParameter, // keyPath: the op kind; value: the key
    NoSuchDtypeParameter, // keyPath: the op kind; value: the key
    CannotFollowSlider, // value: the slider ("B"), or empty: any slider
    ComputeFormat, // value: the dtype
    StorageOnlyFormat, // value: the block-scaled dtype; expected: the format it computes in
    MovesNothing, // an elementwise op with no inputs or outputs
    UnknownOpKind, // value; expected: the kinds
    GivenTwice, // value: the key
    NotASlider, // value; expected "B", "D", "F", "T" or "S"
    NotAChoice, // value; expected: the words allowed ("uni, bi")
    TAboveS, // attention: value T; high S (the query tokens cannot outnumber the keys)
    HeadsNotDivisible, // attention: value N; low K (N must be a multiple of K)
    WindowNeedsCausal, // attention: a sliding window W without causal=1
    ExpertsNotDivisible, // experts or a model: value E; low ep (the experts are split evenly over ep chips)
    EpNeedsExperts, // a model step: value ep, on a model without routed experts
    EpWithTp, // a model step: value ep; high tp (expert parallelism beside tensor parallelism is not modelled)
    // Links and collectives: subject is the chip's name.
    CountOnMemoryLevel, // a memory level with a count (only links have one)
    LatencyOnMemoryLevel, // a memory level with a latency_s (only links have one); value: it
    DomainOnMemoryLevel, // a memory level with a domain (only links join chips); value: it
    NoLinkReaches, // a collective over more chips than the links join; value: the chips; expected: the links' domains
    NeedsLink, // a collective over a memory level; value: the level; expected: the chip's links
    TooManyLinks, // keyPath: the link; value: links=k; high: the link's count
    // Measured kernels: keyPath is the kernel's name, quoted; subject the chip's name.
    NoSuchLevel, // value: the link, quoted; expected: the names the chip has
    RateNotFinite, // value, expected, high: FLOPs, bytes, seconds as written
    RoofNotFinite,
    UnitMismatch, // keyPath: the metric; value: the unit, quoted; expected: "count" "bytes" "seconds"
                  // "bandwidth" "frequency" "count-per-cycle"
    NoDuration, // no kernel of an Nsight Compute export has gpu__time_duration.sum
    // Evaluation: value is the op's label, subject the chip's name (but see NoPeak and NoLinkFor).
    CostOverflow,
    NoBytes,
    NoFlops,
    TimesOverflow,
    NoPeak, // value: the precision; expected: the precisions the chip has, ", " between; subject: the chip's name
    NoLinkFor, // value: the op kind, which needs a chip-to-chip link; subject: the chip's name
    // Sweeps over B.
    NotSweepable, // value: the op kind, which has no batch dimension
    NotFiniteAtBatch, // value: the op's label; subject: the chip's name; low: the batch size
    // Project files.
    NewerFormat, // value: the file's format; limit: this build's
    ListedTwice, // value: as written
    NotAnIndex, // value; limit: how many; expected: "ops" or "sweeps"
    BoundsTooLarge, // the bounds must lie within ±1e300
    BoundsNotPair, // expected [lower, upper]
    BoundsOrder, // low, high
    LogNeedsPositive, // value
    // Models (docs/model.md §10): keyPath is the model file's key or the flag ("tp").
    TpNotDivisor, // value: tp; expected: the model's key it must divide ("n_heads"); low: that key's value
    UnsupportedArchitecture, // a config.json's model_type; value: it, quoted; expected: the ones read
    HeadDimNotWhole, // no head_dim and hidden_size (value) is not a multiple of num_attention_heads (low)
    NotAModel, // a JSON file that is neither a model file nor a Hugging Face config.json
    NeedsExperts, // keyPath: a mixture-of-experts key (docs/model.md §11) given without n_experts; value: its value
    NeedsLatent, // a latent-attention key without kv_lora_rank: value
    LatentHeads, // latent attention: value (n_kv_heads or head_dim); expected in low: what it must be
    UnmodelledLayers, // a config.json with layers docs/model.md does not model; value: the key or model_type as
                      // written; expected: what they are ("linear attention", "state-space layers", …)
    SparseLayout, // a config.json whose experts skip layers; keyPath: the key (decoder_sparse_step,
                  // mlp_only_layers, moe_layer_freq); value: its value as written
    // Measured kernels at scale: filters and empirical ceilings.
    BadPattern, // keyPath: where; value: the pattern, quoted; expected: the reason ("unclosed-group",
                // "unclosed-class", "unmatched-paren", "nothing-to-repeat", "bad-repeat", "repeat-too-large",
                // "bad-range", "back-reference", "lookaround", "unsupported-escape", "trailing-backslash",
                // "too-deep", "too-complex", "too-long"); limit: the character (1-based), or for
                // "too-long" the most characters allowed
    ErtPair, // keyPath: the entry; expected [name, number], as the Empirical Roofline Toolkit writes
    ErtNoData, // keyPath: the list; value: "gflops" or "gbytes"
    // Profiler traces and exports (a PyTorch profiler trace, rocprofv3, XProf).
    NotGzip, // value: zlib's reason
    ArgumentCount, // keyPath: the event's args; value: how many "Input Dims"; expected: how many "Input type"
    NoShapes, // value: an op the app models, recorded without "Input Dims" (record_shapes was off)
    NoGpuKernels, // a trace with no kernel events (value: how many cpu_op events it has)
    // What a trace's import should tell its user (ImportWarning):
    UnmodelledShare, // value: the unmodelled time; expected: all kernel time; low: its share in %; subject: the
                     // ops with most of it, "op time" each, ", " between
    UnmodelledOp, // value: an op of a modelled kind counted as unmodelled; expected: why (English)
    DataMovement, // value: the time of costed ops that do no FLOPs; expected: all kernel time; low: its share in %;
                  // subject: the ops with most of it, "op time at rate" each, ", " between
    OpsWithoutKernels, // value: how many runs of modelled ops launched no kernel
    CausalUnknown, // attention recorded without "Concrete Inputs": is_causal taken as False
    CopiesNotCounted, // value: the time of gpu_memcpy and gpu_memset
    OtherDevices, // a trace's kernels on GPUs other than the one read (the one with most kernel time): value:
                  // their time; expected: those GPUs, ", " between; subject: the GPU read
    OtherDevicesAsked, // the same, the GPU read being the one asked for
    // Files: only regular files are read and written (core/files/safe_paths.h).
    NotRegularFile, // source: the file; value: its kind ("fifo", "character-device", "block-device", "socket",
                    // "directory", "other"); keyPath: the flag, for an output
    LinkLoop, // source: the file: symbolic links that lead to each other
    OutputIsInput, // source: the output's path; keyPath: its flag; value: the input's flag
    OutputsCollide, // source: the path; keyPath: the first output's flag; value: the second's
    // Numbers written as text (core/files/number_locale.h): keyPath: the field; value: the text, quoted.
    AmbiguousNumber, // low: its value with a decimal point; high: with a decimal comma
    MixedDecimalMarks, // expected: the earlier field's text, quoted; subject: its line:column
    FractionalCount, // keyPath: the metric; value: the count as written; high: its value
    // What an import read that its user should know (ImportWarning, core/readers/measured_csv.h).
    DecimalCommas, // value: the field that settled it: "\"0,125\" (seconds, line 3, column 12)"
    SeveralRuns, // value: how many Nsight Compute runs; expected: the lines their tables start at, ", " between
    LinesNotRead, // low, high: the first and last line that follow a table and are part of none
    AppendedRuns, // subject: the format ("rocprofv3", "XProf", "CSV"); value: how many runs; expected: the lines
                  // they start at, ", " between
    ProcessUnknown, // a trace's kernels whose process cannot be told: value: how many; expected: their time;
                    // subject: the processes that share their ids, ", " between
    NameTooLong, // a measured kernel's name: value: its length in bytes; limit: the most a name may have
};

// The structured form of an error: what, where (file, line and column, key path or CSV column) and
// the values involved. Names in it (file, key path, values) are shown verbatim.
struct ErrorDetail {
    ErrorCode code = ErrorCode::MissingKey;
    std::string source; // a file name, or what the text is ("chip")
    std::string keyPath; // "memory[0].bandwidth_bytes_per_s", a CSV column; empty: the top level
    std::string value; // the value at fault, as written
    std::string expected; // see ErrorCode
    std::string low, high; // bounds, as written
    unsigned long long limit = 0; // bytes or levels
    std::string subject; // a chip's name
    bool followsSlider = false; // an op's parameter that follows a slider
    std::size_t line = 0, column = 0; // 0: unknown
};

// An ErrorDetail of `code` with the value at fault and the bounds it should lie within, as written.
ErrorDetail errorDetail(ErrorCode code, std::string value = {}, std::string low = {}, std::string high = {});

// The one exception type of the core. what() is a complete sentence for a user: it names the
// file (when there is one), the key path or parameter, and the problem. detail() is the same,
// structured, where the error was made at one of the central places (JSON and CSV readers, chip
// validation, measured CSV import); null elsewhere.
class Error : public std::runtime_error {
public:
    Error(ErrorKind kind, const std::string& message)
        : std::runtime_error(message)
        , m_kind(kind)
    { }
    Error(ErrorKind kind, const std::string& message, ErrorDetail detail)
        : std::runtime_error(message)
        , m_kind(kind)
        , m_detail(std::make_shared<const ErrorDetail>(std::move(detail)))
    { }
    ErrorKind kind() const { return m_kind; }
    const ErrorDetail* detail() const { return m_detail.get(); }

private:
    ErrorKind m_kind;
    std::shared_ptr<const ErrorDetail> m_detail; // shared: copying an exception must not throw
};

} // namespace roofline
