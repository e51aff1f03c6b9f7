#pragma once

#include <QElapsedTimer>
#include <QMargins>
#include <QObject>
#include <QRect>

class QWidget;

namespace roofline::ui {

// Where a window's frame (title bar and borders included) goes in a screen's available area: its size bounded by
// the area's (never under `minimum`), and either centred in the area or moved into it as little as it takes (a
// frame that lies within the area stays where it is). A frame larger than the area even at its minimum starts at
// the area's top left.
QRect fittedFrame(const QRect& frame, const QRect& available, const QSize& minimum, bool centre);

// Keeps a top-level window within its screen's available area (QScreen::availableGeometry: the screen less its
// panels and docks): at most that size, centred at first start; a restored place kept while it still fits, fitted
// when it does not (a smaller screen, a screen gone). What the window manager adds around the window is known only
// once it is shown, and sometimes a moment later: until then a title bar's height is set aside, and the fit is
// checked again as the frame becomes known, for the first seconds after the window is shown. Windows sized by
// hand (screenshots, a size given on purpose) are not touched: only place() starts it.
class WindowFit : public QObject {
    Q_OBJECT
public:
    explicit WindowFit(QWidget* window);

    // Fits the window's size and place now; centre: at first start, in the middle of the screen.
    void place(bool centre);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitAgain(); // once shown: only when the frame does not lie within the screen's available area

    QWidget* m_window;
    QElapsedTimer m_sinceShown;
    QMargins m_frame; // the frame the last place() counted with: a guess until the window is shown
    QSize m_wanted; // the size the window asked for at first start, fitted again once its frame is known
    bool m_placed = false;
    bool m_centre = false;
};

} // namespace roofline::ui
