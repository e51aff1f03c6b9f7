#include "core/readers/trace_join.h"

#include <algorithm>
#include <numeric>
#include <tuple>
#include <utility>

namespace roofline {

void LaunchIndex::addLaunch(std::int64_t correlation, std::optional<std::int64_t> externalId, LaunchSite site)
{
    m_launches.push_back({correlation, externalId, site});
}

void LaunchIndex::addFlowStart(std::int64_t id, LaunchSite site)
{
    m_flowStarts.push_back({id, site});
}

void LaunchIndex::addFlowEnd(std::uint32_t thread, double time, std::int64_t id)
{
    m_flowEnds.push_back({thread, time, id});
}

namespace {

// Sorts `items` by `key`, keeping the order they were added in among equal keys (Kineto writes them nearly in
// order already), then drops each item that `repeats` one kept before it under the same key.
template<typename Item, typename Key, typename Repeats>
void sortKeepingTheFirst(std::vector<Item>& items, Key key, Repeats repeats)
{
    const auto before = [&key](const Item& a, const Item& b) { return key(a) < key(b); };
    if (!std::is_sorted(items.begin(), items.end(), before))
        std::stable_sort(items.begin(), items.end(), before);
    std::size_t kept = 0;
    std::size_t group = 0; // where the kept items of the current key start
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (kept == 0 || key(items[kept - 1]) != key(items[i]))
            group = kept;
        bool repeat = false;
        for (std::size_t k = group; k < kept && !repeat; ++k)
            repeat = repeats(items[k], items[i]);
        if (!repeat)
            items[kept++] = items[i];
    }
    items.resize(kept);
}

// The items of one key in a list sortKeepingTheFirst sorted.
template<typename Item, typename Key, typename Value>
std::pair<const Item*, const Item*> itemsOf(const std::vector<Item>& items, Key key, const Value& value)
{
    const auto first
        = std::partition_point(items.begin(), items.end(), [&](const Item& item) { return key(item) < value; });
    const auto last = std::partition_point(first, items.end(), [&](const Item& item) { return !(value < key(item)); });
    return {items.data() + (first - items.begin()), items.data() + (last - items.begin())};
}

} // namespace

void LaunchIndex::sort()
{
    if (m_sorted)
        return;
    m_sorted = true;
    // One launch per correlation in a process, and one flow start per id: a second one (a trace written
    // twice over) changes nothing.
    sortKeepingTheFirst(
        m_launches, [](const Launch& launch) { return launch.correlation; },
        [](const Launch& a, const Launch& b) { return a.site.process == b.site.process; });
    sortKeepingTheFirst(
        m_flowStarts, [](const FlowStart& start) { return start.id; },
        [](const FlowStart& a, const FlowStart& b) { return a.site.process == b.site.process; });
    sortKeepingTheFirst(
        m_flowEnds, [](const FlowEnd& end) { return std::make_tuple(end.thread, end.time); },
        [](const FlowEnd& a, const FlowEnd& b) { return a.id == b.id; });
}

LaunchIndex::Found LaunchIndex::find(const ActivityIds& activity)
{
    sort();
    if (!activity.correlation)
        return fromFlow(activity);
    const auto [first, last] = itemsOf(
        m_launches, [](const Launch& launch) { return launch.correlation; }, *activity.correlation);
    if (first == last)
        return fromFlow(activity);
    if (activity.hostProcess) {
        for (const Launch* launch = first; launch != last; ++launch)
            if (launch->site.process == activity.process)
                return {launch->site, {}};
        return fromFlow(activity);
    }
    if (last - first == 1)
        return {first->site, {}};
    // Several processes launched this correlation: the one whose launch carries the activity's External id.
    const Launch* agreeing = nullptr;
    std::size_t agreeingCount = 0;
    if (activity.externalId)
        for (const Launch* launch = first; launch != last; ++launch)
            if (launch->externalId == activity.externalId) {
                agreeing = launch;
                ++agreeingCount;
            }
    if (agreeingCount == 1)
        return {agreeing->site, {}};
    Found ambiguous;
    for (const Launch* launch = first; launch != last; ++launch)
        ambiguous.sharing.push_back(launch->site.process);
    return ambiguous;
}

LaunchIndex::Found LaunchIndex::fromFlow(const ActivityIds& activity) const
{
    const auto [firstEnd, lastEnd] = itemsOf(
        m_flowEnds, [](const FlowEnd& end) { return std::make_tuple(end.thread, end.time); },
        std::make_tuple(activity.thread, activity.start));
    if (lastEnd - firstEnd != 1)
        return {};
    const auto [first, last] = itemsOf(
        m_flowStarts, [](const FlowStart& start) { return start.id; }, firstEnd->id);
    if (first == last)
        return {};
    if (activity.hostProcess) {
        for (const FlowStart* start = first; start != last; ++start)
            if (start->site.process == activity.process)
                return {start->site, {}};
        return {};
    }
    if (last - first == 1)
        return {first->site, {}};
    Found ambiguous;
    for (const FlowStart* start = first; start != last; ++start)
        ambiguous.sharing.push_back(start->site.process);
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
