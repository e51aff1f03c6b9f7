#include "ui/chart_area.h"

#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"
#include "ui/looks/appearance.h"

#include <QEvent>
#include <QSplitter>
#include <QTabBar>
#include <QVBoxLayout>

namespace roofline::ui {

ChartArea::ChartArea(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_roofline(new RooflineChart(document))
    , m_sweep(new BatchSizeChart(document))
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_tabs(new QTabBar)
{
    m_roofline->setObjectName(QStringLiteral("rooflineChart"));
    m_sweep->setObjectName(QStringLiteral("batchSizeChart"));
    m_splitter->setChildrenCollapsible(false);
    m_splitter->addWidget(m_roofline);
    m_splitter->addWidget(m_sweep);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    m_tabs->setDocumentMode(true);
    m_tabs->setExpanding(false);
    m_tabs->addTab(QString());
    m_tabs->addTab(QString());
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_tabs);
    column->addWidget(m_splitter, 1);
    m_arrangement = document.viewOptions().arrangement;
    arrange(m_arrangement);
    applyTheme();
    retranslate(this, [this] { tabWords(); });
    connect(m_tabs, &QTabBar::currentChanged, this, &ChartArea::showCurrentTab);
    connect(&m_document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.arrangement)
            arrange(m_document.viewOptions().arrangement);
        if (change.theme)
            applyTheme();
    });
}

void ChartArea::tabWords()
{
    m_tabs->setTabText(0, tr("Roofline"));
    m_tabs->setTabText(1, tr("Batch size (Q3)"));
    m_tabs->setTabToolTip(0, tr("FLOPs/s against arithmetic intensity, log–log"));
    m_tabs->setTabToolTip(1, tr("FLOPs/s against batch size B: the chapter's question 3"));
}

void ChartArea::applyTheme()
{
    const QString name = resolvedChartTheme(m_document.viewOptions().theme);
    if (name == m_roofline->theme().name)
        return;
    const ChartTheme theme = ChartTheme::named(name);
    m_roofline->setTheme(theme);
    m_sweep->setTheme(theme);
    Q_EMIT themeChanged(theme);
}

void ChartArea::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // The desktop switched between light and dark, or View → Theme did.
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        applyTheme();
}

void ChartArea::arrange(ChartArrangement arrangement)
{
    m_arrangement = arrangement;
    if (arrangement == ChartArrangement::Tabs) {
        m_tabs->show();
        showCurrentTab();
    } else {
        m_tabs->hide();
        m_roofline->show();
        m_sweep->show();
    }
}

void ChartArea::showCurrentTab()
{
    if (m_arrangement != ChartArrangement::Tabs)
        return;
    // Hide first, so the splitter never lays out both in the space of one.
    const bool roofline = m_tabs->currentIndex() == 0;
    (roofline ? static_cast<QWidget*>(m_sweep) : m_roofline)->hide();
    (roofline ? static_cast<QWidget*>(m_roofline) : m_sweep)->show();
}

} // namespace roofline::ui
