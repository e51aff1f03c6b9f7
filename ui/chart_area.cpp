#include "ui/chart_area.h"

#include "ui/appearance.h"
#include "ui/charts/batch_sweep_chart.h"
#include "ui/charts/chart_theme.h"
#include "ui/charts/roofline_chart.h"
#include "ui/document.h"
#include "ui/i18n/retranslate.h"

#include <QEvent>
#include <QSplitter>
#include <QStackedLayout>
#include <QTabWidget>

namespace roofline::ui {

ChartArea::ChartArea(Document& document, QWidget* parent)
    : QWidget(parent)
    , m_document(document)
    , m_roofline(new RooflineChart(document))
    , m_sweep(new BatchSweepChart(document))
    , m_splitter(new QSplitter(Qt::Horizontal))
    , m_tabs(new QTabWidget)
{
    m_roofline->setObjectName(QStringLiteral("rooflineChart"));
    m_sweep->setObjectName(QStringLiteral("batchSweepChart"));
    m_splitter->setChildrenCollapsible(false);
    m_tabs->setDocumentMode(true);
    auto* stack = new QStackedLayout(this);
    stack->setContentsMargins(0, 0, 0, 0);
    stack->addWidget(m_splitter);
    stack->addWidget(m_tabs);
    m_arrangement = document.viewOptions().arrangement == ChartArrangement::Tabs ? ChartArrangement::SideBySide
                                                                                 : ChartArrangement::Tabs;
    arrange(document.viewOptions().arrangement);
    applyTheme();
    retranslate(this, [this] { tabWords(); });
    connect(&m_document, &Document::viewOptionsChanged, this, [this](ViewOptionsChange change) {
        if (change.arrangement)
            arrange(m_document.viewOptions().arrangement);
        if (change.theme)
            applyTheme();
    });
}

void ChartArea::tabWords()
{
    if (m_tabs->count() < 2)
        return;
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
    if (arrangement == m_arrangement)
        return;
    m_arrangement = arrangement;
    auto* stack = static_cast<QStackedLayout*>(layout());
    if (arrangement == ChartArrangement::Tabs) {
        m_tabs->addTab(m_roofline, QString());
        m_tabs->addTab(m_sweep, QString());
        tabWords();
        stack->setCurrentWidget(m_tabs);
    } else {
        m_splitter->addWidget(m_roofline);
        m_splitter->addWidget(m_sweep);
        m_splitter->setStretchFactor(0, 1);
        m_splitter->setStretchFactor(1, 1);
        stack->setCurrentWidget(m_splitter);
    }
}

} // namespace roofline::ui
