#pragma once

#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_layout.h"
#include "ui/charts/labels/label_text.h"
#include "ui/charts/labels/label_tiles.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QPointer>
#include <QRect>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace roofline::ui {

// A label on a chart, in plot coordinates; LabelItem turns it into pixels when it draws.
struct ChartLabel {
    enum class Anchor {
        Point, // names the point (x, y): an op marker, a ridge, a critical batch
        RightEdge, // sits at the right end of the view, on the horizontal line at y: a ceiling
        TopLeft, // the chart's corner: a chip's name on its own chart
        BandBottom, // centred at the bottom of the band from x to x2: a shaded region
        FootOfVertical, // at the foot of the vertical line at x: the B slider's marker
        TopOfVertical, // at the top of the vertical line at x: where a model stops fitting in memory
        BottomRight, // the chart's bottom-right corner: a note (ops a chip cannot run)
    };
    Anchor anchor = Anchor::Point;
    double x = 0.0;
    double y = 0.0;
    double x2 = 0.0;
    QString text;
    QColor color;
    bool bold = false;
    double markerRadius = 0.0; // a Point's marker, which no label may cover (0: none)
    int rings = 3; // how far out the label may move (with a leader line)
    bool slide = false; // outer rings slide along the line instead (a ceiling's label), no leader
    // Its box's centre nearer its point than the point of any other label of the chart that asks this:
    // the critical B of curves that share a chart, each read as its own knee's.
    bool nearestOwn = false;
    std::vector<LabelSide> sides; // preferred sides; empty: every side, right first
    bool visible = true;
    // Its words are on the chart elsewhere too (a chip's key in the legend has its peak and ridge; the
    // legend names each op's shape): with no room it is left out, never made a footnote.
    bool spare = false;
    // It warns that a figure cannot be right (a measured point above its roof): a chart places it before
    // every label but the selected op's, so it is never the one crowded out.
    bool warning = false;
    int chip = -1; // the chip it belongs to (hidden with it), or -1
    // What its footnote says when it has no room on the chart, read away from the colour that tells
    // whose it is ("H100 SXM: tp 4"); empty: its text.
    QString note;
    // The same words on two lines ("B =" over "89.096"), for a slide where its one line finds no spot
    // (a knee near the plot's edge with another knee beside it); empty: none.
    QString narrowText;
};

// Draws a chart's labels so that none overlaps another, a marker or the legend: placement runs at
// draw time, when pixel positions are final (after a zoom, a pan, a resize or an export at another
// size). Labels are given in priority order; one that finds no free spot is left out (its numbers
// stay in the tooltip).
class LabelItem : public QCPAbstractItem {
    Q_OBJECT
public:
    LabelItem(QCustomPlot* plot, QCPAxisRect* axisRect);

    void setLabels(std::vector<ChartLabel> labels);
    const std::vector<ChartLabel>& labels() const { return m_labels; }
    void setFont(const QFont& font);
    void setHaloColor(const QColor& color) { m_halo = color; }
    void setAvoidedLegend(QCPLegend* legend) { m_legend = legend; }

    // What the last draw placed, one entry per label (hit checks, reading the chart back).
    const std::vector<LabelPlacement>& placements() const { return m_placements; }
    // Places the labels for the current view without drawing them; the next draw() uses this
    // placement (otherwise it places them itself). What ink() reports comes from here.
    void layOut();
    // The same when only this item's layer has changed since the last full replot (a slider step):
    // the lines and markers of every other layer are where they were, and their index is reused
    // while the plot's size and ranges are those it was built for.
    void layOutMoving();
    // How many times the other layers' lines and markers have been indexed: once per view, never on a
    // slider step (what keeps a step cheap).
    int fixedIndexings() const { return m_fixedIndexings; }
    // Where the last placement puts ink: each shown label's box and its leader line, in pixels.
    const std::vector<QRect>& ink() const { return m_ink; }
    // The leaders the last placement draws: the text at the end of each (a label's, or a footnote's
    // number) and the line from what it names, in pixels.
    std::vector<std::pair<QString, QLineF>> leaders() const;

