#pragma once

#include "core/scene/projection_scene.h"
#include "ui/charts/frame/chart_base.h"

#include <QString>
#include <QStringList>

class QCPBarsGroup;

namespace roofline::ui {

// A measured step on other chips (docs/model.md §15, Measurements → Project onto Other Chips…): a bar per chip,
// the one it was measured on first, each stacked by class of work (matmul, attention, vector, collective, other)
// with the time no group models on top, carried over as measured; at each bar's end its step time and how it
// compares with the measured one. Its scene is handed to it with the chips' names.
class ProjectionChart : public ChartBase {
    Q_OBJECT
public:
    explicit ProjectionChart(QWidget* parent = nullptr);

    // `chipNames`: one per bar, in the scene's order.
    void setScene(ProjectionScene scene, QStringList chipNames);
    const ProjectionScene& scene() const { return m_scene; }

    QSize sizeHint() const override;
    // What a bar's end says: "14 ms · 0.61× measured" (the measured chip's: "23 ms measured").
    QString barText(std::size_t bar) const;
    // How its groups are bound on its chip: "3 groups compute-bound, 21 bandwidth-bound".
    QString boundsText(std::size_t bar) const;
    // A bar's classes, bounds and carried-over time, as rich text.
    QString tooltipAt(const QPoint& pos) const override;

private:
    Setup buildScene() override;
    void buildItems() override;

    ProjectionScene m_scene;
    QStringList m_names;
    double m_scale = 1.0; // seconds per unit of the time axis
    QCPBarsGroup* m_group = nullptr;
};

} // namespace roofline::ui
