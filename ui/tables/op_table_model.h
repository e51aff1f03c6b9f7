#pragma once

#include "ui/document.h"

#include <QAbstractTableModel>

namespace roofline::ui {

// One row per op of a list (the roofline's ops or the batch-size chart's sweeps), with its shape,
// the sliders it follows and its FLOPs, bytes and intensity at the sliders' values. The label is
// editable in place (an undoable edit); the rest through the op editor.
class OpTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { LabelColumn, OpColumn, FollowsColumn, FlopsColumn, BytesColumn, IntensityColumn, ColumnCount };

    OpTableModel(Document& document, OpList list, QObject* parent = nullptr);

    OpList list() const { return m_list; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void dimsChanged();

    Document& m_document;
    OpList m_list;
    int m_rows = 0; // follows the document between the about-to and done signals
};

} // namespace roofline::ui
