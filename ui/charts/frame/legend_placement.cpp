#include "ui/charts/frame/legend_placement.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/grid_fitting.h"
#include "ui/charts/frame/line_set.h"
#include "ui/charts/labels/line_clipping.h"
#include "ui/charts/labels/thin_polyline.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace roofline::ui {

namespace {

constexpr double kMarkerCost = 150.0; // a covered marker weighs as much as this many pixels of line
constexpr double kLabelCost = 150.0; // a fixed label the legend would push off the chart
constexpr double kMarkerMargin = 3.0; // around a marker's own size
constexpr double kLineMargin = 2.0; // around a line, so one running along the box's edge counts
// A new corner must cover clearly less than the current one (by this much, and by a fifth), so a
// pan or a zoom that changes the costs a little leaves the legend where it is.
constexpr double kSwitchMargin = 25.0;
constexpr double kSwitchRatio = 0.8;
// LabelItem's geometry for fixed-place labels: bounds 2 px inside the axis rect, text padding 2 px,
// a bottom-right note's box 4 px in from the corner, a region's name 4 px above the bottom.
constexpr double kBoundsInset = 2.0;
constexpr double kTextPadding = 2.0;
constexpr double kCornerInset = 4.0;
constexpr double kBandGap = 8.0; // LabelItem shows a region's name only if its band is this much wider
constexpr double kLegendGap = 3.0; // between the legend and a label moved out of its way
// A corner is free while the legend there covers nothing plotted: no marker, and less than a pixel of
// line. When no corner is, the legend goes above the plot.
constexpr double kFreeCost = 1.0;

bool finitePoint(const QPointF& p)
{
    return std::isfinite(p.x()) && std::isfinite(p.y());
}

// Length of the part of `line` inside `box`.
double lengthInside(const QLineF& line, const QRectF& box)
{
    const std::optional<QLineF> inside = clippedLine(line, box);
    return inside ? inside->length() : 0.0;
}

// Whether `box` meets one of the rects `near` (any box when there are none). Inline and for
// normalised rects: it runs for every point of every curve.
bool touches(const QRectF& box, std::span<const QRectF> near)
{
    return near.empty() || std::any_of(near.begin(), near.end(), [&](const QRectF& n) {
        return !n.isEmpty() && box.left() < n.right() && n.left() < box.right() && box.top() < n.bottom()
            && n.top() < box.bottom();
    });
}

template<typename Container>
void addPlotted(
    LegendObstacles& out, QCPAbstractPlottable* plottable, const Container& data, std::span<const QRectF> near)
{
    QCPAxis* keyAxis = plottable->keyAxis();
    QCPAxis* valueAxis = plottable->valueAxis();
    if (!keyAxis || !valueAxis || data.isEmpty())
        return;
    const QPen pen = plottable->pen();
    const bool lines = pen.style() != Qt::NoPen
        && ((qobject_cast<QCPGraph*>(plottable) && static_cast<QCPGraph*>(plottable)->lineStyle() != QCPGraph::lsNone)
            || (qobject_cast<QCPCurve*>(plottable)
                && static_cast<QCPCurve*>(plottable)->lineStyle() != QCPCurve::lsNone));
    QCPScatterStyle scatter;
    int scatterSkip = 0; // a graph draws a marker on every (skip + 1)th point only
    if (auto* graph = qobject_cast<QCPGraph*>(plottable)) {
        scatter = graph->scatterStyle();
        scatterSkip = graph->scatterSkip();
    } else if (auto* curve = qobject_cast<QCPCurve*>(plottable))
        scatter = curve->scatterStyle();
    const double radius = std::max(4.0, scatter.size() / 2.0) + kMarkerMargin;
    const double weight = pen.style() == Qt::SolidLine ? 1.0 : 0.5;
    QVector<QPointF> pixels; // the line's points, a gap (NaN) where the line breaks
    if (lines)
        pixels.reserve(data.size());
    int index = 0;
    for (auto it = data.constBegin(); it != data.constEnd(); ++it, ++index) {
        const QPointF p(keyAxis->coordToPixel(it->key), valueAxis->coordToPixel(it->value));
        if (lines)
            pixels.push_back(p);
        if (scatter.isNone() || index % (scatterSkip + 1) != 0 || !finitePoint(p))
            continue;
        const QRectF marker(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius);
        if (touches(marker, near))
            out.markers.push_back(marker);
    }
    // The line as drawn (thinned within an eighth of a pixel).
    for (const QLineF& segment : lines ? drawnSegments(pixels) : std::vector<QLineF>()) {
        // (A segment's box grown by a pixel: a horizontal or vertical one has an empty box.)
        const QRectF box = QRectF(segment.p1(), segment.p2()).normalized().adjusted(-1, -1, 1, 1);
        if (touches(box, near))
            out.lines.push_back({segment, weight});
    }
}

// A LineSet's lines, each a segment to keep the legend off.
void addLineSet(LegendObstacles& out, const LineSet* set, std::span<const QRectF> near)
{
    QCPAxis* keyAxis = set->keyAxis();
    QCPAxis* valueAxis = set->valueAxis();
    if (!keyAxis || !valueAxis)
        return;
    const double weight = set->pen().style() == Qt::SolidLine ? 1.0 : 0.5;
    for (const QLineF& line : set->lines()) {
        const QPointF a(keyAxis->coordToPixel(line.x1()), valueAxis->coordToPixel(line.y1()));
        const QPointF b(keyAxis->coordToPixel(line.x2()), valueAxis->coordToPixel(line.y2()));
        if (finitePoint(a) && finitePoint(b) && touches(QRectF(a, b).normalized().adjusted(-1, -1, 1, 1), near))
            out.lines.push_back({QLineF(a, b), weight});
    }
}

} // namespace

