#include "ui/charts/frame/chart_frame.h"

#include "ui/charts/frame/axis_title.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/grid_fitting.h"
#include "ui/charts/frame/legend_placement.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/size_legend_item.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"

#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <span>

namespace roofline::ui {

namespace {

// Where a chart's zoom is remembered in the project: its x range, and its y range while its panels
// share one.
struct ZoomFields {
    std::optional<AxisRange> ChartViews::*x;
    std::optional<AxisRange> ChartViews::*y;
};

ZoomFields zoomFields(ChartKind chart)
{
    switch (chart) {
    case ChartKind::Roofline:
        return {&ChartViews::rooflineIntensity, &ChartViews::rooflineFlops};
    case ChartKind::BatchSweep:
        return {&ChartViews::sweepBatch, &ChartViews::sweepFlops};
    }
    return {&ChartViews::rooflineIntensity, &ChartViews::rooflineFlops};
}

} // namespace

ChartFrame::ChartFrame(Document& document, ChartKind kind, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_kind(kind)
    , m_plot(new PlotWidget(this))
    , m_theme(ChartTheme::light())
    , m_update(this, [this] { applyPending(); })
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);

    // Every chart draws the shown chips, its list of ops and some of the view options. What else a
    // chart follows (the sliders, measured kernels), it connects itself.
    connect(&m_document, &Document::chipsChanged, this, [this] { markDirty(kAll); });
    connect(&m_document, &Document::opsChanged, this, [this](OpList list) {
        if (list == (m_kind == ChartKind::Roofline ? OpList::Roofline : OpList::Sweeps))
            markDirty(kAll);
    });
    connect(&m_document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.redraws(m_kind))
            markDirty(kAll);
    });
    connect(&m_document, &Document::seriesHiddenChanged, this, &ChartFrame::onSeriesHidden);
    connect(m_plot, &PlotWidget::hovered, this, &ChartFrame::onHover);
    connect(m_plot, &PlotWidget::left, this, [this] { Q_EMIT cursorMoved({}); });
    connect(m_plot, &PlotWidget::resetViewRequested, this, &ChartFrame::resetView);
    // Panel titles are cut to the width the layout gave each chart, before it is drawn.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        for (const Panel& panel : m_panels)
            elidePanelTitle(panel.rect);
    });
    connect(m_plot, &QCustomPlot::legendClick, this,
        [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) { toggleLegendItem(item); });
    m_plot->setTooltipProvider([this](const QPoint& pos) { return tooltipAt(pos); });
    // Axis titles, legend entries, labels and notes are words: a language switch redraws them.
    retranslate(this, [this] { markDirty(kAll); });
}

ChartFrame::~ChartFrame() = default;

void ChartFrame::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    markDirty(kAll);
}

void ChartFrame::setVectorMarkers(bool vector)
{
    if (vector == m_vectorMarkers)
        return;
    m_vectorMarkers = vector;
    markDirty(kAll);
}

void ChartFrame::markDirty(unsigned flags)
{
    m_dirty |= flags;
    // However many slider steps arrive before the event loop comes back, one update draws the latest state.
    m_update.request();
}

void ChartFrame::applyPending()
{
    const unsigned dirty = std::exchange(m_dirty, 0u);
    if (dirty)
        ++m_updateCount;
    if (dirty & kAll)
        rebuild();
    else if (dirty & kStep)
        step();
}

