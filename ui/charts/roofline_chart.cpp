#include "ui/charts/roofline_chart.h"

#include "core/number_format.h"
#include "ui/charts/chart_grid.h"
#include "ui/charts/chart_items.h"
#include "ui/charts/legend_placement.h"
#include "ui/charts/plot_widget.h"
#include "ui/document.h"
#include "ui/evaluation_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/op_text.h"

#include <QMetaObject>
#include <QResizeEvent>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace roofline::ui {

namespace {

// Lines run far past anything the view can show (the view is kept inside kViewX / kViewY), so
// their ends never appear on screen.
constexpr double kLineXMin = 1e-6;
constexpr double kLineXMax = 1e11;
constexpr double kLineYMin = 1.0;
const QCPRange kViewX {1e-4, 1e9};
const QCPRange kViewY {1e3, 1e21};

constexpr int kMaxOpLegendEntries = 12;
constexpr double kHitRadius = 10.0;

QString regionText(RegionKind kind)
{
    switch (kind) {
    case RegionKind::BandwidthBoundEverywhere:
        return RooflineChart::tr("Bandwidth-bound\nat every level");
    case RegionKind::BandwidthBoundLowerOnly:
        return RooflineChart::tr("Bound by the\nslower levels\nonly");
    case RegionKind::ComputeBound:
        return RooflineChart::tr("Compute-bound");
    }
    return {};
}

int regionColorIndex(RegionKind kind)
{
    switch (kind) {
    case RegionKind::BandwidthBoundEverywhere:
        return 0;
    case RegionKind::BandwidthBoundLowerOnly:
        return 1;
    case RegionKind::ComputeBound:
        return 2;
    }
    return 0;
}

QCPScatterStyle opMarkerStyle(int shapeIndex, const QColor& color, double size, const QColor& background)
{
    const QCPScatterStyle::ScatterShape shape = opMarkerShape(shapeIndex);
    const bool filled = shape == QCPScatterStyle::ssCircle || shape == QCPScatterStyle::ssSquare
        || shape == QCPScatterStyle::ssTriangle || shape == QCPScatterStyle::ssDiamond
        || shape == QCPScatterStyle::ssTriangleInverted;
    if (filled)
        return QCPScatterStyle(shape, QPen(color.darker(160), std::max(1.2, size * 0.12)), QBrush(color), size);
    return QCPScatterStyle(shape, QPen(color, std::max(1.8, size * 0.18)), QBrush(background), size + 1.0);
}

// Measured kernels: a cross, unlike any op's shape, in the chip's colour.
QCPScatterStyle measuredMarkerStyle(const QColor& color, double markerSize)
{
    return QCPScatterStyle(
        QCPScatterStyle::ssCross, QPen(color, std::max(2.0, markerSize * 0.24)), Qt::NoBrush, markerSize * 1.2);
}

// The ring around a measured kernel above its roof.
QCPScatterStyle warningRingStyle(const QColor& warning, double markerSize, double lineWidth)
{
    return QCPScatterStyle(
        QCPScatterStyle::ssCircle, QPen(warning, std::max(2.0, lineWidth)), Qt::NoBrush, markerSize * 2.4);
}

// An op's label in the current language.
QString opPointLabel(const Document& document, const OpPoint& point)
{
    return opLabel(document.ops(OpList::Roofline)[point.opIndex], document.dims());
}

} // namespace

RooflineChart::RooflineChart(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_plot(new PlotWidget(this))
    , m_theme(ChartTheme::light())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_plot);
    setMinimumSize(320, 240);
    setToolTip({});

    // What the legend hides lives in the project (by chip id and op index), so it is read again on
    // every rebuild.
    connect(&m_document, &Document::chipsChanged, this, [this] { markDirty(kAll); });
    connect(&m_document, &Document::opsChanged, this, [this](OpList list) {
        if (list == OpList::Roofline)
            markDirty(kAll);
    });
    connect(&m_document, &Document::dimsChanged, this, [this] { markDirty(kPoints); });
    connect(&m_document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.roofline)
            markDirty(kAll);
    });
    connect(&m_document, &Document::measuredChanged, this, [this] { markDirty(kAll); });
    connect(m_plot, &PlotWidget::hovered, this, &RooflineChart::onHover);
    connect(m_plot, &PlotWidget::left, this, [this] { Q_EMIT cursorMoved({}); });
    connect(m_plot, &PlotWidget::clicked, this, &RooflineChart::onClick);
    connect(m_plot, &PlotWidget::resetViewRequested, this, &RooflineChart::resetView);
    connect(m_plot, &QCustomPlot::legendClick, this,
        [this](QCPLegend*, QCPAbstractLegendItem* item, QMouseEvent*) { toggleLegendItem(item); });
    m_plot->setTooltipProvider([this](const QPoint& pos) { return tooltipAt(pos); });
    // Axis titles, legend entries, labels and notes are words: a language switch redraws them.
    retranslate(this, [this] { markDirty(kAll); });
    markDirty(kAll);
}

RooflineChart::~RooflineChart() = default;