QRectF cornerRect(const QRectF& area, const QSizeF& size, Qt::Alignment corner)
{
    QRectF box(QPointF(0, 0), size);
    if (corner.testFlag(Qt::AlignRight))
        box.moveRight(area.right());
    else
        box.moveLeft(area.left());
    if (corner.testFlag(Qt::AlignBottom))
        box.moveBottom(area.bottom());
    else
        box.moveTop(area.top());
    return box;
}

double coverCost(const QRectF& box, const LegendObstacles& obstacles)
{
    double cost = 0.0;
    const QRectF lineBox = box.adjusted(-kLineMargin, -kLineMargin, kLineMargin, kLineMargin);
    for (const LegendObstacles::Line& line : obstacles.lines)
        cost += line.weight * lengthInside(line.line, lineBox);
    for (const QRectF& marker : obstacles.markers) {
        if (box.intersects(marker))
            cost += kMarkerCost;
    }
    for (const QRectF& label : obstacles.labels) {
        if (box.intersects(label))
            cost += kLabelCost;
    }
    return cost;
}

LegendObstacles plottedObstacles(QCPAxisRect* rect, std::span<const QRectF> near)
{
    LegendObstacles out;
    for (QCPAbstractPlottable* plottable : rect->plottables()) {
        if (!plottable->realVisibility())
            continue;
        if (auto* graph = qobject_cast<QCPGraph*>(plottable))
            addPlotted(out, graph, *graph->data(), near);
        else if (auto* curve = qobject_cast<QCPCurve*>(plottable))
            addPlotted(out, curve, *curve->data(), near);
        else if (const auto* set = qobject_cast<LineSet*>(plottable))
            addLineSet(out, set, near);
    }
    return out;
}

