#include "ui/actions/calibration_actions.h"

#include "core/base/error.h"
#include "core/formats/calibration_json.h"
#include "core/scene/calibration.h"
#include "ui/commands/set_calibrations_command.h"
#include "ui/dialogs/calibration_dialog.h"
#include "ui/dialogs/projection_dialog.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/settings.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QUndoStack>
#include <QWidget>

#include <filesystem>

namespace roofline::ui {

CalibrationActions::CalibrationActions(Document& document, QWidget* parent)
    : QObject(parent)
    , m_document(document)
    , m_parent(parent)
    , m_calibrate(new QAction(this))
    , m_load(new QAction(this))
    , m_show(new QAction(this))
    , m_remove(new QAction(this))
    , m_project(new QAction(this))
{
    connect(m_calibrate, &QAction::triggered, this, &CalibrationActions::chooseChipAndCalibrate);
    connect(m_load, &QAction::triggered, this, &CalibrationActions::chooseAndLoad);
    connect(m_show, &QAction::triggered, this, [this] {
        dialog()->show();
        dialog()->raise();
        dialog()->activateWindow();
    });
    connect(m_remove, &QAction::triggered, this, &CalibrationActions::removeShown);
    connect(m_project, &QAction::triggered, this, [this] {
        projectionDialog()->show();
        projectionDialog()->raise();
        projectionDialog()->activateWindow();
    });
    retranslate(this, [this] {
        const auto words = [](QAction* action, const QString& text, const QString& tip) {
            action->setText(text);
            action->setToolTip(tip);
            action->setStatusTip(tip);
        };
        words(m_calibrate, tr("&Calibrate a Chip from the Measurements…"),
            tr("Fit how much of its roofline each class of work reaches on a chip, from the measured kernels: "
               "predictions then learn from measurements"));
        words(m_load, tr("&Load a Calibration…"),
            tr("Read a calibration file made by <code>%1</code>, for the chip it names")
                .arg(QStringLiteral("roofline-studio calibrate --out")));
        // The status bar shows plain text: the command is for the tooltip.
        m_load->setStatusTip(tr("Read a calibration file for the chip it names"));
        words(m_show, tr("&Predicted against Measured…"),
            tr("The parity chart: each measured group's predicted time, nominal and calibrated, against its "
               "measured time, with the four error figures"));
        words(m_remove, tr("&Remove the Calibration"), tr("Forget the calibration of the chip the parity chart shows"));
        words(m_project, tr("Project onto &Other Chips…"),
            tr("What the measured step would take on other chips: each group priced on each chip with the "
               "calibrated efficiencies, stacked by class, the unmodelled time carried over"));
    });
    connect(&m_document, &Document::measuredChanged, this, &CalibrationActions::updateActions);
    connect(&m_document, &Document::chipsChanged, this, &CalibrationActions::updateActions);
    updateActions();
}

void CalibrationActions::updateActions()
{
    m_calibrate->setEnabled(!m_document.measured().empty() && !m_document.shownChips().empty());
    m_remove->setEnabled(!m_document.calibrations().empty());
    m_project->setEnabled(!m_document.calibrations().empty());
}

void CalibrationActions::sayNotDone(const QString& title, const QString& why, bool quiet)
{
    Q_EMIT message(why);
    if (!quiet)
        QMessageBox::warning(m_parent, title, why);
}

CalibrationDialog* CalibrationActions::dialog()
{
    if (!m_dialog)
        m_dialog = new CalibrationDialog(m_document, m_parent);
    return m_dialog;
}

ProjectionDialog* CalibrationActions::projectionDialog()
{
    if (!m_projection)
        m_projection = new ProjectionDialog(m_document, m_parent);
    return m_projection;
}

bool CalibrationActions::calibrateChip(const std::string& chipId, bool quiet)
{
    const Chip* chip = m_document.libraryChip(chipId);
    if (!chip)
        return false;
    Calibration calibration;
    try {
        calibration = asInCalibrationFile(calibrate(*chip, m_document.measured()));
    } catch (const Error& error) {
        sayNotDone(tr("Calibrate a chip"),
            tr("%1 was not calibrated: %2").arg(QString::fromStdString(chip->name), errorText(error)), quiet);
        return false;
    }
    const QString name = QString::fromStdString(chip->name);
    const int groups = static_cast<int>(calibration.groups.size());
    std::vector<Calibration> calibrations = m_document.calibrations();
    setCalibration(calibrations, std::move(calibration));
    m_document.undoStack()->push(new SetCalibrationsCommand(
        m_document, std::move(calibrations), [name] { return tr("Calibrate %1").arg(name); }));
    Q_EMIT message(tr("%1 calibrated from %n measured group(s).", "", groups).arg(name));
    return true;
}

bool CalibrationActions::loadFile(const QString& path, bool quiet)
{
    const QString fileName = QFileInfo(path).fileName();
    Calibration calibration;
    try {
        // Read from its file, it is as a project keeps it: no round trip needed (asInCalibrationFile).
        calibration = loadCalibrationFile(std::filesystem::path(path.toStdString()));
    } catch (const Error& error) {
        sayNotDone(tr("Load a calibration"), tr("%1 was not loaded: %2").arg(fileName, errorText(error)), quiet);
        return false;
    }
    const QString name = m_document.chipName(calibration.chipId);
    std::vector<Calibration> calibrations = m_document.calibrations();
    setCalibration(calibrations, std::move(calibration));
    m_document.undoStack()->push(new SetCalibrationsCommand(m_document, std::move(calibrations),
        [name, fileName] { return tr("Load the calibration of %1 from %2").arg(name, fileName); }));
    Q_EMIT message(tr("The calibration of %1 was loaded from %2.").arg(name, fileName));
    return true;
}

void CalibrationActions::chooseChipAndCalibrate()
{
    const std::vector<Chip>& chips = m_document.shownChips();
    if (chips.empty())
        return;
    std::size_t chip = 0;
    if (chips.size() > 1) {
        QStringList names;
        for (const Chip& shown : chips)
            names.append(QString::fromStdString(shown.name));
        bool ok = false;
        const QString picked = QInputDialog::getItem(
            m_parent, tr("Calibrate a chip"), tr("The chip the kernels were measured on:"), names, 0, false, &ok);
        if (!ok)
            return;
        chip = static_cast<std::size_t>(std::max<qsizetype>(0, names.indexOf(picked)));
    }
    if (calibrateChip(chips[chip].id))
        m_show->trigger();
}

void CalibrationActions::chooseAndLoad()
{
    const QString path = QFileDialog::getOpenFileName(
        m_parent, tr("Load a calibration"), Settings::importDirectory(), tr("Calibration (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    Settings::setImportDirectory(QFileInfo(path).absolutePath());
    if (loadFile(path))
        m_show->trigger();
}

void CalibrationActions::removeShown()
{
    const Calibration* shown = dialog()->shownCalibration();
    if (!shown)
        return;
    const std::string chipId = shown->chipId;
    const QString name = m_document.chipName(chipId);
    std::vector<Calibration> calibrations = m_document.calibrations();
    std::erase_if(calibrations, [&](const Calibration& held) { return held.chipId == chipId; });
    m_document.undoStack()->push(new SetCalibrationsCommand(
        m_document, std::move(calibrations), [name] { return tr("Remove the calibration of %1").arg(name); }));
}

} // namespace roofline::ui
