#pragma once

#include <QRect>
#include <QRegion>

#include <span>
#include <vector>

namespace roofline::ui {

// The pixels a slider step touches (PlotWidget::replotDynamic): hundreds of small boxes (markers,
// labels), old and new, that may overlap. Kept as plain rects and merged per band of scanlines when
// asked: QRegion arithmetic on that many rects costs more than the pixels themselves.
class BandedArea {
public:
    explicit BandedArea(int bandHeight)
        : m_bandHeight(bandHeight)
    { }

    void add(const QRect& rect);
    void add(std::span<const QRect> rects);
    bool isEmpty() const { return m_rects.empty(); }

    // Non-overlapping rects covering everything added: in each band, the spans that touch (or lie
    // closer than `gap` pixels) merged, from the top of their highest rect to the bottom of their
    // lowest one within the band. Sorted by band, then left to right.
    std::vector<QRect> pieces(int gap) const;
    // The same spans with the full height of their band: a region QWidget::update() takes as is.
    QRegion bandRegion(int gap) const;

private:
    struct Span {
        int band, left, right, top, bottom;
    };
    std::vector<Span> merged(int gap) const;

    int m_bandHeight;
    std::vector<QRect> m_rects;
    // The rects cut into bands and sorted, kept for the next merge: a slider step merges the same
    // rects twice (with and without a gap), and sorting them is most of the work.
    mutable std::vector<Span> m_sorted;
    mutable std::vector<int> m_bandStarts; // where each band's spans begin in m_sorted
    mutable bool m_sortedValid = false;
};

} // namespace roofline::ui
