#include "ui/charts/frame/marker_styles.h"

#include "ui/charts/frame/chart_items.h"

#include <algorithm>

namespace roofline::ui {

QCPScatterStyle opMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background)
{
    const QCPScatterStyle::ScatterShape shape = opMarkerShape(shapeIndex);
    const bool filled = shape == QCPScatterStyle::ssCircle || shape == QCPScatterStyle::ssSquare
        || shape == QCPScatterStyle::ssTriangle || shape == QCPScatterStyle::ssDiamond
        || shape == QCPScatterStyle::ssTriangleInverted;
    if (filled)
        return QCPScatterStyle(shape, QPen(color.darker(160), std::max(1.2, size * 0.12)), QBrush(color), size);
    return QCPScatterStyle(shape, QPen(color, std::max(1.8, size * 0.18)), QBrush(background), size + 1.0);
}

QCPScatterStyle hollowOpMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background)
{
    return QCPScatterStyle(
        opMarkerShape(shapeIndex), QPen(color, std::max(2.0, size * 0.2)), QBrush(background), size + 1.0);
}

} // namespace roofline::ui
