#include "ui/charts/frame/chart_base.h"

#include "ui/charts/frame/axis_title.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/grid_fitting.h"
#include "ui/charts/frame/legend_placement.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/rebuild_turn.h"
#include "ui/charts/frame/size_legend_item.h"
#include "ui/i18n/retranslate.h"

#include <QFontMetricsF>
#include <QResizeEvent>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>

namespace roofline::ui {

namespace {

// The shape an export keeps a small chart's plot in (width over height).
constexpr double kMinPanelAspect = 1.0;
constexpr double kMaxPanelAspect = 2.0;

} // namespace

ChartBase::ChartBase(QWidget* parent)
    : QWidget(parent)
    , m_plot(new PlotWidget(this))
    , m_theme(ChartTheme::light())
    , m_update(this,
          [this] {
              // A heavy rebuild has a turn of its own (RebuildTurn): this one may wait for the next.
              if (rebuildPending() && !RebuildTurn::mayRebuild(m_heavy))
                  m_nextTurn->start();
              else
                  applyPending();
          })
    , m_nextTurn(new QTimer(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    m_plot->installEventFilter(this);
    m_nextTurn->setSingleShot(true);
    m_nextTurn->setInterval(0);
    connect(m_nextTurn, &QTimer::timeout, this, [this] { m_update.request(); });
    connect(m_plot, &PlotWidget::hovered, this, &ChartBase::onHover);
    connect(m_plot, &PlotWidget::left, this, [this] { Q_EMIT cursorMoved({}); });
    connect(m_plot, &PlotWidget::resetViewRequested, this, &ChartBase::resetView);
    // Panel and axis titles take the longest of their forms that fits what the layout gave them, and an
    // export's plots keep the shape of a chart, before anything is drawn.
    connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
        fitPanelTitles();
        keepPanelShapes();
        for (const Panel& panel : m_panels) {
            for (QCPAxis* axis : {panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft)})
                fitAxisTitle(axis);
        }
    });
    connect(m_plot, &QCustomPlot::legendClick, this,
        [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) { legendClicked(item); });
    m_plot->setTooltipProvider([this](const QPoint& pos) { return tooltipAt(pos); });
    // Axis titles, legend entries, labels and notes are words: a language switch redraws them.
    retranslate(this, [this] { markDirty(kAll); });
}

ChartBase::~ChartBase() = default;

void ChartBase::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    markDirty(kAll);
}

GridShape ChartBase::gridShape(QSize area) const
{
    if (!m_exporting)
        return chooseGridShape(m_setup.panels, area);
    // What each small chart gives its axes: a column its y tick labels (about five characters), a row
    // its title and x tick labels (a line each).
    const QFontMetricsF ticks(m_theme.font);
    const QFontMetricsF title(m_theme.titleFont);
    const double columnExtra = m_setup.axes.shareY ? 0.0 : 5.0 * ticks.averageCharWidth() + 8.0;
    const double rowExtra = title.height() + (m_setup.axes.shareX ? 0.0 : ticks.height()) + 8.0;
    return chooseExportGridShape(m_setup.panels, area, columnExtra, rowExtra);
}

