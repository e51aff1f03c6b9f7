#include "ui/charts/roofline/roofline_styles.h"

#include <algorithm>

namespace roofline::ui {

QCPScatterStyle measuredMarkerStyle(const QColor& color, double markerSize)
{
    return QCPScatterStyle(
        QCPScatterStyle::ssCross, QPen(color, std::max(2.0, markerSize * 0.24)), Qt::NoBrush, markerSize * 1.2);
}

QCPScatterStyle warningRingStyle(const QColor& warning, double markerSize, double lineWidth)
{
    return QCPScatterStyle(
        QCPScatterStyle::ssCircle, QPen(warning, std::max(2.0, lineWidth)), Qt::NoBrush, markerSize * 2.4);
}

QColor regionColor(const ChartTheme& theme, RegionKind kind)
{
    switch (kind) {
    case RegionKind::BandwidthBoundEverywhere:
        return theme.regionColors[0];
    case RegionKind::BandwidthBoundLowerOnly:
        return theme.regionColors[1];
    case RegionKind::ComputeBound:
        return theme.regionColors[2];
    }
    return theme.regionColors[0];
}

QPen ghostSlopePen(QColor color, const ChartTheme& theme)
{
    color.setAlpha(kGhostAlpha);
    QPen pen(color, theme.lineWidth * 0.8, Qt::CustomDashLine);
    pen.setDashPattern({1.0, 3.0});
    return pen;
}

} // namespace roofline::ui
