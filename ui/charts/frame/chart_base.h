#pragma once

#include "core/scene/scene.h"
#include "core/scene/series.h"
#include "ui/charts/frame/chart_grid.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/labels/plotted_shapes.h"
#include "ui/coalescer.h"

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QCPAbstractLegendItem;
class QCPAbstractPlottable;
class QCPAxisRect;
class QCPLegend;

class QTimer;

namespace roofline::ui {

class LegendPlacer;
class PlotWidget;

// What every chart is built on, written once: the PlotWidget and the theme, updates coalesced into
// one per event-loop turn, the panels (a grid of axis rects, or one) with their label items, the
// legend (placed in a free corner, in a row above a grid, or in a row below), the fitted view and its
// reset, the tooltip and the status bar's cursor read-out, and what an export reads back (the
// exporter draws any ChartBase).
//
// A chart derives from it and writes only what is its own, in the hooks below: its scene and the
// frame's setup for it, its items, what a step moves, the labels that move with it, its tooltip.
// ChartFrame adds what a chart of the document shares (it follows the document, remembers its zoom in
// the project, and its legend hides series); the Model panel's charts stand on ChartBase itself and
// are handed their scene. See docs/ARCHITECTURE.md, "A new chart".
class ChartBase : public QWidget {
    Q_OBJECT
public:
    ~ChartBase() override;

    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    // On screen, markers that move are drawn from cached pixmaps (cheap while dragging); a vector
    // export (SVG, PDF) wants them as shapes.
    void setVectorMarkers(bool vector);
    // An export's chart: its legend lists only what is drawn (nothing faded for a hidden series), and
    // its small charts keep the shape of a chart (1:1 to 2:1).
    void setExporting(bool exporting) { m_exporting = exporting; }
    bool exporting() const { return m_exporting; }
    // With this, a lone plot keeps that shape too (a slide of both charts).
    void setKeepPlotShape(bool keep) { m_keepPlotShape = keep; }
    // The chips on at most this many plots, whatever the project's layout (0: as it lays them out):
    // an export whose grid of one chip a plot would leave each plot too small for the page draws
    // several chips a plot instead (1: all of them on one). A chart whose chips do not split into
    // groups (the roofline) overlays them for any number.
    void setChipGroups(int groups);
    int chipGroups() const { return m_chipGroups; }
    // Which of those plots draws each chip, in the order of the shown chips (empty, or not one per chip:
    // the chart deals them out itself).
    void setChipGrouping(std::vector<int> plotOf);
    const std::vector<int>& chipGrouping() const { return m_chipGrouping; }
    // Ways to deal the shown chips out to `groups` plots (each a plot per chip, as setChipGrouping takes
    // them), the likeliest to leave every label room first, at most `most`; the first is the one the
    // chart takes by itself. None: the chart's chips do not split into groups.
    virtual std::vector<std::vector<int>> chipGroupings(int groups, int most) const;
    // An export that draws one legend for the whole page: the chart draws none of its own, and says
    // what its entries are (legendEntries()). A chart with a legend item of its own kind (the measured
    // kernels' size key) keeps its legend.
    void setPageLegend(bool page);
    struct LegendEntry {
        QString text;
        QStringList shorter; // shorter forms, longest first
        QPen pen;
        QCPScatterStyle style;
        std::optional<Series> series;
    };
    // The legend's entries of the last rebuild, drawn by the chart or not.
    const std::vector<LegendEntry>& legendEntries() const { return m_legendEntries; }
    bool drawsOwnLegend() const { return m_legend != nullptr; }
    PlotWidget* plot() const { return m_plot; }

    void updateNow(); // applies pending changes and replots: before an export or a screenshot
    int paintCount() const; // frames the plot has painted
    int updateCount() const { return m_updateCount; } // pending changes applied (coalesced ones count once)
    bool hasPendingChanges() const { return m_dirty != 0u; } // changes not yet drawn (waiting for a turn)
    void resetView(); // forgets the remembered zoom and fits the data

