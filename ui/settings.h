#pragma once

#include "core/formulas/chip.h"
#include "core/scene/project.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace roofline::ui {

// The app's look, over whatever the desktop's palette says: System follows it (light or dark).
enum class AppTheme { System, Light, Dark };

// What the app remembers between runs that is not part of a project: the window's geometry and its
// docks, the recently used project files, the look and the language, and what a new project starts
// with (the chips last shown, the label units, the last export's settings). Typed accessors over
// QSettings (the application's default store: ~/.config/roofline-studio/roofline-studio.conf), so
// every key lives in settings.cpp and nowhere else. A value that is missing or not understood
// reads as its default.
class Settings {
public:
    // ---- the window ----
    static QByteArray windowGeometry();
    static void setWindowGeometry(const QByteArray& geometry);
    static QByteArray windowState(); // the docks and tool bars
    static void setWindowState(const QByteArray& state);

    // ---- files ----
    static constexpr int kMaxRecentFiles = 10;
    // Most recent first, absolute paths, each once.
    static QStringList recentFiles();
    static void addRecentFile(const QString& path); // to the front
    static void removeRecentFile(const QString& path);
    static void clearRecentFiles();
    // Where the last import of measurements and the last export were (empty: never).
    static QString importDirectory();
    static void setImportDirectory(const QString& directory);
    static QString exportDirectory();
    static void setExportDirectory(const QString& directory);

    // ---- look and language ----
    static AppTheme appTheme(); // System by default
    static void setAppTheme(AppTheme theme);
    // "system" (the desktop's language), or a language the app can be shown in: "en", "zh_CN", "ru".
    static QString language();
    static void setLanguage(const QString& code); // an unknown code is stored as "system"
    static QStringList languageCodes(); // {"system", "en", "zh_CN", "ru"}

    // ---- what a new project starts with ----
    // The chips shown when the app last had any (ids, in order); empty when it never had.
    static std::vector<std::string> lastChips();
    static void setLastChips(const std::vector<std::string>& ids);
    static LabelUnits labelUnits(); // Scientific by default
    static void setLabelUnits(LabelUnits units);
    // The last export's chart, format, size, scale, theme and transparency (not its words, which
    // belong to the chart they were written for); nullopt before the first export.
    static std::optional<ExportSettings> exportDefaults();
    static void setExportDefaults(const ExportSettings& settings);

    // The chapter's default project (core's defaultProject(): TPU v5e and H100 SXM, the chapter's
    // ops and sweeps) with the user's preferences: the label units and the export settings. What
    // File → New starts.
    static Project chapterProject();
    // chapterProject() showing the chips last shown that `library` has (the chapter's when none of
    // them): what the app opens on without a file.
    static Project newProject(const std::vector<Chip>& library);
};

QString appThemeName(AppTheme theme); // "system", "light", "dark"
std::optional<AppTheme> parseAppTheme(const QString& name);

} // namespace roofline::ui
