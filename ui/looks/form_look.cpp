#include "ui/looks/form_look.h"

#include "core/base/color.h"
#include "ui/charts/frame/chart_theme.h"

#include <QLabel>
#include <QWidget>

#include <array>
#include <cmath>

namespace roofline::ui {

namespace {

constexpr Rgb kProblemRed {0xb0, 0x00, 0x20};

QColor mixed(const QColor& base, const QColor& tint, double amount)
{
    const auto mix = [amount](int a, int b) { return static_cast<int>(std::lround(a + (b - a) * amount)); };
    return QColor(mix(base.red(), tint.red()), mix(base.green(), tint.green()), mix(base.blue(), tint.blue()));
}

} // namespace

QColor problemTextColor(const QPalette& palette, QPalette::ColorRole background)
{
    return toQColor(textShade(kProblemRed, toRgb(palette.color(background))));
}

QColor invalidFieldBase(const QPalette& palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor text = palette.color(QPalette::Text);
    // As red as the text allows: a strong tint shows the refusal, and the text must still read.
    for (const double amount : std::array {0.3, 0.25, 0.2, 0.15, 0.1}) {
        const QColor tinted = mixed(base, toQColor(kProblemRed), amount);
        if (contrastRatio(toRgb(text), toRgb(tinted)) >= kTextContrast)
            return tinted;
    }
    return base;
}

void markInvalid(QWidget* field, bool invalid)
{
    // An empty palette resolves nothing: the field inherits its look again, and a tint is made from that.
    field->setPalette(QPalette());
    if (!invalid)
        return;
    QPalette palette;
    palette.setColor(QPalette::Base, invalidFieldBase(field->palette()));
    field->setPalette(palette);
}

void showAsQuiet(QLabel* label)
{
    label->setPalette(QPalette());
    const QColor text = label->palette().color(QPalette::WindowText);
    const QColor window = label->palette().color(QPalette::Window);
    QColor quiet = text;
    for (const double amount : std::array {0.45, 0.4, 0.35, 0.3, 0.25, 0.2}) {
        quiet = mixed(text, window, amount);
        if (contrastRatio(toRgb(quiet), toRgb(window)) >= kTextContrast)
            break;
    }
    QPalette palette;
    palette.setColor(QPalette::WindowText, quiet);
    label->setPalette(palette);
}

void showAsProblem(QLabel* label)
{
    label->setPalette(QPalette());
    QPalette palette;
    palette.setColor(QPalette::WindowText, problemTextColor(label->palette()));
    label->setPalette(palette);
}

} // namespace roofline::ui
