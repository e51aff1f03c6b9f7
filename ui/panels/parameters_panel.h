#pragma once

#include "core/formulas/op.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QSlider;
class QSpinBox;
class QToolButton;

namespace roofline::ui {

class Document;

// The B, D and F sliders and the sequence pair T, S (logarithmic, 1 to 2^20, with a spin box each)
// and what the roofline shows: the precision of its ceilings and the achievable ceilings. A slider
// drag is one undo step however many values it passes through. The sequence pair folds into one
// line (its values) until opened, or until an op follows T or S: attention is the only kind that
// has them, and a short window (1024×700) needs the rows for the Chips list, as it does the row the
// label units had (they are the View menu's).
class ParametersPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParametersPanel(Document& document, QWidget* parent = nullptr);

    QSlider* slider(Dim dim) const { return m_sliders[static_cast<std::size_t>(dim)]; }

    // The slider's scale: 100 steps per doubling.
    static int sliderPosition(double value);
    static double sliderValue(int position);
    static constexpr int kMaxExponent = 20; // sliders end at 2^20 = 1 048 576

    bool isSequenceOpen() const;

private:
    void setDimFromUser(Dim dim, double value, bool dragging);
    void syncDim(Dim dim);
    void syncViewOptions();
    void addDimRow(Dim dim, QGridLayout* grid, int row);
    void setSequenceOpen(bool open);
    void openSequenceIfFollowed();
    void updateSequenceText();

    Document& m_document;
    std::array<QSlider*, 5> m_sliders {};
    std::array<QSpinBox*, 5> m_spins {};
    std::array<QLabel*, 5> m_labels {};
    QToolButton* m_sequenceToggle = nullptr;
    QComboBox* m_precision;
    QCheckBox* m_achievable;
    int m_dragSession = 0;
};

} // namespace roofline::ui
