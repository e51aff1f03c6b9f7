#include "ui/main_window.h"

#include "ui/actions/app_settings_actions.h"
#include "ui/actions/calibration_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"
#include "ui/i18n/undo_text.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/panels/sweeps_panel.h"
#include "ui/settings.h"
#include "ui/tables/chip_list_model.h"
#include "ui/tasks/task_progress.h"
#include "ui/tasks/task_runner.h"
#include "ui/window_fit.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMimeData>
#include <QShowEvent>
#include <QStatusBar>
#include <QStyle>
#include <QTabBar>
#include <QTableView>
#include <QTimer>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>

namespace roofline::ui {

namespace {

// The Model panel's height at which a chart page reads: its own rows and tabs, a plot of some 150 px,
// its axis and the legend under it.
constexpr int kModelPanelReads = 420;

std::vector<Chip> libraryWithMessages(QStringList* errors)
{
    return Document::loadLibrary(errors);
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : MainWindow(defaultProject(), {}, parent)
{
    // What the user last used needs the library (their own chips count), which the window loads.
    Project remembered = Settings::newProject(m_document->library());
    if (!(remembered == m_document->project()))
        m_document->resetProject(std::move(remembered));
}

MainWindow::MainWindow(Project project, std::vector<Chip> library, QWidget* parent)
    : QMainWindow(parent)
{
    QStringList loadErrors;
    if (library.empty())
        library = libraryWithMessages(&loadErrors);
    m_document = new Document(std::move(project), std::move(library), this);
    // The undo history is named again in a new language before the Undo and Redo actions read it.
    retranslate(this, [this] { retranslateUndoStack(m_document->undoStack()); });
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);

    m_charts = new ChartArea(*m_document);
    setCentralWidget(m_charts);
    m_chips = new ChipsPanel(*m_document);
    m_ops = new OpListPanel(*m_document, OpList::Roofline);
    m_sweeps = new SweepsPanel(*m_document);
    m_parameters = new ParametersPanel(*m_document);
    m_details = new DetailsPanel(*m_document);
    m_measurements = new MeasurementsPanel(*m_document);
    m_model = new ModelPanel(*m_document);
    m_model->setTheme(m_charts->rooflineChart()->theme());
    connect(m_charts, &ChartArea::themeChanged, m_model, &ModelPanel::setTheme);
    m_appSettings = new AppSettingsActions(this);
    m_viewActions = new ViewActions(*m_document, this);
    m_fileActions = new ProjectFileActions(*m_document, this);
    m_tasks = new TaskRunner(this);
    m_fileActions->setTaskRunner(m_tasks);
    m_measurements->setTaskRunner(m_tasks);
    connect(m_tasks, &TaskRunner::failed, this, [this](const QString& problem) {
        statusBar()->showMessage(tr("Stopped: %1. Nothing was changed.").arg(problem), 10000);
    });
    m_exportActions = new ExportActions(*m_document, m_charts->rooflineChart(), this);
    // Latency against throughput is exported for the model the Model panel shows.
    m_exportActions->setCurrentModel([this] { return static_cast<std::size_t>(std::max(0, m_model->currentModel())); });
    m_exportActions->setProjectFile([this] { return m_fileActions->filePath(); });
    connect(m_model, &ModelPanel::exportChartRequested, m_exportActions, &ExportActions::exportModelChart);
    m_calibration = new CalibrationActions(*m_document, this);
    connect(m_fileActions, &ProjectFileActions::titleChanged, this, [this](const QString& title) {
        setWindowTitle(title);
        setWindowModified(m_fileActions->isModified());
    });
    connect(m_fileActions, &ProjectFileActions::modifiedChanged, this, &QWidget::setWindowModified);
    setWindowTitle(tr("Untitled[*] — Roofline Studio"));

    m_cursor = new QLabel;
    m_cursor->setMinimumWidth(360);
    retranslate(m_cursor, [this] {
        m_cursor->setToolTip(tr("The cursor's position on the chart under it"));
        m_cursor->clear(); // until the cursor moves again, in the new language
        statusBar()->clearMessage();
    });
    statusBar()->addPermanentWidget(m_cursor);
    m_taskProgress = new TaskProgress(*m_tasks);
    statusBar()->addPermanentWidget(m_taskProgress);
    // The window's parts by name, for whatever walks its object tree (accessibility tools, object inspectors).
    for (auto [part, name] :
        {std::pair<QObject*, const char*> {m_charts, "chartArea"}, {m_chips, "chipsPanel"}, {m_ops, "opsPanel"},
            {m_sweeps, "sweepsPanel"}, {m_parameters, "parametersPanel"}, {m_details, "detailsPanel"},
            {m_measurements, "measurementsPanel"}, {m_model, "modelPanel"}, {m_appSettings, "appSettingsActions"},
            {m_viewActions, "viewActions"}, {m_fileActions, "fileActions"}, {m_exportActions, "exportActions"},
            {m_calibration, "calibrationActions"}, {m_tasks, "tasks"}, {m_taskProgress, "taskProgress"}})
        part->setObjectName(QLatin1String(name));

    // The size the window would like; restoreSettings() fits it, or the last run's, to the screen.
    resize(1600, 1000);
    m_fit = new WindowFit(this);
    buildDocks();
    buildMenus();
    connectSelection();
    rememberForNewProjects();
    setAcceptDrops(true); // measured kernels (*.csv) and projects (*.json), see openDroppedFiles
    m_defaultState = saveState();
    // A project with models opens with the Model panel in front.
    if (!m_document->models().empty())
        showPanel(m_model);
    connect(m_document, &Document::projectReset, this, [this] {
        if (!m_document->models().empty())
            showPanel(m_model);
    });

    for (const QString& error : loadErrors)
        statusBar()->showMessage(tr("Skipped a saved chip: %1").arg(error), 10000);
    if (!m_document->missingChips().empty())
        statusBar()->showMessage(tr("The project names chips that are not in the library: %1")
                                     .arg(QString::fromStdString(m_document->missingChips().front())),
            10000);
}

MainWindow::~MainWindow()
{
    // Tear the panels and charts down while this is still a MainWindow: views emit signals as they
    // go (a selection clears), and the slots connected here must not run on a half-destroyed window.
    for (QObject* sender : std::initializer_list<QObject*> {m_ops, m_chips, m_charts, m_charts->rooflineChart(),
             m_charts->batchSizeChart(), m_fileActions, m_exportActions, m_measurements, m_model, m_appSettings})
        disconnect(sender, nullptr, this, nullptr);
    // The undo stack says it became clean as the document (destroyed after this) clears it; nobody
    // may listen by then.
    disconnect(m_document->undoStack(), nullptr, nullptr, nullptr);
    for (QDockWidget* dock : m_docks)
        delete dock;
    delete m_charts;
}

RooflineChart* MainWindow::rooflineChart() const
{
    return m_charts->rooflineChart();
}

BatchSizeChart* MainWindow::batchSizeChart() const
{
    return m_charts->batchSizeChart();
}

QDockWidget* MainWindow::addDock(QWidget* panel, const char* title, const QString& objectName, Qt::DockWidgetArea area)
{
    auto* dock = new QDockWidget(this);
    retranslate(dock, [dock, title] { dock->setWindowTitle(tr(title)); });
    dock->setObjectName(objectName);
    dock->setWidget(panel);
    dock->setFeatures(
        QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetFloatable);
    addDockWidget(area, dock);
    m_docks.push_back(dock);
    return dock;
}

void MainWindow::buildDocks()
{
    QDockWidget* chips = addDock(m_chips, QT_TR_NOOP("Chips"), QStringLiteral("chipsDock"), Qt::LeftDockWidgetArea);
    QDockWidget* parameters
        = addDock(m_parameters, QT_TR_NOOP("Parameters"), QStringLiteral("parametersDock"), Qt::LeftDockWidgetArea);
    QDockWidget* ops = addDock(m_ops, QT_TR_NOOP("Ops"), QStringLiteral("opsDock"), Qt::BottomDockWidgetArea);
    QDockWidget* sweeps
        = addDock(m_sweeps, QT_TR_NOOP("Sweeps"), QStringLiteral("sweepsDock"), Qt::BottomDockWidgetArea);
    QDockWidget* details
        = addDock(m_details, QT_TR_NOOP("Details"), QStringLiteral("detailsDock"), Qt::BottomDockWidgetArea);
    splitDockWidget(chips, parameters, Qt::Vertical);
    splitDockWidget(ops, sweeps, Qt::Horizontal);
    splitDockWidget(sweeps, details, Qt::Horizontal);
    // Measured kernels share the Ops dock's place: both are what the roofline draws as points.
    QDockWidget* measurements = addDock(
        m_measurements, QT_TR_NOOP("Measurements"), QStringLiteral("measurementsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(ops, measurements);
    // Models (docs/model.md §10) beside the ops, which they are groups of: raised when a model is added or a project
    // brings one.
    QDockWidget* model = addDock(m_model, QT_TR_NOOP("Model"), QStringLiteral("modelDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(measurements, model);
    model->hide(); // until there is a model: a closed dock leaves the layout as it was
    ops->raise();
    retranslate(this, [this] {
        m_chips->setToolTip(tr("The chip library"));
        m_parameters->setToolTip(tr("The B, D and F sliders and what the roofline shows"));
    });
}

void MainWindow::connectSelection()
{
    connect(m_ops, &OpListPanel::currentOpChanged, this, [this](int op) {
        rooflineChart()->setSelectedOp(op);
        m_details->setOp(op);
    });
    connect(rooflineChart(), &RooflineChart::opClicked, this, [this](int op, int chip) {
        m_ops->selectOp(op);
        m_details->setChip(chip);
        rooflineChart()->setFocusChip(chip);
    });
    connect(rooflineChart(), &RooflineChart::measuredClicked, this, [this](int group) {
        showPanel(m_measurements);
        m_measurements->showGroup(group);
    });
    connect(m_chips, &ChipsPanel::chipSelected, this, [this](const std::string& id) {
        const int shown = m_document->shownIndex(id);
        if (shown < 0)
            return;
        m_details->setChip(shown);
        rooflineChart()->setFocusChip(shown);
    });
    connect(m_chips, &ChipsPanel::message, this, [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    connect(rooflineChart(), &RooflineChart::cursorMoved, m_cursor, &QLabel::setText);
    connect(batchSizeChart(), &BatchSizeChart::cursorMoved, m_cursor, &QLabel::setText);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, [this] {
        const QUndoStack* stack = m_document->undoStack();
        if (stack->index() > 0)
            statusBar()->showMessage(stack->text(stack->index() - 1), 3000);
    });
    if (!m_document->ops(OpList::Roofline).empty())
        m_ops->selectOp(0);
}

void MainWindow::rememberForNewProjects()
{
    // A new project starts with the chips last shown and the label units last chosen.
    connect(m_document, &Document::chipsChanged, this, [this] {
        if (!m_document->project().chipIds.empty())
            Settings::setLastChips(m_document->project().chipIds);
    });
    connect(m_document, &Document::viewOptionsChanged, this,
        [this] { Settings::setLabelUnits(m_document->viewOptions().labelUnits); });
}

void MainWindow::flushUpdates()
{
    QCoreApplication::processEvents();
    rooflineChart()->updateNow();
    batchSizeChart()->updateNow();
    m_model->updateNow();
}

void MainWindow::showPanel(QWidget* panel)
{
    for (QDockWidget* dock : m_docks) {
        if (dock->widget() != panel)
            continue;
        dock->show();
        dock->raise();
        // The Model panel's step and charts need room: in the bottom row's default 27.5 % of the
        // height and a third of the width its charts were strips of 60 px. Once the window has its
        // size, the panel takes at least 45 % of the height and 40 % of the width while it is in front
        // (never less than the user made it), and in a short window what its charts need to read, as
        // far as the charts above keep their part; its pages take turns in tabs when that is still short.
        if (panel == m_model && m_shownBefore) {
            const int tall = std::max(height() * 45 / 100, std::min(kModelPanelReads, height() * 55 / 100));
            if (dock->height() < tall) {
                makeRoomBelow(tall);
                resizeDocks({dock}, {tall}, Qt::Vertical);
            }
            if (dock->width() < width() * 40 / 100)
                widenInRow(dock, width() * 40 / 100);
        }
        // raise() does not always pick a tab of a group that was just formed: the tab bar does.
        for (QTabBar* tabs : findChildren<QTabBar*>(QString(), Qt::FindDirectChildrenOnly)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->tabText(i) == dock->windowTitle())
                    tabs->setCurrentIndex(i);
            }
        }
    }
}

QDockWidget* MainWindow::dockOf(QWidget* panel) const
{
    for (QDockWidget* dock : m_docks) {
        if (dock->widget() == panel)
            return dock;
    }
    return nullptr;
}

void MainWindow::widenInRow(QDockWidget* dock, int wanted)
{
    // Each other dock of its row gives what it has above its own smallest width, the widest first: a dock
    // resized alone takes only from its neighbour (Sweeps, already at its smallest at 1024 px), and the Model
    // panel kept 340 px of the 410 it asks for while Details kept 76 px to spare.
    QList<QDockWidget*> row {dock};
    QList<int> widths {wanted};
    int missing = wanted - dock->width();
    std::vector<QDockWidget*> others;
    for (QDockWidget* other : m_docks) {
        if (other != dock && other->isVisible() && !other->isFloating() && dockWidgetArea(other) == dockWidgetArea(dock)
            && !tabifiedDockWidgets(dock).contains(other) && !other->visibleRegion().isEmpty())
            others.push_back(other);
    }
    const auto spare = [](const QDockWidget* d) { return d->width() - d->minimumSizeHint().width(); };
    std::sort(
        others.begin(), others.end(), [&](const QDockWidget* a, const QDockWidget* b) { return spare(a) > spare(b); });
    for (QDockWidget* other : others) {
        const int given = std::clamp(spare(other), 0, std::max(0, missing));
        missing -= given;
        row.append(other);
        widths.append(other->width() - given);
    }
    resizeDocks(row, widths, Qt::Horizontal);
}

void MainWindow::makeRoomBelow(int height)
{
    // The bottom row spans the window's width under the left column, so it can grow only as far as the Chips
    // list above the Parameters leaves it: in a short window (1280×720) that kept the Model panel's charts
    // to strips of 40 px. When it is in the way, the two share the column as tabs, Parameters (the sliders the
    // model follows) in front; the user's own arrangement (floating, tabbed, closed, moved) is left alone.
    QDockWidget* chips = dockOf(m_chips);
    QDockWidget* parameters = dockOf(m_parameters);
    const auto inColumn = [this](QDockWidget* dock) {
        return dock->isVisible() && !dock->isFloating() && dockWidgetArea(dock) == Qt::LeftDockWidgetArea
            && tabifiedDockWidgets(dock).isEmpty();
    };
    if (!inColumn(chips) || !inColumn(parameters))
        return;
    const int separator = style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    const int column = chips->minimumSizeHint().height() + parameters->minimumSizeHint().height() + separator;
    const int shared = statusBar()->geometry().top() - centralWidget()->geometry().top();
    if (shared - column - separator >= height)
        return;
    tabifyDockWidget(chips, parameters);
    parameters->raise();
}

void MainWindow::applyDefaultDockSizes()
{
    const auto dock = [this](QWidget* panel) { return dockOf(panel); };
    // Sizes only take once the window has its size: the first time it is shown. The bottom row
    // takes 27.5 % of the height (275 px at the default 1000), down to what its panels need; of the
    // left column, Parameters takes what it needs and the Chips list the rest, so a short window
    // (1024×700) still lists several chips.
    resizeDocks({dock(m_chips)}, {370}, Qt::Horizontal);
    resizeDocks({dock(m_ops), dock(m_sweeps), dock(m_details)}, {460, 380, 760}, Qt::Horizontal);
    resizeDocks({dock(m_ops)}, {height() * 275 / 1000}, Qt::Vertical);
    const int parameters = dock(m_parameters)->minimumSizeHint().height();
    resizeDocks(
        {dock(m_chips), dock(m_parameters)}, {std::max(parameters, height() - parameters), parameters}, Qt::Vertical);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (m_shownBefore)
        return;
    m_shownBefore = true;
    applyDefaultDockSizes();
    // A tab is raised only once the window has laid its docks out.
    QTimer::singleShot(0, this, [this] {
        if (!m_document->models().empty())
            showPanel(m_model);
    });
    m_defaultState = saveState();
    if (!m_restoredState.isEmpty())
        restoreDocks(m_restoredState);
}

void MainWindow::restoreDocks(const QByteArray& state)
{
    restoreState(state);
    // The Model panel comes back, docked or floating, only with a model to show; it opens with the first one.
    if (m_document->models().empty()) {
        for (QDockWidget* dock : m_docks) {
            if (dock->widget() == m_model)
                dock->hide();
        }
    }
}

void MainWindow::restoreSettings()
{
    const QByteArray geometry = Settings::windowGeometry();
    const bool restored = !geometry.isEmpty() && restoreGeometry(geometry);
    // At most the screen's available size: centred at first start; the last run's place while it still fits.
    m_fit->place(!restored);
    // The docks' last layout goes on once the default one is known (on first show).
    m_restoredState = Settings::windowState();
    if (m_shownBefore && !m_restoredState.isEmpty())
        restoreDocks(m_restoredState);
}

void MainWindow::restoreDefaultLayout()
{
    for (QDockWidget* dock : m_docks) {
        dock->setFloating(false);
        dock->show();
    }
    restoreState(m_defaultState);
}

namespace {

enum class DroppedKind { None, Measurements, Project };

DroppedKind droppedKind(const QUrl& url)
{
    if (!url.isLocalFile())
        return DroppedKind::None;
    const QString name = url.fileName().toLower();
    if (name.endsWith(QLatin1String(".csv")))
        return DroppedKind::Measurements;
    if (name.endsWith(QLatin1String(".json")))
        return DroppedKind::Project;
    return DroppedKind::None;
}

} // namespace

bool MainWindow::openDroppedFiles(const QList<QUrl>& urls)
{
    bool taken = false;
    QString project;
    for (const QUrl& url : urls) {
        switch (droppedKind(url)) {
        case DroppedKind::Measurements:
            m_measurements->importFileInBackground(url.toLocalFile());
            taken = true;
            break;
        case DroppedKind::Project:
            project = url.toLocalFile(); // one project at a time: the last one dropped
            break;
        case DroppedKind::None:
            break;
        }
    }
    if (!project.isEmpty() && m_fileActions->maybeSave()) {
        m_fileActions->openFileInBackground(project);
        taken = true;
    }
    return taken;
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return droppedKind(url) != DroppedKind::None; }))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    // Opened after the drop returns: a message box inside a drop blocks the file manager's drag.
    const QList<QUrl> urls = event->mimeData()->urls();
    event->acceptProposedAction();
    QMetaObject::invokeMethod(
        this, [this, urls] { openDroppedFiles(urls); }, Qt::QueuedConnection);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    // A save being written is finished (the window repaints meanwhile); an import or an open is
    // cancelled and leaves the project as it is.
    if (m_tasks->finishesOnClose())
        m_tasks->waitUntilIdle();
    m_tasks->cancel();
    m_tasks->finishNow();
    if (!m_fileActions->maybeSave()) {
        event->ignore();
        return;
    }
    m_fileActions->closedCleanly();
    Settings::setWindowGeometry(saveGeometry());
    Settings::setWindowState(saveState());
    QMainWindow::closeEvent(event);
}

} // namespace roofline::ui
