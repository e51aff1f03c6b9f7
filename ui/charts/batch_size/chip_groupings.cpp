#include "ui/charts/batch_size/chip_groupings.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <numeric>
#include <optional>

namespace roofline::ui {

namespace {

double ceilingOf(const ChipSweeps& chip)
{
    double ceiling = 0.0;
    for (const SweepCurve& curve : chip.curves)
        ceiling = std::max(ceiling, curve.peakFlopsPerS);
    return ceiling;
}

// The first B at which a curve reaches `level` (none: it never does in the swept range).
std::optional<double> reaches(const std::vector<double>& batch, const std::vector<double>& flops, double level)
{
    for (std::size_t i = 0; i < batch.size() && i < flops.size(); ++i) {
        if (flops[i] >= level)
            return batch[i];
    }
    return std::nullopt;
}

} // namespace

int kneesCrossed(
    const BatchSizeScene& scene, std::size_t chip, std::size_t other, double top, double labelWidth, double labelHeight)
{
    if (chip == other || scene.batch.empty())
        return 0;
    const ChipSweeps& mine = scene.chips[chip];
    const ChipSweeps& theirs = scene.chips[other];
    const double reach = labelWidth * (scene.batch.back() - scene.batch.front()) / 2.0;
    int crossed = 0;
    for (const SweepCurve& curve : mine.curves) {
        if (!curve.criticalBatch || *curve.criticalBatch < scene.batch.front()
            || *curve.criticalBatch > scene.batch.back())
            continue;
        const double knee = *curve.criticalBatch;
        const double level = curve.peakFlopsPerS;
        for (const SweepCurve& line : theirs.curves) {
            // Where it climbs through the band above this ceiling: from reaching the ceiling's level
            // to a label's height above it (or the end of the range, if it stays in the band).
            const std::optional<double> from = reaches(scene.batch, line.flopsPerS, level);
            if (!from)
                continue;
            const double to
                = reaches(scene.batch, line.flopsPerS, level + labelHeight * top).value_or(scene.batch.back());
            if (to >= knee - reach && *from <= knee + reach) {
                ++crossed;
                break;
            }
        }
    }
    return crossed;
}

std::vector<std::vector<int>> rankChipGroupings(
    const BatchSizeScene& scene, int groups, double labelWidth, double labelHeight, int most)
{
    const std::size_t count = scene.chips.size();
    if (count == 0 || most <= 0)
        return {};
    const std::size_t plots = std::clamp<std::size_t>(static_cast<std::size_t>(std::max(groups, 1)), 1, count);
    if (plots == 1)
        return {std::vector<int>(count, 0)};
    if (plots == count) {
        std::vector<int> each(count);
        std::iota(each.begin(), each.end(), 0);
        return {each};
    }
    if (count > 12) {
        std::vector<std::size_t> order(count);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(),
            [&](std::size_t a, std::size_t b) { return ceilingOf(scene.chips[a]) < ceilingOf(scene.chips[b]); });
        std::vector<int> plotOf(count, 0);
        for (std::size_t i = 0; i < count; ++i)
            plotOf[order[i]] = static_cast<int>(i % plots);
        return {plotOf};
    }
    // What each pair costs on a plot whose highest ceiling is each chip's: a plot's scale is its
    // highest ceiling's.
    std::vector<double> ceilings(count);
    for (std::size_t c = 0; c < count; ++c)
        ceilings[c] = ceilingOf(scene.chips[c]);
    std::vector<int> pair(count * count * count, 0); // [a][b][top]
    for (std::size_t top = 0; top < count; ++top) {
        for (std::size_t a = 0; a < count; ++a) {
            for (std::size_t b = 0; b < count; ++b)
                pair[(a * count + b) * count + top] = kneesCrossed(scene, a, b, ceilings[top], labelWidth, labelHeight);
        }
    }
    const auto groupCost = [&](const std::vector<std::size_t>& group) {
        std::size_t top = group.front();
        for (const std::size_t chip : group) {
            if (ceilings[chip] > ceilings[top])
                top = chip;
        }
        int cost = 0;
        for (const std::size_t a : group) {
            for (const std::size_t b : group)
                cost += pair[(a * count + b) * count + top];
        }
        return cost;
    };
    // Every way to deal the chips out, the first chip of each plot in order (so each grouping is met
    // once), no plot holding more than its share.
    const std::size_t share = (count + plots - 1) / plots;
    std::vector<int> current(count, -1);
    std::vector<std::vector<std::size_t>> dealt;
    std::vector<std::pair<int, std::vector<int>>> found;
    std::function<void(std::size_t)> deal = [&](std::size_t chip) {
        if (chip == count) {
            if (dealt.size() != plots)
                return;
            int cost = 0;
            for (const std::vector<std::size_t>& group : dealt)
                cost += groupCost(group);
            found.emplace_back(cost, current);
            return;
        }
        // Chips left must still fill the plots not yet opened.
        if (count - chip < plots - dealt.size())
            return;
        for (std::size_t plot = 0; plot <= dealt.size() && plot < plots; ++plot) {
            const bool opening = plot == dealt.size();
            if (!opening && dealt[plot].size() >= share)
                continue;
            if (opening)
                dealt.emplace_back();
            dealt[plot].push_back(chip);
            current[chip] = static_cast<int>(plot);
            deal(chip + 1);
            current[chip] = -1;
            dealt[plot].pop_back();
            if (opening)
                dealt.pop_back();
        }
    };
    deal(0);
    // The cheapest first; a tie in the order found.
    std::stable_sort(found.begin(), found.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::vector<std::vector<int>> ranked;
    for (std::size_t i = 0; i < found.size() && static_cast<int>(i) < most; ++i)
        ranked.push_back(found[i].second);
    return ranked;
}

} // namespace roofline::ui
