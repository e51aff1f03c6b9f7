#pragma once

#include "core/scene/parity_scene.h"
#include "ui/charts/frame/chart_base.h"

#include <QString>

namespace roofline::ui {

// Predicted against measured time (docs/model.md §15): each measured group of a calibration at its measured time
// per run along x and its predicted time up y, both log, around the y = x line and a ±25 % band. Each group is
// drawn twice: hollow at the roofline's nominal time, filled at its calibrated time, the pair joined by a thin
// line; a point's area is its share of the measured time, its colour its class. The key gives the four error
// figures. Its scene is handed to it (ParityScene, from a calibration); nothing moves with the sliders.
class ParityChart : public ChartBase {
    Q_OBJECT
public:
    explicit ParityChart(QWidget* parent = nullptr);

    // `chipName`: the calibrated chip's name, for the corner title (with the calibration's file).
    void setScene(ParityScene scene, const QString& chipName);
    const ParityScene& scene() const { return m_scene; }

    QSize sizeHint() const override;
    QString tooltipAt(const QPoint& pos) const override;

private:
    Setup buildScene() override;
    void buildItems() override;
    QString cursorText(double x, double y) const override;

    ParityScene m_scene;
    QString m_chipName;
};

} // namespace roofline::ui
