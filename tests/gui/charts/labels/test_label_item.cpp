// What an export does with the labels a chart has no room for: a number and a note, within the notes'
// budget; past it, or with its words elsewhere (spare), left out, but never a critical B.
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_item.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace roofline::ui {
namespace {

// A plot far too small for any of its labels' text (a number still fits).
struct TinyPlot {
    TinyPlot()
    {
        plot.xAxis->setRange(0.0, 10.0);
        plot.yAxis->setRange(0.0, 10.0);
        plot.axisRect()->setAutoMargins(QCP::msNone);
        plot.axisRect()->setMargins(QMargins(0, 0, 0, 0));
        const QSize size(120, 60);
        plot.resize(size);
        plot.setViewport(QRect(QPoint(0, 0), size)); // (hidden: told its size)
        plot.replot();
    }
    QCustomPlot plot;
};

ChartLabel labelAt(double x, const QString& text)
{
    ChartLabel label;
    label.x = x;
    label.y = 5.0;
    label.text = text;
    return label;
}

bool hasNote(const std::vector<LabelItem::Footnote>& notes, const QString& text)
{
    return std::any_of(notes.begin(), notes.end(), [&](const LabelItem::Footnote& note) { return note.text == text; });
}

TEST(LabelNotes, PastTheNotesBudgetALabelIsLeftOutButACriticalBIsStillANote)
{
    TinyPlot tiny;
    auto* item = new LabelItem(&tiny.plot, tiny.plot.axisRect()); // (the plot owns its items)
    const QString value = QStringLiteral("TPU v5e, D=F=4096 bf16×int8: 1.87e14 at B = 128, a value too long to fit");
    const QString knee = QStringLiteral("B = 136.09, a critical B too long to fit here");
    const QString repeated = QStringLiteral("B = 128 at the foot of a line, too long to fit");
    ChartLabel critical = labelAt(7.0, knee);
    critical.nearestOwn = true;
    ChartLabel spare = labelAt(5.0, repeated);
    spare.spare = true;
    item->setLabels({labelAt(3.0, value), critical, spare});
    item->setFootnoteStart(1);
    item->setFootnoteBudget(0);
    item->layOut();
    // No room for any text: the value is past a budget of none and left out, the spare one too; the
    // critical B is a note all the same, marked as a label that reads as its own point's.
    const std::vector<LabelItem::Footnote>& notes = item->footnotes();
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_EQ(notes[0].text, knee);
    EXPECT_TRUE(notes[0].ownPoint);
    EXPECT_TRUE(item->omitted().contains(value));
    EXPECT_TRUE(item->omitted().contains(repeated));
    // Within a budget of two, the value is a note too (not its own point's); the spare one never is.
    item->setFootnoteBudget(2);
    item->layOut();
    EXPECT_TRUE(hasNote(item->footnotes(), value));
    EXPECT_TRUE(hasNote(item->footnotes(), knee));
    EXPECT_FALSE(hasNote(item->footnotes(), repeated));
    EXPECT_FALSE(
        std::find_if(item->footnotes().begin(), item->footnotes().end(), [&](const LabelItem::Footnote& note) {
            return note.text == value;
        })->ownPoint);
}

} // namespace
} // namespace roofline::ui
