#pragma once

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
    // The texts drawn so far, the pieces of one line (a script or a fallback font each) joined.
    std::vector<LayoutText> texts() const;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QSize m_size;
    std::unique_ptr<TextRecordingEngine> m_engine;
};

} // namespace roofline::ui