namespace {

// Where a region's name goes, given the legend's box (pixels): centred at the bottom of its band's
// visible part, or of the wider piece of it beside the legend; when neither holds it, just above
// the legend (still inside its band). None: the name does not fit at all.
struct BandPlace {
    double left = 0.0;
    double right = 0.0;
    std::optional<double> above; // the name sits over this y (the legend's top) instead of at the bottom
};

std::optional<BandPlace> bandPlace(
    double left, double right, const QSizeF& text, const QRectF& bounds, const QRectF& legend)
{
    left = std::max(left, bounds.left());
    right = std::min(right, bounds.right());
    const auto fits = [&](double l, double r) { return r - l > text.width() + kBandGap; };
    if (!fits(left, right))
        return std::nullopt;
    const double bottom = bounds.bottom() - kCornerInset;
    const bool besideLegend = legend.isValid() && legend.top() < bottom && legend.bottom() > bottom - text.height()
        && legend.left() < right && legend.right() > left;
    if (!besideLegend)
        return BandPlace {left, right, {}};
    const BandPlace before {left, std::min(right, legend.left() - kLegendGap), {}};
    const BandPlace after {std::max(left, legend.right() + kLegendGap), right, {}};
    const bool beforeFits = fits(before.left, before.right);
    const bool afterFits = fits(after.left, after.right);
    if (beforeFits && (!afterFits || before.right - before.left >= after.right - after.left))
        return before;
    if (afterFits)
        return after;
    if (legend.top() - text.height() - kBandGap > bounds.top())
        return BandPlace {left, right, legend.top() - kLegendGap};
    return std::nullopt;
}

} // namespace

LegendPlacer::LegendPlacer(QCPAxisRect* rect, QCPLegend* legend, std::optional<Qt::Alignment> previous,
    std::vector<Qt::Alignment> preference, const QFont& labelFont)
    : QObject(legend)
    , m_rect(rect)
    , m_legend(legend)
    , m_preference(std::move(preference))
    , m_corner(previous.value_or(m_preference.empty() ? kBottomRight : m_preference.front()))
    , m_sticky(previous.has_value())
    , m_font(labelFont)
{
    if (m_preference.empty())
        m_preference = {kBottomRight, kTopLeft, kBottomLeft, kTopRight};
    connect(rect->parentPlot(), &QCustomPlot::afterLayout, this, &LegendPlacer::onLayout);
}

void LegendPlacer::setAnchoredLabels(std::span<const ChartLabel> labels)
{
    m_anchored.clear();
    for (const ChartLabel& label : labels) {
        if (label.anchor == ChartLabel::Anchor::BandBottom || label.anchor == ChartLabel::Anchor::BottomRight)
            m_anchored.push_back(label);
    }
    m_key.reset();
}

QRectF LegendPlacer::bounds() const
{
    return QRectF(m_rect->rect()).adjusted(kBoundsInset, kBoundsInset, -kBoundsInset, -kBoundsInset);
}

QSizeF LegendPlacer::textBox(const QString& text) const
{
    if (const auto cached = m_textBoxes.constFind(text); cached != m_textBoxes.constEnd())
        return *cached;
    const QFontMetricsF metrics(m_font);
    double width = 0.0;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString& line : lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    const QSizeF box(width + 2 * kTextPadding, lines.size() * metrics.lineSpacing() + 2 * kTextPadding);
    m_textBoxes.insert(text, box);
    return box;
}

void LegendPlacer::onLayout()
{
    if (!m_rect || !m_legend || !m_legend->realVisibility())
        return;
    const ViewKey key {m_rect->rect(), m_rect->axis(QCPAxis::atBottom)->range(), m_rect->axis(QCPAxis::atLeft)->range(),
        m_legend->outerRect().size()};
    if (m_key == key)
        return;
    m_key = key;
    choose();
}

