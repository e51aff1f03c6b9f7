#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;
class QTimer;

namespace roofline::ui {

class Document;

// The selected op on every shown chip: FLOPs, bytes, intensity, critical intensity, T_math,
// T_comms, T_lower, T_upper, attainable FLOPs/s and the bound, one column per chip (the selected
// chip first), and in words what would change the bound. Follows the sliders live.
class DetailsPanel : public QWidget {
    Q_OBJECT
public:
    explicit DetailsPanel(Document& document, QWidget* parent = nullptr);

    void setOp(int op); // an index into the roofline's ops; -1 for none
    void setChip(int chip); // the shown chip to put first
    int op() const { return m_op; }

    QTableWidget* table() const { return m_table; }
    QString explanation() const; // the words under the table, as plain text

private:
    void scheduleRefresh();
    void refresh();

    Document& m_document;
    QLabel* m_title;
    QTableWidget* m_table;
    QLabel* m_words;
    QTimer* m_wordsTimer;
    bool m_deferWords = false;
    int m_op = -1;
    int m_chip = 0;
    bool m_refreshQueued = false;
    QString m_fittedFor; // the op, chip and column count the columns were last fitted for
};

} // namespace roofline::ui
