#include "ui/charts/frame/chart_frame.h"

#include "ui/charts/frame/qcp.h"
#include "ui/document.h"

namespace roofline::ui {

namespace {

// Where a chart's zoom is remembered in the project: its x range, and its y range while its panels
// share one.
struct ZoomFields {
    std::optional<AxisRange> ChartViews::*x;
    std::optional<AxisRange> ChartViews::*y;
};

ZoomFields zoomFields(ChartKind chart)
{
    switch (chart) {
    case ChartKind::Roofline:
        return {&ChartViews::rooflineIntensity, &ChartViews::rooflineFlops};
    case ChartKind::BatchSize:
        return {&ChartViews::sweepBatch, &ChartViews::sweepFlops};
    }
    return {&ChartViews::rooflineIntensity, &ChartViews::rooflineFlops};
}

} // namespace

ChartFrame::ChartFrame(Document& document, ChartKind kind, QWidget* parent)
    : ChartBase(parent)
    , m_document(document)
    , m_kind(kind)
{
    setMinimumSize(320, 240);
    // Every chart draws the shown chips, its list of ops and some of the view options. What else a
    // chart follows (the sliders, measured kernels), it connects itself.
    connect(&m_document, &Document::chipsChanged, this, [this] { markDirty(kAll); });
    connect(&m_document, &Document::opsChanged, this, [this](OpList list) {
        if (list == (m_kind == ChartKind::Roofline ? OpList::Roofline : OpList::Sweeps))
            markDirty(kAll);
    });
    connect(&m_document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.redraws(m_kind))
            markDirty(kAll);
    });
    connect(&m_document, &Document::seriesHiddenChanged, this, &ChartFrame::onSeriesHidden);
}

ChartFrame::~ChartFrame() = default;

const HiddenSeries& ChartFrame::hidden() const
{
    return m_document.project().views.hidden;
}

void ChartFrame::beginRebuild(ChartTheme& theme)
{
    // The chips' colours are the project's, the same in every theme.
    theme.chipColors.clear();
    for (const Chip& chip : m_document.shownChips())
        theme.chipColors.append(toQColor(m_document.chipColor(chip.id)));
    m_legendSeries.clear(); // the legend goes with the layout
}

void ChartFrame::addLegendEntry(const QString& name, const QPen& pen, const QCPScatterStyle& style,
    std::optional<Series> series, const QStringList& shorter)
{
    if (exporting() && series && isSeriesHidden(hidden(), *series))
        return;
    QCPAbstractLegendItem* item = addLegendKey(name, pen, style, shorter, series);
    if (item && series)
        m_legendSeries.emplace_back(item, std::move(*series));
}

void ChartFrame::legendClicked(QCPAbstractLegendItem* item)
{
    toggleLegendItem(item);
}

void ChartFrame::toggleLegendItem(QCPAbstractLegendItem* item)
{
    for (const auto& [legendItem, series] : m_legendSeries) {
        if (legendItem == item) {
            m_document.setSeriesHidden(series, !isSeriesHidden(hidden(), series));
            return;
        }
    }
}

void ChartFrame::onSeriesHidden(const Series& series)
{
    if (chartOf(series.kind) != m_kind || rebuildPending())
        return;
    showVisibility();
}

void ChartFrame::visibilityApplied()
{
    QColor faded = theme().foreground;
    faded.setAlpha(90);
    for (const auto& [item, series] : m_legendSeries)
        item->setTextColor(isSeriesHidden(hidden(), series) ? faded : theme().foreground);
}

std::optional<AxisRange> ChartFrame::rememberedX() const
{
    return m_document.project().views.*zoomFields(m_kind).x;
}

std::optional<AxisRange> ChartFrame::rememberedY() const
{
    return m_document.project().views.*zoomFields(m_kind).y;
}

void ChartFrame::rememberView(const AxisRange& x, const std::optional<AxisRange>& y)
{
    ChartViews views = m_document.project().views;
    const ZoomFields zoom = zoomFields(m_kind);
    views.*zoom.x = x;
    if (y)
        views.*zoom.y = *y;
    m_document.setChartViews(views);
}

void ChartFrame::forgetView()
{
    ChartViews views = m_document.project().views;
    const ZoomFields zoom = zoomFields(m_kind);
    (views.*zoom.x).reset();
    (views.*zoom.y).reset();
    m_document.setChartViews(views);
}

} // namespace roofline::ui
