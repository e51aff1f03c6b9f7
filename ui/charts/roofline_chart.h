#pragma once

#include "core/scene.h"
#include "ui/charts/chart_theme.h"
#include "ui/charts/label_item.h"

#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

class QCPAxisRect;
class QCPCurve;
class QCPGraph;
class QCPLegend;
class QCPAbstractLegendItem;

namespace roofline::ui {

class Document;
class LegendPlacer;
class PlotWidget;

// The roofline chart (log–log): per shown chip a ceiling per precision, a slope per memory level
// and link, ridge points, the chapter's shaded regions, the ops as markers at (intensity,
// attainable FLOPs/s), and measured kernels as crosses at (intensity, achieved FLOPs/s), ringed
// in the warning colour when one lies above its roof. Chips overlaid on one chart or side by side in a grid with shared
// axes. Everything drawn comes from core's RooflineScene; a slider step re-evaluates only the op points (core's
// updateOpPoints) and moves the existing markers.
class RooflineChart : public QWidget {
    Q_OBJECT
public:
    explicit RooflineChart(Document& document, QWidget* parent = nullptr);
    ~RooflineChart() override;

    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    PlotWidget* plot() const { return m_plot; }
    const RooflineScene& scene() const { return m_scene; }

    void setSelectedOp(int op); // -1: none
    // On screen, op markers are drawn from cached pixmaps (fast while dragging); a vector export
    // (SVG, PDF) wants them as shapes.
    void setVectorMarkers(bool vector);
    void setFocusChip(int chip); // the chip whose regions an overlay shades
    int focusChip() const { return m_focusChip; }
    void updateNow(); // applies pending document changes and replots: for tests and export
    int paintCount() const; // frames the plot has painted
    int updateCount() const { return m_updateCount; } // pending changes applied (coalesced ones count once)
    void resetView();

    // What is on the plot, read back from the QCustomPlot objects.
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    std::optional<QPointF> plottedOpPoint(int chip, int op) const; // (intensity, FLOPs/s)
    std::vector<double> plottedCeilings(int chip) const; // FLOPs/s of each ceiling line
    // Measured kernels drawn for a chip, (intensity, FLOPs/s); empty while hidden. Warnings: the
    // rings around the ones above their roof.
    std::vector<QPointF> plottedMeasuredPoints(int chip) const;
    std::vector<QPointF> plottedMeasuredWarnings(int chip) const;
    bool isMeasuredHidden() const { return m_hideMeasured; }
    // The tooltip at a point of the plot (pixels): an op's, a measured kernel's or a ridge's numbers.
    QString tooltipAt(const QPoint& pos) const;
    std::vector<QRectF> shownLabelRects() const; // after the last replot, in pixels
    QStringList shownLabelTexts() const;
    QCPAxisRect* panelRect(int panel) const;
    QCPLegend* legend() const { return m_legend; }
    bool isChipHidden(int chip) const { return m_hiddenChips.contains(chip); }
    bool isOpHidden(int op) const { return m_hiddenOps.contains(op); }
    void toggleLegendItem(QCPAbstractLegendItem* item);

Q_SIGNALS:
    void opClicked(int op, int chip);
    void cursorMoved(const QString& text); // for the status bar; empty when the cursor leaves

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    enum Dirty : unsigned { kPoints = 1u, kAll = 2u };
    static constexpr int kShapeCount = 8;

    struct ChipItems {
        int panel = 0;
        std::vector<QCPAbstractPlottable*> lines; // ceilings, slopes, ridges: hidden with the chip
        std::vector<QCPAbstractItem*> regions;
        std::array<QCPCurve*, kShapeCount> shapes {};
        QCPCurve* selection = nullptr;
        QCPCurve* measured = nullptr; // every measured kernel placed on the chip
        QCPCurve* measuredAbove = nullptr; // those above their roof again, over every chip's crosses
        QCPCurve* measuredWarnings = nullptr; // a ring around each one above its roof
        // For each shape curve, the op index of each of its points (to map clicks and read back).
        std::array<std::vector<int>, kShapeCount> shapeOps;
    };
    struct Panel {
        QCPAxisRect* rect = nullptr;
        LabelItem* labels = nullptr;
        std::vector<ChartLabel> headLabels; // before the ops' labels: title, ceilings
        std::vector<ChartLabel> tailLabels; // after them: ridges, regions
    };
    struct LegendTarget {
        enum class Kind { Chip, Op, MemorySlopes, LinkSlopes, Measured } kind;
        int index = 0;
    };
    struct Hit {
        int chip = -1;
        int op = -1;
        int ridge = -1;
        int measured = -1; // into the chip's measured points
    };

    void markDirty(unsigned flags);
    void applyPending();
    void loadHidden(); // the legend's hidden series from the project
    void storeHidden(); // …and back
    void rebuild();
    void buildChip(int chipIndex, Panel& panel, bool shadeRegions);
    void buildLegend();
    void raiseMeasuredWarnings(); // above-roof kernels over every other chip's crosses
    void addProblemNotes();
    void updatePoints();
    void updateMarkers();
    void refreshLabels();
    void applyVisibility();
    void applyView(bool fit);
    void storeView();
    Hit hitTest(const QPoint& pos) const;
    void onHover(const QPoint& pos);
    void onClick(const QPoint& pos);

    Document& m_document;
    PlotWidget* m_plot;
    ChartTheme m_theme;
    RooflineScene m_scene;
    OpPointCache m_pointCache; // what a slider step leaves alone, reset by every rebuild
    std::vector<Panel> m_panels;
    std::vector<ChipItems> m_chips;
    QCPLegend* m_legend = nullptr;
    QPointer<LegendPlacer> m_legendPlacer; // an overlay's inset legend: which corner, and labels out of its way
    std::optional<Qt::Alignment> m_legendCorner; // kept across rebuilds: it stays unless another is clearly freer
    std::vector<std::pair<QCPAbstractLegendItem*, LegendTarget>> m_legendTargets;
    QSet<int> m_hiddenChips;
    QSet<int> m_hiddenOps;
    bool m_hideMemorySlopes = false;
    bool m_hideLinkSlopes = false;
    bool m_hideMeasured = false;
    int m_selectedOp = -1;
    int m_focusChip = 0;
    int m_labelledChip = -1;
    bool m_vectorMarkers = false; // the only chip whose ops and ridges are named; -1: every chip
    unsigned m_dirty = 0;
    int m_updateCount = 0;
    bool m_updateQueued = false;
    bool m_applyingView = false;
    QSize m_gridArea;
    // Reused between slider steps so a step allocates nothing for the markers.
    QVector<double> m_xs;
    QVector<double> m_ys;
    std::vector<QString> m_opTexts; // each op's label for the current step (refreshLabels)
    std::vector<char> m_opTextMade;
};

} // namespace roofline::ui
