#include "core/measured/measured_groups.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/measured/name_pattern.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace roofline {

namespace {

// Neumaier's compensated sum: the total of many kernels' seconds is the correctly rounded sum in
// practice, whatever order the profile lists them in (0.1 + 0.2 + 0.3 gives 0.6, not 0.6000000000000001).
struct CompensatedSum {
    double sum = 0.0;
    double compensation = 0.0;

    void add(double value)
    {
        const double total = sum + value;
        if (std::fabs(sum) >= std::fabs(value))
            compensation += (sum - total) + value;
        else
            compensation += (value - total) + sum;
        sum = total;
    }
    double value() const { return sum + compensation; }
};

// Chip ids and memory levels as grouping compares them: trimmed, without case. A profile's kernels
// repeat a few such texts a million times: each distinct text is folded once.
class FoldedTexts {
public:
    std::size_t indexOf(std::string_view text)
    {
        if (const auto found = m_raw.find(text); found != m_raw.end())
            return found->second;
        const auto [folded, added] = m_folded.emplace(toLower(trim(text)), m_folded.size());
        m_raw.emplace(text, folded->second);
        return folded->second;
    }
    std::size_t size() const { return m_folded.size(); }

private:
    std::unordered_map<std::string_view, std::size_t> m_raw; // views of the kernels' own texts
    std::unordered_map<std::string, std::size_t> m_folded;
};

// What makes kernels one group: the same name on the same chip over the same memory level.
struct GroupKey {
    std::string_view name;
    std::size_t profile = 0;
    std::size_t link = 0;
    bool operator==(const GroupKey&) const = default;
};

struct GroupKeyHash {
    std::size_t operator()(const GroupKey& key) const noexcept
    {
        std::size_t hash = std::hash<std::string_view> {}(key.name);
        hash ^= key.profile + 0x9E3779B97F4A7C15ULL + (hash << 6) + (hash >> 2);
        hash ^= key.link + 0x9E3779B97F4A7C15ULL + (hash << 6) + (hash >> 2);
        return hash;
    }
};

struct GroupSums {
    std::size_t first = 0; // the kernel that names the group
    std::size_t count = 0;
    CompensatedSum flops;
    CompensatedSum bytes;
    CompensatedSum seconds;
    std::size_t profile = 0;
    DtypeTally dtype;
};

// The groups a chart does not draw (ranked by time), summed per profile, in the order of each profile's
// first such group.
std::vector<MeasuredRest> restOf(std::span<const std::size_t> notDrawn, std::span<const GroupSums> sums,
    std::span<const CompensatedSum> profileSeconds, std::span<const MeasuredKernel> kernels)
{
    struct RestSums {
        MeasuredRest rest;
        std::size_t profile = 0;
        CompensatedSum flops;
        CompensatedSum bytes;
        CompensatedSum seconds;
        DtypeTally dtype;
    };
    std::vector<RestSums> found;
    std::vector<std::size_t> ofProfile(profileSeconds.size(), std::string::npos);
    for (const std::size_t g : notDrawn) {
        std::size_t& index = ofProfile[sums[g].profile];
        if (index == std::string::npos) {
            index = found.size();
            found.push_back({});
            found.back().rest.chipId = kernels[sums[g].first].chipId;
            found.back().profile = sums[g].profile;
        }
        RestSums& r = found[index];
        ++r.rest.groups;
        r.rest.count += sums[g].count;
        r.flops.add(sums[g].flops.value());
        r.bytes.add(sums[g].bytes.value());
        r.seconds.add(sums[g].seconds.value());
        r.dtype.add(sums[g].dtype.result());
    }
    std::vector<MeasuredRest> rest;
    rest.reserve(found.size());
    for (RestSums& r : found) {
        r.rest.flops = r.flops.value();
        r.rest.bytes = r.bytes.value();
        r.rest.seconds = r.seconds.value();
        r.rest.dtype = r.dtype.result();
        const double total = profileSeconds[r.profile].value();
        r.rest.timeShare = total > 0.0 ? r.rest.seconds / total : 0.0;
        rest.push_back(std::move(r.rest));
    }
    return rest;
}

NamePattern compileFilter(const MeasuredSettings& settings, std::string_view context)
{
    if (settings.filter.empty())
        return {};
    return settings.filterIsRegex ? NamePattern::regex(settings.filter, context)
                                  : NamePattern::substring(settings.filter);
}

MeasuredSelection select(std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings,
    const NamePattern& pattern, std::size_t maxDrawn)
{
    MeasuredSelection selection;
    selection.aggregated = aggregates(settings, kernels.size());

    // Which group each kernel belongs to, and each group's sums. Keys are views of the kernels' own
    // texts: nothing is copied per kernel.
    FoldedTexts profiles;
    FoldedTexts links;
    std::vector<CompensatedSum> profileSeconds;
    std::vector<GroupSums> sums;
    std::vector<std::size_t> groupOf(kernels.size());
    std::unordered_map<GroupKey, std::size_t, GroupKeyHash> groupIndex;
    for (std::size_t i = 0; i < kernels.size(); ++i) {
        const MeasuredKernel& kernel = kernels[i];
        const std::size_t profile = profiles.indexOf(kernel.chipId);
        if (profile == profileSeconds.size())
            profileSeconds.emplace_back();
        profileSeconds[profile].add(kernel.seconds);
        std::size_t group = sums.size();
        if (selection.aggregated) {
            const auto [it, added]
                = groupIndex.try_emplace({kernel.name.view(), profile, links.indexOf(kernel.link)}, group);
            group = it->second;
        }
        if (group == sums.size())
            sums.push_back({i, 0, {}, {}, {}, profile, {}});
        GroupSums& g = sums[group];
        ++g.count;
        g.flops.add(kernel.flops);
        g.bytes.add(kernel.bytes);
        g.seconds.add(kernel.seconds);
        g.dtype.add(kernel.dtype);
        groupOf[i] = group;
    }

    // Time shares, then the filter: by name (each distinct name tried once) and by share.
    std::vector<double> shares(sums.size());
    std::vector<char> kept(sums.size(), 0);
    std::unordered_map<std::string_view, bool> nameMatches;
    for (std::size_t g = 0; g < sums.size(); ++g) {
        const MeasuredKernel& named = kernels[sums[g].first];
        const double total = profileSeconds[sums[g].profile].value();
        shares[g] = total > 0.0 ? sums[g].seconds.value() / total : 0.0;
        bool match = true;
        if (!pattern.matchesEverything()) {
            const auto [it, added] = nameMatches.emplace(named.name, false);
            if (added)
                it->second = pattern.matches(named.name);
            match = it->second;
        }
        kept[g] = match && shares[g] >= settings.minTimeShare;
    }

    std::vector<std::size_t> order;
    for (std::size_t g = 0; g < sums.size(); ++g) {
        if (kept[g]) {
            order.push_back(g);
            selection.kernelsShown += sums[g].count;
        } else {
            ++selection.groupsFilteredOut;
            selection.kernelsFilteredOut += sums[g].count;
        }
    }
    // Ranked by time for the labels; shown in that order when grouped, in file order (as imported)
    // when each kernel is its own point.
    // Largest share first, then more seconds, then by name and chip; each group's numbers worked out
    // once, not at every comparison.
    struct Ranked {
        double share = 0.0;
        double seconds = 0.0;
        std::size_t group = 0;
    };
    std::vector<Ranked> byTime;
    byTime.reserve(order.size());
    for (const std::size_t g : order)
        byTime.push_back({shares[g], sums[g].seconds.value(), g});
    std::sort(byTime.begin(), byTime.end(), [&](const Ranked& a, const Ranked& b) {
        if (a.share != b.share)
            return a.share > b.share;
        if (a.seconds != b.seconds)
            return a.seconds > b.seconds;
        const MeasuredKernel& first = kernels[sums[a.group].first];
        const MeasuredKernel& second = kernels[sums[b.group].first];
        return std::tie(first.name, first.chipId) < std::tie(second.name, second.chipId);
    });
    std::vector<std::size_t> ranked;
    ranked.reserve(byTime.size());
    for (const Ranked& r : byTime)
        ranked.push_back(r.group);

    std::vector<char> labelled(sums.size(), 0);
    for (std::size_t r = 0; r < ranked.size() && static_cast<int>(r) < settings.labelTop; ++r)
        labelled[ranked[r]] = 1;
    const std::size_t drawnCount = std::min(maxDrawn, ranked.size());
    std::vector<char> drawn(sums.size(), 0);
    for (std::size_t r = 0; r < drawnCount; ++r)
        drawn[ranked[r]] = 1;
    selection.rest = restOf(std::span(ranked).subspan(drawnCount), sums, profileSeconds, kernels);
    if (selection.aggregated)
        order = std::move(ranked);

    // Members group by group, in file order within each.
    std::vector<std::size_t> rank(sums.size(), std::string::npos);
    for (std::size_t r = 0; r < order.size(); ++r)
        rank[order[r]] = r;
    std::vector<std::size_t> offset(order.size() + 1, 0);
    for (std::size_t r = 0; r < order.size(); ++r)
        offset[r + 1] = offset[r] + sums[order[r]].count;
    selection.members.resize(offset.back());
    std::vector<std::size_t> fill = offset; // where each group's next member goes (the last entry is unused)
    for (std::size_t i = 0; i < kernels.size(); ++i) {
        const std::size_t r = rank[groupOf[i]];
        if (r != std::string::npos)
            selection.members[fill[r]++] = i;
    }

    selection.groups.reserve(order.size());
    for (std::size_t r = 0; r < order.size(); ++r) {
        const GroupSums& g = sums[order[r]];
        const MeasuredKernel& named = kernels[g.first];
        MeasuredGroup group;
        group.name = named.name;
        group.chipId = named.chipId;
        group.link = named.link;
        group.firstMember = offset[r];
        group.count = g.count;
        group.flops = g.flops.value();
        group.bytes = g.bytes.value();
        group.seconds = g.seconds.value();
        group.timeShare = shares[order[r]];
        group.labelled = labelled[order[r]] != 0;
        group.dtype = g.dtype.result();
        selection.groups.push_back(std::move(group));
        if (drawn[order[r]])
            selection.drawn.push_back(r);
    }
    return selection;
}

} // namespace

