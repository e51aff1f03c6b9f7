#include "core/measured/compared_points.h"

#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/measured/aten_ops.h"

#include <map>

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
    std::map<std::string, int> shortNames; // how many named points of the chip cut their name to each
    for (std::size_t c = 0; c < comparison.changes.size(); ++c) {
        const GroupChange& change = comparison.changes[c];
        const std::string_view id = trim(change.chipId);
        if (!id.empty() && !equalsIgnoreCase(id, chipId))
            continue;
        ComparedPoint point;
        point.name = change.name;
        point.before = spotOf(change.before);
        point.after = spotOf(change.after);
        point.speedup = change.speedup;
        point.change = c;
        if (point.speedup && named < labelTop) {
            point.named = true;
            point.shortName = comparedName(point.name);
            ++shortNames[point.shortName];
            ++named;
        }
        points.push_back(std::move(point));
    }
    // Two labels that would say the same name say their whole names: "aten::mm…" twice tells nothing.
    for (ComparedPoint& point : points) {
        if (point.named && shortNames[point.shortName] > 1)
            point.shortName = point.name;
    }
    return points;
}

std::string speedupText(double speedup)
{
    return formatCompact(speedup, 2) + "×";
}

std::string comparedName(std::string_view name)
{
    if (std::optional<std::string> shape = atenShapeName(name))
        return *shape;
    if (name.size() <= kComparedLabelName)
        return std::string(name);
    const std::size_t space = name.find(' ');
    std::size_t cut = space != std::string::npos && space < kComparedLabelName ? space : kComparedLabelName - 1;
    while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0) == 0x80)
        --cut; // not inside a UTF-8 character
    return std::string(name.substr(0, cut)) + "…";
}

std::string comparedLabel(const ComparedPoint& point)
{
    if (!point.speedup)
        return {};
    const std::string speedup = speedupText(*point.speedup);
    if (!point.named)
        return speedup;
    return (point.shortName.empty() ? comparedName(point.name) : point.shortName) + " " + speedup;
}

} // namespace roofline
