#include "ui/charts/batch_sweep_chart.h"

#include "core/error.h"

#include "ui/charts/chart_grid.h"
#include "ui/charts/chart_items.h"
#include "ui/charts/legend_placement.h"
#include "ui/charts/plot_widget.h"
#include "ui/document.h"
#include "ui/evaluation_text.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/op_text.h"

#include <QMetaObject>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace roofline::ui {

namespace {

const QCPRange kViewBatchLinear {-1e7, 1e7};
const QCPRange kViewBatchLog {0.1, 1e8};
const QCPRange kViewFlopsLinear {-1e20, 1e21};
const QCPRange kViewFlopsLog {1e3, 1e21};
constexpr double kLogFloor = 1.0; // where drop lines start on a log FLOPs/s axis

bool bindsAny(const std::vector<Op>& sweeps, Dim dim)
{
    return std::any_of(sweeps.begin(), sweeps.end(), [dim](const Op& op) {
        return std::any_of(op.bindings.begin(), op.bindings.end(),
            [dim](const auto& binding) { return binding.first != "B" && binding.second == dim; });
    });
}

double decadeBelow(double value)
{
    return std::pow(10.0, std::floor(std::log10(value)));
}

// A sweep's label in the current language.
QString curveLabel(const Document& document, const SweepCurve& curve)
{
    return sweepLabel(document.ops(OpList::Sweeps)[curve.sweepIndex], document.dims());
}

} // namespace

BatchSweepChart::BatchSweepChart(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_plot(new PlotWidget(this))
    , m_theme(ChartTheme::light())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);

    // What the legend hides lives in the project (by chip id and sweep index), read on every rebuild.
    connect(&m_document, &Document::chipsChanged, this, [this] { markDirty(kAll); });
    connect(&m_document, &Document::opsChanged, this, [this](OpList list) {
        if (list == OpList::Sweeps)
            markDirty(kAll);
    });
    connect(&m_document, &Document::dimsChanged, this, [this](Dim dim) {
        // B is the x axis: only the markers move. A sweep with another dimension that follows the
        // slider (D or F, or even B) changes shape.
        markDirty(bindsAny(m_document.ops(OpList::Sweeps), dim) ? kAll : kMarkers);
    });
    connect(&m_document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.sweep)
            markDirty(kAll);
    });
    connect(m_plot, &PlotWidget::hovered, this, &BatchSweepChart::onHover);
    connect(m_plot, &PlotWidget::left, this, [this] { Q_EMIT cursorMoved({}); });
    connect(m_plot, &PlotWidget::resetViewRequested, this, &BatchSweepChart::resetView);
    connect(m_plot, &QCustomPlot::legendClick, this,
        [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) { toggleLegendItem(item); });
    m_plot->setTooltipProvider([this](const QPoint& pos) { return tooltipAt(pos); });
    // Axis titles, legend entries, labels and notes are words: a language switch redraws them.
    retranslate(this, [this] { markDirty(kAll); });
    markDirty(kAll);
}

BatchSweepChart::~BatchSweepChart() = default;

void BatchSweepChart::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    markDirty(kAll);
}

void BatchSweepChart::setVectorMarkers(bool vector)
{
    if (vector == m_vectorMarkers)
        return;
    m_vectorMarkers = vector;
    markDirty(kAll);
}

void BatchSweepChart::markDirty(unsigned flags)
{
    m_dirty |= flags;
    if (m_updateQueued)
        return;
    m_updateQueued = true;
    QMetaObject::invokeMethod(this, &BatchSweepChart::applyPending, Qt::QueuedConnection);
}

void BatchSweepChart::applyPending()
{
    m_updateQueued = false;
    const unsigned dirty = std::exchange(m_dirty, 0u);
    if (dirty)
        ++m_updateCount;
    if (dirty & kAll) {
        rebuild();
    } else if (dirty & kMarkers) {
        const std::vector<const Chip*> chips = m_document.shownChipPointers();
        if (chips.size() != m_scene.chips.size()) {
            rebuild();
            return;
        }
        updateSweepMarkers(
            m_scene, chips, m_document.ops(OpList::Sweeps), m_document.dims(), sweepOptions(m_document.project()));
        updateMarkers();
        refreshLabels();
        m_plot->replotDynamic();
    }
}

