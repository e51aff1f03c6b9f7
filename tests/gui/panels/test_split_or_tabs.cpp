// Pages that share a panel: together when the panel is tall enough, in tabs when it is not, and
// never lost or left hidden when the panel goes from one to the other.
#include "support/find_child.h"
#include "ui/panels/split_or_tabs.h"

#include <gtest/gtest.h>

#include <QApplication>
#include <QLabel>
#include <QTabWidget>

#include <array>

namespace roofline::test {
namespace {

using ui::SplitOrTabs;

struct ThreePages {
    std::array<QLabel*, 3> pages {
        new QLabel(QStringLiteral("step")), new QLabel(QStringLiteral("curve")), new QLabel(QStringLiteral("pareto"))};
    SplitOrTabs widget {{pages[0], pages[1], pages[2]}};

    ThreePages()
    {
        widget.setHeightForAll(500);
        widget.setTitles({QStringLiteral("Step"), QStringLiteral("Curve"), QStringLiteral("Pareto")});
    }
    void show(QSize size)
    {
        widget.resize(size);
        widget.show();
        QCoreApplication::processEvents();
    }
};

TEST(SplitOrTabs, AShortPanelShowsOnePageAtATimeInTabsEachAsWideAsThePanel)
{
    ThreePages three;
    three.show({600, 300});
    ASSERT_FALSE(three.widget.showsAll());
    QTabWidget* tabs = child<QTabWidget>(three.widget, "pagesInTabs");
    ASSERT_EQ(tabs->count(), 3);
    EXPECT_EQ(tabs->tabText(1), QStringLiteral("Curve"));
    for (int i = 0; i < 3; ++i) {
        tabs->setCurrentIndex(i);
        QCoreApplication::processEvents();
        for (int j = 0; j < 3; ++j)
            EXPECT_EQ(three.pages[static_cast<std::size_t>(j)]->isVisible(), i == j) << i << " " << j;
        EXPECT_GE(three.pages[static_cast<std::size_t>(i)]->width(), 580);
    }
}

TEST(SplitOrTabs, ATallPanelShowsEveryPageAtOnceTheFirstOverTheOthersSideBySide)
{
    ThreePages three;
    three.show({600, 700});
    ASSERT_TRUE(three.widget.showsAll());
    for (QLabel* page : three.pages)
        EXPECT_TRUE(page->isVisible());
    const QRect step
        = three.pages[0]->geometry().translated(three.pages[0]->parentWidget()->mapTo(&three.widget, QPoint()));
    const QPoint curve = three.pages[1]->mapTo(&three.widget, QPoint());
    const QPoint pareto = three.pages[2]->mapTo(&three.widget, QPoint());
    EXPECT_GE(curve.y(), step.bottom()) << "the charts are under the step";
    EXPECT_EQ(curve.y(), pareto.y());
    EXPECT_LT(curve.x(), pareto.x());
    // Half the height each, once the pages first show together.
    EXPECT_NEAR(three.pages[0]->height(), three.pages[1]->height(), 20);
}

TEST(SplitOrTabs, GoingFromTabsToTogetherAndBackKeepsEveryPageAndTheTabChosen)
{
    ThreePages three;
    three.show({600, 300});
    child<QTabWidget>(three.widget, "pagesInTabs")->setCurrentIndex(2);
    three.widget.resize(600, 700);
    QCoreApplication::processEvents();
    ASSERT_TRUE(three.widget.showsAll());
    EXPECT_EQ(child<QTabWidget>(three.widget, "pagesInTabs")->count(), 0);
    for (QLabel* page : three.pages)
        EXPECT_TRUE(page->isVisible());
    three.widget.resize(600, 300);
    QCoreApplication::processEvents();
    ASSERT_FALSE(three.widget.showsAll());
    ASSERT_EQ(child<QTabWidget>(three.widget, "pagesInTabs")->count(), 3);
    EXPECT_EQ(child<QTabWidget>(three.widget, "pagesInTabs")->tabText(0), QStringLiteral("Step"));
    EXPECT_EQ(child<QTabWidget>(three.widget, "pagesInTabs")->currentIndex(), 2);
    EXPECT_TRUE(three.pages[2]->isVisible());
    EXPECT_FALSE(three.pages[0]->isVisible());
}

} // namespace
} // namespace roofline::test
