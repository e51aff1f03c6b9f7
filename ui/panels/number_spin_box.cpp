#include "ui/panels/number_spin_box.h"

#include "core/base/text.h"
#include "ui/looks/form_look.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QRegularExpression>
#include <QToolTip>

#include <cmath>

namespace roofline::ui {

namespace {

// What a number may look like while it is being typed: digits, the language's separators, an exponent.
bool couldBecomeANumber(const QString& text, const QLocale& locale)
{
    static const QRegularExpression partial(QStringLiteral("^[0-9.,\\s\\x{00a0}\\x{202f}']*([eE][+-]?[0-9]*)?$"));
    return partial.match(text).hasMatch() || text.contains(locale.groupSeparator()) || text.isEmpty();
}

} // namespace

NumberSpinBox::NumberSpinBox(QWidget* parent)
    : QSpinBox(parent)
{
    connect(lineEdit(), &QLineEdit::textChanged, this, &NumberSpinBox::updateRefusal);
}

void NumberSpinBox::setHelp(const QString& help)
{
    m_help = help;
    updateRefusal();
}

std::optional<double> NumberSpinBox::numberIn(const QString& text) const
{
    const QString trimmed = text.trimmed();
    bool ok = false;
    const qlonglong grouped = locale().toLongLong(trimmed, &ok); // "1,048,576", "1 048 576"
    if (ok)
        return static_cast<double>(grouped);
    QString plain = trimmed;
    plain.remove(locale().groupSeparator());
    plain.replace(locale().decimalPoint(), QStringLiteral("."));
    return parseFiniteNumber(plain.toStdString()); // "1e9", "2.5e3"
}

QString NumberSpinBox::refusalOf(const QString& text) const
{
    const std::optional<double> number = numberIn(text);
    if (!number)
        return {};
    if (*number != std::floor(*number))
        return tr("%1 is not a whole number").arg(text.trimmed());
    if (*number < minimum())
        return tr("%1 is less than %2").arg(text.trimmed(), locale().toString(minimum()));
    if (*number > maximum())
        return tr("%1 is more than %2").arg(text.trimmed(), locale().toString(maximum()));
    return {};
}

QValidator::State NumberSpinBox::validate(QString& text, int&) const
{
    if (const std::optional<double> number = numberIn(text))
        return refusalOf(text).isEmpty() ? QValidator::Acceptable : QValidator::Intermediate;
    return couldBecomeANumber(text.trimmed(), locale()) ? QValidator::Intermediate : QValidator::Invalid;
}

int NumberSpinBox::valueFromText(const QString& text) const
{
    const std::optional<double> number = numberIn(text);
    return number && refusalOf(text).isEmpty() ? static_cast<int>(*number) : value();
}

void NumberSpinBox::updateRefusal()
{
    m_refusal = refusalOf(lineEdit()->text());
    markInvalid(this, !m_refusal.isEmpty());
    setToolTip(m_refusal.isEmpty() ? m_help : m_refusal);
}

void NumberSpinBox::keyPressEvent(QKeyEvent* event)
{
    QSpinBox::keyPressEvent(event);
    // Return on a number it cannot take: said where the user looks, not only in the tint.
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && !m_refusal.isEmpty())
        QToolTip::showText(mapToGlobal(rect().bottomLeft()), m_refusal, this);
}

} // namespace roofline::ui
