#include "ui/charts/roofline/roofline_chart.h"

#include "core/measured/measured_links.h"
#include "core/scene/model_scene.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/marker_styles.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/roofline/measured_markers.h"
#include "ui/charts/roofline/roofline_measured.h"
#include "ui/charts/roofline/roofline_styles.h"
#include "ui/document.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/trace_join_text.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// Lines run far past anything the view can show (the view is kept inside kViewX / kViewY), so
// their ends never appear on screen.
constexpr double kLineXMin = 1e-6;
constexpr double kLineXMax = 1e11;
constexpr double kLineYMin = 1.0;
const QCPRange kViewX {1e-4, 1e9};
const QCPRange kViewY {1e3, 1e21};

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

// The vector units as the chip's vendor calls them: "VPU fp32 1.4e13" reads as the TPU chapter does.
QString vectorUnitText(const std::string& vendor)
{
    if (vendor == "Google")
        return RooflineChart::tr("VPU");
    if (vendor == "NVIDIA")
        return RooflineChart::tr("CUDA cores");
    return RooflineChart::tr("vector");
}

} // namespace

RooflineChart::RooflineChart(Document& document, QWidget* parent)
    : ChartFrame(document, ChartKind::Roofline, parent)
{
    // Any slider moves the ops that follow it; measured kernels are drawn with the lines.
    connect(&document, &Document::dimsChanged, this, [this] { markDirty(kStep); });
    connect(&document, &Document::measuredChanged, this, [this] { markDirty(kAll); });
    connect(&document, &Document::modelsChanged, this, [this] { markDirty(kAll); });
    connect(plot(), &PlotWidget::clicked, this, &RooflineChart::onClick);
}

void RooflineChart::setSelectedOp(int op)
{
    if (op == m_selectedOp)
        return;
    m_selectedOp = op;
    redrawDynamic();
}

void RooflineChart::setFocusChip(int chip)
{
    if (chip == m_focusChip)
        return;
    m_focusChip = chip;
    if (document().viewOptions().chipLayout == ChipLayout::Overlay || chipGroups() > 0)
        markDirty(kAll);
}

bool RooflineChart::chipHidden(std::size_t chip) const
{
    return isSeriesHidden(hidden(), Series::rooflineChip(m_scene.chips[chip].chipId));
}

bool RooflineChart::keysOnPlot() const
{
    return !m_grid && m_scene.chips.size() <= 2;
}

bool RooflineChart::labelled(std::size_t chip) const
{
    return m_labelledChip < 0 || m_labelledChip == static_cast<int>(chip);
}

ChartFrame::Setup RooflineChart::buildScene()
{
    const Document& doc = document();
    const std::vector<const Chip*> chips = doc.shownChipPointers();
    // From the document's selection (grouped once per import or setting): its groups are what the
    // points' groupIndex and the links refer to.
    m_scene = buildRooflineScene(
        chips, doc.ops(OpList::Roofline), doc.dims(), rooflineOptions(doc.project()), doc.measuredSelection());
    m_pointCache = {};
    updateOpPoints(m_scene, m_pointCache, chips, doc.ops(OpList::Roofline), doc.dims());
    placeModelSteps(m_scene, chips, doc.project(), doc.modelLibrary());
    if (const MeasurementComparison* comparison = doc.comparison())
        placeComparison(m_scene, chips, *comparison, doc.measuredView().labelTop,
            MeasuredLinks {doc.measuredLinks(), doc.ops(OpList::Roofline)});
    m_grid = doc.viewOptions().chipLayout == ChipLayout::SideBySide && chips.size() > 1 && chipGroups() == 0;

    Setup setup;
    setup.panels = m_grid ? static_cast<int>(chips.size()) : 1;
    setup.axes.x = {true, TickFormat::Compact, tr("Arithmetic intensity (FLOPs/byte)"), kViewX,
        {tr("Intensity (FLOPs/byte)"), tr("FLOPs/byte")}};
    setup.axes.y = {true, doc.viewOptions().labelUnits == LabelUnits::SI ? TickFormat::SI : TickFormat::Scientific,
        tr("Attainable FLOPs/s"), kViewY, {tr("FLOPs/s")}};
    if (chips.empty())
        setup.hint = tr("No chip is shown: check one in the Chips panel.");
    setup.fitX = m_scene.intensityRange;
    setup.fitY.assign(static_cast<std::size_t>(setup.panels), m_scene.flopsRange);
    return setup;
}

