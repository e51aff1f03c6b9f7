#pragma once

#include "ui/charts/labels/plotted_shapes.h"
#include "ui/export/layout_report.h"

#include <QHash>
#include <QPaintDevice>
#include <QRectF>
#include <QSize>

#include <memory>
#include <vector>

namespace roofline::ui {

class TextRecordingEngine;

// A paint device that draws nothing and remembers where text went: each text's box in device
// pixels, its pen colour, and the colour under it (the solid fills drawn before it at its centre,
// blended). The layout report is read from a drawing made on it, so its boxes are where the text
// really is, measured by the same fonts and code that draw the export.
class TextRecordingDevice : public QPaintDevice {
public:
    explicit TextRecordingDevice(QSize size);
    ~TextRecordingDevice() override;
    TextRecordingDevice(const TextRecordingDevice&) = delete;
    TextRecordingDevice& operator=(const TextRecordingDevice&) = delete;

    QPaintEngine* paintEngine() const override;

    // What the texts drawn from now on are, unless `roles` names the text (a chart's ticks, axis
    // titles, legend entries and panel titles). Where a text is decides between namesakes (an op's
    // label says what its legend entry says, a footnote's number what a tick says): inside `legend`
    // it is the legend's, inside one of the `plots` (but not the legend) a label. Rectangles are in
    // the painter's current coordinates.
    void setRole(const QString& role, QHash<QString, QString> roles = {}, const QRectF& legend = {},
        const std::vector<QRectF>& plots = {});
    // How many texts have been drawn; and the texts from `first` on named again by the roles last given
    // to setRole() (a chart's tick labels are known for sure once it has drawn them).
    std::size_t textCount() const;
    void reclassify(std::size_t first);
    // What a chart plots, in the painter's current coordinates: each text's `covers` names those its
    // box crosses.
    void addShapes(const std::vector<PlottedShape>& shapes);
    // The plots' axes (plot rectangles in the painter's current coordinates).
    void addAxes(const std::vector<PlotAxes>& axes);
    // Leaders drawn (the painter's current coordinates), each to the label whose text it names: given
    // to the texts from `first` on whose box the leader ends at.
    struct Leader {
        QString text;
        QLineF line;
    };
    void addLeaders(std::size_t first, const std::vector<Leader>& leaders);
    // The texts drawn so far, the pieces of one line (a script or a fallback font each) joined.
    std::vector<LayoutText> texts() const;
    // Every plot area named to setRole() so far (device pixels).
    std::vector<QRectF> plots() const;
    std::vector<PlotAxes> axes() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize m_size;
    std::unique_ptr<TextRecordingEngine> m_engine;
};

} // namespace roofline::ui