void ChartFrame::updateNow()
{
    applyPending();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

int ChartFrame::paintCount() const
{
    return m_plot->paintCount();
}

const HiddenSeries& ChartFrame::hidden() const
{
    return m_document.project().views.hidden;
}

void ChartFrame::rebuild()
{
    // The chips' colours are the project's, the same in every theme.
    m_theme.chipColors.clear();
    for (const Chip& chip : m_document.shownChips())
        m_theme.chipColors.append(toQColor(m_document.chipColor(chip.id)));
    m_setup = buildScene();
    m_gridArea = size();
    const std::vector<QCPAxisRect*> rects
        = buildAxisGrid(m_plot, m_setup.panels, chooseGridShape(m_setup.panels, size()), m_setup.axes, m_theme);
    m_legend = nullptr; // gone with the layout, and its LegendPlacer with it
    m_legendSeries.clear();
    m_panels.assign(rects.size(), Panel {});
    for (std::size_t p = 0; p < rects.size(); ++p) {
        Panel& panel = m_panels[p];
        panel.rect = rects[p];
        panel.labels = new LabelItem(m_plot, panel.rect);
        panel.labels->setLayer(m_plot->dynamicLayer());
        panel.labels->setFont(m_theme.labelFont);
        panel.labels->setHaloColor(m_theme.labelHalo);
        for (QCPAxis* axis : {panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft)}) {
            connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
                if (!m_applyingView)
                    storeView();
            });
        }
    }
    if (!m_setup.hint.isEmpty()) {
        ChartLabel hint;
        hint.anchor = ChartLabel::Anchor::TopLeft;
        hint.text = m_setup.hint;
        hint.color = m_theme.foreground;
        m_panels.front().headLabels.push_back(hint);
    }
    if (m_setup.legend)
        makeLegend();
    buildItems();
    if (m_legend) {
        if (m_legendPlacer) {
            const Panel& panel = m_panels.front();
            std::vector<ChartLabel> anchored = panel.headLabels;
            anchored.insert(anchored.end(), panel.tailLabels.begin(), panel.tailLabels.end());
            m_legendPlacer->setAnchoredLabels(anchored);
        }
        m_legend->setVisible(m_legend->itemCount() > 0);
        if (m_panels.size() > 1)
            fitLegendRow(m_legend, m_plot->width());
    }
    showHidden();
    moveDynamicItems();
    // Labels over every marker: they were made before the markers, and a layer draws its children
    // in the order they joined it (setLayer moves one to the end).
    for (Panel& panel : m_panels)
        panel.labels->setLayer(m_plot->dynamicLayer());
    refreshLabels();
    applyView(false);
    m_plot->replot();
}

void ChartFrame::makeLegend()
{
    if (m_panels.size() > 1) {
        m_legend = addLegendRow(m_plot, m_theme);
        return;
    }
    // In the corner that covers least of the chart, chosen for the view in pixels; on a tie the
    // bottom right, which both charts usually leave empty (a roofline's high intensity and low
    // FLOPs/s; under the batch-size chart's ceiling, right of the rise).
    QColor background = m_theme.plotBackground;
    background.setAlpha(230);
    Panel& panel = m_panels.front();
    const PlacedLegend placed = addPlacedLegend(panel.rect, m_theme, background, m_legendCorner, panel.labels);
    m_legend = placed.legend;
    m_legendPlacer = placed.placer;
    connect(m_legendPlacer, &LegendPlacer::placed, this, [this] {
        m_legendCorner = m_legendPlacer->corner();
        refreshLabels();
    });
}

void ChartFrame::addLegendEntry(
    const QString& name, const QPen& pen, const QCPScatterStyle& style, std::optional<Series> series)
{
    if (!m_legend)
        return;
    QCPGraph* key = addLegendKey(m_panels.front().rect, m_legend, name, pen, style);
    if (!series)
        return;
    if (QCPAbstractLegendItem* item = m_legend->itemWithPlottable(key))
        m_legendSeries.emplace_back(item, std::move(*series));
}

void ChartFrame::addLegendItem(const std::function<QCPAbstractLegendItem*(QCPLegend*)>& make)
{
    if (m_legend)
        m_legend->addItem(make(m_legend));
}

void ChartFrame::toggleLegendItem(QCPAbstractLegendItem* item)
{
    for (const auto& [legendItem, series] : m_legendSeries) {
        if (legendItem == item) {
            m_document.setSeriesHidden(series, !isSeriesHidden(hidden(), series));
            return;
        }
    }
}

