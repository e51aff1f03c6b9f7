#pragma once

#include "core/scene/project.h"
#include "core/scene/scene.h"
#include "core/scene/series.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"

#include <QCoreApplication>
#include <QLineF>
#include <QString>

#include <vector>

namespace roofline::ui {

class LineSet;
class MeasuredMarkers;

// What the roofline chart draws of measurements, a helper of RooflineChart called from its hooks:
// the measured groups as discs whose area is their share of the time (measuredMarkerDiameter), the
// ones above their roof ringed, labels on the top N by time only (MeasuredPoint::labelled), a thin
// line from a linked op's prediction to its group, and the chip's empirical (ERT) ceilings and
// slopes dashed. The discs and the ERT lines do not move with the sliders: they sit on the lines'
// layer, which a slider step does not redraw; only the prediction lines, whose op end moves, are on
// the moving layer.
class RooflineMeasuredLayer {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::RooflineMeasuredLayer)

public:
    // A measured point's link: the op it is a run of (-1: none), per point of the chip's scene.
    using Links = std::vector<int>;

    void clear();
    // Makes the chip's items in its axis rect. `moving`: the plot's moving layer, for the prediction
    // lines. Ceiling labels for the ERT ceilings go to `headLabels`. Without `discs` (a comparison
    // draws the points, RooflineCompareLayer) only the prediction lines and the ERT lines are made.
    void buildChip(std::size_t chip, QCPAxisRect* rect, const ChipRoofline& scene, const ChartTheme& theme,
        const QColor& color, Links links, QCPLayer* moving, LabelUnits units, std::vector<ChartLabel>& headLabels,
        bool discs = true);
    // A calibrated class's achieved ceilings and slopes: long dash, dot.
    static QPen achievedPen(const QColor& color, const ChartTheme& theme);
    // Puts the rings and the points above their roof last on their layer, over every chip's discs.
    void raiseWarnings();
    void applyVisibility(std::size_t chip, bool chipShown, const HiddenSeries& hidden);
    // The prediction lines to where the scene's op points are now.
    void move(const RooflineScene& scene, const HiddenSeries& hidden, const std::vector<bool>& chipShown);
    // A label for each point marked labelled (the top N by time); the rest have tooltips only.
    void addLabels(const ChipRoofline& scene, const HiddenSeries& hidden, const QColor& color, const ChartTheme& theme,
        std::vector<ChartLabel>& labels) const;

    // The legend's key to the sizes: a caption and a circle per reference share.
    static QStringList sizeLegendTexts();
    static QPen measuredCeilingPen(const QColor& color, const ChartTheme& theme);
    // A group's disc: a translucent fill and a solid edge (RooflineCompareLayer draws the same).
    static QBrush discBrush(const QColor& color);
    static QPen discPen(const QColor& color, const ChartTheme& theme);

private:
    struct ChipItems {
        MeasuredMarkers* markers = nullptr;
        MeasuredMarkers* above = nullptr; // the ones above their roof again, over every chip's discs
        MeasuredMarkers* warnings = nullptr; // a ring around each of those
        LineSet* ceilings = nullptr; // ERT, dashed: every ceiling of the chip in one plottable
        LineSet* slopes = nullptr; // and every slope in another
        LineSet* achieved = nullptr; // a calibration's achieved ceilings and slopes, dash-dotted (docs/model.md §15)
        Links links; // per scene point
        std::vector<QCPCurve*> predictions; // one per linked point, in the order of the points
        std::vector<std::size_t> predictionPoints; // the scene point each prediction line ends at
    };
    std::vector<ChipItems> m_chips;
};

} // namespace roofline::ui