bool aggregates(const MeasuredSettings& settings, std::size_t kernelCount)
{
    switch (settings.aggregation) {
    case Aggregation::On:
        return true;
    case Aggregation::Off:
        return false;
    case Aggregation::Auto:
        break;
    }
    return kernelCount > kAggregateAbove;
}

MeasuredSelection selectMeasured(std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings,
    std::string_view context, std::size_t maxDrawn)
{
    return select(kernels, settings, compileFilter(settings, context), maxDrawn);
}

MeasuredSelection selectMeasuredLeniently(
    std::span<const MeasuredKernel> kernels, const MeasuredSettings& settings, std::size_t maxDrawn)
{
    try {
        return select(kernels, settings, compileFilter(settings, "measured_view.filter"), maxDrawn);
    } catch (const Error& error) {
        MeasuredSelection selection = select(kernels, settings, NamePattern {}, maxDrawn);
        selection.filterProblem = error.what();
        return selection;
    }
}

MeasuredGroup measuredGroupOf(
    const KernelNameGroup& named, std::span<const MeasuredKernel> kernels, std::string_view chipId)
{
    MeasuredGroup group;
    group.name = named.name;
    group.chipId = SharedText(chipId);
    group.link = kernels[named.firstKernel].link;
    group.count = named.count;
    group.flops = named.flops;
    group.bytes = named.bytes;
    group.seconds = named.seconds;
    group.dtype = named.dtype;
    return group;
}

