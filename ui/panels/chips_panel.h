#pragma once

#include <QWidget>

#include <string>

class QColor;
class QLineEdit;
class QPushButton;
class QTreeView;

namespace roofline {
struct Chip;
}

namespace roofline::ui {

class ChipFilterModel;
class ChipListModel;
class Document;

// The chip library: a search field, the chips grouped by vendor with their key figures, a check
// box per chip to show it. Custom chips are created, edited and deleted here; they are saved as
// chip files in the user's data folder and join the library.
class ChipsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChipsPanel(Document& document, QWidget* parent = nullptr);

    QTreeView* view() const { return m_view; }
    QLineEdit* searchEdit() const { return m_search; }
    const Chip* currentChip() const;

    void newChip(); // opens the form for a new chip
    void editCurrent(); // a custom chip: edit it; a built-in one: start a custom copy
    void deleteCurrent();
    // The current chip's colour on every chart: a colour dialog, then an undoable change.
    void chooseColor();
    void setChipColor(const std::string& chipId, const QColor& color); // one undo step; no-op if unchanged

    // Saves a chip from the form: writes its file and puts it in the library. A new chip
    // (replacedId empty) is also shown on the charts, one undoable step, and selected in the list.
    // Returns false (and says why in a message box unless quiet) when the file cannot be written.
    bool saveChip(const Chip& chip, const std::string& replacedId = {}, bool quiet = false);

Q_SIGNALS:
    void chipSelected(const std::string& chipId);
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateButtons();

    Document& m_document;
    ChipListModel* m_model;
    ChipFilterModel* m_filter;
    QLineEdit* m_search;
    QTreeView* m_view;
    QPushButton* m_new;
    QPushButton* m_edit;
    QPushButton* m_delete;
};

} // namespace roofline::ui
