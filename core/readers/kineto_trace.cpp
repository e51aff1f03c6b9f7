#include "core/readers/kineto_trace.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/gzip.h"
#include "core/files/json_reader.h"
#include "core/files/json_stream.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <numeric>
#include <optional>
#include <tuple>
#include <unordered_map>

namespace roofline {

namespace {

// A concrete input as PyTorch writes it ("True", "0.", ""): a JSON boolean or number written in its place is
// taken as the value it is (true is "True", never the absent ""), anything else as not recorded.
std::string concreteText(const nlohmann::json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "True" : "False";
    if (value.is_number())
        return formatPlain(value.get<double>());
    return {};
}

constexpr int kInvalidTrace = static_cast<int>(ErrorKind::InvalidValue);
constexpr double kMicrosecond = 1e-6; // Chrome traces give "ts" and "dur" in microseconds
constexpr double kMaxMicroseconds = 1e18; // some 30,000 years: beyond it a time is not a measurement

// One op run ("cpu_op" event), kept small: a trace holds millions.
struct CpuOp {
    std::uint32_t process = 0; // into Reader::m_processes
    std::uint32_t thread = 0;
    double start = 0.0, end = 0.0; // µs
    std::optional<std::int64_t> externalId;
    std::uint32_t name = 0; // into Reader::m_names
    std::int32_t group = -1; // a costed run: into Reader::m_groups
    std::int32_t reason = -1; // a modelled kind that could not be costed: into Reader::m_reasons
    std::int32_t owner = -1; // the innermost op of a modelled kind around it (itself included)
    std::size_t event = 0; // its index in traceEvents
    double seconds = 0.0; // of the kernels it owns
};

// A kernel's "pid" is its GPU's (Kineto writes the device as a GPU activity's pid, the host process as
// a CPU event's: ChromeTraceLogger::handleActivity in libkineto/src/output_json.cpp).
struct Kernel {
    double seconds = 0.0;
    std::uint32_t pid = 0; // into Reader::m_processes
    std::optional<std::int64_t> externalId;
    std::optional<std::int64_t> correlation;
};

// An id (External id, correlation) is a process's own: each profiled process counts from 1, so a trace of
// several processes holds the same ids again. Each id keeps what it means in every process that has it.
template<typename Value> struct ByProcess {
    std::uint32_t process = 0;
    Value value {};
};
template<typename Value> using IdsByProcess = std::unordered_map<std::int64_t, std::vector<ByProcess<Value>>>;

template<typename Value> const Value* inProcess(const IdsByProcess<Value>& ids, std::int64_t id, std::uint32_t process)
{
    const auto found = ids.find(id);
    if (found == ids.end())
        return nullptr;
    for (const ByProcess<Value>& entry : found->second)
        if (entry.process == process)
            return &entry.value;
    return nullptr;
}

// The cost every run of one op, shapes and dtypes shares.
struct Group {
    AtenCost cost;
};

std::string lowerCategory(const nlohmann::json& event)
{
    const auto it = event.find("cat");
    return it != event.end() && it->is_string() ? toLower(it->get_ref<const std::string&>()) : std::string();
}

double microseconds(const JsonCursor& event, std::string_view key)
{
    const JsonCursor value = event.require(key);
    const double number = value.number();
    if (number < 0.0 || number > kMaxMicroseconds) {
        ErrorDetail detail
            = errorDetail(ErrorCode::NotInRange, formatPlain(number), "0", formatPlain(kMaxMicroseconds));
        value.fail(kInvalidTrace,
            "a time in microseconds from 0 to " + formatPlain(kMaxMicroseconds) + ", got " + formatPlain(number),
            std::move(detail));
    }
    return number;
}

std::optional<std::int64_t> optionalId(const JsonCursor& args, std::string_view key)
{
    const std::optional<JsonCursor> value = args.optional(key);
    if (!value)
        return std::nullopt;
    return value->integer();
}

// "Input Dims": per argument, a tensor's sizes ([512, 1024]), [] for a scalar or None, or a list of
// sizes for a list of tensors (read as no tensor: the modelled ops take none).
std::vector<double> dimsOf(const JsonCursor& entry, bool& isList)
{
    std::vector<double> dims;
    const std::size_t count = entry.arraySize();
    isList = false;
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor size = entry.at(i);
        if (size.value().is_array()) {
            isList = true;
            return {};
        }
        dims.push_back(size.number());
    }
    return dims;
}

class Reader {
public:
    explicit Reader(std::string_view source)
        : m_source(source)
    { }

