#pragma once

#include <QString>
#include <QWidget>

#include <vector>

class QSplitter;
class QStackedLayout;
class QTabWidget;

namespace roofline::ui {

// Pages that share a panel: all at once when the panel is tall enough for each to read (the first
// on top, the others side by side under it), one at a time in tabs when it is not. A panel in a
// bottom dock of a small window gets the tabs, each page the whole panel; undocked or made tall,
// the same panel shows everything together.
class SplitOrTabs : public QWidget {
    Q_OBJECT
public:
    explicit SplitOrTabs(std::vector<QWidget*> pages, QWidget* parent = nullptr);

    // The height from which the pages show together (the first page's share and the others' each
    // get at least half of it).
    void setHeightForAll(int height);
    // The tab titles, in the pages' order (set again on a language switch).
    void setTitles(const std::vector<QString>& titles);

    bool showsAll() const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void arrange(bool all);

    std::vector<QWidget*> m_pages;
    std::vector<QString> m_titles;
    QStackedLayout* m_stack;
    QSplitter* m_split;
    QSplitter* m_lower;
    QTabWidget* m_tabs;
    int m_heightForAll = 480;
    int m_currentTab = 0; // the tab in front when the pages last left the tabs
    bool m_splitSized = false; // the split between the first page and the others, once it has a height
};

} // namespace roofline::ui