    // What is on the plot, read back from the QCustomPlot objects (an export's layout).
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    QCPAxisRect* panelRect(int panel) const;
    QCPLegend* legend() const { return m_legend; }
    // Labels that found no free spot in the last placement and no spot for a number either.
    QStringList droppedLabelTexts() const;
    // For an export: places the labels now, numbering those with no room from `first` on (see
    // LabelItem::setFootnoteStart), at most `budget` footnotes in all; returns the footnotes, in order
    // over the panels.
    std::vector<LabelItem::Footnote> numberLeftOutLabels(int first, int budget = 1 << 20);
    // Labels an export left out on purpose (spare, or past the footnote budget).
    QStringList omittedLabelTexts() const;
    // What each text the plot draws outside its labels is, for the layout report: "tick",
    // "axis-title", "panel-title" or "legend", by the text.
    QHash<QString, QString> textRoles() const;
    // Where the legend is (plot pixels); empty when there is none.
    QRectF legendRect() const;
    // Where the panels' plot areas are (plot pixels).
    std::vector<QRectF> panelRects() const;
    // Every line and marker the panels plot now (plot pixels), by name.
    std::vector<PlottedShape> plottedShapes() const;
    // Each panel's plot area (plot pixels) and its axes as drawn: range, scale and the tick labels that
    // read for it.
    std::vector<PlotAxes> plotAxes() const;
    // The labels' leader lines (plot pixels), each with the text at its end.
    std::vector<std::pair<QString, QLineF>> labelLeaders() const;
    // The tooltip at a point of the plot (pixels), as rich text; empty: none.
    virtual QString tooltipAt(const QPoint& pos) const;

Q_SIGNALS:
    void cursorMoved(const QString& text); // for the status bar; empty when the cursor leaves

protected:
    explicit ChartBase(QWidget* parent);

    // Where the legend goes.
    enum class LegendPlace {
        None,
        Placed, // a lone panel's corner that covers least of it (LegendPlacer); a row above a grid
        Below, // a row of its own under the plot: inside it would cover the data wherever it went
    };

    // What a chart asks of the frame for one rebuild, from the scene it has just built.
    struct Setup {
        int panels = 1; // one for an overlay, or one per chip
        GridSetup axes; // axes.shareY: one y range for every panel, remembered as the zoom
        LegendPlace legend = LegendPlace::Placed;
        QString hint; // when there is nothing to draw, what to do about it (top left of the first panel)
        AxisRange fitX; // the view that shows the data…
        std::vector<AxisRange> fitY; // …per panel
    };

    // A panel: one axis rect and its labels. Head labels come before the ones that move in priority
    // (titles, ceilings, notes), tail labels after them (ridges, regions).
    struct Panel {
        QCPAxisRect* rect = nullptr;
        LabelItem* labels = nullptr;
        std::vector<ChartLabel> headLabels;
        std::vector<ChartLabel> tailLabels;
    };

    // Kinds of change; markDirty() draws them once the event loop comes back.
    enum Dirty : unsigned {
        kStep = 1u, // a slider moved: stepScene(), moveDynamicItems(), the labels, the moving layer
        kAll = 2u, // anything else: build everything again
    };
    void markDirty(unsigned flags);
    bool rebuildPending() const { return (m_dirty & kAll) != 0u; }
    // What moves, drawn again now (a selection changed); nothing if a rebuild is pending.
    void redrawDynamic();
    // Changes wait until the plot is painted instead of the next event-loop turn: a chart scrolled out
    // of view (the Model panel's step charts) costs nothing per slider step.
    void setDrawnWhenSeen(bool seen) { m_drawnWhenSeen = seen; }