std::vector<KernelNameGroup> groupByName(std::span<const MeasuredKernel> kernels)
{
    struct Sums {
        std::size_t first = 0;
        std::size_t count = 0;
        CompensatedSum flops;
        CompensatedSum bytes;
        CompensatedSum seconds;
        DtypeTally dtype;
    };
    std::vector<Sums> sums;
    std::unordered_map<std::string_view, std::size_t> index;
    for (std::size_t i = 0; i < kernels.size(); ++i) {
        const auto [it, added] = index.emplace(kernels[i].name, sums.size());
        if (added)
            sums.push_back({i, 0, {}, {}, {}, {}});
        Sums& group = sums[it->second];
        ++group.count;
        group.flops.add(kernels[i].flops);
        group.bytes.add(kernels[i].bytes);
        group.seconds.add(kernels[i].seconds);
        group.dtype.add(kernels[i].dtype);
    }
    std::vector<KernelNameGroup> groups;
    groups.reserve(sums.size());
    for (const Sums& group : sums)
        groups.push_back({kernels[group.first].name, group.count, group.flops.value(), group.bytes.value(),
            group.seconds.value(), group.first, group.dtype.result()});
    std::sort(groups.begin(), groups.end(), [](const KernelNameGroup& a, const KernelNameGroup& b) {
        return a.seconds != b.seconds ? a.seconds > b.seconds : a.name < b.name;
    });
    return groups;
}

void validateMeasuredSettings(const MeasuredSettings& settings, std::string_view context)
{
    const std::string where(context);
    if (settings.labelTop < 0 || settings.labelTop > kMaxLabelTop) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotInRange;
        detail.keyPath = where + ".label_top";
        detail.value = std::to_string(settings.labelTop);
        detail.low = "0";
        detail.high = std::to_string(kMaxLabelTop);
        throw Error(ErrorKind::InvalidValue,
            where + ".label_top: must be from 0 to " + std::to_string(kMaxLabelTop) + ", got "
                + std::to_string(settings.labelTop),
            std::move(detail));
    }
    if (!(settings.minTimeShare >= 0.0 && settings.minTimeShare <= 1.0)) {
        ErrorDetail detail;
        detail.code = ErrorCode::NotInRange;
        detail.keyPath = where + ".min_time_share";
        detail.value = formatPlain(settings.minTimeShare);
        detail.low = "0";
        detail.high = "1";
        throw Error(ErrorKind::InvalidValue,
            where + ".min_time_share: must be from 0 to 1 (a share of the profile's time), got "
                + formatPlain(settings.minTimeShare),
            std::move(detail));
    }
    compileFilter(settings, where + ".filter");
}

} // namespace roofline