int BatchSweepChart::paintCount() const
{
    return m_plot->paintCount();
}

void BatchSweepChart::updateNow()
{
    applyPending();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

void BatchSweepChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_panels.size() > 1
        && chooseGridShape(static_cast<int>(m_panels.size()), event->size())
            != chooseGridShape(static_cast<int>(m_panels.size()), m_gridArea))
        markDirty(kAll);
}

QPen BatchSweepChart::curvePen(int chip, int sweep, bool overlay) const
{
    // On a chip's own chart a colour per sweep, as in the chapter's figure; overlaid, the chip's
    // colour with a dash pattern per sweep.
    if (!overlay)
        return QPen(m_theme.curveColor(sweep), m_theme.lineWidth);
    static constexpr std::array kStyles {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine};
    return QPen(m_theme.chipColor(chip), m_theme.lineWidth, kStyles[static_cast<std::size_t>(sweep) % kStyles.size()]);
}

void BatchSweepChart::loadHidden()
{
    const HiddenSeries& hidden = m_document.project().views.hidden;
    m_hiddenChips.clear();
    const std::vector<Chip>& chips = m_document.shownChips();
    for (std::size_t c = 0; c < chips.size(); ++c) {
        if (std::find(hidden.sweepChips.begin(), hidden.sweepChips.end(), chips[c].id) != hidden.sweepChips.end())
            m_hiddenChips.insert(static_cast<int>(c));
    }
    m_hiddenSweeps = QSet<int>(hidden.sweeps.begin(), hidden.sweeps.end());
}

void BatchSweepChart::storeHidden()
{
    ChartViews views = m_document.project().views;
    HiddenSeries& hidden = views.hidden;
    const std::vector<Chip>& chips = m_document.shownChips();
    std::erase_if(hidden.sweepChips, [&](const std::string& id) { return m_document.isShown(id); });
    for (std::size_t c = 0; c < chips.size(); ++c) {
        if (m_hiddenChips.contains(static_cast<int>(c)))
            hidden.sweepChips.push_back(chips[c].id);
    }
    hidden.sweeps.assign(m_hiddenSweeps.begin(), m_hiddenSweeps.end());
    std::sort(hidden.sweeps.begin(), hidden.sweeps.end());
    m_document.setChartViews(views);
}

