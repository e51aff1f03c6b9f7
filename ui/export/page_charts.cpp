#include "ui/export/page_charts.h"

#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/labels/label_item.h"
#include "ui/export/page_text.h"

#include <algorithm>
#include <cmath>

namespace roofline::ui {

namespace {

// A slide's rules: at most so many footnotes on so many lines; every plot between 1:1 and 2:1 and its
// shorter side at least kMinPlotShare of the page's height.
constexpr int kMaxFootnotes = 4;
constexpr int kMaxFootnoteLines = 2;
constexpr double kMinPlotAspect = 0.95;
constexpr double kMaxPlotAspect = 2.05;
constexpr double kMinPlotShare = 0.30;
// A lone plot beside a grid of small charts: as wide as the grid's plots, and its shorter side at least
// this part of the page's height.
constexpr double kLonePlotShare = 0.31;
// How many ways to deal chips out to so many plots are tried, the likeliest first: every way for six
// chips (ten into two plots, fifteen into three), the likeliest sixteen for more.
constexpr int kGroupingsTried = 16;
// Every axis of a slide with at least so many labelled ticks.
constexpr int kMinTicks = 3;
// Narrower lone plots tried, each a step of this part of the page's height down to kLonePlotShare.
constexpr double kLoneShareStep = 0.03;

int columnsOf(const ChartBase& chart)
{
    std::vector<int> lefts;
    for (const QRectF& plot : chart.panelRects()) {
        const int left = static_cast<int>(std::lround(plot.left()));
        if (std::find(lefts.begin(), lefts.end(), left) == lefts.end())
            lefts.push_back(left);
    }
    return std::max(1, static_cast<int>(lefts.size()));
}

} // namespace

void layOutChart(ChartBase& chart, const QRect& rect, const ChartTheme& theme)
{
    // The chart lays itself out for the size it is given (a grid of chips, the legend's columns), as
    // it would in a window that size.
    chart.resize(rect.size());
    chart.plot()->resize(rect.size());
    // A hidden widget gets its resize event only when shown: the plot is told its size, so its
    // replots lay out (and thin the tick labels) for the size it is drawn at.
    chart.plot()->setViewport(QRect(QPoint(0, 0), rect.size()));
    chart.setTheme(theme);
    chart.updateNow();
    // Once more: the tick labels are thinned for the axes' length the first layout gave them, and the
    // labels are placed (and numbered) for the layout the drawing will have.
    chart.plot()->replot(QCustomPlot::rpImmediateRefresh);
}

PageCharts::PageCharts(std::vector<std::unique_ptr<ChartBase>> charts, const ChartTheme& theme, QSizeF page,
    qreal margin, qreal top, qreal bottom, const QPaintDevice* device)
    : m_charts(std::move(charts))
    , m_rects(m_charts.size())
    , m_laidOutAt(m_charts.size())
    , m_unplaced(m_charts.size(), 0)
    , m_kneesUnplaced(m_charts.size(), 0)
    , m_theme(theme)
    , m_page(page)
    , m_margin(margin)
    , m_top(top)
    , m_bottom(bottom)
    , m_legendTop(top)
    , m_chartsBottom(bottom)
    , m_textWidth(page.width() - 2 * margin)
    , m_device(device)
{ }

qreal PageCharts::notesTop() const
{
    return m_chartsBottom + m_margin * 0.4;
}

void PageCharts::makePageLegend()
{
    // Two charts share one legend across the page, in as many columns as its width holds: half a page
    // each, a chart of many chips had a legend of one column that flattened its plot into a strip. Its
    // entries are the charts' (chips that share a plot are keyed in it), so it follows their layout.
    if (m_charts.size() != 2)
        return;
    for (std::size_t c = 0; c < m_charts.size(); ++c) {
        ChartBase& chart = *m_charts[c];
        chart.setPageLegend(true);
        chart.setKeepPlotShape(true);
        // Laid out where it went last (its entries do not depend on its size): with a legend of as many
        // rows as before, it goes there again and is not laid out once more.
        m_laidOutAt[c] = m_rects[c].isEmpty() ? QRectF(0, m_legendTop, m_page.width(), m_bottom - m_legendTop).toRect()
                                              : m_rects[c];
        layOutChart(chart, m_laidOutAt[c], m_theme);
    }
    m_legend = mergedLegend(*m_charts[0], *m_charts[1]);
    m_legendLayout = layOutPageLegend(m_legend, m_theme.font, m_textWidth);
    m_top = m_legendTop + (m_legendLayout.height > 0.0 ? m_legendLayout.height + m_margin * 0.4 : 0.0);
}

QString PageCharts::layOut(qreal chartsBottom)
{
    // The charts fill the room; the plots keep a small margin of their own.
    const qreal side = m_margin * 0.5;
    const QRectF area(side, m_top, m_page.width() - 2 * side, std::max(1.0, chartsBottom - m_top));
    if (m_charts.size() == 2 && m_stacked) {
        const qreal half = (area.height() - m_margin * 0.5) / 2.0;
        m_rects[0] = QRectF(area.left(), area.top(), area.width(), half).toRect();
        m_rects[1] = QRectF(area.left(), area.bottom() - half, area.width(), half).toRect();
    } else if (m_charts.size() == 2) {
        if (m_widths[0] <= 0.0 || m_widths[1] <= 0.0)
            m_widths = {(area.width() - m_margin) / 2.0, (area.width() - m_margin) / 2.0};
        const qreal first = (area.width() - m_margin) * m_widths[0] / (m_widths[0] + m_widths[1]);
        const qreal second = area.width() - m_margin - first;
        m_rects[0] = QRectF(area.left(), area.top(), first, area.height()).toRect();
        m_rects[1] = QRectF(area.right() - second, area.top(), second, area.height()).toRect();
    } else {
        m_rects[0] = area.toRect();
    }
    std::vector<LabelItem::Footnote> footnotes;
    int numbered = 0;
    for (std::size_t c = 0; c < m_charts.size(); ++c) {
        ChartBase& chart = *m_charts[c];
        if (m_rects[c] != m_laidOutAt[c]) {
            layOutChart(chart, m_rects[c], m_theme);
            m_laidOutAt[c] = m_rects[c];
        }
        const std::vector<LabelItem::Footnote> more
            = chart.numberLeftOutLabels(numbered + 1, m_budget - static_cast<int>(footnotes.size()));
        m_unplaced[c] = static_cast<int>(more.size() + chart.droppedLabelTexts().size());
        m_kneesUnplaced[c]
            = static_cast<int>(std::count_if(more.begin(), more.end(), [](const auto& note) { return note.ownPoint; }));
        footnotes.insert(footnotes.end(), more.begin(), more.end());
        numbered += static_cast<int>(
            std::count_if(more.begin(), more.end(), [](const auto& note) { return note.number > 0; }));
    }
    m_leftOut = static_cast<int>(footnotes.size());
    for (const std::unique_ptr<ChartBase>& chart : m_charts)
        m_leftOut += static_cast<int>(chart->droppedLabelTexts().size() + chart->omittedLabelTexts().size());
    // Numbered notes first, in order; then the texts with no number on a chart.
    std::stable_partition(
        footnotes.begin(), footnotes.end(), [](const LabelItem::Footnote& note) { return note.number > 0; });
    QStringList notes;
    for (const LabelItem::Footnote& footnote : footnotes) {
        // A label not even a number found room for on its chart: its text alone.
        const QString text = QString(footnote.text).replace(QLatin1Char('\n'), QLatin1Char(' '));
        notes.append(footnote.number > 0 ? QString::number(footnote.number) + QChar(0x2002) + text : text);
    }
    // En spaces keep a number with its text; wide gaps set the notes apart.
    return notes.join(QStringLiteral("\u2003\u2003"));
}

bool PageCharts::chartShaped() const
{
    // Every plot between 1:1 and 2:1, never a strip in which a log–log slope looks flat.
    for (const std::unique_ptr<ChartBase>& chart : m_charts) {
        for (const QRectF& plot : chart->panelRects()) {
            const double aspect = plot.width() / std::max(1.0, plot.height());
            if (aspect < kMinPlotAspect || aspect > kMaxPlotAspect)
                return false;
        }
    }
    return true;
}

bool PageCharts::largeEnough() const
{
    for (const std::unique_ptr<ChartBase>& chart : m_charts) {
        for (const QRectF& plot : chart->panelRects()) {
            if (std::min(plot.width(), plot.height()) < kMinPlotShare * m_page.height())
                return false;
        }
    }
    return true;
}

bool PageCharts::ticksEnough() const
{
    for (const std::unique_ptr<ChartBase>& chart : m_charts) {
        for (const PlotAxes& plot : chart->plotAxes()) {
            if (plot.x.ticks.size() < kMinTicks || plot.y.ticks.size() < kMinTicks)
                return false;
        }
    }
    return true;
}

bool PageCharts::loneBesideGrid() const
{
    return m_charts.size() == 2 && !m_stacked && columnsOf(*m_charts[0]) != columnsOf(*m_charts[1]);
}

int PageCharts::onGrids(const std::vector<int>& perChart) const
{
    int sum = 0;
    for (std::size_t c = 0; c < m_charts.size(); ++c)
        sum += m_grids[c] ? perChart[c] : 0;
    return sum;
}

void PageCharts::layOutAll()
{
    m_budget = kMaxFootnotes; // a few footnotes at most, on two lines at most: past that a slide says less
    m_chartsBottom = m_bottom;
    m_stacked = false;
    // Halves at first; a later try starts from the widths the last one took (the lone plot's axes
    // take the same room), so it lays the charts out once.
    m_notes = layOut(m_bottom);
    if (m_charts.size() == 2) {
        // A lone plot beside a grid gets the width a plot of kLonePlotShare of the page's height takes
        // (its axes' room as laid out now), the grid the rest.
        const std::array<int, 2> columns {columnsOf(*m_charts[0]), columnsOf(*m_charts[1])};
        const double total = m_page.width() - m_margin * 2.0;
        std::array<double, 2> wanted {total / 2.0, total / 2.0};
        if (columns[0] != columns[1]) {
            // The room each chart's axes take as laid out now; the rest shared out so every plot is as
            // wide, the lone one at least kLonePlotShare of the page's height.
            std::array<double, 2> axes {};
            for (std::size_t c = 0; c < 2; ++c) {
                double plotWidth = 0.0;
                for (const QRectF& plot : m_charts[c]->panelRects())
                    plotWidth = std::max(plotWidth, plot.width());
                axes[c] = m_rects[c].width() - plotWidth * columns[c];
            }
            const std::size_t lone = columns[0] < columns[1] ? 0 : 1;
            const double plot = (total - axes[0] - axes[1]) / (columns[0] + columns[1]);
            wanted[lone] = m_loneShare > 0.0
                ? std::min(total / 2.0, axes[lone] + m_loneShare * m_page.height())
                : std::min(total / 2.0, axes[lone] + std::max(plot, kLonePlotShare * m_page.height()));
            wanted[1 - lone] = total - wanted[lone];
        }
        if (std::fabs(wanted[0] - m_widths[0]) >= 1.0) {
            m_widths = wanted;
            m_notes = layOut(m_bottom);
        }
    }
    // One above the other, each chart gets half the height: only tried when that half could hold plots
    // of the size a page needs, under their axes and titles.
    const bool stackable = (m_bottom - m_top) / 2.0 >= kMinPlotShare * m_page.height() * 1.3;
    if (m_charts.size() == 2 && stackable && (m_charts[0]->panelCount() > 1 || m_charts[1]->panelCount() > 1)) {
        // Two grids of small charts side by side get half a page each, and a legend row squeezed into
        // that half; one above the other they get its whole width. Whichever leaves fewer labels out is
        // drawn (a tie: side by side, as single charts are), unless one above the other would flatten a
        // plot into a strip or leave it too small.
        const int beside = m_leftOut;
        const bool besideFits = chartShaped() && largeEnough();
        const std::array<double, 2> widths = m_widths;
        m_stacked = true;
        const QString stackedNotes = layOut(m_bottom);
        if (chartShaped() && largeEnough() && (m_leftOut < beside || !besideFits)) {
            m_notes = stackedNotes;
        } else {
            m_stacked = false;
            m_widths = widths;
            m_notes = layOut(m_bottom);
        }
    }
    // Smaller charts may number a label or two more: a few rounds until the notes fit their room, on
    // two lines at most (fewer footnotes each round it takes more).
    for (int round = 0; round < 8 && !m_notes.isEmpty(); ++round) {
        if (static_cast<int>(wrapPageText(m_notes, m_theme.captionFont, m_textWidth, m_device).size())
                > kMaxFootnoteLines
            && m_budget > 0) {
            --m_budget;
            m_notes = layOut(m_chartsBottom);
            continue;
        }
        const qreal needed = pageTextHeight(m_notes, m_theme.captionFont, m_textWidth, m_device) + m_margin * 0.4;
        if (m_bottom - m_chartsBottom >= needed)
            break;
        m_chartsBottom = m_bottom - needed;
        m_notes = layOut(m_chartsBottom);
    }
}

void PageCharts::group(int groups, const std::vector<int>& grouping)
{
    for (std::size_t c = 0; c < m_charts.size(); ++c) {
        if (!m_grids[c])
            continue;
        m_charts[c]->setChipGroups(groups);
        m_charts[c]->setChipGrouping(grouping);
    }
    m_laidOutAt.assign(m_charts.size(), QRect());
    makePageLegend();
    layOutAll();
}

ChipArrangement PageCharts::arrange(const std::optional<ChipArrangement>& known)
{
    if (known && known->page == m_page && known->grouped.size() == m_charts.size()) {
        // Found for this page before: dealt out so from the start.
        m_grids = known->grouped;
        m_loneShare = known->loneShare;
        for (std::size_t c = 0; c < m_charts.size(); ++c) {
            if (m_grids[c] && known->groups != 0) {
                m_charts[c]->setChipGroups(known->groups);
                m_charts[c]->setChipGrouping(known->grouping);
            }
        }
        makePageLegend();
        layOutAll();
        return *known;
    }
    makePageLegend();
    layOutAll();
    int most = 0; // the most small charts a chart has
    m_grids.clear();
    for (const std::unique_ptr<ChartBase>& chart : m_charts) {
        most = std::max(most, chart->panelCount());
        m_grids.push_back(chart->panelCount() > 1);
    }
    ChipArrangement taken {m_page, 0, {}, m_grids};
    if (most <= 1)
        return taken;
    // Small charts too small for the page, however arranged, or too small for their labels: fewer,
    // larger plots, a few chips each (half as many plots as chips, then two), and at last every chip on
    // one; for a few plots, the likeliest ways to deal the chips out. The first that is large enough
    // and places every label of those charts is drawn; failing that, the large enough one that leaves
    // fewest knees' B to notes, then fewest labels (or, none large enough, the same among all).
    struct Tried {
        ChipArrangement arrangement;
        bool large = false;
        int knees = 0; // knees' B with no spot beside their knee
        int unplaced = 0;
        bool operator<(const Tried& other) const // better
        {
            if (large != other.large)
                return large;
            return knees != other.knees ? knees < other.knees : unplaced < other.unplaced;
        }
    };
    std::optional<Tried> best;
    std::vector<Tried> triedAll;
    const auto judge = [&](const ChipArrangement& arrangement) {
        const Tried tried {arrangement, largeEnough(), onGrids(m_kneesUnplaced), onGrids(m_unplaced)};
        triedAll.push_back(tried);
        if (!best || tried < *best)
            best = tried;
        return tried.large && tried.unplaced == 0;
    };
    // Chips dealt out as asked (a side-by-side layout) stay so while their plots are large enough: a label
    // with no room becomes a note rather than undoing the layout.
    bool found = judge(taken) || largeEnough();
    std::vector<int> tries;
    for (const int groups : {(most + 1) / 2, 2, 1}) {
        if (groups < most && std::find(tries.begin(), tries.end(), groups) == tries.end())
            tries.push_back(groups);
    }
    ChipArrangement current = taken;
    for (std::size_t t = 0; t < tries.size() && !found; ++t) {
        const int groups = tries[t];
        current = {m_page, groups, {}, m_grids};
        group(groups, {});
        found = judge(current);
        // Plots too small at this many: other ways to deal the chips out are no larger.
        if (found || !largeEnough() || groups == 1)
            continue;
        std::vector<std::vector<int>> groupings;
        for (std::size_t c = 0; c < m_charts.size(); ++c) {
            if (m_grids[c] && groupings.empty())
                groupings = m_charts[c]->chipGroupings(groups, kGroupingsTried);
        }
        // The first is the chart's own, just tried.
        for (std::size_t g = 1; g < groupings.size() && !found; ++g) {
            current = {m_page, groups, groupings[g], m_grids};
            group(groups, groupings[g]);
            found = judge(current);
        }
    }
    // Every way to deal the chips out leaves a knee's B of the small charts without room beside its knee:
    // a lone plot beside them gives up width, a step at a time down to kLonePlotShare, the grid's plots
    // taking it. The first width that places every knee's B, leaves no more labels out in all and keeps
    // kMinTicks labelled ticks on every axis is drawn (the lone plot's own labels and ticks are not given
    // up for the grid's).
    if (!found && best && best->large && best->knees > 0) {
        const int groups = best->arrangement.groups;
        const auto layOutAs = [&](const std::vector<int>& grouping) {
            if (groups > 0)
                group(groups, grouping);
            else
                layOutAll();
        };
        // (Laid out as the best was: its width, and how many labels the page left out there.)
        layOutAs(best->arrangement.grouping);
        current = best->arrangement;
        const int leftOutBefore = m_leftOut;
        double plotShare = 0.0;
        for (const std::unique_ptr<ChartBase>& chart : m_charts) {
            if (columnsOf(*chart) == 1 && !chart->panelRects().empty())
                plotShare = chart->panelRects().front().width() / m_page.height();
        }
        // The ways that placed as many knees as the best at the full width, in the order tried (the best
        // first).
        std::vector<std::vector<int>> groupings {best->arrangement.grouping};
        for (const Tried& tried : triedAll) {
            if (tried.large && tried.knees == best->knees && tried.arrangement.groups == groups
                && std::find(groupings.begin(), groupings.end(), tried.arrangement.grouping) == groupings.end())
                groupings.push_back(tried.arrangement.grouping);
        }
        // Each narrower width tries only the ways that left fewest knees at the one before, and only while
        // that is fewer than before it: a width at which no way places more knees ends the search (what is
        // in the way is then not the neighbours' curves but what stays beside those knees at any width),
        // and a crowd of chips does not lay the page out for every way at every width.
        int fewest = best->knees;
        for (double share = plotShare - kLoneShareStep;
             !groupings.empty() && loneBesideGrid() && share >= kLonePlotShare - 1e-9 && !found;
             share -= kLoneShareStep) {
            m_loneShare = share;
            std::vector<int> knees;
            for (std::size_t g = 0; g < groupings.size() && !found; ++g) {
                layOutAs(groupings[g]);
                knees.push_back(onGrids(m_kneesUnplaced));
                found = chartShaped() && largeEnough() && ticksEnough() && knees.back() == 0
                    && m_leftOut <= leftOutBefore;
                if (found)
                    best = Tried {{m_page, groups, groupings[g], m_grids, share}, true, 0, onGrids(m_unplaced)};
            }
            const int least = found ? 0 : *std::min_element(knees.begin(), knees.end());
            std::vector<std::vector<int>> closer;
            for (std::size_t g = 0; g < knees.size() && least < fewest; ++g) {
                if (knees[g] == least)
                    closer.push_back(groupings[g]);
            }
            groupings = std::move(closer);
            fewest = least;
        }
        if (!found && m_loneShare > 0.0) {
            m_loneShare = 0.0;
            layOutAs(best->arrangement.grouping);
        }
    }
    if (!found && best
        && (best->arrangement.groups != current.groups || best->arrangement.grouping != current.grouping))
        group(best->arrangement.groups, best->arrangement.grouping);
    return best ? best->arrangement : taken;
}

} // namespace roofline::ui
