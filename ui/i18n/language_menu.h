#pragma once

#include <QMenu>

class QActionGroup;

namespace roofline::ui {

// View › Language: System, then every language by its own name. Choosing one saves it
// (Settings::language) and shows the app in it at once; nothing else changes.
class LanguageMenu : public QMenu {
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

private:
    void sync(); // check the saved setting

    QActionGroup* m_group;
};

} // namespace roofline::ui
