#include "ui/charts/batch_size/batch_size_chart.h"

#include "core/base/error.h"
#include "core/formulas/attention_cost.h"
#include "ui/charts/batch_size/chip_groupings.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/marker_styles.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/op_text.h"

#include <QFontMetricsF>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <optional>

namespace roofline::ui {

namespace {

const QCPRange kViewBatchLinear {-1e7, 1e7};
const QCPRange kViewBatchLog {0.1, 1e8};
const QCPRange kViewFlopsLinear {-1e20, 1e21};
const QCPRange kViewFlopsLog {1e3, 1e21};
constexpr double kLogFloor = 1.0; // where drop lines start on a log FLOPs/s axis
constexpr int kCurveMarks = 9; // about how many of a sweep's shapes are drawn along its curve
constexpr double kLinearHeadroom = 0.15; // a linear FLOPs/s axis's room above the data, of its range

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

} // namespace

BatchSizeChart::BatchSizeChart(Document& document, QWidget* parent)
    : ChartFrame(document, ChartKind::BatchSize, parent)
{
    connect(&document, &Document::dimsChanged, this, [this](Dim dim) {
        // B is the x axis: only the markers move. A sweep with another dimension that follows the
        // slider (D or F, or even B) changes shape.
        markDirty(bindsAny(this->document().ops(OpList::Sweeps), dim) ? kAll : kStep);
    });
}

QPen BatchSizeChart::curvePen(int chip, int sweep) const
{
    // A colour means a chip, on this chart as on the roofline: a chip's sweeps share its colour and
    // differ in dash pattern and marker shape, both the sweep's own (its stored marker).
    static constexpr std::array kStyles {Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine, Qt::DashDotDotLine};
    QPen pen(theme().chipColor(chip), theme().lineWidth,
        kStyles[static_cast<std::size_t>(sweepShape(sweep)) % kStyles.size()]);
    pen.setCapStyle(Qt::FlatCap);
    return pen;
}

int BatchSizeChart::sweepShape(int sweep) const
{
    if (sweep < 0 || sweep >= static_cast<int>(m_sweepShapes.size()))
        return 0;
    return static_cast<int>(m_sweepShapes[static_cast<std::size_t>(sweep)]);
}

QCPScatterStyle BatchSizeChart::curveMarker(int sweep, const QColor& color) const
{
    return opMarkerStyle(sweepShape(sweep), color, theme().markerSize * 0.85, theme().plotBackground);
}

bool BatchSizeChart::curveShown(std::size_t chip, const SweepCurve& curve) const
{
    return !isSeriesHidden(hidden(), Series::sweepChip(m_scene.chips[chip].chipId))
        && !isSeriesHidden(hidden(), Series::sweep(curve.sweepIndex));
}

ChartFrame::Setup BatchSizeChart::buildScene()
{
    const Document& doc = document();
    const std::vector<const Chip*> chips = doc.shownChipPointers();
    const std::vector<Op>& sweeps = doc.ops(OpList::Sweeps);
    const ViewOptions& view = doc.viewOptions();
    try {
        m_scene = buildBatchSizeScene(chips, sweeps, doc.dims(), sweepOptions(doc.project()));
    } catch (const Error&) {
        m_scene = BatchSizeScene {}; // an invalid batch range: draw empty axes
    }
    const bool overlay = view.sweepChipLayout == ChipLayout::Overlay || chips.size() <= 1 || chipGroups() == 1;
    const int panels = overlay ? 1 : static_cast<int>(chips.size());
    placeChips(overlay ? 1 : chipGroups() > 1 ? std::min(chipGroups(), panels) : panels);

    Setup setup;
    setup.panels = m_panelCount;
    setup.axes.x = {view.sweepLogBatch, TickFormat::Compact, tr("Batch size B"),
        view.sweepLogBatch ? kViewBatchLog : kViewBatchLinear, {tr("B", "the batch size axis, when short")}};
    setup.axes.y = {view.sweepLogFlops, view.labelUnits == LabelUnits::SI ? TickFormat::SI : TickFormat::Scientific,
        chips.size() == 1 ? tr("Attainable FLOPs/s on %1").arg(QString::fromStdString(chips.front()->name))
                          : tr("Attainable FLOPs/s"),
        view.sweepLogFlops ? kViewFlopsLog : kViewFlopsLinear,
        chips.size() == 1 ? QStringList {tr("Attainable FLOPs/s"), tr("FLOPs/s")} : QStringList {tr("FLOPs/s")}};
    setup.axes.shareX = true;
    setup.axes.shareY = m_panelCount == 1 || view.sweepSharedFlops;
    setup.legend = m_scene.chips.empty() ? LegendPlace::None : LegendPlace::Placed;
    if (chips.empty())
        setup.hint = tr("No chip is shown: check one in the Chips panel.");
    else if (sweeps.empty())
        setup.hint = tr("No sweep: add one in the Sweeps panel.");
    const BatchRange& range = view.batchRange;
    setup.fitX = view.sweepLogBatch ? AxisRange {range.from / 1.25, range.to * 1.25}
                                    : AxisRange {0.0, range.to + 0.02 * (range.to - std::min(range.from, 0.0))};
    for (std::size_t p = 0; p < static_cast<std::size_t>(setup.panels); ++p)
        setup.fitY.push_back(fitY(p));
    return setup;
}

void BatchSizeChart::placeChips(int panels)
{
    const std::size_t count = m_scene.chips.size();
    m_panelCount = std::max(1, panels);
    m_panelOf.assign(count, 0);
    if (m_panelCount == 1)
        return;
    if (static_cast<std::size_t>(m_panelCount) >= count) {
        std::iota(m_panelOf.begin(), m_panelOf.end(), 0);
        return;
    }
    // Fewer plots than chips (an export's): as the exporter asks, or the chips whose curves leave each
    // other's critical B most room.
    if (chipGrouping().size() == count && std::all_of(chipGrouping().begin(), chipGrouping().end(), [this](int plot) {
            return plot >= 0 && plot < m_panelCount;
        })) {
        m_panelOf = chipGrouping();
        return;
    }
    const std::vector<std::vector<int>> ways = chipGroupings(m_panelCount, 1);
    if (!ways.empty())
        m_panelOf = ways.front();
}

std::vector<std::vector<int>> BatchSizeChart::chipGroupings(int groups, int most) const
{
    // How much room a critical B label takes of a plot: the plots side by side across the chart (their
    // tick labels and the axis title aside), about as tall as wide.
    const QFontMetricsF label(theme().labelFont);
    const QFontMetricsF ticks(theme().font);
    const double across = std::max(
        1.0, (width() - 2.0 * ticks.height() - groups * (5.0 * ticks.averageCharWidth() + 16.0)) / std::max(1, groups));
    const double tall = std::max(1.0, std::min(across, height() - 5.0 * ticks.height()));
    const double labelWidth = (label.horizontalAdvance(QStringLiteral("B = 000.00")) + 4.0) / across;
    const double labelHeight = (label.height() + 4.0 + theme().markerSize) / tall;
    return rankChipGroupings(m_scene, groups, std::min(labelWidth, 1.0), std::min(labelHeight, 1.0), most);
}

bool BatchSizeChart::chipsShare() const
{
    return m_panelCount < static_cast<int>(m_scene.chips.size());
}

AxisRange BatchSizeChart::fitY(std::size_t panel) const
{
    const ViewOptions& view = document().viewOptions();
    const bool shared = m_panelCount == 1 || view.sweepSharedFlops;
    // The panel's chips' scale; a panel without a single curve borrows the others' rather than showing
    // 0 to 1.
    const auto inPanel = [&](std::size_t c) { return shared || m_panelOf[c] == static_cast<int>(panel); };
    std::optional<AxisRange> own;
    for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
        if (shared || !inPanel(c) || m_scene.chips[c].curves.empty())
            continue;
        const AxisRange chip = m_scene.chips[c].flopsRange;
        own = own ? AxisRange {std::min(own->lower, chip.lower), std::max(own->upper, chip.upper)} : chip;
    }
    AxisRange y = own.value_or(m_scene.flopsRange);
    // Room above the highest ceiling for the critical B labels beside its knees.
    if (!view.sweepLogFlops)
        return {y.lower, y.upper + kLinearHeadroom * (y.upper - y.lower)};
    // Log axis: from the decade below the lowest point drawn to above the ceiling.
    double lowest = y.upper;
    for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
        if (!inPanel(c))
            continue;
        for (const SweepCurve& curve : m_scene.chips[c].curves) {
            if (!curve.flopsPerS.empty())
                lowest = std::min(lowest, curve.flopsPerS.front());
        }
    }
    return {decadeBelow(std::max(lowest, 1.0)), y.upper * 1.5};
}

