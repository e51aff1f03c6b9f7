#pragma once

// The PyTorch profiler trace reader's own parts (core/readers/kineto_trace.cpp): the events it keeps while the
// trace streams past (CPU ops, kernels, their names and launch ids), and the Reader that keeps them and, at the
// end, joins each kernel to the op that launched it. Private to the reader: nothing else includes it.

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/files/gzip.h"
#include "core/files/json_pull.h"
#include "core/files/json_reader.h"
#include "core/files/json_stream.h"
#include "core/files/mapped_text.h"
#include "core/readers/kineto_events.h"
#include "core/readers/kineto_trace.h"
#include "core/readers/trace_join.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <map>
#include <numeric>
#include <optional>
#include <tuple>
#include <unordered_map>

namespace roofline::kineto_reading {

// A concrete input as PyTorch writes it ("True", "0.", ""): a JSON boolean or number written in its place is
// taken as the value it is (true is "True", never the absent ""), anything else as not recorded.
inline std::string concreteText(const nlohmann::json& value)
{
    if (value.is_string())
        return value.get<std::string>();
    if (value.is_boolean())
        return value.get<bool>() ? "True" : "False";
    if (value.is_number())
        return formatPlain(value.get<double>());
    return {};
}

inline constexpr int kInvalidTrace = static_cast<int>(ErrorKind::InvalidValue);
// Why an op of a modelled kind could not be costed, said once for all such ops.
inline constexpr std::string_view kNoShapes = "recorded without input shapes; profile with record_shapes=True";
inline constexpr std::string_view kNoTypes = "recorded with input shapes but without their types (\"Input type\")";
inline constexpr std::string_view kCollectiveOp = "record_param_comms"; // PyTorch's record of a c10d collective
inline constexpr double kMicrosecond = 1e-6; // Chrome traces give "ts" and "dur" in microseconds
inline constexpr double kMaxMicroseconds = 1e18; // some 30,000 years: beyond it a time is not a measurement

// One op run ("cpu_op" event), kept small: a trace holds millions.
struct CpuOp {
    std::uint32_t process = 0; // into Reader::m_processes
    std::uint32_t thread = 0;
    double start = 0.0, end = 0.0; // µs
    std::optional<std::int64_t> externalId;
    std::uint32_t name = 0; // into Reader::m_names
    std::int32_t group = -1; // a costed run: into Reader::m_groups
    std::int32_t reason = -1; // a modelled kind that could not be costed: into Reader::m_reasons
    std::int32_t owner = -1; // the outermost op of a modelled kind around it (itself included)
    std::size_t event = 0; // its index in traceEvents
    double seconds = 0.0; // of the kernels it owns
};

// A kernel's "pid" is its GPU's (Kineto writes the device as a GPU activity's pid, the host process as
// a CPU event's: ChromeTraceLogger::handleActivity in libkineto/src/output_json.cpp).
struct Kernel {
    double seconds = 0.0;
    std::uint32_t name = 0; // into Reader::m_names
    std::int64_t device = 0; // its "args.device", else its "pid"
    bool copy = false; // a memory copy or set (gpu_memcpy, gpu_memset): joined, never counted as a kernel
    ActivityIds ids;
};

// The cost every run of one op, shapes and dtypes shares.
struct Group {
    AtenCost cost;
};

inline std::string lowerCategory(const nlohmann::json& event)
{
    const auto it = event.find("cat");
    return it != event.end() && it->is_string() ? toLower(it->get_ref<const std::string&>()) : std::string();
}

inline double microseconds(const JsonCursor& event, std::string_view key)
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

inline std::optional<std::int64_t> optionalId(const JsonCursor& args, std::string_view key)
{
    const std::optional<JsonCursor> value = args.optional(key);
    if (!value)
        return std::nullopt;
    return value->integer();
}

// "Input Dims": per argument, a tensor's sizes ([512, 1024]), [] for a scalar or None, or a list of
// sizes for a list of tensors (read as no tensor: the modelled ops take none).
inline std::vector<double> dimsOf(const JsonCursor& entry, bool& isList)
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
        if (phase == value.end() || !phase->is_string())
            return;
        const std::string& ph = phase->get_ref<const std::string&>();
        const std::string category = lowerCategory(value);
        if ((ph == "s" || ph == "f") && category == "ac2g") {
            flow(event, ph == "s");
            return;
        }
        if (ph != "X")
            return; // other flows, counters, metadata and instants carry no op or GPU time
        if (category == "cpu_op" || category == "operator")
            cpuOp(event, index);
        else if (category == "kernel")
            kernel(event, false);
        else if (isLaunchCategory(category))
            launch(event);
        else if (category == "gpu_memcpy" || category == "gpu_memset" || category == "memcpy" || category == "memset")
            kernel(event, true);
    }

    KinetoTrace finish(std::optional<std::int64_t> device);

