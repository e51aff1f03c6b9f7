#pragma once

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QWidget;

namespace roofline::ui {

class Document;

// The View menu's switches, each an undoable change of the project's view options and each kept
// in step with the document (undo flips the check mark back).
class ViewActions : public QObject {
    Q_OBJECT
public:
    ViewActions(Document& document, QWidget* parent);

    QAction* chartsAsTabs() const { return m_tabs; }
    QAction* chipsSideBySide() const { return m_sideBySide; }
    QAction* achievable() const { return m_achievable; }
    // Each calibrated class's achieved ceiling and slope (docs/model.md §15); enabled while the project holds a
    // calibration.
    QAction* achieved() const { return m_achieved; }
    QAction* siUnits() const { return m_si; }
    QAction* allLinkSlopes() const { return m_allLinks; } // a link's slope for all of its links at once
    QMenu* levelsMenu() const { return m_levels; } // a check box per memory level / link name
    QMenu* chartThemeMenu() const { return m_themes; } // system, light, dark, slide: the charts on screen

private:
    void sync();
    void rebuildLevels();

    Document& m_document;
    QAction* m_tabs;
    QAction* m_sideBySide;
    QAction* m_achievable;
    QAction* m_achieved;
    QAction* m_si;
    QAction* m_allLinks;
    QMenu* m_levels;
    QMenu* m_themes;
    QActionGroup* m_themeGroup;
};

} // namespace roofline::ui
