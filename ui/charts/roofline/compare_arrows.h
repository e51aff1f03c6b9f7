#pragma once

#include "ui/charts/frame/qcp.h"

#include <QVector>

namespace roofline::ui {

// Arrows from where a group was to where it is (before and after a change), as ONE curve: its points go
// before, after, gap, before, after, gap… so the label placer reads every shaft as a line no text may
// cross (plotted_shapes.cpp), and draw() adds a filled head at each after point. The head's length is
// given in pixels, so it grows with the theme's marks (a slide's are larger).
class CompareArrows : public QCPCurve {
    Q_OBJECT
public:
    CompareArrows(QCPAxisRect* rect, const QPen& pen, double headLength);

    // One arrow per index, from (fromX, fromY) to (toX, toY), in plot coordinates.
    void setArrows(const QVector<double>& fromX, const QVector<double>& fromY, const QVector<double>& toX,
        const QVector<double>& toY);
    int arrowCount() const { return static_cast<int>(dataCount() / 3); }
    QPointF arrowStart(int arrow) const; // plot coordinates
    QPointF arrowEnd(int arrow) const;
    double headLength() const { return m_headLength; }

protected:
    void draw(QCPPainter* painter) override;

private:
    double m_headLength;
};

} // namespace roofline::ui
