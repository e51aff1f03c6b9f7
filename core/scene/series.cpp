#include "core/scene/series.h"

#include "core/base/text.h"

#include <algorithm>

namespace roofline {

namespace {

bool containsId(const std::vector<std::string>& ids, std::string_view id)
{
    return std::any_of(ids.begin(), ids.end(), [&](const std::string& other) { return equalsIgnoreCase(other, id); });
}

void setId(std::vector<std::string>& ids, std::string_view id, bool hide)
{
    std::erase_if(ids, [&](const std::string& other) { return equalsIgnoreCase(other, id); });
    if (hide)
        ids.emplace_back(id);
}

void setIndex(std::vector<int>& indexes, std::size_t index, bool hide)
{
    std::erase(indexes, static_cast<int>(index));
    if (hide) {
        indexes.push_back(static_cast<int>(index));
        std::sort(indexes.begin(), indexes.end());
    }
}

} // namespace

ChartKind chartOf(Series::Kind kind)
{
    return kind == Series::Kind::SweepChip || kind == Series::Kind::Sweep ? ChartKind::BatchSize : ChartKind::Roofline;
}

bool isSeriesHidden(const HiddenSeries& hidden, const Series& series)
{
    switch (series.kind) {
    case Series::Kind::RooflineChip:
        return containsId(hidden.rooflineChips, series.chipId);
    case Series::Kind::RooflineOp:
        return std::find(hidden.rooflineOps.begin(), hidden.rooflineOps.end(), static_cast<int>(series.index))
            != hidden.rooflineOps.end();
    case Series::Kind::MemorySlopes:
        return hidden.memorySlopes;
    case Series::Kind::LinkSlopes:
        return hidden.linkSlopes;
    case Series::Kind::Measured:
        return hidden.measured;
    case Series::Kind::SweepChip:
        return containsId(hidden.sweepChips, series.chipId);
    case Series::Kind::Sweep:
        return std::find(hidden.sweeps.begin(), hidden.sweeps.end(), static_cast<int>(series.index))
            != hidden.sweeps.end();
    case Series::Kind::Model:
        return std::find(hidden.models.begin(), hidden.models.end(), static_cast<int>(series.index))
            != hidden.models.end();
    }
    return false;
}

void setSeriesHidden(HiddenSeries& hidden, const Series& series, bool hide)
{
    switch (series.kind) {
    case Series::Kind::RooflineChip:
        setId(hidden.rooflineChips, series.chipId, hide);
        break;
    case Series::Kind::RooflineOp:
        setIndex(hidden.rooflineOps, series.index, hide);
        break;
    case Series::Kind::MemorySlopes:
        hidden.memorySlopes = hide;
        break;
    case Series::Kind::LinkSlopes:
        hidden.linkSlopes = hide;
        break;
    case Series::Kind::Measured:
        hidden.measured = hide;
        break;
    case Series::Kind::SweepChip:
        setId(hidden.sweepChips, series.chipId, hide);
        break;
    case Series::Kind::Sweep:
        setIndex(hidden.sweeps, series.index, hide);
        break;
    case Series::Kind::Model:
        setIndex(hidden.models, series.index, hide);
        break;
    }
}

} // namespace roofline
