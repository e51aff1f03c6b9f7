#pragma once

#include "core/scene/project.h"
#include "core/scene/scene.h"
#include "core/scene/series.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <functional>
#include <vector>

namespace roofline::ui {

// The models of the project on the roofline chart (docs/model.md §10): each model step on a chip is a group of
// hexagons, one per op of its layer (and lm_head), filled in decode and hollow in prefill, in the chip's
// colour, with one label for the group and each op's count in its tooltip. A helper of RooflineChart,
// which calls it from its own hooks.
class RooflineModelLayer {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::RooflineModelLayer)

public:
    struct Hit {
        int chip = -1;
        int step = -1; // into the chip's ModelStep list
        int op = -1; // into the step's ops
        double distanceSquared = 0.0;
    };

    // A model's marker, for the chart and its legend key.
    static QCPScatterStyle markerStyle(StepPhase phase, const QColor& color, double size, const QColor& background);

    // Makes one curve per model step of a chip in its axis rect, on `layer` (the plot's moving layer).
    void clear();
    // `moving` turns a marker style into how moving markers are drawn (ChartBase::movingMarker).
    void buildChip(std::size_t chip, QCPAxisRect* rect, const ChipRoofline& scene, const ChartTheme& theme,
        QCPLayer* layer, const std::function<QCPScatterStyle(const QCPScatterStyle&)>& moving);
    // Puts the markers where the scene says; hidden chips and models draw nothing.
    void move(const RooflineScene& scene, const HiddenSeries& hidden, const std::vector<bool>& chipShown);
    // A group label per model step on the chip (at the op that takes most of the step).
    void addLabels(std::size_t chip, const ChipRoofline& scene, const HiddenSeries& hidden, const QColor& color,
        double markerSize, std::vector<ChartLabel>& labels) const;
    // The nearest model op within `radius` pixels of `pos` on a chip's axis rect.
    Hit hitTest(std::size_t chip, const QCPAxisRect* rect, const ChipRoofline& scene, const HiddenSeries& hidden,
        const QPoint& pos, double radius) const;

    // The group label: "Llama 3 70B · decode · tp 8".
    static QString groupText(const ModelStep& step);
    // An op's tooltip: the model, the op and its count per step, its share of the step, then its numbers.
    static QString tooltip(const ModelStep& step, std::size_t op, const Chip& chip, LabelUnits units);

private:
    std::vector<std::vector<QCPCurve*>> m_curves; // per chip, per model step
    QVector<double> m_x;
    QVector<double> m_y;
};

} // namespace roofline::ui