void BatchSweepChart::rebuild()
{
    loadHidden();
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    const std::vector<Op>& sweeps = m_document.ops(OpList::Sweeps);
    const ViewOptions view = m_document.viewOptions();
    try {
        m_scene = buildSweepScene(chips, sweeps, m_document.dims(), sweepOptions(m_document.project()));
    } catch (const Error&) {
        m_scene = SweepScene {}; // an invalid batch range: draw empty axes
    }
    m_overlay = view.sweepChipLayout == ChipLayout::Overlay || chips.size() <= 1;
    const int panelCount = m_overlay ? 1 : static_cast<int>(chips.size());
    m_gridArea = size();

    GridSetup setup;
    setup.x = {view.sweepLogBatch, TickFormat::Compact, tr("Batch size B"),
        view.sweepLogBatch ? kViewBatchLog : kViewBatchLinear};
    setup.y = {view.sweepLogFlops, view.labelUnits == LabelUnits::SI ? TickFormat::SI : TickFormat::Scientific,
        chips.size() == 1 ? tr("Attainable FLOPs/s on %1").arg(QString::fromStdString(chips.front()->name))
                          : tr("Attainable FLOPs/s"),
        view.sweepLogFlops ? kViewFlopsLog : kViewFlopsLinear};
    setup.shareX = true;
    setup.shareY = m_overlay || view.sweepSharedFlops;
    const std::vector<QCPAxisRect*> rects
        = buildAxisGrid(m_plot, panelCount, chooseGridShape(panelCount, size()), setup, m_theme);
    m_legend = nullptr; // gone with the layout, and its LegendPlacer with it
    m_legendTargets.clear();
    m_panels.assign(rects.size(), Panel {});
    for (std::size_t p = 0; p < rects.size(); ++p) {
        Panel& panel = m_panels[p];
        panel.rect = rects[p];
        panel.labels = new LabelItem(m_plot, panel.rect);
        panel.labels->setLayer(m_plot->dynamicLayer());
        panel.labels->setFont(m_theme.labelFont);
        panel.labels->setHaloColor(m_theme.labelHalo);
        panel.sliderLine = new QCPItemStraightLine(m_plot);
        panel.sliderLine->setClipAxisRect(panel.rect);
        for (QCPItemPosition* position : {panel.sliderLine->point1, panel.sliderLine->point2})
            position->setAxes(panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft));
        panel.sliderLine->setPen(QPen(m_theme.neutral, m_theme.thinLineWidth * 1.5, Qt::DashLine));
        panel.sliderLine->setLayer(m_plot->dynamicLayer());
        panel.sliderLine->setSelectable(false);
        panel.sliderLine->setVisible(m_theme.sliderMarkers);
        for (QCPAxis* axis : {panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft)}) {
            connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
                if (!m_applyingView)
                    storeView();
            });
        }
    }
    if (chips.empty() || sweeps.empty()) {
        ChartLabel hint;
        hint.anchor = ChartLabel::Anchor::TopLeft;
        hint.text = chips.empty() ? tr("No chip is shown: check one in the Chips panel.")
                                  : tr("No sweep: add one in the Sweeps panel.");
        hint.color = m_theme.foreground;
        m_panels[0].headLabels.push_back(hint);
    }
    m_chips.assign(m_scene.chips.size(), ChipItems {});
    for (std::size_t c = 0; c < m_scene.chips.size(); ++c)
        buildChip(static_cast<int>(c), m_panels[m_overlay ? 0 : c], m_overlay);
    // Sweeps a chip cannot run (no peak in their precision…) draw no curve: the chart says why.
    for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
        const ChipSweeps& chip = m_scene.chips[c];
        if (chip.problems.empty())
            continue;
        const OpProblem& first = chip.problems.front();
        const QString reason = errorText(first.message, first.detail ? &*first.detail : nullptr);
        QString text = tr("%1 of %n sweep(s) not drawn: %2", nullptr, static_cast<int>(sweeps.size()))
                           .arg(chip.problems.size())
                           .arg(reason);
        // On a chart several chips share, the note says whose it is.
        if (m_overlay && m_scene.chips.size() > 1)
            text = tr("%1: %2", "a chip's name, then a note about it").arg(QString::fromStdString(chip.chipName), text);
        ChartLabel note;
        note.anchor = ChartLabel::Anchor::BottomRight;
        note.text = wrapText(text, 60);
        note.color = m_theme.warning;
        auto& labels = m_panels[m_overlay ? 0 : c].headLabels;
        labels.insert(labels.begin(), note);
    }
    buildLegend(m_overlay);
    applyVisibility();
    updateMarkers();
    // Labels over every marker: they were made before the markers, and a layer draws its children
    // in the order they joined it (setLayer moves one to the end).
    for (Panel& panel : m_panels)
        panel.labels->setLayer(m_plot->dynamicLayer());
    refreshLabels();
    applyView(false);
    m_plot->replot();
}

