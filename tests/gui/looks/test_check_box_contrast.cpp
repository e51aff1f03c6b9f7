// Check boxes and radio marks are seen in every window theme: an unchecked box in the Chips tree or
// in a menu is drawn, in the dark theme too, with an edge that stands out from what it sits on
// (WCAG 2.1's 3:1 for the parts of a control, 1.4.11).
#include "support/gui_test_helpers.h"

#include "ui/actions/view_actions.h"
#include "ui/looks/appearance.h"
#include "ui/panels/chips_panel.h"
#include "ui/tables/chip_list_model.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QApplication>
#include <QHash>
#include <QImage>
#include <QMenu>
#include <QMenuBar>
#include <QTreeView>

#include <cmath>

namespace roofline::test {
namespace {

double luminance(QRgb rgb)
{
    const auto channel = [](int value) {
        const double c = value / 255.0;
        return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(qRed(rgb)) + 0.7152 * channel(qGreen(rgb)) + 0.0722 * channel(qBlue(rgb));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The strongest contrast in a part of an image against the colour most of it has (what the
// indicator sits on).
double strongestContrast(const QImage& image, const QRect& area)
{
    QHash<QRgb, int> counts;
    const QRect inside = area & image.rect();
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x)
            ++counts[image.pixel(x, y) | 0xff000000];
    }
    QRgb background = 0;
    int most = 0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            background = it.key();
        }
    }
    double strongest = 1.0;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        strongest = std::max(strongest, contrast(it.key(), background));
    return strongest;
}

class CheckBoxContrast : public ::testing::TestWithParam<ui::AppTheme> {
protected:
    void SetUp() override { ui::applyAppTheme(GetParam()); }
    void TearDown() override { ui::applyAppTheme(ui::AppTheme::Light); }
};

// An unchecked chip and an unchecked vendor in the Chips tree, as the window draws them.
TEST_P(CheckBoxContrast, UncheckedBoxesInTheChipsTreeStandOut)
{
    auto window = openWindow();
    ASSERT_EQ(ui::isDarkPalette(QApplication::palette()), GetParam() == ui::AppTheme::Dark);
    QTreeView* view = chipsPanel(*window)->view();
    const QAbstractItemModel* model = view->model();
    QModelIndex vendor;
    QModelIndex chip;
    for (int group = 0; group < model->rowCount() && !chip.isValid(); ++group) {
        const QModelIndex g = model->index(group, 0);
        if (g.data(Qt::CheckStateRole).toInt() != Qt::Unchecked)
            continue;
        vendor = g;
        chip = model->index(0, 0, g);
    }
    ASSERT_TRUE(vendor.isValid() && chip.isValid());
    ASSERT_EQ(chip.data(Qt::CheckStateRole).toInt(), Qt::Unchecked);
    const QImage shot = view->viewport()->grab().toImage();
    for (const QModelIndex& index : {vendor, chip}) {
        const QRect cell = view->visualRect(index);
        ASSERT_FALSE(cell.isEmpty()) << index.data().toString().toStdString();
        // The indicator comes first in the cell, before the name.
        const QRect indicator(cell.left(), cell.top(), cell.height() + 4, cell.height());
        EXPECT_GE(strongestContrast(shot, indicator), 3.0) << index.data().toString().toStdString();
    }
}

// The View menu's unchecked switch (a check box), and the chart theme chosen (a radio mark: Fusion
// draws none beside the ones not chosen, as menus of choices do).
TEST_P(CheckBoxContrast, MarksInMenusStandOut)
{
    auto window = openWindow();
    QAction* tabs = viewActions(*window)->chartsAsTabs();
    ASSERT_FALSE(tabs->isChecked());
    QMenu* themes = viewActions(*window)->chartThemeMenu();
    QAction* chosenTheme = nullptr;
    for (QAction* action : themes->actions()) {
        if (action->isChecked())
            chosenTheme = action;
    }
    ASSERT_NE(chosenTheme, nullptr);
    QMenu* view = nullptr;
    for (QAction* top : window->menuBar()->actions()) {
        if (top->menu() && top->menu()->actions().contains(tabs))
            view = top->menu();
    }
    ASSERT_NE(view, nullptr);
    for (const auto& [menu, action] : {std::pair {view, tabs}, std::pair {themes, chosenTheme}}) {
        menu->popup(window->mapToGlobal(QPoint(200, 100)));
        QApplication::processEvents();
        const QImage shot = menu->grab().toImage();
        const QRect item = menu->actionGeometry(action);
        ASSERT_FALSE(item.isEmpty());
        // The mark sits left of the text, in a square about the item's height wide (clear of the
        // menu's frame).
        const QRect mark(item.left() + 2, item.top(), item.height() + 4, item.height());
        EXPECT_GE(strongestContrast(shot, mark), 3.0) << action->text().toStdString();
        menu->hide();
    }
}

INSTANTIATE_TEST_SUITE_P(WindowThemes, CheckBoxContrast, ::testing::Values(ui::AppTheme::Light, ui::AppTheme::Dark),
    [](const ::testing::TestParamInfo<ui::AppTheme>& param) {
        return param.param == ui::AppTheme::Dark ? std::string("Dark") : std::string("Light");
    });

} // namespace
} // namespace roofline::test