void RooflineChart::buildItems()
{
    m_opShapes = opMarkers(document().ops(OpList::Roofline));
    m_chips.assign(m_scene.chips.size(), ChipItems {});
    m_models.clear();
    m_measured.clear();
    m_compare.clear();
    const int count = static_cast<int>(m_scene.chips.size());
    const int focus = std::clamp(m_focusChip, 0, std::max(0, count - 1));
    // Overlaid, more than three chips' labels crowd each other out: only the focus chip's ops and
    // ridges are named (the legend says which shape is which op; tooltips give the rest).
    m_labelledChip = m_grid || count <= 3 ? -1 : focus;
    for (int c = 0; c < count; ++c)
        buildChip(c, panels()[m_grid ? static_cast<std::size_t>(c) : 0], m_grid || c == focus);
    // Kernels above their roof over every chip's discs: overlaid, a kernel on two chips has two
    // discs in one place, and the ringed one must show (setLayer puts a layerable last).
    m_measured.raiseWarnings();
    addProblemNotes();
    addLegendEntries();
}

void RooflineChart::buildChip(int chipIndex, Panel& panel, bool shadeRegions)
{
    const ChipRoofline& layer = m_scene.chips[static_cast<std::size_t>(chipIndex)];
    ChipItems& items = m_chips[static_cast<std::size_t>(chipIndex)];
    items.panel = static_cast<int>(&panel - panels().data());
    QCPAxisRect* rect = panel.rect;
    const ChartTheme& look = theme();
    const QColor color = look.chipColor(chipIndex);
    // Text in the chip's colour reads on the plot (4.5:1): its own shade where the colour itself does not.
    const QColor text = look.textColor(color);
    const LabelUnits units = document().viewOptions().labelUnits;
    const std::string name = layer.chipName;

    if (m_grid)
        setPanelTitle(rect, panelTitles(static_cast<std::size_t>(chipIndex)), look.textColorOn(color, look.background));

    // Ridge labels name the precision when several matrix ceilings are drawn.
    const auto nominalCeilings = std::count_if(layer.ceilings.begin(), layer.ceilings.end(),
        [](const CeilingLine& ceiling) { return !ceiling.achievable && ceiling.unit == ComputeUnit::Matrix; });

    const QString vectorUnit = vectorUnitText(document().shownChips()[static_cast<std::size_t>(chipIndex)].vendor);
    for (const CeilingLine& ceiling : layer.ceilings) {
        const double y = ceiling.flopsPerS;
        const bool vector = ceiling.unit == ComputeUnit::Vector;
        ChartLabel label;
        label.anchor = ChartLabel::Anchor::RightEdge;
        label.y = y;
        label.color = text;
        label.chip = chipIndex;
        // The main ceiling's peak is in the chip's key (an overlay's legend): with no room it is left out.
        // A small chart of its own has no key: the label says it, a footnote if need be.
        const bool key = !vector && !ceiling.achievable && ceiling.precision == layer.regionPrecision;
        label.spare = key;
        const QString value
            = units == LabelUnits::SI ? formatSIText(y, QStringLiteral("FLOPs/s")) : formatScientificText(y);
        // A vector ceiling's label names the units ("VPU fp32 1.4e13"), a matrix one only its precision.
        const QString unit = vector ? QStringLiteral("%1 %2").arg(vectorUnit, dtypeText(ceiling.precision))
                                    : dtypeText(ceiling.precision);
        std::vector<QCPGraph*>& lines = vector ? items.vectorCeilings : items.ceilings;
        const ItemTag lineTag {vector ? "vector-ceiling" : "ceiling", chipIndex};
        const QString lineName = QStringLiteral("%1 %2 ceiling").arg(QString::fromStdString(name), unit);
        if (ceiling.achievable) {
            lines.push_back(tagged(
                addLine(rect, {kLineXMin, kLineXMax}, {y, y}, QPen(color, look.thinLineWidth * 1.5, Qt::DashLine)),
                lineTag));
            lines.back()->setName(lineName + QStringLiteral(" (achievable)"));
            label.text = tr("%1 achievable %2").arg(unit, value);
        } else {
            // Solid from its first ridge (core's fromIntensity), dotted left of it.
            const double start = ceiling.fromIntensity > 0.0 ? std::min(ceiling.fromIntensity, kLineXMax) : kLineXMin;
            // The vector units' ceiling: dash-dotted and thinner, under the matrix units' solid roof.
            lines.push_back(tagged(
                addLine(rect, {start, kLineXMax}, {y, y},
                    vector ? QPen(color, look.thinLineWidth * 1.5, Qt::DashDotLine) : QPen(color, look.lineWidth)),
                lineTag));
            lines.back()->setName(lineName);
            // The dotted lead to the y axis reads a lone chip's peak there (the chapter's figure); more than two
            // chips' leads only cross each other, and a small chart has its key where they would run.
            if (start > kLineXMin && !m_grid && m_scene.chips.size() <= 2) {
                items.ceilingLeads.push_back(
                    tagged(addLine(rect, {kLineXMin, start}, {y, y}, QPen(color, look.thinLineWidth, Qt::DotLine)),
                        {"ceiling-lead", chipIndex}));
                items.ceilingLeads.back()->setName(lineName + QStringLiteral(" (dotted lead)"));
            }
            label.text = QStringLiteral("%1 %2").arg(unit, value);
        }
        label.sides = {LabelSide::AboveLeft, LabelSide::BelowLeft};
        label.slide = true;
        // The key's peak is on the plot only where it names one or two chips' lines unambiguously: a small
        // chart's title and an overlay's legend say it already.
        if (!key || keysOnPlot())
            panel.headLabels.push_back(label);
    }

    for (const SlopeLine& slope : layer.slopes) {
        // Up to the roof (core's toIntensity), or on past the right edge when the chip has none.
        const bool roofed = std::isfinite(slope.toIntensity);
        const double endX = roofed ? slope.toIntensity : kLineXMax;
        const double endY = roofed ? slope.toFlopsPerS : slope.bytesPerS * kLineXMax;
        const bool memory = slope.kind == BandwidthKind::Memory;
        // Links bound only the ops that cross them: dotted and a little lighter than memory levels.
        QColor slopeColor = color;
        if (!memory)
            slopeColor.setAlpha(slope.ghost ? kGhostAlpha : 170);
        const QPen pen = slope.ghost
            ? ghostSlopePen(slopeColor, look)
            : QPen(slopeColor, look.lineWidth * (memory ? 1.0 : 0.8), memory ? Qt::SolidLine : Qt::DotLine);
        (memory ? items.memorySlopes : items.linkSlopes)
            .push_back(tagged(addLine(rect, {kLineXMin, endX}, {slope.bytesPerS * kLineXMin, endY}, pen),
                {memory               ? "memory-slope"
                        : slope.ghost ? "ghost-slope"
                                      : "link-slope",
                    chipIndex}));
        (memory ? items.memorySlopes : items.linkSlopes)
            .back()
            ->setName(slope.ghost ? QStringLiteral("%1 %2 slope (inner tier)")
                                        .arg(QString::fromStdString(name), QString::fromStdString(slope.name))
                                  : QStringLiteral("%1 %2 slope")
                                        .arg(QString::fromStdString(name), QString::fromStdString(slope.name)));
        // A ghost has no ridge to name it: its name sits on it, a decade below the roof.
        if (slope.ghost && labelled(static_cast<std::size_t>(chipIndex))) {
            ChartLabel label;
            label.x = endX / 10.0;
            label.y = slope.bytesPerS * label.x;
            label.text = tr("%1, inner tier", "a two-tier collective's link inside each domain")
                             .arg(QString::fromStdString(slope.name));
            label.color = text;
            label.chip = chipIndex;
            label.rings = 2;
            label.sides = {LabelSide::BelowRight, LabelSide::Right, LabelSide::Below};
            // A footnote is read away from the colour: it names the chip.
            label.note = tr("%1: %2, inner tier", "a chip: its two-tier collective's link inside each domain")
                             .arg(QString::fromStdString(name), QString::fromStdString(slope.name));
            panel.tailLabels.push_back(label);
        }
    }

    // Ridges: a marker and the critical intensity, named after its level (and precision when
    // several ceilings are drawn).
    items.ridges = addMarkers(rect,
        QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(color, std::max(1.5, look.thinLineWidth)),
            QBrush(look.plotBackground), look.markerSize * 0.8));
    items.ridges->setName(QStringLiteral("%1 ridges").arg(QString::fromStdString(name)));
    tagItem(items.ridges, {"ridges", chipIndex});
    QVector<double> rx;
    QVector<double> ry;
    for (const RidgePoint& ridge : layer.ridges) {
        rx.append(ridge.intensity);
        ry.append(ridge.flopsPerS);
        if (!labelled(static_cast<std::size_t>(chipIndex)))
            continue;
        ChartLabel label;
        label.x = ridge.intensity;
        label.y = ridge.flopsPerS;
        QString level = QString::fromStdString(ridge.levelName);
        // A link's slope for all of its links (View → Link Slopes for All Links) says how many: "NVLink ×18".
        for (const SlopeLine& slope : layer.slopes) {
            if (slope.name == ridge.levelName && slope.links > 1.0)
                level = tr("%1 ×%2", "a link and how many of them one slope is for").arg(level).arg(slope.links);
        }
        if (ridge.unit == ComputeUnit::Vector)
            level = QStringLiteral("%1 %2").arg(level, vectorUnit);
        label.text = nominalCeilings > 1 || ridge.unit == ComputeUnit::Vector
            ? QStringLiteral("%1 %2 %3").arg(level, dtypeText(ridge.precision), formatCompactText(ridge.intensity, 4))
            : QStringLiteral("%1 %2").arg(level, formatCompactText(ridge.intensity, 4));
        label.color = text;
        label.chip = chipIndex;
        // The first memory level's ridge on the main ceiling: as the peak above.
        const bool key = !layer.slopes.empty() && ridge.levelName == layer.slopes.front().name
            && ridge.precision == layer.regionPrecision && ridge.unit == ComputeUnit::Matrix;
        // A vector ceiling's ridge: its ceiling's label names the units and the peak.
        label.spare = key || ridge.unit == ComputeUnit::Vector;
        label.markerRadius = look.markerSize * 0.45;
        label.rings = 2;
        label.sides = {LabelSide::BelowRight, LabelSide::Right, LabelSide::AboveLeft, LabelSide::Below, LabelSide::Left,
            LabelSide::BelowLeft, LabelSide::Above, LabelSide::AboveRight};
        if (!key || keysOnPlot())
            panel.tailLabels.push_back(label);
    }
    setMarkerPoints(items.ridges, rx, ry);
    items.ridges->setLayer(QStringLiteral("main"));

    // The chapter's dashed drop from the critical intensity of the first memory level.
    for (const RidgePoint& ridge : layer.ridges) {
        if (!layer.slopes.empty() && ridge.levelName == layer.slopes.front().name
            && layer.slopes.front().kind == BandwidthKind::Memory && ridge.precision == layer.regionPrecision
            && ridge.unit == ComputeUnit::Matrix) {
            items.ridgeDrops.push_back(addLine(rect, {ridge.intensity, ridge.intensity}, {kLineYMin, ridge.flopsPerS},
                QPen(color, look.thinLineWidth, Qt::DashLine)));
            items.ridgeDrops.back()->setName(QStringLiteral("%1 ridge drop").arg(QString::fromStdString(name)));
            tagItem(items.ridgeDrops.back(), {"ridge-drop", chipIndex});
        }
    }

    if (shadeRegions) {
        double roof = 0.0;
        for (const CeilingLine& ceiling : layer.ceilings) {
            if (!ceiling.achievable && ceiling.precision == layer.regionPrecision
                && ceiling.unit == ComputeUnit::Matrix)
                roof = ceiling.flopsPerS;
        }
        for (const Region& region : layer.regions) {
            if (roof <= 0.0)
                break;
            const double from = std::max(region.fromIntensity, kLineXMin);
            const double to = std::min(region.toIntensity, kLineXMax);
            items.regions.push_back(tagged(
                addBand(rect, from, to, kLineYMin, roof, regionColor(look, region.kind)), {"region", chipIndex}));
            // Named once per chart: in a grid of small charts, on the first only.
            if (items.panel > 0)
                continue;
            ChartLabel label;
            label.anchor = ChartLabel::Anchor::BandBottom;
            label.x = from;
            label.x2 = to;
            label.text = regionText(region.kind);
            label.color = look.ink(0.75);
            label.chip = chipIndex;
            label.spare = true; // the shading says it too: never a footnote
            label.rings = 4; // up the band, clear of the slopes that cross its foot
            label.slide = true;
            panel.tailLabels.push_back(label);
        }
    }

    for (int s = 0; s < kShapeCount; ++s) {
        if (std::find(m_opShapes.begin(), m_opShapes.end(), kAllMarkerShapes[static_cast<std::size_t>(s)])
            == m_opShapes.end())
            continue;
        QCPCurve*& shape = items.shapes[static_cast<std::size_t>(s)];
        shape = addMarkers(rect, movingMarker(opMarkerStyle(s, color, look.markerSize, look.plotBackground)));
        shape->setName(QStringLiteral("%1 op markers").arg(QString::fromStdString(name)));
        tagItem(shape, {"op-points", chipIndex, s});
        shape->setLayer(plot()->dynamicLayer());
        QCPCurve*& hollow = items.hollowShapes[static_cast<std::size_t>(s)];
        hollow = addMarkers(rect, movingMarker(hollowOpMarkerStyle(s, color, look.markerSize, look.plotBackground)));
        hollow->setName(QStringLiteral("%1 op markers (hollow)").arg(QString::fromStdString(name)));
        tagItem(hollow, {"op-points-hollow", chipIndex, s});
        hollow->setLayer(plot()->dynamicLayer());
    }
    items.selection = addMarkers(rect,
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(look.foreground, std::max(2.0, look.thinLineWidth)),
            Qt::NoBrush, look.markerSize * 2.0));
    items.selection->setName(QStringLiteral("%1 selected op").arg(QString::fromStdString(name)));
    tagItem(items.selection, {"selected-op", chipIndex});
    items.selection->setLayer(plot()->dynamicLayer());
    m_models.buildChip(static_cast<std::size_t>(chipIndex), rect, layer, look, plot()->dynamicLayer(),
        [this](const QCPScatterStyle& style) { return movingMarker(style); });

    // Measured kernels do not move with the sliders: they stay with the lines, above them.
    const MeasuredSelection& selection = document().measuredSelection();
    RooflineMeasuredLayer::Links links(layer.measured.size(), -1);
    for (std::size_t p = 0; p < layer.measured.size(); ++p) {
        const std::size_t group = layer.measured[p].groupIndex;
        if (group >= selection.groups.size())
            continue;
        if (const MeasuredLink* link = findMeasuredLink(document().measuredLinks(), selection.groups[group]))
            links[p] = link->op;
    }
    // Compared with another run, the groups are drawn before and after instead of as discs alone.
    const bool comparing = document().comparison() != nullptr;
    m_measured.buildChip(static_cast<std::size_t>(chipIndex), rect, layer, look, color, std::move(links),
        plot()->dynamicLayer(), units, panel.headLabels, !comparing);
    if (comparing)
        m_compare.buildChip(static_cast<std::size_t>(chipIndex), rect, layer.compared, look, color);
}

