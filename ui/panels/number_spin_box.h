#pragma once

#include <QSpinBox>

#include <optional>

namespace roofline::ui {

// A spin box of whole numbers that also takes them as the op editor's fields do, in scientific notation
// ("1e9", "2.5e3"), with or without the language's digit groups. Typing the "e" of "1e9" no longer drops
// it (a plain QSpinBox refuses the letter and keeps "19"). A number it cannot take (not whole, or outside
// its range) is refused visibly: the field is tinted red and its tooltip says why while the text is
// there, and Return shows the reason; the value stays what it was.
class NumberSpinBox : public QSpinBox {
    Q_OBJECT
public:
    explicit NumberSpinBox(QWidget* parent = nullptr);

    // Why the text in the field cannot be taken; empty when it can (or is not finished yet).
    QString refusal() const { return m_refusal; }
    // The tooltip shown while the field holds a value it takes.
    void setHelp(const QString& help);

protected:
    QValidator::State validate(QString& text, int& pos) const override;
    int valueFromText(const QString& text) const override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    std::optional<double> numberIn(const QString& text) const;
    QString refusalOf(const QString& text) const;
    void updateRefusal();

    QString m_help;
    QString m_refusal;
};

} // namespace roofline::ui
