#include "ui/i18n/retranslate.h"

#include <QCoreApplication>
#include <QEvent>
#include <QTimer>

namespace roofline::ui {

namespace {

// Watches the application for LanguageChange and says so once, after the events of one switch.
class LanguageWatcher : public QObject {
    Q_OBJECT
public:
    explicit LanguageWatcher(QObject* application)
        : QObject(application)
    {
        application->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == parent() && event->type() == QEvent::LanguageChange && !m_pending) {
            m_pending = true;
            QTimer::singleShot(0, this, [this] {
                m_pending = false;
                Q_EMIT languageChanged();
            });
        }
        return QObject::eventFilter(watched, event);
    }

Q_SIGNALS:
    void languageChanged();

private:
    bool m_pending = false;
};

LanguageWatcher* watcher()
{
    QCoreApplication* application = QCoreApplication::instance();
    if (!application)
        return nullptr;
    auto* existing = application->findChild<LanguageWatcher*>(QString(), Qt::FindDirectChildrenOnly);
    return existing ? existing : new LanguageWatcher(application);
}

} // namespace

void retranslate(QObject* owner, std::function<void()> setWords)
{
    setWords();
    if (LanguageWatcher* languages = watcher())
        QObject::connect(languages, &LanguageWatcher::languageChanged, owner, std::move(setWords));
}

} // namespace roofline::ui

#include "retranslate.moc"
