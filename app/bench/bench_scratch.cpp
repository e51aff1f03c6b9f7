#include "app/bench/bench_scratch.h"

#include <QDir>
#include <QFile>

namespace roofline::app {

void keepUserFoldersIn(const QString& scratch)
{
    for (const char* variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"}) {
        const QString folder = scratch + QStringLiteral("/user/") + QString::fromLatin1(variable).toLower();
        QDir().mkpath(folder);
        qputenv(variable, QFile::encodeName(folder));
    }
}

} // namespace roofline::app
