#pragma once

#include "ui/charts/frame/chart_base.h"
#include "ui/export/page_legend.h"

#include <QRect>
#include <QSizeF>
#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QPaintDevice;

namespace roofline::ui {

struct ChartTheme;

// Lays a chart out at a place of the page, as it would lay itself out in a window that size.
void layOutChart(ChartBase& chart, const QRect& rect, const ChartTheme& theme);

// How an export's small charts were dealt out, once found: the page drawn after the layout was tried
// on a device that only measures takes the same, without searching again.
struct ChipArrangement {
    QSizeF page; // the page it was found for
    int groups = 0; // ChartBase::setChipGroups
    std::vector<int> grouping; // ChartBase::setChipGrouping (empty: the chart's own)
    std::vector<bool> grouped; // the charts they were given to (those with small charts)
    // A lone plot beside a grid narrowed to give the grid's labels room: its shorter side as a part of
    // the page's height (0: as wide as the grid's plots).
    double loneShare = 0.0;
};

// The charts of one exported page, between its headings and its caption, and the notes under them:
// side by side (a lone plot beside a grid of small charts taking only the room its plot needs) or one
// above the other, with one legend across the page for two; every plot at least kMinPlotShare of the
// page's height on its shorter side and between 1:1 and 2:1; labels with no room numbered into a few
// notes. Small charts too small for that go a few chips a plot (then the way that leaves most labels room).
class PageCharts {
public:
    // `top` to `bottom`: the room between the headings and the caption; `margin`: the page's.
    PageCharts(std::vector<std::unique_ptr<ChartBase>> charts, const ChartTheme& theme, QSizeF page, qreal margin,
        qreal top, qreal bottom, const QPaintDevice* device);

    // Finds the layout (or takes `known` when it was found for this page) and lays the charts out so.
    // Returns the arrangement taken.
    ChipArrangement arrange(const std::optional<ChipArrangement>& known);

    std::size_t count() const { return m_charts.size(); }
    ChartBase& chart(std::size_t c) const { return *m_charts[c]; }
    QRect rect(std::size_t c) const { return m_rects[c]; }
    const std::vector<ChartBase::LegendEntry>& legend() const { return m_legend; }
    const PageLegendLayout& legendLayout() const { return m_legendLayout; }
    qreal legendTop() const { return m_legendTop; }
    const QString& notes() const { return m_notes; }
    qreal notesTop() const; // where the notes go

private:
    void makePageLegend();
    QString layOut(qreal chartsBottom);
    void layOutAll(); // the charts' places, the notes' rounds
    void group(int groups, const std::vector<int>& grouping);
    bool chartShaped() const;
    bool largeEnough() const;
    bool ticksEnough() const;
    bool loneBesideGrid() const;
    int onGrids(const std::vector<int>& perChart) const; // summed over the charts with small charts

    std::vector<std::unique_ptr<ChartBase>> m_charts;
    std::vector<QRect> m_rects;
    std::vector<QRect> m_laidOutAt; // a layout for the same place rebuilds nothing
    std::vector<int> m_unplaced; // each chart's labels with no place on it (spare ones aside)
    std::vector<int> m_kneesUnplaced; // of those, the labels that must read as their own point's (a knee's B)
    std::vector<bool> m_grids; // charts with small charts before any grouping
    const ChartTheme& m_theme;
    QSizeF m_page;
    qreal m_margin;
    qreal m_top;
    qreal m_bottom;
    qreal m_legendTop;
    qreal m_chartsBottom;
    qreal m_textWidth;
    const QPaintDevice* m_device;
    std::vector<ChartBase::LegendEntry> m_legend;
    PageLegendLayout m_legendLayout;
    bool m_stacked = false;
    std::array<double, 2> m_widths {0.0, 0.0}; // side by side, each chart's width (0: halves)
    double m_loneShare = 0.0; // ChipArrangement::loneShare
    int m_leftOut = 0;
    int m_budget = 0;
    QString m_notes;
};

} // namespace roofline::ui