void LegendPlacer::choose()
{
    if (m_outside)
        return; // until the chart builds a new legend
    QCPLayoutInset* inset = m_rect->insetLayout();
    const QRectF area = inset->rect();
    const QSizeF size = m_legend->outerRect().size();
    const QRectF labelBounds = bounds();
    // Only what lies near a corner can be under the legend or a note moved out of its way.
    QSizeF reach = size;
    for (const ChartLabel& label : m_anchored) {
        if (label.anchor == ChartLabel::Anchor::BottomRight)
            reach = reach.expandedTo(
                textBox(label.text) + 2 * QSizeF(kBoundsInset + kCornerInset, kBoundsInset + kCornerInset));
    }
    std::vector<QRectF> corners;
    for (const Qt::Alignment corner : {kBottomRight, kTopLeft, kBottomLeft, kTopRight})
        corners.push_back(cornerRect(area.united(QRectF(m_rect->rect())), reach, corner)
                              .adjusted(-kLineMargin - kMarkerMargin, -kLineMargin - kMarkerMargin,
                                  kLineMargin + kMarkerMargin, kLineMargin + kMarkerMargin));
    // A bottom-right note may also sit left of a legend in that corner, or above it.
    for (const QSizeF beside :
        {QSizeF(size.width() + reach.width(), reach.height()), QSizeF(reach.width(), size.height() + reach.height())})
        corners.push_back(cornerRect(area, beside, kBottomRight)
                              .adjusted(-kLineMargin - kMarkerMargin, -kLineMargin - kMarkerMargin, 0, 0));
    const LegendObstacles plotted = plottedObstacles(m_rect, corners);
    QCPAxis* xAxis = m_rect->axis(QCPAxis::atBottom);

    // A region's name the legend would leave no room for costs as much as a covered marker.
    const auto cost = [&](const QRectF& box) {
        double total = coverCost(box, plotted);
        for (const ChartLabel& label : m_anchored) {
            if (label.anchor != ChartLabel::Anchor::BandBottom)
                continue;
            const QSizeF text = textBox(label.text);
            const double left = xAxis->coordToPixel(label.x);
            const double right = xAxis->coordToPixel(label.x2);
            if (bandPlace(left, right, text, labelBounds, {}) && !bandPlace(left, right, text, labelBounds, box))
                total += kLabelCost;
        }
        return total;
    };
    Qt::Alignment best = m_preference.front();
    double bestCost = std::numeric_limits<double>::infinity();
    double currentCost = std::numeric_limits<double>::infinity();
    for (const Qt::Alignment corner : m_preference) {
        const QRectF box = cornerRect(area, size, corner);
        // The legend covers no data: a corner with a pixel of line or a marker under it is not free.
        if (coverCost(box, plotted) >= kFreeCost)
            continue;
        const double c = cost(box);
        if (corner == m_corner)
            currentCost = c;
        if (c < bestCost) {
            bestCost = c;
            best = corner;
        }
    }
    if (!std::isfinite(bestCost)) {
        moveOutside();
        return;
    }
    if (m_sticky && std::isfinite(currentCost)
        && !(bestCost + kSwitchMargin < currentCost && bestCost < kSwitchRatio * currentCost))
        best = m_corner;
    m_corner = best;
    m_sticky = true;
    for (int i = 0; i < inset->elementCount(); ++i) {
        if (inset->elementAt(i) == m_legend) {
            inset->setInsetPlacement(i, QCPLayoutInset::ipBorderAligned);
            inset->setInsetAlignment(i, m_corner);
        }
    }
    inset->update(QCPLayoutElement::upLayout);
    m_legendRect = QRectF(m_legend->outerRect());

    // A note anchored bottom right goes, while the legend is there, to the freest other corner, or beside
    // the legend (left of it, above it) when that covers less.
    m_notePlace.reset();
    for (const ChartLabel& label : m_anchored) {
        if (label.anchor != ChartLabel::Anchor::BottomRight || m_corner != kBottomRight)
            continue;
        const QSizeF text = textBox(label.text);
        const QRectF noteArea = labelBounds.adjusted(kCornerInset, kCornerInset, -kCornerInset, -kCornerInset);
        double noteCost = std::numeric_limits<double>::infinity();
        const auto consider = [&](const QRectF& box, QPointF at, LabelSide side) {
            if (!noteArea.contains(box) || box.intersects(m_legendRect))
                return;
            const double c = coverCost(box, plotted);
            if (c < noteCost) {
                noteCost = c;
                m_notePlace = NotePlace {at, side};
            }
        };
        for (const Qt::Alignment corner : m_preference) {
            if (corner == kBottomRight)
                continue;
            const QRectF box = cornerRect(noteArea, text, corner);
            const bool right = corner.testFlag(Qt::AlignRight);
            const bool bottom = corner.testFlag(Qt::AlignBottom);
            consider(box,
                right ? (bottom ? box.bottomRight() : box.topRight()) : (bottom ? box.bottomLeft() : box.topLeft()),
                bottom ? (right ? LabelSide::AboveLeft : LabelSide::AboveRight)
                       : (right ? LabelSide::BelowLeft : LabelSide::BelowRight));
        }
        QRectF left(QPointF(0, 0), text);
        left.moveBottomRight(QPointF(m_legendRect.left() - kCornerInset, noteArea.bottom()));
        consider(left, left.bottomRight(), LabelSide::AboveLeft);
        QRectF above(QPointF(0, 0), text);
        above.moveBottomRight(QPointF(noteArea.right(), m_legendRect.top() - kCornerInset));
        consider(above, above.bottomRight(), LabelSide::AboveLeft);
        break;
    }
    ++m_choices;
    Q_EMIT placed();
}

