#include "ui/panels/measurements_panel.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/measured/compared_points.h"
#include "core/measured/name_pattern.h"
#include "core/measured/shape_links.h"
#include "core/readers/ert_json.h"
#include "core/readers/measured_import.h"
#include "core/scene/scene.h"
#include "ui/commands/set_compared_command.h"
#include "ui/commands/set_empirical_command.h"
#include "ui/commands/set_measured_command.h"
#include "ui/commands/set_measured_links_command.h"
#include "ui/commands/set_measured_view_command.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/i18n/trace_join_text.h"
#include "ui/looks/form_look.h"
#include "ui/panels/trace_gpu_choice.h"
#include "ui/settings.h"
#include "ui/tables/measured_table_model.h"
#include "ui/tasks/task_runner.h"

#include <QAction>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QScrollArea>
#include <QSpinBox>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <unordered_set>

namespace roofline::ui {

namespace {

constexpr int kFilterDelayMs = 250; // after the last letter typed

} // namespace

MeasurementsPanel::MeasurementsPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new MeasuredTableModel(document, this))
    , m_view(new QTreeView)
    , m_filter(new QLineEdit)
    , m_regex(new QCheckBox)
    , m_group(new QCheckBox)
    , m_labelTop(new QSpinBox)
    , m_minShare(new QDoubleSpinBox)
    , m_summary(new QLabel)
    , m_importNotes(new QLabel)
    , m_importNotesArea(new QScrollArea)
    , m_filterTimer(new QTimer(this))
{
    // Its lines wrap: a comparison's warnings are sentences, and the dock must not grow to hold them.
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);
    m_importNotes->setWordWrap(true);
    m_importNotes->setTextFormat(Qt::PlainText);
    m_importNotes->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_importNotes->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // As wide as the scroll area's viewport, whatever width its text would like: else a narrow panel cuts its
    // lines off under the scroll bar instead of wrapping them.
    m_importNotes->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // A trace may have a warning per reason: the notes scroll, so the dock (and the window) never grows to hold
    // them all; they take the height they need while the window has it.
    m_importNotesArea->setWidget(m_importNotes);
    m_importNotesArea->setWidgetResizable(true);
    m_importNotesArea->setFrameShape(QFrame::NoFrame);
    m_importNotesArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Two lines at the least, not a scroll area's own smallest (room for a whole scroll bar, some 60 px): with
    // Chinese labels, whose lines are taller, that made a 1280×720 window 4 px too short for its panels.
    m_importNotesArea->setMinimumHeight(2 * m_importNotes->fontMetrics().lineSpacing() + 4);
    m_importNotesArea->setVisible(false);
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->setUniformRowHeights(true); // 100,000 rows scroll without measuring each
    m_view->setRootIsDecorated(true);
    m_view->header()->setStretchLastSection(true);
    m_view->setColumnWidth(MeasuredTableModel::NameColumn, 170);
    m_view->setColumnWidth(MeasuredTableModel::CountColumn, 60);
    m_view->setColumnWidth(MeasuredTableModel::ShareColumn, 64);

    m_import = new QAction(QIcon::fromTheme(QStringLiteral("document-import")), QString(), this);
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &MeasurementsPanel::chooseAndImport);
    m_importErt = new QAction(QIcon::fromTheme(QStringLiteral("document-import")), QString(), this);
    connect(m_importErt, &QAction::triggered, this, &MeasurementsPanel::chooseAndImportErt);
    m_compare = new QAction(QIcon::fromTheme(QStringLiteral("document-import")), QString(), this);
    connect(m_compare, &QAction::triggered, this, &MeasurementsPanel::chooseAndCompare);
    m_remove = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), QString(), this);
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_remove);
    connect(m_remove, &QAction::triggered, this, &MeasurementsPanel::removeSelected);
    m_clear = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear")), QString(), this);
    connect(m_clear, &QAction::triggered, this, &MeasurementsPanel::clear);

    for (auto [object, name] : {std::pair<QObject*, const char*> {m_importNotes, "measuredImportNotes"},
             {m_view, "measuredTable"}, {m_model, "measuredKernels"}, {m_filter, "measuredFilter"},
             {m_regex, "measuredRegex"}, {m_group, "measuredGroup"}, {m_labelTop, "measuredLabelTop"},
             {m_minShare, "measuredMinShare"}, {m_summary, "measuredSummary"}, {m_clear, "clearMeasured"}})
        object->setObjectName(QLatin1String(name));
    m_filter->setClearButtonEnabled(true);
    m_labelTop->setRange(0, kMaxLabelTop);
    m_minShare->setRange(0.0, 100.0);
    m_minShare->setDecimals(2);
    m_minShare->setSingleStep(0.5);
    m_minShare->setSuffix(QStringLiteral(" %"));
    m_filterTimer->setSingleShot(true);
    m_filterTimer->setInterval(kFilterDelayMs);
    connect(m_filterTimer, &QTimer::timeout, this, &MeasurementsPanel::applyFilter);
    connect(m_filter, &QLineEdit::textEdited, m_filterTimer, qOverload<>(&QTimer::start));
    connect(m_filter, &QLineEdit::returnPressed, this, &MeasurementsPanel::applyFilter);
    connect(m_regex, &QCheckBox::toggled, this, &MeasurementsPanel::applyFilter);
    connect(m_group, &QCheckBox::toggled, this, [this](bool on) {
        MeasuredSettings view = m_document.measuredView();
        view.aggregation = on ? Aggregation::On : Aggregation::Off;
        pushView(view, static_cast<int>(SetMeasuredViewCommand::Kind::Other));
    });
    connect(m_labelTop, &QSpinBox::valueChanged, this, [this](int top) {
        MeasuredSettings view = m_document.measuredView();
        view.labelTop = top;
        pushView(view, static_cast<int>(SetMeasuredViewCommand::Kind::LabelTop));
    });
    connect(m_minShare, &QDoubleSpinBox::valueChanged, this, [this](double percent) {
        MeasuredSettings view = m_document.measuredView();
        view.minTimeShare = std::clamp(percent / 100.0, 0.0, 1.0);
        pushView(view, static_cast<int>(SetMeasuredViewCommand::Kind::MinTimeShare));
    });

    auto* labelTopLabel = new QLabel;
    auto* minShareLabel = new QLabel;
    retranslate(this, [this, labelTopLabel, minShareLabel] {
        m_view->setToolTip(tr("Kernels a profiler measured, drawn on the roofline at their achieved FLOPs/s"));
        m_import->setText(tr("&Import Measurements…"));
        // The columns and the command are what the user types: the same in every language.
        m_import->setToolTip(
            tr("Add measured kernels from a CSV with the columns <code>%1</code>, or from an Nsight Compute export "
               "(<code>%2</code>)")
                .arg(QStringLiteral("name, flops, bytes, seconds[, chip][, link]"), QStringLiteral("ncu --csv")));
        m_importErt->setText(tr("Import &Empirical Roofline…"));
        m_importErt->setToolTip(tr("Measured ceilings for a chip: the <code>%1</code> the Empirical Roofline "
                                   "Toolkit writes (its peak FLOPs/s and each level's bandwidth)")
                                    .arg(QStringLiteral("roofline.json")));
        m_compare->setText(tr("Compare &With Measurements…"));
        m_compare->setToolTip(tr("The same workload measured again, after a change: each group is drawn with an "
                                 "arrow from before to after, labelled with its speed-up"));
        m_remove->setText(tr("&Delete"));
        m_remove->setToolTip(tr("Delete the selected measured kernels (Ctrl+Z brings them back)"));
        m_clear->setText(tr("&Clear"));
        m_clear->setToolTip(tr("Delete every measured kernel and empirical roofline (Ctrl+Z brings them back)"));
        m_filter->setPlaceholderText(tr("Filter by name"));
        m_filterTip = tr("Show only the kernels whose name contains this text, or matches it as a regular "
                         "expression; the filter applies to the chart and to exports too");
        m_regex->setText(tr("Regular expression"));
        // The examples are what the user types: the same in every language.
        m_regex->setToolTip(tr("Read the filter as a regular expression (%1); without it, names that contain the "
                               "text are kept. Case is ignored")
                                .arg(QStringLiteral("<code>^gemm</code>, <code>attn|softmax</code>, "
                                                    "<code>k0[0-4]_</code>")));
        m_group->setText(tr("Group by name"));
        m_group->setToolTip(tr("One point per kernel name and chip, at the kernels' total FLOPs, bytes and time "
                               "(on by default above %Ln kernel(s))",
            nullptr, static_cast<int>(kAggregateAbove)));
        labelTopLabel->setText(tr("Label top"));
        m_labelTop->setToolTip(tr("How many of the points that take the most time are labelled on the chart"));
        minShareLabel->setText(tr("Min. time"));
        m_minShare->setToolTip(tr("Hide points that take less than this share of their profile's time"));
        syncControls();
        updateImportNotes();
    });

    auto* toolbar = new QToolBar;
    toolbar->setIconSize(QSize(16, 16));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(m_import);
    toolbar->addAction(m_importErt);
    toolbar->addAction(m_remove);
    toolbar->addAction(m_clear);

    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_regex);
    // Grouping beside the filter it acts with: beside the two numbers, its Russian words made the panel (and the
    // window) wider than a 1024-pixel screen.
    filterRow->addWidget(m_group);
    auto* viewRow = new QHBoxLayout;
    viewRow->addWidget(labelTopLabel);
    viewRow->addWidget(m_labelTop);
    viewRow->addWidget(minShareLabel);
    viewRow->addWidget(m_minShare);
    viewRow->addStretch(1);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(toolbar);
    layout->addLayout(filterRow);
    layout->addLayout(viewRow);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_importNotesArea);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &MeasurementsPanel::showContextMenu);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MeasurementsPanel::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MeasurementsPanel::updateActions);
    connect(&m_document, &Document::measuredChanged, this, &MeasurementsPanel::syncControls);
    // A project opened: its filter replaces whatever was being typed.
    connect(&m_document, &Document::projectAboutToBeReset, this, [this] {
        m_filterTimer->stop();
        m_filterError.clear();
        showImportNotes({});
    });
    // Notes about an import mean nothing once its kernels are gone.
    connect(&m_document, &Document::measuredChanged, this, [this] {
        if (m_document.measured().empty() && (!m_warnings.empty() || !m_skipped.empty()))
            showImportNotes({});
    });
    updateActions();
    syncControls();
}