void BatchSizeChart::buildItems()
{
    m_sweepShapes = opMarkers(document().ops(OpList::Sweeps));
    m_sliderLines.clear();
    for (Panel& panel : panels()) {
        QCPItemStraightLine* line = addVerticalLine(
            panel.rect, m_scene.currentBatch, QPen(theme().neutral, theme().thinLineWidth * 1.5, Qt::DashLine));
        line->setLayer(plot()->dynamicLayer());
        line->setVisible(theme().sliderMarkers);
        m_sliderLines.push_back(line);
    }
    m_chips.assign(m_scene.chips.size(), ChipItems {});
    for (std::size_t c = 0; c < m_scene.chips.size(); ++c)
        buildChip(static_cast<int>(c), panels()[static_cast<std::size_t>(m_panelOf[c])]);
    if (chipsShare() && panels().size() > 1) {
        // A plot of a few chips is titled with their names, longest forms first.
        for (std::size_t p = 0; p < panels().size(); ++p) {
            std::vector<QStringList> names;
            for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
                if (m_panelOf[c] == static_cast<int>(p))
                    names.push_back(chipTitles(m_scene.chips[c].chipName));
            }
            QStringList titles;
            for (const bool shortest : {false, true}) {
                QStringList parts;
                for (const QStringList& forms : names)
                    parts.append(shortest ? forms.back() : forms.front());
                if (!titles.contains(parts.join(QStringLiteral(" · "))))
                    titles.append(parts.join(QStringLiteral(" · ")));
            }
            // Too wide on one line even by their short names (four chips on a third of the page): on two.
            if (names.size() > 2) {
                QStringList first;
                QStringList second;
                for (std::size_t n = 0; n < names.size(); ++n)
                    (n < (names.size() + 1) / 2 ? first : second).append(names[n].back());
                titles.append(
                    first.join(QStringLiteral(" · ")) + QLatin1Char('\n') + second.join(QStringLiteral(" · ")));
            }
            setPanelTitle(panels()[p].rect, titles, theme().foreground);
        }
    }
    addProblemNotes();
    addLegendEntries();
}

