// The Parameters panel's spin boxes take numbers as the op editor's fields do: "1e9" is a billion, not
// 19, and a number they cannot take is refused where the user sees it.
#include "support/gui_test_helpers.h"

#include "core/base/color.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/document.h"
#include "ui/looks/appearance.h"
#include "ui/panels/number_spin_box.h"
#include "ui/panels/parameters_panel.h"

#include <QApplication>
#include <QLineEdit>
#include <QTest>

namespace roofline::test {
namespace {

// Types `text` into the spin box over what it holds, and presses Return.
void typeIn(QSpinBox* spin, const QString& text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

struct Panel {
    ui::Document document {defaultProject(), builtinChips()};
    ui::ParametersPanel panel {document};
    Panel() { panel.show(); }
};

TEST(ParametersPanel, SpinBoxesTakeNumbersInScientificNotation)
{
    Panel p;
    QSpinBox* b = spinBox(p.panel, Dim::B);
    typeIn(b, QStringLiteral("1e9"));
    EXPECT_EQ(p.document.dims().b, 1e9);
    EXPECT_EQ(b->value(), 1000000000);
    typeIn(spinBox(p.panel, Dim::D), QStringLiteral("2.5e3"));
    EXPECT_EQ(p.document.dims().d, 2500.0);
    typeIn(spinBox(p.panel, Dim::F), QStringLiteral("8192"));
    EXPECT_EQ(p.document.dims().f, 8192.0);
    // With the language's digit groups, as the box writes them.
    typeIn(spinBox(p.panel, Dim::F), spinBox(p.panel, Dim::F)->locale().toString(16384));
    EXPECT_EQ(p.document.dims().f, 16384.0);
}

TEST(ParametersPanel, ANumberTheSpinBoxCannotTakeIsRefusedVisibly)
{
    Panel p;
    auto* b = qobject_cast<ui::NumberSpinBox*>(spinBox(p.panel, Dim::B));
    ASSERT_TRUE(b);
    const QColor base = b->palette().color(QPalette::Base);
    const QString most = b->locale().toString(b->maximum()); // 1,073,741,824 in English
    for (const auto& [typed, why] :
        {std::pair {QStringLiteral("1e12"), QString(QStringLiteral("1e12 is more than ") + most)},
            std::pair {QStringLiteral("1.5"), QStringLiteral("1.5 is not a whole number")},
            std::pair {QStringLiteral("0"), QStringLiteral("0 is less than 1")}}) {
        typeIn(b, typed);
        EXPECT_EQ(p.document.dims().b, 128.0) << typed.toStdString(); // the value stays what it was
        EXPECT_EQ(b->refusal(), why);
        EXPECT_EQ(b->toolTip(), why);
        EXPECT_NE(b->palette().color(QPalette::Base), base) << typed.toStdString() << ": the field is not tinted";
    }
    // A number it takes gives the field its own look and help back.
    typeIn(b, QStringLiteral("256"));
    EXPECT_EQ(p.document.dims().b, 256.0);
    EXPECT_TRUE(b->refusal().isEmpty());
    EXPECT_EQ(b->palette().color(QPalette::Base), base);
    EXPECT_FALSE(b->toolTip().isEmpty());
}

TEST(ParametersPanel, ARefusedNumberReadsInTheDarkTheme)
{
    ui::applyAppTheme(ui::AppTheme::Dark);
    {
        Panel p;
        QSpinBox* b = spinBox(p.panel, Dim::B);
        typeIn(b, QStringLiteral("1e12"));
        const QPalette palette = b->palette();
        EXPECT_NE(palette.color(QPalette::Base), QApplication::palette().color(QPalette::Base));
        EXPECT_GE(contrastRatio(ui::toRgb(palette.color(QPalette::Text)), ui::toRgb(palette.color(QPalette::Base))),
            kTextContrast);
    }
    ui::applyAppTheme(ui::AppTheme::Light);
}

} // namespace
} // namespace roofline::test