void BatchSweepChart::buildChip(int chipIndex, Panel& panel, bool overlay)
{
    const ChipSweeps& chip = m_scene.chips[static_cast<std::size_t>(chipIndex)];
    ChipItems& items = m_chips[static_cast<std::size_t>(chipIndex)];
    items.panel = static_cast<int>(&panel - m_panels.data());
    QCPAxisRect* rect = panel.rect;
    const bool logFlops = m_document.viewOptions().sweepLogFlops;
    if (!overlay && m_panels.size() > 1)
        setPanelTitle(rect, QString::fromStdString(chip.chipName), m_theme.foreground);
    const QVector<double> batch(m_scene.batch.begin(), m_scene.batch.end());
    for (const SweepCurve& curve : chip.curves) {
        const int sweep = static_cast<int>(curve.sweepIndex);
        // A lone chip's chart is coloured per sweep, like its legend (and the chapter's figure).
        const QPen pen = curvePen(chipIndex, sweep, overlay && m_scene.chips.size() > 1);
        CurveItems curveItems;
        curveItems.graph = addLine(rect, batch, QVector<double>(curve.flopsPerS.begin(), curve.flopsPerS.end()), pen);
        curveItems.graph->setName(curveLabel(m_document, curve));
        if (curve.criticalBatch && *curve.criticalBatch > 0.0) {
            const double b = *curve.criticalBatch;
            QColor faint = pen.color();
            faint.setAlpha(150);
            curveItems.drop = addLine(rect, {b, b}, {logFlops ? kLogFloor : 0.0, curve.peakFlopsPerS},
                QPen(faint, m_theme.thinLineWidth, Qt::DashLine));
            curveItems.critical = addMarkers(rect,
                QCPScatterStyle(QCPScatterStyle::ssCircle,
                    QPen(pen.color(), std::max(2.0, m_theme.thinLineWidth * 1.5)), QBrush(m_theme.plotBackground),
                    m_theme.markerSize));
            setMarkerPoints(curveItems.critical, {b}, {curve.peakFlopsPerS});
            ChartLabel label;
            label.x = b;
            label.y = curve.peakFlopsPerS;
            label.text = tr("B = %1").arg(formatCompactText(b));
            label.color = m_theme.textColor(pen.color());
            label.markerRadius = m_theme.markerSize * 0.6;
            label.rings = 3;
            label.sides = {LabelSide::BelowRight, LabelSide::AboveRight, LabelSide::Below, LabelSide::Right,
                LabelSide::AboveLeft, LabelSide::BelowLeft, LabelSide::Above, LabelSide::Left};
            panel.headLabels.push_back(label);
        }
        const QCPScatterStyle markerStyle(QCPScatterStyle::ssCircle, QPen(m_theme.plotBackground, 1.5),
            QBrush(pen.color()), m_theme.markerSize + 1.0);
        curveItems.marker
            = addMarkers(rect, m_vectorMarkers ? markerStyle : rasterized(markerStyle, devicePixelRatioF()));
        curveItems.marker->setLayer(m_plot->dynamicLayer());
        curveItems.marker->setVisible(m_theme.sliderMarkers);
        items.curves.push_back(curveItems);
    }
}

void BatchSweepChart::buildLegend(bool overlay)
{
    if (m_panels.empty() || m_scene.chips.empty())
        return;
    QColor background = m_theme.plotBackground;
    background.setAlpha(230);
    QCPAxisRect* rect = m_panels.front().rect;
    if (m_panels.size() > 1) {
        m_legend = addLegendRow(m_plot, m_theme);
    } else {
        // In the corner that covers least of the curves; on a tie the bottom right, under the
        // ceiling and right of the rise, where the curves leave room.
        Panel& panel = m_panels.front();
        const PlacedLegend placed = addPlacedLegend(rect, m_theme, background, m_legendCorner, panel.labels);
        m_legend = placed.legend;
        m_legendPlacer = placed.placer;
        m_legendPlacer->setAnchoredLabels(panel.headLabels);
        connect(m_legendPlacer, &LegendPlacer::placed, this, [this] {
            m_legendCorner = m_legendPlacer->corner();
            refreshLabels();
        });
    }
    const auto target = [this](QCPGraph* key, LegendTarget t) {
        if (QCPAbstractLegendItem* item = m_legend->itemWithPlottable(key))
            m_legendTargets.emplace_back(item, t);
    };
    const std::vector<Op>& sweeps = m_document.ops(OpList::Sweeps);
    if (overlay && m_scene.chips.size() > 1) {
        for (std::size_t c = 0; c < m_scene.chips.size(); ++c)
            target(addLegendKey(rect, m_legend, QString::fromStdString(m_scene.chips[c].chipName),
                       QPen(m_theme.chipColor(static_cast<int>(c)), m_theme.lineWidth)),
                {true, static_cast<int>(c)});
    }
    // A sweep's name from the first chip that can draw it.
    for (std::size_t s = 0; s < sweeps.size(); ++s) {
        QString name;
        for (const ChipSweeps& chip : m_scene.chips) {
            for (const SweepCurve& curve : chip.curves) {
                if (curve.sweepIndex == s && name.isEmpty())
                    name = curveLabel(m_document, curve);
            }
        }
        if (name.isEmpty())
            continue;
        QPen pen = curvePen(0, static_cast<int>(s), overlay && m_scene.chips.size() > 1);
        if (overlay && m_scene.chips.size() > 1)
            pen.setColor(m_theme.neutral);
        target(addLegendKey(rect, m_legend, name, pen), {false, static_cast<int>(s)});
    }
    m_legend->setVisible(m_legend->itemCount() > 0);
}