void BatchSizeChart::buildChip(int chipIndex, Panel& panel)
{
    const ChipSweeps& chip = m_scene.chips[static_cast<std::size_t>(chipIndex)];
    ChipItems& items = m_chips[static_cast<std::size_t>(chipIndex)];
    items.panel = static_cast<int>(&panel - panels().data());
    QCPAxisRect* rect = panel.rect;
    const ChartTheme& look = theme();
    const bool logFlops = document().viewOptions().sweepLogFlops;
    if (!chipsShare() && panels().size() > 1)
        setPanelTitle(rect, chipTitles(chip.chipName), look.textColorOn(look.chipColor(chipIndex), look.background));
    const QVector<double> batch(m_scene.batch.begin(), m_scene.batch.end());
    for (const SweepCurve& curve : chip.curves) {
        const QPen pen = curvePen(chipIndex, static_cast<int>(curve.sweepIndex));
        CurveItems curveItems;
        // Indexed as the chip's curves in the scene are.
        const int index = static_cast<int>(items.curves.size());
        curveItems.graph
            = tagged(addLine(rect, batch, QVector<double>(curve.flopsPerS.begin(), curve.flopsPerS.end()), pen),
                {"sweep", chipIndex, index});
        // The sweep's shape every so often along its curve, as in the legend.
        const int every = std::max(1, static_cast<int>(batch.size()) / kCurveMarks);
        curveItems.graph->setScatterStyle(curveMarker(static_cast<int>(curve.sweepIndex), pen.color()));
        curveItems.graph->setScatterSkip(every - 1);
        curveItems.graph->setName(sweepLabel(document().ops(OpList::Sweeps)[curve.sweepIndex], document().dims()));
        if (curve.criticalBatch && *curve.criticalBatch > 0.0) {
            const double b = *curve.criticalBatch;
            QColor faint = pen.color();
            faint.setAlpha(150);
            curveItems.drop = addLine(rect, {b, b}, {logFlops ? kLogFloor : 0.0, curve.peakFlopsPerS},
                QPen(faint, look.thinLineWidth, Qt::DashLine));
            curveItems.critical = tagged(addMarkers(rect,
                                             QCPScatterStyle(QCPScatterStyle::ssCircle,
                                                 QPen(pen.color(), std::max(2.0, look.thinLineWidth * 1.5)),
                                                 QBrush(look.plotBackground), look.markerSize)),
                {"critical-batch", chipIndex, index});
            tagItem(curveItems.drop, {"critical-batch-drop", chipIndex, index});
            setMarkerPoints(curveItems.critical, {b}, {curve.peakFlopsPerS});
            curveItems.drop->setName(QStringLiteral("%1 critical B drop").arg(QString::fromStdString(chip.chipName)));
            // A guide to the B axis, as a grid line is: a label beside another knee may lie over it.
            curveItems.drop->setProperty(kGuideProperty, true);
            curveItems.critical->setName(QStringLiteral("%1 critical B").arg(QString::fromStdString(chip.chipName)));
            ChartLabel label;
            label.x = b;
            label.y = curve.peakFlopsPerS;
            label.text = tr("B = %1").arg(formatCompactText(b));
            label.color = look.textColor(pen.color());
            label.markerRadius = look.markerSize * 0.6;
            label.rings = 4;
            // Beside its own knee, never nearer another curve's (a chart of several chips or sweeps).
            label.nearestOwn = true;
            // Above the ceiling beside the knee first: below it the slower curves rise.
            label.sides = {LabelSide::AboveLeft, LabelSide::AboveRight, LabelSide::Above, LabelSide::BelowRight,
                LabelSide::Right, LabelSide::Below, LabelSide::BelowLeft, LabelSide::Left};
            // Past the swept range (B = 10667 of a chip with a high ridge): its marker is off the
            // chart, so the label sits at the end of the curve with an arrow saying where it went,
            // as the B slider's does.
            if (!batch.isEmpty() && (b > batch.back() || b < batch.front())) {
                const bool beyond = b > batch.back();
                label.x = beyond ? batch.back() : batch.front();
                label.text
                    = beyond ? tr("B = %1 →").arg(formatCompactText(b)) : tr("← B = %1").arg(formatCompactText(b));
                label.markerRadius = 0.0;
                label.sides = beyond ? std::vector {LabelSide::BelowLeft, LabelSide::AboveLeft, LabelSide::Left}
                                     : std::vector {LabelSide::BelowRight, LabelSide::AboveRight, LabelSide::Right};
            }
            // On a slide where one line finds no spot beside its knee: "B =" over the number.
            if (const qsizetype equals = label.text.indexOf(QLatin1String("= ")); equals >= 0)
                label.narrowText = label.text.left(equals + 1) + QLatin1Char('\n') + label.text.mid(equals + 2);
            // A footnote away from the colour that says whose curve it is names the chip.
            if (chipsShare())
                label.note = tr("%1: %2", "a chip's name, then a note about it")
                                 .arg(QString::fromStdString(chip.chipName), label.text);
            panel.headLabels.push_back(label);
        }
        if (curve.flatIntensity && !batch.isEmpty())
            panel.headLabels.push_back(flatLabel(curve, batch.back(), look.textColor(pen.color())));
        curveItems.marker = tagged(addMarkers(rect,
                                       movingMarker(opMarkerStyle(sweepShape(static_cast<int>(curve.sweepIndex)),
                                           pen.color(), look.markerSize + 2.0, look.plotBackground))),
            {"slider-marker", chipIndex, index});
        curveItems.marker->setLayer(plot()->dynamicLayer());
        curveItems.marker->setVisible(look.sliderMarkers);
        items.curves.push_back(curveItems);
    }
}

