#include "ui/export/layout_report.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace roofline::ui {

namespace {

// Boxes to a hundredth of a pixel: enough for any check, short to read.
double rounded(double value)
{
    return std::round(value * 100.0) / 100.0;
}

} // namespace

QByteArray layoutReportJson(const LayoutReport& report)
{
    QJsonArray texts;
    for (const LayoutText& text : report.texts) {
        texts.append(QJsonObject {
            {QStringLiteral("text"), text.text},
            {QStringLiteral("role"), text.role},
            {QStringLiteral("x"), rounded(text.box.x())},
            {QStringLiteral("y"), rounded(text.box.y())},
            {QStringLiteral("w"), rounded(text.box.width())},
            {QStringLiteral("h"), rounded(text.box.height())},
            {QStringLiteral("color"), text.color.name(QColor::HexRgb)},
            {QStringLiteral("background"), text.background.name(QColor::HexRgb)},
            {QStringLiteral("covers"), QJsonArray::fromStringList(text.covers)},
        });
    }
    QJsonArray plots;
    for (const QRectF& plot : report.plots)
        plots.append(QJsonObject {{QStringLiteral("x"), rounded(plot.x())}, {QStringLiteral("y"), rounded(plot.y())},
            {QStringLiteral("w"), rounded(plot.width())}, {QStringLiteral("h"), rounded(plot.height())}});
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
