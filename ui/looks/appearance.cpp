#include "ui/looks/appearance.h"

#include "ui/looks/indicator_style.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>

#include <memory>

namespace roofline::ui {

namespace {

// What the desktop asks for. Qt 6.5 reports the colour scheme itself; before it, the desktop's
// palette is all there is (a dark desktop theme gives Qt a dark window colour).
bool desktopPrefersDark(const QPalette& desktopPalette)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    const Qt::ColorScheme scheme = QGuiApplication::styleHints()->colorScheme();
    if (scheme != Qt::ColorScheme::Unknown)
        return scheme == Qt::ColorScheme::Dark;
#endif
    return isDarkPalette(desktopPalette);
}

} // namespace

bool isDarkPalette(const QPalette& palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightness() < 128;
}

QPalette lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion ? fusion->standardPalette() : QPalette(QColor(0xef, 0xef, 0xef));
}

QPalette darkPalette()
{
    // Greys close to the dark chart theme's background, so charts and panels sit together.
    const QColor window(0x2b, 0x2d, 0x30);
    const QColor base(0x1e, 0x1f, 0x22);
    const QColor text(0xe4, 0xe6, 0xea);
    const QColor disabledText(0x80, 0x83, 0x88);
    QPalette palette(window);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x28, 0x2b));
    palette.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3f, 0x41));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabledText);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x3a, 0x3d, 0x41));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x7b, 0x72));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4d, 0x52));
    palette.setColor(QPalette::Midlight, QColor(0x40, 0x43, 0x47));
    palette.setColor(QPalette::Mid, QColor(0x30, 0x32, 0x35));
    palette.setColor(QPalette::Dark, QColor(0x19, 0x1a, 0x1c));
    palette.setColor(QPalette::Shadow, QColor(0x0a, 0x0a, 0x0a));
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb8));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x56, 0xb4, 0xe9));
    palette.setColor(QPalette::LinkVisited, QColor(0xcc, 0x79, 0xa7));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        palette.setColor(QPalette::Disabled, role, disabledText);
    palette.setColor(QPalette::Disabled, QPalette::Base, window);
    palette.setColor(QPalette::Disabled, QPalette::Highlight, QColor(0x4a, 0x4d, 0x52));
    return palette;
}

void applyAppTheme(AppTheme theme)
{
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
    // The desktop switching between light and dark while the app follows it.
    static const bool following
        = QObject::connect(QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, qApp, [] {
              if (Settings::appTheme() == AppTheme::System)
                  applyAppTheme(AppTheme::System);
          });
    Q_UNUSED(following);
#endif
    useVisibleCheckBoxes(); // Fusion's unchecked boxes vanish on a dark palette
    switch (theme) {
    case AppTheme::System: {
        // An empty palette sets no colour of its own: every role resolves against the desktop's
        // (the platform theme's and the style's), and keeps following it when the desktop changes.
        QApplication::setPalette(QPalette());
        // A desktop that asks for dark but hands Qt a light palette (Qt >= 6.5 only) gets ours.
        if (desktopPrefersDark(QApplication::palette()) && !isDarkPalette(QApplication::palette()))
            QApplication::setPalette(darkPalette());
        break;
    }
    case AppTheme::Light:
        QApplication::setPalette(lightPalette());
        break;
    case AppTheme::Dark:
        QApplication::setPalette(darkPalette());
        break;
    }
}

QString resolvedChartTheme(const std::string& projectTheme)
{
    if (projectTheme == "system")
        return isDarkPalette(QApplication::palette()) ? QStringLiteral("dark") : QStringLiteral("light");
    if (projectTheme == "dark" || projectTheme == "slide" || projectTheme == "slide-dark")
        return QString::fromStdString(projectTheme);
    return QStringLiteral("light");
}

} // namespace roofline::ui
