#include "ui/export/page_legend.h"

#include "ui/charts/frame/chart_items.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/labels/label_text.h"

#include <QFontMetricsF>

#include <algorithm>

namespace roofline::ui {

namespace {

// An entry's text in a form: its own (0) or one of its shorter ones (the shortest when it has fewer).
QString legendText(const ChartBase::LegendEntry& entry, int form)
{
    if (form <= 0 || entry.shorter.isEmpty())
        return entry.text;
    return entry.shorter.value(std::min<qsizetype>(form, entry.shorter.size()) - 1);
}

constexpr qreal kLegendEntryGap = 28.0;
constexpr qreal kLegendIconGap = 6.0;

} // namespace

std::vector<ChartBase::LegendEntry> mergedLegend(const ChartBase& roofline, const ChartBase& sweep)
{
    std::vector<ChartBase::LegendEntry> entries;
    std::vector<std::string> keyed;
    if (!roofline.drawsOwnLegend()) {
        for (const ChartBase::LegendEntry& entry : roofline.legendEntries()) {
            entries.push_back(entry);
            if (entry.series && entry.series->kind == Series::Kind::RooflineChip)
                keyed.push_back(entry.series->chipId);
        }
    }
    if (!sweep.drawsOwnLegend()) {
        for (const ChartBase::LegendEntry& entry : sweep.legendEntries()) {
            if (entry.series && entry.series->kind == Series::Kind::SweepChip
                && std::find(keyed.begin(), keyed.end(), entry.series->chipId) != keyed.end())
                continue;
            entries.push_back(entry);
        }
    }
    return entries;
}

PageLegendLayout layOutPageLegend(const std::vector<ChartBase::LegendEntry>& entries, const QFont& font, qreal width)
{
    PageLegendLayout best;
    if (entries.empty())
        return best;
    const QFontMetricsF metrics(font);
    int forms = 1;
    for (const ChartBase::LegendEntry& entry : entries)
        forms = std::max(forms, static_cast<int>(entry.shorter.size()) + 1);
    for (int form = 0; form < forms; ++form) {
        PageLegendLayout layout;
        layout.form = form;
        layout.icon = legendIconSize(font);
        // Rows as tall as their tallest text (a row of Chinese is taller than one of Latin letters).
        qreal x = 0.0;
        qreal y = 0.0;
        qreal rowHeight = layout.icon.height();
        std::vector<std::size_t> rowStart {0};
        std::vector<qreal> rowHeights;
        for (const ChartBase::LegendEntry& entry : entries) {
            const QString text = legendText(entry, form);
            const qreal w = layout.icon.width() + kLegendIconGap + metrics.horizontalAdvance(text);
            if (x > 0.0 && x + w > width) {
                rowHeights.push_back(rowHeight);
                rowStart.push_back(layout.places.size());
                y += rowHeight;
                x = 0.0;
                rowHeight = layout.icon.height();
            }
            rowHeight = std::max(rowHeight, textLineHeight(text, font));
            layout.places.emplace_back(x, y);
            x += w + kLegendEntryGap;
        }
        rowHeights.push_back(rowHeight);
        layout.height = y + rowHeight;
        for (std::size_t r = 0; r < rowStart.size(); ++r) {
            const std::size_t end = r + 1 < rowStart.size() ? rowStart[r + 1] : layout.places.size();
            for (std::size_t i = rowStart[r]; i < end; ++i)
                layout.rowHeights.push_back(rowHeights[r]);
        }
        if (form == 0 || layout.height < best.height)
            best = layout;
    }
    return best;
}

void drawPageLegend(QCPPainter& painter, const std::vector<ChartBase::LegendEntry>& entries,
    const PageLegendLayout& layout, const QPointF& at, const ChartTheme& theme)
{
    painter.save();
    painter.setFont(theme.font);
    const QFontMetricsF metrics(theme.font);
    for (std::size_t i = 0; i < entries.size() && i < layout.places.size(); ++i) {
        const ChartBase::LegendEntry& entry = entries[i];
        const QPointF place = at + layout.places[i];
        const qreal lineHeight = layout.rowHeights[i];
        const QRectF icon(place.x(), place.y() + (lineHeight - layout.icon.height()) / 2.0, layout.icon.width(),
            layout.icon.height());
        painter.setRenderHint(QPainter::Antialiasing, true);
        if (entry.pen.style() != Qt::NoPen) {
            painter.setPen(entry.pen);
            painter.drawLine(QPointF(icon.left(), icon.center().y()), QPointF(icon.right(), icon.center().y()));
        }
        if (!entry.style.isNone()) {
            entry.style.applyTo(&painter, entry.pen);
            entry.style.drawShape(&painter, icon.center());
        }
        painter.setPen(theme.foreground);
        const QString text = legendText(entry, layout.form);
        painter.drawText(
            QRectF(icon.right() + kLegendIconGap, place.y(), metrics.horizontalAdvance(text) + 2, lineHeight),
            Qt::AlignLeft | Qt::AlignVCenter, text);
    }
    painter.restore();
}

} // namespace roofline::ui
