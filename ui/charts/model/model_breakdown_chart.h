#pragma once

#include "core/scene/model_step.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"

#include <array>
#include <vector>

namespace roofline::ui {

// One model step's time, op by op (docs/model.md §10): for each op of the layer and lm_head, its math time per
// step (count · T_math) beside its traffic time (count · T_comms) over memory or over the network, so
// the bar that is longer says what bounds it; the op's name carries its count and bound. A bar chart of
// the Model panel.
class ModelBreakdownChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit ModelBreakdownChart(QWidget* parent = nullptr);

    void setTheme(const ChartTheme& theme);
    // The step to draw; nullptr or a step that does not run draws nothing.
    void setStep(const ModelStep* step);

    // What is drawn, per op from the top: seconds per step of math, memory and network traffic.
    struct Row {
        QString label; // "qkv ×80 · memory"
        double compute = 0.0;
        double memory = 0.0;
        double network = 0.0;
    };
    const std::vector<Row>& rows() const { return m_rows; }
    double timeScale() const { return m_scale; } // seconds per unit of the time axis

    QSize sizeHint() const override;

    // The fills of math, memory and network traffic: three strengths of the theme's ink.
    static std::array<QColor, 3> costColors(const ChartTheme& theme)
    {
        return {theme.ink(0.85), theme.ink(0.5), theme.ink(0.22)};
    }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void rebuild();

    ChartTheme m_theme;
    const ModelStep* m_step = nullptr; // owned by the caller, which calls setStep again when it changes
    std::vector<Row> m_rows;
    std::array<QCPBars*, 3> m_bars {};
    double m_scale = 1.0;
    bool m_replotPending = false; // drawn at the next paint: a B step replots only the charts on screen
};

// "compute", "memory", "network": what bounds an op, in the user's language.
QString boundWord(const Evaluation& evaluation);

} // namespace roofline::ui