ChartLabel BatchSizeChart::flatLabel(const SweepCurve& curve, double lastBatch, const QColor& color) const
{
    // Attention's FLOPs and bytes both grow as B (docs/model.md §9): the chart says why its curve does not rise.
    const Op& sweep = document().ops(OpList::Sweeps)[curve.sweepIndex];
    QString text = tr("flat in B: intensity %1 at every B").arg(formatCompactText(*curve.flatIntensity));
    if (sweep.kind == OpKind::Attention) {
        const AttentionIntensity a = attentionIntensity(sweep, document().dims());
        if (a.decode && a.limitIsNOverK)
            text = tr("flat in B: intensity ≈ N/K = %1 in decode").arg(formatCompactText(a.decodeLimit));
        else if (a.decode)
            text = tr("flat in B: intensity ≈ %1 in decode").arg(formatCompactText(a.decodeLimit));
    }
    ChartLabel label;
    label.x = lastBatch;
    label.y = curve.flopsPerS.back();
    label.text = text;
    label.color = color;
    label.sides = {LabelSide::AboveLeft, LabelSide::BelowLeft, LabelSide::Above, LabelSide::Below};
    return label;
}

void BatchSizeChart::addProblemNotes()
{
    // Sweeps a chip cannot run (no peak in their precision…) draw no curve: the chart says why.
    const int sweepCount = static_cast<int>(document().ops(OpList::Sweeps).size());
    for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
        const ChipSweeps& chip = m_scene.chips[c];
        if (chip.problems.empty())
            continue;
        const OpProblem& first = chip.problems.front();
        QString text = tr("%1 of %n sweep(s) not drawn: %2", nullptr, sweepCount)
                           .arg(chip.problems.size())
                           .arg(errorText(first.message, first.detail ? &*first.detail : nullptr));
        // On a chart several chips share, the note says whose it is.
        if (chipsShare())
            text = tr("%1: %2", "a chip's name, then a note about it").arg(QString::fromStdString(chip.chipName), text);
        ChartLabel note;
        note.anchor = ChartLabel::Anchor::BottomRight;
        note.text = wrapText(text, 60);
        note.color = theme().warning;
        std::vector<ChartLabel>& head = panels()[static_cast<std::size_t>(m_panelOf[c])].headLabels;
        head.insert(head.begin(), note);
    }
}

