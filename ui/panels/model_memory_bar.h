#pragma once

#include "core/model/transformer_step.h"

#include <QColor>
#include <QWidget>

namespace roofline::ui {

// A chip's memory for one model step (docs/model.md §10): the weights and the KV cache side by side against the
// capacity, drawn red when they do not fit, with the numbers beside it.
class ModelMemoryBar : public QWidget {
    Q_OBJECT
public:
    explicit ModelMemoryBar(QWidget* parent = nullptr);

    void setMemory(const StepMemory& memory);
    const StepMemory& memory() const { return m_memory; }
    // What it says: "weights 17.4 GB + KV cache 10.7 GB = 28.1 GB of 80 GB HBM".
    QString text() const;
    bool overCapacity() const { return m_memory.fits == std::optional<bool>(false); }
    // The colours of its parts, as the chart theme gives them.
    void setColors(const QColor& weights, const QColor& cache, const QColor& warning, const QColor& text);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    StepMemory m_memory;
    QColor m_weights;
    QColor m_cache;
    QColor m_warning;
    QColor m_text;
};

} // namespace roofline::ui