private:
    // The host's launches of GPU work: CUDA's runtime and driver calls, HIP's, and PyTorch 1.x's "Runtime".
    static bool isLaunchCategory(std::string_view category)
    {
        return category == "cuda_runtime" || category == "cuda_driver" || category == "runtime"
            || category == "hip_runtime" || category == "hip_driver";
    }

    // A name met before is looked up, not copied: a trace names its kernels again and again.
    std::uint32_t intern(std::map<std::string, std::uint32_t, std::less<>>& table, std::string_view text)
    {
        if (const auto found = table.find(text); found != table.end())
            return found->second;
        const auto [it, inserted] = table.emplace(std::string(text), static_cast<std::uint32_t>(table.size()));
        if (inserted)
            m_nameList.push_back(&it->first);
        return it->second;
    }

    static std::string written(const nlohmann::json& value, std::string_view key)
    {
        const auto found = value.find(key);
        return found == value.end() ? std::string() : found->dump();
    }

    // The process of an event (its "pid" as written: a number or a name), marked a host's when it runs
    // ops or launches.
    std::uint32_t processOf(const nlohmann::json& value, bool host) { return process(written(value, "pid"), host); }
    std::uint32_t process(std::string_view pid, bool host)
    {
        // Events of one process come in runs: the last one found is tried first.
        if (!m_lastProcess || *m_lastProcess->first != pid) {
            m_key.assign(pid);
            auto it = m_processes.find(m_key);
            if (it == m_processes.end()) {
                it = m_processes.emplace(m_key, static_cast<std::uint32_t>(m_processes.size())).first;
                m_processNames.push_back(&it->first);
                m_hostProcess.push_back(false);
            }
            m_lastProcess.emplace(&it->first, it->second);
        }
        if (host)
            m_hostProcess[m_lastProcess->second] = true;
        return m_lastProcess->second;
    }

    std::uint32_t threadOf(const nlohmann::json& value) { return thread(written(value, "pid"), written(value, "tid")); }
    std::uint32_t thread(std::string_view pid, std::string_view tid)
    {
        if (m_lastThread) {
            const std::string_view key = *m_lastThread->first;
            if (key.size() == pid.size() + 1 + tid.size() && key.starts_with(pid) && key[pid.size()] == '/'
                && key.ends_with(tid))
                return m_lastThread->second;
        }
        m_key.assign(pid).append("/").append(tid);
        auto found = m_threads.find(m_key);
        if (found == m_threads.end())
            found = m_threads.emplace(m_key, static_cast<std::uint32_t>(m_threads.size())).first;
        m_lastThread.emplace(&found->first, found->second);
        return found->second;
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
        if (name == kCollectiveOp)
            costCollective(op, args);
        else if (isModelledAtenOp(name))
            cost(op, name, args);
        m_ops.push_back(op);
    }

    // record_param_comms: the collective's name, sizes and dtype among its args, where PyTorch 2.1 on puts
    // them; a key absent or of another type is not recorded.
    void costCollective(CpuOp& op, const std::optional<JsonCursor>& args)
    {
        AtenCollective collective;
        if (args) {
            const nlohmann::json& values = args->value();
            const auto text = [&values](const char* key) {
                const auto it = values.find(key);
                return it != values.end() && it->is_string() ? it->get<std::string>() : std::string();
            };
            const auto number = [&values](const char* key) -> std::optional<double> {
                const auto it = values.find(key);
                return it != values.end() && it->is_number() ? std::optional<double>(it->get<double>()) : std::nullopt;
            };
            collective = {text("Collective name"), number("In msg nelems"), number("Out msg nelems"),
                number("Group size"), text("dtype")};
        }
        record(op, atenCollectiveCost(kCollectiveOp, collective));
    }

    void cost(CpuOp& op, const std::string& name, const std::optional<JsonCursor>& args)
    {
        const std::optional<JsonCursor> dims = args ? args->optional("Input Dims") : std::nullopt;
        // Without its shapes (record_shapes off) or their types an op cannot be costed: its kernels still
        // count, as unmodelled time, and the trace is read whole.
        if (!dims) {
            op.reason = reasonIndex(std::string(kNoShapes));
            return;
        }
        const std::optional<JsonCursor> typesRecorded = args->optional("Input type");
        if (!typesRecorded) {
            op.reason = reasonIndex(std::string(kNoTypes));
            return;
        }
        const JsonCursor& types = *typesRecorded;
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
        record(op, atenOpCost(name, arguments));
    }

    // An op's cost as its group (one per name), or why it has none.
    void record(CpuOp& op, AtenModel model)
    {
        if (!model.cost) {
            op.reason = reasonIndex(model.unmodelled.reason);
            return;
        }
        const auto [it, inserted] = m_groupIndex.emplace(model.cost->name, static_cast<std::int32_t>(m_groups.size()));
        if (inserted)
            m_groups.push_back(Group {std::move(*model.cost)});
        op.group = it->second;
    }

