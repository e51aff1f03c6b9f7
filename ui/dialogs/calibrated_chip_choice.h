#pragma once

#include <QString>

#include <functional>
#include <string>

class QComboBox;

namespace roofline::ui {

class Document;

// The choice of a calibrated chip that the calibration and projection windows share: fills `box` with the
// project's calibrated chips (each worded by `label` from its name) and returns the one to show — `chipId` while
// the project still holds its calibration, else the chip the parity chart draws (none: empty), selected in `box`.
std::string fillCalibratedChips(QComboBox& box, const Document& document, const std::string& chipId,
    const std::function<QString(const QString& chipName)>& label);

} // namespace roofline::ui
