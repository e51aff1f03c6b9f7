#include "ui/dialogs/calibrated_chip_choice.h"

#include "core/scene/parity_scene.h"
#include "ui/document.h"

#include <QComboBox>

namespace roofline::ui {

std::string fillCalibratedChips(QComboBox& box, const Document& document, const std::string& chipId,
    const std::function<QString(const QString& chipName)>& label)
{
    const Project& project = document.project();
    std::string shown = chipId;
    if (!calibrationOf(project, shown)) {
        const Calibration* first = parityCalibration(project, project.chipIds);
        shown = first ? first->chipId : std::string();
    }
    box.clear();
    for (const Calibration& calibration : project.calibrations)
        box.addItem(label(document.chipName(calibration.chipId)), QString::fromStdString(calibration.chipId));
    box.setCurrentIndex(box.findData(QString::fromStdString(shown)));
    return shown;
}

} // namespace roofline::ui
