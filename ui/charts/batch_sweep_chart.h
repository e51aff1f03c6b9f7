#pragma once

#include "core/scene.h"
#include "ui/charts/chart_theme.h"
#include "ui/charts/label_item.h"

#include <QPointer>
#include <QSet>
#include <QWidget>

#include <optional>
#include <vector>

class QCPAxisRect;
class QCPCurve;
class QCPGraph;
class QCPItemStraightLine;
class QCPLegend;
class QCPAbstractLegendItem;

namespace roofline::ui {

class Document;
class LegendPlacer;
class PlotWidget;

// The chapter's Q3 chart: attainable FLOPs/s against the batch size B for each sweep (a matmul
// with its own D, F and dtypes) on each shown chip, with each curve's critical B marked and a
// vertical line at the B slider. Chips overlaid or one chart each (by default, so each reads like
// the chapter's figure). The curves come from core's SweepScene; a B-slider step only moves the
// line and the markers (core's updateSweepMarkers).
class BatchSweepChart : public QWidget {
    Q_OBJECT
public:
    explicit BatchSweepChart(Document& document, QWidget* parent = nullptr);
    ~BatchSweepChart() override;

    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    // On screen, the markers at the B slider are drawn from cached pixmaps (cheap while dragging); a
    // vector export (SVG, PDF) wants them as shapes.
    void setVectorMarkers(bool vector);
    PlotWidget* plot() const { return m_plot; }
    const SweepScene& scene() const { return m_scene; }

    void updateNow(); // applies pending document changes and replots: for tests and export
    int paintCount() const; // frames the plot has painted
    int updateCount() const { return m_updateCount; } // pending changes applied (coalesced ones count once)
    void resetView();

    // What is on the plot, read back from the QCustomPlot objects.
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    QCPAxisRect* panelRect(int panel) const;
    std::optional<double> plottedSliderBatch(int chip) const; // where the B line of the chip's chart is
    std::optional<QPointF> plottedMarker(int chip, int curve) const; // (B, FLOPs/s) at the slider
    std::optional<QPointF> plottedCriticalBatch(int chip, int curve) const;
    int plottedCurvePointCount(int chip, int curve) const;
    std::vector<QRectF> shownLabelRects() const;
    QCPLegend* legend() const { return m_legend; }
    void toggleLegendItem(QCPAbstractLegendItem* item);
    bool isCurveHidden(int sweep) const { return m_hiddenSweeps.contains(sweep); }

Q_SIGNALS:
    void cursorMoved(const QString& text); // for the status bar; empty when the cursor leaves

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    enum Dirty : unsigned { kMarkers = 1u, kAll = 2u };

    struct CurveItems {
        QCPGraph* graph = nullptr;
        QCPCurve* critical = nullptr;
        QCPGraph* drop = nullptr;
        QCPCurve* marker = nullptr;
    };
    struct ChipItems {
        int panel = 0;
        std::vector<CurveItems> curves; // parallel to the scene's curves of this chip
    };
    struct Panel {
        QCPAxisRect* rect = nullptr;
        LabelItem* labels = nullptr;
        QCPItemStraightLine* sliderLine = nullptr;
        std::vector<ChartLabel> headLabels;
        std::vector<ChartLabel> tailLabels;
    };
    struct LegendTarget {
        bool chip = false; // otherwise a sweep
        int index = 0;
    };

    void markDirty(unsigned flags);
    void applyPending();
    void loadHidden(); // the legend's hidden series from the project
    void storeHidden(); // …and back
    void rebuild();
    void buildChip(int chipIndex, Panel& panel, bool overlay);
    void buildLegend(bool overlay);
    void updateMarkers();
    void refreshLabels();
    void applyVisibility();
    void applyView(bool fit);
    void storeView();
    QPen curvePen(int chip, int sweep, bool overlay) const;
    void onHover(const QPoint& pos);
    QString tooltipAt(const QPoint& pos) const;

    Document& m_document;
    PlotWidget* m_plot;
    ChartTheme m_theme;
    SweepScene m_scene;
    std::vector<Panel> m_panels;
    std::vector<ChipItems> m_chips;
    QCPLegend* m_legend = nullptr;
    QPointer<LegendPlacer> m_legendPlacer; // a lone chart's inset legend: which corner, and the note out of its way
    std::optional<Qt::Alignment> m_legendCorner; // kept across rebuilds
    std::vector<std::pair<QCPAbstractLegendItem*, LegendTarget>> m_legendTargets;
    QSet<int> m_hiddenChips;
    QSet<int> m_hiddenSweeps;
    unsigned m_dirty = 0;
    int m_updateCount = 0;
    bool m_updateQueued = false;
    bool m_applyingView = false;
    bool m_overlay = false;
    bool m_vectorMarkers = false;
    QSize m_gridArea;
    QVector<double> m_xs;
    QVector<double> m_ys;
};

} // namespace roofline::ui
