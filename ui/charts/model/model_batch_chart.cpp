#include "ui/charts/model/model_batch_chart.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plain_plot_style.h"
#include "ui/i18n/retranslate.h"
#include "ui/op_text.h"

#include <algorithm>

namespace roofline::ui {

ModelBatchChart::ModelBatchChart(QWidget* parent)
    : QCustomPlot(parent)
    , m_theme(ChartTheme::light())
{
    setObjectName(QStringLiteral("modelBatchChart"));
    // Curves level off anywhere from the bottom to the top, so no corner inside is sure to be free.
    placeLegendBelowPlot(*this);
    legend->setWrap(4); // prefill and decode of two chips a row
    setTheme(m_theme);
    retranslate(this, [this] { rebuild(); }); // axis titles and legend in the new language
}

QSize ModelBatchChart::sizeHint() const
{
    return {420, 260};
}

void ModelBatchChart::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    applyPlainPlotStyle(*this, theme);
    rebuild();
}

bool ModelBatchChart::onlyCurrentMoved(const std::vector<Curve>& curves) const
{
    if (curves.size() != m_curves.size() || m_current.size() != m_curves.size())
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
    if (onlyCurrentMoved(curves)) {
        // A B step: the curves stay, only the slider's markers move (the 4 096-point graphs are not rebuilt).
        m_curves = std::move(curves);
        for (std::size_t i = 0; i < m_curves.size(); ++i)
            m_current[i]->setData({m_curves[i].currentBatch}, {m_curves[i].currentTokensPerS});
        layer(QStringLiteral("overlay"))->replot(); // that layer alone: the curves' buffer is kept
        return;
    }
    m_curves = std::move(curves);
    rebuild();
}

std::vector<QPointF> ModelBatchChart::computeBoundMarkers() const
{
    std::vector<QPointF> points;
    if (!m_boundMarkers)
        return points;
    for (auto it = m_boundMarkers->data()->constBegin(); it != m_boundMarkers->data()->constEnd(); ++it)
        points.emplace_back(it->key, it->value);
    return points;
}

void ModelBatchChart::rebuild()
{
    clearPlottables();
    clearItems();
    m_boundMarkers = nullptr;
    m_current.clear();
    xAxis->setLabel(tr("batch size B (sequences)"));
    yAxis->setLabel(tr("tokens/s"));
    double xMax = 1.0;
    double yMax = 1.0;
    QVector<double> boundX;
    QVector<double> boundY;
    int fitNotes = 0;
    std::vector<double> walls;
    for (const Curve& curve : m_curves) {
        QVector<double> x(curve.batch.begin(), curve.batch.end());
        QVector<double> y(curve.tokensPerS.begin(), curve.tokensPerS.end());
        QCPGraph* graph = addGraph();
        graph->setData(x, y, true);
        graph->setPen(QPen(curve.color, m_theme.lineWidth, curve.style));
        graph->setName(curve.name);
        if (!x.isEmpty())
            xMax = std::max(xMax, x.back());
        for (double value : y)
            yMax = std::max(yMax, value);
        // The B slider on the curve.
        QCPGraph* current = addGraph();
        current->setData({curve.currentBatch}, {curve.currentTokensPerS});
        current->setLineStyle(QCPGraph::lsNone);
        current->setScatterStyle(QCPScatterStyle(
            QCPScatterStyle::ssCircle, QPen(curve.color, 2.0), QBrush(m_theme.plotBackground), m_theme.markerSize));
        current->removeFromLegend();
        current->setLayer(QStringLiteral("overlay")); // QCustomPlot's own buffered layer on top
        m_current.push_back(current);
        if (curve.computeBoundBatch) {
            boundX.append(*curve.computeBoundBatch);
            boundY.append(curve.computeBoundTokensPerS);
            auto* label = new QCPItemText(this);
            label->position->setCoords(*curve.computeBoundBatch, curve.computeBoundTokensPerS);
            // Above the marker, where the curve has levelled off and nothing is drawn, on the side of it
            // with room: the left past the middle of the B axis.
            const bool pastMiddle = !x.isEmpty() && *curve.computeBoundBatch > 0.5 * x.back();
            label->setPositionAlignment((pastMiddle ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
            label->setPadding(pastMiddle ? QMargins(2, 2, 6, 4) : QMargins(6, 2, 2, 4));
            label->setText(tr("compute-bound above B = %1").arg(formatCompactText(*curve.computeBoundBatch)));
            label->setColor(m_theme.textColor(curve.color));
            label->setFont(m_theme.font);
        }
        if (curve.largestFittingBatch && *curve.largestFittingBatch == 0.0) {
            graph->setName(tr("%1 (does not fit at any B)").arg(curve.name));
        } else if (curve.largestFittingBatch && !x.isEmpty() && *curve.largestFittingBatch < x.back()
            && std::find(walls.begin(), walls.end(), *curve.largestFittingBatch) == walls.end()) {
            walls.push_back(*curve.largestFittingBatch); // prefill and decode of a chip share one
            // Past this B the weights and KV cache no longer fit: a dotted wall in the curve's colour.
            auto* wall = new QCPItemStraightLine(this);
            wall->point1->setCoords(*curve.largestFittingBatch, 0.0);
            wall->point2->setCoords(*curve.largestFittingBatch, 1.0);
            wall->setPen(QPen(curve.color, m_theme.thinLineWidth, Qt::DotLine));
            auto* note = new QCPItemText(this);
            note->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
            note->position->setCoords(*curve.largestFittingBatch, 0.02 + 0.06 * static_cast<double>(fitNotes++));
            note->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
            note->setPadding(QMargins(4, 2, 4, 2));
            note->setText(tr("fits up to B = %1").arg(formatCompactText(*curve.largestFittingBatch)));
            note->setColor(m_theme.textColor(curve.color));
            note->setFont(m_theme.font);
        }
    }
    m_boundMarkers = addMarkers(axisRect(),
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(m_theme.foreground, 2.0), QBrush(m_theme.plotBackground),
            m_theme.markerSize * 1.3));
    setMarkerPoints(m_boundMarkers, boundX, boundY);
    xAxis->setRange(0.0, xMax);
    // Room above the highest curve for the labels over its marker and the "fits up to" notes at the top.
    yAxis->setRange(0.0, yMax * (1.1 + 0.12 * static_cast<double>(fitNotes)));
    legend->setVisible(!m_curves.empty());
    replot();
}

} // namespace roofline::ui