void ChartBase::keepPanelShapes()
{
    // An export's small charts keep the shape of a chart, between 1:1 and 2:1 (a log–log slope on a strip
    // looks flat), and all the same size: each column and row is given what its tick labels and titles
    // take on top of one plot size, and a grid whose plots would come out wider or taller than that
    // gives up the difference, centred.
    if (!m_exporting || m_shapingPanels || (m_panels.size() < 2 && !m_keepPlotShape))
        return;
    auto* grid = qobject_cast<QCPLayoutGrid*>(m_panels.front().rect->layout());
    if (!grid)
        return;
    const int columns = grid->columnCount();
    const int rows = grid->rowCount();
    std::vector<double> extraWidth(static_cast<std::size_t>(columns), 0.0);
    std::vector<double> extraHeight(static_cast<std::size_t>(rows), 0.0);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            const auto* rect = grid->hasElement(r, c) ? qobject_cast<QCPAxisRect*>(grid->element(r, c)) : nullptr;
            if (!rect)
                continue;
            extraWidth[static_cast<std::size_t>(c)] = std::max<double>(
                extraWidth[static_cast<std::size_t>(c)], rect->outerRect().width() - rect->rect().width());
            extraHeight[static_cast<std::size_t>(r)] = std::max<double>(
                extraHeight[static_cast<std::size_t>(r)], rect->outerRect().height() - rect->rect().height());
        }
    }
    // The spare room goes around the grid and its axis titles (the layout that frames them), so the
    // titles stay by their plots; a lone plot's titles are its own axes'.
    QCPLayoutGrid* framed = grid;
    if (auto* parent = qobject_cast<QCPLayoutGrid*>(grid->layout()); parent && parent != m_plot->plotLayout())
        framed = parent;
    const QMargins given = framed == grid ? QMargins() : framed->margins();
    const QRect area = grid->outerRect().adjusted(-given.left(), -given.top(), given.right(), given.bottom());
    double width = area.width() - (columns - 1) * grid->columnSpacing();
    double height = area.height() - (rows - 1) * grid->rowSpacing();
    for (const double extra : extraWidth)
        width -= extra;
    for (const double extra : extraHeight)
        height -= extra;
    double plotWidth = width / columns;
    double plotHeight = height / rows;
    if (plotWidth <= 1.0 || plotHeight <= 1.0)
        return;
    if (plotWidth > kMaxPanelAspect * plotHeight)
        plotWidth = kMaxPanelAspect * plotHeight;
    else if (plotWidth < kMinPanelAspect * plotHeight)
        plotHeight = plotWidth / kMinPanelAspect;
    QList<double> columnFactors;
    QList<double> rowFactors;
    for (const double extra : extraWidth)
        columnFactors.append(plotWidth + extra);
    for (const double extra : extraHeight)
        rowFactors.append(plotHeight + extra);
    const int spareWidth = static_cast<int>(std::floor(width - plotWidth * columns));
    const int spareHeight = static_cast<int>(std::floor(height - plotHeight * rows));
    grid->setColumnStretchFactors(columnFactors);
    grid->setRowStretchFactors(rowFactors);
    framed->setMargins(
        QMargins(spareWidth / 2, spareHeight / 2, spareWidth - spareWidth / 2, spareHeight - spareHeight / 2));
    m_shapingPanels = true;
    for (const QCPLayoutElement::UpdatePhase phase :
        {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        m_plot->plotLayout()->update(phase);
    m_shapingPanels = false;
}

void ChartBase::fitPanelTitles()
{
    // Titles of one form (the chips' keys on one line, or on two): the first form every chart's width
    // holds, so the grid reads alike. Titles of other shapes (chip names alone) fit each on its own.
    qsizetype form = 0;
    bool alike = true;
    qsizetype forms = -1;
    for (const Panel& panel : m_panels) {
        const QStringList titles = panel.rect->axis(QCPAxis::atTop)->property(kPanelTitles).toStringList();
        alike = alike && (forms < 0 || titles.size() == forms);
        forms = titles.size();
        const QFont font = panel.rect->axis(QCPAxis::atTop)->labelFont();
        const QString fits = firstThatFits(titles, font, panel.rect->width());
        form = std::max(form, titles.indexOf(fits));
    }
    for (const Panel& panel : m_panels) {
        QCPAxis* top = panel.rect->axis(QCPAxis::atTop);
        const QStringList titles = top->property(kPanelTitles).toStringList();
        if (titles.isEmpty())
            continue;
        if (alike && form < titles.size())
            top->setLabel(titles[form]);
        else
            fitPanelTitle(panel.rect);
    }
}

void ChartBase::setPageLegend(bool page)
{
    if (page == m_pageLegend)
        return;
    m_pageLegend = page;
    markDirty(kAll);
}

void ChartBase::setChipGroups(int groups)
{
    if (groups == m_chipGroups)
        return;
    m_chipGroups = groups;
    markDirty(kAll);
}

void ChartBase::setChipGrouping(std::vector<int> plotOf)
{
    if (plotOf == m_chipGrouping)
        return;
    m_chipGrouping = std::move(plotOf);
    markDirty(kAll);
}

std::vector<std::vector<int>> ChartBase::chipGroupings(int, int) const
{
    return {};
}

void ChartBase::setVectorMarkers(bool vector)
{
    if (vector == m_vectorMarkers)
        return;
    m_vectorMarkers = vector;
    markDirty(kAll);
}

void ChartBase::markDirty(unsigned flags)
{
    m_dirty |= flags;
    if (m_drawnWhenSeen) {
        m_plot->update(); // applied when painted (eventFilter): not at all while nobody sees the chart
        return;
    }
    // However many slider steps arrive before the event loop comes back, one update draws the latest state.
    m_update.request();
}

bool ChartBase::eventFilter(QObject* watched, QEvent* event)
{
    // A chart drawn when seen catches up as it is painted: the layers are drawn now and this paint shows
    // them. Its replots only ask for one more paint (which finds nothing pending): QCustomPlot's immediate
    // refresh would repaint the widget being painted ("QWidget::repaint: Recursive repaint detected", then a
    // painter refused on it).
    if (watched == m_plot && event->type() == QEvent::Paint && m_drawnWhenSeen && m_dirty) {
        const bool immediate = m_plot->plottingHints().testFlag(QCP::phImmediateRefresh);
        m_plot->setPlottingHint(QCP::phImmediateRefresh, false);
        applyPending();
        m_plot->setPlottingHint(QCP::phImmediateRefresh, immediate);
    }
    return QWidget::eventFilter(watched, event);
}

void ChartBase::applyPending()
{
    const unsigned dirty = std::exchange(m_dirty, 0u);
    if (dirty)
        ++m_updateCount;
    if (dirty & kAll)
        rebuild();
    else if (dirty & kStep)
        step();
}

void ChartBase::updateNow()
{
    applyPending();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

int ChartBase::paintCount() const
{
    return m_plot->paintCount();
}

void ChartBase::beginRebuild(ChartTheme&)
{ }
void ChartBase::applyVisibility()
{ }
bool ChartBase::stepScene()
{
    return false;
}
void ChartBase::moveDynamicItems()
{ }
void ChartBase::addDynamicLabels(int, std::vector<ChartLabel>&) const
{ }
QString ChartBase::cursorText(double, double) const
{
    return {};
}
QString ChartBase::tooltipAt(const QPoint&) const
{
    return {};
}
std::optional<AxisRange> ChartBase::rememberedX() const
{
    return std::nullopt;
}
std::optional<AxisRange> ChartBase::rememberedY() const
{
    return std::nullopt;
}
void ChartBase::rememberView(const AxisRange&, const std::optional<AxisRange>&)
{ }
void ChartBase::forgetView()
{ }
void ChartBase::legendClicked(QCPAbstractLegendItem*)
{ }
void ChartBase::visibilityApplied()
{ }

void ChartBase::rebuild()
{
    beginRebuild(m_theme);
    m_setup = buildScene();
    m_gridArea = size();
    const std::vector<QCPAxisRect*> rects
        = buildAxisGrid(m_plot, m_setup.panels, gridShape(size()), m_setup.axes, m_theme);
    m_legend = nullptr; // gone with the layout, and its LegendPlacer with it
    m_legendEntries.clear();
    m_customLegendItems = false;
    m_panels.assign(rects.size(), Panel {});
    for (std::size_t p = 0; p < rects.size(); ++p) {
        Panel& panel = m_panels[p];
        panel.rect = rects[p];
        panel.labels = tagged(new LabelItem(m_plot, panel.rect), {"labels", -1, static_cast<int>(p)});
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
    if (!m_pageLegend)
        makeLegend();
    buildItems();
    if (m_pageLegend && m_customLegendItems) {
        // A legend item the page cannot draw (the size key): this chart keeps a legend of its own.
        m_pageLegend = false;
        rebuild();
        m_pageLegend = true;
        return;
    }
    if (m_legend) {
        if (m_legendPlacer) {
            const Panel& panel = m_panels.front();
            std::vector<ChartLabel> anchored = panel.headLabels;
            anchored.insert(anchored.end(), panel.tailLabels.begin(), panel.tailLabels.end());
            m_legendPlacer->setAnchoredLabels(anchored);
        }
        m_legend->setVisible(m_legend->itemCount() > 0);
        if (m_panels.size() > 1 || m_setup.legend == LegendPlace::Below)
            fitLegendRow(m_legend, m_plot->width());
    }
    applyVisibility();
    visibilityApplied();
    moveDynamicItems();
    // Labels over every marker: they were made before the markers, and a layer draws its children
    // in the order they joined it (setLayer moves one to the end).
    for (Panel& panel : m_panels)
        panel.labels->setLayer(m_plot->dynamicLayer());
    refreshLabels();
    applyView(false);
    m_plot->replot(); // lays a new grid out until its axes have their lengths (PlotWidget::updateLayout)
    std::size_t points = 0;
    for (int i = 0; i < m_plot->plottableCount(); ++i) {
        if (const QCPPlottableInterface1D* series = m_plot->plottable(i)->interface1D())
            points += static_cast<std::size_t>(series->dataCount());
    }
    m_heavy = RebuildTurn::noteRebuilt(points);
}

void ChartBase::makeLegend()
{
    switch (m_setup.legend) {
    case LegendPlace::None:
        return;
    case LegendPlace::Below:
        m_legend = addLegendRow(m_plot, m_theme, LegendRow::Below);
        return;
    case LegendPlace::Placed:
        break;
    }
    if (m_panels.size() > 1) {
        m_legend = addLegendRow(m_plot, m_theme, LegendRow::Above);
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

QCPAbstractLegendItem* ChartBase::addLegendKey(const QString& name, const QPen& pen, const QCPScatterStyle& style,
    const QStringList& shorter, const std::optional<Series>& series)
{
    m_legendEntries.push_back({name, shorter, pen, style, series});
    if (!m_legend)
        return nullptr;
    QCPGraph* key = ui::addLegendKey(m_panels.front().rect, m_legend, name, pen, style);
    if (!shorter.isEmpty())
        key->setProperty(kLegendForms, QStringList {name} + shorter);
    return m_legend->itemWithPlottable(key);
}

void ChartBase::addLegendPlottable(QCPAbstractPlottable* plottable)
{
    if (m_legend)
        plottable->addToLegend(m_legend);
}

void ChartBase::addLegendItem(const std::function<QCPAbstractLegendItem*(QCPLegend*)>& make)
{
    m_customLegendItems = true;
    if (m_legend)
        m_legend->addItem(make(m_legend));
}

void ChartBase::showVisibility()
{
    applyVisibility();
    visibilityApplied();
    moveDynamicItems();
    refreshLabels();
    m_plot->replot();
}

void ChartBase::step()
{
    if (!stepScene()) {
        rebuild();
        return;
    }
    moveDynamicItems();
    refreshLabels();
    m_plot->replotDynamic();
}

void ChartBase::redrawDynamic()
{
    if (rebuildPending())
        return;
    moveDynamicItems();
    refreshLabels();
    m_plot->replotDynamic();
}

void ChartBase::refreshLabels()
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

void ChartBase::applyView(bool fit)
{
    const std::optional<AxisRange> zoomX = fit ? std::nullopt : rememberedX();
    const std::optional<AxisRange> zoomY = fit || !m_setup.axes.shareY ? std::nullopt : rememberedY();
    const AxisRange x = zoomX.value_or(m_setup.fitX);
    m_applyingView = true;
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        const AxisRange y = zoomY.value_or(p < m_setup.fitY.size() ? m_setup.fitY[p] : AxisRange {});
        QCPAxisRect* rect = m_panels[p].rect;
        rect->axis(QCPAxis::atBottom)->setRange(x.lower, x.upper);
        rect->axis(QCPAxis::atTop)->setRange(x.lower, x.upper);
        rect->axis(QCPAxis::atLeft)->setRange(y.lower, y.upper);
        rect->axis(QCPAxis::atRight)->setRange(y.lower, y.upper);
    }
    m_applyingView = false;
}

void ChartBase::storeView()
{
    if (m_panels.empty())
        return;
    // The frame axes follow the data axes of their rect.
    for (const Panel& panel : m_panels) {
        panel.rect->axis(QCPAxis::atTop)->setRange(panel.rect->axis(QCPAxis::atBottom)->range());
        panel.rect->axis(QCPAxis::atRight)->setRange(panel.rect->axis(QCPAxis::atLeft)->range());
    }
    const QCPRange x = m_panels.front().rect->axis(QCPAxis::atBottom)->range();
    std::optional<AxisRange> y;
    // Panels with y scales of their own do not share one remembered range.
    if (m_setup.axes.shareY) {
        const QCPRange range = m_panels.front().rect->axis(QCPAxis::atLeft)->range();
        y = AxisRange {range.lower, range.upper};
    }
    rememberView(AxisRange {x.lower, x.upper}, y);
}

void ChartBase::resetView()
{
    forgetView();
    applyPending();
    applyView(true);
    m_plot->replot();
}

void ChartBase::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const int count = static_cast<int>(m_panels.size());
    if (count > 1 && gridShape(event->size()) != gridShape(m_gridArea))
        markDirty(kAll);
    // A legend row (below the plot, or above a grid) is fitted again to its new width, its entries in the
    // forms that width holds: the Model panel's splitter resizes its charts without anything to rebuild.
    const bool row = m_panels.size() > 1 || m_setup.legend == LegendPlace::Below;
    if (m_legend && row && !rebuildPending() && fitLegendRow(m_legend, event->size().width()))
        m_plot->replot();
}

QCPAxisRect* ChartBase::panelRectAt(const QPoint& pos) const
{
    for (const Panel& panel : m_panels) {
        if (panel.rect->rect().contains(pos))
            return panel.rect;
    }
    return nullptr;
}

void ChartBase::onHover(const QPoint& pos)
{
    const QCPAxisRect* rect = panelRectAt(pos);
    Q_EMIT cursorMoved(rect ? cursorText(rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x()),
                           rect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y()))
                            : QString());
}

QCPScatterStyle ChartBase::movingMarker(const QCPScatterStyle& style) const
{
    return m_vectorMarkers ? style : rasterized(style, devicePixelRatioF());
}

QCPAxisRect* ChartBase::panelRect(int panel) const
{
    return panel >= 0 && panel < panelCount() ? m_panels[static_cast<std::size_t>(panel)].rect : nullptr;
}

} // namespace roofline::ui
