#include "ui/export/svg_fonts.h"

#include <QFont>
#include <QFontInfo>
#include <QHash>
#include <QRegularExpression>
#include <QString>

namespace roofline::ui {

QString cssFamily(const QString& family)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_-]*$"));
    if (identifier.match(family).hasMatch())
        return family;
    QString quoted = family;
    quoted.remove(QLatin1Char('\'')).remove(QLatin1Char('"')).remove(QLatin1Char('&'));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QByteArray withCssFontFamilies(const QByteArray& svg, const QStringList& fallbacks)
{
    static const QRegularExpression attribute(QStringLiteral("font-family=\"([^\"]*)\""));
    const QString text = QString::fromUtf8(svg);
    QHash<QString, QString> lists; // a family as written → its CSS list
    QString out;
    out.reserve(text.size() + text.size() / 8);
    qsizetype from = 0;
    for (QRegularExpressionMatchIterator it = attribute.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const QString asked = match.captured(1);
        auto list = lists.constFind(asked);
        if (list == lists.constEnd()) {
            // The family the system matches for the one asked for: what the export was drawn with.
            QStringList families {QFontInfo(QFont(asked)).family()};
            for (const QString& family : fallbacks) {
                if (!family.isEmpty() && !families.contains(family))
                    families.append(family);
            }
            QStringList css;
            for (const QString& family : families)
                css.append(cssFamily(family));
            css.append(QStringLiteral("sans-serif"));
            list = lists.insert(asked, css.join(QStringLiteral(", ")));
        }
        out += QStringView(text).mid(from, match.capturedStart() - from);
        out += QStringLiteral("font-family=\"") + *list + QLatin1Char('"');
        from = match.capturedEnd();
    }
    out += QStringView(text).mid(from);
    return out.toUtf8();
}

} // namespace roofline::ui