QString RooflineChart::tooltipAt(const QPoint& pos) const
{
    const Hit hit = hitTest(pos);
    if (hit.chip < 0)
        return QString();
    const Chip& chip = m_document.shownChips()[static_cast<std::size_t>(hit.chip)];
    const ChipRoofline& layer = m_scene.chips[static_cast<std::size_t>(hit.chip)];
    if (hit.measured >= 0)
        return measuredTooltip(QString::fromStdString(chip.name),
            layer.measured[static_cast<std::size_t>(hit.measured)], m_document.viewOptions().labelUnits);
    if (hit.op >= 0) {
        for (const OpPoint& point : layer.points) {
            if (static_cast<int>(point.opIndex) == hit.op)
                return evaluationTooltip(
                    opPointLabel(m_document, point), chip, point.evaluation, m_document.viewOptions().labelUnits);
        }
    }
    const RidgePoint& ridge = layer.ridges[static_cast<std::size_t>(hit.ridge)];
    const SlopeLine* slope = nullptr;
    for (const SlopeLine& s : layer.slopes) {
        if (s.name == ridge.levelName)
            slope = &s;
    }
    return tr("<b>%1</b>: %2 ridge<br>critical intensity %3 FLOPs/byte<br>= %4 %5 FLOPs/s ÷ %6")
        .arg(QString::fromStdString(chip.name).toHtmlEscaped(), QString::fromStdString(ridge.levelName).toHtmlEscaped(),
            formatCompactText(ridge.intensity), dtypeText(ridge.precision), formatScientificText(ridge.flopsPerS),
            slope ? formatSIText(slope->bytesPerS, QStringLiteral("B/s")) : QString());
}

void RooflineChart::setTheme(const ChartTheme& theme)
{
    m_theme = theme;
    markDirty(kAll);
}

void RooflineChart::setSelectedOp(int op)
{
    if (op == m_selectedOp)
        return;
    m_selectedOp = op;
    if (m_dirty & kAll)
        return;
    updateMarkers();
    refreshLabels();
    m_plot->replotDynamic();
}

void RooflineChart::setVectorMarkers(bool vector)
{
    if (vector == m_vectorMarkers)
        return;
    m_vectorMarkers = vector;
    markDirty(kAll);
}

void RooflineChart::setFocusChip(int chip)
{
    if (chip == m_focusChip)
        return;
    m_focusChip = chip;
    if (m_document.viewOptions().chipLayout == ChipLayout::Overlay)
        markDirty(kAll);
}

void RooflineChart::markDirty(unsigned flags)
{
    m_dirty |= flags;
    if (m_updateQueued)
        return;
    // Coalesce: however many slider steps arrive before the event loop comes back, one update
    // draws the latest state.
    m_updateQueued = true;
    QMetaObject::invokeMethod(this, &RooflineChart::applyPending, Qt::QueuedConnection);
}

void RooflineChart::applyPending()
{
    m_updateQueued = false;
    const unsigned dirty = std::exchange(m_dirty, 0u);
    if (dirty)
        ++m_updateCount;
    if (dirty & kAll)
        rebuild();
    else if (dirty & kPoints)
        updatePoints();
}

int RooflineChart::paintCount() const
{
    return m_plot->paintCount();
}

void RooflineChart::updateNow()
{
    applyPending();
    m_plot->replot(QCustomPlot::rpImmediateRefresh);
}

void RooflineChart::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (m_panels.size() > 1
        && chooseGridShape(static_cast<int>(m_panels.size()), event->size())
            != chooseGridShape(static_cast<int>(m_panels.size()), m_gridArea))
        markDirty(kAll);
}

void RooflineChart::loadHidden()
{
    const HiddenSeries& hidden = m_document.project().views.hidden;
    m_hiddenChips.clear();
    const std::vector<Chip>& chips = m_document.shownChips();
    for (std::size_t c = 0; c < chips.size(); ++c) {
        if (std::find(hidden.rooflineChips.begin(), hidden.rooflineChips.end(), chips[c].id)
            != hidden.rooflineChips.end())
            m_hiddenChips.insert(static_cast<int>(c));
    }
    m_hiddenOps = QSet<int>(hidden.rooflineOps.begin(), hidden.rooflineOps.end());
    m_hideMemorySlopes = hidden.memorySlopes;
    m_hideLinkSlopes = hidden.linkSlopes;
    m_hideMeasured = hidden.measured;
}

void RooflineChart::storeHidden()
{
    ChartViews views = m_document.project().views;
    HiddenSeries& hidden = views.hidden;
    // Chips hidden here but no longer shown keep their place in the list (they may come back).
    const std::vector<Chip>& chips = m_document.shownChips();
    std::erase_if(hidden.rooflineChips, [&](const std::string& id) { return m_document.isShown(id); });
    for (std::size_t c = 0; c < chips.size(); ++c) {
        if (m_hiddenChips.contains(static_cast<int>(c)))
            hidden.rooflineChips.push_back(chips[c].id);
    }
    hidden.rooflineOps.assign(m_hiddenOps.begin(), m_hiddenOps.end());
    std::sort(hidden.rooflineOps.begin(), hidden.rooflineOps.end());
    hidden.memorySlopes = m_hideMemorySlopes;
    hidden.linkSlopes = m_hideLinkSlopes;
    hidden.measured = m_hideMeasured;
    m_document.setChartViews(views);
}

