#include "ui/charts/roofline/roofline_models.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"

#include <QCoreApplication>
#include <QPainterPath>

#include <cmath>

namespace roofline::ui {

namespace {

QPainterPath hexagon()
{
    // A hexagon, unlike every op's shape, so a model's ops read as one group among single ops.
    QPainterPath path;
    for (int i = 0; i < 6; ++i) {
        const double angle = M_PI / 6.0 + i * M_PI / 3.0;
        const QPointF corner(0.5 * std::cos(angle), 0.5 * std::sin(angle));
        if (i == 0)
            path.moveTo(corner);
        else
            path.lineTo(corner);
    }
    path.closeSubpath();
    return path;
}

QString phaseText(StepPhase phase)
{
    return phase == StepPhase::Prefill ? RooflineModelLayer::tr("prefill") : RooflineModelLayer::tr("decode");
}

bool stepHidden(const HiddenSeries& hidden, const ModelStep& step)
{
    return isSeriesHidden(hidden, Series::model(step.modelIndex));
}

} // namespace

QCPScatterStyle RooflineModelLayer::markerStyle(
    StepPhase phase, const QColor& color, double size, const QColor& background)
{
    QPainterPath shape = hexagon();
    QTransform scale;
    scale.scale(size * 1.25, size * 1.25);
    shape = scale.map(shape);
    const QPen pen(phase == StepPhase::Decode ? color.darker(160) : color, std::max(1.4, size * 0.16));
    return QCPScatterStyle(shape, pen, phase == StepPhase::Decode ? QBrush(color) : QBrush(background));
}

void RooflineModelLayer::clear()
{
    m_curves.clear();
}

void RooflineModelLayer::buildChip(std::size_t chip, QCPAxisRect* rect, const ChipRoofline& scene,
    const ChartTheme& theme, QCPLayer* layer, const std::function<QCPScatterStyle(const QCPScatterStyle&)>& moving)
{
    if (m_curves.size() <= chip)
        m_curves.resize(chip + 1);
    std::vector<QCPCurve*>& curves = m_curves[chip];
    curves.clear();
    const QColor color = theme.chipColor(static_cast<int>(chip));
    for (const ModelStep& step : scene.models) {
        const QCPScatterStyle style = markerStyle(step.phase, color, theme.markerSize, theme.plotBackground);
        // Indexed by the model step, in the chip's scene order.
        QCPCurve* curve = tagged(
            addMarkers(rect, moving(style)), {"model-step", static_cast<int>(chip), static_cast<int>(curves.size())});
        curve->setLayer(layer);
        curves.push_back(curve);
    }
}

void RooflineModelLayer::move(
    const RooflineScene& scene, const HiddenSeries& hidden, const std::vector<bool>& chipShown)
{
    for (std::size_t c = 0; c < m_curves.size() && c < scene.chips.size(); ++c) {
        const std::vector<ModelStep>& steps = scene.chips[c].models;
        for (std::size_t s = 0; s < m_curves[c].size(); ++s) {
            m_x.clear();
            m_y.clear();
            if (s < steps.size() && chipShown[c] && !stepHidden(hidden, steps[s])) {
                for (const StepOpResult& op : steps[s].result.ops) {
                    m_x.append(op.evaluation.intensity);
                    m_y.append(op.evaluation.attainableFlopsPerS);
                }
            }
            setMarkerPoints(m_curves[c][s], m_x, m_y);
        }
    }
}

void RooflineModelLayer::addLabels(std::size_t chip, const ChipRoofline& scene, const HiddenSeries& hidden,
    const QColor& color, double markerSize, std::vector<ChartLabel>& labels) const
{
    (void)chip;
    for (const ModelStep& step : scene.models) {
        if (!step.runs() || step.result.ops.empty() || stepHidden(hidden, step))
            continue;
        // At the op that takes most of the step: where the group's time goes.
        const StepOpResult* heaviest = &step.result.ops.front();
        for (const StepOpResult& op : step.result.ops) {
            if (op.step.count * op.evaluation.tLower > heaviest->step.count * heaviest->evaluation.tLower)
                heaviest = &op;
        }
        ChartLabel label;
        label.x = heaviest->evaluation.intensity;
        label.y = heaviest->evaluation.attainableFlopsPerS;
        label.text = groupText(step);
        label.color = color;
        label.markerRadius = markerSize * 0.7 + 1.5;
        labels.push_back(std::move(label));
    }
}

RooflineModelLayer::Hit RooflineModelLayer::hitTest(std::size_t chip, const QCPAxisRect* rect,
    const ChipRoofline& scene, const HiddenSeries& hidden, const QPoint& pos, double radius) const
{
    Hit best;
    best.distanceSquared = radius * radius;
    const QCPAxis* x = rect->axis(QCPAxis::atBottom);
    const QCPAxis* y = rect->axis(QCPAxis::atLeft);
    for (std::size_t s = 0; s < scene.models.size(); ++s) {
        if (stepHidden(hidden, scene.models[s]))
            continue;
        const std::vector<StepOpResult>& ops = scene.models[s].result.ops;
        for (std::size_t o = 0; o < ops.size(); ++o) {
            const double dx = x->coordToPixel(ops[o].evaluation.intensity) - pos.x();
            const double dy = y->coordToPixel(ops[o].evaluation.attainableFlopsPerS) - pos.y();
            const double d = dx * dx + dy * dy;
            if (d < best.distanceSquared)
                best = {static_cast<int>(chip), static_cast<int>(s), static_cast<int>(o), d};
        }
    }
    return best;
}

QString RooflineModelLayer::groupText(const ModelStep& step)
{
    const QString name = QString::fromStdString(step.modelName);
    if (step.tp > 1.0)
        return tr("%1 · %2 · tp %3").arg(name, phaseText(step.phase), formatCompactText(step.tp));
    if (step.config.ep > 1.0)
        return tr("%1 · %2 · ep %3").arg(name, phaseText(step.phase), formatCompactText(step.config.ep));
    return tr("%1 · %2").arg(name, phaseText(step.phase));
}

QString RooflineModelLayer::tooltip(const ModelStep& step, std::size_t op, const Chip& chip, LabelUnits units)
{
    const StepOpResult& result = step.result.ops.at(op);
    const QString name = QString::fromStdString(result.step.name);
    const double perStep = result.step.count * result.evaluation.tLower;
    const QString head
        = tr("<b>%1</b>: %2 × %3 per step, %4 of the step (%5)")
              .arg(groupText(step).toHtmlEscaped(), name.toHtmlEscaped(), formatCompactText(result.step.count),
                  formatCompactText(100.0 * perStep / step.result.stepTimeS, 3) + QStringLiteral(" %"),
                  formatDurationText(perStep));
    QString text = head + QStringLiteral("<br>") + evaluationTooltip(name, chip, result.evaluation, units);
    if (const QString experts = expertsSentence(result.step.op, Dims {}); !experts.isEmpty())
        text += QStringLiteral("<br>") + experts.toHtmlEscaped();
    return text;
}

} // namespace roofline::ui