void MeasurementsPanel::setTaskRunner(TaskRunner* runner)
{
    if (m_tasks)
        disconnect(m_tasks, nullptr, this, nullptr);
    m_tasks = runner;
    if (m_tasks)
        connect(m_tasks, &TaskRunner::busyChanged, this, &MeasurementsPanel::updateActions);
    updateActions();
}

void MeasurementsPanel::updateActions()
{
    const bool idle = !m_tasks || !m_tasks->isBusy();
    m_import->setEnabled(idle);
    m_importErt->setEnabled(idle);
    m_compare->setEnabled(idle && !m_document.measured().empty());
    m_remove->setEnabled(m_view->selectionModel()->hasSelection());
    m_clear->setEnabled(!m_document.measured().empty() || !m_document.empiricalRooflines().empty());
}

void MeasurementsPanel::syncControls()
{
    const MeasuredSettings& view = m_document.measuredView();
    const MeasuredSelection& selection = m_document.measuredSelection();
    {
        const QSignalBlocker blockGroup(m_group);
        const QSignalBlocker blockTop(m_labelTop);
        const QSignalBlocker blockShare(m_minShare);
        const QSignalBlocker blockRegex(m_regex);
        m_group->setChecked(selection.aggregated);
        m_labelTop->setValue(view.labelTop);
        m_minShare->setValue(view.minTimeShare * 100.0);
        // The field keeps what is being typed; an undo or an opened project puts the saved filter back.
        if (!m_filterTimer->isActive() && m_filterError.isEmpty()) {
            m_regex->setChecked(view.filterIsRegex);
            if (m_filter->text() != QString::fromStdString(view.filter))
                m_filter->setText(QString::fromStdString(view.filter));
        }
    }
    const std::size_t kernels = m_document.measured().size();
    QString summary = selection.aggregated
        ? tr("%Ln group(s)", nullptr, static_cast<int>(selection.groups.size())) + QStringLiteral(", ")
            + tr("%Ln kernel(s) shown", nullptr, static_cast<int>(selection.kernelsShown))
        : tr("%Ln kernel(s) shown", nullptr, static_cast<int>(selection.kernelsShown));
    if (selection.kernelsFilteredOut > 0)
        summary
            += QStringLiteral("; ") + tr("%Ln filtered out", nullptr, static_cast<int>(selection.kernelsFilteredOut));
    // Every group has its row in the table; the chart draws the ones with the most time.
    if (selection.groupsNotDrawn() > 0)
        summary += QStringLiteral("; ")
            + tr("the chart draws the %1 with the most time and the other %2 as one point \"other\"")
                  .arg(QLocale().toString(static_cast<qulonglong>(selection.drawn.size())),
                      QLocale().toString(static_cast<qulonglong>(selection.groupsNotDrawn())));
    if (!m_document.empiricalRooflines().empty()) {
        QStringList chips;
        for (const EmpiricalRoofline& roofline : m_document.empiricalRooflines()) {
            const Chip* chip = m_document.libraryChip(roofline.chipId);
            QString entry = QString::fromStdString(chip ? chip->name : roofline.chipId);
            // A file of more levels than the chart draws says how many it draws (drawnErtLevels).
            const std::size_t levels = roofline.ceilings.size() + roofline.bandwidths.size();
            const std::size_t drawn = drawnErtLevelCount(roofline);
            if (drawn < levels)
                entry += QLatin1Char(' ')
                    + tr("(the chart draws %1 of its %2 levels)")
                          .arg(QLocale().toString(static_cast<qulonglong>(drawn)),
                              QLocale().toString(static_cast<qulonglong>(levels)));
            chips.append(entry);
        }
        summary += QStringLiteral("; ") + tr("measured ceilings: %1").arg(chips.join(QStringLiteral(", ")));
    }
    summary += comparisonSummary();
    m_summary->setText(kernels == 0 && m_document.empiricalRooflines().empty() ? QString() : summary);
    // The comparison's columns only while there is one.
    for (const int column :
        {MeasuredTableModel::BeforeColumn, MeasuredTableModel::AfterColumn, MeasuredTableModel::SpeedupColumn})
        m_view->setColumnHidden(column, m_document.comparison() == nullptr);
    markInvalid(m_filter, !m_filterError.isEmpty());
    m_filter->setToolTip(m_filterError.isEmpty() ? m_filterTip : m_filterError);
    updateActions();
}

