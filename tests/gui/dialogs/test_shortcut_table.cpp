// The Help menu's table of keyboard shortcuts (F1) is made from the actions themselves: every key an
// action has is in it, beside the action's words, and it names no key that no action has.
#include "support/gui_test_helpers.h"

#include "ui/dialogs/shortcut_table.h"
#include "ui/i18n/language.h"

#include <QAction>
#include <QRegularExpression>

#include <map>
#include <set>

namespace roofline::test {
namespace {

// The table's rows: each key of a row, with the row's words.
std::multimap<QString, QString> rowsOf(const QString& table)
{
    std::multimap<QString, QString> rows;
    static const QRegularExpression row(QStringLiteral("<tr><td>(.*?)</td><td>(.*?)</td></tr>"));
    for (auto it = row.globalMatch(table); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        for (const QString& key : match.captured(1).split(QStringLiteral(", ")))
            rows.emplace(key, match.captured(2));
    }
    return rows;
}

bool hasRow(const std::multimap<QString, QString>& rows, const QString& key, const QString& words)
{
    const auto [from, to] = rows.equal_range(key);
    for (auto it = from; it != to; ++it) {
        if (it->second == words)
            return true;
    }
    return false;
}

TEST(ShortcutTable, EveryActionsKeyIsListedAndNoOtherKey)
{
    auto window = openWindow();
    const std::multimap<QString, QString> rows = rowsOf(ui::shortcutTable(*window));
    std::set<QString> actionKeys;
    int actions = 0;
    for (const QAction* action : window->findChildren<QAction*>()) {
        for (const QKeySequence& key : action->shortcuts()) {
            const QString text = key.toString(QKeySequence::NativeText);
            actionKeys.insert(text.toHtmlEscaped());
            EXPECT_TRUE(hasRow(rows, text.toHtmlEscaped(), ui::shortcutWords(*action).toHtmlEscaped()))
                << text.toStdString() << " of " << action->text().toStdString();
        }
        actions += action->shortcuts().isEmpty() ? 0 : 1;
    }
    EXPECT_GE(actions, 20); // the window's, the File, Edit, View and Help menus', the tables'
    for (const auto& [key, words] : rows)
        EXPECT_TRUE(actionKeys.contains(key)) << "no action has " << key.toStdString();
    // Its words are the action's, without the menu's accelerator or dots; Undo's is the action's, not the step's.
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+E"), QStringLiteral("Export Chart")));
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+Z"), QStringLiteral("Undo")));
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+Y"), QStringLiteral("Redo")));
    EXPECT_TRUE(hasRow(rows, QStringLiteral("F1"), QStringLiteral("Keyboard Shortcuts")));
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+0"), QStringLiteral("Reset Chart Views")));
}

TEST(ShortcutTable, SpeaksTheLanguage)
{
    auto window = openWindow();
    ui::applyLanguage(QStringLiteral("ru"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    const std::multimap<QString, QString> rows = rowsOf(ui::shortcutTable(*window));
    const QAction* exportAction = nullptr;
    for (const QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            exportAction = action;
    }
    ASSERT_NE(exportAction, nullptr);
    QString words = exportAction->text();
    words.remove(QLatin1Char('&')).remove(QChar(0x2026));
    EXPECT_EQ(words, QStringLiteral("Экспорт графика"));
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+E"), words));
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+Z"), QStringLiteral("Отменить")));
    // Every row has words: an action with a key and no text of its own (Insert in a table) takes its twin's.
    for (const auto& [key, text] : rows)
        EXPECT_FALSE(text.isEmpty()) << key.toStdString();
    ui::applyLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

// The keys the docs name on every desktop: Save As is Ctrl+Shift+S (QKeySequence::SaveAs has none outside GNOME
// and macOS) and Undo is Ctrl+Z alone (QKeySequence::Undo adds F14 under X11, the Undo key of Sun keyboards); no
// row names a key past F12, which a PC keyboard does not have.
TEST(ShortcutTable, NamesSaveAsAndOnlyKeysAKeyboardHas)
{
    auto window = openWindow();
    const QString table = ui::shortcutTable(*window);
    const std::multimap<QString, QString> rows = rowsOf(table);
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+Shift+S"), QStringLiteral("Save Project As"))) << table.toStdString();
    EXPECT_TRUE(hasRow(rows, QStringLiteral("Ctrl+S"), QStringLiteral("Save Project"))) << table.toStdString();
    static const QRegularExpression pastF12(QStringLiteral("^F(1[3-9]|[2-9][0-9])$"));
    int undoKeys = 0;
    for (const auto& [key, words] : rows) {
        EXPECT_FALSE(pastF12.match(key).hasMatch()) << key.toStdString() << " for " << words.toStdString();
        if (words == QLatin1String("Undo")) {
            EXPECT_EQ(key, QStringLiteral("Ctrl+Z"));
            ++undoKeys;
        }
    }
    EXPECT_EQ(undoKeys, 1);
}

} // namespace
} // namespace roofline::test
