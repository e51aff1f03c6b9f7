#include "ui/main_window.h"

#include <QLabel>

namespace roofline::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setWindowTitle(tr("Roofline Studio"));
    setCentralWidget(new QLabel(tr("Roofline Studio"), this));
    resize(1600, 1000);
}

} // namespace roofline::ui