    // ---- the hooks, in the order a rebuild calls them ----
    // The start of a rebuild: last changes to the theme (ChartFrame: the project's chip colours) and
    // whatever the chart keeps about the items about to go.
    virtual void beginRebuild(ChartTheme& theme);
    // The scene, and what the frame should lay out for it.
    virtual Setup buildScene() = 0;
    // The chart's items in panels(), their fixed labels, and legend entries for its series.
    virtual void buildItems() = 0;
    // Shows or hides items (after a build, and when the chart says what is shown changed).
    virtual void applyVisibility();
    // A slider step: brings the scene to the new values. False: build everything instead.
    virtual bool stepScene();
    // Puts what moves (markers, slider lines) where the scene says.
    virtual void moveDynamicItems();
    // A panel's labels that move, between its head and tail labels, in priority order.
    virtual void addDynamicLabels(int panel, std::vector<ChartLabel>& labels) const;
    // The status bar's words for a point in plot coordinates (empty: none).
    virtual QString cursorText(double x, double y) const;
    // The zoom shown instead of the fitted view, and where a pan or zoom is kept (ChartFrame: the
    // project). By default none: the chart always shows its fitted view.
    virtual std::optional<AxisRange> rememberedX() const;
    virtual std::optional<AxisRange> rememberedY() const;
    virtual void rememberView(const AxisRange& x, const std::optional<AxisRange>& y);
    virtual void forgetView();
    // A click on a legend entry (ChartFrame: hides or shows the series it stands for).
    virtual void legendClicked(QCPAbstractLegendItem* item);
    // After applyVisibility(), for what the frame's own kind shows (ChartFrame: faded legend entries).
    virtual void visibilityApplied();

    // ---- for the hooks ----
    std::vector<Panel>& panels() { return m_panels; }
    const std::vector<Panel>& panels() const { return m_panels; }
    // The axis rect of the panel whose plot area holds `pos` (plot pixels); null: none does.
    QCPAxisRect* panelRectAt(const QPoint& pos) const;
    // A marker style as a moving marker is drawn: a cached pixmap on screen, the shape in a vector export.
    QCPScatterStyle movingMarker(const QCPScatterStyle& style) const;
    // A legend entry: a key drawn with `pen` and `style` (none when there is no legend). `shorter`: shorter
    // forms of the name, longest first, for a legend row short of width; `series`: what the entry stands for.
    QCPAbstractLegendItem* addLegendKey(const QString& name, const QPen& pen, const QCPScatterStyle& style = {},
        const QStringList& shorter = {}, const std::optional<Series>& series = std::nullopt);
    // A plottable's own entry (its name and its look: a bar's box, a curve's line).
    void addLegendPlottable(QCPAbstractPlottable* plottable);
    // A legend entry of the chart's own kind (a key that is not a line or a marker), made by `make`
    // for the legend when there is one.
    void addLegendItem(const std::function<QCPAbstractLegendItem*(QCPLegend*)>& make);
    // Shows what applyVisibility() and visibilityApplied() say, and the labels, without a rebuild.
    void showVisibility();

    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyPending();
    void rebuild();
    void step();
    void makeLegend();
    void refreshLabels();
    void fitPanelTitles();
    void keepPanelShapes();
    // The rows and columns of the panels in `area` (an export's: its plots as large as they can be).
    GridShape gridShape(QSize area) const;
    void applyView(bool fit);
    void storeView();
    void onHover(const QPoint& pos);

    PlotWidget* m_plot;
    ChartTheme m_theme;
    std::vector<Panel> m_panels;
    Setup m_setup; // of the last rebuild
    QCPLegend* m_legend = nullptr;
    QPointer<LegendPlacer> m_legendPlacer; // a lone panel's inset legend: which corner, labels out of its way
    std::optional<Qt::Alignment> m_legendCorner; // kept across rebuilds: it stays unless another is clearly freer
    bool m_vectorMarkers = false;
    bool m_exporting = false;
    bool m_pageLegend = false;
    bool m_shapingPanels = false;
    bool m_keepPlotShape = false;
    int m_chipGroups = 0;
    std::vector<int> m_chipGrouping;
    bool m_customLegendItems = false; // a legend item of the chart's own kind: the chart keeps its legend
    std::vector<LegendEntry> m_legendEntries;
    bool m_drawnWhenSeen = false;
    unsigned m_dirty = 0;
    Coalescer m_update; // applyPending() once per event-loop turn
    QTimer* m_nextTurn; // a rebuild put off to the next turn (RebuildTurn) asks again from it
    int m_updateCount = 0;
    bool m_heavy = false; // the last rebuild drew many points: the next has a turn of its own (RebuildTurn)
    bool m_applyingView = false; // setting the axes from the fitted or remembered view, not a zoom to remember
    QSize m_gridArea; // the size the grid shape was chosen for
};

} // namespace roofline::ui
