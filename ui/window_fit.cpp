#include "ui/window_fit.h"

#include <QEvent>
#include <QGuiApplication>
#include <QScreen>
#include <QStyle>
#include <QTimer>
#include <QWidget>

#include <algorithm>

namespace roofline::ui {

namespace {

// How long after the window is shown a late frame (a window manager's decoration) is still fitted; later, a move
// is the user's.
constexpr qint64 kSettleMs = 3000;

int placedWithin(int start, int length, int areaStart, int areaLength)
{
    if (length >= areaLength)
        return areaStart;
    return std::clamp(start, areaStart, areaStart + areaLength - length);
}

// What the window manager adds around the window: known once the window is shown; before, a title bar above and
// a border around, as the style draws them (checked again once the real frame is known).
QMargins frameMargins(const QWidget& window)
{
    const QRect inside = window.geometry();
    const QRect frame = window.frameGeometry();
    const QMargins known(inside.left() - frame.left(), inside.top() - frame.top(), frame.right() - inside.right(),
        frame.bottom() - inside.bottom());
    if (window.isVisible() || !known.isNull())
        return known;
    const int border = window.style()->pixelMetric(QStyle::PM_MdiSubWindowFrameWidth, nullptr, &window);
    const int title = window.style()->pixelMetric(QStyle::PM_TitleBarHeight, nullptr, &window);
    return {border, border + title, border, border};
}

QScreen* screenOf(const QWidget& window)
{
    if (QScreen* at = QGuiApplication::screenAt(window.frameGeometry().center()))
        return at;
    return window.screen() ? window.screen() : QGuiApplication::primaryScreen();
}

} // namespace

QRect fittedFrame(const QRect& frame, const QRect& available, const QSize& minimum, bool centre)
{
    const QSize size = frame.size().boundedTo(available.size()).expandedTo(minimum);
    if (centre) {
        const QPoint corner(available.left() + std::max(0, (available.width() - size.width()) / 2),
            available.top() + std::max(0, (available.height() - size.height()) / 2));
        return {corner, size};
    }
    return {QPoint(placedWithin(frame.left(), size.width(), available.left(), available.width()),
                placedWithin(frame.top(), size.height(), available.top(), available.height())),
        size};
}

WindowFit::WindowFit(QWidget* window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

void WindowFit::place(bool centre)
{
    m_placed = true;
    m_centre = centre;
    if (m_window->windowState() & (Qt::WindowMaximized | Qt::WindowFullScreen))
        return;
    const QScreen* screen = screenOf(*m_window);
    if (!screen)
        return;
    const QMargins frame = frameMargins(*m_window);
    m_frame = frame;
    // At first start, the size the window asked for (not the one a guessed frame left it): once the real frame is
    // known (none without a window manager) the window takes the whole area again, not the area less the guess.
    if (centre && !m_wanted.isValid())
        m_wanted = m_window->size();
    const QRect wanted
        = QRect(m_window->geometry().topLeft(), centre ? m_wanted : m_window->size()).marginsAdded(frame);
    const QSize minimum = m_window->minimumSizeHint().expandedTo(m_window->minimumSize()).grownBy(frame);
    const QRect fitted = fittedFrame(wanted, screen->availableGeometry(), minimum, centre);
    if (fitted == wanted && !centre)
        return;
    m_window->resize(fitted.size().shrunkBy(frame));
    m_window->move(fitted.topLeft()); // a top-level widget's position is its frame's
}

void WindowFit::fitAgain()
{
    const QScreen* screen = screenOf(*m_window);
    if (!screen)
        return;
    // At first start the window is centred again once its real frame is known (it was placed with a guess);
    // a window put back where it was moves only if it hangs over the edge.
    if (m_centre ? frameMargins(*m_window) != m_frame
                 : !screen->availableGeometry().contains(m_window->frameGeometry()))
        place(m_centre);
}

bool WindowFit::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_window || !m_placed)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::Show:
        if (!m_sinceShown.isValid()) {
            m_sinceShown.start();
            // The window manager's frame arrives after the window is mapped, with a move or a resize, or not at
            // all: looked at again then, and a moment later.
            for (const int ms : {0, 200, 1000})
                QTimer::singleShot(ms, this, [this] { fitAgain(); });
        }
        break;
    case QEvent::Move:
    case QEvent::Resize:
        if (m_sinceShown.isValid() && m_sinceShown.elapsed() < kSettleMs)
            QTimer::singleShot(0, this, [this] { fitAgain(); });
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace roofline::ui