void RooflineChart::rebuild()
{
    loadHidden();
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    m_scene = buildRooflineScene(chips, m_document.ops(OpList::Roofline), m_document.dims(),
        rooflineOptions(m_document.project()), m_document.measured());
    m_pointCache = {};
    updateOpPoints(m_scene, m_pointCache, chips, m_document.ops(OpList::Roofline), m_document.dims());
    const Project& project = m_document.project();
    const bool grid = project.viewOptions.chipLayout == ChipLayout::SideBySide && chips.size() > 1;
    const int panelCount = grid ? static_cast<int>(chips.size()) : 1;
    m_gridArea = size();

    GridSetup setup;
    setup.x = {true, TickFormat::Compact, tr("Arithmetic intensity (FLOPs/byte)"), kViewX};
    setup.y = {true, project.viewOptions.labelUnits == LabelUnits::SI ? TickFormat::SI : TickFormat::Scientific,
        tr("Attainable FLOPs/s"), kViewY};
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
        for (QCPAxis* axis : {panel.rect->axis(QCPAxis::atBottom), panel.rect->axis(QCPAxis::atLeft)}) {
            connect(axis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this] {
                if (!m_applyingView)
                    storeView();
            });
        }
    }
    if (chips.empty()) {
        ChartLabel hint;
        hint.anchor = ChartLabel::Anchor::TopLeft;
        hint.text = tr("No chip is shown: check one in the Chips panel.");
        hint.color = m_theme.foreground;
        m_panels[0].headLabels.push_back(hint);
    }
    m_chips.assign(chips.size(), ChipItems {});
    const int focus = std::clamp(m_focusChip, 0, std::max(0, static_cast<int>(chips.size()) - 1));
    // Overlaid, more than three chips' labels crowd each other out: only the focus chip's ops and
    // ridges are named (the legend says which shape is which op; tooltips give the rest).
    m_labelledChip = grid || chips.size() <= 3 ? -1 : focus;
    for (std::size_t c = 0; c < chips.size(); ++c) {
        const int panel = grid ? static_cast<int>(c) : 0;
        buildChip(static_cast<int>(c), m_panels[static_cast<std::size_t>(panel)], grid || static_cast<int>(c) == focus);
    }
    raiseMeasuredWarnings();
    addProblemNotes();
    buildLegend();
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

void RooflineChart::addProblemNotes()
{
    // Ops a chip cannot run (no peak in their precision, no such link) have no marker: say so where
    // the markers would be, so an empty chart is not a mystery. Details gives each reason.
    const std::size_t opCount = m_document.ops(OpList::Roofline).size();
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        QStringList lines;
        for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
            const ChipRoofline& layer = m_scene.chips[c];
            if (static_cast<std::size_t>(m_chips[c].panel) != p)
                continue;
            // "%n" is the number of ops; the count that cannot be placed is %2.
            if (!layer.problems.empty())
                lines.append(
                    tr("%1: %2 of %n op(s) cannot be placed (Details says why)", nullptr, static_cast<int>(opCount))
                        .arg(QString::fromStdString(layer.chipName))
                        .arg(layer.problems.size()));
            if (!layer.measuredProblems.empty())
                lines.append(tr("%1: %n measured kernel(s) cannot be placed (Measurements says why)", nullptr,
                    static_cast<int>(layer.measuredProblems.size()))
                                 .arg(QString::fromStdString(layer.chipName)));
        }
        if (lines.isEmpty())
            continue;
        ChartLabel note;
        note.anchor = ChartLabel::Anchor::BottomRight;
        note.text = lines.join(QLatin1Char('\n'));
        note.color = m_theme.warning;
        m_panels[p].headLabels.insert(m_panels[p].headLabels.begin(), note);
    }
}

