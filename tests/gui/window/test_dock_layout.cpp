// The default dock layout at the window sizes the app is used at: the Chips list keeps a usable
// height (six rows or more) even in a short window, and nothing falls outside the window.
#include "support/gui_test_helpers.h"

#include "ui/i18n/language.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/settings.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTreeView>

namespace roofline::test {
namespace {

// Rows of a tree (every level, as expanded) that the viewport shows whole.
int wholeRowsShown(const QTreeView& view)
{
    int shown = 0;
    const QRect viewport = view.viewport()->rect();
    const auto count = [&](const auto& self, const QModelIndex& parent) -> void {
        for (int row = 0; row < view.model()->rowCount(parent); ++row) {
            const QModelIndex index = view.model()->index(row, 0, parent);
            const QRect rect = view.visualRect(index);
            if (!rect.isEmpty() && viewport.contains(rect))
                ++shown;
            if (view.isExpanded(index))
                self(self, index);
        }
    };
    count(count, QModelIndex());
    return shown;
}

std::unique_ptr<ui::MainWindow> openWindowAt(const QSize& size)
{
    // Opened at that size: the docks take their default sizes when the window is first shown.
    auto window = std::make_unique<ui::MainWindow>(defaultProject(), builtinChips());
    window->resize(size);
    window->show();
    window->flushUpdates();
    QApplication::processEvents();
    return window;
}

void expectUsableLayout(ui::MainWindow& window, const std::string& where)
{
    EXPECT_GE(wholeRowsShown(*chipsPanel(window)->view()), 6) << where;
    // Nothing pushed out of the window: every dock and the status bar inside it.
    const QRect inside = window.rect();
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        // (A dock behind another's tab is "visible" but parked out of sight, with nothing shown.)
        if (dock->isVisible() && !dock->visibleRegion().isEmpty()) {
            EXPECT_TRUE(inside.contains(dock->geometry())) << where << ": " << dock->objectName().toStdString();
        }
    }
    EXPECT_TRUE(inside.contains(window.statusBar()->geometry())) << where;
    // The charts keep most of the window.
    EXPECT_GE(window.centralWidget()->width(), window.width() / 2) << where;
    EXPECT_GE(window.centralWidget()->height(), window.height() / 2) << where;
}

// In English and in Chinese, whose menus, headers and panels are taller.
TEST(DockLayout, TheChipsListShowsSixRowsOrMoreFrom1024x700To1600x1000)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
        ui::applyLanguage(language);
        for (const QSize size : {QSize(1024, 700), QSize(1280, 720), QSize(1600, 1000)}) {
            auto window = openWindowAt(size);
            expectUsableLayout(*window,
                language.toStdString() + " at " + std::to_string(size.width()) + "×" + std::to_string(size.height()));
        }
    }
    ui::applyLanguage(QStringLiteral("en"));
}

// Russian words are the longest: the first window must still fit a 1024×700 screen in every language.
TEST(DockLayout, TheFirstWindowFits1024x700InEveryLanguage)
{
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        ui::applyLanguage(language);
        auto window = openWindowAt(QSize(1024, 700));
        const QSize needed = window->minimumSizeHint().expandedTo(window->minimumSize());
        // What each dock asks for, to say which one is too wide.
        std::string docks;
        for (QDockWidget* dock : window->findChildren<QDockWidget*>()) {
            if (dock->isVisible())
                docks += " " + dock->objectName().toStdString() + "=" + std::to_string(dock->minimumSizeHint().width());
        }
        EXPECT_LE(needed.width(), 1024) << language.toStdString() << docks;
        EXPECT_LE(needed.height(), 700) << language.toStdString() << docks;
        EXPECT_EQ(window->size(), QSize(1024, 700)) << language.toStdString() << docks;
    }
    ui::applyLanguage(QStringLiteral("en"));
}

// A combo box shows its whole current choice ("Отдельный график на чип", not "Отдельный графи").
TEST(DockLayout, EveryComboBoxShowsItsWholeChoiceInRussianAndChinese)
{
    for (const QString& language : {QStringLiteral("ru"), QStringLiteral("zh_CN")}) {
        ui::applyLanguage(language);
        auto window = openWindowAt(QSize(1024, 700));
        int checked = 0;
        for (QComboBox* combo : window->findChildren<QComboBox*>()) {
            if (!combo->isVisible() || combo->visibleRegion().isEmpty() || combo->currentText().isEmpty())
                continue;
            QStyleOptionComboBox option;
            option.initFrom(combo);
            option.editable = combo->isEditable();
            const QRect field
                = combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
            EXPECT_LE(combo->fontMetrics().horizontalAdvance(combo->currentText()), field.width())
                << language.toStdString() << ": " << combo->currentText().toStdString();
            ++checked;
        }
        EXPECT_GE(checked, 2) << language.toStdString(); // the Parameters' precision, the Sweeps' chips
    }
    ui::applyLanguage(QStringLiteral("en"));
}

TEST(DockLayout, RestoreDefaultLayoutGivesTheChipsListItsRowsBack)
{
    auto window = openWindowAt(QSize(1024, 700));
    for (QDockWidget* dock : window->findChildren<QDockWidget*>()) {
        if (dock->objectName() == QLatin1String("parametersDock"))
            dock->setFloating(true);
        if (dock->objectName() == QLatin1String("chipsDock"))
            dock->close();
    }
    QApplication::processEvents();
    window->restoreDefaultLayout();
    QApplication::processEvents();
    expectUsableLayout(*window, "restored at 1024×700");
}

// A Model panel left floating comes back with the layout only when the project has a model to show: on a project
// without one it would be an empty window; it opens again with the first model added.
TEST(DockLayout, AFloatingModelPanelIsNotRestoredOnAProjectWithoutAModel)
{
    const auto modelDock
        = [](const ui::MainWindow& window) { return window.findChild<QDockWidget*>(QStringLiteral("modelDock")); };
    Project withModel = defaultProject();
    ModelEntry entry;
    entry.modelId = "llama-3-8b";
    withModel.models.push_back(entry);
    {
        auto window = openWindowAt(QSize(1280, 720));
        window->document().resetProject(withModel);
        QApplication::processEvents();
        window->showPanel(window->modelPanel());
        modelDock(*window)->setFloating(true);
        QApplication::processEvents();
        ASSERT_TRUE(modelDock(*window)->isVisible());
        ui::Settings::setWindowState(window->saveState());
    }
    const auto reopen = [](const Project& project) {
        auto window = std::make_unique<ui::MainWindow>(project, builtinChips());
        window->resize(1280, 720);
        window->restoreSettings();
        window->show();
        window->flushUpdates();
        QApplication::processEvents();
        return window;
    };
    auto empty = reopen(defaultProject());
    EXPECT_FALSE(modelDock(*empty)->isVisible());
    // View → Panels → Model still opens it, and it says what to do.
    modelDock(*empty)->toggleViewAction()->trigger();
    QApplication::processEvents();
    EXPECT_TRUE(modelDock(*empty)->isVisible());
    const auto* hint = empty->modelPanel()->findChild<QLabel*>(QStringLiteral("modelPanelEmpty"));
    ASSERT_NE(hint, nullptr);
    EXPECT_TRUE(hint->isVisible());
    EXPECT_EQ(hint->text(), QStringLiteral("No model yet: Add Model… puts one here."));
    empty.reset();
    auto full = reopen(withModel);
    EXPECT_TRUE(modelDock(*full)->isVisible());
    EXPECT_TRUE(modelDock(*full)->isFloating());
    full.reset();
    ui::Settings::setWindowState({});
}

} // namespace
} // namespace roofline::test