    void event(const nlohmann::json& value, std::size_t index)
    {
        const JsonCursor event(value, m_source, "traceEvents[" + std::to_string(index) + "]");
        event.expectObject();
        const auto phase = value.find("ph");
        if (phase == value.end() || !phase->is_string() || phase->get_ref<const std::string&>() != "X")
            return; // flows, counters, metadata and instants carry no op or kernel time
        const std::string category = lowerCategory(value);
        if (category == "cpu_op" || category == "operator")
            cpuOp(event, index);
        else if (category == "kernel")
            kernel(event);
        else if (category == "cuda_runtime" || category == "cuda_driver" || category == "runtime")
            launch(event);
        else if (category == "gpu_memcpy" || category == "gpu_memset")
            m_copySeconds += microseconds(event, "dur") * kMicrosecond;
    }

    KinetoTrace finish();

private:
    std::uint32_t intern(std::map<std::string, std::uint32_t, std::less<>>& table, std::string text)
    {
        const auto [it, inserted] = table.emplace(std::move(text), static_cast<std::uint32_t>(table.size()));
        if (inserted)
            m_nameList.push_back(&it->first);
        return it->second;
    }

    // The process of an event (its "pid" as written: a number or a name), marked a host's when it runs
    // ops or launches.
    std::uint32_t processOf(const nlohmann::json& value, bool host)
    {
        const auto pid = value.find("pid");
        std::string key = pid == value.end() ? std::string() : pid->dump();
        const auto [it, inserted] = m_processes.emplace(std::move(key), static_cast<std::uint32_t>(m_processes.size()));
        if (inserted) {
            m_processNames.push_back(&it->first);
            m_hostProcess.push_back(false);
        }
        if (host)
            m_hostProcess[it->second] = true;
        return it->second;
    }

    std::uint32_t threadOf(const nlohmann::json& value)
    {
        const auto pid = value.find("pid");
        const auto tid = value.find("tid");
        std::string key = (pid == value.end() ? std::string() : pid->dump()) + "/"
            + (tid == value.end() ? std::string() : tid->dump());
        const auto [it, inserted] = m_threads.emplace(std::move(key), static_cast<std::uint32_t>(m_threads.size()));
        return it->second;
    }

    void cpuOp(const JsonCursor& event, std::size_t index)
    {
        CpuOp op;
        const std::string name = event.require("name").string();
        op.start = event.require("ts").number();
        op.end = op.start + microseconds(event, "dur");
        op.thread = threadOf(event.value());
        op.process = processOf(event.value(), true);
        op.event = index;
        op.name = intern(m_names, name);
        const std::optional<JsonCursor> args = event.optional("args");
        if (args) {
            args->expectObject();
            op.externalId = optionalId(*args, "External id");
        }
        if (isModelledAtenOp(name))
            cost(op, name, args);
        m_ops.push_back(op);
    }

    void cost(CpuOp& op, const std::string& name, const std::optional<JsonCursor>& args)
    {
        const std::optional<JsonCursor> dims = args ? args->optional("Input Dims") : std::nullopt;
        if (!dims) {
            ++m_withoutShapes;
            if (m_firstWithoutShapes.empty())
                m_firstWithoutShapes = name;
            op.reason = reasonIndex(name + " recorded without its input shapes (profile with record_shapes=True)");
            return;
        }
        ++m_withShapes;
        const JsonCursor types = args->require("Input type");
        const std::size_t count = dims->arraySize();
        if (types.arraySize() != count)
            mismatch(*args, "Input type", count, types.arraySize());
        const std::optional<JsonCursor> concreteInputs = args->optional("Concrete Inputs");
        if (concreteInputs && concreteInputs->arraySize() != count)
            mismatch(*args, "Concrete Inputs", count, concreteInputs->arraySize());
        if (!concreteInputs && name.find("attention") != std::string::npos)
            m_causalUnknown = true;
        std::vector<AtenArgument> arguments(count);
        for (std::size_t i = 0; i < count; ++i) {
            bool isList = false;
            arguments[i].dims = dimsOf(dims->at(i), isList);
            arguments[i].type = isList ? std::string("TensorList") : types.at(i).string();
            if (concreteInputs)
                arguments[i].concrete = concreteText(concreteInputs->at(i).value());
        }
        AtenModel model = atenOpCost(name, arguments);
        if (!model.cost) {
            op.reason = reasonIndex(model.unmodelled.reason);
            return;
        }
        const auto [it, inserted] = m_groupIndex.emplace(model.cost->name, static_cast<std::int32_t>(m_groups.size()));
        if (inserted)
            m_groups.push_back(Group {std::move(*model.cost)});
        op.group = it->second;
    }

