#include "ui/charts/serving/model_batch_chart.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/i18n/op_text.h"

#include <algorithm>

namespace roofline::ui {

ModelBatchChart::ModelBatchChart(QWidget* parent)
    : ChartBase(parent)
{
    setObjectName(QStringLiteral("modelBatchChart"));
    plot()->setNavigable(false); // a small chart in the Model panel: every B of the range is shown
}

QSize ModelBatchChart::sizeHint() const
{
    return {420, 260};
}

bool ModelBatchChart::onlyCurrentMoved(const std::vector<Curve>& curves) const
{
    if (curves.size() != m_curves.size() || m_current.size() != m_curves.size() || rebuildPending())
        return false;
    for (std::size_t i = 0; i < curves.size(); ++i) {
        const Curve& a = curves[i];
        const Curve& b = m_curves[i];
        if (a.name != b.name || a.color != b.color || a.style != b.style || a.batch != b.batch
            || a.tokensPerS != b.tokensPerS || a.computeBoundBatch != b.computeBoundBatch
            || a.computeBoundTokensPerS != b.computeBoundTokensPerS || a.largestFittingBatch != b.largestFittingBatch)
            return false;
    }
    return true;
}

void ModelBatchChart::setCurves(std::vector<Curve> curves)
{
    // A B step: the curves stay, only the slider's markers move (the 4 096-point graphs are not rebuilt).
    const bool step = onlyCurrentMoved(curves);
    m_curves = std::move(curves);
    markDirty(step ? kStep : kAll);
}

std::vector<double> ModelBatchChart::fittingWalls() const
{
    std::vector<double> walls;
    for (const Curve& curve : m_curves) {
        const std::optional<double>& wall = curve.largestFittingBatch;
        if (wall && *wall > 0.0 && !curve.batch.empty() && *wall < curve.batch.back()
            && std::find(walls.begin(), walls.end(), *wall) == walls.end())
            walls.push_back(*wall);
    }
    return walls;
}

ChartBase::Setup ModelBatchChart::buildScene()
{
    double xMax = 1.0;
    double yMax = 1.0;
    for (const Curve& curve : m_curves) {
        if (!curve.batch.empty())
            xMax = std::max(xMax, curve.batch.back());
        for (double value : curve.tokensPerS)
            yMax = std::max(yMax, value);
    }
    Setup setup;
    setup.axes.x = {false, TickFormat::Compact, tr("batch size B (sequences)")};
    setup.axes.y = {false, TickFormat::Compact, tr("tokens/s")};
    // Curves level off anywhere from the bottom to the top, so no corner inside is sure to be free.
    setup.legend = m_curves.empty() ? LegendPlace::None : LegendPlace::Below;
    setup.fitX = {0.0, xMax};
    // Room above the highest curve for the labels over its marker and the "fits up to" notes at the top.
    m_top = yMax * (1.1 + 0.12 * static_cast<double>(fittingWalls().size()));
    setup.fitY = {{0.0, m_top}};
    return setup;
}

void ModelBatchChart::buildItems()
{
    Panel& panel = panels().front();
    QCPAxisRect* rect = panel.rect;
    const ChartTheme& look = theme();
    m_current.clear();
    QVector<double> boundX;
    QVector<double> boundY;
    for (const Curve& curve : m_curves) {
        const QVector<double> x(curve.batch.begin(), curve.batch.end());
        // Indexed in curve order.
        const int index = static_cast<int>(m_current.size());
        QCPGraph* graph = tagged(addLine(rect, x, QVector<double>(curve.tokensPerS.begin(), curve.tokensPerS.end()),
                                     QPen(curve.color, look.lineWidth, curve.style)),
            {"tokens-curve", -1, index});
        const bool fitsNowhere = curve.largestFittingBatch && *curve.largestFittingBatch == 0.0;
        graph->setName(fitsNowhere ? tr("%1 (does not fit at any B)").arg(curve.name) : curve.name);
        addLegendPlottable(graph);
        // The B slider on the curve: a circle on the layer a step redraws.
        QCPCurve* current = tagged(addMarkers(rect,
                                       movingMarker(QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(curve.color, 2.0),
                                           QBrush(look.plotBackground), look.markerSize))),
            {"slider-marker", -1, index});
        current->setLayer(plot()->dynamicLayer());
        m_current.push_back(current);
        if (!curve.computeBoundBatch)
            continue;
        boundX.append(*curve.computeBoundBatch);
        boundY.append(curve.computeBoundTokensPerS);
        // Above the marker, where the curve has levelled off and nothing is drawn, on the side of it with
        // room: the left past the middle of the B axis.
        const bool pastMiddle = !x.isEmpty() && *curve.computeBoundBatch > 0.5 * x.back();
        ChartLabel label;
        label.x = *curve.computeBoundBatch;
        label.y = curve.computeBoundTokensPerS;
        label.text = tr("compute-bound above B = %1").arg(formatCompactText(*curve.computeBoundBatch));
        label.color = look.textColor(curve.color);
        label.markerRadius = look.markerSize * 0.65;
        label.sides = pastMiddle ? std::vector {LabelSide::AboveLeft, LabelSide::AboveRight, LabelSide::BelowLeft}
                                 : std::vector {LabelSide::AboveRight, LabelSide::AboveLeft, LabelSide::BelowRight};
        panel.headLabels.push_back(label);
    }
    m_boundMarkers = tagged(addMarkers(rect,
                                QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(look.foreground, 2.0),
                                    QBrush(look.plotBackground), look.markerSize * 1.3)),
        {"compute-bound-markers"});
    setMarkerPoints(m_boundMarkers, boundX, boundY);
    // Past this B the weights and KV cache no longer fit: a dotted wall in the colour of the first curve
    // that stops there, named at the top of the plot, left of it.
    for (const double b : fittingWalls()) {
        const auto first = std::find_if(
            m_curves.begin(), m_curves.end(), [b](const Curve& curve) { return curve.largestFittingBatch == b; });
        addVerticalLine(rect, b, QPen(first->color, look.thinLineWidth, Qt::DotLine));
        ChartLabel note;
        note.anchor = ChartLabel::Anchor::TopOfVertical;
        note.x = b;
        note.text = tr("fits up to B = %1").arg(formatCompactText(b));
        note.color = look.textColor(first->color);
        note.sides = {LabelSide::Left, LabelSide::Right};
        panel.headLabels.push_back(note);
    }
}

bool ModelBatchChart::stepScene()
{
    return m_current.size() == m_curves.size();
}

void ModelBatchChart::moveDynamicItems()
{
    for (std::size_t i = 0; i < m_current.size() && i < m_curves.size(); ++i)
        setMarkerPoints(m_current[i], {m_curves[i].currentBatch}, {m_curves[i].currentTokensPerS});
}

} // namespace roofline::ui
