#include "ui/export/layout_report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// Boxes to a hundredth of a pixel: enough for any check, short to read.
double rounded(double value)
{
    return std::round(value * 100.0) / 100.0;
}

QJsonObject axisJson(const AxisReading& axis)
{
    return QJsonObject {{QStringLiteral("from"), axis.from}, {QStringLiteral("to"), axis.to},
        {QStringLiteral("log"), axis.log}, {QStringLiteral("ticks"), QJsonArray::fromStringList(axis.ticks)}};
}

} // namespace

QByteArray layoutReportJson(const LayoutReport& report)
{
    QJsonArray texts;
    for (const LayoutText& text : report.texts) {
        QJsonObject object {
            {QStringLiteral("text"), text.text},
            {QStringLiteral("role"), text.role},
            {QStringLiteral("x"), rounded(text.box.x())},
            {QStringLiteral("y"), rounded(text.box.y())},
            {QStringLiteral("w"), rounded(text.box.width())},
            {QStringLiteral("h"), rounded(text.box.height())},
            {QStringLiteral("color"), text.color.name(QColor::HexRgb)},
            {QStringLiteral("background"), text.background.name(QColor::HexRgb)},
            {QStringLiteral("covers"), QJsonArray::fromStringList(text.covers)},
        };
        if (text.leader)
            object.insert(QStringLiteral("leader"),
                QJsonArray {rounded(text.leader->x1()), rounded(text.leader->y1()), rounded(text.leader->x2()),
                    rounded(text.leader->y2())});
        texts.append(object);
    }
    QJsonArray plots;
    for (const QRectF& plot : report.plots) {
        QJsonObject object {{QStringLiteral("x"), rounded(plot.x())}, {QStringLiteral("y"), rounded(plot.y())},
            {QStringLiteral("w"), rounded(plot.width())}, {QStringLiteral("h"), rounded(plot.height())}};
        const auto axes = std::find_if(report.axes.begin(), report.axes.end(), [&plot](const PlotAxes& a) {
            return std::fabs(a.plot.x() - plot.x()) < 0.01 && std::fabs(a.plot.y() - plot.y()) < 0.01
                && std::fabs(a.plot.width() - plot.width()) < 0.01 && std::fabs(a.plot.height() - plot.height()) < 0.01;
        });
        if (axes != report.axes.end()) {
            object.insert(QStringLiteral("x_axis"), axisJson(axes->x));
            object.insert(QStringLiteral("y_axis"), axisJson(axes->y));
        }
        plots.append(object);
    }
    const QJsonObject root {
        {QStringLiteral("page"),
            QJsonObject {
                {QStringLiteral("width"), report.page.width()}, {QStringLiteral("height"), report.page.height()}}},
        {QStringLiteral("texts"), texts},
        {QStringLiteral("dropped"), QJsonArray::fromStringList(report.dropped)},
        {QStringLiteral("omitted"), QJsonArray::fromStringList(report.omitted)},
        {QStringLiteral("plots"), plots},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool boxesOverlap(const QRectF& a, const QRectF& b)
{
    const QRectF shared = a.intersected(b);
    return shared.width() > 0.0 && shared.height() > 0.0;
}

} // namespace roofline::ui
