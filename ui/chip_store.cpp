#include "ui/chip_store.h"

#include "core/files/user_paths.h"
#include "core/formats/chip_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace roofline::ui {

namespace {

// The context of these words in the translations.
struct ChipStore {
    Q_DECLARE_TR_FUNCTIONS(roofline::ui::ChipStore)
};

} // namespace

QString userChipPath(const std::string& id)
{
    const std::filesystem::path directory = userChipDirectory();
    if (directory.empty())
        return {};
    return QString::fromStdString((directory / (id + ".json")).string());
}

QString saveUserChip(const Chip& chip, QString* error)
{
    const QString path = userChipPath(chip.id);
    if (path.isEmpty()) {
        *error = ChipStore::tr("There is no data folder to save chips in (neither XDG_DATA_HOME nor HOME is set).");
        return {};
    }
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        *error = ChipStore::tr("Cannot create the folder %1.").arg(QFileInfo(path).absolutePath());
        return {};
    }
    QSaveFile file(path);
    const QByteArray json = QByteArray::fromStdString(chipToJson(chip).dump(2) + "\n");
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        *error = ChipStore::tr("Cannot write %1: %2").arg(path, file.errorString());
        return {};
    }
    return path;
}

bool deleteUserChip(const Chip& chip, QString* error)
{
    // Only ever a file in the chip folder: a chip embedded in a project names the project as its
    // origin, and that file is not ours to delete.
    QString path = userChipPath(chip.id);
    const QFileInfo origin(QString::fromStdString(chip.origin));
    if (!path.isEmpty() && origin.isFile() && origin.suffix() == QLatin1String("json")
        && origin.absoluteDir() == QFileInfo(path).absoluteDir())
        path = origin.absoluteFilePath();
    if (path.isEmpty() || !QFileInfo::exists(path))
        return true;
    if (!QFile::remove(path)) {
        *error = ChipStore::tr("Cannot delete %1.").arg(path);
        return false;
    }
    return true;
}

} // namespace roofline::ui
