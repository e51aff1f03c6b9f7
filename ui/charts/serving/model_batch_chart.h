#pragma once

#include "ui/charts/frame/chart_base.h"

#include <QColor>
#include <QString>

#include <optional>
#include <vector>

class QCPCurve;

namespace roofline::ui {

// The chapter's Q3 figure for a whole model (docs/model.md §10): tokens/s against the batch B, one curve per shown
// chip (and phase), the B where the step turns compute-bound marked on each, and where the B slider is.
// Its scene is the curves the Model panel hands it (core's modelBatchCurve for each chip and phase); a B
// step moves only the slider's markers.
class ModelBatchChart : public ChartBase {
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

    void setCurves(std::vector<Curve> curves);
    const std::vector<Curve>& curves() const { return m_curves; }

    QSize sizeHint() const override;

private:
    // Whether `curves` differ from those drawn only where the B slider is on them.
    bool onlyCurrentMoved(const std::vector<Curve>& curves) const;
    // The B where a curve's weights and KV cache stop fitting, once per B (prefill and decode of a
    // chip share one), in curve order.
    std::vector<double> fittingWalls() const;

    Setup buildScene() override;
    void buildItems() override;
    bool stepScene() override;
    void moveDynamicItems() override;

    std::vector<Curve> m_curves;
    QCPCurve* m_boundMarkers = nullptr;
    std::vector<QCPCurve*> m_current; // each curve's B-slider marker
    double m_top = 1.0; // the top of the tokens/s axis, where the "fits up to" notes go
};

} // namespace roofline::ui
