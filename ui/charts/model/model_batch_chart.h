#pragma once

#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"

#include <QString>

#include <optional>
#include <vector>

namespace roofline::ui {

// The chapter's Q3 figure for a whole model (docs/model.md §10): tokens/s against the batch B, one curve per shown
// chip (and phase), the B where the step turns compute-bound marked on each, and where the B slider is.
class ModelBatchChart : public QCustomPlot {
    Q_OBJECT
public:
    explicit ModelBatchChart(QWidget* parent = nullptr);

    struct Curve {
        QString name; // "H100 SXM · decode · tp 8"
        QColor color;
        Qt::PenStyle style = Qt::SolidLine;
        std::vector<double> batch;
        std::vector<double> tokensPerS;
        std::optional<double> computeBoundBatch; // where the step turns compute-bound (within the range)
        double computeBoundTokensPerS = 0.0;
        double currentBatch = 1.0; // the B slider
        double currentTokensPerS = 0.0;
        std::optional<double> largestFittingBatch; // the last B whose weights and KV cache fit
    };

    void setTheme(const ChartTheme& theme);
    void setCurves(std::vector<Curve> curves);
    const std::vector<Curve>& curves() const { return m_curves; }
    // The compute-bound markers drawn, (B, tokens/s), in curve order (curves without one are skipped).
    std::vector<QPointF> computeBoundMarkers() const;

    QSize sizeHint() const override;

private:
    void rebuild();
    // Whether `curves` differ from those drawn only where the B slider is on them.
    bool onlyCurrentMoved(const std::vector<Curve>& curves) const;

    ChartTheme m_theme;
    std::vector<Curve> m_curves;
    QCPCurve* m_boundMarkers = nullptr;
    std::vector<QCPGraph*> m_current; // each curve's B-slider marker
};

} // namespace roofline::ui