void MeasurementsPanel::pushView(const MeasuredSettings& view, int kind)
{
    if (view == m_document.measuredView())
        return;
    const auto commandKind = static_cast<SetMeasuredViewCommand::Kind>(kind);
    m_document.undoStack()->push(new SetMeasuredViewCommand(
        m_document, view,
        [commandKind] {
            switch (commandKind) {
            case SetMeasuredViewCommand::Kind::Filter:
                return tr("Filter measured kernels");
            case SetMeasuredViewCommand::Kind::LabelTop:
                return tr("Label the top measured kernels");
            case SetMeasuredViewCommand::Kind::MinTimeShare:
                return tr("Hide measured kernels by time");
            case SetMeasuredViewCommand::Kind::Other:
                break;
            }
            return tr("Group measured kernels");
        },
        commandKind));
}

void MeasurementsPanel::applyFilter()
{
    m_filterTimer->stop();
    MeasuredSettings view = m_document.measuredView();
    view.filter = m_filter->text().toStdString();
    view.filterIsRegex = m_regex->isChecked();
    try {
        if (view.filterIsRegex)
            (void)NamePattern::regex(view.filter);
        m_filterError.clear();
    } catch (const Error& error) {
        m_filterError = errorText(error, ErrorSource::Hidden);
        Q_EMIT message(m_filterError);
        syncControls();
        return;
    }
    pushView(view, static_cast<int>(SetMeasuredViewCommand::Kind::Filter));
    syncControls();
}

