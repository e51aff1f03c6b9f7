#include "ui/charts/chart_theme.h"

#include <QGuiApplication>

namespace roofline::ui {

QColor ChartTheme::chipColor(int index) const
{
    return chipColors.isEmpty() ? foreground : chipColors[index % chipColors.size()];
}

QColor ChartTheme::curveColor(int index) const
{
    return curveColors.isEmpty() ? foreground : curveColors[index % curveColors.size()];
}

ChartTheme ChartTheme::light()
{
    ChartTheme theme;
    theme.name = QStringLiteral("light");
    theme.background = Qt::white;
    theme.plotBackground = Qt::white;
    theme.foreground = QColor(0x20, 0x20, 0x20);
    theme.grid = QColor(0xd0, 0xd0, 0xd0);
    theme.subGrid = QColor(0xee, 0xee, 0xee);
    theme.labelHalo = QColor(255, 255, 255, 210);
    theme.neutral = QColor(0x55, 0x55, 0x55);
    theme.legendBorder = QColor(0, 0, 0, 60);
    theme.warning = QColor(0xb0, 0x00, 0x20);
    QFont base = QGuiApplication::font();
    base.setPointSizeF(9.0);
    theme.font = base;
    theme.labelFont = base;
    theme.axisLabelFont = base;
    theme.axisLabelFont.setPointSizeF(10.0);
    theme.titleFont = base;
    theme.titleFont.setPointSizeF(10.0);
    theme.titleFont.setBold(true);
    // Distinct hues that stay apart for six and more chips and print in greyscale at different
    // lightness; blue and red first so the default pair (TPU v5e, H100) contrast most.
    theme.chipColors = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
        QColor(0x94, 0x67, 0xbd), QColor(0xff, 0x7f, 0x0e), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
        QColor(0x17, 0xbe, 0xcf), QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22)};
    // matplotlib's default cycle, so a chip's own batch-size chart matches the chapter's Q3 figure.
    theme.curveColors = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e), QColor(0x2c, 0xa0, 0x2c),
        QColor(0xd6, 0x27, 0x28), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
        QColor(0x7f, 0x7f, 0x7f), QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
    // The chapter's figure: red, yellow and green washes.
    theme.regionColors = {QColor(0xf4, 0xcc, 0xcc, 150), QColor(0xff, 0xf2, 0xcc, 170), QColor(0xd9, 0xea, 0xd3, 150)};
    return theme;
}

} // namespace roofline::ui