void RooflineChart::buildChip(int chipIndex, Panel& panel, bool shadeRegions)
{
    const ChipRoofline& layer = m_scene.chips[static_cast<std::size_t>(chipIndex)];
    ChipItems& items = m_chips[static_cast<std::size_t>(chipIndex)];
    items.panel = static_cast<int>(&panel - m_panels.data());
    QCPAxisRect* rect = panel.rect;
    const QColor color = m_theme.chipColor(chipIndex);
    const LabelUnits units = m_document.viewOptions().labelUnits;

    if (m_panels.size() > 1)
        setPanelTitle(rect, QString::fromStdString(layer.chipName), color);

    // The highest nominal ceiling is where every slope ends: the roof.
    const CeilingLine* top = nullptr;
    int nominalCeilings = 0;
    for (const CeilingLine& ceiling : layer.ceilings) {
        if (ceiling.achievable)
            continue;
        ++nominalCeilings;
        if (!top || ceiling.flopsPerS > top->flopsPerS)
            top = &ceiling;
    }

    for (const CeilingLine& ceiling : layer.ceilings) {
        const double y = ceiling.flopsPerS;
        ChartLabel label;
        label.anchor = ChartLabel::Anchor::RightEdge;
        label.y = y;
        label.color = color;
        const QString value
            = units == LabelUnits::SI ? formatSIText(y, QStringLiteral("FLOPs/s")) : formatScientificText(y);
        if (ceiling.achievable) {
            items.lines.push_back(
                addLine(rect, {kLineXMin, kLineXMax}, {y, y}, QPen(color, m_theme.thinLineWidth * 1.5, Qt::DashLine)));
            label.text = tr("%1 achievable %2").arg(dtypeText(ceiling.precision), value);
        } else {
            double start = kLineXMax;
            for (const RidgePoint& ridge : layer.ridges) {
                if (ridge.precision == ceiling.precision)
                    start = std::min(start, ridge.intensity);
            }
            if (layer.ridges.empty())
                start = kLineXMin;
            items.lines.push_back(addLine(rect, {start, kLineXMax}, {y, y}, QPen(color, m_theme.lineWidth)));
            if (start > kLineXMin) {
                QPen dotted(color, m_theme.thinLineWidth, Qt::DotLine);
                items.lines.push_back(addLine(rect, {kLineXMin, start}, {y, y}, dotted));
            }
            label.text = QStringLiteral("%1 %2").arg(dtypeText(ceiling.precision), value);
        }
        label.sides = {LabelSide::AboveLeft, LabelSide::BelowLeft};
        label.slide = true;
        panel.headLabels.push_back(label);
    }

    for (const SlopeLine& slope : layer.slopes) {
        double endX = kLineXMax;
        double endY = slope.bytesPerS * kLineXMax;
        for (const RidgePoint& ridge : layer.ridges) {
            if (top && ridge.levelName == slope.name && ridge.precision == top->precision) {
                endX = ridge.intensity;
                endY = ridge.flopsPerS;
            }
        }
        // Links bound only the ops that cross them: dotted and a little lighter than memory levels.
        QColor slopeColor = color;
        if (slope.kind == BandwidthKind::Link)
            slopeColor.setAlpha(170);
        QPen pen(slopeColor, m_theme.lineWidth * (slope.kind == BandwidthKind::Memory ? 1.0 : 0.8),
            slope.kind == BandwidthKind::Memory ? Qt::SolidLine : Qt::DotLine);
        QCPGraph* line = addLine(rect, {kLineXMin, endX}, {slope.bytesPerS * kLineXMin, endY}, pen);
        line->setProperty("bandwidthKind", slope.kind == BandwidthKind::Memory ? 0 : 1);
        items.lines.push_back(line);
    }

    // Ridges: a marker and the critical intensity, named after its level (and precision when
    // several ceilings are drawn).
    QCPCurve* ridges = addMarkers(rect,
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(color, std::max(1.5, m_theme.thinLineWidth)),
            QBrush(m_theme.plotBackground), m_theme.markerSize * 0.8));
    QVector<double> rx;
    QVector<double> ry;
    for (const RidgePoint& ridge : layer.ridges) {
        rx.append(ridge.intensity);
        ry.append(ridge.flopsPerS);
        if (m_labelledChip >= 0 && m_labelledChip != chipIndex)
            continue;
        ChartLabel label;
        label.x = ridge.intensity;
        label.y = ridge.flopsPerS;
        label.text = nominalCeilings > 1 ? QStringLiteral("%1 %2 %3")
                                               .arg(QString::fromStdString(ridge.levelName), dtypeText(ridge.precision),
                                                   formatCompactText(ridge.intensity, 4))
                                         : QStringLiteral("%1 %2").arg(QString::fromStdString(ridge.levelName),
                                             formatCompactText(ridge.intensity, 4));
        label.color = color;
        label.markerRadius = m_theme.markerSize * 0.45;
        label.rings = 2;
        label.sides = {LabelSide::BelowRight, LabelSide::Right, LabelSide::AboveLeft, LabelSide::Below, LabelSide::Left,
            LabelSide::BelowLeft, LabelSide::Above, LabelSide::AboveRight};
        panel.tailLabels.push_back(label);
    }
    setMarkerPoints(ridges, rx, ry);
    ridges->setLayer(QStringLiteral("main"));
    items.lines.push_back(ridges);

    // The chapter's dashed drop from the critical intensity of the first memory level.
    for (const RidgePoint& ridge : layer.ridges) {
        if (!layer.slopes.empty() && ridge.levelName == layer.slopes.front().name
            && layer.slopes.front().kind == BandwidthKind::Memory && ridge.precision == layer.regionPrecision) {
            items.lines.push_back(addLine(rect, {ridge.intensity, ridge.intensity}, {kLineYMin, ridge.flopsPerS},
                QPen(color, m_theme.thinLineWidth, Qt::DashLine)));
        }
    }

    if (shadeRegions) {
        double roof = 0.0;
        for (const CeilingLine& ceiling : layer.ceilings) {
            if (!ceiling.achievable && ceiling.precision == layer.regionPrecision)
                roof = ceiling.flopsPerS;
        }
        for (const Region& region : layer.regions) {
            if (roof <= 0.0)
                break;
            const double from = std::max(region.fromIntensity, kLineXMin);
            const double to = std::min(region.toIntensity, kLineXMax);
            auto* shade = new QCPItemRect(m_plot);
            shade->setClipAxisRect(rect);
            for (QCPItemPosition* position : {shade->topLeft, shade->bottomRight})
                position->setAxes(rect->axis(QCPAxis::atBottom), rect->axis(QCPAxis::atLeft));
            shade->topLeft->setCoords(from, roof);
            shade->bottomRight->setCoords(to, kLineYMin);
            shade->setPen(Qt::NoPen);
            shade->setBrush(m_theme.regionColors[static_cast<std::size_t>(regionColorIndex(region.kind))]);
            shade->setLayer(QStringLiteral("background"));
            shade->setSelectable(false);
            items.regions.push_back(shade);
            ChartLabel label;
            label.anchor = ChartLabel::Anchor::BandBottom;
            label.x = from;
            label.x2 = to;
            label.text = regionText(region.kind);
            QColor text = m_theme.foreground;
            text.setAlpha(170);
            label.color = text;
            panel.tailLabels.push_back(label);
        }
    }

    const int opCount = static_cast<int>(m_document.ops(OpList::Roofline).size());
    for (int s = 0; s < std::min(opCount, kShapeCount); ++s) {
        const QCPScatterStyle style = opMarkerStyle(s, color, m_theme.markerSize, m_theme.plotBackground);
        items.shapes[static_cast<std::size_t>(s)]
            = addMarkers(rect, m_vectorMarkers ? style : rasterized(style, devicePixelRatioF()));
        items.shapes[static_cast<std::size_t>(s)]->setLayer(m_plot->dynamicLayer());
    }
    items.selection = addMarkers(rect,
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(m_theme.foreground, std::max(2.0, m_theme.thinLineWidth)),
            Qt::NoBrush, m_theme.markerSize * 2.0));
    items.selection->setLayer(m_plot->dynamicLayer());

    // Measured kernels do not move with the sliders: they stay with the lines, above them.
    if (!layer.measured.empty()) {
        items.measured = addMarkers(rect, measuredMarkerStyle(color, m_theme.markerSize));
        items.measuredWarnings
            = addMarkers(rect, warningRingStyle(m_theme.warning, m_theme.markerSize, m_theme.thinLineWidth * 1.5));
        QVector<double> mx;
        QVector<double> my;
        QVector<double> wx;
        QVector<double> wy;
        for (const MeasuredPoint& point : layer.measured) {
            mx.append(point.intensity);
            my.append(point.achievedFlopsPerS);
            if (point.aboveRoof) {
                wx.append(point.intensity);
                wy.append(point.achievedFlopsPerS);
            }
        }
        setMarkerPoints(items.measured, mx, my);
        setMarkerPoints(items.measuredWarnings, wx, wy);
        // The kernels above the roof once more, drawn over every chip's crosses (raiseMeasuredWarnings):
        // overlaid, a kernel on two chips has two crosses in one place, and the ringed one must show.
        items.measuredAbove = addMarkers(rect, measuredMarkerStyle(color, m_theme.markerSize));
        setMarkerPoints(items.measuredAbove, wx, wy);
        for (QCPCurve* curve : {items.measured, items.measuredAbove, items.measuredWarnings})
            curve->setLayer(QStringLiteral("main"));
    }
}

