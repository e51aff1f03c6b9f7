// The Details panel: every number of the selected op on every shown chip, what would change its
// bound, and, closed, no work at each slider step.
#include "gui_test_helpers.h"

#include "ui/panels/details_panel.h"
#include "ui/panels/op_list_panel.h"

#include <QDockWidget>
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
    window->opsPanel()->selectOp(1); // Q2: critical B 136.09 on TPU v5e
    auto* dock = window->findChild<QDockWidget*>(QStringLiteral("detailsDock"));
    ASSERT_TRUE(dock);
    // The table as it is on screen (table() would bring it up to date first).
    auto* shown = window->detailsPanel()->findChild<QTableWidget*>();
    ASSERT_TRUE(shown && shown->item(9, 0));
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    dock->hide();
    window->document().setDim(Dim::B, 200);
    window->flushUpdates();
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("HBM-bound"));
    dock->show();
    window->flushUpdates();
    EXPECT_EQ(shown->item(9, 0)->text(), QStringLiteral("compute-bound"));
    EXPECT_TRUE(window->detailsPanel()->explanation().contains(QStringLiteral("TPU v5e")));
}

} // namespace
} // namespace roofline::test
