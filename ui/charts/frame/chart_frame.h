#pragma once

#include "core/scene/project.h"
#include "ui/charts/frame/chart_grid.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/labels/label_item.h"
#include "ui/coalescer.h"

#include <QHash>
#include <QPointer>
#include <QStringList>
#include <QWidget>

#include <functional>

#include <optional>
#include <utility>
#include <vector>

class QCPAbstractLegendItem;
class QCPAxisRect;
class QCPGraph;
class QCPLegend;

namespace roofline::ui {

class Document;
class LegendPlacer;
class PlotWidget;

// What every chart is built on, written once: the document it draws, the PlotWidget and the theme,
// updates coalesced into one per event-loop turn, the panels (a grid of axis rects, or one) with
// their label items, the legend with its placer and its clicks (which hide series in the project),
// the zoom remembered with the project and its reset, and the cursor read-out for the status bar.
//
// A chart derives from it and writes only what is its own, in the hooks below: build its scene and
// items from the document, move what a slider step moves, add the labels that move with it, and say
// what the tooltip says. See docs/ARCHITECTURE.md for the order they run in.
class ChartFrame : public QWidget {
    Q_OBJECT
public:
    ~ChartFrame() override;

    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    // On screen, markers that move are drawn from cached pixmaps (cheap while dragging); a vector
    // export (SVG, PDF) wants them as shapes.
    void setVectorMarkers(bool vector);
    PlotWidget* plot() const { return m_plot; }

    void updateNow(); // applies pending document changes and replots: for tests and export
    int paintCount() const; // frames the plot has painted
    int updateCount() const { return m_updateCount; } // pending changes applied (coalesced ones count once)
    void resetView(); // forgets the remembered zoom and fits the data

    // What is on the plot, read back from the QCustomPlot objects.
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    QCPAxisRect* panelRect(int panel) const;
    QCPLegend* legend() const { return m_legend; }
    std::vector<QRectF> shownLabelRects() const; // after the last replot, in pixels
    QStringList shownLabelTexts() const; // in the same order
    // Labels that found no free spot in the last placement and no spot for a number either.
    QStringList droppedLabelTexts() const;
    // For an export: places the labels now, numbering those with no room from `first` on (see
    // LabelItem::setFootnoteStart); returns the footnotes, in order over the panels.
    std::vector<LabelItem::Footnote> numberLeftOutLabels(int first);
    // What each text the plot draws outside its labels is, for the layout report: "tick",
    // "axis-title", "panel-title" or "legend", by the text.
    QHash<QString, QString> textRoles() const;
    // Where the legend is (plot pixels); empty when there is none.
    QRectF legendRect() const;
    // Where the panels' plot areas are (plot pixels).
    std::vector<QRectF> panelRects() const;
    // What a click on a legend entry does: hides or shows the series it stands for.
    void toggleLegendItem(QCPAbstractLegendItem* item);
    // The tooltip at a point of the plot (pixels), as rich text; empty: none.
    virtual QString tooltipAt(const QPoint& pos) const = 0;

Q_SIGNALS:
    void cursorMoved(const QString& text); // for the status bar; empty when the cursor leaves

protected:
    ChartFrame(Document& document, ChartKind kind, QWidget* parent);

    // What a chart asks of the frame for one rebuild, from the scene it has just built.
    struct Setup {
        int panels = 1; // one for an overlay, or one per chip
        GridSetup axes; // axes.shareY: one FLOPs/s range for every panel, remembered as the zoom
        bool legend = true;
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

    // Kinds of document change; markDirty() draws them once the event loop comes back.
    enum Dirty : unsigned {
        kStep = 1u, // a slider moved: stepScene(), moveDynamicItems(), the labels, the moving layer
        kAll = 2u, // anything else: build everything again
    };
    void markDirty(unsigned flags);
    // What moves, drawn again now (a selection changed); nothing if a rebuild is pending.
    void redrawDynamic();

    // ---- the hooks, in the order a rebuild calls them ----
    // The scene from the document, and what the frame should lay out for it.
    virtual Setup buildScene() = 0;
    // The chart's items in panels(), their fixed labels, and addLegendEntry() for its series.
    virtual void buildItems() = 0;
    // Shows or hides items as the project's hidden series say (after a build and a legend click).
    virtual void applyVisibility() = 0;
    // A slider step: brings the scene to the document's sliders. False: build everything instead.
    virtual bool stepScene() = 0;
    // Puts what moves (markers, slider lines) where the scene says.
    virtual void moveDynamicItems() = 0;
    // A panel's labels that move, between its head and tail labels, in priority order.
    virtual void addDynamicLabels(int panel, std::vector<ChartLabel>& labels) const = 0;
    // The status bar's words for a point in plot coordinates.
    virtual QString cursorText(double x, double y) const = 0;

    // ---- for the hooks ----
    Document& document() const { return m_document; }
    const HiddenSeries& hidden() const;
    std::vector<Panel>& panels() { return m_panels; }
    const std::vector<Panel>& panels() const { return m_panels; }
    // A marker style as a moving marker is drawn: a cached pixmap on screen, the shape in a vector export.
    QCPScatterStyle movingMarker(const QCPScatterStyle& style) const;
    // A legend entry; clicking it hides or shows `series` (none: it only explains a line style).
    void addLegendEntry(const QString& name, const QPen& pen, const QCPScatterStyle& style = {},
        std::optional<Series> series = std::nullopt);
    // A legend entry of the chart's own kind (a key that is not a line or a marker), made by `make`
    // for the legend when there is one.
    void addLegendItem(const std::function<QCPAbstractLegendItem*(QCPLegend*)>& make);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void applyPending();
    void rebuild();
    void step();
    void makeLegend();
    void showHidden(); // the chart's applyVisibility() and the legend's faded entries
    void refreshLabels();
    void applyView(bool fit);
    void storeView();
    void onHover(const QPoint& pos);
    void onSeriesHidden(const Series& series);

    Document& m_document;
    const ChartKind m_kind;
    PlotWidget* m_plot;
    ChartTheme m_theme;
    std::vector<Panel> m_panels;
    Setup m_setup; // of the last rebuild
    QCPLegend* m_legend = nullptr;
    QPointer<LegendPlacer> m_legendPlacer; // a lone panel's inset legend: which corner, labels out of its way
    std::optional<Qt::Alignment> m_legendCorner; // kept across rebuilds: it stays unless another is clearly freer
    std::vector<std::pair<QCPAbstractLegendItem*, Series>> m_legendSeries; // the entries a click toggles
    bool m_vectorMarkers = false;
    unsigned m_dirty = 0;
    Coalescer m_update; // applyPending() once per event-loop turn
    int m_updateCount = 0;
    bool m_applyingView = false; // setting the axes from the project, not a zoom to remember
    QSize m_gridArea; // the size the grid shape was chosen for
};

} // namespace roofline::ui