void RooflineChart::raiseMeasuredWarnings()
{
    // setLayer puts a layerable last in its layer, so these draw after everything built before.
    for (const ChipItems& items : m_chips) {
        for (QCPCurve* curve : {items.measuredAbove, items.measuredWarnings}) {
            if (curve)
                curve->setLayer(QStringLiteral("main"));
        }
    }
}

void RooflineChart::buildLegend()
{
    if (m_panels.empty())
        return;
    QColor background = m_theme.plotBackground;
    background.setAlpha(230);
    QCPAxisRect* rect = m_panels.front().rect;
    if (m_panels.size() > 1) {
        m_legend = addLegendRow(m_plot, m_theme);
    } else {
        // In the corner that covers least of the chart, chosen for the view in pixels; on a tie the
        // bottom right (high intensity, low FLOPs/s), which a roofline usually leaves empty.
        Panel& panel = m_panels.front();
        const PlacedLegend placed = addPlacedLegend(rect, m_theme, background, m_legendCorner, panel.labels);
        m_legend = placed.legend;
        m_legendPlacer = placed.placer;
        std::vector<ChartLabel> anchored = panel.headLabels;
        anchored.insert(anchored.end(), panel.tailLabels.begin(), panel.tailLabels.end());
        m_legendPlacer->setAnchoredLabels(anchored);
        connect(m_legendPlacer, &LegendPlacer::placed, this, [this] {
            m_legendCorner = m_legendPlacer->corner();
            refreshLabels();
        });
    }
    const auto target = [this](QCPGraph* key, LegendTarget t) {
        if (QCPAbstractLegendItem* item = m_legend->itemWithPlottable(key))
            m_legendTargets.emplace_back(item, t);
    };
    if (m_panels.size() == 1) {
        for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
            QCPGraph* key = addLegendKey(rect, m_legend, QString::fromStdString(m_scene.chips[c].chipName),
                QPen(m_theme.chipColor(static_cast<int>(c)), m_theme.lineWidth));
            target(key, {LegendTarget::Kind::Chip, static_cast<int>(c)});
        }
    }
    const std::vector<Op>& ops = m_document.ops(OpList::Roofline);
    const Dims& dims = m_document.dims();
    for (int i = 0; i < static_cast<int>(ops.size()) && i < kMaxOpLegendEntries; ++i) {
        QCPGraph* key = addLegendKey(rect, m_legend, opLabel(ops[static_cast<std::size_t>(i)], dims), Qt::NoPen,
            opMarkerStyle(i % kShapeCount, m_theme.neutral, m_theme.markerSize, m_theme.plotBackground));
        target(key, {LegendTarget::Kind::Op, i});
    }
    bool memory = false;
    bool link = false;
    bool achievable = false;
    for (const ChipRoofline& layer : m_scene.chips) {
        for (const SlopeLine& slope : layer.slopes)
            (slope.kind == BandwidthKind::Memory ? memory : link) = true;
        for (const CeilingLine& ceiling : layer.ceilings)
            achievable = achievable || ceiling.achievable;
    }
    if (memory)
        target(addLegendKey(rect, m_legend, tr("memory bandwidth"), QPen(m_theme.neutral, m_theme.lineWidth)),
            {LegendTarget::Kind::MemorySlopes, 0});
    if (link)
        target(addLegendKey(
                   rect, m_legend, tr("chip-to-chip link"), QPen(m_theme.neutral, m_theme.lineWidth, Qt::DotLine)),
            {LegendTarget::Kind::LinkSlopes, 0});
    if (achievable)
        addLegendKey(
            rect, m_legend, tr("achievable peak"), QPen(m_theme.neutral, m_theme.thinLineWidth * 1.5, Qt::DashLine));
    bool measured = false;
    bool aboveRoof = false;
    for (const ChipRoofline& layer : m_scene.chips) {
        measured = measured || !layer.measured.empty();
        for (const MeasuredPoint& point : layer.measured)
            aboveRoof = aboveRoof || point.aboveRoof;
    }
    if (measured)
        target(addLegendKey(
                   rect, m_legend, tr("measured"), Qt::NoPen, measuredMarkerStyle(m_theme.neutral, m_theme.markerSize)),
            {LegendTarget::Kind::Measured, 0});
    if (measured && aboveRoof)
        addLegendKey(rect, m_legend, tr("above its roof: wrong peak or byte count?"), Qt::NoPen,
            warningRingStyle(m_theme.warning, m_theme.markerSize * 0.4, m_theme.thinLineWidth * 1.2));
    m_legend->setVisible(m_legend->itemCount() > 0);
}

