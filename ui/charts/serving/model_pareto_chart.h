#pragma once

#include "ui/charts/frame/chart_base.h"

#include <QColor>
#include <QString>

#include <vector>

class QCPCurve;

namespace roofline::ui {

// Latency against throughput (docs/model.md §12): for the Model panel's model decoding on each shown chip, every
// tensor parallelism it divides over is a curve through B = 1, 2, 4, …: tokens/s per sequence (what a user waits
// for) along x, tokens/s per chip (what the hardware earns) up y, both on log axes. A point that does not fit in
// the chip's memory is hollow; each chip's frontier (the fitting points no other beats on both) is a wide band
// under its curves; a ring marks where the chip's tp and the B slider put its decode step. Its scene is handed to
// it (ModelParetoFeed, from the document); a B step moves only the rings.
class ModelParetoChart : public ChartBase {
    Q_OBJECT
public:
    explicit ModelParetoChart(QWidget* parent = nullptr);

    struct Point {
        double b = 1.0;
        double perSequence = 0.0; // tokens/s per sequence, 1/step
        double perChip = 0.0; // tokens/s per chip, B/(step·tp)
        bool fits = true; // or not known
        bool onFrontier = false;

        bool operator==(const Point&) const = default;
    };
    // One curve: a chip at one tp, its points in B order.
    struct Series {
        int chip = 0; // the shown chip's index: its frontier is drawn over all its series
        QString chipName;
        QColor color;
        double tp = 1.0;
        double ep = 1.0; // docs/model.md §14: a layout of expert parallelism (tp 1)
        // The links its collectives cross, inside a domain first: two when the layout is larger than a domain.
        QStringList tiers;
        std::vector<Point> points;

        bool operator==(const Series&) const = default;
    };
    // Where a chip's tp and the B slider put its decode step.
    struct Current {
        QColor color;
        double perSequence = 0.0;
        double perChip = 0.0;

        bool operator==(const Current&) const = default;
    };
    // What the chart draws: the curves, and a ring per chip whose decode step runs.
    struct Scene {
        std::vector<Series> series;
        std::vector<Current> current;

        bool operator==(const Scene&) const = default;
    };

    void setScene(Scene scene);
    const Scene& scene() const { return m_scene; }

    QSize sizeHint() const override;
    QString tooltipAt(const QPoint& pos) const override;

private:
    Setup buildScene() override;
    void buildItems() override;
    bool stepScene() override;
    void moveDynamicItems() override;
    QString cursorText(double x, double y) const override;

    // A series' line through its points, and its markers: filled where they fit, hollow where they do not.
    struct Drawn {
        QCPCurve* line = nullptr;
        QCPCurve* filled = nullptr;
        QCPCurve* hollow = nullptr;
    };

    Scene m_scene;
    bool m_seriesChanged = true; // since the last build: a step that moves only the rings is not enough
    std::vector<Drawn> m_drawn; // in series order
    std::vector<std::pair<int, QCPCurve*>> m_frontiers; // a chip's index, its band
    QCPCurve* m_current = nullptr; // the rings
};

} // namespace roofline::ui
