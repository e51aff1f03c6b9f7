#include "core/formulas/collective.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/formulas/op_cost.h"

namespace roofline {

double allReduceFlops(double chips, double elements)
{
    return (chips - 1.0) / chips * elements;
}

double allReduceBytes(double chips, double elements, Dtype dtype)
{
    return ringAllReduceBytes(chips, elements * bytesPerElement(dtype));
}

double collectiveBandwidth(double linkBytesPerS, double links, bool bidirectional)
{
    return linkBytesPerS * links * (bidirectional ? 2.0 : 1.0);
}

double ringLatency(double chips, double hopLatencyS)
{
    return 2.0 * (chips - 1.0) * hopLatencyS;
}

TrafficRoute trafficRoute(const Chip& chip, const Op& op, const Dims& dims)
{
    const BandwidthLevel& level = trafficLevel(chip, op);
    const OpKindInfo& info = opKindInfo(op.kind);
    if (!info.collective)
        return TrafficRoute {&level, level.bytesPerS, 1.0, false};
    if (level.kind == BandwidthKind::Memory) {
        ErrorDetail detail;
        detail.code = ErrorCode::NeedsLink;
        detail.value = level.name;
        detail.expected = linkNames(chip);
        detail.subject = chip.name;
        throw Error(ErrorKind::InvalidValue,
            std::string(info.name) + " on " + chip.name + ": link=" + level.name
                + " is a memory level; a collective needs a chip-to-chip link (" + chip.name + " has " + linkNames(chip)
                + ")",
            std::move(detail));
    }
    const double links = paramValue(op, "links", dims);
    if (links > level.count) {
        ErrorDetail detail;
        detail.code = ErrorCode::TooManyLinks;
        detail.keyPath = level.name;
        detail.value = formatPlain(links);
        detail.high = formatPlain(level.count);
        detail.subject = chip.name;
        throw Error(ErrorKind::InvalidValue,
            std::string(info.name) + " on " + chip.name + ": links=" + formatPlain(links) + " but " + chip.name
                + " has " + formatPlain(level.count) + " " + level.name + " link" + (level.count == 1.0 ? "" : "s"),
            std::move(detail));
    }
    const bool bidirectional = choiceValue(op, "ring") == "bi";
    return TrafficRoute {&level, collectiveBandwidth(level.bytesPerS, links, bidirectional), links, bidirectional,
        ringLatency(paramValue(op, "chips", dims), level.latencyS)};
}

} // namespace roofline
