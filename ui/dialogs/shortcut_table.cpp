#include "ui/dialogs/shortcut_table.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QWidget>

#include <vector>

namespace roofline::ui {

namespace {

constexpr const char* kShortcutWords = "shortcutWords";

// The menu bar's actions, in menu order (submenus where they appear).
void collectMenu(const QList<QAction*>& actions, std::vector<QAction*>& out)
{
    for (QAction* action : actions) {
        if (action->menu())
            collectMenu(action->menu()->actions(), out);
        else
            out.push_back(action);
    }
}

} // namespace

QString shortcutWords(const QAction& action)
{
    const QVariant own = action.property(kShortcutWords);
    if (own.isValid())
        return own.toString();
    QString text = action.text();
    text.remove(QLatin1Char('&'));
    text.remove(QChar(0x2026)); // "…"
    text.remove(QStringLiteral("..."));
    return text.trimmed();
}

void setShortcutWords(QAction* action, const QString& words)
{
    action->setProperty(kShortcutWords, words);
}

QString shortcutTable(const QWidget& window)
{
    std::vector<QAction*> actions;
    if (const QMenuBar* bar = window.findChild<QMenuBar*>(QString(), Qt::FindDirectChildrenOnly))
        collectMenu(bar->actions(), actions);
    for (QAction* action : window.findChildren<QAction*>())
        actions.push_back(action);
    QStringList rows;
    for (const QAction* action : actions) {
        if (action->shortcuts().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys.append(key.toString(QKeySequence::NativeText));
        // The same action in a menu and among the window's children, or two panels' actions alike
        // (Delete in Ops and in Sweeps), make one row.
        const QString row
            = QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                  .arg(keys.join(QStringLiteral(", ")).toHtmlEscaped(), shortcutWords(*action).toHtmlEscaped());
        if (!rows.contains(row))
            rows.append(row);
    }
    return QStringLiteral("<table>") + rows.join(QString()) + QStringLiteral("</table>");
}

} // namespace roofline::ui