void MeasurementsPanel::chooseAndImport()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import measured kernels"), Settings::importDirectory(),
        tr("Measurements (*.csv *.txt *.json *.json.gz);;All files (*)"));
    if (path.isEmpty())
        return;
    Settings::setImportDirectory(QFileInfo(path).absolutePath());
    importFileInBackground(path);
}

bool MeasurementsPanel::importFile(const QString& path, bool quiet)
{
    bool imported = false;
    import(path, quiet, Run::Now, &imported);
    return imported;
}

void MeasurementsPanel::importFileInBackground(const QString& path, bool quiet)
{
    import(path, quiet, Run::Background, nullptr);
}

void MeasurementsPanel::import(
    const QString& path, bool quiet, Run how, bool* imported, std::optional<std::int64_t> device)
{
    const QString name = QFileInfo(path).fileName();
    // The worker reads the file; the kernels join the project on the UI thread, as one undo step. Into a
    // project with no kernels yet, the worker groups them too (a million launches take a tenth of a
    // second to group), under the view the project has now; the grouping is used if the view is still
    // that and the project still has no kernels when the result is applied.
    const MeasuredSettings view = m_document.project().measuredView;
    const bool groupOnWorker = m_document.measured().empty();
    auto work = [this, path, name, quiet, imported, view, groupOnWorker, how, device](
                    Progress& progress) -> std::function<void()> {
        try {
            auto read = std::make_shared<MeasuredFile>(
                readMeasuredFile(std::filesystem::path(path.toStdString()), &progress, MeasuredReadOptions {device}));
            if (read->ceilings) // ERT's roofline.json: ceilings for a chip, not kernels, read once, here
                return [this, read, name, quiet, imported] {
                    const std::optional<std::string> chip = pickErtChip(quiet);
                    if (chip) {
                        read->ceilings->chipId = *chip;
                        addErtRoofline(std::move(*read->ceilings), name);
                    }
                    if (imported)
                        *imported = chip.has_value();
                };
            auto selection = std::make_shared<std::optional<MeasuredSelection>>();
            if (groupOnWorker)
                *selection = selectMeasuredLeniently(read->kernels, view);
            auto chipIds = std::make_shared<std::vector<SharedText>>(chipIdsOf(read->kernels));
            return [this, read, selection, chipIds, view, path, name, quiet, imported, how, device] {
                if (!device && !quiet && read->join && gpusWithKernels(*read->join) > 1) {
                    const std::optional<std::int64_t> chosen = askTraceGpu(this, *read->join, name);
                    if (!chosen)
                        return Q_EMIT message(tr("%1 was not imported.").arg(name));
                    if (*chosen != read->join->device)
                        return import(path, quiet, how, imported, chosen);
                }
                if (!m_document.measured().empty() || !(m_document.project().measuredView == view))
                    selection->reset();
                const bool added
                    = addImported(std::move(*read), name, quiet, std::move(*selection), std::move(*chipIds));
                if (imported)
                    *imported = added;
            };
        } catch (const Error& error) {
            return [this, error, name, quiet] {
                sayNotTaken(tr("Import measurements"), tr("%1 was not imported.").arg(name), errorText(error), quiet);
            };
        }
    };
    if (how == Run::Now || !m_tasks)
        TaskRunner::runNow(work);
    else
        m_tasks->start(tr("Importing %1").arg(name), std::move(work));
}