void BatchSweepChart::toggleLegendItem(QCPAbstractLegendItem* item)
{
    for (const auto& [legendItem, target] : m_legendTargets) {
        if (legendItem != item)
            continue;
        QSet<int>& set = target.chip ? m_hiddenChips : m_hiddenSweeps;
        if (!set.remove(target.index))
            set.insert(target.index);
        storeHidden();
        applyVisibility();
        updateMarkers();
        refreshLabels();
        m_plot->replot();
        return;
    }
}

void BatchSweepChart::applyVisibility()
{
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const ChipSweeps& chip = m_scene.chips[c];
        for (std::size_t i = 0; i < m_chips[c].curves.size(); ++i) {
            const bool shown = !m_hiddenChips.contains(static_cast<int>(c))
                && !m_hiddenSweeps.contains(static_cast<int>(chip.curves[i].sweepIndex));
            const CurveItems& items = m_chips[c].curves[i];
            for (QCPAbstractPlottable* plottable :
                std::initializer_list<QCPAbstractPlottable*> {items.graph, items.critical, items.drop}) {
                if (plottable)
                    plottable->setVisible(shown);
            }
            items.marker->setVisible(shown && m_theme.sliderMarkers);
        }
    }
    QColor hidden = m_theme.foreground;
    hidden.setAlpha(90);
    for (const auto& [item, target] : m_legendTargets) {
        const bool off = (target.chip ? m_hiddenChips : m_hiddenSweeps).contains(target.index);
        item->setTextColor(off ? hidden : m_theme.foreground);
    }
}

void BatchSweepChart::updateMarkers()
{
    for (Panel& panel : m_panels) {
        panel.sliderLine->point1->setCoords(m_scene.currentBatch, 1.0);
        panel.sliderLine->point2->setCoords(m_scene.currentBatch, 2.0);
    }
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const ChipSweeps& chip = m_scene.chips[c];
        for (std::size_t i = 0; i < m_chips[c].curves.size(); ++i) {
            m_xs.resize(1);
            m_ys.resize(1);
            m_xs[0] = m_scene.currentBatch;
            m_ys[0] = chip.curves[i].flopsAtCurrentBatch;
            setMarkerPoints(m_chips[c].curves[i].marker, m_xs, m_ys);
        }
    }
}

void BatchSweepChart::refreshLabels()
{
    const LabelUnits units = m_document.viewOptions().labelUnits;
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        Panel& panel = m_panels[p];
        std::vector<ChartLabel> labels = panel.headLabels;
        if (m_legendPlacer && p == 0)
            m_legendPlacer->fitAround(labels); // a note out of the inset legend's way
        if (!m_theme.sliderMarkers) {
            // A slide shows the curves, not where a slider happens to be.
            labels.insert(labels.end(), panel.tailLabels.begin(), panel.tailLabels.end());
            panel.labels->setLabels(std::move(labels));
            continue;
        }
        ChartLabel slider;
        slider.anchor = ChartLabel::Anchor::FootOfVertical;
        slider.x = m_scene.currentBatch;
        slider.text = tr("B = %1").arg(formatCompactText(m_scene.currentBatch));
        slider.color = m_theme.foreground;
        slider.bold = true;
        labels.push_back(slider);
        for (std::size_t c = 0; c < m_chips.size(); ++c) {
            if (m_chips[c].panel != static_cast<int>(p) || m_hiddenChips.contains(static_cast<int>(c)))
                continue;
            for (const SweepCurve& curve : m_scene.chips[c].curves) {
                if (m_hiddenSweeps.contains(static_cast<int>(curve.sweepIndex)))
                    continue;
                ChartLabel value;
                value.x = m_scene.currentBatch;
                value.y = curve.flopsAtCurrentBatch;
                value.text = formatFlopsPerS(curve.flopsAtCurrentBatch, units);
                value.color = m_theme.textColor(curvePen(
                    static_cast<int>(c), static_cast<int>(curve.sweepIndex), m_overlay && m_scene.chips.size() > 1)
                                                    .color());
                value.markerRadius = 5.5;
                value.rings = 1;
                value.sides = {LabelSide::Right, LabelSide::BelowRight, LabelSide::AboveRight, LabelSide::Left};
                labels.push_back(std::move(value));
            }
        }
        labels.insert(labels.end(), panel.tailLabels.begin(), panel.tailLabels.end());
        panel.labels->setLabels(std::move(labels));
    }
}