void BatchSizeChart::addLegendEntries()
{
    if (chipsShare()) {
        for (std::size_t c = 0; c < m_scene.chips.size(); ++c)
            addLegendEntry(QString::fromStdString(m_scene.chips[c].chipName),
                QPen(theme().chipColor(static_cast<int>(c)), theme().lineWidth), {},
                Series::sweepChip(m_scene.chips[c].chipId));
    }
    // A sweep has an entry when some chip can draw it.
    const std::vector<Op>& sweeps = document().ops(OpList::Sweeps);
    for (std::size_t s = 0; s < sweeps.size(); ++s) {
        const bool drawn = std::any_of(m_scene.chips.begin(), m_scene.chips.end(), [s](const ChipSweeps& chip) {
            return std::any_of(
                chip.curves.begin(), chip.curves.end(), [s](const SweepCurve& curve) { return curve.sweepIndex == s; });
        });
        if (!drawn)
            continue;
        // The sweep's dash and shape in a neutral colour: the colours are the chips'.
        QPen pen = curvePen(0, static_cast<int>(s));
        pen.setColor(theme().neutral);
        addLegendEntry(sweepLabel(sweeps[s], document().dims()), pen, curveMarker(static_cast<int>(s), theme().neutral),
            Series::sweep(s));
    }
}