void MeasurementsPanel::sayNotTaken(const QString& title, const QString& text, const QString& why, bool quiet)
{
    if (!quiet) {
        QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
        box.setInformativeText(why);
        box.exec();
    }
    Q_EMIT message(text + QLatin1Char(' ') + why);
}

std::vector<SharedText> MeasurementsPanel::chipIdsOf(std::span<const MeasuredKernel> kernels)
{
    std::vector<SharedText> ids;
    std::unordered_set<std::string_view> seen;
    for (const MeasuredKernel& kernel : kernels) {
        if (!kernel.chipId.empty() && seen.insert(kernel.chipId.view()).second)
            ids.push_back(kernel.chipId);
    }
    return ids;
}

bool MeasurementsPanel::addImported(MeasuredFile import, const QString& name, bool quiet,
    std::optional<MeasuredSelection> selection, std::optional<std::vector<SharedText>> chipIds)
{
    // Kernels that name a chip no chart shows are kept (the chip may be shown later), but say so. Each
    // chip a profile names is looked up once, not once per kernel (the worker lists them).
    if (!chipIds)
        chipIds = chipIdsOf(import.kernels);
    std::set<std::string> unshown;
    for (const SharedText& id : *chipIds) {
        const MeasuredKernel named {{}, 0.0, 0.0, 0.0, id, {}};
        if (!std::any_of(m_document.shownChips().begin(), m_document.shownChips().end(),
                [&](const Chip& chip) { return measuredOnChip(named, chip); }))
            unshown.insert(id);
    }

    // Into a project with no kernels the file's are the project's as they are: a million launches are
    // not copied again on the UI thread.
    std::vector<MeasuredKernel> measured;
    if (m_document.measured().empty()) {
        measured = std::move(import.kernels);
    } else {
        measured.reserve(m_document.measured().size() + import.kernels.size());
        measured = m_document.measured();
        measured.insert(measured.end(), std::make_move_iterator(import.kernels.begin()),
            std::make_move_iterator(import.kernels.end()));
    }
    const int count = static_cast<int>(measured.size() - m_document.measured().size());
    // The formats the kernels were read in, each once: a comparison says when they differ from its file's.
    // Kernels already there of a format not known (a project from before formats were kept) keep it unknown.
    const bool unknown = !m_document.measured().empty() && m_document.measuredFormats().empty();
    std::vector<std::string> formats
        = m_document.measured().empty() ? std::vector<std::string> {} : m_document.measuredFormats();
    if (!unknown && std::find(formats.begin(), formats.end(), import.format) == formats.end())
        formats.push_back(import.format);
    std::vector<GroupLaunches> launches
        = m_document.measured().empty() ? std::vector<GroupLaunches> {} : m_document.measuredLaunches();
    mergeLaunches(launches, import.launches);
    m_document.undoStack()->push(new SetMeasuredCommand(
        m_document, std::move(measured),
        [count, name] { return tr("Import %Ln measured kernel(s) from %1", nullptr, count).arg(name); },
        std::move(selection), std::move(formats), std::move(launches)));
    // A PyTorch trace's groups know their op and shape: each is linked to the roofline's op of the same
    // shape and dtypes (docs/model.md §F), so Details gives its share of the prediction at once.
    std::vector<MeasuredLink> links = m_document.measuredLinks();
    const std::vector<MeasuredLink> found
        = linksByShape(import.shapes, m_document.ops(OpList::Roofline), m_document.dims(), links);
    if (!found.empty()) {
        links.insert(links.end(), found.begin(), found.end());
        const int linked = static_cast<int>(found.size());
        m_document.undoStack()->push(new SetMeasuredLinksCommand(m_document, std::move(links),
            [linked] { return tr("Link %Ln measured group(s) to the op of their shape", nullptr, linked); }));
    }

    showImportNotes(import);
    QString summary = tr("Imported %Ln measured kernel(s) from %1.", nullptr, count).arg(name);
    if (!found.empty())
        summary += QLatin1Char(' ')
            + tr("%Ln group(s) linked to the op of their shape.", nullptr, static_cast<int>(found.size()));
    if (import.unmodelledSeconds && import.kernelSeconds > 0.0)
        summary += QLatin1Char(' ')
            + tr("%1 % of the trace's kernel time is in ops the app cannot model.")
                  .arg(formatCompactText(*import.unmodelledSeconds / import.kernelSeconds * 100.0, 3));
    if (!import.skipped.empty())
        summary += QLatin1Char(' ')
            + tr("%Ln kernel(s) left out (no FLOPs, bytes or time to place them).", nullptr,
                static_cast<int>(import.skipped.size()));
    for (const ImportWarning& warning : import.warnings)
        summary += QLatin1Char(' ') + errorText(warning.message, &warning.detail);
    if (!unshown.empty()) {
        QStringList ids;
        for (const std::string& id : unshown)
            ids.append(QString::fromStdString(id));
        summary += QLatin1Char(' ') + tr("Shown only with their chip: %1.").arg(ids.join(QStringLiteral(", ")));
    }
    Q_EMIT message(summary);
    if ((!import.skipped.empty() || !import.warnings.empty()) && !quiet) {
        QMessageBox box(QMessageBox::Information, tr("Import measurements"), summary, QMessageBox::Ok, this);
        QStringList skipped;
        for (const SkippedKernel& kernel : import.skipped)
            skipped.append(tr("line %1: %2").arg(kernel.line).arg(QString::fromStdString(kernel.reason)));
        box.setDetailedText(skipped.join(QLatin1Char('\n')));
        box.exec();
    }
    return count > 0;
}

