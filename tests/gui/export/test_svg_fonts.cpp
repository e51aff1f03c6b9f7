// An SVG export names its fonts as CSS does: each font-family a list of families, the system's family
// for the one asked for first, and a CSS generic family ("sans-serif") last, so a viewer without the
// fonts still draws sans-serif text. Qt writes the family it was asked for ("Sans Serif", which no CSS
// viewer knows) unless the exporter says otherwise.
#include "support/gui_test_helpers.h"

#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/export/svg_fonts.h"

#include <QRegularExpression>

namespace roofline::test::svg_fonts {
namespace {

TEST(SvgFonts, AFamilyWithSpacesIsQuotedAndAnIdentifierIsNot)
{
    EXPECT_EQ(ui::cssFamily(QStringLiteral("DejaVu Sans")), QStringLiteral("'DejaVu Sans'"));
    EXPECT_EQ(ui::cssFamily(QStringLiteral("Arial")), QStringLiteral("Arial"));
    // A quote inside a family cannot end the attribute or the CSS string.
    EXPECT_EQ(ui::cssFamily(QStringLiteral("Bad\"Font'")), QStringLiteral("'BadFont'"));
}

TEST(SvgFonts, EveryExportedTextEndsItsFamiliesWithSansSerif)
{
    ui::Document document(defaultProject(), builtinChips());
    ui::ChartExporter exporter(document);
    ui::ExportRequest request;
    request.format = ui::ExportFormat::Svg;
    request.size = QSize(1280, 720);
    const QString svg = QString::fromUtf8(exporter.render(request));
    static const QRegularExpression family(QStringLiteral("font-family=\"([^\"]*)\""));
    int texts = 0;
    for (QRegularExpressionMatchIterator it = family.globalMatch(svg); it.hasNext(); ++texts) {
        const QString list = it.next().captured(1);
        EXPECT_TRUE(list.endsWith(QStringLiteral(", sans-serif"))) << list.toStdString();
        EXPECT_NE(list, QStringLiteral("Sans Serif"));
    }
    EXPECT_GT(texts, 10);
}

} // namespace
} // namespace roofline::test::svg_fonts