void BatchSweepChart::applyView(bool fit)
{
    const ChartViews& views = m_document.project().views;
    const ViewOptions& options = m_document.viewOptions();
    const BatchRange& range = options.batchRange;
    AxisRange x = options.sweepLogBatch ? AxisRange {range.from / 1.25, range.to * 1.25}
                                        : AxisRange {0.0, range.to + 0.02 * (range.to - std::min(range.from, 0.0))};
    if (!fit && views.sweepBatch)
        x = *views.sweepBatch;
    const bool sharedY = m_overlay || options.sweepSharedFlops;
    m_applyingView = true;
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        // A chip without a single curve borrows the others' scale rather than showing 0 to 1.
        const bool own
            = !(m_overlay || options.sweepSharedFlops || p >= m_scene.chips.size() || m_scene.chips[p].curves.empty());
        AxisRange y = own ? m_scene.chips[p].flopsRange : m_scene.flopsRange;
        if (options.sweepLogFlops) {
            // Log axis: from the decade below the lowest point drawn to above the ceiling.
            double lowest = y.upper;
            for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
                if (!sharedY && c != p)
                    continue;
                for (const SweepCurve& curve : m_scene.chips[c].curves) {
                    if (!curve.flopsPerS.empty())
                        lowest = std::min(lowest, curve.flopsPerS.front());
                }
            }
            y = {decadeBelow(std::max(lowest, 1.0)), y.upper * 1.5};
        }
        if (!fit && sharedY && views.sweepFlops)
            y = *views.sweepFlops;
        QCPAxisRect* rect = m_panels[p].rect;
        rect->axis(QCPAxis::atBottom)->setRange(x.lower, x.upper);
        rect->axis(QCPAxis::atTop)->setRange(x.lower, x.upper);
        rect->axis(QCPAxis::atLeft)->setRange(y.lower, y.upper);
        rect->axis(QCPAxis::atRight)->setRange(y.lower, y.upper);
    }
    m_applyingView = false;
}

void BatchSweepChart::storeView()
{
    if (m_panels.empty())
        return;
    for (const Panel& panel : m_panels) {
        panel.rect->axis(QCPAxis::atTop)->setRange(panel.rect->axis(QCPAxis::atBottom)->range());
        panel.rect->axis(QCPAxis::atRight)->setRange(panel.rect->axis(QCPAxis::atLeft)->range());
    }
    ChartViews views = m_document.project().views;
    const QCPRange x = m_panels.front().rect->axis(QCPAxis::atBottom)->range();
    views.sweepBatch = AxisRange {x.lower, x.upper};
    // Charts with their own FLOPs/s scales do not share one remembered range.
    if (m_overlay || m_document.viewOptions().sweepSharedFlops) {
        const QCPRange y = m_panels.front().rect->axis(QCPAxis::atLeft)->range();
        views.sweepFlops = AxisRange {y.lower, y.upper};
    }
    m_document.setChartViews(views);
}

void BatchSweepChart::resetView()
{
    ChartViews views = m_document.project().views;
    views.sweepBatch.reset();
    views.sweepFlops.reset();
    m_document.setChartViews(views);
    applyPending();
    applyView(true);
    m_plot->replot();
}

void BatchSweepChart::onHover(const QPoint& pos)
{
    for (const Panel& panel : m_panels) {
        if (!panel.rect->rect().contains(pos))
            continue;
        const double b = panel.rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
        const double y = panel.rect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y());
        Q_EMIT cursorMoved(tr("B %1 · %2 FLOPs/s")
                               .arg(formatCompactText(b, 4), formatFlopsPerS(y, m_document.viewOptions().labelUnits)));
        return;
    }
    Q_EMIT cursorMoved({});
}

