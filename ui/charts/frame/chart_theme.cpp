#include "ui/charts/frame/chart_theme.h"

#include <QGuiApplication>
#include <QHash>

#include <cmath>

namespace roofline::ui {

QColor ChartTheme::chipColor(int index) const
{
    return chipColors.isEmpty() ? foreground : chipColors[index % chipColors.size()];
}

QColor ChartTheme::textBackground() const
{
    if (plotBackground.alpha() == 255)
        return plotBackground;
    return foreground.lightness() > 128 ? QColor(0x26, 0x28, 0x2b) : QColor(Qt::white);
}

QColor ChartTheme::ink(double strength) const
{
    const QColor back = textBackground();
    const auto mix = [strength](int front, int behind) {
        return static_cast<int>(std::lround(strength * front + (1.0 - strength) * behind));
    };
    return QColor(
        mix(foreground.red(), back.red()), mix(foreground.green(), back.green()), mix(foreground.blue(), back.blue()));
}

QColor ChartTheme::textColorOn(const QColor& series, const QColor& under) const
{
    // A transparent page: the background a slide would have under this foreground.
    const QColor behind = under.alpha() == 255 ? under : textBackground();
    QColor text = toQColor(textShade(toRgb(series), toRgb(behind)));
    text.setAlpha(series.alpha());
    return text;
}

QColor ChartTheme::textColor(const QColor& series) const
{
    // Every label asks at every slider step, for the few colours of the chips: the shade (a search
    // through CIELAB lightness, pow() and all) was 6 % of a step's time. Remembered per pair of
    // colours; a chart has a handful, so the table stays small (and is emptied if it ever is not).
    thread_local QHash<quint64, QRgb> shades;
    const Rgb color = toRgb(series);
    const Rgb behind = toRgb(textBackground());
    const auto pack = [](Rgb c) { return (quint64 {c.r} << 16) | (quint64 {c.g} << 8) | quint64 {c.b}; };
    const quint64 key = (pack(color) << 24) | pack(behind);
    auto found = shades.constFind(key);
    if (found == shades.constEnd()) {
        if (shades.size() >= 1024)
            shades.clear();
        const Rgb shade = textShade(color, behind);
        found = shades.insert(key, qRgb(shade.r, shade.g, shade.b));
    }
    QColor text(*found);
    text.setAlpha(series.alpha());
    return text;
}

Rgb toRgb(const QColor& color)
{
    const QColor rgb = color.toRgb();
    return {static_cast<std::uint8_t>(rgb.red()), static_cast<std::uint8_t>(rgb.green()),
        static_cast<std::uint8_t>(rgb.blue())};
}

QColor toQColor(Rgb color)
{
    return QColor(color.r, color.g, color.b);
}

QFont ChartTheme::baseFont(double pointSize)
{
    QFont font = QGuiApplication::font();
    // Families after the first are tried, in order, for characters the first lacks; Noto Sans CJK
    // (fonts-noto-cjk, a dependency of the package) covers Han, kana and hangul, DejaVu Sans Cyrillic.
    QStringList families {font.family()};
    for (const QString& fallback : {QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC"),
             QStringLiteral("Noto Sans CJK JP"), QStringLiteral("Noto Sans CJK KR")}) {
        if (!families.contains(fallback))
            families.append(fallback);
    }
    font.setFamilies(families);
    font.setPointSizeF(pointSize);
    return font;
}

void ChartTheme::makeTransparent()
{
    background = Qt::transparent;
    plotBackground = Qt::transparent;
    labelHalo = Qt::transparent;
}

namespace {

QList<QColor> chipPalette()
{
    QList<QColor> colors;
    for (const Rgb color : kChipPalette)
        colors.append(toQColor(color));
    return colors;
}

// Point sizes of a theme's fonts, all cut from the same base font.
struct FontSizes {
    double base, label, axisLabel, title, heading, subheading, caption;
};

void setFonts(ChartTheme& theme, const FontSizes& sizes)
{
    const QFont base = ChartTheme::baseFont(sizes.base);
    const auto sized = [&base](double pointSize, bool bold = false) {
        QFont font = base;
        font.setPointSizeF(pointSize);
        font.setBold(bold);
        return font;
    };
    theme.font = base;
    theme.labelFont = sized(sizes.label);
    theme.axisLabelFont = sized(sizes.axisLabel);
    theme.titleFont = sized(sizes.title, true);
    theme.headingFont = sized(sizes.heading, true);
    theme.subheadingFont = sized(sizes.subheading);
    theme.captionFont = sized(sizes.caption);
}

} // namespace

ChartTheme ChartTheme::light()
{
    ChartTheme theme;
    theme.name = QStringLiteral("light");
    theme.background = Qt::white;
    theme.plotBackground = Qt::white;
    theme.foreground = QColor(0x20, 0x20, 0x20);
    theme.grid = QColor(0xd0, 0xd0, 0xd0);
    theme.subGrid = QColor(0xee, 0xee, 0xee);
    // Opaque: a solid fill is a plain span write, where a translucent one blends every pixel of
    // every label at every slider step (and at 82 % the lines behind hardly showed anyway).
    theme.labelHalo = QColor(255, 255, 255);
    theme.neutral = QColor(0x55, 0x55, 0x55);
    theme.legendBorder = QColor(0, 0, 0, 60);
    theme.warning = QColor(0xb0, 0x00, 0x20);
    setFonts(theme,
        {.base = 9.0,
            .label = 9.0,
            .axisLabel = 10.0,
            .title = 10.0,
            .heading = 15.0,
            .subheading = 11.0,
            .caption = 9.0});
    theme.chipColors = chipPalette();
    // The chapter's figure: red, yellow and green washes.
    theme.regionColors = {QColor(0xf4, 0xcc, 0xcc, 150), QColor(0xff, 0xf2, 0xcc, 170), QColor(0xd9, 0xea, 0xd3, 150)};
    return theme;
}

ChartTheme ChartTheme::dark()
{
    ChartTheme theme = light();
    theme.name = QStringLiteral("dark");
    theme.background = QColor(0x1e, 0x1f, 0x22);
    theme.plotBackground = QColor(0x26, 0x28, 0x2b);
    theme.foreground = QColor(0xe4, 0xe6, 0xea);
    theme.grid = QColor(0x48, 0x4b, 0x50);
    theme.subGrid = QColor(0x33, 0x35, 0x39);
    theme.labelHalo = theme.plotBackground;
    theme.neutral = QColor(0xb4, 0xb8, 0xbe);
    theme.legendBorder = QColor(255, 255, 255, 70);
    theme.warning = QColor(0xff, 0x7b, 0x72);
    theme.regionColors = {QColor(0xb0, 0x40, 0x40, 70), QColor(0xc8, 0xb0, 0x40, 60), QColor(0x50, 0xa0, 0x50, 60)};
    return theme;
}

namespace {

// A slide's type, lines and markers, sized for a 1920 × 1080 page seen from the back of a room: the
// smallest text (the caption's) about 1/40 of the height.
void setSlideSizes(ChartTheme& theme)
{
    setFonts(theme,
        {.base = 20.0,
            .label = 18.0,
            .axisLabel = 22.0,
            .title = 22.0,
            .heading = 34.0,
            .subheading = 24.0,
            .caption = 17.0});
    theme.lineWidth = 4.5;
    theme.thinLineWidth = 2.0;
    theme.markerSize = 17.0;
}

} // namespace

ChartTheme ChartTheme::slide()
{
    ChartTheme theme = light();
    theme.name = QStringLiteral("slide");
    theme.foreground = Qt::black;
    theme.grid = QColor(0xcc, 0xcc, 0xcc);
    theme.neutral = QColor(0x30, 0x30, 0x30);
    theme.legendBorder = QColor(0, 0, 0, 90);
    theme.labelHalo = QColor(255, 255, 255);
    theme.subGridVisible = false;
    theme.sliderMarkers = false;
    setSlideSizes(theme);
    return theme;
}

ChartTheme ChartTheme::slideDark()
{
    // The dark theme's colours (the chip palette is chosen to read on its plot), the slide's type and
    // lines, and a little more contrast for a projector.
    ChartTheme theme = dark();
    theme.name = QStringLiteral("slide-dark");
    theme.foreground = QColor(0xf4, 0xf5, 0xf7);
    theme.grid = QColor(0x55, 0x58, 0x5e);
    theme.neutral = QColor(0xc8, 0xcc, 0xd2);
    theme.legendBorder = QColor(255, 255, 255, 90);
    theme.subGridVisible = false;
    theme.sliderMarkers = false;
    setSlideSizes(theme);
    return theme;
}

ChartTheme ChartTheme::forPage(const QString& name)
{
    // An export is a page: whatever its colours, its type is a slide's (the exporter scales the page,
    // type and all, with its height), so a light or dark export reads in a room too.
    ChartTheme theme = named(name);
    if (theme.name == QLatin1String("light") || theme.name == QLatin1String("dark"))
        setSlideSizes(theme);
    return theme;
}

ChartTheme ChartTheme::named(const QString& name)
{
    if (name == QLatin1String("dark"))
        return dark();
    if (name == QLatin1String("slide"))
        return slide();
    if (name == QLatin1String("slide-dark"))
        return slideDark();
    return light();
}

QStringList ChartTheme::names()
{
    return {QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("slide"), QStringLiteral("slide-dark")};
}

} // namespace roofline::ui