void ChartFrame::onSeriesHidden(const Series& series)
{
    if (chartOf(series.kind) != m_kind || (m_dirty & kAll))
        return;
    showHidden();
    moveDynamicItems();
    refreshLabels();
    m_plot->replot();
}

void ChartFrame::showHidden()
{
    applyVisibility();
    QColor faded = m_theme.foreground;
    faded.setAlpha(90);
    for (const auto& [item, series] : m_legendSeries)
        item->setTextColor(isSeriesHidden(hidden(), series) ? faded : m_theme.foreground);
}

void ChartFrame::step()
{
    if (!stepScene()) {
        rebuild();
        return;
    }
    moveDynamicItems();
    refreshLabels();
    m_plot->replotDynamic();
}

void ChartFrame::redrawDynamic()
{
    if (m_dirty & kAll)
        return;
    moveDynamicItems();
    refreshLabels();
    m_plot->replotDynamic();
}

void ChartFrame::refreshLabels()
{
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        Panel& panel = m_panels[p];
        std::vector<ChartLabel> labels;
        // About as many as the last time: a slider step moves labels, it rarely adds any.
        labels.reserve(std::max(panel.labels->labels().size(), panel.headLabels.size() + panel.tailLabels.size()));
        labels.insert(labels.end(), panel.headLabels.begin(), panel.headLabels.end());
        addDynamicLabels(static_cast<int>(p), labels);
        const std::size_t tail = labels.size();
        labels.insert(labels.end(), panel.tailLabels.begin(), panel.tailLabels.end());
        if (m_legendPlacer && p == 0) {
            // Notes and the regions' names have fixed places: out of the inset legend's way.
            m_legendPlacer->fitAround(std::span(labels).first(panel.headLabels.size()));
            m_legendPlacer->fitAround(std::span(labels).subspan(tail));
        }
        panel.labels->setLabels(std::move(labels));
    }
}

void ChartFrame::applyView(bool fit)
{
    const ChartViews& views = m_document.project().views;
    const ZoomFields zoom = zoomFields(m_kind);
    const std::optional<AxisRange>& zoomX = views.*zoom.x;
    const std::optional<AxisRange>& zoomY = views.*zoom.y;
    const AxisRange x = !fit && zoomX ? *zoomX : m_setup.fitX;
    m_applyingView = true;
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        AxisRange y = p < m_setup.fitY.size() ? m_setup.fitY[p] : AxisRange {};
        if (!fit && m_setup.axes.shareY && zoomY)
            y = *zoomY;
        QCPAxisRect* rect = m_panels[p].rect;
        rect->axis(QCPAxis::atBottom)->setRange(x.lower, x.upper);
        rect->axis(QCPAxis::atTop)->setRange(x.lower, x.upper);
        rect->axis(QCPAxis::atLeft)->setRange(y.lower, y.upper);
        rect->axis(QCPAxis::atRight)->setRange(y.lower, y.upper);
    }
    m_applyingView = false;
}

void ChartFrame::storeView()
{
    if (m_panels.empty())
        return;
    // The frame axes follow the data axes of their rect.
    for (const Panel& panel : m_panels) {
        panel.rect->axis(QCPAxis::atTop)->setRange(panel.rect->axis(QCPAxis::atBottom)->range());
        panel.rect->axis(QCPAxis::atRight)->setRange(panel.rect->axis(QCPAxis::atLeft)->range());
    }
    ChartViews views = m_document.project().views;
    const ZoomFields zoom = zoomFields(m_kind);
    const QCPRange x = m_panels.front().rect->axis(QCPAxis::atBottom)->range();
    views.*zoom.x = AxisRange {x.lower, x.upper};
    // Panels with FLOPs/s scales of their own do not share one remembered range.
    if (m_setup.axes.shareY) {
        const QCPRange y = m_panels.front().rect->axis(QCPAxis::atLeft)->range();
        views.*zoom.y = AxisRange {y.lower, y.upper};
    }
    m_document.setChartViews(views);
}