void MeasurementsPanel::showImportNotes(const MeasuredFile& import)
{
    m_warnings = import.warnings;
    m_skipped = import.skipped;
    m_join = import.join;
    updateImportNotes();
}

void MeasurementsPanel::updateImportNotes()
{
    QStringList lines;
    // The panel names no file: the notes are about the import just made (the status bar names it).
    if (m_join) {
        if (const QString coverage = traceCoverageText(*m_join); !coverage.isEmpty())
            lines.append(coverage);
    }
    for (const ImportWarning& warning : m_warnings)
        lines.append(QStringLiteral("⚠ ") + errorText(warning.message, &warning.detail, ErrorSource::Hidden));
    if (!m_skipped.empty())
        lines.append(QStringLiteral("⚠ ")
            + tr("%Ln kernel(s) left out (no FLOPs, bytes or time to place them).", nullptr,
                static_cast<int>(m_skipped.size())));
    m_importNotes->setText(lines.join(QLatin1Char('\n')));
    QStringList skipped;
    for (std::size_t i = 0; i < std::min<std::size_t>(m_skipped.size(), 20); ++i)
        skipped.append(tr("line %1: %2").arg(m_skipped[i].line).arg(QString::fromStdString(m_skipped[i].reason)));
    if (m_skipped.size() > 20)
        skipped.append(tr("… and %Ln more", nullptr, static_cast<int>(m_skipped.size() - 20)));
    m_importNotes->setToolTip(skipped.join(QLatin1Char('\n')));
    m_importNotesArea->setVisible(!lines.isEmpty());
}

