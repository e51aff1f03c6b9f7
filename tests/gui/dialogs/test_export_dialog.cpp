// The export dialog (ui/dialogs/export_dialog): size presets, CSV's choices, a preview of the export, and
// the slide's own words, filled in from what the chart shows and following it until the user changes them.
#include "support/gui_test_helpers.h"

#include "ui/actions/export_actions.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/export/chart_exporter.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace roofline::test {
namespace {

using ui::ExportChart;
using ui::ExportFormat;
using ui::ExportRequest;

ExportRequest request(
    ExportChart chart, ExportFormat format, QSize size = {1280, 720}, const QString& theme = QStringLiteral("slide"))
{
    ExportRequest r;
    r.chart = chart;
    r.format = format;
    r.size = size;
    r.theme = theme;
    return r;
}

TEST(ExportDialog, PresetsSizesAndCsvChoices)
{
    auto window = openWindow();
    ExportRequest start = request(ExportChart::Both, ExportFormat::Png, QSize(1920, 1080));
    start.title = QStringLiteral("Talk");
    ui::ExportDialog dialog(exportActions(*window)->exporter(), start);
    EXPECT_EQ(dialog.request().size, QSize(1920, 1080));
    EXPECT_EQ(dialog.presetBox()->currentIndex(), 0);
    dialog.presetBox()->setCurrentIndex(2); // 4K, drawn at scale 2
    EXPECT_EQ(dialog.request().size, QSize(3840, 2160));
    EXPECT_EQ(dialog.request().scale, 2.0);
    dialog.widthBox()->setValue(1000);
    EXPECT_EQ(dialog.presetBox()->currentText(), QStringLiteral("Custom"));
    dialog.titleEdit()->setText(QStringLiteral("标题"));
    EXPECT_EQ(dialog.request().title, QStringLiteral("标题"));
    dialog.updatePreviewNow();
    EXPECT_FALSE(dialog.previewImage().isNull());
    // The preview is the export, smaller: the same aspect.
    EXPECT_NEAR(double(dialog.previewImage().width()) / dialog.previewImage().height(), 1000.0 / 2160.0, 0.01);

    // CSV: no size, theme or words; both charts are not one table.
    dialog.formatBox()->setCurrentIndex(dialog.formatBox()->findData(static_cast<int>(ExportFormat::Csv)));
    EXPECT_FALSE(dialog.widthBox()->isEnabled());
    EXPECT_FALSE(dialog.titleEdit()->isEnabled());
    auto* save = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Save);
    EXPECT_FALSE(save->isEnabled());
    dialog.chartBox()->setCurrentIndex(dialog.chartBox()->findData(static_cast<int>(ExportChart::BatchSize)));
    EXPECT_TRUE(save->isEnabled());

    ExportRequest back = dialog.request();
    ui::ExportDialog again(exportActions(*window)->exporter(), back);
    const ExportRequest same = again.request();
    EXPECT_EQ(ui::exportSettingsFrom(same), ui::exportSettingsFrom(back));
}

TEST(ExportDialog, TheSlidesOwnWordsAreFilledInAndFollowTheChartUntilChanged)
{
    auto window = openWindow();
    ui::ExportDialog dialog(exportActions(*window)->exporter(), request(ExportChart::Both, ExportFormat::Png));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("TPU v5e vs H100 SXM — bf16 matmul, B = 128"));
    EXPECT_EQ(dialog.subtitleEdit()->text(), QStringLiteral("D = F = 4096 / 1024, B from 1 to 511"));
    EXPECT_EQ(dialog.captionEdit()->text(), QStringLiteral("Sources: jax-ml.github.io (TPU v5e, H100 SXM)"));
    // Left as filled in, the words stay the exporter's, so the project's next export follows what it shows.
    EXPECT_FALSE(dialog.request().title.has_value());
    EXPECT_FALSE(dialog.request().caption.has_value());

    // The batch-size chart alone: its B is the axis, not a value. It draws the default project's sweeps,
    // bf16 activations with int8 weights, so its op is "bf16×int8 matmul" (no bf16 matmul is on it).
    dialog.chartBox()->setCurrentIndex(dialog.chartBox()->findData(static_cast<int>(ExportChart::BatchSize)));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("TPU v5e vs H100 SXM — bf16×int8 matmul"));
    // A changed field keeps the user's words through a change of chart; an emptied one means none.
    dialog.titleEdit()->setText(QStringLiteral("Q3"));
    dialog.subtitleEdit()->clear();
    dialog.chartBox()->setCurrentIndex(dialog.chartBox()->findData(static_cast<int>(ExportChart::Roofline)));
    EXPECT_EQ(dialog.titleEdit()->text(), QStringLiteral("Q3"));
    EXPECT_EQ(dialog.request().title, std::optional<QString>(QStringLiteral("Q3")));
    EXPECT_EQ(dialog.request().subtitle, std::optional<QString>(QString()));
    EXPECT_EQ(dialog.captionEdit()->text().left(9), QStringLiteral("Sources: "));

    // Drawn: the title above the charts, no subtitle, the source line under them.
    ui::ChartExporter& exporter = exportActions(*window)->exporter();
    const ui::LayoutReport report = exporter.layoutReport(dialog.request());
    QStringList roles;
    for (const ui::LayoutText& text : report.texts) {
        if (text.role == QLatin1String("title")) {
            EXPECT_EQ(text.text, QStringLiteral("Q3"));
        }
        roles.append(text.role);
    }
    EXPECT_TRUE(roles.contains(QStringLiteral("title")));
    EXPECT_FALSE(roles.contains(QStringLiteral("subtitle")));
    EXPECT_TRUE(roles.contains(QStringLiteral("caption")));
}

} // namespace
} // namespace roofline::test
