#include "ui/i18n/error_text.h"

#include "core/base/error.h"
#include "core/formulas/op.h"
#include "ui/i18n/op_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <string>

namespace roofline::ui {

namespace {

class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::ErrorText)

public:
    static QString problem(const ErrorDetail& detail);
    static QString typeName(const std::string& type);
    static QString size(unsigned long long bytes);
    static QString quantity(const std::string& tag);
    static QString patternProblem(const ErrorDetail& detail);
    static QString fileKind(const std::string& tag);
};

QString qtext(const std::string& value)
{
    return QString::fromStdString(value);
}

// Names written ", " between (a chip's precisions), joined as the language joins a list.
QString list(const std::string& names)
{
    return qtext(names).split(QStringLiteral(", ")).join(ErrorText::tr(", "));
}

QString followsSlider(const ErrorDetail& detail)
{
    return detail.followsSlider ? ErrorText::tr(" (it follows a slider)") : QString();
}

QString ErrorText::typeName(const std::string& type)
{
    if (type == "object")
        return tr("an object");
    if (type == "array")
        return tr("an array");
    if (type == "string")
        return tr("a string");
    if (type == "number")
        return tr("a number");
    if (type == "boolean")
        return tr("true or false");
    return qtext(type);
}

QString ErrorText::quantity(const std::string& tag)
{
    if (tag == "count")
        return tr("a count (no unit, or inst)");
    if (tag == "bytes")
        return tr("bytes (byte, Kbyte, Mbyte, Gbyte, Tbyte)");
    if (tag == "seconds")
        return tr("a time (nsecond, usecond, msecond, second)");
    if (tag == "bandwidth")
        return tr("a bandwidth (byte/second, Gbyte/second…)");
    if (tag == "frequency")
        return tr("a frequency (cycle/second, cycle/nsecond, Ghz…)");
    if (tag == "count-per-cycle")
        return tr("a count per cycle (inst/cycle)");
    return qtext(tag);
}

QString ErrorText::fileKind(const std::string& tag)
{
    if (tag == "directory")
        return tr("a folder");
    if (tag == "character-device")
        return tr("a character device");
    if (tag == "block-device")
        return tr("a block device");
    if (tag == "fifo")
        return tr("a FIFO (named pipe)");
    if (tag == "socket")
        return tr("a socket");
    return tr("something other than a file");
}

QString ErrorText::size(unsigned long long bytes)
{
    return QLocale().formattedDataSize(static_cast<qint64>(bytes), 0, QLocale::DataSizeTraditionalFormat);
}

QString ErrorText::patternProblem(const ErrorDetail& d)
{
    const std::string& why = d.expected;
    if (why == "too-long")
        return tr("the regular expression is longer than %n character(s)", nullptr, static_cast<int>(d.limit));
    QString reason;
    if (why == "unclosed-group")
        reason = tr("a \"(\" without its \")\"");
    else if (why == "unclosed-class")
        reason = tr("a \"[\" without its \"]\"");
    else if (why == "unmatched-paren")
        reason = tr("a \")\" without its \"(\"");
    else if (why == "nothing-to-repeat")
        reason = tr("a repeat (*, +, ?, {n}) with nothing before it to repeat");
    else if (why == "bad-repeat")
        reason = tr("{n,m} with m smaller than n");
    else if (why == "repeat-too-large")
        reason = tr("a repeat count above 1000");
    else if (why == "bad-range")
        reason = tr("a range whose end comes before its start, such as z-a");
    else if (why == "back-reference")
        reason = tr("back-references (\\1…) are not supported");
    else if (why == "lookaround")
        reason = tr("look-arounds and named groups ((?=, (?!, (?<) are not supported");
    else if (why == "unsupported-escape")
        reason = tr("an escape this filter does not know");
    else if (why == "trailing-backslash")
        reason = tr("a \"\\\" at the end");
    else if (why == "too-deep")
        reason = tr("groups nested more than 64 deep");
    else
        reason = tr("the pattern is too complex (its repeats write out too many steps)");
    return tr("the regular expression %1 is not valid at character %2: %3")
        .arg(qtext(d.value))
        .arg(d.limit)
        .arg(reason);
}

