#pragma once

#include <QMainWindow>

namespace roofline::ui {

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace roofline::ui
