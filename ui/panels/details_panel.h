#pragma once

#include "ui/coalescer.h"

#include <QWidget>

#include <cstddef>
#include <vector>

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

    // What the panel shows (brought up to date first if it changed while hidden).
    QTableWidget* table() const;
    QString explanation() const; // the words under the table, as plain text

protected:
    void showEvent(QShowEvent* event) override;

private:
    void scheduleRefresh();
    void refresh();
    void fill(); // the table and the words for the current op, chips and dimensions
    bool skipWhileHidden();
    void catchUp() const;

    Document& m_document;
    QLabel* m_title;
    QTableWidget* m_table;
    QLabel* m_words;
    QTimer* m_wordsTimer;
    bool m_deferWords = false;
    int m_op = -1;
    int m_chip = 0;
    Coalescer m_refresh; // refresh() once per event-loop turn
    bool m_staleWhileHidden = false; // a change came while the panel was closed or behind a tab
    std::vector<std::size_t> m_linked; // the measured groups linked to the op (their indexes)
    int m_linkedFor = -2; // the op m_linked was found for; -2: none yet
    QString m_fittedFor; // the op, chip and column count the columns were last fitted for
};

} // namespace roofline::ui
