#include "core/scene/slide_heading.h"

#include "core/base/text.h"

#include <algorithm>

namespace roofline {

namespace {

// The ops a slide shows, in order: the roofline's, then the batch-size chart's, those hidden in a
// legend left out.
std::vector<const Op*> shownOps(const Project& project, SlideCharts charts)
{
    std::vector<const Op*> ops;
    const auto add = [&ops](const std::vector<Op>& list, const std::vector<int>& hidden) {
        for (std::size_t i = 0; i < list.size(); ++i) {
            if (std::find(hidden.begin(), hidden.end(), static_cast<int>(i)) == hidden.end())
                ops.push_back(&list[i]);
        }
    };
    if (charts != SlideCharts::BatchSize)
        add(project.ops, project.views.hidden.rooflineOps);
    if (charts != SlideCharts::Roofline)
        add(project.sweeps, project.views.hidden.sweeps);
    return ops;
}

// An op's two inputs when they differ: x and w (a matmul's activations and weights, an MoE's), or x
// and kv (attention's queries and cache).
std::string operandsOf(const Op& op)
{
    for (const char* second : {"w", "kv"}) {
        if (!findDtypeParam(op.kind, "x") || !findDtypeParam(op.kind, second))
            continue;
        const Dtype x = dtypeValue(op, "x");
        const Dtype other = dtypeValue(op, second);
        if (x != other)
            return std::string(dtypeName(x)) + "×" + std::string(dtypeName(other));
    }
    return {};
}

// Whether an op has a number for `key`, its own or a slider's.
bool hasNumber(const Op& op, std::string_view key)
{
    return op.numbers.contains(key) || op.bindings.contains(key);
}

} // namespace

SlideHeading slideHeading(const Project& project, const std::vector<const Chip*>& chips, SlideCharts charts)
{
    SlideHeading heading;
    for (const Chip* chip : chips)
        heading.chipNames.push_back(chip->name);
    const std::vector<const Op*> ops = shownOps(project, charts);
    if (!ops.empty()) {
        const Op& first = *ops.front();
        heading.op = std::string(opKindInfo(first.kind).name);
        heading.label = first.label;
        heading.precision = std::string(dtypeName(computeDtype(first)));
        heading.operands = operandsOf(first);
        // A sweep's B is the chart's axis, not a value: only the roofline's op has one.
        const bool onRoofline = charts != SlideCharts::BatchSize;
        if (onRoofline && hasNumber(first, "B"))
            heading.batch = paramValue(first, "B", project.dims);
    }
    if (charts != SlideCharts::Roofline)
        heading.batchRange = project.viewOptions.batchRange;
    for (const Dim dim : {Dim::D, Dim::F, Dim::T, Dim::S}) {
        SlideDim values {std::string(dimName(dim)), {}};
        for (const Op* op : ops) {
            if (!hasNumber(*op, values.name))
                continue;
            const double value = paramValue(*op, values.name, project.dims);
            if (std::find(values.values.begin(), values.values.end(), value) == values.values.end())
                values.values.push_back(value);
        }
        if (!values.values.empty())
            heading.dims.push_back(std::move(values));
    }
    return heading;
}

std::string sourceHost(std::string_view url)
{
    std::string_view rest = trim(url);
    if (const std::size_t scheme = rest.find("://"); scheme != std::string_view::npos) {
        rest.remove_prefix(scheme + 3);
        rest = rest.substr(0, rest.find_first_of("/?#"));
        if (const std::size_t at = rest.rfind('@'); at != std::string_view::npos)
            rest.remove_prefix(at + 1);
        rest = rest.substr(0, rest.find(':'));
        if (rest.starts_with("www."))
            rest.remove_prefix(4);
    }
    return std::string(rest);
}

std::vector<ChipSources> chipSources(const std::vector<const Chip*>& chips)
{
    std::vector<ChipSources> all;
    for (const Chip* chip : chips) {
        std::vector<std::pair<std::string, int>> cited; // host, how many numbers cite it; in file order
        for (const Source& source : chip->sources) {
            const std::string host = sourceHost(source.url);
            if (host.empty())
                continue;
            const auto it = std::find_if(cited.begin(), cited.end(), [&](const auto& c) { return c.first == host; });
            if (it == cited.end())
                cited.emplace_back(host, 1);
            else
                ++it->second;
        }
        if (cited.empty())
            continue;
        std::stable_sort(cited.begin(), cited.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
        ChipSources sources {chip->name, {}};
        for (const auto& [host, count] : cited)
            sources.hosts.push_back(host);
        all.push_back(std::move(sources));
    }
    return all;
}

} // namespace roofline
