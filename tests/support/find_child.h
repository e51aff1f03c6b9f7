#pragma once

// How a test reaches a widget, an action or a part of the window that the product does not hand out:
// through Qt's own seam, the object tree. Widgets and actions a user reaches carry an object name in
// the product (`m_remove->setObjectName(QStringLiteral("removeModel"))`), and so do the window's parts
// (its panels and action sets). A missing one fails the test with its name instead of handing back a
// null pointer.

#include "core/formulas/op.h"
#include "ui/actions/app_settings_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/main_window.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tables/chip_filter_model.h"
#include "ui/tables/chip_list_model.h"
#include "ui/tables/measured_table_model.h"
#include "ui/tables/op_table_model.h"
#include "ui/tasks/task_progress.h"

#include <QObject>
#include <QSpinBox>
#include <QString>

#include <stdexcept>
#include <string>
#include <typeinfo>

namespace roofline::test {

// The child of `parent` (at any depth) named `name` that is a T.
template<class T> T* child(const QObject& parent, const QString& name)
{
    T* found = parent.findChild<T*>(name);
    if (!found)
        throw std::runtime_error("no " + std::string(typeid(T).name()) + " named \"" + name.toStdString() + "\" in "
            + parent.metaObject()->className());
    return found;
}

template<class T> T* child(const QObject& parent, const char* name)
{
    return child<T>(parent, QString::fromLatin1(name));
}

// ---- the main window's parts (MainWindow names them) ----
inline ui::ChartArea* chartArea(const ui::MainWindow& window)
{
    return child<ui::ChartArea>(window, QStringLiteral("chartArea"));
}
inline ui::ChipsPanel* chipsPanel(const ui::MainWindow& window)
{
    return child<ui::ChipsPanel>(window, QStringLiteral("chipsPanel"));
}
inline ui::OpListPanel* opsPanel(const ui::MainWindow& window)
{
    return child<ui::OpListPanel>(window, QStringLiteral("opsPanel"));
}
inline ui::DetailsPanel* detailsPanel(const ui::MainWindow& window)
{
    return child<ui::DetailsPanel>(window, QStringLiteral("detailsPanel"));
}
inline ui::AppSettingsActions* appSettingsActions(const ui::MainWindow& window)
{
    return child<ui::AppSettingsActions>(window, QStringLiteral("appSettingsActions"));
}
inline ui::ViewActions* viewActions(const ui::MainWindow& window)
{
    return child<ui::ViewActions>(window, QStringLiteral("viewActions"));
}
inline ui::ExportActions* exportActions(const ui::MainWindow& window)
{
    return child<ui::ExportActions>(window, QStringLiteral("exportActions"));
}
inline ui::TaskProgress* taskProgress(const ui::MainWindow& window)
{
    return child<ui::TaskProgress>(window, QStringLiteral("taskProgress"));
}

// ---- the panels' widgets ----
// A panel's table model: the chip list, an op list, the measured kernels.
inline ui::ChipListModel* itemModel(const ui::ChipsPanel& panel)
{
    return child<ui::ChipListModel>(panel, "chipList");
}
inline ui::OpTableModel* itemModel(const ui::OpListPanel& panel)
{
    return child<ui::OpTableModel>(panel, "opTable");
}
inline ui::MeasuredTableModel* itemModel(const ui::MeasurementsPanel& panel)
{
    return child<ui::MeasuredTableModel>(panel, "measuredKernels");
}
// The chip list as the Chips panel's view shows it (filtered by its search field).
inline ui::ChipFilterModel* chipFilter(const ui::ChipsPanel& panel)
{
    return child<ui::ChipFilterModel>(panel, "chipFilter");
}
// The Parameters panel's spin box of a dimension ("spinB").
inline QSpinBox* spinBox(const ui::ParametersPanel& panel, Dim dim)
{
    return child<QSpinBox>(panel, QStringLiteral("spin%1").arg(QString::fromUtf8(dimName(dim))));
}

} // namespace roofline::test