void ChartFrame::resetView()
{
    ChartViews views = m_document.project().views;
    const ZoomFields zoom = zoomFields(m_kind);
    (views.*zoom.x).reset();
    (views.*zoom.y).reset();
    m_document.setChartViews(views);
    applyPending();
    applyView(true);
    m_plot->replot();
}

void ChartFrame::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const int count = static_cast<int>(m_panels.size());
    if (count > 1 && chooseGridShape(count, event->size()) != chooseGridShape(count, m_gridArea))
        markDirty(kAll);
}

void ChartFrame::onHover(const QPoint& pos)
{
    for (const Panel& panel : m_panels) {
        if (!panel.rect->rect().contains(pos))
            continue;
        Q_EMIT cursorMoved(cursorText(panel.rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()),
            panel.rect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y())));
        return;
    }
    Q_EMIT cursorMoved({});
}

QCPScatterStyle ChartFrame::movingMarker(const QCPScatterStyle& style) const
{
    return m_vectorMarkers ? style : rasterized(style, devicePixelRatioF());
}

QCPAxisRect* ChartFrame::panelRect(int panel) const
{
    return panel >= 0 && panel < panelCount() ? m_panels[static_cast<std::size_t>(panel)].rect : nullptr;
}

std::vector<QRectF> ChartFrame::shownLabelRects() const
{
    std::vector<QRectF> rects;
    for (const Panel& panel : m_panels) {
        for (const LabelPlacement& placement : panel.labels->placements()) {
            if (placement.shown)
                rects.push_back(placement.rect);
        }
    }
    return rects;
}

QStringList ChartFrame::shownLabelTexts() const
{
    QStringList texts;
    for (const Panel& panel : m_panels) {
        const std::vector<LabelPlacement>& placements = panel.labels->placements();
        const std::vector<ChartLabel>& labels = panel.labels->labels();
        for (std::size_t i = 0; i < placements.size() && i < labels.size(); ++i) {
            if (placements[i].shown)
                texts.append(labels[i].text);
        }
    }
    return texts;
}

QStringList ChartFrame::droppedLabelTexts() const
{
    QStringList texts;
    for (const Panel& panel : m_panels)
        texts.append(panel.labels->leftOut());
    return texts;
}

std::vector<LabelItem::Footnote> ChartFrame::numberLeftOutLabels(int first)
{
    std::vector<LabelItem::Footnote> all;
    int numbered = 0; // unnumbered notes (number 0) take no number
    for (Panel& panel : m_panels) {
        panel.labels->setFootnoteStart(first + numbered);
        panel.labels->layOut();
        const std::vector<LabelItem::Footnote>& footnotes = panel.labels->footnotes();
        all.insert(all.end(), footnotes.begin(), footnotes.end());
        numbered += static_cast<int>(
            std::count_if(footnotes.begin(), footnotes.end(), [](const auto& note) { return note.number > 0; }));
    }
    return all;
}

QRectF ChartFrame::legendRect() const
{
    return m_legend && m_legend->visible() ? QRectF(m_legend->outerRect()) : QRectF();
}

std::vector<QRectF> ChartFrame::panelRects() const
{
    std::vector<QRectF> rects;
    for (const Panel& panel : m_panels)
        rects.emplace_back(panel.rect->rect());
    return rects;
}

QHash<QString, QString> ChartFrame::textRoles() const
{
    QHash<QString, QString> roles;
    for (const Panel& panel : m_panels) {
        for (QCPAxis* axis : panel.rect->axes()) {
            if (!axis->visible())
                continue;
            if (!axis->label().isEmpty())
                roles.insert(axis->label(),
                    axis->axisType() == QCPAxis::atTop ? QStringLiteral("panel-title") : QStringLiteral("axis-title"));
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
