#include "ui/looks/indicator_style.h"

#include <QApplication>
#include <QPainter>
#include <QStyleFactory>
#include <QStyleOption>

namespace roofline::ui {

IndicatorStyle::IndicatorStyle(QStyle* base)
    : QProxyStyle(base)
{ }

QColor IndicatorStyle::edgeColor(const QPalette& palette)
{
    const QColor text = palette.color(QPalette::Text);
    const QColor base = palette.color(QPalette::Base);
    const auto mix = [](int over, int under) { return (55 * over + 45 * under + 50) / 100; };
    return QColor(mix(text.red(), base.red()), mix(text.green(), base.green()), mix(text.blue(), base.blue()));
}

void IndicatorStyle::drawPrimitive(
    PrimitiveElement element, const QStyleOption* option, QPainter* painter, const QWidget* widget) const
{
    if (element == PE_IndicatorItemViewItemCheck) {
        // A box as tall as a compact row touches the boxes of the rows above and below it, and two
        // visible edges read as one thick bar: a pixel of space all round.
        QStyleOption inset(*option);
        inset.rect = option->rect.adjusted(1, 1, -1, -1);
        QProxyStyle::drawPrimitive(element, &inset, painter, widget);
        return;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
    // Item views and menus draw their check boxes through PE_IndicatorCheckBox too.
    if (element != PE_IndicatorCheckBox || !qstyleoption_cast<const QStyleOptionButton*>(option))
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    QColor edge = edgeColor(option->palette);
    if (!(option->state & State_Enabled))
        edge.setAlphaF(0.5f);
    painter->setPen(QPen(edge, 1.0));
    // Where Fusion draws its own edge: the rectangle one pixel in, on pixel centres.
    painter->drawRect(QRectF(option->rect).adjusted(0.5, 0.5, -0.5, -0.5));
    painter->restore();
}

void useVisibleCheckBoxes()
{
    QStyle* style = QApplication::style();
    if (!style || qobject_cast<IndicatorStyle*>(style)
        || style->name().compare(QLatin1String("fusion"), Qt::CaseInsensitive) != 0)
        return;
    QApplication::setStyle(new IndicatorStyle(QStyleFactory::create(QStringLiteral("Fusion"))));
}

} // namespace roofline::ui
