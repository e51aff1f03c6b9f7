#pragma once

#include "core/formulas/chip.h"

#include <QString>

namespace roofline::ui {

// The user's own chips on disk: one chip file (core's chipToJson) per chip, named <id>.json, in
// core's userChipDirectory(), where the command line finds them too.

// Writes the chip atomically and returns the path written, or an empty string with `error` set.
QString saveUserChip(const Chip& chip, QString* error);

// Deletes the file a saved chip was read from (or <id>.json in the folder). False with `error` set
// when it exists and cannot be removed.
bool deleteUserChip(const Chip& chip, QString* error);

QString userChipPath(const std::string& id);

} // namespace roofline::ui