void RooflineChart::applyVisibility()
{
    const HiddenSeries& off = hidden();
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const ChipItems& items = m_chips[c];
        const bool shown = !chipHidden(c);
        for (const std::vector<QCPGraph*>* lines :
            {&items.ceilings, &items.vectorCeilings, &items.ceilingLeads, &items.ridgeDrops}) {
            for (QCPGraph* line : *lines)
                line->setVisible(shown);
        }
        for (QCPGraph* slope : items.memorySlopes)
            slope->setVisible(shown && !off.memorySlopes);
        for (QCPGraph* slope : items.linkSlopes)
            slope->setVisible(shown && !off.linkSlopes);
        items.ridges->setVisible(shown);
        for (QCPItemRect* region : items.regions)
            region->setVisible(shown);
        m_measured.applyVisibility(c, shown, off);
        m_compare.applyVisibility(c, shown, off);
    }
    // A hidden chip's ceiling, ridge and region names go with it (and their leader lines).
    for (Panel& panel : panels()) {
        for (std::vector<ChartLabel>* labels : {&panel.headLabels, &panel.tailLabels}) {
            for (ChartLabel& label : *labels) {
                if (label.chip >= 0 && static_cast<std::size_t>(label.chip) < m_chips.size())
                    label.visible = !chipHidden(static_cast<std::size_t>(label.chip));
            }
        }
    }
}

