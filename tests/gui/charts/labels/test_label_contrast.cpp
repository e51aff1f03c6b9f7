// Text that reads, checked where it is drawn: each label's contrast is measured on the rendered
// pixels under its box (the most common colour there is what it sits on, the pixel farthest from it
// in contrast is its ink), never on the colour helper that should have been used. On screen and in
// exports, in the light, dark and slide themes, with all eight colours of the chip palette.
#include "support/chart_inspector.h"
#include "support/gui_test_helpers.h"

#include "core/base/color.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/export/chart_exporter.h"

#include <QHash>
#include <QImage>

#include <algorithm>

namespace roofline::test {
namespace {

// What the pixels of one box say about the text drawn there.
struct DrawnText {
    QColor background; // the most common colour in the box
    QColor ink; // the colour farthest from it in contrast
    double contrast = 0.0;
};

DrawnText readDrawnText(const QImage& image, const QRect& box)
{
    const QRect inside = box.intersected(image.rect());
    QHash<QRgb, int> counts;
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x)
            ++counts[image.pixel(x, y) | 0xff000000u];
    }
    DrawnText drawn;
    int most = 0;
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
        if (it.value() > most) {
            most = it.value();
            drawn.background = QColor::fromRgb(it.key());
        }
    }
    for (auto it = counts.constBegin(); it != counts.constEnd(); ++it) {
        const double contrast = contrastRatio(ui::toRgb(QColor::fromRgb(it.key())), ui::toRgb(drawn.background));
        if (contrast > drawn.contrast) {
            drawn.contrast = contrast;
            drawn.ink = QColor::fromRgb(it.key());
        }
    }
    return drawn;
}

// Every colour of the chip palette on one chart: eight chips, the orange one (#ffa300, 2.0:1 on white
// as it is) among them.
Project paletteProject()
{
    Project project = defaultProject();
    project.chipIds = {"tpu-v5e", "h100-sxm", "tpu-v5p", "mi300x", "b200", "gaudi3", "a100-sxm-80gb", "l4"};
    project.chipColors.clear();
    for (std::size_t c = 0; c < project.chipIds.size(); ++c)
        project.chipColors[project.chipIds[c]] = kChipPalette[c];
    // Every level, link and vector unit: labels in every colour, more than the focused chart's.
    project.viewOptions.detail = Detail::Full;
    return project;
}

TEST(LabelContrast, ExportedLabelsReadInEveryTheme)
{
    for (const char* theme : {"light", "dark", "slide"}) {
        int labels = 0;
        for (const ChipLayout layout : {ChipLayout::Overlay, ChipLayout::SideBySide}) {
            Project project = paletteProject();
            project.viewOptions.chipLayout = layout;
            project.viewOptions.sweepChipLayout = layout;
            ui::Document document(project, builtinChips());
            ui::ChartExporter exporter(document);
            ui::ExportRequest request;
            request.theme = QString::fromLatin1(theme);
            request.size = QSize(1920, 1080);
            ui::LayoutReport report;
            const QImage image = exporter.renderImage(request, &report);
            for (const ui::LayoutText& text : report.texts) {
                if (text.role != QLatin1String("label"))
                    continue;
                ++labels;
                const DrawnText drawn = readDrawnText(image, text.box.toAlignedRect());
                EXPECT_GE(drawn.contrast, 4.5)
                    << theme << " " << static_cast<int>(layout) << " \"" << text.text.toStdString()
                    << "\": " << drawn.ink.name().toStdString() << " on " << drawn.background.name().toStdString();
            }
        }
        EXPECT_GT(labels, 10) << theme;
    }
}

// On screen: each shown label's box, read off the plot as the window paints it.
template<class Chart> void expectShownLabelsRead(const char* what)
{
    for (const QString& theme : ui::ChartTheme::names()) {
        std::size_t labels = 0;
        for (const ChipLayout layout : {ChipLayout::Overlay, ChipLayout::SideBySide}) {
            Project project = paletteProject();
            project.viewOptions.chipLayout = layout;
            project.viewOptions.sweepChipLayout = layout;
            OneChart<Chart> one(project, QSize(1400, 900));
            one.chart.setTheme(ui::ChartTheme::named(theme));
            one.flush();
            const QImage image = one.chart.plot()->grab().toImage();
            const std::vector<QRectF> boxes = test::shownLabelRects(one.chart);
            const QStringList texts = test::shownLabelTexts(one.chart);
            ASSERT_EQ(boxes.size(), static_cast<std::size_t>(texts.size()));
            labels += boxes.size();
            for (std::size_t i = 0; i < boxes.size(); ++i) {
                const DrawnText drawn = readDrawnText(image, boxes[i].toAlignedRect());
                EXPECT_GE(drawn.contrast, 4.5)
                    << what << " " << theme.toStdString() << " " << static_cast<int>(layout) << " \""
                    << texts[static_cast<qsizetype>(i)].toStdString() << "\": " << drawn.ink.name().toStdString()
                    << " on " << drawn.background.name().toStdString();
            }
        }
        EXPECT_GT(labels, 8u) << what << " " << theme.toStdString();
    }
}

TEST(LabelContrast, RooflineLabelsOnScreenReadInEveryTheme)
{
    expectShownLabelsRead<ui::RooflineChart>("roofline");
}

TEST(LabelContrast, BatchSizeLabelsOnScreenReadInEveryTheme)
{
    expectShownLabelsRead<ui::BatchSizeChart>("batch-size chart");
}

} // namespace
} // namespace roofline::test
