#pragma once

#include <QLineF>
#include <QRectF>

#include <optional>

namespace roofline::ui {

// The part of `line` inside `box` (Liang–Barsky clipping); none when it misses the box.
std::optional<QLineF> clippedLine(const QLineF& line, const QRectF& box);

} // namespace roofline::ui