QString BatchSweepChart::tooltipAt(const QPoint& pos) const
{
    // The curve nearest the cursor, read at the batch size under it.
    const LabelUnits units = m_document.viewOptions().labelUnits;
    double best = 8.0;
    QString text;
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const QCPAxisRect* rect = m_panels[static_cast<std::size_t>(m_chips[c].panel)].rect;
        if (!rect->rect().contains(pos) || m_hiddenChips.contains(static_cast<int>(c)) || m_scene.batch.empty())
            continue;
        const QCPAxis* x = rect->axis(QCPAxis::atBottom);
        const QCPAxis* y = rect->axis(QCPAxis::atLeft);
        const double b = x->pixelToCoord(pos.x());
        const auto at = std::lower_bound(m_scene.batch.begin(), m_scene.batch.end(), b);
        const std::size_t i
            = std::min<std::size_t>(static_cast<std::size_t>(at - m_scene.batch.begin()), m_scene.batch.size() - 1);
        for (const SweepCurve& curve : m_scene.chips[c].curves) {
            if (m_hiddenSweeps.contains(static_cast<int>(curve.sweepIndex)))
                continue;
            const double distance = std::fabs(y->coordToPixel(curve.flopsPerS[i]) - pos.y());
            if (distance >= best)
                continue;
            best = distance;
            text = tr("<b>%1</b> on <b>%2</b><br>B = %3: %4 FLOPs/s (%5 % of the %6 peak)")
                       .arg(curveLabel(m_document, curve).toHtmlEscaped(),
                           QString::fromStdString(m_scene.chips[c].chipName).toHtmlEscaped(),
                           formatCompactText(m_scene.batch[i]), formatFlopsPerS(curve.flopsPerS[i], units),
                           formatCompactText(100.0 * curve.flopsPerS[i] / curve.peakFlopsPerS, 3),
                           formatFlopsPerS(curve.peakFlopsPerS, units));
            text += curve.criticalBatch
                ? tr("<br>critical B = %1: compute-bound above it").arg(formatCompactText(*curve.criticalBatch))
                : tr("<br>never compute-bound");
        }
    }
    return text;
}

std::optional<double> BatchSweepChart::plottedSliderBatch(int chip) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return std::nullopt;
    return m_panels[static_cast<std::size_t>(m_chips[static_cast<std::size_t>(chip)].panel)].sliderLine->point1->key();
}

std::optional<QPointF> BatchSweepChart::plottedMarker(int chip, int curve) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return std::nullopt;
    const auto& curves = m_chips[static_cast<std::size_t>(chip)].curves;
    if (curve < 0 || curve >= static_cast<int>(curves.size())
        || curves[static_cast<std::size_t>(curve)].marker->data()->isEmpty())
        return std::nullopt;
    const auto point = curves[static_cast<std::size_t>(curve)].marker->data()->at(0);
    return QPointF(point->key, point->value);
}

std::optional<QPointF> BatchSweepChart::plottedCriticalBatch(int chip, int curve) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return std::nullopt;
    const auto& curves = m_chips[static_cast<std::size_t>(chip)].curves;
    if (curve < 0 || curve >= static_cast<int>(curves.size()) || !curves[static_cast<std::size_t>(curve)].critical)
        return std::nullopt;
    const auto point = curves[static_cast<std::size_t>(curve)].critical->data()->at(0);
    return QPointF(point->key, point->value);
}

int BatchSweepChart::plottedCurvePointCount(int chip, int curve) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return 0;
    const auto& curves = m_chips[static_cast<std::size_t>(chip)].curves;
    if (curve < 0 || curve >= static_cast<int>(curves.size()))
        return 0;
    return curves[static_cast<std::size_t>(curve)].graph->data()->size();
}

std::vector<QRectF> BatchSweepChart::shownLabelRects() const
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

QCPAxisRect* BatchSweepChart::panelRect(int panel) const
{
    return panel >= 0 && panel < static_cast<int>(m_panels.size()) ? m_panels[static_cast<std::size_t>(panel)].rect
                                                                   : nullptr;
}

} // namespace roofline::ui