void RooflineChart::toggleLegendItem(QCPAbstractLegendItem* item)
{
    for (const auto& [legendItem, target] : m_legendTargets) {
        if (legendItem != item)
            continue;
        switch (target.kind) {
        case LegendTarget::Kind::Chip:
            if (!m_hiddenChips.remove(target.index))
                m_hiddenChips.insert(target.index);
            break;
        case LegendTarget::Kind::Op:
            if (!m_hiddenOps.remove(target.index))
                m_hiddenOps.insert(target.index);
            break;
        case LegendTarget::Kind::MemorySlopes:
            m_hideMemorySlopes = !m_hideMemorySlopes;
            break;
        case LegendTarget::Kind::LinkSlopes:
            m_hideLinkSlopes = !m_hideLinkSlopes;
            break;
        case LegendTarget::Kind::Measured:
            m_hideMeasured = !m_hideMeasured;
            break;
        }
        storeHidden();
        applyVisibility();
        updateMarkers();
        refreshLabels();
        m_plot->replot();
        return;
    }
}

void RooflineChart::applyVisibility()
{
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const bool chipShown = !m_hiddenChips.contains(static_cast<int>(c));
        for (QCPAbstractPlottable* line : m_chips[c].lines) {
            const QVariant kind = line->property("bandwidthKind");
            const bool hiddenKind = kind.isValid()
                && ((kind.toInt() == 0 && m_hideMemorySlopes) || (kind.toInt() == 1 && m_hideLinkSlopes));
            line->setVisible(chipShown && !hiddenKind);
        }
        for (QCPAbstractItem* region : m_chips[c].regions)
            region->setVisible(chipShown);
        for (QCPCurve* curve : {m_chips[c].measured, m_chips[c].measuredAbove, m_chips[c].measuredWarnings}) {
            if (curve)
                curve->setVisible(chipShown && !m_hideMeasured);
        }
    }
    QColor hidden = m_theme.foreground;
    hidden.setAlpha(90);
    for (const auto& [item, target] : m_legendTargets) {
        bool off = false;
        switch (target.kind) {
        case LegendTarget::Kind::Chip:
            off = m_hiddenChips.contains(target.index);
            break;
        case LegendTarget::Kind::Op:
            off = m_hiddenOps.contains(target.index);
            break;
        case LegendTarget::Kind::MemorySlopes:
            off = m_hideMemorySlopes;
            break;
        case LegendTarget::Kind::LinkSlopes:
            off = m_hideLinkSlopes;
            break;
        case LegendTarget::Kind::Measured:
            off = m_hideMeasured;
            break;
        }
        item->setTextColor(off ? hidden : m_theme.foreground);
    }
}

void RooflineChart::updatePoints()
{
    const std::vector<const Chip*> chips = m_document.shownChipPointers();
    if (chips.size() != m_scene.chips.size()) {
        rebuild();
        return;
    }
    // Only the ops that follow the slider that moved are evaluated again (core's OpPointCache).
    updateOpPoints(m_scene, m_pointCache, chips, m_document.ops(OpList::Roofline), m_document.dims());
    updateMarkers();
    refreshLabels();
    m_plot->replotDynamic();
}

void RooflineChart::updateMarkers()
{
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        ChipItems& items = m_chips[c];
        const ChipRoofline& layer = m_scene.chips[c];
        const bool chipShown = !m_hiddenChips.contains(static_cast<int>(c));
        for (int s = 0; s < kShapeCount; ++s) {
            QCPCurve* curve = items.shapes[static_cast<std::size_t>(s)];
            std::vector<int>& shapeOps = items.shapeOps[static_cast<std::size_t>(s)];
            shapeOps.clear();
            if (!curve)
                continue;
            m_xs.clear();
            m_ys.clear();
            for (const OpPoint& point : layer.points) {
                const int op = static_cast<int>(point.opIndex);
                if (op % kShapeCount != s || !chipShown || m_hiddenOps.contains(op))
                    continue;
                m_xs.append(point.evaluation.intensity);
                m_ys.append(point.evaluation.attainableFlopsPerS);
                shapeOps.push_back(op);
            }
            setMarkerPoints(curve, m_xs, m_ys);
        }
        m_xs.clear();
        m_ys.clear();
        for (const OpPoint& point : layer.points) {
            if (static_cast<int>(point.opIndex) == m_selectedOp && chipShown && !m_hiddenOps.contains(m_selectedOp)) {
                m_xs.append(point.evaluation.intensity);
                m_ys.append(point.evaluation.attainableFlopsPerS);
            }
        }
        if (items.selection)
            setMarkerPoints(items.selection, m_xs, m_ys);
    }
}