void BatchSizeChart::applyVisibility()
{
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const ChipSweeps& chip = m_scene.chips[c];
        for (std::size_t i = 0; i < m_chips[c].curves.size(); ++i) {
            const bool shown = curveShown(c, chip.curves[i]);
            const CurveItems& items = m_chips[c].curves[i];
            for (QCPAbstractPlottable* plottable :
                std::initializer_list<QCPAbstractPlottable*> {items.graph, items.critical, items.drop}) {
                if (plottable)
                    plottable->setVisible(shown);
            }
            items.marker->setVisible(shown && theme().sliderMarkers);
        }
    }
}

bool BatchSizeChart::stepScene()
{
    const std::vector<const Chip*> chips = document().shownChipPointers();
    if (chips.size() != m_scene.chips.size())
        return false;
    updateBatchSizeMarkers(
        m_scene, chips, document().ops(OpList::Sweeps), document().dims(), sweepOptions(document().project()));
    return true;
}

void BatchSizeChart::moveDynamicItems()
{
    for (QCPItemStraightLine* line : m_sliderLines)
        moveVerticalLine(line, m_scene.currentBatch);
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

void BatchSizeChart::addDynamicLabels(int panel, std::vector<ChartLabel>& labels) const
{
    // A slide shows the curves, not where a slider happens to be.
    if (!theme().sliderMarkers)
        return;
    const QString batchText = formatCompactText(m_scene.currentBatch);
    ChartLabel slider;
    slider.anchor = ChartLabel::Anchor::FootOfVertical;
    slider.x = m_scene.currentBatch;
    slider.text = tr("B = %1").arg(batchText);
    slider.color = theme().foreground;
    slider.bold = true;
    // B outside the sweeps' range: its line and markers are off the curves (and usually off the
    // chart), so an arrow at the end of the curves says where they went.
    const bool beyond = !m_scene.batch.empty() && m_scene.currentBatch > m_scene.batch.back();
    if (beyond || (!m_scene.batch.empty() && m_scene.currentBatch < m_scene.batch.front())) {
        slider.x = beyond ? m_scene.batch.back() : m_scene.batch.front();
        slider.text = beyond ? tr("B = %1 →").arg(batchText) : tr("← B = %1").arg(batchText);
        slider.sides = {beyond ? LabelSide::Left : LabelSide::Right};
        labels.push_back(slider);
        return;
    }
    // On a slide with no room at its line's foot, it is left out rather than made a note "B = 128" away
    // from the line it names: the values' notes say their B.
    slider.spare = true;
    labels.push_back(slider);
    const LabelUnits units = document().viewOptions().labelUnits;
    // A footnote under the charts, away from the curve and the colour, says whose value it is.
    const QString noteFormat = tr("%1, %2: %3 at B = %4", "a footnote: chip, sweep, FLOPs/s at the slider's B");
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        if (m_chips[c].panel != panel)
            continue;
        const QString chipName = QString::fromStdString(m_scene.chips[c].chipName);
        for (std::size_t i = 0; i < m_scene.chips[c].curves.size(); ++i) {
            const SweepCurve& curve = m_scene.chips[c].curves[i];
            if (!curveShown(c, curve))
                continue;
            ChartLabel value;
            value.x = m_scene.currentBatch;
            value.y = curve.flopsAtCurrentBatch;
            value.text = formatFlopsPerS(curve.flopsAtCurrentBatch, units);
            value.color = theme().textColor(curvePen(static_cast<int>(c), static_cast<int>(curve.sweepIndex)).color());
            value.markerRadius = 5.5;
            value.rings = 1;
            value.sides = {LabelSide::Right, LabelSide::BelowRight, LabelSide::AboveRight, LabelSide::Left};
            // (The curve's name is its sweep's label, set when it was built: a B step changes neither.)
            value.note = noteFormat.arg(chipName, m_chips[c].curves[i].graph->name(), value.text, batchText);
            labels.push_back(std::move(value));
        }
    }
}

