#include "ui/charts/frame/marker_curve.h"

#include <cmath>

namespace roofline::ui {

MarkerCurve::MarkerCurve(QCPAxis* keyAxis, QCPAxis* valueAxis)
    : QCPCurve(keyAxis, valueAxis)
{ }

void MarkerCurve::draw(QCPPainter* painter)
{
    const QCPScatterStyle& style = scatterStyle();
    if (style.shape() != QCPScatterStyle::ssPixmap || lineStyle() != lsNone || !keyAxis() || !valueAxis()) {
        QCPCurve::draw(painter);
        return;
    }
    const QPixmap& pixmap = style.pixmap();
    const QSizeF size = pixmap.deviceIndependentSize();
    // On whole device pixels: the pixmap is copied as it was rendered, not resampled. The painter
    // may be shifted (QCPPainter moves by half a pixel while antialiasing): the sum must be whole.
    const double ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const QTransform shift = painter->transform();
    const auto snap = [ratio](double v, double by) { return std::round((v + by) * ratio) / ratio - by; };
    const QCPAxis* x = keyAxis();
    const QCPAxis* y = valueAxis();
    for (auto it = data()->constBegin(); it != data()->constEnd(); ++it) {
        const double px = x->coordToPixel(it->key);
        const double py = y->coordToPixel(it->value);
        if (!std::isfinite(px) || !std::isfinite(py) || std::fabs(px) > 1e6 || std::fabs(py) > 1e6)
            continue;
        painter->drawPixmap(
            QPointF(snap(px - size.width() / 2.0, shift.dx()), snap(py - size.height() / 2.0, shift.dy())), pixmap);
    }
}

} // namespace roofline::ui
