#pragma once

#include "core/scene/scene.h"
#include "ui/charts/frame/chart_frame.h"

#include <QVector>

#include <optional>
#include <vector>

class QCPCurve;
class QCPScatterStyle;
class QCPGraph;
class QCPItemStraightLine;

namespace roofline::ui {

// The chapter's Q3 chart: attainable FLOPs/s against the batch size B for each sweep (a matmul
// with its own D, F and dtypes) on each shown chip, with each curve's critical B marked and a
// vertical line at the B slider. Chips overlaid or one chart each (by default, so each reads like
// the chapter's figure). The curves come from core's BatchSizeScene; a B-slider step only moves the
// line and the markers (core's updateBatchSizeMarkers).
class BatchSizeChart : public ChartFrame {
    Q_OBJECT
public:
    explicit BatchSizeChart(Document& document, QWidget* parent = nullptr);

    // Where the B line of the chip's chart is drawn: the bench checks each frame shows its step's B.
    std::optional<double> plottedSliderBatch(int chip) const;
    const BatchSizeScene& scene() const { return m_scene; }
    // The curve nearest the cursor, read at the batch size under it.
    QString tooltipAt(const QPoint& pos) const override;
    std::vector<std::vector<int>> chipGroupings(int groups, int most) const override;

private:
    // One curve of a chip: the sweep's FLOPs/s over B, its critical B and where the slider is.
    struct CurveItems {
        QCPGraph* graph = nullptr;
        QCPCurve* critical = nullptr; // a ring at the critical B on the ceiling (none: never compute-bound)
        QCPGraph* drop = nullptr; // the dashed line down from it
        QCPCurve* marker = nullptr; // the curve's value at the B slider
    };
    struct ChipItems {
        int panel = 0;
        std::vector<CurveItems> curves; // parallel to the scene's curves of this chip
    };

    // A curve is drawn in its chip's colour with its sweep's dash pattern and marker shape.
    QPen curvePen(int chip, int sweep) const;
    int sweepShape(int sweep) const; // index into kAllMarkerShapes
    QCPScatterStyle curveMarker(int sweep, const QColor& color) const;
    bool curveShown(std::size_t chip, const SweepCurve& curve) const;

    // Building: the scene, its fitted view and the frame's setup, then the chips' curves.
    Setup buildScene() override;
    AxisRange fitY(std::size_t panel) const;
    // Deals the scene's chips out to `panels` panels.
    void placeChips(int panels);
    bool chipsShare() const; // some panel draws more than one chip
    void buildItems() override;
    void buildChip(int chipIndex, Panel& panel);
    void addProblemNotes();
    // The words beside a curve that is flat in B (attention), at its right end.
    ChartLabel flatLabel(const SweepCurve& curve, double lastBatch, const QColor& color) const;
    void addLegendEntries();
    void applyVisibility() override;

    // A B-slider step moves the line at B and each curve's marker, and says their values.
    bool stepScene() override;
    void moveDynamicItems() override;
    void addDynamicLabels(int panel, std::vector<ChartLabel>& labels) const override;
    QString cursorText(double x, double y) const override;

    BatchSizeScene m_scene;
    std::vector<MarkerShape> m_sweepShapes;
    std::vector<ChipItems> m_chips;
    std::vector<QCPItemStraightLine*> m_sliderLines; // one per panel, at the B slider
    // Which panel draws each chip: one for all (overlaid), one each (side by side), or an export's few.
    std::vector<int> m_panelOf;
    int m_panelCount = 1;
    // Reused between slider steps so a step allocates nothing for the markers.
    QVector<double> m_xs;
    QVector<double> m_ys;
};

} // namespace roofline::ui
