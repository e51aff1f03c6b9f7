#pragma once

#include "core/formulas/marker.h"
#include "core/scene/scene.h"
#include "ui/charts/frame/chart_frame.h"
#include "ui/charts/roofline/roofline_compare.h"
#include "ui/charts/roofline/roofline_measured.h"
#include "ui/charts/roofline/roofline_models.h"

#include <QVector>

#include <array>
#include <optional>
#include <vector>

class QCPCurve;
class QCPGraph;
class QCPItemRect;

namespace roofline::ui {

// The roofline chart (log–log): per shown chip a ceiling per precision, a slope per memory level
// and link, ridge points, the chapter's shaded regions, the ops as markers at (intensity,
// attainable FLOPs/s), and measured kernels (RooflineMeasuredLayer) as discs sized by their share
// of the time at (intensity, achieved FLOPs/s), ringed in the warning colour when one lies above
// its roof. Chips overlaid on one chart or side by side in a
// grid with shared axes. Everything drawn comes from core's RooflineScene; a slider step
// re-evaluates only the op points (core's updateOpPoints) and moves the existing markers.
class RooflineChart : public ChartFrame {
    Q_OBJECT
public:
    explicit RooflineChart(Document& document, QWidget* parent = nullptr);

    void setSelectedOp(int op); // -1: none
    void setFocusChip(int chip); // the chip whose regions an overlay shades
    int focusChip() const { return m_focusChip; }

    const RooflineScene& scene() const { return m_scene; }
    // The tooltip at a point of the plot (pixels): an op's, a measured kernel's or a ridge's numbers.
    QString tooltipAt(const QPoint& pos) const override;

Q_SIGNALS:
    void opClicked(int op, int chip);
    // A measured group's disc was clicked: its index into the document's MeasuredSelection::groups.
    void measuredClicked(int group);

private:
    static constexpr int kShapeCount = static_cast<int>(kAllMarkerShapes.size());

    // What one chip draws, by kind.
    struct ChipItems {
        int panel = 0;
        std::vector<QCPGraph*> ceilings; // one per ceiling line, from its ridge (or the left edge) on
        std::vector<QCPGraph*> vectorCeilings; // the vector units' lower lines, dash-dotted
        std::vector<QCPGraph*> ceilingLeads; // a nominal ceiling's dotted part, left of its ridges
        std::vector<QCPGraph*> memorySlopes;
        std::vector<QCPGraph*> linkSlopes;
        QCPCurve* ridges = nullptr; // a marker per ridge point
        std::vector<QCPGraph*> ridgeDrops; // the chapter's dashed drop from the first memory level's ridge
        std::vector<QCPItemRect*> regions; // shaded on the focus chip only, when overlaid
        std::array<QCPCurve*, kShapeCount> shapes {}; // the ops, one curve per marker shape
        // The ops that do not fit in the chip's memory, drawn hollow (docs/model.md §7).
        std::array<QCPCurve*, kShapeCount> hollowShapes {};
        QCPCurve* selection = nullptr; // a ring around the selected op's marker
    };
    struct Hit {
        int chip = -1;
        int op = -1;
        int ridge = -1;
        int measured = -1; // into the chip's measured points
    };

    // Building: the scene and the frame's setup, then each chip's items, notes and legend entries.
    Setup buildScene() override;
    void buildItems() override;
    void buildChip(int chipIndex, Panel& panel, bool shadeRegions);
    void addProblemNotes();
    void addLegendEntries();
    QStringList chipKey(std::size_t chip) const; // "TPU v5e: 1.97e14, ridge 240.2", "TPU v5e 1.97e14 · 240.2"
    struct KeyNumbers {
        QString peak; // "1.97e14"
        QString ridge; // "240.2"
    };
    KeyNumbers keyNumbers(std::size_t chip) const;
    bool labelled(std::size_t chip) const; // whether a chip's ops and ridges are named
    bool keysInTitles() const; // whether the small charts' titles carry their chips' keys (not the legend)
    QStringList panelTitles(std::size_t chip) const; // a small chart's title and its shorter forms
    bool keysOnPlot() const; // whether the chips' peaks and first ridges are labelled on the plot too

    // What the legend hid.
    void applyVisibility() override;
    bool chipHidden(std::size_t chip) const;

    // A slider step: the op points, their markers and labels.
    bool stepScene() override;
    void moveDynamicItems() override;
    void addDynamicLabels(int panel, std::vector<ChartLabel>& labels) const override;
    const QString& opText(std::size_t op) const;

    // The cursor: where it is, what is under it, a click on an op.
    QString cursorText(double x, double y) const override;
    Hit hitTest(const QPoint& pos) const;
    void onClick(const QPoint& pos);

    RooflineScene m_scene;
    RooflineModelLayer m_models; // the project's models: a group of markers per model step and chip
    RooflineMeasuredLayer m_measured; // measured groups, prediction lines and ERT ceilings, per chip
    RooflineCompareLayer m_compare; // before and after, per chip, when the project compares two runs
    OpPointCache m_pointCache; // what a slider step leaves alone, reset by every rebuild
    std::vector<ChipItems> m_chips;
    bool m_grid = false; // a panel per chip
    int m_selectedOp = -1;
    int m_focusChip = 0;
    int m_labelledChip = -1; // the only chip whose ops and ridges are named; -1: every chip
    // Reused between slider steps so a step allocates nothing for the markers.
    // Each op's marker shape (the op's own, stored in the project), as an index into kAllMarkerShapes.
    int shapeOf(int op) const;
    std::vector<MarkerShape> m_opShapes;
    std::array<QVector<double>, kShapeCount> m_xs;
    std::array<QVector<double>, kShapeCount> m_ys;
    std::array<QVector<double>, kShapeCount> m_hollowXs;
    std::array<QVector<double>, kShapeCount> m_hollowYs;
    // The op of each point of each shape's curves, filled and hollow (kOpsProperty).
    std::array<std::vector<int>, kShapeCount> m_ops;
    std::array<std::vector<int>, kShapeCount> m_hollowOps;
    // Each op's label for the current step, made once per op (opText).
    mutable std::vector<QString> m_opTexts;
    mutable std::vector<char> m_opTextMade;
};

} // namespace roofline::ui
