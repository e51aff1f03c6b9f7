#include "app/first_frame_probe.h"
#include "app/subcommands.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/version.h"
#include "resources/app_identity.h"
#include "ui/actions/project_file_actions.h"
#include "ui/i18n/language.h"
#include "ui/looks/appearance.h"
#include "ui/main_window.h"
#include "ui/panels/measurements_panel.h"
#include "ui/settings.h"

#include <QApplication>
#include <QIcon>
#include <QStringList>

#include <cstring>
#include <filesystem>
#include <optional>
#include <vector>

namespace roofline::app {

std::string checkedLanguage(const std::string& code)
{
    for (const char* known : {"system", "en", "zh_CN", "ru"}) {
        if (code == known)
            return code;
    }
    throw Error(ErrorKind::InvalidValue, "--lang must be en, zh_CN, ru or system, got " + quoteForMessage(code));
}

int runGui(int argc, char** argv)
{
    // roofline-studio [--lang CODE] [FILE…]: --lang shows this run in a language without changing
    // the saved choice.
    std::optional<std::string> language;
    std::vector<int> fileArguments; // the indexes into argv of files: everything but --lang CODE
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0) {
            if (i + 1 >= argc)
                throw Error(ErrorKind::MissingKey, "--lang needs a value: en, zh_CN, ru or system");
            language = checkedLanguage(argv[++i]);
        } else {
            fileArguments.push_back(i);
        }
    }
    // Checked before a window exists: a file that is not there is said here, on the terminal it was
    // typed in, not in a window that may have no display to appear on.
    for (const int i : fileArguments) {
        const std::filesystem::path path(argv[i]);
        if (argv[i][0] == '-')
            continue;
        std::error_code error;
        if (!std::filesystem::exists(path, error))
            throw Error(ErrorKind::InvalidValue,
                quoteForMessage(argv[i])
                    + ": no such file (give a project file, *.roofline.json, or a measured-kernels CSV)");
        if (std::filesystem::is_directory(path, error))
            throw Error(ErrorKind::InvalidValue, quoteForMessage(argv[i]) + ": is a folder, not a project file");
    }
#if defined(Q_OS_LINUX)
    // Without a display Qt would abort; say what to do instead.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        throw Error(ErrorKind::Io,
            "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); without one, use "
            "roofline-studio calc, export or screenshot (see roofline-studio --help)");
#endif
    QApplication application(argc, argv);
    QApplication::setApplicationName(QStringLiteral("roofline-studio"));
    QApplication::setApplicationDisplayName(QString::fromUtf8(kApplicationName));
    QApplication::setApplicationVersion(QString::fromUtf8(kVersion));
    QApplication::setOrganizationName(QStringLiteral("roofline-studio"));
    // The icon for every window, and the .desktop file Wayland matches the window (and its icon) to.
    QApplication::setWindowIcon(QIcon(QString::fromUtf8(kAppIconResource)));
    QGuiApplication::setDesktopFileName(QString::fromUtf8(kAppId));
    // The look and the language come before any window: widgets read the palette and set their
    // words as they are made.
    ui::applyAppTheme(ui::Settings::appTheme());
    ui::applyLanguage(language ? QString::fromStdString(*language) : ui::Settings::language());
    ui::MainWindow window;
    window.restoreSettings();
    if (FirstFrameProbe::requested())
        new FirstFrameProbe(&window);
    window.show();
    // Work a crash left behind comes first; otherwise the first project file named opens
    // (roofline-studio talk.roofline.json; a bad file leaves the default, and says why). The desktop
    // passes every file chosen (Exec=roofline-studio %F): each *.csv is then imported as measured
    // kernels into the project that is open.
    QStringList projects;
    QStringList measurements;
    for (const int i : fileArguments) {
        const QString path = QString::fromLocal8Bit(argv[i]);
        if (path.startsWith(QLatin1Char('-')))
            continue;
        (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ? measurements : projects).append(path);
    }
    // Read on the window's worker, one after another, while the window paints: the imports go into the
    // project that is open by then.
    const bool restored = window.fileActions()->offerRecovery();
    if (!restored && !projects.isEmpty())
        window.fileActions()->openFileInBackground(projects.front());
    for (const QString& path : measurements)
        window.measurementsPanel()->importFileInBackground(path);
    return application.exec();
}

} // namespace roofline::app
