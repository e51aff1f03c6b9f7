#pragma once

#include <QByteArray>
#include <QStringList>

namespace roofline::ui {

// An SVG as QSvgGenerator writes it names each text's font by the family Qt was asked for: the
// application's, which may be an alias of fontconfig's ("Sans Serif") that no viewer knows. Each
// font-family becomes a CSS list: the family the system draws it with, then `fallbacks` (the chart
// font's families for scripts it lacks, as the export drew them), then the generic sans-serif.
QByteArray withCssFontFamilies(const QByteArray& svg, const QStringList& fallbacks);

// One family as CSS writes it: quoted when it is more than one word.
QString cssFamily(const QString& family);

} // namespace roofline::ui
