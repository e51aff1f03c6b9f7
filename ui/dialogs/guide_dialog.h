#pragma once

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace roofline::ui {

// Help → The Roofline Model: a short guide to reading the charts, with the chapter's formulas and
// worked numbers. The text is an HTML page per language, resources/help/roofline-model.<language>.html,
// compiled in as ":/help/roofline-model.<language>.html"; the language is currentLanguage() (the
// one whose translators are installed, so the page and the tr() strings agree), and
// one without its own page shows the English one.
class GuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit GuideDialog(QWidget* parent = nullptr);

    // The guide's HTML in a language ("zh_CN", "ru"…), or the English one when it has none.
    static QString guideHtml(const QString& language);

private:
    QTextBrowser* m_browser;
};

} // namespace roofline::ui
