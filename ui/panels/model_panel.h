#pragma once

#include "core/formulas/chip.h"
#include "core/model/model_batch.h"
#include "core/scene/model_entry.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/serving/model_pareto_feed.h"
#include "ui/coalescer.h"

#include <QWidget>

#include <string>
#include <vector>

class QAction;
class QButtonGroup;
class QComboBox;
class QGridLayout;
class QLabel;
class QScrollArea;
class QSpinBox;

namespace roofline::ui {

class Document;
class ModelBatchChart;
class ModelParetoChart;
class ModelStepView;
class SplitOrTabs;

// The Model panel (docs/model.md §10–§12): for the chosen model, each shown chip's step side by side (prefill,
// decode or both): where the time goes op by op (math, memory or network, and the bound of each), step time,
// tokens/s and memory against the chip's capacity, with the chip's tensor parallelism and the links and ring
// direction of its all-reduces (every link both ways unless set, and said); and under them tokens/s against
// the batch B for every chip with the B where the step turns compute-bound. Follows the B and S sliders; every
// edit is an undo step.
class ModelPanel : public QWidget {
    Q_OBJECT
public:
    explicit ModelPanel(Document& document, QWidget* parent = nullptr);

    void setTheme(const ChartTheme& theme);
    const ChartTheme& theme() const { return m_theme; }
    QAction* addModelAction() const { return m_addModel; } // Add Model…: opens the dialog
    int currentModel() const; // -1: the project has none
    void setCurrentModel(int model);
    void updateNow(); // applies pending changes now (before a screenshot)

    // The models' steps on the shown chips as CSV (core's modelStepsToCsv), and writing it to a file.
    std::string csv() const;
    bool exportCsv(const QString& path);

    ModelBatchChart* batchChart() const { return m_batch; }
    ModelParetoChart* paretoChart() const { return m_pareto; }
    // Whether each chip's phases stand side by side (the panel is wide enough for their bars) or one under the other.
    bool phasesSideBySide() const { return m_phasesTogether; }

    // Modest, like the other bottom panels: the window's first layout must not grow for it.
    QSize sizeHint() const override;

Q_SIGNALS:
    void message(const QString& text); // for the status bar
    // Chart…: the Export dialog, with latency against throughput of the model shown chosen (MainWindow opens it).
    void exportChartRequested();

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void schedule(bool rebuild);
    void apply();
    void rebuildSections(); // the chip sections, for the chips shown and the phases of the model
    void arrangeViews(); // each chip's phases side by side, or one under the other when the panel is narrow
    void refresh(); // the numbers, at the sliders
    void fillModelBox();
    void setPhase(int choice);
    // A chip's tp, or with `experts` its ep. session: the spin box turned (its steps merge into one undo step), 0
    // for a choice that stands alone.
    void setParallelism(int chip, int value, int session, bool experts);
    void setCollectives(int chip, double links, const std::string& ring, int session);
    void fillCollectives(std::size_t chip, const ModelEntry& entry, const Chip& onChip);
    void setWords();
    std::string shapeKey() const;
    void clampCurrent(); // the model shown is one of the project's, or -1 when it has none

    Document& m_document;
    ChartTheme m_theme;
    QAction* m_addModel;
    QComboBox* m_modelBox;
    QAction* m_add; // the panel's buttons, in its tool bar
    QAction* m_remove;
    QAction* m_export;
    QAction* m_exportChart;
    QButtonGroup* m_phase;
    QLabel* m_empty;
    QLabel* m_summary; // parameters total and active; the weights, the cache per token, the windows
    QWidget* m_sections;
    QGridLayout* m_grid;
    std::vector<QLabel*> m_chipNames;
    std::vector<QSpinBox*> m_tpBoxes;
    std::vector<QSpinBox*> m_epBoxes; // nullptr for a dense model: only a mixture of experts has ep
    std::vector<QSpinBox*> m_linksBoxes;
    std::vector<QComboBox*> m_ringBoxes;
    std::vector<QLabel*> m_collectiveLabels;
    std::vector<ModelStepView*> m_views;
    std::vector<QWidget*> m_sides; // each chip's name and controls, beside its steps
    bool m_phasesTogether = true;
    bool m_arranged = false;
    ModelBatchChart* m_batch;
    ModelParetoChart* m_pareto;
    SplitOrTabs* m_pages;
    QScrollArea* m_scroll;
    std::string m_shape; // shapeKey() of the sections built
    int m_current = -1;
    int m_sessions = 0; // the undo sessions handed to the spin boxes so far
    bool m_rebuildPending = false;
    bool m_refreshPending = false;
    Coalescer m_update; // apply() once per event-loop turn, while the panel is shown
    bool m_filling = false; // setting the controls from the document, not editing it

    // Each chip's tokens/s curve depends on everything but B: a B step reuses it (in curve order).
    struct CachedCurve {
        ModelConfig model;
        Chip chip;
        StepConfig config; // with b = 1
        std::vector<double> batch;
        ModelBatchCurve curve;
    };
    std::vector<CachedCurve> m_curveCache;
    const ModelBatchCurve& curveFor(std::size_t slot, const ModelConfig& model, const Chip& chip, StepConfig config,
        const std::vector<double>& batch);
    ModelParetoFeed m_paretoFeed; // the latency against throughput chart's scene
};

} // namespace roofline::ui
