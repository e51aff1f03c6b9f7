#include "core/readers/trace_join.h"

#include <algorithm>
#include <numeric>

namespace roofline {

void LaunchIndex::addLaunch(std::int64_t correlation, std::optional<std::int64_t> externalId, LaunchSite site)
{
    std::vector<Launch>& launches = m_launches[correlation];
    // One launch per correlation in a process: a second one (a trace written twice over) changes nothing.
    if (std::none_of(
            launches.begin(), launches.end(), [&site](const Launch& launch) { return launch.process == site.process; }))
        launches.push_back({site.process, externalId, site});
}

void LaunchIndex::addFlowStart(std::int64_t id, LaunchSite site)
{
    std::vector<LaunchSite>& starts = m_flowStarts[id];
    if (std::none_of(
            starts.begin(), starts.end(), [&site](const LaunchSite& start) { return start.process == site.process; }))
        starts.push_back(site);
}

void LaunchIndex::addFlowEnd(std::uint32_t thread, double time, std::int64_t id)
{
    std::vector<std::int64_t>& ids = m_flowEnds[{thread, time}];
    if (std::find(ids.begin(), ids.end(), id) == ids.end())
        ids.push_back(id);
}

LaunchIndex::Found LaunchIndex::find(const ActivityIds& activity) const
{
    const auto found = activity.correlation ? m_launches.find(*activity.correlation) : m_launches.end();
    if (found == m_launches.end())
        return fromFlow(activity);
    const std::vector<Launch>& launches = found->second;
    if (activity.hostProcess) {
        for (const Launch& launch : launches)
            if (launch.process == activity.process)
                return {launch.site, {}};
        return fromFlow(activity);
    }
    if (launches.size() == 1)
        return {launches.front().site, {}};
    // Several processes launched this correlation: the one whose launch carries the activity's External id.
    const Launch* agreeing = nullptr;
    std::size_t agreeingCount = 0;
    if (activity.externalId)
        for (const Launch& launch : launches)
            if (launch.externalId == activity.externalId) {
                agreeing = &launch;
                ++agreeingCount;
            }
    if (agreeingCount == 1)
        return {agreeing->site, {}};
    Found ambiguous;
    for (const Launch& launch : launches)
        ambiguous.sharing.push_back(launch.process);
    return ambiguous;
}

LaunchIndex::Found LaunchIndex::fromFlow(const ActivityIds& activity) const
{
    const auto ends = m_flowEnds.find({activity.thread, activity.start});
    if (ends == m_flowEnds.end() || ends->second.size() != 1)
        return {};
    const auto starts = m_flowStarts.find(ends->second.front());
    if (starts == m_flowStarts.end())
        return {};
    if (activity.hostProcess) {
        for (const LaunchSite& start : starts->second)
            if (start.process == activity.process)
                return {start, {}};
        return {};
    }
    if (starts->second.size() == 1)
        return {starts->second.front(), {}};
    Found ambiguous;
    for (const LaunchSite& start : starts->second)
        ambiguous.sharing.push_back(start.process);
    return ambiguous;
}

OpNesting::OpNesting(std::vector<Span> spans)
    : m_spans(std::move(spans))
    , m_order(m_spans.size())
    , m_parents(m_spans.size(), -1)
{
    std::iota(m_order.begin(), m_order.end(), 0u);
    // By thread, then start, then the enclosing op (the later end) first; a stable sort keeps ops that
    // share all three in the order they were recorded, so of an op and its only child with the same
    // times the one recorded first encloses.
    std::stable_sort(m_order.begin(), m_order.end(), [this](std::uint32_t a, std::uint32_t b) {
        const Span& x = m_spans[a];
        const Span& y = m_spans[b];
        return std::tie(x.thread, x.start, y.end) < std::tie(y.thread, y.start, x.end);
    });
    std::vector<std::uint32_t> open; // the ops enclosing the current one, all on its thread
    for (const std::uint32_t index : m_order) {
        const Span& op = m_spans[index];
        if (!open.empty() && m_spans[open.back()].thread != op.thread)
            open.clear();
        // Pop what ended before this op: an op that ends as this one starts is a sibling, not a parent.
        while (!open.empty()
            && (m_spans[open.back()].end < op.end
                || (m_spans[open.back()].end <= op.start && m_spans[open.back()].start < op.start)))
            open.pop_back();
        m_parents[index] = open.empty() ? -1 : static_cast<std::int32_t>(open.back());
        open.push_back(index);
    }
}

std::int32_t OpNesting::innermostAt(std::uint32_t thread, double time) const
{
    // The last op of the thread to start by `time`: it holds the time, or one of its ancestors does (an op
    // that holds the time and started before it encloses it).
    const auto after = std::upper_bound(m_order.begin(), m_order.end(), std::make_tuple(thread, time),
        [this](const std::tuple<std::uint32_t, double>& key, std::uint32_t op) {
            return key < std::make_tuple(m_spans[op].thread, m_spans[op].start);
        });
    if (after == m_order.begin())
        return -1;
    std::int32_t op = static_cast<std::int32_t>(*std::prev(after));
    if (m_spans[static_cast<std::size_t>(op)].thread != thread)
        return -1;
    while (op >= 0 && m_spans[static_cast<std::size_t>(op)].end < time)
        op = m_parents[static_cast<std::size_t>(op)];
    return op;
}

} // namespace roofline
