// Colours that mean one thing: a chip's colour is the project's, the same in every theme; a chip's
// sweeps differ by dash and shape; an op's shape is its own; the B slider is never lost.
#include "support/gui_test_helpers.h"

#include "core/base/color.h"
#include "core/formulas/op_spec.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/insert_op_command.h"
#include "ui/commands/move_op_command.h"
#include "ui/commands/remove_op_command.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/parameters_panel.h"

#include <QSlider>

#include <set>

namespace roofline::test {
namespace {

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

const QColor kBlue(0x00, 0x72, 0xb2); // kChipPalette[0]
const QColor kVermillion(0xbc, 0x54, 0x00); // kChipPalette[1]

TEST(ChipLooks, AChipHasOneColourInEveryThemeAndTheUserCanChangeIt)
{
    auto window = openWindow();
    ui::RooflineChart* roofline = window->rooflineChart();
    ui::BatchSizeChart* sweep = window->batchSizeChart();
    for (const QString& name : ui::ChartTheme::names()) {
        roofline->setTheme(ui::ChartTheme::named(name));
        sweep->setTheme(ui::ChartTheme::named(name));
        settle();
        for (const ui::ChartFrame* chart :
            {static_cast<ui::ChartFrame*>(roofline), static_cast<ui::ChartFrame*>(sweep)}) {
            EXPECT_EQ(chart->theme().chipColor(0), kBlue) << name.toStdString();
            EXPECT_EQ(chart->theme().chipColor(1), kVermillion) << name.toStdString();
        }
    }
    // Hiding the first chip does not recolour the second.
    const std::map<std::string, Rgb> colors = window->document().project().chipColors;
    window->document().setChipIds({"h100-sxm"}, colors);
    settle();
    EXPECT_EQ(roofline->theme().chipColor(0), kVermillion);
    window->document().setChipIds({"tpu-v5e", "h100-sxm"}, colors);
    settle();

    chipsPanel(*window)->setChipColor("h100-sxm", QColor(0x12, 0x34, 0x56));
    settle();
    EXPECT_EQ(roofline->theme().chipColor(1), QColor(0x12, 0x34, 0x56));
    EXPECT_EQ(sweep->theme().chipColor(1), QColor(0x12, 0x34, 0x56));
    EXPECT_EQ(window->document().project().chipColors.at("h100-sxm"), (Rgb {0x12, 0x34, 0x56}));
    window->document().undoStack()->undo();
    settle();
    EXPECT_EQ(roofline->theme().chipColor(1), kVermillion);
    window->document().undoStack()->redo();
    settle();
    EXPECT_EQ(sweep->theme().chipColor(1), QColor(0x12, 0x34, 0x56));
}

TEST(ChipLooks, ChipTextReadsInEveryTheme)
{
    // The presets' plots: white for light and slide, #26282b for dark (what core's palette tests use).
    EXPECT_EQ(ui::ChartTheme::light().plotBackground, QColor(Qt::white));
    EXPECT_EQ(ui::ChartTheme::slide().plotBackground, QColor(Qt::white));
    EXPECT_EQ(ui::ChartTheme::dark().plotBackground, QColor(0x26, 0x28, 0x2b));
    for (const QString& name : ui::ChartTheme::names()) {
        for (const bool transparent : {false, true}) {
            ui::ChartTheme theme = ui::ChartTheme::named(name);
            if (transparent)
                theme.makeTransparent();
            for (const Rgb color : kChipPalette) {
                const QColor text = theme.textColor(ui::toQColor(color));
                EXPECT_GE(contrastRatio(ui::toRgb(text), ui::toRgb(theme.textBackground())), 4.5)
                    << name.toStdString() << " " << hexColor(color) << (transparent ? " transparent" : "");
                EXPECT_GE(contrastRatio(ui::toRgb(text), ui::toRgb(ui::ChartTheme::named(name).plotBackground)), 4.5);
            }
        }
    }
}

// textColor() remembers each shade (a slider step asks for it per label): asked again, after another
// theme asked for the same colour on its own background, it still gives its own theme's shade, the
// one core's textShade() computes, with the series' alpha.
TEST(ChipLooks, ARememberedTextShadeIsThatOfItsOwnBackground)
{
    const ui::ChartTheme light = ui::ChartTheme::light();
    const ui::ChartTheme dark = ui::ChartTheme::dark();
    for (int round = 0; round < 2; ++round) {
        for (const Rgb color : kChipPalette) {
            for (const ui::ChartTheme* theme : {&light, &dark}) {
                const Rgb expected = textShade(color, ui::toRgb(theme->textBackground()));
                QColor series = ui::toQColor(color);
                series.setAlpha(200);
                const QColor text = theme->textColor(series);
                EXPECT_EQ(ui::toRgb(text), expected) << hexColor(color) << " round " << round;
                EXPECT_EQ(text.alpha(), 200);
            }
        }
    }
    // The two backgrounds do give different shades to some colour (else the test above proves little).
    EXPECT_NE(ui::toRgb(light.textColor(ui::toQColor(kChipPalette[0]))),
        ui::toRgb(dark.textColor(ui::toQColor(kChipPalette[0]))));
}

TEST(ChipLooks, SweepsOfOneChipShareItsColourAndDifferInDashAndShape)
{
    Project project = defaultProject();
    project.viewOptions.sweepChipLayout = ChipLayout::Overlay;
    auto window = openWindow(project);
    ui::BatchSizeChart* sweep = window->batchSizeChart();
    std::map<QRgb, std::set<std::pair<int, int>>> byColour; // colour → (dash, shape) of its curves
    const QCustomPlot* plot = sweep->plot();
    for (int i = 0; i < plot->graphCount(); ++i) {
        const QCPGraph* graph = plot->graph(i);
        if (graph->data()->size() < 10 || graph->scatterStyle().isNone())
            continue;
        byColour[graph->pen().color().rgb()].insert(
            {static_cast<int>(graph->pen().style()), static_cast<int>(graph->scatterStyle().shape())});
    }
    ASSERT_EQ(byColour.size(), 2U); // two chips, two colours
    EXPECT_TRUE(byColour.count(kBlue.rgb()));
    EXPECT_TRUE(byColour.count(kVermillion.rgb()));
    for (const auto& [colour, styles] : byColour) {
        ASSERT_EQ(styles.size(), 2U);
        EXPECT_NE(styles.begin()->first, std::next(styles.begin())->first); // dash patterns differ
        EXPECT_NE(styles.begin()->second, std::next(styles.begin())->second); // shapes differ
    }
}

TEST(ChipLooks, InsertingAnOpBeforeOthersKeepsTheirShapes)
{
    ui::Document document(defaultProject(), builtinChips());
    const auto markers = [&document] {
        std::vector<MarkerShape> shapes;
        for (const Op& op : document.ops(ui::OpList::Roofline))
            shapes.push_back(*op.marker);
        return shapes;
    };
    const std::vector<MarkerShape> before = markers();
    EXPECT_EQ(before, (std::vector<MarkerShape> {MarkerShape::Circle, MarkerShape::Square, MarkerShape::Triangle}));
    document.undoStack()->push(
        new ui::InsertOpCommand(document, ui::OpList::Roofline, 0, parseOpSpec("dot N=5"), [] { return QString(); }));
    EXPECT_EQ(markers(),
        (std::vector<MarkerShape> {
            MarkerShape::Diamond, MarkerShape::Circle, MarkerShape::Square, MarkerShape::Triangle}));
    document.undoStack()->undo();
    EXPECT_EQ(markers(), before);
    document.undoStack()->redo();
    // An edit from a spec (no shape of its own) keeps the op's shape.
    document.replaceOp(ui::OpList::Roofline, 0, parseOpSpec("dot N=7"));
    EXPECT_EQ(document.ops(ui::OpList::Roofline)[0].marker, MarkerShape::Diamond);
    document.removeOp(ui::OpList::Roofline, 1);
    document.moveOp(ui::OpList::Roofline, 0, 2);
    EXPECT_EQ(markers(), (std::vector<MarkerShape> {MarkerShape::Square, MarkerShape::Triangle, MarkerShape::Diamond}));
}

TEST(ChipLooks, TheSliderOutsideTheSweepRangeIsShownAtTheEdge)
{
    auto window = openWindow();
    window->parametersPanel()->slider(Dim::B)->setValue(ui::ParametersPanel::sliderPosition(600));
    settle();
    ASSERT_EQ(window->document().dims().b, 600.0);
    QStringList texts;
    const QCustomPlot* plot = window->batchSizeChart()->plot();
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto* labels = dynamic_cast<ui::LabelItem*>(plot->item(i))) {
            for (const ui::ChartLabel& label : labels->labels()) {
                texts.append(label.text);
                if (label.text == QStringLiteral("B = 600 →")) {
                    EXPECT_EQ(label.x, 511.0); // the end of the curves
                }
            }
        }
    }
    EXPECT_TRUE(texts.contains(QStringLiteral("B = 600 →"))) << texts.join(QStringLiteral(" | ")).toStdString();
    // Back inside the range: the ordinary label at the line.
    window->parametersPanel()->slider(Dim::B)->setValue(ui::ParametersPanel::sliderPosition(64));
    settle();
    texts.clear();
    for (int i = 0; i < plot->itemCount(); ++i) {
        if (auto* labels = dynamic_cast<ui::LabelItem*>(plot->item(i))) {
            for (const ui::ChartLabel& label : labels->labels())
                texts.append(label.text);
        }
    }
    EXPECT_TRUE(texts.contains(QStringLiteral("B = 64")));
    EXPECT_FALSE(texts.contains(QStringLiteral("B = 600 →")));
}

} // namespace
} // namespace roofline::test
