#include "core/readers/kineto_trace.h"

#include "core/readers/kineto_reader.h"

namespace roofline {

namespace kineto_reading {

// Each op's owner: the outermost op of a modelled kind that encloses it in time on its thread, itself
// included. A modelled op's cost is all of its work, so every kernel launched inside it is its own:
// a kernel launched by an op the app does not model (aten::_flash_attention_forward inside
// aten::_scaled_dot_product_flash_attention, aten::pow inside aten::rms_norm) or by one it does
// (cudnn_convolution and the bias's add_ inside aten::convolution) counts for the outermost one, never twice.
void Reader::nest()
{
    std::vector<OpNesting::Span> spans;
    spans.reserve(m_ops.size());
    for (const CpuOp& op : m_ops)
        spans.push_back({op.thread, op.start, op.end});
    m_nesting.emplace(std::move(spans));
    for (const std::uint32_t index : m_nesting->order()) { // a parent before its children
        CpuOp& op = m_ops[index];
        const std::int32_t parent = m_nesting->parent(index);
        const std::int32_t parentOwner = parent < 0 ? -1 : m_ops[static_cast<std::size_t>(parent)].owner;
        const bool modelled = op.group >= 0 || op.reason >= 0;
        op.owner = parentOwner >= 0 ? parentOwner : (modelled ? static_cast<std::int32_t>(index) : -1);
    }
}

// The op that launched an activity: the innermost op on the launching thread whose span holds its launch.
// An External id is not used: PyTorch 2 writes the launching op's, which the time join finds too, but
// PyTorch 1.13 wrote the correlation there, which may name any op.
std::int32_t Reader::launcher(const Kernel& kernel, bool read, Unjoined& why)
{
    ActivityIds ids = kernel.ids;
    ids.hostProcess = m_hostProcess[ids.process];
    const LaunchIndex::Found found = m_launches.find(ids);
    if (!found.site) {
        why = Unjoined::NoLaunch;
        if (!found.sharing.empty() && read) {
            ++m_unknownProcess;
            m_unknownProcessSeconds += kernel.seconds;
            for (const std::uint32_t process : found.sharing)
                if (std::find(m_sharingProcesses.begin(), m_sharingProcesses.end(), process)
                    == m_sharingProcesses.end())
                    m_sharingProcesses.push_back(process);
        }
        return -1;
    }
    const std::int32_t op = m_nesting->innermostAt(found.site->thread, found.site->time);
    why = op < 0 ? Unjoined::OutsideOps : Unjoined::No;
    return op;
}

void Reader::attribute(KinetoTrace& trace, std::int64_t device)
{
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
    for (const Kernel& kernel : m_kernels) {
        Unjoined why = Unjoined::No;
        const std::int32_t op = launcher(kernel, kernel.device == device && !kernel.copy, why);
        DeviceTime& onDevice = *std::find_if(trace.join.devices.begin(), trace.join.devices.end(),
            [&kernel](const DeviceTime& time) { return time.device == kernel.device; });
        JoinedTime& joined = kernel.copy ? onDevice.copies : onDevice.kernels;
        (why == Unjoined::No ? joined.joinedSeconds
                             : (why == Unjoined::NoLaunch ? joined.noLaunchSeconds : joined.outsideOpsSeconds))
            += kernel.seconds;
        if (kernel.device != device)
            continue;
        if (kernel.copy) {
            m_copySeconds += kernel.seconds;
            continue;
        }
        trace.kernelSeconds += kernel.seconds;
        if (op < 0) {
            addUnmodelled("(no op)", kernel.seconds, {});
            continue;
        }
        const CpuOp& launcher = m_ops[static_cast<std::size_t>(op)];
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
        if (m_launched.size() < m_groups.size())
            m_launched.resize(m_groups.size());
        auto& launched = m_launched[static_cast<std::size_t>(owner.group)][kernel.name];
        ++launched.first;
        launched.second += kernel.seconds;
    }
    for (const DeviceTime& time : trace.join.devices)
        if (time.device == device) {
            trace.join.kernels = time.kernels;
            trace.join.copies = time.copies;
        }
    std::sort(m_sharingProcesses.begin(), m_sharingProcesses.end());
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
    // A part of the kernel time that is no point: its time, its share, what it went to (the first five) and how
    // many more, as one warning.
    const auto notePart
        = [&](double seconds, std::size_t count, const auto& itemText, const std::string& what, ErrorCode code) {
              if (seconds <= 0.0)
                  return;
              const std::string share = formatCompact(100.0 * seconds / trace.kernelSeconds, 3);
              std::string ops;
              for (std::size_t i = 0; i < count && i < 5; ++i)
                  ops += (i == 0 ? "" : ", ") + itemText(i);
              if (count > 5)
                  ops += " and " + std::to_string(count - 5) + " more ops";
              ErrorDetail* detail = note(formatDuration(seconds) + " of the trace's "
                      + formatDuration(trace.kernelSeconds) + " of kernel time (" + share + " %) " + what + ": " + ops,
                  code, formatDuration(seconds));
              detail->expected = formatDuration(trace.kernelSeconds);
              detail->low = share;
              detail->subject = ops;
          };
    notePart(
        trace.unmodelledSeconds, trace.unmodelled.size(),
        [&trace](std::size_t i) { return trace.unmodelled[i].op + " " + formatDuration(trace.unmodelled[i].seconds); },
        "ran in ops the app does not model, and is not on the chart", ErrorCode::UnmodelledShare);
    notePart(
        trace.dataMovementSeconds, trace.dataMovement.size(),
        [&trace](std::size_t i) {
            const DataMovement& moved = trace.dataMovement[i];
            return moved.name + " " + formatDuration(moved.seconds) + " at " + formatSI(moved.bytesPerS(), "B/s");
        },
        "moved data in ops that do no FLOPs: costed by their bytes, they are not on the chart",
        ErrorCode::DataMovement);
    // One warning per reason: the ops recorded without shapes are many, their reason one.
    std::map<std::string, std::string, std::less<>> opsByReason;
    std::vector<const std::string*> reasons;
    for (const UnmodelledTime& time : trace.unmodelled) {
        if (time.reason.empty())
            continue;
        std::string& ops = opsByReason[time.reason];
        if (ops.empty())
            reasons.push_back(&time.reason);
        ops += (ops.empty() ? "" : ", ") + time.op;
    }
    for (const std::string* reason : reasons) {
        const std::string& ops = opsByReason[*reason];
        note(ops + " is counted as unmodelled: " + *reason, ErrorCode::UnmodelledOp, ops)->expected = *reason;
    }
    if (trace.opsWithoutKernels > 0)
        note(std::to_string(trace.opsWithoutKernels)
                + (trace.opsWithoutKernels == 1
                        ? " run of a modelled op launched no GPU kernel in the trace and is left out"
                        : " runs of modelled ops launched no GPU kernel in the trace and are left out"),
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
    // The other GPUs' kernels are not on the chart: said, so that none is dropped without a word.
    double elsewhere = 0.0;
    std::string devices;
    for (const DeviceTime& device : trace.join.devices) {
        const double seconds = device.kernels.seconds();
        if (device.device == trace.join.device || seconds <= 0.0)
            continue;
        elsewhere += seconds;
        devices += (devices.empty() ? "" : ", ") + std::to_string(device.device);
    }
    if (elsewhere > 0.0) {
        const std::string read = std::to_string(trace.join.device);
        ErrorDetail* detail = note(formatDuration(elsewhere) + " of kernel time ran on the trace's other GPUs ("
                + devices + ") and is left out: GPU " + read + " is read, "
                + (m_deviceAsked ? "the one asked for" : "the one with the most kernel time"),
            m_deviceAsked ? ErrorCode::OtherDevicesAsked : ErrorCode::OtherDevices, formatDuration(elsewhere));
        detail->expected = devices;
        detail->subject = read;
    }
    if (m_copySeconds > 0.0)
        note(formatDuration(m_copySeconds)
                + " of memory copies and sets (gpu_memcpy, gpu_memset) are not kernels and are not counted",
            ErrorCode::CopiesNotCounted, formatDuration(m_copySeconds));
}

// The GPU read: the one asked for, else the one with most kernel time (of equal ones, the lowest number).
std::int64_t Reader::chooseDevice(std::optional<std::int64_t> asked, KinetoTrace& trace) const
{
    std::map<std::int64_t, std::pair<double, bool>> byDevice; // kernel time, whether it has kernels
    for (const Kernel& kernel : m_kernels) {
        auto& [seconds, hasKernels] = byDevice[kernel.device];
        if (!kernel.copy) {
            seconds += kernel.seconds;
            hasKernels = true;
        }
    }
    std::optional<std::int64_t> chosen;
    std::string devices;
    for (const auto& [device, time] : byDevice) {
        trace.join.devices.push_back(DeviceTime {device, {}, {}});
        if (!time.second)
            continue;
        devices += (devices.empty() ? "" : ", ") + std::to_string(device);
        if (!chosen || time.first > byDevice[*chosen].first)
            chosen = device;
    }
    if (!asked)
        return *chosen;
    if (byDevice.contains(*asked) && byDevice[*asked].second)
        return *asked;
    ErrorDetail detail = errorDetail(ErrorCode::UnknownName, std::to_string(*asked));
    detail.source = m_source;
    detail.keyPath = "device";
    detail.expected = devices;
    throw Error(ErrorKind::InvalidValue,
        m_source + ": no kernel ran on GPU " + std::to_string(*asked) + "; the trace's GPUs with kernels: " + devices,
        std::move(detail));
}

KinetoTrace Reader::finish(std::optional<std::int64_t> asked)
{
    if (std::none_of(m_kernels.begin(), m_kernels.end(), [](const Kernel& kernel) { return !kernel.copy; })) {
        ErrorDetail detail = errorDetail(ErrorCode::NoGpuKernels, std::to_string(m_ops.size()));
        detail.source = m_source;
        throw Error(ErrorKind::Syntax,
            m_source + ": the trace has no GPU kernels (only " + std::to_string(m_ops.size())
                + " CPU ops): profile with ProfilerActivity.CUDA as well",
            std::move(detail));
    }
    KinetoTrace trace;
    m_deviceAsked = asked.has_value();
    trace.join.device = chooseDevice(asked, trace);
    nest();
    attribute(trace, trace.join.device);
    std::vector<bool> shown(m_groups.size(), false);
    // A group's runs share its name's characters; the context of a run's check is made in one string, reused.
    std::vector<SharedText> names;
    names.reserve(m_groups.size());
    for (const Group& group : m_groups)
        names.emplace_back(group.cost.name);
    std::string context;
    const SharedText anyLink(kAnyLinkName);
    std::vector<std::int32_t> movedAt(m_groups.size(), -1); // a group's place in trace.dataMovement
    for (std::size_t index = 0; index < m_ops.size(); ++index) {
        const CpuOp& op = m_ops[index];
        if (op.group < 0 || op.owner != static_cast<std::int32_t>(index))
            continue; // not costed, or a part of the modelled op around it
        if (op.seconds <= 0.0) {
            ++trace.opsWithoutKernels;
            continue;
        }
        const Group& group = m_groups[static_cast<std::size_t>(op.group)];
        if (group.cost.flops == 0.0) { // no FLOPs, no point: its bytes and time as data movement
            std::int32_t& at = movedAt[static_cast<std::size_t>(op.group)];
            if (at < 0) {
                at = static_cast<std::int32_t>(trace.dataMovement.size());
                trace.dataMovement.push_back(DataMovement {group.cost.name, 0, 0.0, 0.0, group.cost.overLink});
            }
            DataMovement& moved = trace.dataMovement[static_cast<std::size_t>(at)];
            ++moved.runs;
            moved.bytes += group.cost.bytes;
            moved.seconds += op.seconds;
            trace.dataMovementSeconds += op.seconds;
            continue;
        }
        MeasuredKernel kernel {names[static_cast<std::size_t>(op.group)], group.cost.flops, group.cost.bytes,
            op.seconds, {}, group.cost.overLink ? anyLink : SharedText(), group.cost.dtype};
        context.assign(m_source).append(": traceEvents[").append(std::to_string(op.event)).append("]");
        validateMeasuredKernel(kernel, context);
        trace.kernels.push_back(std::move(kernel));
        if (!shown[static_cast<std::size_t>(op.group)]) {
            shown[static_cast<std::size_t>(op.group)] = true;
            trace.shapes.push_back(MeasuredShape {group.cost.name, group.cost.op, group.cost.copies});
            trace.launches.push_back(launchesOf(static_cast<std::size_t>(op.group)));
        }
    }
    std::stable_sort(trace.dataMovement.begin(), trace.dataMovement.end(),
        [](const DataMovement& a, const DataMovement& b) { return a.seconds > b.seconds; });
    warn(trace);
    return trace;
}

} // namespace kineto_reading

using kineto_reading::Reader;

bool looksLikeKinetoTrace(std::string_view data)
{
    if (isGzip(data))
        return true;
    // Kineto writes "deviceProperties" and its metadata (distributedInfo…) before "traceEvents"
    // (ChromeTraceLogger::handleTraceStart in libkineto/src/output_json.cpp), as much of them as there is:
    // the key is looked for among the top level's keys wherever it is, whatever comes before it.
    return firstTopLevelKey(data, {"traceEvents"}).has_value();
}

KinetoTrace parseKinetoTrace(std::string_view data, std::string_view source, std::optional<std::int64_t> device)
{
    return parseKinetoTrace(data, source, device, TextReading(data.size(), nullptr, nullptr));
}

// Streamed first, each event read without being built (readTraceEvents); a trace the streaming reader is not
// sure of is read again with the JSON parser, event by event as values, which says what is wrong.
KinetoTrace parseKinetoTrace(
    std::string_view data, std::string_view source, std::optional<std::int64_t> device, TextReading reading)
{
    {
        Reader reader(source);
        if (readTraceEvents(
                data, source, kMaxTraceTextBytes, reading, [&reader](const TraceEvent& event) { reader.event(event); }))
            return reader.finish(device);
    }
    return testing::parseKinetoTraceByValues(data, source, device);
}

namespace testing {

KinetoTrace parseKinetoTraceByValues(std::string_view data, std::string_view source, std::optional<std::int64_t> device)
{
    std::string inflated;
    if (isGzip(data)) {
        inflated = gunzip(data, source, kMaxTraceTextBytes);
        data = inflated;
    }
    Reader reader(source);
    streamJsonArray(data, source, 32, "traceEvents",
        [&reader](const nlohmann::json& event, std::size_t index) { reader.event(event, index); });
    return reader.finish(device);
}

} // namespace testing

KinetoTrace loadKinetoTraceFile(const std::filesystem::path& path, std::optional<std::int64_t> device)
{
    constexpr std::string_view kWhat = "PyTorch profiler trace";
    MappedText mapped(path, kWhat);
    const std::string_view data = mapped.text();
    if (data.size() > kMaxTraceFileBytes) {
        ErrorDetail detail;
        detail.code = ErrorCode::FileTooLarge;
        detail.source = path.string();
        detail.value = std::string(kWhat);
        detail.limit = kMaxTraceFileBytes;
        throw Error(ErrorKind::TooLarge,
            path.string() + ": file is larger than " + formatByteSize(kMaxTraceFileBytes) + ", too large to be a "
                + std::string(kWhat),
            std::move(detail));
    }
    return parseKinetoTrace(data, path.string(), device, TextReading(data.size(), nullptr, &mapped));
}

} // namespace roofline