    [[noreturn]] void mismatch(const JsonCursor& args, std::string_view key, std::size_t dims, std::size_t other)
    {
        ErrorDetail detail;
        detail.code = ErrorCode::ArgumentCount;
        detail.value = std::to_string(dims);
        detail.expected = std::to_string(other);
        args.fail(kInvalidTrace,
            "\"Input Dims\" lists " + std::to_string(dims) + " arguments and \"" + std::string(key) + "\" "
                + std::to_string(other) + ": they must describe the same arguments",
            std::move(detail));
    }

    std::int32_t reasonIndex(std::string reason)
    {
        const auto [it, inserted] = m_reasonIndex.emplace(reason, static_cast<std::int32_t>(m_reasons.size()));
        if (inserted)
            m_reasons.push_back(std::move(reason));
        return it->second;
    }

    void kernel(const JsonCursor& event)
    {
        Kernel kernel;
        kernel.seconds = microseconds(event, "dur") * kMicrosecond;
        kernel.pid = processOf(event.value(), false);
        if (const std::optional<JsonCursor> args = event.optional("args")) {
            args->expectObject();
            kernel.externalId = optionalId(*args, "External id");
            kernel.correlation = optionalId(*args, "correlation");
        }
        m_kernels.push_back(kernel);
    }

    void launch(const JsonCursor& event)
    {
        const std::optional<JsonCursor> args = event.optional("args");
        if (!args)
            return;
        args->expectObject();
        const std::uint32_t process = processOf(event.value(), true);
        const std::optional<std::int64_t> correlation = optionalId(*args, "correlation");
        const std::optional<std::int64_t> externalId = optionalId(*args, "External id");
        if (!correlation || !externalId)
            return;
        std::vector<ByProcess<std::int64_t>>& launches = m_launches[*correlation];
        for (ByProcess<std::int64_t>& launch : launches) {
            if (launch.process == process) {
                launch.value = *externalId;
                return;
            }
        }
        launches.push_back({process, *externalId});
    }

    void nest();
    std::optional<std::uint32_t> launcherProcess(const Kernel& kernel, const IdsByProcess<std::uint32_t>& ops) const;
    void attribute(KinetoTrace& trace);
    void warn(KinetoTrace& trace) const;

