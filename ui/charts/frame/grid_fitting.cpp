#include "ui/charts/frame/grid_fitting.h"

#include "ui/charts/frame/size_legend_item.h"

#include <QFontMetricsF>

#include <algorithm>
#include <limits>
#include <vector>

namespace roofline::ui {

namespace {

// The most entries a row of `room` pixels holds side by side, each column as wide as its widest entry,
// and the width of the widest entry.
int columnsThatFit(const std::vector<int>& widths, int room, int spacing)
{
    const int count = static_cast<int>(widths.size());
    for (int wrap = count; wrap > 1; --wrap) {
        // Entries fill rows of `wrap`; each column is as wide as its widest entry.
        int total = (wrap - 1) * spacing;
        for (int column = 0; column < wrap; ++column) {
            int widest = 0;
            for (int i = column; i < count; i += wrap)
                widest = std::max(widest, widths[static_cast<std::size_t>(i)]);
            total += widest;
        }
        if (total <= room)
            return wrap;
    }
    return 1;
}

} // namespace

bool fitLegendRow(QCPLegend* legend, int width)
{
    // The grid's cells, in fill order; a wrapped grid has empty ones at its end.
    std::vector<QCPAbstractLegendItem*> items;
    int forms = 1;
    for (int i = 0; i < legend->elementCount(); ++i) {
        if (QCPAbstractLegendItem* item = legend->item(i)) {
            items.push_back(item);
            if (auto* named = qobject_cast<QCPPlottableLegendItem*>(item))
                forms = std::max(
                    forms, static_cast<int>(named->plottable()->property(kLegendForms).toStringList().size()));
            if (qobject_cast<SizeLegendItem*>(item))
                forms = std::max(forms, 2); // its caption stacked above its circles, from the second form on
        }
    }
    if (items.empty())
        return false;
    const auto names = [&items] {
        QStringList texts;
        for (QCPAbstractLegendItem* item : items) {
            if (auto* named = qobject_cast<QCPPlottableLegendItem*>(item))
                texts.append(named->plottable()->name());
        }
        return texts;
    };
    const QStringList before = names();
    const int wrap = legend->wrap();
    const QMargins margins = legend->margins();
    const int room = width - margins.left() - margins.right();
    // Each entry in the form `form` of its name (its shortest when it has fewer).
    const auto useForm = [&items](int form) {
        for (QCPAbstractLegendItem* item : items) {
            if (auto* sizes = qobject_cast<SizeLegendItem*>(item))
                sizes->setStacked(form > 0);
            auto* named = qobject_cast<QCPPlottableLegendItem*>(item);
            const QStringList texts = named ? named->plottable()->property(kLegendForms).toStringList() : QStringList();
            if (!texts.isEmpty())
                named->plottable()->setName(texts.value(std::min<qsizetype>(form, texts.size() - 1)));
        }
    };
    // The form that takes the fewest rows with every entry whole inside the width; on a tie the longer.
    int best = 0;
    int bestColumns = 1;
    std::pair<bool, int> bestScore {true, std::numeric_limits<int>::max()};
    for (int form = 0; form < forms; ++form) {
        useForm(form);
        std::vector<int> widths;
        for (const QCPAbstractLegendItem* item : items)
            widths.push_back(item->minimumOuterSizeHint().width());
        const int columns = columnsThatFit(widths, room, legend->columnSpacing());
        const bool overflows = *std::max_element(widths.begin(), widths.end()) > room;
        const std::pair<bool, int> score {overflows, (static_cast<int>(widths.size()) + columns - 1) / columns};
        if (score < bestScore) {
            bestScore = score;
            best = form;
            bestColumns = columns;
        }
    }
    useForm(best);
    const bool changed = bestColumns != wrap || names() != before;
    legend->setWrap(bestColumns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return changed;
}

QString firstThatFits(const QStringList& texts, const QFont& font, double length)
{
    const QFontMetricsF metrics(font);
    for (const QString& text : texts) {
        double widest = 0.0;
        for (const QString& line : text.split(QLatin1Char('\n')))
            widest = std::max(widest, metrics.horizontalAdvance(line));
        if (widest <= length)
            return text;
    }
    return texts.isEmpty() ? QString() : texts.back();
}

void fitPanelTitle(QCPAxisRect* rect)
{
    QCPAxis* top = rect->axis(QCPAxis::atTop);
    const QStringList titles = top->property(kPanelTitles).toStringList();
    if (titles.isEmpty())
        return;
    // Centred over its plot, so within the plot's width it stays inside its column and the page.
    top->setLabel(firstThatFits(titles, top->labelFont(), std::max(0, rect->width())));
}

} // namespace roofline::ui
