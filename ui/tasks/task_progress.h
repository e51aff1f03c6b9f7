#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;

namespace roofline::ui {

class TaskRunner;

// What the status bar shows while a TaskRunner works: what it does ("Importing profile.csv"), a
// progress bar and Cancel. Hidden while nothing runs. Cancel is disabled once the task can no longer
// be cancelled (a save replacing its file).
class TaskProgress : public QWidget {
    Q_OBJECT
public:
    explicit TaskProgress(TaskRunner& runner, QWidget* parent = nullptr);

private:
    void refresh();

    TaskRunner& m_runner;
    QLabel* m_title;
    QProgressBar* m_bar;
    QPushButton* m_cancel;
    QTimer* m_poll;
};

} // namespace roofline::ui
