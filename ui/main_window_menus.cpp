// MainWindow's menus, tool bar and own actions: each menu built in a function of its own, the
// shortcuts named in tool tips and listed by F1 from the actions themselves.
#include "ui/actions/app_settings_actions.h"
#include "ui/actions/calibration_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/about_dialog.h"
#include "ui/dialogs/guide_dialog.h"
#include "ui/dialogs/shortcut_table.h"
#include "ui/document.h"
#include "ui/i18n/language_menu.h"
#include "ui/i18n/retranslate.h"
#include "ui/main_window.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/op_list_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace roofline::ui {

void MainWindow::buildMenus()
{
    makeUndoActions();
    makeEditActions();
    buildFileMenu();
    buildEditMenu();
    buildViewMenu();
    buildMeasurementsMenu();
    buildHelpMenu();
    buildToolBar();
    connectMessages();
    nameShortcutsInTips();
}

void MainWindow::makeUndoActions()
{
    QUndoStack* undo = m_document->undoStack();
    // Our own undo and redo actions rather than QUndoStack's: their prefix follows the language.
    QAction* undoAction = m_actions.undo = new QAction(QIcon::fromTheme(QStringLiteral("edit-undo")), QString(), this);
    undoAction->setObjectName(QStringLiteral("undoAction"));
    // Ctrl+Z alone: QKeySequence::Undo adds F14 under X11 (a Sun keyboard's Undo key), which Help's table of
    // shortcuts would then list as if a user had such a key.
    undoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    connect(undoAction, &QAction::triggered, undo, &QUndoStack::undo);
    QAction* redoAction = m_actions.redo = new QAction(QIcon::fromTheme(QStringLiteral("edit-redo")), QString(), this);
    redoAction->setObjectName(QStringLiteral("redoAction"));
    redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    connect(redoAction, &QAction::triggered, undo, &QUndoStack::redo);
    const auto undoWords = [undo, undoAction, redoAction] {
        undoAction->setEnabled(undo->canUndo());
        undoAction->setText(undo->canUndo() ? tr("&Undo %1").arg(undo->undoText()) : tr("&Undo"));
        redoAction->setEnabled(undo->canRedo());
        redoAction->setText(undo->canRedo() ? tr("&Redo %1").arg(undo->redoText()) : tr("&Redo"));
    };
    connect(undo, &QUndoStack::indexChanged, this, undoWords);
    connect(undo, &QUndoStack::cleanChanged, this, undoWords);
    retranslate(this, undoWords);
    // Their text names the step; the shortcuts table names the action.
    retranslate(this, [undoAction, redoAction] {
        setShortcutWords(undoAction, tr("Undo"));
        setShortcutWords(redoAction, tr("Redo"));
    });
}

void MainWindow::makeEditActions()
{
    OwnActions& a = m_actions;
    // Window-wide shortcuts for the roofline's ops (the table's own keys work when it has focus).
    a.addOp = new QAction(m_ops->addAction()->icon(), QString(), this);
    a.addOp->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    connect(a.addOp, &QAction::triggered, m_ops->addAction(), &QAction::trigger);
    a.duplicate = new QAction(m_ops->duplicateAction()->icon(), QString(), this);
    a.duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    connect(a.duplicate, &QAction::triggered, m_ops, &OpListPanel::duplicateCurrent);
    connect(m_ops->duplicateAction(), &QAction::changed, a.duplicate,
        [this] { m_actions.duplicate->setEnabled(m_ops->duplicateAction()->isEnabled()); });
    a.newChip = new QAction(QIcon::fromTheme(QStringLiteral("document-new")), QString(), this);
    a.newChip->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(a.newChip, &QAction::triggered, m_chips, &ChipsPanel::newChip);
    a.search = new QAction(this);
    a.search->setShortcut(QKeySequence::Find);
    connect(a.search, &QAction::triggered, this, [this] {
        showPanel(m_chips);
        m_chips->searchEdit()->setFocus();
        m_chips->searchEdit()->selectAll();
    });
    a.resetView = new QAction(QIcon::fromTheme(QStringLiteral("zoom-original")), QString(), this);
    a.resetView->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(a.resetView, &QAction::triggered, this, [this] {
        rooflineChart()->resetView();
        batchSizeChart()->resetView();
    });
    a.restoreLayout = new QAction(this);
    connect(a.restoreLayout, &QAction::triggered, this, &MainWindow::restoreDefaultLayout);
    a.quit = new QAction(QIcon::fromTheme(QStringLiteral("application-exit")), QString(), this);
    a.quit->setShortcut(QKeySequence::Quit);
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    retranslate(this, [this] {
        const OwnActions& own = m_actions;
        own.addOp->setText(tr("&Add Op…"));
        own.addOp->setToolTip(m_ops->addAction()->toolTip());
        own.duplicate->setText(tr("D&uplicate Op"));
        own.duplicate->setToolTip(m_ops->duplicateAction()->toolTip());
        own.newChip->setText(tr("New &Chip…"));
        own.newChip->setToolTip(tr("Create a chip of your own from a form; it is saved and joins the library"));
        own.search->setText(tr("&Find Chip"));
        own.search->setToolTip(tr("Jump to the chip search field"));
        own.resetView->setText(tr("&Reset Chart Views"));
        own.resetView->setToolTip(
            tr("Fit both charts to their data again (double-clicking a chart does it for that chart)"));
        own.restoreLayout->setText(tr("Restore &Default Layout"));
        own.restoreLayout->setToolTip(tr("Put every panel back where it was when the app started"));
        own.quit->setText(tr("&Quit"));
    });
}

