#include "core/measured/shape_links.h"

#include <algorithm>

namespace roofline {

bool sameShape(const Op& shape, const Op& op, const Dims& dims)
{
    if (shape.kind != op.kind)
        return false;
    const OpKindInfo& info = opKindInfo(op.kind);
    for (const NumberParam& param : info.numbers) {
        if (param.optionalValue)
            continue;
        if (paramValue(shape, param.key, dims) != paramValue(op, param.key, dims))
            return false;
    }
    for (const DtypeParam& param : info.dtypes) {
        if (param.optionalOverride) // compute=: a choice of precision, not a tensor
            continue;
        if (param.key == "s" && paramValue(op, "flash", dims) != 0.0) // scores on chip: no tensor
            continue;
        if (dtypeValue(shape, param.key) != dtypeValue(op, param.key))
            return false;
    }
    return true;
}

std::vector<MeasuredLink> linksByShape(std::span<const MeasuredShape> shapes, std::span<const Op> ops, const Dims& dims,
    std::span<const MeasuredLink> existing)
{
    std::vector<MeasuredLink> links;
    for (const MeasuredShape& shape : shapes) {
        if (!shape.op || shape.copies != 1.0)
            continue;
        const bool linked = std::any_of(existing.begin(), existing.end(),
            [&shape](const MeasuredLink& link) { return link.name == shape.name && link.chipId.empty(); });
        if (linked)
            continue;
        const auto op = std::find_if(
            ops.begin(), ops.end(), [&](const Op& candidate) { return sameShape(*shape.op, candidate, dims); });
        if (op != ops.end())
            links.push_back(MeasuredLink {shape.name, {}, static_cast<int>(op - ops.begin())});
    }
    return links;
}

} // namespace roofline