void MeasurementsPanel::removeSelected()
{
    std::vector<char> removed(m_document.measured().size(), 0);
    QString first;
    int count = 0;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows()) {
        for (const std::size_t kernel : m_model->kernelsAt(index)) {
            if (kernel < removed.size() && !removed[kernel]) {
                removed[kernel] = 1;
                ++count;
                if (first.isEmpty())
                    first = QString::fromStdString(m_document.measured()[kernel].name);
            }
        }
    }
    if (count == 0)
        return;
    std::vector<MeasuredKernel> kept;
    kept.reserve(removed.size() - static_cast<std::size_t>(count));
    for (std::size_t i = 0; i < removed.size(); ++i) {
        if (!removed[i])
            kept.push_back(m_document.measured()[i]);
    }
    // The launches of a group no kernel is left of go with it.
    std::set<std::string_view> names;
    for (const MeasuredKernel& kernel : kept)
        names.insert(kernel.name.view());
    std::vector<GroupLaunches> launches;
    for (const GroupLaunches& group : m_document.measuredLaunches())
        if (names.contains(group.group.view()))
            launches.push_back(group);
    m_document.undoStack()->push(new SetMeasuredCommand(
        m_document, std::move(kept),
        [first, count] {
            return count == 1 ? tr("Delete measured kernel %1").arg(first)
                              : tr("Delete %Ln measured kernel(s)", nullptr, count);
        },
        std::nullopt, std::nullopt, std::move(launches)));
}

