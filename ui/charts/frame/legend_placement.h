#pragma once

#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"

#include <QFont>
#include <QHash>
#include <QLineF>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <span>
#include <vector>

namespace roofline::ui {

// What a chart draws that an inset legend should leave uncovered, in pixels.
struct LegendObstacles {
    struct Line {
        QLineF line;
        double weight = 1.0; // per pixel covered: solid lines 1, dotted and dashed ones less
    };
    std::vector<Line> lines; // roof segments, slopes, curves (clipped to the candidate box)
    std::vector<QRectF> markers; // ridges, ops, measured kernels: each one covered costs a lot
    std::vector<QRectF> labels; // names with a fixed place (a shaded region's): as costly as a marker
};

// The four inset corners, in the order ties are broken for a roofline (its bottom right, high
// intensity and low FLOPs/s, is usually empty).
inline constexpr Qt::Alignment kBottomRight = Qt::AlignBottom | Qt::AlignRight;
inline constexpr Qt::Alignment kTopLeft = Qt::AlignTop | Qt::AlignLeft;
inline constexpr Qt::Alignment kBottomLeft = Qt::AlignBottom | Qt::AlignLeft;
inline constexpr Qt::Alignment kTopRight = Qt::AlignTop | Qt::AlignRight;

// A box of `size` in `corner` of `area`.
QRectF cornerRect(const QRectF& area, const QSizeF& size, Qt::Alignment corner);

// How much of `obstacles` a box covers: pixels of line, plus a marker's or a label's worth for
// each one it touches.
double coverCost(const QRectF& box, const LegendObstacles& obstacles);

// Every visible line and marker plotted in `rect` (graphs, curves), read from QCustomPlot's data
// at the current view. Plottables without data (legend keys) add nothing. With `near`, only what
// touches one of those boxes is kept (a batch-size chart has 100 000s of segments, and only the
// corners matter).
LegendObstacles plottedObstacles(QCPAxisRect* rect, std::span<const QRectF> near = {});

// Keeps a chart's inset legend in the corner of its axis rect that covers least of what the chart
// draws (above the plot, in a row of the layout, when every corner would cover something), and moves the labels that
// have a fixed place there out of its way: a note anchored bottom right goes to the freest other corner, a shaded
// region's name to the part of its band the legend leaves free.
//
// It chooses after QCustomPlot lays the plot out (pixels are final: after a zoom, a pan, a resize or
// an export at another size) and only when the view, the axis rect or the legend's size changed:
// a slider step (replotDynamic) does not lay out, and a replot of the same view keeps the corner.
// A new choice must beat the current corner clearly, so the legend does not hop between two
// corners that cover about as much. Lives as a child of the legend, so a rebuild that drops the
// legend drops it too.
class LegendPlacer : public QObject {
    Q_OBJECT
public:
    // `previous`: the corner the chart's last legend had (kept unless another is clearly better);
    // none: the best corner from the start. `preference` breaks ties.
    LegendPlacer(QCPAxisRect* rect, QCPLegend* legend, std::optional<Qt::Alignment> previous,
        std::vector<Qt::Alignment> preference, const QFont& labelFont);

    // The labels with a fixed place (BandBottom, BottomRight) as the chart makes them, before fitAround().
    void setAnchoredLabels(std::span<const ChartLabel> labels);
    Qt::Alignment corner() const { return m_corner; }
    // True once no corner was free and the legend went to a row above the plot (for this legend's
    // life: the chart's next build chooses again).
    bool outside() const { return m_outside; }
    QRectF legendRect() const { return m_legendRect; } // where the last choice put it, in pixels
    int choices() const { return m_choices; } // how often it chose (not how often it moved)

    // Rewrites fixed-place labels in `labels` for where the legend is now (call on the chart's copy
    // of its labels, every time it hands them to its LabelItem).
    void fitAround(std::span<ChartLabel> labels) const;

Q_SIGNALS:
    // After a new choice (the corner may be the same): labels depend on the view, refit them.
    void placed();

private:
    struct ViewKey {
        QRect rect;
        QCPRange x;
        QCPRange y;
        QSize legend;
        bool operator==(const ViewKey& o) const { return rect == o.rect && x == o.x && y == o.y && legend == o.legend; }
    };

    void onLayout();
    void choose();
    void moveOutside();
    LegendObstacles obstacles() const;
    QRectF bounds() const; // where labels may go, as LabelItem sees it
    QSizeF textBox(const QString& text) const;

    QPointer<QCPAxisRect> m_rect;
    QPointer<QCPLegend> m_legend;
    std::vector<Qt::Alignment> m_preference;
    Qt::Alignment m_corner;
    bool m_sticky; // the corner came from a previous legend: keep it unless another is clearly better
    std::optional<ViewKey> m_key;
    QRectF m_legendRect;
    QFont m_font;
    // Text boxes by text: fitAround() runs at every slider step for the same few fixed labels.
    mutable QHash<QString, QSizeF> m_textBoxes;
    std::vector<ChartLabel> m_anchored;
    // Where a bottom-right note goes while the legend is there: the pixel its box's corner touches, and the
    // side of that pixel it lies on.
    struct NotePlace {
        QPointF at;
        LabelSide side;
    };
    std::optional<NotePlace> m_notePlace;
    int m_choices = 0;
    bool m_outside = false;
};

struct ChartTheme;

struct PlacedLegend {
    QCPLegend* legend = nullptr;
    LegendPlacer* placer = nullptr; // owned by the legend
};

// An inset legend in `rect` (the chart theme's font and colours on `background`) that a
// LegendPlacer keeps in the corner covering least of the chart, the bottom right on a tie or
// `previous` unless another is clearly better; `labels` keep clear of it.
PlacedLegend addPlacedLegend(QCPAxisRect* rect, const ChartTheme& theme, const QColor& background,
    std::optional<Qt::Alignment> previous, LabelItem* labels);

} // namespace roofline::ui
