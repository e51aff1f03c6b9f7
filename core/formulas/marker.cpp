#include "core/formulas/marker.h"

#include "core/base/text.h"
#include "core/formulas/op.h"

#include <algorithm>

namespace roofline {

namespace {

constexpr std::array<std::string_view, kAllMarkerShapes.size()> kNames {"circle", "square", "triangle", "diamond",
    "triangle-down", "cross-square", "plus-circle", "star", "cross", "plus", "plus-square", "cross-circle"};

// The first shape not in `taken`; the one `fallback` picks when all are.
MarkerShape firstNotTaken(const std::vector<MarkerShape>& taken, std::size_t fallback)
{
    for (const MarkerShape shape : kAllMarkerShapes) {
        if (std::find(taken.begin(), taken.end(), shape) == taken.end())
            return shape;
    }
    return kAllMarkerShapes[fallback % kAllMarkerShapes.size()];
}

} // namespace

std::string_view markerShapeName(MarkerShape shape)
{
    return kNames[static_cast<std::size_t>(shape)];
}

std::optional<MarkerShape> parseMarkerShape(std::string_view name)
{
    for (std::size_t i = 0; i < kNames.size(); ++i) {
        if (equalsIgnoreCase(kNames[i], name))
            return kAllMarkerShapes[i];
    }
    return std::nullopt;
}

std::string markerShapeNameList()
{
    std::string list;
    for (const std::string_view name : kNames)
        list += (list.empty() ? "" : ", ") + std::string(name);
    return list;
}

std::vector<MarkerShape> opMarkers(const std::vector<Op>& ops)
{
    std::vector<MarkerShape> taken;
    for (const Op& op : ops) {
        if (op.marker)
            taken.push_back(*op.marker);
    }
    std::vector<MarkerShape> shapes;
    shapes.reserve(ops.size());
    for (std::size_t i = 0; i < ops.size(); ++i) {
        if (ops[i].marker) {
            shapes.push_back(*ops[i].marker);
            continue;
        }
        const MarkerShape shape = firstNotTaken(taken, i);
        taken.push_back(shape);
        shapes.push_back(shape);
    }
    return shapes;
}

MarkerShape firstFreeMarker(const std::vector<Op>& ops)
{
    const std::vector<MarkerShape> taken = opMarkers(ops);
    return firstNotTaken(taken, ops.size());
}

void assignOpMarkers(std::vector<Op>& ops)
{
    const std::vector<MarkerShape> shapes = opMarkers(ops);
    for (std::size_t i = 0; i < ops.size(); ++i)
        ops[i].marker = shapes[i];
}

} // namespace roofline