void MeasurementsPanel::showGroup(int group)
{
    if (group < 0 || group >= static_cast<int>(m_document.measuredSelection().groups.size()))
        return;
    // The table takes its rows 10,000 at a time: fetch until the group's is there.
    while (m_model->rowCount() <= group && m_model->canFetchMore({}))
        m_model->fetchMore({});
    const QModelIndex row = m_model->index(group, 0);
    if (!row.isValid())
        return;
    m_view->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->expand(row);
    m_view->scrollTo(row, QAbstractItemView::PositionAtTop);
}

void MeasurementsPanel::clear()
{
    if (m_document.measured().empty() && m_document.empiricalRooflines().empty())
        return;
    m_document.undoStack()->beginMacro(tr("Clear measured kernels"));
    m_document.undoStack()->push(new SetMeasuredCommand(
        m_document, {}, [] { return tr("Clear measured kernels"); }, std::nullopt, std::vector<std::string> {},
        std::vector<GroupLaunches> {}));
    if (!m_document.empiricalRooflines().empty())
        m_document.undoStack()->push(
            new SetEmpiricalCommand(m_document, {}, [] { return tr("Clear measured kernels"); }));
    m_document.undoStack()->endMacro();
}

void MeasurementsPanel::linkGroup(int row, std::optional<int> op)
{
    const MeasuredGroup* group = m_model->groupAt(m_model->index(row, 0));
    if (!group)
        return;
    std::vector<MeasuredLink> links = m_document.measuredLinks();
    setMeasuredLink(links, *group, op);
    if (links == m_document.measuredLinks())
        return;
    const QString name = QString::fromStdString(group->name);
    m_document.undoStack()->push(new SetMeasuredLinksCommand(m_document, std::move(links),
        [name, op] { return op ? tr("Link %1 to an op").arg(name) : tr("Unlink %1").arg(name); }));
}

void MeasurementsPanel::showContextMenu(const QPoint& at)
{
    QMenu menu(this);
    const QModelIndex index = m_view->indexAt(at);
    const MeasuredGroup* group = index.isValid() ? m_model->groupAt(index) : nullptr;
    if (group) {
        const int row = index.parent().isValid() ? index.parent().row() : index.row();
        QMenu* link = menu.addMenu(tr("Link to op"));
        const MeasuredLink* current = findMeasuredLink(m_document.measuredLinks(), *group);
        const std::vector<Op>& ops = m_document.ops(OpList::Roofline);
        for (std::size_t i = 0; i < ops.size(); ++i) {
            QAction* action = link->addAction(QString::fromStdString(displayLabel(ops[i], m_document.dims())));
            action->setCheckable(true);
            action->setChecked(current && current->op == static_cast<int>(i));
            connect(action, &QAction::triggered, this, [this, row, i] { linkGroup(row, static_cast<int>(i)); });
        }
        link->setEnabled(!ops.empty());
        QAction* unlink = menu.addAction(tr("Unlink"));
        unlink->setEnabled(current != nullptr);
        connect(unlink, &QAction::triggered, this, [this, row] { linkGroup(row, std::nullopt); });
        menu.addSeparator();
    }
    menu.addAction(m_remove);
    menu.addAction(m_clear);
    menu.exec(m_view->viewport()->mapToGlobal(at));
}

} // namespace roofline::ui