bool RooflineChart::stepScene()
{
    const std::vector<const Chip*> chips = document().shownChipPointers();
    if (chips.size() != m_scene.chips.size())
        return false;
    std::vector<std::size_t> problems;
    for (const ChipRoofline& layer : m_scene.chips)
        problems.push_back(layer.problems.size());
    // Only the ops that follow the slider that moved are evaluated again (core's OpPointCache).
    updateOpPoints(m_scene, m_pointCache, chips, document().ops(OpList::Roofline), document().dims());
    // A step that leaves an op with no place on a chip, or gives it one again (attention's T dragged
    // above S and back), changes what the chart's note says: everything is built again.
    for (std::size_t c = 0; c < problems.size(); ++c) {
        if (m_scene.chips[c].problems.size() != problems[c])
            return false;
    }
    placeModelSteps(m_scene, chips, document().project(), document().modelLibrary());
    return true;
}

void RooflineChart::moveDynamicItems()
{
    // Labels follow the sliders too: each op's is made again when it is next asked for.
    m_opTexts.resize(document().ops(OpList::Roofline).size());
    m_opTextMade.assign(m_opTexts.size(), 0);
    const HiddenSeries& off = hidden();
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        ChipItems& items = m_chips[c];
        const bool chipShown = !chipHidden(c);
        for (int s = 0; s < kShapeCount; ++s) {
            m_xs[static_cast<std::size_t>(s)].clear();
            m_ys[static_cast<std::size_t>(s)].clear();
            m_hollowXs[static_cast<std::size_t>(s)].clear();
            m_hollowYs[static_cast<std::size_t>(s)].clear();
            m_ops[static_cast<std::size_t>(s)].clear();
            m_hollowOps[static_cast<std::size_t>(s)].clear();
        }
        QVector<double> selectedX;
        QVector<double> selectedY;
        for (const OpPoint& point : m_scene.chips[c].points) {
            if (!chipShown || isSeriesHidden(off, Series::rooflineOp(point.opIndex)))
                continue;
            const int op = static_cast<int>(point.opIndex);
            const auto s = static_cast<std::size_t>(shapeOf(op));
            const bool hollow = point.evaluation.fits == false;
            (hollow ? m_hollowXs : m_xs)[s].append(point.evaluation.intensity);
            (hollow ? m_hollowYs : m_ys)[s].append(point.evaluation.attainableFlopsPerS);
            (hollow ? m_hollowOps : m_ops)[s].push_back(op);
            if (op == m_selectedOp) {
                selectedX.append(point.evaluation.intensity);
                selectedY.append(point.evaluation.attainableFlopsPerS);
            }
        }
        for (std::size_t s = 0; s < kShapeCount; ++s) {
            if (items.shapes[s]) {
                setMarkerPoints(items.shapes[s], m_xs[s], m_ys[s]);
                setMarkerPoints(items.hollowShapes[s], m_hollowXs[s], m_hollowYs[s]);
                // Which op each point is, on the curve itself (see kOpsProperty).
                items.shapes[s]->setProperty(kOpsProperty, QVariant::fromValue(m_ops[s]));
                items.hollowShapes[s]->setProperty(kOpsProperty, QVariant::fromValue(m_hollowOps[s]));
            }
        }
        setMarkerPoints(items.selection, selectedX, selectedY);
    }
    std::vector<bool> shown(m_chips.size());
    for (std::size_t c = 0; c < m_chips.size(); ++c)
        shown[c] = !chipHidden(c);
    m_models.move(m_scene, off, shown);
    m_measured.move(m_scene, off, shown);
}

