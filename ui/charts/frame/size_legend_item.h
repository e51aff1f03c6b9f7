#pragma once

#include "ui/charts/frame/qcp.h"

#include <QStringList>
#include <QVector>

namespace roofline::ui {

// The legend's key to the measured markers' sizes: a caption and a circle per reference share of
// the time ("1 %", "10 %", "50 %"), each as large as a measured group of that share is drawn
// (measuredMarkerDiameter). A plottable's legend icon is clipped to a line's height, too small for
// a disc of half the time; this item takes the height it needs.
class SizeLegendItem : public QCPAbstractLegendItem {
    Q_OBJECT
public:
    // `texts`: the caption, then one per circle; `diameters` in pixels, one per circle.
    SizeLegendItem(
        QCPLegend* legend, QStringList texts, QVector<double> diameters, const QPen& pen, const QBrush& brush);

    const QStringList& texts() const { return m_texts; }
    const QVector<double>& diameters() const { return m_diameters; }
    // Its narrow form: the caption above the circles, not before them. A legend short of width takes it
    // (fitLegendRow), so that the key keeps its columns.
    void setStacked(bool stacked) { m_stacked = stacked; }
    QSize minimumOuterSizeHint() const override;

protected:
    void draw(QCPPainter* painter) override;

private:
    // The room before circle i: none before the first when stacked (it starts the line), else kSpacing.
    int spacingBefore(int i) const;

    QStringList m_texts;
    QVector<double> m_diameters;
    QPen m_pen;
    QBrush m_brush;
    bool m_stacked = false;
};

} // namespace roofline::ui
