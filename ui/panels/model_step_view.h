#pragma once

#include "core/formulas/solvers.h"
#include "core/scene/calibration.h"
#include "core/scene/model_step.h"

#include <QWidget>

class QLabel;

namespace roofline::ui {

class ModelBreakdownChart;
class ModelMemoryBar;
struct ChartTheme;

// One model step on one chip, in the Model panel: where its time goes op by op, its step time and
// tokens/s, where it turns compute-bound, and its memory against the chip's.
class ModelStepView : public QWidget {
    Q_OBJECT
public:
    explicit ModelStepView(QWidget* parent = nullptr);

    void setTheme(const ChartTheme& theme);
    // The step, and where it turns compute-bound along B (T and S held); with the chip's calibration (docs/model.md
    // §15), its calibrated step time and tokens/s beside the nominal ones, saying what they rest on.
    void setStep(const ModelStep& step, const Crossover& computeBound, const Calibration* calibration = nullptr);

    QString title() const; // "decode"
    QString summary() const; // "step 20.3 ms · 3155.3 tokens/s"
    QString boundText() const; // "compute-bound above B = 599.17", "never compute-bound"
    // "calibrated: step 24.1 ms · 2650 tokens/s (from lab.cal.json, 24 groups)"; empty without a calibration.
    QString calibratedText() const;
    QString problem() const; // why the step cannot run; empty when it runs

private:
    void setWords();

    ModelStep m_step;
    Crossover m_bound;
    std::optional<Calibration> m_calibration; // of the step's chip
    QLabel* m_title;
    ModelBreakdownChart* m_chart;
    QLabel* m_summary;
    ModelMemoryBar* m_memory;
    QLabel* m_problem;
};

} // namespace roofline::ui
