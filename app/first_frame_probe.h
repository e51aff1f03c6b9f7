#pragma once

#include <QObject>

class QWidget;

namespace roofline::app {

// Seconds since this process started, from /proc/self/stat (the kernel's start time, so the
// dynamic linker and static constructors count too). Resolution: one clock tick (usually 10 ms).
// Negative when /proc cannot be read.
double secondsSinceProcessStart();

// With ROOFLINE_STUDIO_EXIT_AFTER_FIRST_FRAME=1 in the environment, the app prints
// "first-frame-ms <ms since process start>" on stdout once its window has painted its first frame, then
// "window-frame x y width height" (the window with its frame) and "screen-available x y width height" (its
// screen's QScreen::availableGeometry), and leaves at once (even from a modal question at start): `roofline-studio
// bench` times cold starts with it.
class FirstFrameProbe : public QObject {
    Q_OBJECT
public:
    static bool requested();
    explicit FirstFrameProbe(QWidget* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    bool m_seen = false;
};

} // namespace roofline::app
