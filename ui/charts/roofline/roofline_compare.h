#pragma once

#include "core/measured/compared_points.h"
#include "core/scene/series.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"

#include <QCoreApplication>

#include <vector>

namespace roofline::ui {

class CompareArrows;
class MeasuredMarkers;

// Before and after on the roofline, a helper of RooflineChart beside RooflineMeasuredLayer (which then
// draws no discs of its own): per chip, each group found in both runs as its before disc (sized by its
// share of the before run's time, in the chip's colour faded) and an arrow in the chip's colour to where
// it is after, labelled with its speed-up ("2.4×", and its name for the first label_top); a group found
// in one run only as a hollow ring of that side's colour, dashed before and solid after. A side above its
// roof (ComparedSpot::aboveRoof: a before disc, an arrow's head, a ring) is ringed in the warning colour,
// as a measured point is, and its label starts with "⚠". Nothing here moves with the sliders: it sits on
// the lines' layer.
class RooflineCompareLayer {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::RooflineCompareLayer)

public:
    void clear();
    void buildChip(std::size_t chip, QCPAxisRect* rect, std::vector<ComparedPoint> points, const ChartTheme& theme,
        const QColor& color);
    void applyVisibility(std::size_t chip, bool chipShown, const HiddenSeries& hidden);
    // A label at the head of each arrow; labels are given in the order of the groups (largest first).
    void addLabels(std::size_t chip, const HiddenSeries& hidden, const QColor& textColor, const ChartTheme& theme,
        std::vector<ChartLabel>& labels) const;
    bool empty() const { return m_chips.empty(); }
    // Whether a side of some group is above its roof: the legend then says what the ring means.
    bool anyAboveRoof() const;

    // The before side's colour: the chip's, faded towards the plot's background.
    static QColor beforeColor(const QColor& color, const ChartTheme& theme);
    static QPen arrowPen(const QColor& color, const ChartTheme& theme);
    static double headLength(const ChartTheme& theme);
    // A ring of a group found on one side only.
    static QPen ringPen(const QColor& color, const ChartTheme& theme, bool before);

private:
    struct ChipItems {
        std::vector<ComparedPoint> points;
        MeasuredMarkers* before = nullptr; // the groups in both, where they were
        CompareArrows* arrows = nullptr; // and where they went, one arrow per group in both, in order
        MeasuredMarkers* onlyBefore = nullptr;
        MeasuredMarkers* onlyAfter = nullptr;
        MeasuredMarkers* warnings = nullptr; // a ring around each side above its roof, before and after
    };
    std::vector<ChipItems> m_chips;
};

} // namespace roofline::ui