void RooflineChart::refreshLabels()
{
    // An op's label is the same on every chip: made once per op (and shared, QString being
    // implicitly shared) rather than once per chip and op at every slider step.
    const std::vector<Op>& ops = m_document.ops(OpList::Roofline);
    m_opTexts.resize(ops.size());
    m_opTextMade.assign(ops.size(), 0);
    const auto opText = [&](const OpPoint& point) {
        if (!m_opTextMade[point.opIndex]) {
            m_opTexts[point.opIndex] = opPointLabel(m_document, point);
            m_opTextMade[point.opIndex] = 1;
        }
        return m_opTexts[point.opIndex];
    };
    for (std::size_t p = 0; p < m_panels.size(); ++p) {
        Panel& panel = m_panels[p];
        std::vector<ChartLabel> labels;
        labels.reserve(panel.headLabels.size() + ops.size() * m_chips.size() + panel.tailLabels.size());
        labels.insert(labels.end(), panel.headLabels.begin(), panel.headLabels.end());
        // The selected op's labels first, so they always find a place.
        for (const bool selectedPass : {true, false}) {
            for (std::size_t c = 0; c < m_chips.size(); ++c) {
                if (m_chips[c].panel != static_cast<int>(p) || m_hiddenChips.contains(static_cast<int>(c))
                    || (m_labelledChip >= 0 && m_labelledChip != static_cast<int>(c)))
                    continue;
                const QColor color = m_theme.chipColor(static_cast<int>(c));
                for (const OpPoint& point : m_scene.chips[c].points) {
                    const int op = static_cast<int>(point.opIndex);
                    if ((op == m_selectedOp) != selectedPass || m_hiddenOps.contains(op))
                        continue;
                    ChartLabel label;
                    label.x = point.evaluation.intensity;
                    label.y = point.evaluation.attainableFlopsPerS;
                    label.text = opText(point);
                    label.color = m_theme.textColor(color);
                    label.bold = selectedPass;
                    label.markerRadius = m_theme.markerSize * 0.6 + 1.5; // the outline and the pixel grid too
                    labels.push_back(std::move(label));
                }
            }
        }
        // Measured kernels after the ops, before ridges and regions; the ones above their roof say so.
        for (std::size_t c = 0; c < m_chips.size() && !m_hideMeasured; ++c) {
            if (m_chips[c].panel != static_cast<int>(p) || m_hiddenChips.contains(static_cast<int>(c))
                || (m_labelledChip >= 0 && m_labelledChip != static_cast<int>(c)))
                continue;
            const QColor color = m_theme.chipColor(static_cast<int>(c));
            for (const MeasuredPoint& point : m_scene.chips[c].measured) {
                ChartLabel label;
                label.x = point.intensity;
                label.y = point.achievedFlopsPerS;
                label.text = point.aboveRoof ? tr("⚠ %1").arg(QString::fromStdString(point.name))
                                             : QString::fromStdString(point.name);
                label.color = point.aboveRoof ? m_theme.warning : m_theme.textColor(color);
                label.markerRadius = point.aboveRoof ? m_theme.markerSize * 1.2 + 1.0 : m_theme.markerSize * 0.6 + 1.0;
                labels.push_back(std::move(label));
            }
        }
        const std::size_t tail = labels.size();
        labels.insert(labels.end(), panel.tailLabels.begin(), panel.tailLabels.end());
        if (m_legendPlacer && p == 0) {
            // A note and the regions' names have fixed places: out of the inset legend's way.
            m_legendPlacer->fitAround(std::span(labels).first(panel.headLabels.size()));
            m_legendPlacer->fitAround(std::span(labels).subspan(tail));
        }
        panel.labels->setLabels(std::move(labels));
    }
}

void RooflineChart::applyView(bool fit)
{
    const ChartViews& views = m_document.project().views;
    const AxisRange x = (!fit && views.rooflineIntensity) ? *views.rooflineIntensity : m_scene.intensityRange;
    const AxisRange y = (!fit && views.rooflineFlops) ? *views.rooflineFlops : m_scene.flopsRange;
    m_applyingView = true;
    for (const Panel& panel : m_panels) {
        panel.rect->axis(QCPAxis::atBottom)->setRange(x.lower, x.upper);
        panel.rect->axis(QCPAxis::atLeft)->setRange(y.lower, y.upper);
        panel.rect->axis(QCPAxis::atTop)->setRange(x.lower, x.upper);
        panel.rect->axis(QCPAxis::atRight)->setRange(y.lower, y.upper);
    }
    m_applyingView = false;
}

void RooflineChart::storeView()
{
    if (m_panels.empty())
        return;
    // The frame axes follow the data axes of their rect.
    for (const Panel& panel : m_panels) {
        panel.rect->axis(QCPAxis::atTop)->setRange(panel.rect->axis(QCPAxis::atBottom)->range());
        panel.rect->axis(QCPAxis::atRight)->setRange(panel.rect->axis(QCPAxis::atLeft)->range());
    }
    ChartViews views = m_document.project().views;
    const QCPRange x = m_panels.front().rect->axis(QCPAxis::atBottom)->range();
    const QCPRange y = m_panels.front().rect->axis(QCPAxis::atLeft)->range();
    views.rooflineIntensity = AxisRange {x.lower, x.upper};
    views.rooflineFlops = AxisRange {y.lower, y.upper};
    m_document.setChartViews(views);
}

