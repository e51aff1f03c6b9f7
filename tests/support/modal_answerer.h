#pragma once

#include <QAbstractButton>
#include <QApplication>
#include <QDialog>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <deque>
#include <vector>

namespace roofline::test {

// Answers the modal dialogs the app opens while it is alive, as a user would: the real code path
// runs (QMessageBox::exec() and its nested event loop), and the test reads what the dialog said.
// Each message box takes the next answer: the button whose text (without '&') starts with it. A file
// dialog takes the next answer when it is "file:<path>": that file is chosen and the dialog accepted;
// a list to pick from (QInputDialog) when it is "item:<start>": the first item that starts so is picked.
// With no answer left, or for any other dialog, the dialog is rejected.
class ModalAnswerer : public QObject {
public:
    struct Seen {
        QString type; // "QMessageBox", "QFileDialog"…
        QString title;
        QString text;
        QString informative;
        QStringList buttons;
        QString clicked;
    };

    explicit ModalAnswerer(QStringList answers = {})
        : m_answers(answers.begin(), answers.end())
    {
        m_timer.setInterval(10);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { answer(); });
        m_timer.start();
    }

    const std::vector<Seen>& seen() const { return m_seen; }

private:
    void answer()
    {
        QWidget* modal = QApplication::activeModalWidget();
        auto* dialog = qobject_cast<QDialog*>(modal);
        if (!dialog || !dialog->isVisible() || dialog == m_last)
            return;
        m_last = dialog;
        Seen seen;
        seen.type = QString::fromLatin1(dialog->metaObject()->className());
        seen.title = dialog->windowTitle();
        if (auto* box = qobject_cast<QMessageBox*>(dialog)) {
            seen.text = box->text();
            seen.informative = box->informativeText();
            QAbstractButton* chosen = nullptr;
            const QString wanted = m_answers.empty() ? QString() : m_answers.front();
            if (!m_answers.empty())
                m_answers.pop_front();
            for (QAbstractButton* button : box->buttons()) {
                const QString text = button->text().remove(QLatin1Char('&'));
                seen.buttons.append(text);
                if (!chosen && !wanted.isEmpty() && text.startsWith(wanted))
                    chosen = button;
            }
            m_seen.push_back(seen);
            if (chosen) {
                m_seen.back().clicked = chosen->text().remove(QLatin1Char('&'));
                chosen->click();
                return;
            }
        } else if (auto* files = qobject_cast<QFileDialog*>(dialog);
                   files && !m_answers.empty() && m_answers.front().startsWith(QLatin1String("file:"))) {
            const QString path = m_answers.front().mid(5);
            m_answers.pop_front();
            seen.clicked = path;
            m_seen.push_back(seen);
            files->selectFile(path);
            dialog->accept(); // QFileDialog::accept(), through QDialog
            return;
        } else if (auto* input = qobject_cast<QInputDialog*>(dialog)) {
            seen.text = input->labelText();
            seen.buttons = input->comboBoxItems();
            const QString wanted = !m_answers.empty() && m_answers.front().startsWith(QLatin1String("item:"))
                ? m_answers.front().mid(5)
                : QString();
            if (!wanted.isEmpty())
                m_answers.pop_front();
            for (const QString& item : seen.buttons) {
                if (!wanted.isEmpty() && seen.clicked.isEmpty() && item.startsWith(wanted))
                    seen.clicked = item;
            }
            m_seen.push_back(seen);
            if (!seen.clicked.isEmpty()) {
                input->setTextValue(seen.clicked);
                dialog->accept();
                return;
            }
        } else {
            m_seen.push_back(seen);
        }
        dialog->reject();
    }

    std::deque<QString> m_answers;
    std::vector<Seen> m_seen;
    QPointer<QDialog> m_last;
    QTimer m_timer;
};

} // namespace roofline::test
