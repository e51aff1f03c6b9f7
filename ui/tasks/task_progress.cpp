#include "ui/tasks/task_progress.h"

#include "ui/i18n/retranslate.h"
#include "ui/tasks/task_runner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>

#include <cmath>

namespace roofline::ui {

namespace {

constexpr int kSteps = 1000;
constexpr int kPollMs = 50; // the worker only stores its progress; the bar reads it this often

} // namespace

TaskProgress::TaskProgress(TaskRunner& runner, QWidget* parent)
    : QWidget(parent)
    , m_runner(runner)
    , m_title(new QLabel)
    , m_bar(new QProgressBar)
    , m_cancel(new QPushButton)
    , m_poll(new QTimer(this))
{
    setObjectName(QStringLiteral("taskProgress"));
    m_bar->setRange(0, kSteps);
    m_bar->setTextVisible(false);
    m_bar->setFixedWidth(160);
    m_cancel->setObjectName(QStringLiteral("taskCancel"));
    m_title->setObjectName(QStringLiteral("taskTitle"));
    m_bar->setObjectName(QStringLiteral("taskBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_bar);
    layout->addWidget(m_cancel);
    retranslate(this, [this] {
        m_cancel->setText(tr("Cancel"));
        m_cancel->setToolTip(tr("Stop: nothing is changed"));
    });
    m_poll->setInterval(kPollMs);
    connect(m_poll, &QTimer::timeout, this, &TaskProgress::refresh);
    connect(m_cancel, &QPushButton::clicked, &m_runner, &TaskRunner::cancel);
    connect(&m_runner, &TaskRunner::started, this, &TaskProgress::refresh);
    connect(&m_runner, &TaskRunner::busyChanged, this, [this](bool busy) {
        if (busy)
            m_poll->start();
        else
            m_poll->stop();
        refresh();
    });
    refresh();
}

void TaskProgress::refresh()
{
    const bool busy = m_runner.isBusy();
    setVisible(busy);
    if (!busy)
        return;
    m_title->setText(m_runner.title());
    m_bar->setValue(static_cast<int>(std::lround(m_runner.fraction() * kSteps)));
    m_cancel->setEnabled(m_runner.isCancellable());
}

} // namespace roofline::ui
