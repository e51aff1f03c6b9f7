#pragma once

#include "core/op.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QSlider;
class QSpinBox;

namespace roofline::ui {

class Document;

// The B, D and F sliders (logarithmic, 1 to 2^20, with a spin box each) and what the roofline
// shows: the precision of its ceilings, the achievable ceilings, the units of its labels. A slider
// drag is one undo step however many values it passes through.
class ParametersPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParametersPanel(Document& document, QWidget* parent = nullptr);

    QSlider* slider(Dim dim) const { return m_sliders[static_cast<std::size_t>(dim)]; }
    QSpinBox* spinBox(Dim dim) const { return m_spins[static_cast<std::size_t>(dim)]; }

    // The slider's scale: 100 steps per doubling.
    static int sliderPosition(double value);
    static double sliderValue(int position);
    static constexpr int kMaxExponent = 20; // sliders end at 2^20 = 1 048 576

private:
    void setDimFromUser(Dim dim, double value, bool dragging);
    void syncDim(Dim dim);
    void syncViewOptions();

    Document& m_document;
    std::array<QSlider*, 3> m_sliders {};
    std::array<QSpinBox*, 3> m_spins {};
    QComboBox* m_precision;
    QCheckBox* m_achievable;
    QComboBox* m_units;
    int m_dragSession = 0;
};

} // namespace roofline::ui
