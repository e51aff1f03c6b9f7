#include "core/measured/compared_points.h"

#include "core/base/number_format.h"
#include "core/base/text.h"

namespace roofline {

namespace {

ComparedSpot spotOf(const MeasuredGroup& group)
{
    return {group.intensity(), group.achievedFlopsPerS(), group.timeShare};
}

std::optional<ComparedSpot> spotOf(const std::optional<MeasuredGroup>& group)
{
    return group ? std::optional(spotOf(*group)) : std::nullopt;
}

} // namespace

std::vector<ComparedPoint> comparedOnChip(
    const MeasurementComparison& comparison, std::string_view chipId, int labelTop)
{
    std::vector<ComparedPoint> points;
    int named = 0;
    for (const GroupChange& change : comparison.changes) {
        const std::string_view id = trim(change.chipId);
        if (!id.empty() && !equalsIgnoreCase(id, chipId))
            continue;
        ComparedPoint point {change.name, spotOf(change.before), spotOf(change.after), change.speedup, false};
        if (point.speedup && named < labelTop) {
            point.named = true;
            ++named;
        }
        points.push_back(std::move(point));
    }
    return points;
}

std::string speedupText(double speedup)
{
    return formatCompact(speedup, 2) + "×";
}

std::string comparedLabel(const ComparedPoint& point)
{
    if (!point.speedup)
        return {};
    const std::string speedup = speedupText(*point.speedup);
    if (!point.named)
        return speedup;
    std::string name = point.name;
    if (name.size() > kComparedLabelName) {
        const std::size_t space = name.find(' ');
        std::size_t cut = space != std::string::npos && space < kComparedLabelName ? space : kComparedLabelName - 1;
        while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80)
            --cut; // not inside a UTF-8 character
        name = name.substr(0, cut) + "…";
    }
    return name + " " + speedup;
}

} // namespace roofline