QString ErrorText::problem(const ErrorDetail& d)
{
    const QString value = qtext(d.value);
    switch (d.code) {
    case ErrorCode::NoSuchFile:
        return tr("no such file");
    case ErrorCode::IsDirectory:
        return tr("is a folder, not a file");
    case ErrorCode::CannotRead:
        return tr("cannot be read (permission denied?)");
    case ErrorCode::ReadFailed:
        return tr("read error");
    case ErrorCode::CannotWrite:
        return tr("cannot be written (%1); the old file is unchanged").arg(value);
    case ErrorCode::FolderNotWritable:
        return tr("cannot be written: the folder %1 is read-only or belongs to someone else (%2); the old file is "
                  "unchanged")
            .arg(qtext(d.subject), value);
    case ErrorCode::DiskFull:
        return tr("cannot be written: the disk is full (%1); the old file is unchanged").arg(value);
    case ErrorCode::FolderGone:
        return tr("cannot be written: the folder %1 does not exist, or vanished during the save (%2)")
            .arg(qtext(d.subject), value);
    case ErrorCode::FileTooLarge:
    case ErrorCode::TextTooLarge:
        return tr("larger than %1, the limit for this kind of file").arg(size(d.limit));
    case ErrorCode::Empty:
        return tr("the file is empty");
    case ErrorCode::Utf16:
        return tr("the file is UTF-16 text; save it as UTF-8");
    case ErrorCode::NulByte:
        return tr("binary data (a NUL byte), not a text file");
    case ErrorCode::NotUtf8:
        return tr("the text is not valid UTF-8 (byte %1); save the file as UTF-8").arg(value);
    case ErrorCode::MalformedJson:
        return tr("malformed JSON");
    case ErrorCode::TruncatedJson:
        return tr("truncated JSON (the text ends too early)");
    case ErrorCode::DuplicateKey:
        return tr("the key %1 appears twice in the same object").arg(value);
    case ErrorCode::NumberOutOfRange:
        return tr("the number %1 is out of range (larger than 1.8e308)").arg(value);
    case ErrorCode::TooDeep:
        return tr("JSON nested deeper than %1 levels").arg(d.limit);
    case ErrorCode::MissingKey:
        return tr("missing key “%1”").arg(value);
    case ErrorCode::WrongType:
        return tr("expected %1, got %2").arg(typeName(d.expected), value);
    case ErrorCode::MustNotBeEmpty:
        return tr("must not be empty");
    case ErrorCode::NotFinite:
        return value.isEmpty() ? tr("must be a finite number") : tr("%1 is not a finite number").arg(value);
    case ErrorCode::NotPositive:
        return tr("must be a positive number, got %1").arg(value) + followsSlider(d);
    case ErrorCode::NotWhole:
        return tr("must be a whole number, got %1").arg(value) + followsSlider(d);
    case ErrorCode::NotInRange:
        if (d.low.empty())
            return tr("must be a positive number up to %1, got %2").arg(qtext(d.high), value);
        return tr("must be between %1 and %2, got %3").arg(qtext(d.low), qtext(d.high), value);
    case ErrorCode::NotFraction:
        return tr("must be in (0, 1], got %1").arg(value);
    case ErrorCode::InvalidChipId:
        return tr("must be 1–64 characters of a–z, 0–9, “-”, “_” or “.”, got %1").arg(value);
    case ErrorCode::NameUsedTwice:
        return tr("%1 is used twice (names of memory levels and links must be unique)").arg(value);
    case ErrorCode::NoPrecision:
        return tr("needs at least one precision, e.g. bf16");
    case ErrorCode::NoMemoryLevel:
        return tr("needs at least one memory level (the first is HBM or similar)");
    case ErrorCode::UnknownName:
        return tr("unknown name %1; expected one of %2").arg(value, qtext(d.expected));
    case ErrorCode::UnclosedQuote:
        return tr("a quoted field is not closed (a \" is missing)");
    case ErrorCode::TextAfterQuote:
        return tr("unexpected text after a closing quote (write \"\" for a quote inside a field)");
    case ErrorCode::EmptyField:
        return tr("no value (the field is empty)");
    case ErrorCode::NotANumber:
        return tr("%1 is not a number").arg(value);
    case ErrorCode::NotGroupedNumber:
        return tr("%1 is not a number in either form (1,234,567.8 or 1.234.567,8: one mark between groups of three "
                  "digits, the other before the decimals)")
            .arg(value);
    case ErrorCode::Negative:
        return tr("must not be negative, got %1").arg(value);
    case ErrorCode::DuplicateColumn:
        return tr("the column %1 appears twice in the header").arg(value);
    case ErrorCode::MissingColumn:
        return tr("the header has no column %1; a measured-kernels CSV needs name, flops, bytes, seconds (and may "
                  "have chip, link); found %2")
            .arg(value, qtext(d.expected));
    case ErrorCode::FieldCount:
        return tr("this line has %n field(s)", nullptr, std::stoi(d.value)) + QStringLiteral("; ")
            + tr("the header has %n field(s)", nullptr, std::stoi(d.expected));
    case ErrorCode::NoKernels:
        return tr("the file has no kernels");
    case ErrorCode::NotWholeInRange:
        return tr("must be a whole number from %1 to %2, got %3").arg(qtext(d.low), qtext(d.high), value);
    case ErrorCode::AtLeast:
        return tr("must be at least %1, got %2").arg(qtext(d.low), value) + followsSlider(d);
    case ErrorCode::GreaterThan:
        return tr("must be greater than %1, got %2").arg(qtext(d.low), value) + followsSlider(d);
    case ErrorCode::AtMost:
        return tr("must be at most %1, got %2").arg(qtext(d.high), value) + followsSlider(d);
    case ErrorCode::NoSuchParameter:
        return d.expected.empty() ? tr("no parameter %1").arg(value)
                                  : tr("no parameter %1; the parameters are %2").arg(value, qtext(d.expected));
    case ErrorCode::NoSuchDtypeParameter:
        return d.expected.empty()
            ? tr("no dtype parameter %1").arg(value)
            : tr("no dtype parameter %1; the dtype parameters are %2").arg(value, qtext(d.expected));
    case ErrorCode::CannotFollowSlider:
        return value.isEmpty() ? tr("cannot follow a slider (only whole-number dimensions can)")
                               : tr("cannot follow the %1 slider (only whole-number dimensions can)").arg(value);
    case ErrorCode::ComputeFormat:
        return tr("%1 is a compute format, not a storage format").arg(value);
    case ErrorCode::StorageOnlyFormat:
        return tr("%1 stores weights with block scales; it computes in %2, which is the format to give")
            .arg(value, qtext(d.expected));
    case ErrorCode::MovesNothing:
        return tr("an elementwise op needs at least one input or output (it moves no bytes)");
    case ErrorCode::UnknownOpKind:
        return tr("unknown op kind %1; expected one of %2").arg(value, qtext(d.expected));
    case ErrorCode::GivenTwice:
        return tr("%1 is given twice (keys are case-insensitive)").arg(value);
    case ErrorCode::NotASlider:
        return tr("expected B, D, F, T or S (the slider it follows), got %1").arg(value);
    case ErrorCode::NotAChoice:
        return tr("must be one of %1, got %2").arg(qtext(d.expected), value);
    case ErrorCode::TAboveS:
        return tr("T must be at most S (the new tokens are among the keys), got T=%1 and S=%2")
                   .arg(value, qtext(d.high))
            + followsSlider(d);
    case ErrorCode::ExpertsNotDivisible:
        return tr("E must be a multiple of ep (the experts are split evenly, E/ep on each chip), got E=%1 and ep=%2")
            .arg(value, qtext(d.low));
    case ErrorCode::EpNeedsExperts:
        return tr("ep=%1: the model has no routed experts to split (expert parallelism needs a mixture of experts)")
            .arg(value);
    case ErrorCode::EpWithTp:
        return tr(
            "ep=%1 with tp=%2: expert parallelism beside tensor parallelism is not modelled yet (ep runs with tp 1)")
            .arg(value, qtext(d.high));
    case ErrorCode::WindowNeedsCausal:
        return tr("a sliding window W (the positions before each query) needs causal=1");
    case ErrorCode::HeadsNotDivisible:
        return tr("N must be a multiple of K (each key/value head serves N/K query heads), got N=%1 and K=%2")
                   .arg(value, qtext(d.low))
            + followsSlider(d);
    case ErrorCode::CountOnMemoryLevel:
        return tr("only links have a count; a memory level has none");
    case ErrorCode::LatencyOnMemoryLevel:
        return tr("only links have a latency (one hop of a collective); a memory level has none");
    case ErrorCode::DomainOnMemoryLevel:
        return tr("only links have a domain (how many chips a link joins directly); a memory level has none");
    case ErrorCode::NoLinkReaches:
        return tr("no link of %1 reaches %2 chips, alone or with another link (%3)")
            .arg(qtext(d.subject), value, qtext(d.expected));
    case ErrorCode::NeedsLink:
        return tr("%1 is a memory level; a collective needs a chip-to-chip link (%2 has %3)")
            .arg(value, qtext(d.subject), qtext(d.expected));
    case ErrorCode::TooManyLinks:
        return tr("links=%1, but %2 has %3 such links").arg(value, qtext(d.subject), qtext(d.high));
    case ErrorCode::NoSuchLevel:
        return tr("%1 has no memory level or link named %2 (it has %3)")
            .arg(qtext(d.subject), value, qtext(d.expected));
    case ErrorCode::RateNotFinite:
        return tr("FLOPs %1, bytes %2 and seconds %3 give an intensity or a rate that is not a finite number")
            .arg(value, qtext(d.expected), qtext(d.high));
    case ErrorCode::RoofNotFinite:
        return tr("its roof on %1 is not a finite number").arg(qtext(d.subject));
    case ErrorCode::UnitMismatch:
        return tr("the unit %1 is not %2").arg(value, quantity(d.expected));
    case ErrorCode::NoDuration:
        return tr("no kernel has a duration (gpu__time_duration.sum); profile with ncu --csv --metrics "
                  "gpu__time_duration.sum,dram__bytes.sum,sm__sass_thread_inst_executed_op_ffma_pred_on.sum,…");
    case ErrorCode::CostOverflow:
        return tr("%1 on %2: FLOPs or bytes overflow (the shape is too large)").arg(value, qtext(d.subject));
    case ErrorCode::NoBytes:
        return tr("%1 on %2: the op moves no bytes, so its arithmetic intensity is undefined")
            .arg(value, qtext(d.subject));
    case ErrorCode::NoFlops:
        return tr("%1 on %2: the op does no FLOPs, so it has no place on a roofline").arg(value, qtext(d.subject));
    case ErrorCode::TimesOverflow:
        return tr("%1 on %2: the times overflow or vanish").arg(value, qtext(d.subject));
    case ErrorCode::NoPeak:
        return tr("%1 has no %2 peak; it has %3").arg(qtext(d.subject), value, list(d.expected));
    case ErrorCode::NoLinkFor: {
        const std::optional<OpKind> kind = parseOpKind(d.value);
        return tr("%1 has no chip-to-chip link for a %2").arg(qtext(d.subject), kind ? opKindShortName(*kind) : value);
    }
    case ErrorCode::NotSweepable: {
        const std::optional<OpKind> kind = parseOpKind(d.value);
        return tr("a %1 has no batch dimension to sweep").arg(kind ? opKindShortName(*kind) : value);
    }
    case ErrorCode::NotFiniteAtBatch:
        return tr("%1 on %2: FLOPs/s at B = %3 is not a finite number (the shape is too large)")
            .arg(value, qtext(d.subject), qtext(d.low));
    case ErrorCode::NewerFormat:
        return tr("the file is project format %1, written by a newer Roofline Studio; this version reads format %2 "
                  "and older")
            .arg(value)
            .arg(d.limit);
    case ErrorCode::ListedTwice:
        return tr("%1 is listed twice").arg(value);
    case ErrorCode::NotAnIndex:
        return (d.expected == "sweeps"
                ? tr("must be the index of one of the %n sweep(s), got %1", nullptr, static_cast<int>(d.limit))
                : tr("must be the index of one of the %n op(s), got %1", nullptr, static_cast<int>(d.limit)))
            .arg(value);
    case ErrorCode::BoundsTooLarge:
        return tr("the bounds must lie within ±1e300");
    case ErrorCode::BoundsNotPair:
        return tr("expected [lower, upper], an array of two numbers");
    case ErrorCode::BoundsOrder:
        return tr("the lower bound must be below the upper one, got [%1, %2]").arg(qtext(d.low), qtext(d.high));
    case ErrorCode::LogNeedsPositive:
        return tr("a logarithmic axis needs a positive lower bound, got %1").arg(value);
    case ErrorCode::TpNotDivisor:
        return tr("tp=%1 must divide %2 (%3): each chip holds an equal share")
            .arg(value, qtext(d.expected), qtext(d.low));
    case ErrorCode::UnsupportedArchitecture:
        return tr("the model type %1 is not one Roofline Studio reads (it reads %2: transformers with a gated MLP, "
                  "dense or with experts)")
            .arg(value, qtext(d.expected));
    case ErrorCode::NeedsExperts:
        return tr("is a key of a mixture of experts, which needs n_experts, got %1 without it").arg(value);
    case ErrorCode::NeedsLatent:
        return tr("is a key of multi-head latent attention, which needs kv_lora_rank, got %1 without it").arg(value);
    case ErrorCode::LatentHeads:
        return tr("in latent attention this must be %1 (the decompressed heads of prefill), got %2")
            .arg(qtext(d.low), value);
    case ErrorCode::UnmodelledLayers:
        return tr("%1 are not modelled yet (%2), so this model cannot be priced").arg(qtext(d.expected), value);
    case ErrorCode::SparseLayout:
        return tr("experts that skip layers are not modelled (only dense layers first, then experts in every layer), "
                  "got %1")
            .arg(value);
    case ErrorCode::HeadDimNotWhole:
        return tr("there is no head_dim, and hidden_size %1 is not a multiple of num_attention_heads %2")
            .arg(value, qtext(d.low));
    case ErrorCode::NotAModel:
        return tr("neither a model file (it has no d_model) nor a Hugging Face config.json (it has no hidden_size, "
                  "model_type or architectures)");
    case ErrorCode::BadPattern:
        return patternProblem(d);
    case ErrorCode::ErtPair:
        return tr("expected [name, number], as the Empirical Roofline Toolkit writes it, got %1").arg(value);
    case ErrorCode::ErtNoData:
        return tr("no measurements (ERT writes one [name, value] pair per %1 here; did its run finish?)")
            .arg(d.value == "gflops" ? tr("peak") : tr("level"));
    case ErrorCode::NotGzip:
        return tr("not a whole gzip file (%1)").arg(qtext(d.value));
    case ErrorCode::ArgumentCount:
        return tr("\"Input Dims\" lists %1 arguments and \"Input type\" %2: they must describe the same arguments")
            .arg(qtext(d.value), qtext(d.expected));
    case ErrorCode::NoShapes:
        return tr("%1 was recorded without its input shapes: profile with record_shapes=True").arg(value);
    case ErrorCode::NoGpuKernels:
        return tr("the trace has no GPU kernels (only %1 CPU ops): profile with ProfilerActivity.CUDA as well")
            .arg(qtext(d.value));
    case ErrorCode::UnmodelledShare:
        return tr("%1 of the trace's %2 of kernel time (%3 %) ran in ops the app does not model, and is not on "
                  "the chart: %4")
            .arg(qtext(d.value), qtext(d.expected), qtext(d.low), qtext(d.subject));
    case ErrorCode::DataMovement:
        return tr("%1 of the trace's %2 of kernel time (%3 %) moved data in ops that do no FLOPs: costed by their "
                  "bytes, they are not on the chart: %4")
            .arg(qtext(d.value), qtext(d.expected), qtext(d.low), qtext(d.subject));
    case ErrorCode::UnmodelledOp:
        return tr("%1 is counted as unmodelled: %2").arg(qtext(d.value), qtext(d.expected));
    case ErrorCode::OpsWithoutKernels:
        return tr("%1 run(s) of modelled ops launched no GPU kernel in the trace and are left out").arg(qtext(d.value));
    case ErrorCode::CausalUnknown:
        return tr("attention was recorded without \"Concrete Inputs\": is_causal is taken as False, PyTorch's "
                  "default");
    case ErrorCode::CopiesNotCounted:
        return tr("%1 of memory copies and sets (gpu_memcpy, gpu_memset) are not kernels and are not counted")
            .arg(qtext(d.value));
    case ErrorCode::OtherDevices:
        return tr("%1 of kernel time ran on the trace's other GPUs (%2) and is left out: GPU %3 is read, the one with "
                  "the most kernel time")
            .arg(qtext(d.value), list(d.expected), qtext(d.subject));
    case ErrorCode::OtherDevicesAsked:
        return tr("%1 of kernel time ran on the trace's other GPUs (%2) and is left out: GPU %3 is read, the one asked "
                  "for")
            .arg(qtext(d.value), list(d.expected), qtext(d.subject));
    case ErrorCode::NotRegularFile:
        return tr("is %1, not a regular file; Roofline Studio reads and writes only regular files")
            .arg(fileKind(d.value));
    case ErrorCode::LinkLoop:
        return tr("a loop of symbolic links (each leads to another, never to a file)");
    case ErrorCode::OutputIsInput:
        return tr("is %1, an input: writing it would destroy it").arg(value);
    case ErrorCode::OutputsCollide:
        return tr("is also the file %1 writes: one output would overwrite the other").arg(value);
    case ErrorCode::AmbiguousNumber:
        return tr("%1 could be %2 or %3, and no other number in the file says whether its decimal mark is a point "
                  "or a comma; export it again with decimal points and no thousands separators (LC_ALL=C)")
            .arg(value, qtext(d.low), qtext(d.high));
    case ErrorCode::MixedDecimalMarks:
        return tr("%1 does not write numbers as %2 (line:column %3) does: the file mixes two ways of writing "
                  "numbers; export it again in one locale (LC_ALL=C)")
            .arg(value, qtext(d.expected), qtext(d.subject));
    case ErrorCode::FractionalCount:
        return tr("a count of instructions or operations must be whole, got %1 = %2; if \".\" separates thousands "
                  "in this file, export it again with LC_ALL=C")
            .arg(value, qtext(d.high));
    case ErrorCode::DecimalCommas:
        return tr("numbers read with a decimal comma and \".\" between thousands, as %1 shows").arg(value);
    case ErrorCode::SeveralRuns:
        return tr("%1 Nsight Compute runs one after another (their tables start at lines %2); each run's launches "
                  "are kernels of their own, though their IDs start again at 0")
            .arg(value, list(d.expected));
    case ErrorCode::LinesNotRead:
        if (d.low == d.high)
            return tr("line %1 follows an Nsight Compute table and is part of none (a program's output?): not read")
                .arg(qtext(d.low));
        return tr("lines %1–%2 follow an Nsight Compute table and are part of none (a program's output?): not read")
            .arg(qtext(d.low), qtext(d.high));
    case ErrorCode::AppendedRuns:
        return tr("%1 %2 runs one after another (they start at lines %3); each run's kernels are kernels of their "
                  "own, never added to another run's")
            .arg(value, qtext(d.subject), list(d.expected));
    case ErrorCode::ProcessUnknown:
        return tr("%1 kernels (%2) could have been launched by any of the processes %3, which share their ids "
                  "(External id, correlation): counted as unmodelled time, in no op")
            .arg(value, qtext(d.expected), list(d.subject));
    case ErrorCode::NameTooLong:
        return tr("a name of %1 bytes, longer than the %2 a kernel's name may have: fields run together, or not a "
                  "profile")
            .arg(value)
            .arg(d.limit);
    }
    return {};
}

} // namespace

QString errorText(const Error& error, ErrorSource source)
{
    return errorText(error.what(), error.detail(), source);
}

QString errorText(const std::string& message, const ErrorDetail* detail, ErrorSource source)
{
    if (!detail)
        return QString::fromStdString(message);
    QString where;
    if (source == ErrorSource::Shown && !detail->source.empty()) {
        where = qtext(detail->source);
        if (detail->line > 0)
            where += QLatin1Char(':') + QString::number(detail->line) + QLatin1Char(':')
                + QString::number(detail->column);
    }
    if (!detail->keyPath.empty())
        where += (where.isEmpty() ? QString() : QStringLiteral(": ")) + qtext(detail->keyPath);
    const QString problem = ErrorText::problem(*detail);
    return where.isEmpty() ? problem : where + QStringLiteral(": ") + problem;
}

} // namespace roofline::ui
