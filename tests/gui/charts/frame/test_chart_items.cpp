// The pieces the charts are drawn with, on a bare QCustomPlot: label items and pixmap markers.
#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/marker_curve.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"

#include <QImage>

#include <gtest/gtest.h>

#include <algorithm>

namespace roofline::test {
namespace {

// A label pushed out to an outer ring has a leader line; a slider step repaints where labels were
// and go, so the leader's ink is short pieces along the line, not the box around it.
TEST(LabelItem, ALeaderLinesInkFollowsTheLineNotItsBoundingBox)
{
    QCustomPlot plot;
    plot.resize(800, 600);
    QCPAxisRect* rect = plot.axisRect();
    rect->axis(QCPAxis::atBottom)->setRange(0, 800);
    rect->axis(QCPAxis::atLeft)->setRange(0, 600);
    plot.replot();
    auto* labels = new ui::LabelItem(&plot, rect);
    std::vector<ui::ChartLabel> many;
    for (int i = 0; i < 24; ++i) {
        ui::ChartLabel label;
        label.x = 400;
        label.y = 300;
        label.text = QStringLiteral("label number %1").arg(i);
        many.push_back(label);
    }
    labels->setLabels(many);
    labels->layOut();
    const QPointF anchor(
        rect->axis(QCPAxis::atBottom)->coordToPixel(400), rect->axis(QCPAxis::atLeft)->coordToPixel(300));
    int leaders = 0;
    for (const ui::LabelPlacement& placement : labels->placements()) {
        if (!placement.shown || !placement.leader)
            continue;
        ++leaders;
        const QPointF end(std::clamp(anchor.x(), placement.rect.left(), placement.rect.right()),
            std::clamp(anchor.y(), placement.rect.top(), placement.rect.bottom()));
        // Every point along the line is inked.
        for (int step = 0; step <= 50; ++step) {
            const QPoint p = (anchor + (end - anchor) * (step / 50.0)).toPoint();
            EXPECT_TRUE(
                std::any_of(labels->ink().begin(), labels->ink().end(), [&](const QRect& r) { return r.contains(p); }))
                << p.x() << "," << p.y();
        }
    }
    ASSERT_GT(leaders, 0);
    // The ink is the label boxes and the lines: far less than the boxes around label and anchor.
    double ink = 0.0;
    for (const QRect& r : labels->ink())
        ink += static_cast<double>(r.width()) * r.height();
    double boxes = 0.0;
    for (const ui::LabelPlacement& placement : labels->placements()) {
        if (placement.shown)
            boxes += placement.leader ? placement.rect.united(QRectF(anchor, QSizeF(1, 1))).width()
                    * placement.rect.united(QRectF(anchor, QSizeF(1, 1))).height()
                                      : placement.rect.width() * placement.rect.height();
    }
    EXPECT_LT(ink, 0.8 * boxes) << ink << " vs " << boxes;
}

// Markers are pre-rendered pixmaps (rasterized()); on a 2x screen each must still sit centred on its
// point (QCustomPlot 2.1 offsets a pixmap by half its size in device pixels).
TEST(MarkerCurve, APixmapMarkerIsCentredOnItsPointAtOneAndTwoDevicePixelsPerPoint)
{
    QCustomPlot plot;
    plot.setViewport(QRect(0, 0, 200, 200)); // not shown: no resize event sets it
    plot.xAxis->setRange(0, 200);
    plot.yAxis->setRange(0, 200);
    auto* curve = new ui::MarkerCurve(plot.xAxis, plot.yAxis);
    curve->setLineStyle(QCPCurve::lsNone);
    curve->setData(QVector<double> {0}, QVector<double> {70}, QVector<double> {120});
    plot.replot();
    const QPointF point(plot.xAxis->coordToPixel(70), plot.yAxis->coordToPixel(120));
    for (const double ratio : {1.0, 2.0}) {
        curve->setScatterStyle(
            ui::rasterized(QCPScatterStyle(QCPScatterStyle::ssDisc, QPen(Qt::red), QBrush(Qt::red), 12), ratio));
        QImage image(QSize(200, 200) * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::white);
        QCPPainter painter(&image);
        plot.toPainter(&painter, 200, 200);
        painter.end();
        double sumX = 0.0;
        double sumY = 0.0;
        double weight = 0.0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                const double red = std::max(0, c.red() - c.green()); // how much of the marker covers it
                sumX += red * (x + 0.5);
                sumY += red * (y + 0.5);
                weight += red;
            }
        }
        ASSERT_GT(weight, 0.0) << ratio;

        // QCustomPlot draws a point at the centre of its pixel (its painter shifts by half a pixel),
        // as the vector shape would be; whole device pixels leave at most half of one off.
        EXPECT_NEAR(sumX / weight / ratio, point.x() + 0.5, 0.5 / ratio + 0.05) << ratio;
        EXPECT_NEAR(sumY / weight / ratio, point.y() + 0.5, 0.5 / ratio + 0.05) << ratio;
    }
}

} // namespace
} // namespace roofline::test