const QString& RooflineChart::opText(std::size_t op) const
{
    // An op's label is the same on every chip: made once per op (and shared, QString being
    // implicitly shared) rather than once per chip and op at every slider step. Until a rebuild
    // catches up with a change of the ops, a scene's op may be gone.
    static const QString none;
    if (op >= m_opTextMade.size() || op >= document().ops(OpList::Roofline).size())
        return none;
    if (!m_opTextMade[op]) {
        m_opTexts[op] = opLabel(document().ops(OpList::Roofline)[op], document().dims());
        m_opTextMade[op] = 1;
    }
    return m_opTexts[op];
}

void RooflineChart::addDynamicLabels(int panel, std::vector<ChartLabel>& labels) const
{
    const ChartTheme& look = theme();
    const HiddenSeries& off = hidden();
    const auto onPanel = [&](std::size_t c) { return m_chips[c].panel == panel && !chipHidden(c) && labelled(c); };
    std::size_t selected = labels.size(); // past the selected op's labels
    // The selected op's labels first, so they always find a place.
    for (const bool selectedPass : {true, false}) {
        if (!selectedPass)
            selected = labels.size();
        for (std::size_t c = 0; c < m_chips.size(); ++c) {
            if (!onPanel(c))
                continue;
            const QColor color = look.textColor(look.chipColor(static_cast<int>(c)));
            for (const OpPoint& point : m_scene.chips[c].points) {
                const int op = static_cast<int>(point.opIndex);
                if ((op == m_selectedOp) != selectedPass || isSeriesHidden(off, Series::rooflineOp(point.opIndex)))
                    continue;
                ChartLabel label;
                label.x = point.evaluation.intensity;
                label.y = point.evaluation.attainableFlopsPerS;
                label.text = opText(point.opIndex);
                label.color = color;
                label.chip = static_cast<int>(c);
                label.spare = true; // the legend names every op's shape
                label.bold = selectedPass;
                label.markerRadius = look.markerSize * 0.6 + 1.5; // the outline and the pixel grid too
                labels.push_back(std::move(label));
            }
        }
    }
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        if (onPanel(c))
            m_models.addLabels(
                c, m_scene.chips[c], off, look.textColor(look.chipColor(static_cast<int>(c))), look.markerSize, labels);
    }
    // Measured kernels after the ops, before ridges and regions: the top N by time only, or, compared
    // with another run, every group's speed-up.
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        if (!onPanel(c))
            continue;
        const QColor text = look.textColor(look.chipColor(static_cast<int>(c)));
        if (m_compare.empty())
            m_measured.addLabels(m_scene.chips[c], off, text, look, labels);
        else
            m_compare.addLabels(c, off, text, look, labels);
    }
    // A warning (a point above its roof) right after the selected op: an op's label has its words in
    // the legend too, a warning nowhere else on the chart.
    std::stable_partition(labels.begin() + static_cast<std::ptrdiff_t>(selected), labels.end(),
        [](const ChartLabel& label) { return label.warning; });
}