    // An export leaves no label out: from `first` on (0: off, as on screen, where the tooltip has the
    // numbers), a label with no free spot gets a small number at what it names instead, and its
    // text becomes a footnote under the chart.
    void setFootnoteStart(int first) { m_footnoteStart = first; }
    // At most this many footnotes (numbered or not) from this item; past them a label with no room is
    // left out, as a spare one is: a slide says less rather than footnote more.
    void setFootnoteBudget(int budget) { m_footnoteBudget = budget; }
    struct Footnote {
        int number = 0;
        QString text;
        bool ownPoint = false; // a label that must read as its own point's (ChartLabel::nearestOwn): a knee's B
    };
    // The last placement's numbered labels, in order.
    const std::vector<Footnote>& footnotes() const { return m_footnotes; }
    // Labels the last placement had a place to look for (their anchor in view) but showed neither
    // as a label nor as a number, nor left out on purpose (see omitted()).
    QStringList leftOut() const;
    // In an export: the labels left out on purpose (spare ones, and those past the footnote budget).
    QStringList omitted() const;

    double selectTest(const QPointF& pos, bool onlySelectable, QVariant* details = nullptr) const override;

protected:
    void draw(QCPPainter* painter) override;

private:
    // The view the fixed obstacles were indexed for.
    struct FixedView {
        QRect axisRect;
        QCPRange x;
        QCPRange y;
        bool operator==(const FixedView&) const = default;
    };
    FixedView currentView() const;
    void layOut(bool reuseFixed);
    // Whether the fixed obstacles were kept as they were (only then may the last placement answer again).
    bool indexObstacles(const QRectF& bounds, bool reuseFixed);
    // For one call of the placement in a layout (0: the first; then each round of placeCrowdedFirst): the
    // same call's record from the layout just before, if this one may reuse it, and where to record; none in
    // an export, which lays out once.
    std::optional<PlacementReuse> reuseFor(std::size_t call);
    QSizeF textSize(const ChartLabel& label) { return textSize(label.text, label.bold); }
    QSizeF textSize(const QString& text, bool bold);
    const QString& placedText(std::size_t request) const; // its text, or its narrow form where that was placed
    void narrowLeftOut(const QRectF& bounds, std::span<const ObstacleIndex* const> obstacles, BlockedMemo& memo);
    void addLeaderInk(const QPointF& from, const QPointF& to);
    void numberLeftOut(const QRectF& bounds);
    // `placeAgain`: place them once more even in the order that made the placement kept (their sizes changed).
    void placeCrowdedFirst(const QRectF& bounds, std::span<const ObstacleIndex* const> obstacles, BlockedMemo& memo,
        bool placeAgain = false);

    QCPAxisRect* m_axisRect;
    QPointer<QCPLegend> m_legend;
    std::vector<ChartLabel> m_labels;
    QHash<QString, QSizeF> m_sizes; // measured text boxes by text (bold ones prefixed), kept across updates
    LabelText m_text; // laid-out lines, so a redraw does not lay text out again
    LabelTiles m_tiles; // words rendered on their halo, for drawing in a window's own pixels
    std::vector<LabelPlacement> m_placements;
    std::vector<LabelPlacement> m_placed; // per request, as placeLabels returned them
    std::vector<bool> m_narrow; // per request: placed in its narrow form (ChartLabel::narrowText)
    std::vector<std::size_t> m_requestLabel; // which label each request is for
    std::vector<QRect> m_ink;
    std::vector<std::size_t> m_tooNarrow; // requests of bands too narrow for their names
    int m_footnoteStart = 0;
    int m_footnoteBudget = 1 << 20;
    std::vector<Footnote> m_footnotes;
    std::vector<std::size_t> m_omitted; // requests left out on purpose
    // What no label may cover: what other layers draw (indexed once per view) and what this layer
    // draws (markers that move with a slider, the legend), indexed on every placement.
    std::optional<ObstacleIndex> m_fixed;
    FixedView m_fixedView;
    int m_fixedIndexings = 0;
    std::optional<ObstacleIndex> m_moving;
    std::optional<ObstacleIndex> m_movingBefore; // the last layout's, to see what a step moved
    // Where the moving obstacles differ from the last layout's, when this layout may reuse its placements.
    std::optional<ObstacleIndex> m_changed;
    // Each call's placement in the last layouts, and which layout made it: a slider step decides again only
    // the labels near what moved (PlacementReuse), which is the same placement as from scratch.
    std::vector<PlacementRecord> m_records;
    std::vector<int> m_recordedAt;
    int m_layouts = 0;
    struct Marker {
        std::size_t request; // the label's request, whose anchor the number sits by
        QString text;
        LabelPlacement placement;
    };
    std::vector<Marker> m_markers;
    bool m_laidOut = false;
    std::vector<LabelRequest> m_requests; // reused between draws
    QFont m_font;
    QFont m_boldFont;
    QColor m_halo = QColor(255, 255, 255, 210);
};

} // namespace roofline::ui
