#pragma once

#include <QPaintDevice>

#include <memory>

namespace roofline::ui {

class ClippingPaintEngine;

// A paint device that draws through to another one, applying the painter's clip to what is
// drawn. QSvgGenerator (Qt 6.4) writes no clip paths, so in an SVG the charts' lines, which run far
// past the plot, and the shaded regions would spill over the axes and out of the image; drawn
// through this device they are cut at the clip as on screen. Lines and outlines are clipped exactly
// (per segment), filled shapes are intersected with the clip, text and markers wholly outside it
// are left out. Clips are taken as their bounding rectangles (the charts clip to axis rects).
class ClippingPaintDevice : public QPaintDevice {
public:
    explicit ClippingPaintDevice(QPaintDevice* target);
    ~ClippingPaintDevice() override;
    ClippingPaintDevice(const ClippingPaintDevice&) = delete;
    ClippingPaintDevice& operator=(const ClippingPaintDevice&) = delete;

    QPaintEngine* paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QPaintDevice* m_target;
    std::unique_ptr<ClippingPaintEngine> m_engine;
};

} // namespace roofline::ui
