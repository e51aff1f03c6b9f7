#include "ui/panels/measurements_panel.h"

#include "core/error.h"
#include "core/measured_csv.h"
#include "core/scene.h"
#include "ui/commands/set_measured_command.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/models/measured_table_model.h"
#include "ui/settings.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMessageBox>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace roofline::ui {

MeasurementsPanel::MeasurementsPanel(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new MeasuredTableModel(document, this))
    , m_view(new QTableView)
{
    m_view->setObjectName(QStringLiteral("measuredTable"));
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->setVisible(false);
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 8);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setColumnWidth(MeasuredTableModel::NameColumn, 150);

    m_import = new QAction(QIcon::fromTheme(QStringLiteral("document-import")), QString(), this);
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_import, &QAction::triggered, this, &MeasurementsPanel::chooseAndImport);
    m_remove = new QAction(QIcon::fromTheme(QStringLiteral("list-remove")), QString(), this);
    m_remove->setShortcut(QKeySequence::Delete);
    m_remove->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_view->addAction(m_remove);
    connect(m_remove, &QAction::triggered, this, &MeasurementsPanel::removeSelected);
    m_clear = new QAction(QIcon::fromTheme(QStringLiteral("edit-clear")), QString(), this);
    retranslate(this, [this] {
        m_view->setToolTip(tr("Kernels a profiler measured, drawn on the roofline at their achieved FLOPs/s"));
        m_import->setText(tr("&Import Measurements…"));
        // The columns and the command are what the user types: the same in every language.
        m_import->setToolTip(
            tr("Add measured kernels from a CSV with the columns <code>%1</code>, or from an Nsight Compute export "
               "(<code>%2</code>)")
                .arg(QStringLiteral("name, flops, bytes, seconds[, chip][, link]"), QStringLiteral("ncu --csv")));
        m_remove->setText(tr("&Delete"));
        m_remove->setToolTip(tr("Delete the selected measured kernels (Ctrl+Z brings them back)"));
        m_clear->setText(tr("&Clear"));
        m_clear->setToolTip(tr("Delete every measured kernel (Ctrl+Z brings them back)"));
    });
    connect(m_clear, &QAction::triggered, this, &MeasurementsPanel::clear);

    auto* toolbar = new QToolBar;
    toolbar->setIconSize(QSize(16, 16));
    toolbar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolbar->addAction(m_import);
    toolbar->addAction(m_remove);
    toolbar->addAction(m_clear);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->setSpacing(2);
    layout->addWidget(toolbar);
    layout->addWidget(m_view, 1);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_view->addAction(m_clear);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &MeasurementsPanel::updateActions);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MeasurementsPanel::updateActions);
    updateActions();
}

void MeasurementsPanel::updateActions()
{
    m_remove->setEnabled(m_view->selectionModel()->hasSelection());
    m_clear->setEnabled(!m_document.measured().empty());
}

void MeasurementsPanel::chooseAndImport()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import measured kernels"), Settings::importDirectory(), tr("CSV files (*.csv *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    Settings::setImportDirectory(QFileInfo(path).absolutePath());
    importFile(path);
}

bool MeasurementsPanel::importFile(const QString& path, bool quiet)
{
    const QString name = QFileInfo(path).fileName();
    MeasuredImport import;
    try {
        import = loadMeasuredCsvFile(std::filesystem::path(path.toStdString()));
    } catch (const Error& error) {
        const QString text = tr("%1 was not imported.").arg(name);
        if (!quiet) {
            QMessageBox box(QMessageBox::Warning, tr("Import measurements"), text, QMessageBox::Ok, this);
            box.setInformativeText(errorText(error));
            box.exec();
        }
        Q_EMIT message(text + QLatin1Char(' ') + errorText(error));
        return false;
    }
    std::vector<MeasuredKernel> measured = m_document.measured();
    measured.insert(measured.end(), import.kernels.begin(), import.kernels.end());
    const int count = static_cast<int>(import.kernels.size());
    m_document.undoStack()->push(new SetMeasuredCommand(m_document, std::move(measured),
        [count, name] { return tr("Import %n measured kernel(s) from %1", nullptr, count).arg(name); }));

    // Kernels that name a chip no chart shows are kept (the chip may be shown later), but say so.
    std::set<std::string> unshown;
    for (const MeasuredKernel& kernel : import.kernels) {
        if (!kernel.chipId.empty()
            && !std::any_of(m_document.shownChips().begin(), m_document.shownChips().end(),
                [&](const Chip& chip) { return measuredOnChip(kernel, chip); }))
            unshown.insert(kernel.chipId);
    }
    QString summary = tr("Imported %n measured kernel(s) from %1.", nullptr, count).arg(name);
    if (!import.skipped.empty())
        summary += QLatin1Char(' ')
            + tr("%n kernel(s) left out (no FLOPs, bytes or time to place them).", nullptr,
                static_cast<int>(import.skipped.size()));
    if (!unshown.empty()) {
        QStringList ids;
        for (const std::string& id : unshown)
            ids.append(QString::fromStdString(id));
        summary += QLatin1Char(' ') + tr("Shown only with their chip: %1.").arg(ids.join(QStringLiteral(", ")));
    }
    Q_EMIT message(summary);
    if (!import.skipped.empty() && !quiet) {
        QMessageBox box(QMessageBox::Information, tr("Import measurements"), summary, QMessageBox::Ok, this);
        QStringList skipped;
        for (const std::string& line : import.skipped)
            skipped.append(QString::fromStdString(line));
        box.setDetailedText(skipped.join(QLatin1Char('\n')));
        box.exec();
    }
    return count > 0;
}

void MeasurementsPanel::removeSelected()
{
    std::vector<int> rows;
    for (const QModelIndex& index : m_view->selectionModel()->selectedRows())
        rows.push_back(index.row());
    if (rows.empty())
        return;
    std::vector<MeasuredKernel> kept;
    const std::vector<MeasuredKernel>& measured = m_document.measured();
    for (std::size_t i = 0; i < measured.size(); ++i) {
        if (std::find(rows.begin(), rows.end(), static_cast<int>(i)) == rows.end())
            kept.push_back(measured[i]);
    }
    const QString first = QString::fromStdString(measured[static_cast<std::size_t>(rows[0])].name);
    const int count = static_cast<int>(rows.size());
    m_document.undoStack()->push(new SetMeasuredCommand(m_document, std::move(kept), [first, count] {
        return count == 1 ? tr("Delete measured kernel %1").arg(first)
                          : tr("Delete %n measured kernel(s)", nullptr, count);
    }));
}

void MeasurementsPanel::clear()
{
    if (m_document.measured().empty())
        return;
    m_document.undoStack()->push(new SetMeasuredCommand(m_document, {}, [] { return tr("Clear measured kernels"); }));
}

} // namespace roofline::ui
