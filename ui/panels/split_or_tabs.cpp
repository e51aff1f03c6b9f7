#include "ui/panels/split_or_tabs.h"

#include <QResizeEvent>
#include <QSplitter>
#include <QStackedLayout>
#include <QTabWidget>

namespace roofline::ui {

SplitOrTabs::SplitOrTabs(std::vector<QWidget*> pages, QWidget* parent)
    : QWidget(parent)
    , m_pages(std::move(pages))
    , m_titles(m_pages.size())
    , m_stack(new QStackedLayout(this))
    , m_split(new QSplitter(Qt::Vertical))
    , m_lower(new QSplitter(Qt::Horizontal))
    , m_tabs(new QTabWidget)
{
    m_split->setObjectName(QStringLiteral("pagesTogether"));
    m_tabs->setObjectName(QStringLiteral("pagesInTabs"));
    m_tabs->setDocumentMode(true);
    m_split->addWidget(m_lower);
    m_split->installEventFilter(this);
    m_stack->addWidget(m_tabs);
    m_stack->addWidget(m_split);
    for (std::size_t i = 0; i < m_pages.size(); ++i)
        m_tabs->addTab(m_pages[i], m_titles[i]);
}

bool SplitOrTabs::showsAll() const
{
    return m_stack->currentWidget() == m_split;
}

void SplitOrTabs::setHeightForAll(int height)
{
    m_heightForAll = height;
    arrange(this->height() >= m_heightForAll);
}

void SplitOrTabs::setTitles(const std::vector<QString>& titles)
{
    m_titles = titles;
    m_titles.resize(m_pages.size());
    for (int i = 0; i < m_tabs->count(); ++i)
        m_tabs->setTabText(i, m_titles[static_cast<std::size_t>(i)]);
}

void SplitOrTabs::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrange(event->size().height() >= m_heightForAll);
}

bool SplitOrTabs::eventFilter(QObject* watched, QEvent* event)
{
    // The first page (which scrolls) and the others (charts, which cannot) get half the height each:
    // once, when the splitter first has the height of pages shown together.
    if (watched == m_split && event->type() == QEvent::Resize && !m_splitSized) {
        const int height = static_cast<QResizeEvent*>(event)->size().height();
        if (height >= m_heightForAll / 2) {
            m_split->setSizes({height / 2, height - height / 2});
            m_splitSized = true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void SplitOrTabs::arrange(bool all)
{
    if (all == showsAll())
        return;
    // Taking a page into a splitter or a tab widget moves it there from the other.
    if (all) {
        m_currentTab = m_tabs->currentIndex();
        while (m_tabs->count() > 0)
            m_tabs->removeTab(0);
        m_split->insertWidget(0, m_pages.front());
        for (std::size_t i = 1; i < m_pages.size(); ++i)
            m_lower->addWidget(m_pages[i]);
        m_stack->setCurrentWidget(m_split);
        for (QWidget* page : m_pages)
            page->show(); // a page that was behind another tab is hidden
    } else {
        for (std::size_t i = 0; i < m_pages.size(); ++i)
            m_tabs->addTab(m_pages[i], m_titles[i]);
        m_tabs->setCurrentIndex(std::min(m_currentTab, m_tabs->count() - 1));
        m_stack->setCurrentWidget(m_tabs);
    }
}

} // namespace roofline::ui
