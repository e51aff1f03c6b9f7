#include "ui/charts/frame/chart_base.h"

#include "ui/charts/frame/axis_title.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/plot_widget.h"

#include <algorithm>
#include <iterator>
#include <utility>

// What an export and its layout report read of a chart as laid out: the labels it left out, its plots,
// their axes, the shapes drawn and each text's role.

namespace roofline::ui {

QStringList ChartBase::droppedLabelTexts() const
{
    QStringList texts;
    for (const Panel& panel : m_panels)
        texts.append(panel.labels->leftOut());
    return texts;
}

std::vector<LabelItem::Footnote> ChartBase::numberLeftOutLabels(int first, int budget)
{
    std::vector<LabelItem::Footnote> all;
    int numbered = 0; // unnumbered notes (number 0) take no number
    for (Panel& panel : m_panels) {
        panel.labels->setFootnoteStart(first + numbered);
        panel.labels->setFootnoteBudget(std::max(0, budget - static_cast<int>(all.size())));
        panel.labels->layOut();
        const std::vector<LabelItem::Footnote>& footnotes = panel.labels->footnotes();
        all.insert(all.end(), footnotes.begin(), footnotes.end());
        numbered += static_cast<int>(
            std::count_if(footnotes.begin(), footnotes.end(), [](const auto& note) { return note.number > 0; }));
    }
    return all;
}

QStringList ChartBase::omittedLabelTexts() const
{
    QStringList texts;
    for (const Panel& panel : m_panels)
        texts.append(panel.labels->omitted());
    return texts;
}

QRectF ChartBase::legendRect() const
{
    return m_legend && m_legend->visible() ? QRectF(m_legend->outerRect()) : QRectF();
}

std::vector<QRectF> ChartBase::panelRects() const
{
    std::vector<QRectF> rects;
    for (const Panel& panel : m_panels)
        rects.emplace_back(panel.rect->rect());
    return rects;
}

std::vector<PlottedShape> ChartBase::plottedShapes() const
{
    std::vector<PlottedShape> shapes;
    for (const Panel& panel : m_panels) {
        std::vector<PlottedShape> more = ui::plottedShapes(panel.rect);
        shapes.insert(shapes.end(), std::make_move_iterator(more.begin()), std::make_move_iterator(more.end()));
    }
    return shapes;
}

namespace {

// The tick labels an axis draws: those of ticks in its range that thinning left.
QStringList drawnTicks(const QCPAxis* axis)
{
    QStringList ticks;
    if (!axis->visible() || !axis->tickLabels())
        return ticks;
    const QVector<double> at = axis->tickVector();
    const QVector<QString> labels = axis->tickVectorLabels();
    const QCPRange range = axis->range();
    const double slack = axis->scaleType() == QCPAxis::stLogarithmic ? 1e-9 * range.upper : 1e-9 * range.size();
    for (qsizetype i = 0; i < at.size() && i < labels.size(); ++i) {
        if (!labels[i].isEmpty() && at[i] >= range.lower - slack && at[i] <= range.upper + slack)
            ticks.append(labels[i]);
    }
    return ticks;
}

AxisReading readAxis(const QCPAxis* axis)
{
    return {axis->range().lower, axis->range().upper, axis->scaleType() == QCPAxis::stLogarithmic, drawnTicks(axis)};
}
} // namespace

std::vector<PlotAxes> ChartBase::plotAxes() const
{
    std::vector<PlotAxes> all;
    for (const Panel& panel : m_panels) {
        const QCPAxisRect* rect = panel.rect;
        PlotAxes axes {
            QRectF(rect->rect()), readAxis(rect->axis(QCPAxis::atBottom)), readAxis(rect->axis(QCPAxis::atLeft))};
        // A grid's shared axis is labelled once, under its column or beside its row.
        for (const Panel& other : m_panels) {
            const QRect there = other.rect->rect();
            if (axes.x.ticks.isEmpty() && there.left() == rect->rect().left() && there.width() == rect->rect().width())
                axes.x.ticks = drawnTicks(other.rect->axis(QCPAxis::atBottom));
            if (axes.y.ticks.isEmpty() && there.top() == rect->rect().top() && there.height() == rect->rect().height())
                axes.y.ticks = drawnTicks(other.rect->axis(QCPAxis::atLeft));
        }
        all.push_back(std::move(axes));
    }
    return all;
}

std::vector<std::pair<QString, QLineF>> ChartBase::labelLeaders() const
{
    std::vector<std::pair<QString, QLineF>> leaders;
    for (const Panel& panel : m_panels)
        std::ranges::copy(panel.labels->leaders(), std::back_inserter(leaders));
    return leaders;
}

QHash<QString, QString> ChartBase::textRoles() const
{
    QHash<QString, QString> roles;
    for (const Panel& panel : m_panels) {
        for (QCPAxis* axis : panel.rect->axes()) {
            if (!axis->visible())
                continue;
            if (!axis->label().isEmpty()) {
                // A title of two lines is drawn (and recorded) line by line.
                for (const QString& line : axis->label().split(QLatin1Char('\n')))
                    roles.insert(line,
                        axis->axisType() == QCPAxis::atTop ? QStringLiteral("panel-title")
                                                           : QStringLiteral("axis-title"));
            }
            if (axis->tickLabels()) {
                for (const QString& tick : axis->tickVectorLabels())
                    roles.insert(tick, QStringLiteral("tick"));
            }
        }
    }
    for (const AxisTitle* title : m_plot->findChildren<AxisTitle*>())
        roles.insert(title->shownText(), QStringLiteral("axis-title"));
    if (m_legend) {
        for (int i = 0; i < m_legend->itemCount(); ++i) {
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(m_legend->item(i)))
                roles.insert(item->plottable()->name(), QStringLiteral("legend"));
            else if (auto* sizes = qobject_cast<SizeLegendItem*>(m_legend->item(i))) {
                for (const QString& text : sizes->texts())
                    roles.insert(text, QStringLiteral("legend"));
            }
        }
    }
    return roles;
}

} // namespace roofline::ui
