#include "core/measured/measured_links.h"

#include "core/base/text.h"
#include "core/formulas/evaluation.h"

#include <algorithm>
#include <cmath>

namespace roofline {

namespace {

bool linksGroup(const MeasuredLink& link, const MeasuredGroup& group)
{
    return link.name == group.name && equalsIgnoreCase(trim(link.chipId), trim(group.chipId));
}

} // namespace

const MeasuredLink* findMeasuredLink(std::span<const MeasuredLink> links, const MeasuredGroup& group)
{
    const auto it
        = std::find_if(links.begin(), links.end(), [&](const MeasuredLink& link) { return linksGroup(link, group); });
    return it == links.end() ? nullptr : &*it;
}

MeasuredDtype groupDtype(const MeasuredGroup& group, std::span<const MeasuredLink> links, std::span<const Op> ops)
{
    if (group.dtype.from != DtypeFrom::Unknown)
        return group.dtype;
    const MeasuredLink* link = findMeasuredLink(links, group);
    if (!link || link->op < 0 || static_cast<std::size_t>(link->op) >= ops.size())
        return group.dtype;
    return {computeDtype(ops[static_cast<std::size_t>(link->op)]), DtypeFrom::LinkedOp};
}

void setMeasuredLink(std::vector<MeasuredLink>& links, const MeasuredGroup& group, std::optional<int> op)
{
    std::erase_if(links, [&](const MeasuredLink& link) { return linksGroup(link, group); });
    if (op)
        links.push_back({group.name, std::string(trim(group.chipId)), *op});
}

void linksAfterOpInserted(std::vector<MeasuredLink>& links, int index)
{
    for (MeasuredLink& link : links) {
        if (link.op >= index)
            ++link.op;
    }
}

void linksAfterOpRemoved(std::vector<MeasuredLink>& links, int index)
{
    // Links before the removed op stay, its own go with it, later ones move one place up.
    std::vector<MeasuredLink> kept;
    kept.reserve(links.size());
    for (MeasuredLink link : links) {
        if (link.op < index) {
            kept.push_back(link);
        } else if (link.op != index) {
            --link.op;
            kept.push_back(link);
        }
    }
    links = std::move(kept);
}

void linksAfterOpMoved(std::vector<MeasuredLink>& links, int from, int to)
{
    for (MeasuredLink& link : links) {
        if (link.op == from)
            link.op = to;
        else if (from < to && link.op > from && link.op <= to)
            --link.op;
        else if (to < from && link.op >= to && link.op < from)
            ++link.op;
    }
}

PredictionComparison comparePrediction(const MeasuredGroup& group, const Chip& chip, const Op& op, const Dims& dims)
{
    const Evaluation evaluation = evaluate(chip, op, dims);
    PredictionComparison comparison;
    comparison.opLabel = displayLabel(op, dims);
    comparison.predictedSeconds = evaluation.tLower;
    const double count = static_cast<double>(std::max<std::size_t>(group.count, 1));
    comparison.measuredSeconds = group.seconds / count;
    comparison.fraction = comparison.predictedSeconds / comparison.measuredSeconds;
    comparison.percent = static_cast<int>(std::lround(std::min(comparison.fraction, 1e6) * 100.0));
    comparison.flopsRatio = (group.flops / count) / evaluation.flops;
    return comparison;
}

} // namespace roofline