public:
    // The same events read by readTraceEvents (kineto_events.h) without being built: each carries what the
    // functions above read of it, checked as they check it, so that both ways read a trace alike.
    void event(const TraceEvent& event)
    {
        switch (event.kind) {
        case TraceEvent::Kind::Op:
            cpuOp(event);
            return;
        case TraceEvent::Kind::Kernel:
        case TraceEvent::Kind::Copy:
            kernel(event);
            return;
        case TraceEvent::Kind::Launch:
            m_launches.addLaunch(*event.correlation, event.externalId,
                LaunchSite {process(event.pid, true), thread(event.pid, event.tid), event.ts});
            return;
        case TraceEvent::Kind::FlowStart:
            m_launches.addFlowStart(
                event.flowId, LaunchSite {process(event.pid, true), thread(event.pid, event.tid), event.ts});
            return;
        case TraceEvent::Kind::FlowEnd:
            m_launches.addFlowEnd(thread(event.pid, event.tid), event.ts, event.flowId);
            return;
        }
    }

private:
    void cpuOp(const TraceEvent& event)
    {
        CpuOp op;
        op.start = event.ts;
        op.end = op.start + event.dur;
        op.thread = thread(event.pid, event.tid);
        op.process = process(event.pid, true);
        op.event = event.index;
        op.name = intern(m_names, event.name);
        op.externalId = event.externalId;
        if (event.name == kCollectiveOp)
            costCollectiveOf(op, event);
        else if (isModelledAtenOp(event.name))
            costOfShapes(op, event);
        m_ops.push_back(op);
    }

    // A record_param_comms's cost from its sizes as written, worked out by costCollective once for each way of
    // writing them (a training step all-reduces the same buckets every step).
    void costCollectiveOf(CpuOp& op, const TraceEvent& event)
    {
        if (!event.hasArgs) {
            costCollective(op, std::nullopt);
            return;
        }
        const std::pair<const char*, std::optional<std::string_view>> args[]
            = {{"Collective name", event.collectiveName}, {"In msg nelems", event.inElements},
                {"Out msg nelems", event.outElements}, {"Group size", event.groupSize}, {"dtype", event.dtype}};
        m_key.assign(kCollectiveOp);
        for (const auto& [key, text] : args) {
            const auto size = static_cast<std::uint32_t>(text ? text->size() : 0);
            text ? void(m_key.append(reinterpret_cast<const char*>(&size), sizeof size).append(*text))
                 : void(m_key.push_back('-'));
        }
        auto found = m_costs.find(m_key);
        if (found == m_costs.end()) {
            nlohmann::json values = nlohmann::json::object();
            try {
                for (const auto& [key, text] : args)
                    if (text)
                        values[key] = nlohmann::json::parse(*text);
            } catch (const nlohmann::json::exception&) {
                throw JsonPull::Unsure {}; // not reached: the text was read as JSON already
            }
            CpuOp costed;
            costCollective(
                costed, JsonCursor(values, m_source, "traceEvents[" + std::to_string(event.index) + "].args"));
            found = m_costs.emplace(m_key, std::pair {costed.group, costed.reason}).first;
        }
        op.group = found->second.first;
        op.reason = found->second.second;
    }

    // An op's cost from its shapes as written, worked out by cost() once for each way of writing them: a trace
    // runs one op with the same shapes thousands of times.
    void costOfShapes(CpuOp& op, const TraceEvent& event)
    {
        const auto add = [this](std::string_view text) {
            const auto size = static_cast<std::uint32_t>(text.size());
            m_key.append(reinterpret_cast<const char*>(&size), sizeof size).append(text);
        };
        m_key.clear();
        add(event.name);
        for (const std::optional<std::string_view>& shapes : {event.inputDims, event.inputTypes, event.concreteInputs})
            shapes ? add(*shapes) : void(m_key.push_back('-'));
        auto found = m_costs.find(m_key);
        if (found == m_costs.end()) {
            nlohmann::json args = nlohmann::json::object();
            try {
                if (event.inputDims)
                    args["Input Dims"] = nlohmann::json::parse(*event.inputDims);
                if (event.inputTypes)
                    args["Input type"] = nlohmann::json::parse(*event.inputTypes);
                if (event.concreteInputs)
                    args["Concrete Inputs"] = nlohmann::json::parse(*event.concreteInputs);
            } catch (const nlohmann::json::exception&) {
                throw JsonPull::Unsure {}; // not reached: the text was read as JSON already
            }
            CpuOp costed;
            cost(costed, std::string(event.name),
                JsonCursor(args, m_source, "traceEvents[" + std::to_string(event.index) + "].args"));
            found = m_costs.emplace(m_key, std::pair {costed.group, costed.reason}).first;
        }
        op.group = found->second.first;
        op.reason = found->second.second;
    }

    void kernel(const TraceEvent& event)
    {
        Kernel kernel;
        kernel.copy = event.kind == TraceEvent::Kind::Copy;
        kernel.name = intern(m_names, event.name);
        kernel.seconds = event.dur * kMicrosecond;
        kernel.ids.process = process(event.pid, false);
        kernel.ids.thread = thread(event.pid, event.tid);
        kernel.ids.start = event.ts;
        kernel.ids.externalId = event.externalId;
        kernel.ids.correlation = event.correlation;
        kernel.device = event.device ? *event.device : event.pidNumber.value_or(0);
        m_kernels.push_back(kernel);
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

    // Kineto 1.x wrote the launch's and kernel's id in lower case ("external id").
    static std::optional<std::int64_t> externalIdOf(const JsonCursor& args)
    {
        std::optional<std::int64_t> id = optionalId(args, "External id");
        return id ? id : optionalId(args, "external id");
    }

    void kernel(const JsonCursor& event, bool copy)
    {
        Kernel kernel;
        kernel.copy = copy;
        const auto name = event.value().find("name");
        kernel.name = intern(m_names,
            name != event.value().end() && name->is_string() ? std::string_view(name->get_ref<const std::string&>())
                                                             : std::string_view());
        kernel.seconds = microseconds(event, "dur") * kMicrosecond;
        kernel.ids.process = processOf(event.value(), false);
        kernel.ids.thread = threadOf(event.value());
        kernel.ids.start = event.require("ts").number();
        std::optional<std::int64_t> device;
        if (const std::optional<JsonCursor> args = event.optional("args")) {
            args->expectObject();
            kernel.ids.externalId = externalIdOf(*args);
            kernel.ids.correlation = optionalId(*args, "correlation");
            // A device written otherwise than as a number tells no GPU: the "pid" does.
            if (const auto it = args->value().find("device"); it != args->value().end() && it->is_number_integer())
                device = it->get<std::int64_t>();
        }
        if (!device) {
            const auto pid = event.value().find("pid");
            if (pid != event.value().end() && pid->is_number_integer())
                device = pid->get<std::int64_t>();
        }
        kernel.device = device.value_or(0);
        m_kernels.push_back(kernel);
    }

    void launch(const JsonCursor& event)
    {
        const std::optional<JsonCursor> args = event.optional("args");
        if (!args)
            return;
        args->expectObject();
        const std::optional<std::int64_t> correlation = optionalId(*args, "correlation");
        if (!correlation)
            return;
        const LaunchSite site {processOf(event.value(), true), threadOf(event.value()), event.require("ts").number()};
        m_launches.addLaunch(*correlation, externalIdOf(*args), site);
    }

    // An ac2g flow: "s" at the launch, "f" at the GPU activity it launched, sharing an "id".
    void flow(const JsonCursor& event, bool start)
    {
        const std::optional<JsonCursor> id = event.optional("id");
        const std::optional<JsonCursor> ts = event.optional("ts");
        if (!id || !ts || !id->value().is_number_integer() || !ts->value().is_number())
            return; // a flow without a numeric id or time joins nothing
        if (start)
            m_launches.addFlowStart(
                id->integer(), LaunchSite {processOf(event.value(), true), threadOf(event.value()), ts->number()});
        else
            m_launches.addFlowEnd(threadOf(event.value()), ts->number(), id->integer());
    }

    void nest();
    GroupLaunches launchesOf(std::size_t group) const
    {
        GroupLaunches launches {m_groups[group].cost.name, {}};
        if (group < m_launched.size())
            for (const auto& [name, tally] : m_launched[group])
                launches.kernels.push_back({*m_nameList[name], tally.first, tally.second});
        std::stable_sort(launches.kernels.begin(), launches.kernels.end(),
            [](const LaunchedKernel& a, const LaunchedKernel& b) { return a.seconds > b.seconds; });
        return launches;
    }
    // The op that launched a GPU activity (-1 for none), and why not.
    enum class Unjoined { No, NoLaunch, OutsideOps };
    // `read`: a kernel of the GPU read, whose unknown process is said.
    std::int32_t launcher(const Kernel& kernel, bool read, Unjoined& why);
    void attribute(KinetoTrace& trace, std::int64_t device);
    void warn(KinetoTrace& trace) const;
    std::int64_t chooseDevice(std::optional<std::int64_t> asked, KinetoTrace& trace) const;

    std::string m_source;
    std::string m_key; // a process's, thread's or op's shapes' key being looked up, reused
    // The last process and thread found: their key in m_processes or m_threads, and their number.
    std::optional<std::pair<const std::string*, std::uint32_t>> m_lastProcess, m_lastThread;
    std::unordered_map<std::string, std::pair<std::int32_t, std::int32_t>> m_costs; // shapes as written: group, reason
    std::map<std::string, std::uint32_t, std::less<>> m_names;
    std::vector<const std::string*> m_nameList;
    std::unordered_map<std::string, std::uint32_t> m_threads;
    std::unordered_map<std::string, std::uint32_t> m_processes;
    std::vector<const std::string*> m_processNames; // each process's "pid" as written
    std::vector<bool> m_hostProcess; // whether a process runs ops or launches (else it is a GPU)
    std::vector<CpuOp> m_ops;
    std::vector<Kernel> m_kernels;
    LaunchIndex m_launches;
    std::optional<OpNesting> m_nesting;
    std::map<std::string, std::int32_t, std::less<>> m_groupIndex;
    std::vector<Group> m_groups;
    // Per group: each kernel name that ran for it, with its count and time.
    std::vector<std::map<std::uint32_t, std::pair<std::size_t, double>>> m_launched;
    std::map<std::string, std::int32_t, std::less<>> m_reasonIndex;
    std::vector<std::string> m_reasons;
    bool m_causalUnknown = false;
    double m_copySeconds = 0.0; // of the device read
    bool m_deviceAsked = false;
    std::size_t m_unknownProcess = 0; // kernels that more than one process could have launched
    double m_unknownProcessSeconds = 0.0;
    std::vector<std::uint32_t> m_sharingProcesses; // the processes those kernels' ids are found in
};

} // namespace roofline::kineto_reading