QString BatchSizeChart::cursorText(double x, double y) const
{
    return tr("B %1 · %2 FLOPs/s")
        .arg(formatCompactText(x, 4), formatFlopsPerS(y, document().viewOptions().labelUnits));
}

QString BatchSizeChart::tooltipAt(const QPoint& pos) const
{
    const LabelUnits units = document().viewOptions().labelUnits;
    double best = 8.0;
    QString text;
    for (std::size_t c = 0; c < m_chips.size(); ++c) {
        const QCPAxisRect* rect = panels()[static_cast<std::size_t>(m_chips[c].panel)].rect;
        if (!rect->rect().contains(pos) || m_scene.batch.empty()
            || isSeriesHidden(hidden(), Series::sweepChip(m_scene.chips[c].chipId)))
            continue;
        const QCPAxis* x = rect->axis(QCPAxis::atBottom);
        const QCPAxis* y = rect->axis(QCPAxis::atLeft);
        const double b = x->pixelToCoord(pos.x());
        const auto at = std::lower_bound(m_scene.batch.begin(), m_scene.batch.end(), b);
        const std::size_t i
            = std::min<std::size_t>(static_cast<std::size_t>(at - m_scene.batch.begin()), m_scene.batch.size() - 1);
        for (const SweepCurve& curve : m_scene.chips[c].curves) {
            if (!curveShown(c, curve))
                continue;
            const double distance = std::fabs(y->coordToPixel(curve.flopsPerS[i]) - pos.y());
            if (distance >= best)
                continue;
            best = distance;
            const QString name = sweepLabel(document().ops(OpList::Sweeps)[curve.sweepIndex], document().dims());
            text = tr("<b>%1</b> on <b>%2</b><br>B = %3: %4 FLOPs/s (%5 % of the %6 peak)")
                       .arg(name.toHtmlEscaped(), QString::fromStdString(m_scene.chips[c].chipName).toHtmlEscaped(),
                           formatCompactText(m_scene.batch[i]), formatFlopsPerS(curve.flopsPerS[i], units),
                           formatCompactText(100.0 * curve.flopsPerS[i] / curve.peakFlopsPerS, 3),
                           formatFlopsPerS(curve.peakFlopsPerS, units));
            // core's critical B is 0 when every B is compute-bound (a sharded matmul past its critical D).
            if (curve.flatIntensity)
                text += tr("<br>flat: FLOPs and bytes both grow as B, so the intensity stays %1")
                            .arg(formatCompactText(*curve.flatIntensity));
            if (!curve.criticalBatch)
                text += tr("<br>never compute-bound");
            else if (*curve.criticalBatch == 0.0)
                text += tr("<br>compute-bound at any B");
            else
                text += tr("<br>critical B = %1: compute-bound above it").arg(formatCompactText(*curve.criticalBatch));
        }
    }
    return text;
}

std::optional<double> BatchSizeChart::plottedSliderBatch(int chip) const
{
    if (chip < 0 || chip >= static_cast<int>(m_chips.size()))
        return std::nullopt;
    return m_sliderLines[static_cast<std::size_t>(m_chips[static_cast<std::size_t>(chip)].panel)]->point1->key();
}

} // namespace roofline::ui
