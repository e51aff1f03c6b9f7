// The Details panel (ui/panels/details_panel): every number of the selected op on every shown chip, what
// would change its bound, and, closed, no work at each slider step; and its table can be read whole: every
// cell's text fits its column after the sliders change what the cells say, and at the window sizes the app
// is used at the table is not cut by its panel.
#include "support/gui_test_helpers.h"

#include "ui/document.h"
#include "ui/i18n/language.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"

#include <QApplication>
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollBar>
#include <QSlider>
#include <QStyle>
#include <QTableWidget>

namespace roofline::test {
namespace {

TEST(DetailsPanel, SaysWhatWouldMakeTheOpComputeBound)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::DetailsPanel details(document);
    details.show();
    details.setOp(1); // Q2: int8 weights, bf16 activations
    const QString words = details.explanation();
    // Exact bytes: critical B 136.09 with D = F = 4096 (docs/model.md §4, Q3).
    EXPECT_TRUE(words.contains(QStringLiteral("Compute-bound once B > 136.09"))) << words.toStdString();
    EXPECT_EQ(details.table()->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    document.setDim(Dim::B, 200);
    QCoreApplication::processEvents();
    details.setOp(1);
    EXPECT_EQ(details.table()->item(9, 0)->text(), QStringLiteral("compute-bound"));
}

// A closed Details dock does not follow slider steps (nobody sees it; each step would cost a
// table refill), and shows the current numbers as soon as it is opened again.
TEST(DetailsPanel, AClosedPanelSkipsSliderStepsAndCatchesUpWhenOpened)
{
    auto window = openWindow();
    opsPanel(*window)->selectOp(1); // Q2: critical B 136.09 on TPU v5e
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("detailsDock"));
    ASSERT_TRUE(dock);
    // The table as it is on screen (table() would bring it up to date first).
    auto* shown = detailsPanel(*window)->findChild<QTableWidget*>();
    ASSERT_TRUE(shown && shown->item(9, 0));
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    dock->hide();
    window->document().setDim(Dim::B, 200);
    window->flushUpdates();
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    dock->show();
    window->flushUpdates();
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("compute-bound"));
    EXPECT_TRUE(detailsPanel(*window)->explanation().contains(QStringLiteral("TPU v5e")));
}

using ui::ParametersPanel;

// Cells whose text is wider than their column, as "row/column: text (needed > width)". The text of
// a cell needs its width in the table's font plus the item's margins (Qt's item delegate: the focus
// frame's margin and a pixel, on each side) and the grid line.
QStringList cutCells(const QTableWidget& table)
{
    const QFontMetrics metrics(table.font());
    const int margins = 2 * (table.style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, &table) + 1) + 1;
    QStringList cut;
    for (int column = 0; column < table.columnCount(); ++column) {
        for (int row = 0; row < table.rowCount(); ++row) {
            const QTableWidgetItem* item = table.item(row, column);
            if (!item)
                continue;
            const int needed = metrics.horizontalAdvance(item->text()) + margins;
            if (needed > table.columnWidth(column))
                cut.append(QStringLiteral("%1/%2: %3 (%4 > %5)")
                               .arg(row)
                               .arg(column)
                               .arg(item->text())
                               .arg(needed)
                               .arg(table.columnWidth(column)));
        }
    }
    return cut;
}

void moveSlider(ui::MainWindow& window, Dim dim, double value)
{
    window.parametersPanel()->slider(dim)->setValue(ParametersPanel::sliderPosition(value));
    window.flushUpdates();
    QApplication::processEvents();
}

// At B = 128 the bf16 matmul is HBM-bound on both chips; past B ≈ 345 it is compute-bound on both:
// the bound cell's words grow while the op, the chip and the columns stay.
TEST(DetailsLayout, TheBoundCellFitsItsColumnAfterASliderChangesIt)
{
    auto window = openWindow();
    const QTableWidget* table = detailsPanel(*window)->table();
    ASSERT_EQ(table->columnCount(), 2);
    EXPECT_EQ(table->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    EXPECT_TRUE(cutCells(*table).isEmpty()) << cutCells(*table).join(QLatin1Char('\n')).toStdString();
    for (const double b : {512.0, 4096.0, 1.0, 65536.0}) {
        moveSlider(*window, Dim::B, b);
        const QStringList cut = cutCells(*detailsPanel(*window)->table());
        EXPECT_TRUE(cut.isEmpty()) << "B = " << b << ":\n" << cut.join(QLatin1Char('\n')).toStdString();
    }
    EXPECT_EQ(table->item(9, 0)->text(), QStringLiteral("compute-bound"));
    // D and F change the numbers' widths too.
    moveSlider(*window, Dim::D, 1);
    moveSlider(*window, Dim::F, 1048576);
    EXPECT_TRUE(cutCells(*table).isEmpty()) << cutCells(*table).join(QLatin1Char('\n')).toStdString();
}

// At the default window size and at 1280×720 every cell fits its column in English, Chinese and
// Russian, and the whole table is inside its panel (but for Russian at 1280×720, whose long row
// names make the table wider than the panel: it scrolls sideways, its cells still whole).
TEST(DetailsLayout, TheTableIsWholeAtTheDefaultSizeAnd1280x720)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        ui::applyLanguage(language);
        for (const QSize size : {QSize(1600, 1000), QSize(1280, 720)}) {
            // A window opened at that size (its docks take their default sizes when first shown).
            auto window = std::make_unique<ui::MainWindow>(defaultProject(), builtinChips());
            window->resize(size);
            window->show();
            window->flushUpdates();
            moveSlider(*window, Dim::B, 512); // compute-bound: the longest bound words
            const QTableWidget* table = detailsPanel(*window)->table();
            const std::string where
                = language.toStdString() + " at " + std::to_string(size.width()) + "×" + std::to_string(size.height());
            EXPECT_TRUE(cutCells(*table).isEmpty()) << where << ":\n"
                                                    << cutCells(*table).join(QLatin1Char('\n')).toStdString();
            if (language == QLatin1String("ru") && size.width() < 1600)
                continue;
            EXPECT_LE(table->horizontalHeader()->length(), table->viewport()->width()) << where;
            EXPECT_FALSE(table->horizontalScrollBar()->isVisible()) << where;
        }
    }
    ui::applyLanguage(QStringLiteral("en"));
}

} // namespace
} // namespace roofline::test
