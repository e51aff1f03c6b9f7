// The Measurements panel's empirical rooflines (File → Import Empirical Roofline…): an Empirical Roofline
// Toolkit file's measured ceilings for one chip, the chip asked when more than one is shown.
#include "ui/panels/measurements_panel.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/readers/ert_json.h"
#include "ui/commands/set_empirical_command.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/settings.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QUndoStack>

#include <algorithm>
#include <filesystem>

namespace roofline::ui {

void MeasurementsPanel::chooseAndImportErt()
{
    if (m_document.shownChips().empty())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Import an empirical roofline"),
        Settings::importDirectory(), tr("ERT roofline (roofline.json *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    Settings::setImportDirectory(QFileInfo(path).absolutePath());
    if (const std::optional<std::string> chip = pickErtChip(false))
        importErtFile(path, *chip);
}

std::optional<std::string> MeasurementsPanel::pickErtChip(bool quiet)
{
    const std::vector<Chip>& chips = m_document.shownChips();
    if (chips.empty())
        return std::nullopt;
    std::size_t chip = 0;
    if (chips.size() > 1 && !quiet) {
        QStringList names;
        for (const Chip& shown : chips)
            names.append(QString::fromStdString(shown.name));
        bool ok = false;
        const QString picked = QInputDialog::getItem(
            this, tr("Import an empirical roofline"), tr("The chip ERT measured:"), names, 0, false, &ok);
        if (!ok)
            return std::nullopt;
        chip = static_cast<std::size_t>(std::max<qsizetype>(0, names.indexOf(picked)));
    }
    return chips[chip].id;
}

bool MeasurementsPanel::importErtFile(const QString& path, const std::string& chipId, bool quiet)
{
    const QString name = QFileInfo(path).fileName();
    EmpiricalRoofline roofline;
    try {
        roofline = loadErtFile(std::filesystem::path(path.toStdString()), chipId);
    } catch (const Error& error) {
        sayNotTaken(tr("Import an empirical roofline"), tr("%1 was not imported.").arg(name), errorText(error), quiet);
        return false;
    }
    addErtRoofline(std::move(roofline), name);
    return true;
}

void MeasurementsPanel::addErtRoofline(EmpiricalRoofline roofline, const QString& name)
{
    const std::string chipId = roofline.chipId;
    std::vector<EmpiricalRoofline> rooflines = m_document.empiricalRooflines();
    std::erase_if(rooflines, [&](const EmpiricalRoofline& other) { return equalsIgnoreCase(other.chipId, chipId); });
    rooflines.push_back(std::move(roofline));
    const Chip* chip = m_document.libraryChip(chipId);
    const QString chipName = chip ? QString::fromStdString(chip->name) : QString::fromStdString(chipId);
    m_document.undoStack()->push(new SetEmpiricalCommand(
        m_document, std::move(rooflines), [chipName] { return tr("Import measured ceilings for %1").arg(chipName); }));
    Q_EMIT message(tr("Measured ceilings for %1 imported from %2.").arg(chipName, name));
}

} // namespace roofline::ui