void LegendPlacer::moveOutside()
{
    // No corner of the plot is free (a legend with many entries and the size key, on a small chart
    // full of roof and kernels): the legend becomes a row above the plot, as a grid of charts has
    // it, and the plot gives up that height. Done while QCustomPlot lays out (afterLayout), so the
    // layout is run again before anything is drawn, on screen and in exports alike.
    QCustomPlot* plot = m_rect->parentPlot();
    if (!m_rect->insetLayout()->take(m_legend))
        return;
    QCPLayoutGrid* layout = plot->plotLayout();
    layout->insertRow(0);
    layout->addElement(0, 0, m_legend);
    layout->setRowStretchFactor(0, 0.001);
    m_legend->setBrush(Qt::NoBrush);
    m_legend->setBorderPen(Qt::NoPen);
    m_legend->setMargins(QMargins(4, 2, 4, 2));
    m_legend->setColumnSpacing(12);
    fitLegendRow(m_legend, plot->viewport().width());
    for (const QCPLayoutElement::UpdatePhase phase :
        {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
        layout->update(phase);
    m_outside = true;
    m_legendRect = QRectF(); // nothing in the plot to keep clear of
    m_notePlace.reset();
    ++m_choices;
    Q_EMIT placed();
}

void LegendPlacer::fitAround(std::span<ChartLabel> labels) const
{
    if (!m_rect || !m_key)
        return;
    QCPAxis* xAxis = m_rect->axis(QCPAxis::atBottom);
    QCPAxis* yAxis = m_rect->axis(QCPAxis::atLeft);
    const QRectF labelBounds = bounds();
    for (ChartLabel& label : labels) {
        if (label.anchor == ChartLabel::Anchor::BandBottom) {
            const auto place = bandPlace(xAxis->coordToPixel(label.x), xAxis->coordToPixel(label.x2),
                textBox(label.text), labelBounds, m_legendRect);
            if (place && place->above) {
                // Over the legend, centred in the band, as a point label (LabelItem's bands sit at the bottom).
                label.anchor = ChartLabel::Anchor::Point;
                label.x = xAxis->pixelToCoord((place->left + place->right) / 2.0);
                label.y = yAxis->pixelToCoord(*place->above);
                label.markerRadius = 0.0;
                label.rings = 1;
                label.sides = {LabelSide::Above};
            } else if (place) {
                label.x = xAxis->pixelToCoord(place->left);
                label.x2 = xAxis->pixelToCoord(place->right);
            }
        } else if (label.anchor == ChartLabel::Anchor::BottomRight && m_notePlace) {
            // A point label at the place chosen, turned towards the chart's inside (LabelItem has no
            // anchor for the other corners).
            label.anchor = ChartLabel::Anchor::Point;
            label.x = xAxis->pixelToCoord(m_notePlace->at.x());
            label.y = yAxis->pixelToCoord(m_notePlace->at.y());
            label.markerRadius = 0.0;
            label.rings = 1;
            label.sides = {m_notePlace->side};
        }
    }
}

PlacedLegend addPlacedLegend(QCPAxisRect* rect, const ChartTheme& theme, const QColor& background,
    std::optional<Qt::Alignment> previous, LabelItem* labels)
{
    PlacedLegend placed;
    placed.legend = addLegend(
        rect, theme.font, theme.foreground, background, theme.legendBorder, previous.value_or(kBottomRight));
    labels->setAvoidedLegend(placed.legend);
    placed.placer = new LegendPlacer(
        rect, placed.legend, previous, {kBottomRight, kTopLeft, kBottomLeft, kTopRight}, theme.labelFont);
    return placed;
}

} // namespace roofline::ui
