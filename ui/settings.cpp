#include "ui/settings.h"

#include "core/formats/chip_library.h"

#include <QFileInfo>
#include <QSettings>

#include <algorithm>

namespace roofline::ui {

namespace {

// Every key the app stores, in one place.
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kRecent = QStringLiteral("files/recent");
const QString kImportDirectory = QStringLiteral("files/importDirectory");
const QString kExportDirectory = QStringLiteral("files/exportDirectory");
const QString kAppTheme = QStringLiteral("appearance/theme");
const QString kLanguage = QStringLiteral("appearance/language");
const QString kLastChips = QStringLiteral("newProject/chips");
const QString kLabelUnits = QStringLiteral("newProject/labelUnits");
const QString kExportChart = QStringLiteral("export/chart");
const QString kExportFormat = QStringLiteral("export/format");
const QString kExportWidth = QStringLiteral("export/width");
const QString kExportHeight = QStringLiteral("export/height");
const QString kExportScale = QStringLiteral("export/scale");
const QString kExportTheme = QStringLiteral("export/theme");
const QString kExportTransparent = QStringLiteral("export/transparent");

QString absolute(const QString& path)
{
    return QFileInfo(path).absoluteFilePath();
}

// The value if it is one of `choices`, else the first choice.
QString oneOf(const QString& key, const QStringList& choices)
{
    const QString value = QSettings().value(key).toString();
    return choices.contains(value) ? value : choices.front();
}

} // namespace

QString appThemeName(AppTheme theme)
{
    switch (theme) {
    case AppTheme::System:
        return QStringLiteral("system");
    case AppTheme::Light:
        return QStringLiteral("light");
    case AppTheme::Dark:
        return QStringLiteral("dark");
    }
    return QStringLiteral("system");
}

std::optional<AppTheme> parseAppTheme(const QString& name)
{
    for (const AppTheme theme : {AppTheme::System, AppTheme::Light, AppTheme::Dark}) {
        if (name == appThemeName(theme))
            return theme;
    }
    return std::nullopt;
}

QByteArray Settings::windowGeometry()
{
    return QSettings().value(kGeometry).toByteArray();
}

void Settings::setWindowGeometry(const QByteArray& geometry)
{
    QSettings().setValue(kGeometry, geometry);
}

QByteArray Settings::windowState()
{
    return QSettings().value(kState).toByteArray();
}

void Settings::setWindowState(const QByteArray& state)
{
    QSettings().setValue(kState, state);
}

QStringList Settings::recentFiles()
{
    QStringList files = QSettings().value(kRecent).toStringList();
    files.removeAll(QString());
    files.removeDuplicates();
    return files.mid(0, kMaxRecentFiles);
}

void Settings::addRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(absolute(path));
    files.prepend(absolute(path));
    QSettings().setValue(kRecent, files.mid(0, kMaxRecentFiles));
}

void Settings::removeRecentFile(const QString& path)
{
    QStringList files = recentFiles();
    files.removeAll(absolute(path));
    QSettings().setValue(kRecent, files);
}

void Settings::clearRecentFiles()
{
    QSettings().remove(kRecent);
}

QString Settings::importDirectory()
{
    return QSettings().value(kImportDirectory).toString();
}

void Settings::setImportDirectory(const QString& directory)
{
    QSettings().setValue(kImportDirectory, directory);
}

QString Settings::exportDirectory()
{
    return QSettings().value(kExportDirectory).toString();
}

void Settings::setExportDirectory(const QString& directory)
{
    QSettings().setValue(kExportDirectory, directory);
}

AppTheme Settings::appTheme()
{
    return parseAppTheme(QSettings().value(kAppTheme).toString()).value_or(AppTheme::System);
}

void Settings::setAppTheme(AppTheme theme)
{
    QSettings().setValue(kAppTheme, appThemeName(theme));
}

QStringList Settings::languageCodes()
{
    return {QStringLiteral("system"), QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")};
}

QString Settings::language()
{
    return oneOf(kLanguage, languageCodes());
}

void Settings::setLanguage(const QString& code)
{
    QSettings().setValue(kLanguage, languageCodes().contains(code) ? code : languageCodes().front());
}

std::vector<std::string> Settings::lastChips()
{
    std::vector<std::string> ids;
    for (const QString& id : QSettings().value(kLastChips).toStringList()) {
        if (!id.isEmpty() && std::find(ids.begin(), ids.end(), id.toStdString()) == ids.end())
            ids.push_back(id.toStdString());
    }
    return ids;
}

void Settings::setLastChips(const std::vector<std::string>& ids)
{
    QStringList list;
    for (const std::string& id : ids)
        list.append(QString::fromStdString(id));
    QSettings().setValue(kLastChips, list);
}

LabelUnits Settings::labelUnits()
{
    return oneOf(kLabelUnits, {QStringLiteral("scientific"), QStringLiteral("si")}) == QLatin1String("si")
        ? LabelUnits::SI
        : LabelUnits::Scientific;
}

void Settings::setLabelUnits(LabelUnits units)
{
    QSettings().setValue(kLabelUnits, units == LabelUnits::SI ? QStringLiteral("si") : QStringLiteral("scientific"));
}

std::optional<ExportSettings> Settings::exportDefaults()
{
    QSettings settings;
    if (!settings.contains(kExportFormat))
        return std::nullopt;
    // Each value is checked as a project file's would be; one out of range keeps the default.
    ExportSettings e;
    e.chart = oneOf(kExportChart, {QStringLiteral("both"), QStringLiteral("roofline"), QStringLiteral("sweep")})
                  .toStdString();
    e.format = oneOf(
        kExportFormat, {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("pdf"), QStringLiteral("csv")})
                   .toStdString();
    e.theme = oneOf(kExportTheme,
        {QStringLiteral("slide"), QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("slide-dark")})
                  .toStdString();
    bool ok = false;
    const int width = settings.value(kExportWidth).toInt(&ok);
    if (ok && width >= 16 && width <= 16384)
        e.width = width;
    const int height = settings.value(kExportHeight).toInt(&ok);
    if (ok && height >= 16 && height <= 16384)
        e.height = height;
    const double scale = settings.value(kExportScale).toDouble(&ok);
    if (ok && scale >= 0.1 && scale <= 10.0)
        e.scale = scale;
    e.transparent = settings.value(kExportTransparent, false).toBool();
    return e;
}

void Settings::setExportDefaults(const ExportSettings& e)
{
    QSettings settings;
    settings.setValue(kExportChart, QString::fromStdString(e.chart));
    settings.setValue(kExportFormat, QString::fromStdString(e.format));
    settings.setValue(kExportWidth, e.width);
    settings.setValue(kExportHeight, e.height);
    settings.setValue(kExportScale, e.scale);
    settings.setValue(kExportTheme, QString::fromStdString(e.theme));
    settings.setValue(kExportTransparent, e.transparent);
}

Project Settings::chapterProject()
{
    Project project = defaultProject();
    project.viewOptions.labelUnits = labelUnits();
    if (const std::optional<ExportSettings> e = exportDefaults())
        project.exportSettings = *e;
    return project;
}

Project Settings::newProject(const std::vector<Chip>& library)
{
    Project project = chapterProject();
    std::vector<std::string> chips;
    for (const std::string& id : lastChips()) {
        if (findChip(library, id))
            chips.push_back(id);
    }
    if (!chips.empty())
        project.chipIds = chips;
    return project;
}

} // namespace roofline::ui
