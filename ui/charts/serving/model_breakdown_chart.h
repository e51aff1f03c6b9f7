#pragma once

#include "core/scene/model_step.h"
#include "ui/charts/frame/chart_base.h"

#include <array>
#include <vector>

class QCPBars;
class QCPBarsGroup;

namespace roofline::ui {

// One model step's time, op by op (docs/model.md §10): for each op of the layer and lm_head, its math time per
// step (count · T_math) beside its traffic time (count · T_comms) over memory or over the network, so
// the bar that is longer says what bounds it; the op's name carries its count and bound. A bar chart of
// the Model panel, drawn when it is seen: one scrolled out of the panel's view costs nothing per B step.
class ModelBreakdownChart : public ChartBase {
    Q_OBJECT
public:
    explicit ModelBreakdownChart(QWidget* parent = nullptr);

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

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override; // room for every row's name and bars, and the time axis

    // The fills of math, memory and network traffic: three strengths of the theme's ink.
    static std::array<QColor, 3> costColors(const ChartTheme& theme)
    {
        return {theme.ink(0.85), theme.ink(0.5), theme.ink(0.22)};
    }

private:
    void makeRows(); // the step's rows, in the user's language
    Setup buildScene() override;
    void buildItems() override;

    const ModelStep* m_step = nullptr; // owned by the caller, which calls setStep again when it changes
    std::vector<Row> m_rows;
    double m_scale = 1.0; // seconds per unit of the time axis
    QPointer<QCPBarsGroup> m_group; // the bars' group, made again with them
};

// "compute", "memory", "network": what bounds an op, in the user's language.
QString boundWord(const Evaluation& evaluation);

} // namespace roofline::ui
