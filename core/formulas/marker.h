#pragma once

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

struct Op;

// The shape of an op's marker (and of a sweep's markers on its curve). Stored with the op, so
// inserting, deleting or reordering ops never changes another op's shape.
// Twelve: as many as a legend lists ops, so no two it lists share a shape.
enum class MarkerShape {
    Circle,
    Square,
    Triangle,
    Diamond,
    TriangleDown,
    CrossSquare,
    PlusCircle,
    Star,
    Cross,
    Plus,
    PlusSquare,
    CrossCircle
};
inline constexpr std::array kAllMarkerShapes {MarkerShape::Circle, MarkerShape::Square, MarkerShape::Triangle,
    MarkerShape::Diamond, MarkerShape::TriangleDown, MarkerShape::CrossSquare, MarkerShape::PlusCircle,
    MarkerShape::Star, MarkerShape::Cross, MarkerShape::Plus, MarkerShape::PlusSquare, MarkerShape::CrossCircle};

std::string_view markerShapeName(MarkerShape shape); // "circle", "triangle-down"…, as project files write it
std::optional<MarkerShape> parseMarkerShape(std::string_view name); // case-insensitive
std::string markerShapeNameList(); // "circle, square, …" for messages

// The shape each op of a list is drawn with: its own, or (an op from a file older than the key)
// the first shape no op before it or with a shape of its own has taken; past twelve ops they repeat.
std::vector<MarkerShape> opMarkers(const std::vector<Op>& ops);
// The first shape no op of the list has: what a new op gets.
MarkerShape firstFreeMarker(const std::vector<Op>& ops);
// Gives every op without a shape the one opMarkers() draws it with.
void assignOpMarkers(std::vector<Op>& ops);

} // namespace roofline
