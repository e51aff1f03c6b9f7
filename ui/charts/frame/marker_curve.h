#pragma once

#include "ui/charts/frame/qcp.h"

namespace roofline::ui {

// Markers without a line (QCPCurve, lsNone) whose pixmap scatter style is drawn centred on each
// point at any device pixel ratio. QCustomPlot 2.1 offsets a pixmap by half its size in device
// pixels, so on a 2× screen every pre-rendered marker sat up and left of its point (and outside the
// area a slider step repaints). Every other style draws as QCPCurve does.
class MarkerCurve : public QCPCurve {
    Q_OBJECT
public:
    MarkerCurve(QCPAxis* keyAxis, QCPAxis* valueAxis);

protected:
    void draw(QCPPainter* painter) override;
};

} // namespace roofline::ui
