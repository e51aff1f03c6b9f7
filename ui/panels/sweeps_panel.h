#pragma once

#include "ui/document.h"

#include "ui/i18n/undo_text.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace roofline::ui {

class Document;
class OpListPanel;

// The batch-size chart's curves (a table like the Ops panel's) and its axes: the range of B, log
// or linear axes, one chart per chip or all overlaid, and whether per-chip charts share a scale.
class SweepsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SweepsPanel(Document& document, QWidget* parent = nullptr);

private:
    void sync();
    void push(UndoText text, const std::function<ViewOptions()>& change);

    Document& m_document;
    OpListPanel* m_list;
    QSpinBox* m_from;
    QSpinBox* m_to;
    QCheckBox* m_logBatch;
    QCheckBox* m_logFlops;
    QComboBox* m_layout;
    QCheckBox* m_shared;
};

} // namespace roofline::ui
