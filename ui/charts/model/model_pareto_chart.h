#pragma once

#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"

#include <QString>

#include <vector>

namespace roofline::ui {

// Latency against throughput (docs/model.md §12): for the Model panel's model decoding on each shown chip, every
// tensor parallelism it divides over is a curve through B = 1, 2, 4, …: tokens/s per sequence (what a user waits
// for) along x, tokens/s per chip (what the hardware earns) up y, both on log axes. A point that does not fit in
// the chip's memory is hollow; each chip's frontier (the fitting points no other beats on both) is a wide band
// under its curves; a ring marks the panel's tp and the B slider.
class ModelParetoChart : public QCustomPlot {
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
        std::vector<Point> points;

        bool operator==(const Series&) const = default;
    };
    // Where the panel's tp and the B slider put a chip's decode step.
    struct Current {
        QColor color;
        double perSequence = 0.0;
        double perChip = 0.0;

        bool operator==(const Current&) const = default;
    };

    // What the chart draws: the curves, and a ring per chip.
    struct Scene {
        std::vector<Series> series;
        std::vector<Current> current;

        bool operator==(const Scene&) const = default;
    };
    void setScene(Scene scene) { setSeries(std::move(scene.series), std::move(scene.current)); }

    void setTheme(const ChartTheme& theme);
    const ChartTheme& chartTheme() const { return m_theme; }
    void setSeries(std::vector<Series> series, std::vector<Current> current);
    // A title over the plot, for an export ("" takes it away).
    void setTitle(const QString& title);
    QString title() const;
    const std::vector<Series>& series() const { return m_series; }
    const std::vector<Current>& current() const { return m_currentPoints; }

    // What is drawn, read back from the plot for tests: a series' line and its filled and hollow markers, a
    // chip's frontier (by its index), the rings, and the "tp n" labels in series order.
    std::vector<QPointF> drawnLine(int series) const;
    std::vector<QPointF> drawnMarkers(int series, bool hollow) const;
    std::vector<QPointF> drawnFrontier(int chip) const;
    std::vector<QPointF> drawnCurrent() const;
    QStringList tpLabels() const;
    // The scatter style of a series' markers (filled or hollow), for tests.
    QCPScatterStyle markerStyle(int series, bool hollow) const;

    QSize sizeHint() const override;

private:
    void rebuild();

    struct Drawn {
        QCPCurve* line = nullptr;
        QCPCurve* filled = nullptr;
        QCPCurve* hollow = nullptr;
    };

    ChartTheme m_theme;
    std::vector<Series> m_series;
    std::vector<Current> m_currentPoints;
    std::vector<Drawn> m_drawn;
    std::vector<std::pair<int, QCPCurve*>> m_frontiers; // chip index, its band
    std::vector<QCPItemText*> m_labels;
    QCPCurve* m_current = nullptr;
    QCPTextElement* m_title = nullptr;
};

} // namespace roofline::ui
