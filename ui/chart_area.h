#pragma once

#include "core/scene/project.h"

#include <QWidget>

class QSplitter;
class QTabBar;

namespace roofline::ui {

class BatchSizeChart;
class Document;
class RooflineChart;
struct ChartTheme;

// The central area: the roofline chart and the batch-size chart, side by side (a splitter the
// user can drag) or as tabs, as the project's arrangement says, in the project's theme. The
// "system" theme follows the application's palette, and changes with it.
//
// The charts never change parent: both live in the splitter, and "as tabs" shows a tab bar above it
// and only the current tab's chart. (Moving them between a splitter and a QTabWidget left them
// hidden: reparenting hides a widget, and a splitter that is itself hidden does not show what it
// takes in.)
class ChartArea : public QWidget {
    Q_OBJECT
public:
    explicit ChartArea(Document& document, QWidget* parent = nullptr);

    RooflineChart* rooflineChart() const { return m_roofline; }
    BatchSizeChart* batchSizeChart() const { return m_sweep; }
    ChartArrangement arrangement() const { return m_arrangement; }

Q_SIGNALS:
    void themeChanged(const roofline::ui::ChartTheme& theme); // the charts' theme on screen

protected:
    void changeEvent(QEvent* event) override;

private:
    void arrange(ChartArrangement arrangement);
    void showCurrentTab(); // as tabs: the current tab's chart only
    void applyTheme(); // the project's theme on both charts
    void tabWords(); // the tabs' titles and tips, in the current language

    Document& m_document;
    RooflineChart* m_roofline;
    BatchSizeChart* m_sweep;
    QSplitter* m_splitter;
    QTabBar* m_tabs;
    ChartArrangement m_arrangement = ChartArrangement::SideBySide;
};

} // namespace roofline::ui