QString RooflineChart::cursorText(double x, double y) const
{
    return tr("intensity %1 FLOPs/byte · %2 FLOPs/s")
        .arg(formatCompactText(x, 4), formatFlopsPerS(y, document().viewOptions().labelUnits));
}

QString RooflineChart::tooltipAt(const QPoint& pos) const
{
    for (std::size_t c = 0; c < m_chips.size() && c < m_scene.chips.size(); ++c) {
        const QCPAxisRect* rect = panels()[static_cast<std::size_t>(m_chips[c].panel)].rect;
        if (chipHidden(c) || !rect->rect().contains(pos))
            continue;
        const auto model = m_models.hitTest(c, rect, m_scene.chips[c], hidden(), pos, kHitRadius);
        if (model.chip >= 0)
            return RooflineModelLayer::tooltip(m_scene.chips[c].models[static_cast<std::size_t>(model.step)],
                static_cast<std::size_t>(model.op), document().shownChips()[c], document().viewOptions().labelUnits);
    }
    const Hit hit = hitTest(pos);
    if (hit.chip < 0)
        return QString();
    const Chip& chip = document().shownChips()[static_cast<std::size_t>(hit.chip)];
    const ChipRoofline& layer = m_scene.chips[static_cast<std::size_t>(hit.chip)];
    const LabelUnits units = document().viewOptions().labelUnits;
    if (hit.measured >= 0) {
        const MeasuredPoint& point = layer.measured[static_cast<std::size_t>(hit.measured)];
        QString text = measuredTooltip(QString::fromStdString(chip.name), point, units);
        if (const GroupLaunches* launches = document().launchesOf(point.name.view()))
            text += launchedKernelsText(*launches);
        return text;
    }
    if (hit.op >= 0) {
        for (const OpPoint& point : layer.points) {
            if (static_cast<int>(point.opIndex) == hit.op)
                return evaluationTooltip(opText(point.opIndex), chip, point.evaluation, units);
        }
    }
    const RidgePoint& ridge = layer.ridges[static_cast<std::size_t>(hit.ridge)];
    const SlopeLine* slope = nullptr;
    for (const SlopeLine& s : layer.slopes) {
        if (s.name == ridge.levelName)
            slope = &s;
    }
    QString text = tr("<b>%1</b>: %2 ridge<br>critical intensity %3 FLOPs/byte<br>= %4 %5 FLOPs/s ÷ %6")
                       .arg(QString::fromStdString(chip.name).toHtmlEscaped(),
                           QString::fromStdString(ridge.levelName).toHtmlEscaped(), formatCompactText(ridge.intensity),
                           dtypeText(ridge.precision), formatScientificText(ridge.flopsPerS),
                           slope ? formatSIText(slope->bytesPerS, QStringLiteral("B/s")) : QString());
    if (slope && slope->links > 1.0)
        text += tr("<br>%n link(s) at once, each way", nullptr, static_cast<int>(slope->links));
    return text;
}

