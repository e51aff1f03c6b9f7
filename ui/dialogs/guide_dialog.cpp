#include "ui/dialogs/guide_dialog.h"

#include "ui/i18n/language.h"
#include "ui/i18n/retranslate.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {

QString readResource(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

} // namespace

QString GuideDialog::guideHtml(const QString& language)
{
    const QString localized = readResource(QStringLiteral(":/help/roofline-model.%1.html").arg(language));
    return localized.isEmpty() ? readResource(QStringLiteral(":/help/roofline-model.en.html")) : localized;
}

GuideDialog::GuideDialog(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
{
    m_browser->setObjectName(QStringLiteral("guideText"));
    m_browser->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    // The guide stays open while the app switches language: it follows.
    retranslate(this, [this, buttons] {
        setWindowTitle(tr("The Roofline Model"));
        m_browser->setHtml(guideHtml(currentLanguage()));
        m_browser->setToolTip(tr("How to read the charts, with the chapter's formulas"));
        buttons->button(QDialogButtonBox::Close)->setToolTip(tr("Close the guide"));
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser, 1);
    layout->addWidget(buttons);
    resize(720, 760);
}

} // namespace roofline::ui