    std::string m_source;
    std::map<std::string, std::uint32_t, std::less<>> m_names;
    std::vector<const std::string*> m_nameList;
    std::unordered_map<std::string, std::uint32_t> m_threads;
    std::unordered_map<std::string, std::uint32_t> m_processes;
    std::vector<const std::string*> m_processNames; // each process's "pid" as written
    std::vector<bool> m_hostProcess; // whether a process runs ops or launches (else it is a GPU)
    std::vector<CpuOp> m_ops;
    std::vector<Kernel> m_kernels;
    IdsByProcess<std::int64_t> m_launches; // correlation → External id, in each process
    std::map<std::string, std::int32_t, std::less<>> m_groupIndex;
    std::vector<Group> m_groups;
    std::map<std::string, std::int32_t, std::less<>> m_reasonIndex;
    std::vector<std::string> m_reasons;
    std::size_t m_withShapes = 0;
    std::size_t m_withoutShapes = 0;
    std::string m_firstWithoutShapes;
    bool m_causalUnknown = false;
    double m_copySeconds = 0.0;
    std::size_t m_unknownProcess = 0; // kernels that more than one process could have launched
    double m_unknownProcessSeconds = 0.0;
    std::vector<std::uint32_t> m_sharingProcesses; // the processes those kernels' ids are found in
};

// Each op's owner: itself when the app models its kind, else its parent's (the innermost op that encloses
// it in time on its thread), so a kernel launched inside an op the app models but by an op it does not
// (aten::_flash_attention_forward inside aten::_scaled_dot_product_flash_attention) counts for the first.
void Reader::nest()
{
    std::vector<std::uint32_t> order(m_ops.size());
    std::iota(order.begin(), order.end(), 0u);
    // By thread, then start, then the enclosing op (the later end) first; a stable sort keeps ops that
    // share all three in the order they were recorded, so of an op and its only child with the same
    // times the one recorded first encloses.
    std::stable_sort(order.begin(), order.end(), [this](std::uint32_t a, std::uint32_t b) {
        const CpuOp& x = m_ops[a];
        const CpuOp& y = m_ops[b];
        return std::tie(x.thread, x.start, y.end) < std::tie(y.thread, y.start, x.end);
    });
    std::vector<std::uint32_t> open; // the ops enclosing the current one, all on its thread
    for (const std::uint32_t index : order) {
        CpuOp& op = m_ops[index];
        if (!open.empty() && m_ops[open.back()].thread != op.thread)
            open.clear();
        // Pop what ended before this op: an op that ends as this one starts is a sibling, not a parent.
        while (!open.empty()
            && (m_ops[open.back()].end < op.end
                || (m_ops[open.back()].end <= op.start && m_ops[open.back()].start < op.start)))
            open.pop_back();
        const bool modelled = op.group >= 0 || op.reason >= 0;
        op.owner = modelled ? static_cast<std::int32_t>(index) : (open.empty() ? -1 : m_ops[open.back()].owner);
        open.push_back(index);
    }
}

// The process that launched a kernel: the kernel's own "pid" when it is a host process's; else the one
// process whose launch or op carries the kernel's correlation or External id, and when several do, the
// one whose launch carries both ids and whose op its External id names. nullopt: no process has its ids
// (it joins no op), or several could have launched it (m_unknownProcess counts it).
std::optional<std::uint32_t> Reader::launcherProcess(const Kernel& kernel, const IdsByProcess<std::uint32_t>& ops) const
{
    if (m_hostProcess[kernel.pid])
        return kernel.pid;
    std::vector<std::uint32_t> candidates;
    const auto add = [&candidates](std::uint32_t process) {
        if (std::find(candidates.begin(), candidates.end(), process) == candidates.end())
            candidates.push_back(process);
    };
    if (kernel.correlation)
        if (const auto found = m_launches.find(*kernel.correlation); found != m_launches.end())
            for (const ByProcess<std::int64_t>& launch : found->second)
                add(launch.process);
    if (kernel.externalId)
        if (const auto found = ops.find(*kernel.externalId); found != ops.end())
            for (const ByProcess<std::uint32_t>& op : found->second)
                add(op.process);
    if (candidates.size() <= 1)
        return candidates.empty() ? std::nullopt : std::optional<std::uint32_t>(candidates.front());
    std::vector<std::uint32_t> whole; // candidates where launch and op agree with both of the kernel's ids
    for (const std::uint32_t process : candidates) {
        const std::int64_t* launched
            = kernel.correlation ? inProcess(m_launches, *kernel.correlation, process) : nullptr;
        if (!launched || (kernel.externalId && *launched != *kernel.externalId))
            continue;
        if (inProcess(ops, *launched, process))
            whole.push_back(process);
    }
    if (whole.size() == 1)
        return whole.front();
    return std::nullopt;
}

void Reader::attribute(KinetoTrace& trace)
{
    IdsByProcess<std::uint32_t> byExternalId; // External id → the op, in each process
    for (std::uint32_t index = 0; const CpuOp& op : m_ops) {
        if (op.externalId) {
            std::vector<ByProcess<std::uint32_t>>& ops = byExternalId[*op.externalId];
            if (std::none_of(ops.begin(), ops.end(), [&op](const auto& entry) { return entry.process == op.process; }))
                ops.push_back({op.process, index});
        }
        ++index;
    }
    std::map<std::string, UnmodelledTime, std::less<>> unmodelled;
    const auto addUnmodelled = [&](const std::string& op, double seconds, const std::string& reason) {
        UnmodelledTime& time = unmodelled[op];
        time.op = op;
        time.seconds += seconds;
        ++time.kernels;
        if (time.reason.empty())
            time.reason = reason;
        trace.unmodelledSeconds += seconds;
    };
    std::vector<bool> sharing(m_processes.size(), false);
    for (const Kernel& kernel : m_kernels) {
        trace.kernelSeconds += kernel.seconds;
        const std::optional<std::uint32_t> process = launcherProcess(kernel, byExternalId);
        if (!process) {
            if (!m_hostProcess[kernel.pid] && (kernel.externalId || kernel.correlation)) {
                std::size_t holders = 0;
                for (std::uint32_t p = 0; p < m_processes.size(); ++p) {
                    const bool holds = (kernel.correlation && inProcess(m_launches, *kernel.correlation, p))
                        || (kernel.externalId && inProcess(byExternalId, *kernel.externalId, p));
                    holders += holds ? 1 : 0;
                    if (holds)
                        sharing[p] = true;
                }
                if (holders > 1) {
                    ++m_unknownProcess;
                    m_unknownProcessSeconds += kernel.seconds;
                }
            }
            addUnmodelled("(no op)", kernel.seconds, {});
            continue;
        }
        // Within its process: its own External id when an op has it, else its launch's.
        const std::uint32_t* op = kernel.externalId ? inProcess(byExternalId, *kernel.externalId, *process) : nullptr;
        if (!op && kernel.correlation)
            if (const std::int64_t* launched = inProcess(m_launches, *kernel.correlation, *process))
                op = inProcess(byExternalId, *launched, *process);
        if (!op) {
            addUnmodelled("(no op)", kernel.seconds, {});
            continue;
        }
        const CpuOp& launcher = m_ops[*op];
        if (launcher.owner < 0) {
            addUnmodelled(*m_nameList[launcher.name], kernel.seconds, {});
            continue;
        }
        CpuOp& owner = m_ops[static_cast<std::size_t>(launcher.owner)];
        if (owner.group < 0) {
            addUnmodelled(*m_nameList[owner.name], kernel.seconds, m_reasons[static_cast<std::size_t>(owner.reason)]);
            continue;
        }
        owner.seconds += kernel.seconds;
    }
    for (std::uint32_t p = 0; p < sharing.size(); ++p)
        if (sharing[p])
            m_sharingProcesses.push_back(p);
    for (auto& [name, time] : unmodelled)
        trace.unmodelled.push_back(std::move(time));
    std::stable_sort(trace.unmodelled.begin(), trace.unmodelled.end(),
        [](const UnmodelledTime& a, const UnmodelledTime& b) { return a.seconds > b.seconds; });
}

void Reader::warn(KinetoTrace& trace) const
{
    const auto note = [&trace](std::string message, ErrorCode code, std::string value = {}) {
        trace.warnings.push_back({std::move(message), errorDetail(code, std::move(value))});
        return &trace.warnings.back().detail;
    };
    if (trace.unmodelledSeconds > 0.0) {
        const std::string share = formatCompact(100.0 * trace.unmodelledSeconds / trace.kernelSeconds, 3);
        std::string ops;
        for (std::size_t i = 0; i < trace.unmodelled.size() && i < 5; ++i)
            ops += (i == 0 ? "" : ", ") + trace.unmodelled[i].op + " " + formatDuration(trace.unmodelled[i].seconds);
        if (trace.unmodelled.size() > 5)
            ops += " and " + std::to_string(trace.unmodelled.size() - 5) + " more ops";
        ErrorDetail* detail = note(formatDuration(trace.unmodelledSeconds) + " of the trace's "
                + formatDuration(trace.kernelSeconds) + " of kernel time (" + share
                + " %) ran in ops the app does not model, and is not on the chart: " + ops,
            ErrorCode::UnmodelledShare, formatDuration(trace.unmodelledSeconds));
        detail->expected = formatDuration(trace.kernelSeconds);
        detail->low = share;
        detail->subject = ops;
    }
    for (const UnmodelledTime& time : trace.unmodelled)
        if (!time.reason.empty())
            note(time.op + " is counted as unmodelled: " + time.reason, ErrorCode::UnmodelledOp, time.op)->expected
                = time.reason;
    if (trace.opsWithoutKernels > 0)
        note(std::to_string(trace.opsWithoutKernels)
                + " runs of modelled ops launched no GPU kernel in the trace and are left out",
            ErrorCode::OpsWithoutKernels, std::to_string(trace.opsWithoutKernels));
    if (m_causalUnknown)
        note("attention was recorded without \"Concrete Inputs\": is_causal is taken as False, PyTorch's default",
            ErrorCode::CausalUnknown);
    if (m_unknownProcess > 0) {
        std::string processes;
        for (const std::uint32_t p : m_sharingProcesses)
            processes += (processes.empty() ? "" : ", ") + *m_processNames[p];
        ErrorDetail* detail
            = note(std::to_string(m_unknownProcess) + " kernels (" + formatDuration(m_unknownProcessSeconds)
                    + ") could have been launched by any of the processes " + processes
                    + ", which share their ids (External id, correlation): counted as unmodelled time, in no op",
                ErrorCode::ProcessUnknown, std::to_string(m_unknownProcess));
        detail->expected = formatDuration(m_unknownProcessSeconds);
        detail->subject = processes;
    }
    if (m_copySeconds > 0.0)
        note(formatDuration(m_copySeconds)
                + " of memory copies and sets (gpu_memcpy, gpu_memset) are not kernels and are not counted",
            ErrorCode::CopiesNotCounted, formatDuration(m_copySeconds));
}

KinetoTrace Reader::finish()
{
    if (m_kernels.empty()) {
        ErrorDetail detail = errorDetail(ErrorCode::NoGpuKernels, std::to_string(m_ops.size()));
        detail.source = m_source;
        throw Error(ErrorKind::Syntax,
            m_source + ": the trace has no GPU kernels (only " + std::to_string(m_ops.size())
                + " CPU ops): profile with ProfilerActivity.CUDA as well",
            std::move(detail));
    }
    if (m_withShapes == 0 && m_withoutShapes > 0) {
        ErrorDetail detail = errorDetail(ErrorCode::NoShapes, quoteForMessage(m_firstWithoutShapes));
        detail.source = m_source;
        throw Error(ErrorKind::MissingKey,
            m_source + ": " + quoteForMessage(m_firstWithoutShapes)
                + " was recorded without its input shapes: profile with record_shapes=True",
            std::move(detail));
    }
    nest();
    KinetoTrace trace;
    attribute(trace);
    std::vector<bool> shown(m_groups.size(), false);
    for (const CpuOp& op : m_ops) {
        if (op.group < 0)
            continue;
        if (op.seconds <= 0.0) {
            ++trace.opsWithoutKernels;
            continue;
        }
        const Group& group = m_groups[static_cast<std::size_t>(op.group)];
        MeasuredKernel kernel {
            group.cost.name, group.cost.flops, group.cost.bytes, op.seconds, {}, {}, group.cost.dtype};
        validateMeasuredKernel(kernel, m_source + ": traceEvents[" + std::to_string(op.event) + "]");
        trace.kernels.push_back(std::move(kernel));
        if (!shown[static_cast<std::size_t>(op.group)]) {
            shown[static_cast<std::size_t>(op.group)] = true;
            trace.shapes.push_back(MeasuredShape {group.cost.name, group.cost.op, group.cost.copies});
        }
    }
    warn(trace);
    return trace;
}

} // namespace

bool looksLikeKinetoTrace(std::string_view data)
{
    if (isGzip(data))
        return true;
    // Kineto writes "deviceProperties" and its metadata (distributedInfo…) before "traceEvents"
    // (ChromeTraceLogger::handleTraceStart in libkineto/src/output_json.cpp), as much of them as there is:
    // the key is looked for among the top level's keys wherever it is, whatever comes before it.
    return firstTopLevelKey(data, {"traceEvents"}).has_value();
}

KinetoTrace parseKinetoTrace(std::string_view data, std::string_view source)
{
    std::string inflated;
    if (isGzip(data)) {
        inflated = gunzip(data, source, kMaxTraceTextBytes);
        data = inflated;
    }
    Reader reader(source);
    streamJsonArray(data, source, 32, "traceEvents",
        [&reader](const nlohmann::json& event, std::size_t index) { reader.event(event, index); });
    return reader.finish();
}

KinetoTrace loadKinetoTraceFile(const std::filesystem::path& path)
{
    const std::string data = readTextFile(path, kMaxTraceFileBytes, "PyTorch profiler trace");
    return parseKinetoTrace(data, path.string());
}

} // namespace roofline
