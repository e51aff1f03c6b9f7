#include "ui/charts/roofline/roofline_chart.h"

#include "ui/charts/frame/chart_grid.h"
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/marker_styles.h"
#include "ui/charts/frame/size_legend_item.h"
#include "ui/charts/roofline/measured_markers.h"
#include "ui/charts/roofline/roofline_measured.h"
#include "ui/charts/roofline/roofline_models.h"
#include "ui/charts/roofline/roofline_styles.h"
#include "ui/document.h"
#include "ui/i18n/evaluation_text.h"
#include "ui/i18n/op_text.h"

#include <QLocale>

// The roofline chart's notes (ops a chip cannot place) and legend entries.

namespace roofline::ui {

namespace {
constexpr int kMaxOpLegendEntries = 12;
} // namespace

void RooflineChart::addProblemNotes()
{
    // Ops a chip cannot run (no peak in their precision, no such link) have no marker: say so where
    // the markers would be, so an empty chart is not a mystery. Details gives each reason.
    const int opCount = static_cast<int>(document().ops(OpList::Roofline).size());
    for (std::size_t p = 0; p < panels().size(); ++p) {
        QStringList lines;
        for (std::size_t c = 0; c < m_scene.chips.size(); ++c) {
            const ChipRoofline& layer = m_scene.chips[c];
            if (static_cast<std::size_t>(m_chips[c].panel) != p)
                continue;
            // "%n" is the number of ops; the count that cannot be placed is %2.
            if (!layer.problems.empty())
                lines.append(tr("%1: %2 of %n op(s) cannot be placed (Details says why)", nullptr, opCount)
                                 .arg(QString::fromStdString(layer.chipName))
                                 .arg(layer.problems.size()));
            if (!layer.measuredProblems.empty())
                lines.append(tr("%1: %Ln measured kernel(s) cannot be placed (Measurements says why)", nullptr,
                    static_cast<int>(layer.measuredProblems.size()))
                                 .arg(QString::fromStdString(layer.chipName)));
        }
        if (lines.isEmpty())
            continue;
        ChartLabel note;
        note.anchor = ChartLabel::Anchor::BottomRight;
        note.text = lines.join(QLatin1Char('\n'));
        note.color = theme().warning;
        std::vector<ChartLabel>& head = panels()[p].headLabels;
        head.insert(head.begin(), note);
    }
}

RooflineChart::KeyNumbers RooflineChart::keyNumbers(std::size_t chip) const
{
    const ChipRoofline& layer = m_scene.chips[chip];
    KeyNumbers key;
    for (const CeilingLine& ceiling : layer.ceilings) {
        if (!ceiling.achievable && ceiling.unit == ComputeUnit::Matrix && ceiling.precision == layer.regionPrecision)
            key.peak = document().viewOptions().labelUnits == LabelUnits::SI
                ? formatSIText(ceiling.flopsPerS, QStringLiteral("FLOPs/s"))
                : formatScientificText(ceiling.flopsPerS);
    }
    for (const RidgePoint& ridge : layer.ridges) {
        if (!layer.slopes.empty() && ridge.levelName == layer.slopes.front().name && ridge.unit == ComputeUnit::Matrix
            && ridge.precision == layer.regionPrecision)
            key.ridge = formatCompactText(ridge.intensity, 4);
    }
    return key;
}

QStringList RooflineChart::chipKey(std::size_t chip) const
{
    // The chip's two numbers, the chapter's: its peak at the chart's precision and the critical intensity
    // where its first memory level meets it. On the plot they may find no room; here they always do. A
    // page short of width takes the compact form.
    const QString name = QString::fromStdString(m_scene.chips[chip].chipName);
    const KeyNumbers key = keyNumbers(chip);
    if (key.peak.isEmpty())
        return {name};
    const QString chipAnd = tr("%1: %2", "a chip and its numbers");
    if (key.ridge.isEmpty())
        return {chipAnd.arg(name, key.peak)};
    const QString shortest = chipTitles(m_scene.chips[chip].chipName).back();
    return {chipAnd.arg(
                name, tr("%1, ridge %2", "a chip's peak FLOPs/s and its critical intensity").arg(key.peak, key.ridge)),
        QStringLiteral("%1 %2 · %3").arg(name, key.peak, key.ridge),
        QStringLiteral("%1 %2 · %3").arg(shortest, key.peak, key.ridge)};
}

bool RooflineChart::keysInTitles() const
{
    // On screen a row of six chips' keys above the grid takes the height the small charts need: each one's
    // title carries its chip's key instead. A slide keeps the keys in its legend (it has the room, and its
    // layout report reads them there).
    return m_grid && !exporting();
}

QStringList RooflineChart::panelTitles(std::size_t chip) const
{
    // The key's short forms with the numbers first, then the bare names: the widest that fits is drawn.
    QStringList titles = chipTitles(m_scene.chips[chip].chipName);
    if (keysInTitles())
        titles = chipKey(chip).mid(1) + titles;
    return titles;
}

void RooflineChart::addLegendEntries()
{
    const ChartTheme& look = theme();
    // Each chip's key: its colour, name, peak and ridge (side by side on screen, each small chart's title
    // carries it instead).
    for (std::size_t c = 0; c < m_scene.chips.size() && !keysInTitles(); ++c) {
        const QStringList key = chipKey(c);
        addLegendEntry(key.front(), QPen(look.chipColor(static_cast<int>(c)), look.lineWidth), {},
            Series::rooflineChip(m_scene.chips[c].chipId), key.mid(1));
    }
    const std::vector<Op>& ops = document().ops(OpList::Roofline);
    for (std::size_t i = 0; i < ops.size() && i < kMaxOpLegendEntries; ++i) {
        addLegendEntry(opLabel(ops[i], document().dims()), Qt::NoPen,
            opMarkerStyle(shapeOf(static_cast<int>(i)), look.neutral, look.markerSize, look.plotBackground),
            Series::rooflineOp(i));
    }
    if (ops.size() > kMaxOpLegendEntries) {
        const int more = static_cast<int>(ops.size() - kMaxOpLegendEntries);
        addLegendEntry(tr("+%n more op(s) (the Ops panel lists them)", nullptr, more), Qt::NoPen);
    }
    for (std::size_t m = 0; m < document().models().size(); ++m) {
        const ModelConfig* model = document().entryModel(m);
        const ModelEntry& entry = document().models()[m];
        addLegendEntry(QString::fromStdString(model ? model->name : entry.modelId), Qt::NoPen,
            RooflineModelLayer::markerStyle(entry.phase, look.neutral, look.markerSize, look.plotBackground),
            Series::model(m));
    }
    bool memory = false;
    bool link = false;
    bool achievable = false;
    bool ghost = false;
    bool vector = false;
    bool measured = false;
    bool aboveRoof = false;
    bool notFitting = false;
    bool empirical = false;
    bool achieved = false;
    for (const ChipRoofline& layer : m_scene.chips) {
        achieved = achieved || !layer.achieved.empty();
        for (const SlopeLine& slope : layer.slopes) {
            (slope.kind == BandwidthKind::Memory ? memory : link) = true;
            ghost = ghost || slope.ghost;
        }
        for (const CeilingLine& ceiling : layer.ceilings) {
            achievable = achievable || ceiling.achievable;
            vector = vector || ceiling.unit == ComputeUnit::Vector;
        }
        for (const OpPoint& point : layer.points)
            notFitting = notFitting || point.evaluation.fits == false;
        measured = measured || !layer.measured.empty();
        empirical = empirical || !layer.measuredCeilings.empty() || !layer.measuredSlopes.empty();
        for (const MeasuredPoint& point : layer.measured)
            aboveRoof = aboveRoof || point.aboveRoof;
    }
    // On screen the entry hides and shows the memory slopes; a slide needs it only to tell them from links.
    if (memory && (link || !exporting()))
        addLegendEntry(
            tr("memory bandwidth"), QPen(look.neutral, look.lineWidth), {}, Series {Series::Kind::MemorySlopes, {}, 0});
    if (link)
        addLegendEntry(tr("chip-to-chip link"), QPen(look.neutral, look.lineWidth, Qt::DotLine), {},
            Series {Series::Kind::LinkSlopes, {}, 0});
    if (ghost)
        addLegendEntry(tr("a two-tier collective's inner link"), ghostSlopePen(look.neutral, look), {},
            Series {Series::Kind::LinkSlopes, {}, 0});
    if (vector)
        addLegendEntry(tr("vector units (dot, elementwise)"),
            QPen(look.neutral, look.thinLineWidth * 1.5, Qt::DashDotLine), {}, std::nullopt, {tr("vector units")});
    if (achievable)
        addLegendEntry(tr("achievable peak"), QPen(look.neutral, look.thinLineWidth * 1.5, Qt::DashLine));
    if (achieved)
        addLegendEntry(tr("achieved (calibrated)"), RooflineMeasuredLayer::achievedPen(look.neutral, look), {},
            std::nullopt, {tr("achieved")});
    if (notFitting)
        addLegendEntry(tr("hollow: does not fit in memory"), Qt::NoPen,
            hollowOpMarkerStyle(0, look.neutral, look.markerSize, look.plotBackground));
    bool onlyBefore = false;
    bool onlyAfter = false;
    for (const ChipRoofline& layer : m_scene.chips) {
        for (const ComparedPoint& point : layer.compared) {
            onlyBefore = onlyBefore || (point.before && !point.after);
            onlyAfter = onlyAfter || (point.after && !point.before);
        }
    }
    if (measured && m_compare.empty())
        addLegendEntry(tr("measured"), Qt::NoPen, measuredMarkerStyle(look.neutral, look.markerSize),
            Series {Series::Kind::Measured, {}, 0});
    if (measured && !m_compare.empty()) {
        // Before and after: the before disc (a click hides the whole comparison, as it hides the
        // measured points), the arrow with its head, and the rings of the groups on one side only.
        const QColor before = RooflineCompareLayer::beforeColor(look.neutral, look);
        QColor fill = before;
        fill.setAlpha(70);
        addLegendEntry(tr("before"), Qt::NoPen,
            QCPScatterStyle(QCPScatterStyle::ssDisc, RooflineMeasuredLayer::discPen(before, look), QBrush(fill),
                look.markerSize * 1.2),
            Series {Series::Kind::Measured, {}, 0});
        const double head = RooflineCompareLayer::headLength(look);
        QPainterPath arrowHead;
        arrowHead.moveTo(head / 2.0, 0.0);
        arrowHead.lineTo(-head / 2.0, -head / 3.0);
        arrowHead.lineTo(-head / 2.0, head / 3.0);
        arrowHead.closeSubpath();
        addLegendEntry(tr("after (its speed-up)"), RooflineCompareLayer::arrowPen(look.neutral, look),
            QCPScatterStyle(arrowHead, QPen(look.neutral, 1.0), QBrush(look.neutral), head));
        if (onlyBefore)
            addLegendEntry(tr("only before"), Qt::NoPen,
                QCPScatterStyle(QCPScatterStyle::ssCircle, RooflineCompareLayer::ringPen(look.neutral, look, true),
                    Qt::NoBrush, look.markerSize * 1.2));
        if (onlyAfter)
            addLegendEntry(tr("only after"), Qt::NoPen,
                QCPScatterStyle(QCPScatterStyle::ssCircle, RooflineCompareLayer::ringPen(look.neutral, look, false),
                    Qt::NoBrush, look.markerSize * 1.2));
    }
    if (measured) {
        // The key to the discs' sizes, only while there are discs.
        QVector<double> diameters;
        for (const double share : kSizeLegendShares)
            diameters.append(measuredMarkerDiameter(share, look.markerSize));
        QColor fill = look.neutral;
        fill.setAlpha(70);
        addLegendItem([&](QCPLegend* legend) {
            return new SizeLegendItem(legend, RooflineMeasuredLayer::sizeLegendTexts(), diameters,
                QPen(look.neutral, std::max(1.5, look.thinLineWidth * 1.2)), QBrush(fill));
        });
    }
    if (measured && m_scene.measured.groupsNotDrawn > 0)
        addLegendEntry(tr("other: %1 groups with the least time, as one point")
                           .arg(QLocale().toString(static_cast<qulonglong>(m_scene.measured.groupsNotDrawn))),
            Qt::NoPen, measuredMarkerStyle(look.neutral, look.markerSize));
    if (empirical)
        addLegendEntry(tr("measured (ERT)"), RooflineMeasuredLayer::measuredCeilingPen(look.neutral, look));
    // Compared, the rings are the comparison's: a side above its roof, before or after.
    if (measured && (m_compare.empty() ? aboveRoof : m_compare.anyAboveRoof()))
        addLegendEntry(tr("above its roof: wrong peak or byte count?"), Qt::NoPen,
            warningRingStyle(look.warning, look.markerSize * 0.4, look.thinLineWidth * 1.2), std::nullopt,
            {tr("above its roof?")});
}

} // namespace roofline::ui