RooflineChart::Hit RooflineChart::hitTest(const QPoint& pos) const
{
    Hit best;
    double bestDistance = kHitRadius * kHitRadius;
    const HiddenSeries& off = hidden();
    for (std::size_t c = 0; c < m_chips.size() && c < m_scene.chips.size(); ++c) {
        if (chipHidden(c))
            continue;
        const QCPAxisRect* rect = panels()[static_cast<std::size_t>(m_chips[c].panel)].rect;
        if (!rect->rect().contains(pos))
            continue;
        const QCPAxis* x = rect->axis(QCPAxis::atBottom);
        const QCPAxis* y = rect->axis(QCPAxis::atLeft);
        // `slack`: how far a large disc reaches past the hit radius; anywhere on it counts.
        const auto consider = [&](double px, double py, int op, int ridge, int measured = -1, double slack = 0.0) {
            const double dx = x->coordToPixel(px) - pos.x();
            const double dy = y->coordToPixel(py) - pos.y();
            const double reach = std::max(0.0, std::sqrt(dx * dx + dy * dy) - slack);
            const double d = reach * reach;
            if (d < bestDistance) {
                bestDistance = d;
                best = {static_cast<int>(c), op, ridge, measured};
            }
        };
        const ChipRoofline& layer = m_scene.chips[c];
        for (const OpPoint& point : layer.points) {
            if (!isSeriesHidden(off, Series::rooflineOp(point.opIndex)))
                consider(point.evaluation.intensity, point.evaluation.attainableFlopsPerS,
                    static_cast<int>(point.opIndex), -1);
        }
        // An op near the cursor wins over the large disc it sits on.
        if (!off.measured && best.op < 0) {
            for (std::size_t m = 0; m < layer.measured.size(); ++m) {
                const MeasuredPoint& point = layer.measured[m];
                const double radius = measuredMarkerDiameter(point.timeShare, theme().markerSize) / 2.0;
                consider(point.intensity, point.achievedFlopsPerS, -1, -1, static_cast<int>(m),
                    std::max(0.0, radius - kHitRadius));
            }
        }
        if (best.op < 0 && best.measured < 0) {
            for (std::size_t r = 0; r < layer.ridges.size(); ++r)
                consider(layer.ridges[r].intensity, layer.ridges[r].flopsPerS, -1, static_cast<int>(r));
        }
    }
    return best;
}

void RooflineChart::onClick(const QPoint& pos)
{
    const Hit hit = hitTest(pos);
    if (hit.op >= 0) {
        setSelectedOp(hit.op);
        Q_EMIT opClicked(hit.op, hit.chip);
        return;
    }
    if (hit.measured >= 0) {
        const MeasuredPoint& point
            = m_scene.chips[static_cast<std::size_t>(hit.chip)].measured[static_cast<std::size_t>(hit.measured)];
        if (point.restGroups == 0) // "other" stands for many groups: none to show
            Q_EMIT measuredClicked(static_cast<int>(point.groupIndex));
    }
}

int RooflineChart::shapeOf(int op) const
{
    if (op < 0 || op >= static_cast<int>(m_opShapes.size()))
        return 0;
    return static_cast<int>(m_opShapes[static_cast<std::size_t>(op)]);
}

} // namespace roofline::ui