void MainWindow::buildFileMenu()
{
    QMenu* file = menuBar()->addMenu(QString());
    file->addAction(m_fileActions->newAction());
    file->addAction(m_fileActions->openAction());
    file->addMenu(m_fileActions->recentMenu());
    file->addAction(m_fileActions->saveAction());
    // QKeySequence::SaveAs has a key only under GNOME and macOS: the same Ctrl+Shift+S on every desktop.
    m_fileActions->saveAsAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    file->addAction(m_fileActions->saveAsAction());
    file->addSeparator();
    // Every import where imports are: measured kernels, a run to compare with, and an ERT's measured ceilings.
    file->addAction(m_measurements->importAction());
    file->addAction(m_measurements->importErtAction());
    file->addAction(m_measurements->compareAction());
    file->addAction(m_exportActions->exportAction());
    file->addSeparator();
    file->addAction(m_actions.quit);
    retranslate(file, [file] { file->setTitle(tr("&File")); });
}

// What the measured kernels are for, in one place: bring them in, compare, calibrate a chip from them and see how
// far its predictions were (docs/model.md §15). The imports are in the File menu too, where imports are.
void MainWindow::buildMeasurementsMenu()
{
    QMenu* measurements = menuBar()->addMenu(QString());
    measurements->addAction(m_measurements->importAction());
    measurements->addAction(m_measurements->importErtAction());
    measurements->addAction(m_measurements->compareAction());
    measurements->addSeparator();
    measurements->addAction(m_calibration->calibrateAction());
    measurements->addAction(m_calibration->loadAction());
    measurements->addAction(m_calibration->showAction());
    measurements->addAction(m_calibration->projectAction());
    measurements->addAction(m_calibration->removeAction());
    connect(m_calibration, &CalibrationActions::message, this,
        [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    retranslate(measurements, [measurements] { measurements->setTitle(tr("&Measurements")); });
}

void MainWindow::buildEditMenu()
{
    QMenu* edit = menuBar()->addMenu(QString());
    edit->addAction(m_actions.undo);
    edit->addAction(m_actions.redo);
    edit->addSeparator();
    edit->addAction(m_exportActions->copyAction());
    edit->addSeparator();
    edit->addAction(m_actions.addOp);
    edit->addAction(m_actions.duplicate);
    edit->addAction(m_model->addModelAction());
    for (QAction* action : {m_ops->editAction(), m_ops->removeAction(), m_ops->moveUpAction(), m_ops->moveDownAction()})
        edit->addAction(action);
    edit->addSeparator();
    edit->addAction(m_actions.newChip);
    edit->addAction(m_actions.search);
    retranslate(edit, [edit] { edit->setTitle(tr("&Edit")); });
}

void MainWindow::buildViewMenu()
{
    QMenu* view = menuBar()->addMenu(QString());
    view->addAction(m_viewActions->chartsAsTabs());
    view->addAction(m_viewActions->chipsSideBySide());
    view->addSeparator();
    view->addAction(m_viewActions->achievable());
    view->addAction(m_viewActions->achieved());
    view->addAction(m_viewActions->siUnits());
    view->addMenu(m_viewActions->levelsMenu());
    view->addAction(m_viewActions->allLinkSlopes());
    view->addMenu(m_viewActions->chartThemeMenu());
    view->addMenu(new LanguageMenu(this));
    view->addSeparator();
    view->addMenu(m_appSettings->appThemeMenu());
    view->addSeparator();
    view->addAction(m_actions.resetView);
    view->addSeparator();
    QMenu* panels = view->addMenu(QString());
    for (QDockWidget* dock : m_docks)
        panels->addAction(dock->toggleViewAction());
    view->addAction(m_actions.restoreLayout);
    retranslate(view, [view, panels] {
        view->setTitle(tr("&View"));
        panels->setTitle(tr("&Panels"));
    });
}

void MainWindow::buildHelpMenu()
{
    QMenu* help = menuBar()->addMenu(QString());
    QAction* guide = help->addAction(QString());
    guide->setObjectName(QStringLiteral("guideAction"));
    connect(guide, &QAction::triggered, this, [this] {
        auto* dialog = new GuideDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    QAction* shortcuts = help->addAction(QString());
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    shortcuts->setShortcut(QKeySequence::HelpContents);
    connect(shortcuts, &QAction::triggered, this, [this] {
        QMessageBox::information(this, tr("Keyboard shortcuts"),
            shortcutTable(*this)
                + tr("<p>On a chart: the wheel zooms about the cursor, a drag pans, a Shift-drag zooms to a box and "
                     "a double-click resets the view. In a table, F2 renames the selected row and a double-click "
                     "edits it. Alt and a field's underlined letter moves to it (the B, D and F sliders); on a "
                     "slider, Page Up and Page Down double and halve its value.</p>"));
    });
    QAction* about = help->addAction(QString());
    about->setMenuRole(QAction::AboutRole);
    connect(about, &QAction::triggered, this, [this] { showAboutDialog(this); });
    retranslate(help, [help, guide, shortcuts, about] {
        help->setTitle(tr("&Help"));
        guide->setText(tr("The &Roofline Model"));
        guide->setToolTip(tr("How to read the charts, with the chapter's formulas and worked numbers"));
        shortcuts->setText(tr("&Keyboard Shortcuts"));
        about->setText(tr("&About Roofline Studio"));
    });
}

void MainWindow::buildToolBar()
{
    QToolBar* toolbar = addToolBar(QString());
    toolbar->setObjectName(QStringLiteral("mainToolBar"));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    toolbar->addAction(m_actions.undo);
    toolbar->addAction(m_actions.redo);
    toolbar->addSeparator();
    toolbar->addAction(m_actions.addOp);
    toolbar->addAction(m_model->addModelAction());
    toolbar->addAction(m_actions.newChip);
    toolbar->addSeparator();
    toolbar->addAction(m_viewActions->chipsSideBySide());
    toolbar->addAction(m_viewActions->chartsAsTabs());
    toolbar->addAction(m_viewActions->achievable());
    toolbar->addAction(m_actions.resetView);
    retranslate(toolbar, [toolbar] { toolbar->setWindowTitle(tr("Main")); });
}

void MainWindow::connectMessages()
{
    const auto status = [this](const QString& text) { statusBar()->showMessage(text, 8000); };
    connect(m_fileActions, &ProjectFileActions::message, this, status);
    // A failed autosave stays in sight until one works again: the message above goes after 8 s.
    auto* autosave = new QLabel;
    autosave->setObjectName(QStringLiteral("autosaveProblem"));
    autosave->hide();
    statusBar()->addPermanentWidget(autosave);
    const auto sayAutosave = [autosave](const QString& cause) {
        autosave->setText(cause.isEmpty() ? QString() : tr("⚠ Autosave failed"));
        autosave->setToolTip(cause.isEmpty() ? QString() : tr("Autosave failed: %1").arg(cause));
        autosave->setVisible(!cause.isEmpty());
    };
    connect(m_fileActions, &ProjectFileActions::autosaveProblemChanged, autosave,
        [autosave, sayAutosave](const QString& cause) {
            autosave->setProperty("cause", cause);
            sayAutosave(cause);
        });
    retranslate(autosave, [autosave, sayAutosave] { sayAutosave(autosave->property("cause").toString()); });
    connect(m_exportActions, &ExportActions::message, this, status);
    connect(m_measurements, &MeasurementsPanel::message, this, status);
    connect(m_model, &ModelPanel::message, this, status);
    connect(m_appSettings, &AppSettingsActions::message, this, status);
    connect(m_model->addModelAction(), &QAction::triggered, this, [this] { showPanel(m_model); });
    // Measured kernels come in through the Measurements dock: show it when they do.
    connect(m_measurements->importAction(), &QAction::triggered, this, [this] { showPanel(m_measurements); });
    connect(m_measurements->compareAction(), &QAction::triggered, this, [this] { showPanel(m_measurements); });
    connect(m_measurements->importErtAction(), &QAction::triggered, this, [this] { showPanel(m_measurements); });
}

void MainWindow::nameShortcutsInTips()
{
    // Tool tips name the shortcut; an action without a tip of its own is named by its text. Set after
    // the owners' words (their retranslate() ran first), again on every language switch.
    const OwnActions& a = m_actions;
    const QList<QAction*> withShortcuts {a.undo, a.redo, a.addOp, a.duplicate, a.newChip, a.search, a.resetView, a.quit,
        m_fileActions->newAction(), m_fileActions->openAction(), m_fileActions->saveAction(),
        m_fileActions->saveAsAction(), m_measurements->importAction(), m_exportActions->exportAction(),
        m_exportActions->copyAction()};
    QList<QAction*> ownTips;
    for (QAction* action : withShortcuts) {
        addAction(action);
        if (!action->toolTip().isEmpty() && action->toolTip() != action->text().remove(QLatin1Char('&')))
            ownTips.append(action);
    }
    const auto shortcutTips = [ownTips](const QList<QAction*>& actions) {
        for (QAction* action : actions) {
            QString tip = ownTips.contains(action)
                ? action->toolTip()
                : action->text().remove(QLatin1Char('&')).remove(QStringLiteral("…"));
            if (!action->shortcut().isEmpty())
                tip = QStringLiteral("%1 (%2)").arg(tip, action->shortcut().toString(QKeySequence::NativeText));
            action->setToolTip(tip);
        }
    };
    retranslate(this, [shortcutTips, withShortcuts] { shortcutTips(withShortcuts); });
    // Undo and redo name the step they would take.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, [shortcutTips, this] {
        shortcutTips({m_actions.undo, m_actions.redo});
    });
}

} // namespace roofline::ui