void RooflineChart::resetView()
{
    ChartViews views = m_document.project().views;
    views.rooflineIntensity.reset();
    views.rooflineFlops.reset();
    m_document.setChartViews(views);
    applyPending();
    applyView(true);
    m_plot->replot();
}

RooflineChart::Hit RooflineChart::hitTest(const QPoint& pos) const
{
    Hit best;
    double bestDistance = kHitRadius * kHitRadius;
    for (std::size_t c = 0; c < m_chips.size() && c < m_scene.chips.size(); ++c) {
        if (m_hiddenChips.contains(static_cast<int>(c)))
            continue;
        const QCPAxisRect* rect = m_panels[static_cast<std::size_t>(m_chips[c].panel)].rect;
        if (!rect->rect().contains(pos))
            continue;
        const QCPAxis* x = rect->axis(QCPAxis::atBottom);
        const QCPAxis* y = rect->axis(QCPAxis::atLeft);
        const auto consider = [&](double px, double py, int op, int ridge, int measured = -1) {
            const double dx = x->coordToPixel(px) - pos.x();
            const double dy = y->coordToPixel(py) - pos.y();
            const double d = dx * dx + dy * dy;
            if (d < bestDistance) {
                bestDistance = d;
                best = {static_cast<int>(c), op, ridge, measured};
            }
        };
        const ChipRoofline& layer = m_scene.chips[c];
        for (const OpPoint& point : layer.points) {
            if (!m_hiddenOps.contains(static_cast<int>(point.opIndex)))
                consider(point.evaluation.intensity, point.evaluation.attainableFlopsPerS,
                    static_cast<int>(point.opIndex), -1);
        }
        if (!m_hideMeasured) {
            for (std::size_t m = 0; m < layer.measured.size(); ++m)
                consider(layer.measured[m].intensity, layer.measured[m].achievedFlopsPerS, -1, -1, static_cast<int>(m));
        }
        if (best.op < 0 && best.measured < 0) {
            for (std::size_t r = 0; r < layer.ridges.size(); ++r)
                consider(layer.ridges[r].intensity, layer.ridges[r].flopsPerS, -1, static_cast<int>(r));
        }
    }
    return best;
}

void RooflineChart::onHover(const QPoint& pos)
{
    for (const Panel& panel : m_panels) {
        if (!panel.rect->rect().contains(pos))
            continue;
        const double x = panel.rect->axis(QCPAxis::atBottom)->pixelToCoord(pos.x());
        const double y = panel.rect->axis(QCPAxis::atLeft)->pixelToCoord(pos.y());
        Q_EMIT cursorMoved(tr("intensity %1 FLOPs/byte · %2 FLOPs/s")
                               .arg(formatCompactText(x, 4), formatFlopsPerS(y, m_document.viewOptions().labelUnits)));
        return;
    }
    Q_EMIT cursorMoved({});
}

void RooflineChart::onClick(const QPoint& pos)
{
    const Hit hit = hitTest(pos);
    if (hit.op >= 0) {
        setSelectedOp(hit.op);
        Q_EMIT opClicked(hit.op, hit.chip);
    }
}

std::optional<QPointF> RooflineChart::plottedOpPoint(int chip, int op) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return std::nullopt;
    const ChipItems& items = m_chips[static_cast<std::size_t>(chip)];
    const auto s = static_cast<std::size_t>(op % kShapeCount);
    const std::vector<int>& ops = items.shapeOps[s];
    const auto it = std::find(ops.begin(), ops.end(), op);
    if (it == ops.end() || !items.shapes[s])
        return std::nullopt;
    const auto point = items.shapes[s]->data()->at(static_cast<int>(it - ops.begin()));
    return QPointF(point->key, point->value);
}

std::vector<double> RooflineChart::plottedCeilings(int chip) const
{
    std::vector<double> ceilings;
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return ceilings;
    for (QCPAbstractPlottable* plottable : m_chips[static_cast<std::size_t>(chip)].lines) {
        const auto* graph = qobject_cast<const QCPGraph*>(plottable);
        // Ceilings are the horizontal lines that reach the right end.
        if (!graph || graph->data()->size() != 2)
            continue;
        const auto first = graph->data()->at(0);
        const auto last = graph->data()->at(1);
        if (first->value == last->value && last->key == kLineXMax)
            ceilings.push_back(first->value);
    }
    return ceilings;
}

namespace {

std::vector<QPointF> curvePoints(const QCPCurve* curve)
{
    std::vector<QPointF> points;
    if (!curve || !curve->visible())
        return points;
    for (auto it = curve->data()->constBegin(); it != curve->data()->constEnd(); ++it)
        points.emplace_back(it->key, it->value);
    return points;
}

} // namespace

std::vector<QPointF> RooflineChart::plottedMeasuredPoints(int chip) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return {};
    return curvePoints(m_chips[static_cast<std::size_t>(chip)].measured);
}

std::vector<QPointF> RooflineChart::plottedMeasuredWarnings(int chip) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return {};
    return curvePoints(m_chips[static_cast<std::size_t>(chip)].measuredWarnings);
}

std::vector<QRectF> RooflineChart::shownLabelRects() const
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

QStringList RooflineChart::shownLabelTexts() const
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

QCPAxisRect* RooflineChart::panelRect(int panel) const
{
    return panel >= 0 && panel < static_cast<int>(m_panels.size()) ? m_panels[static_cast<std::size_t>(panel)].rect
                                                                   : nullptr;
}

} // namespace roofline::ui
