#pragma once

#include "core/scene.h"
#include "ui/document.h"

#include <QAbstractTableModel>

#include <vector>

namespace roofline::ui {

// One row per measured kernel: its numbers as measured, its intensity and achieved FLOPs/s, and how
// close it came to its roof on each shown chip it is placed on (core's placeMeasuredKernels). A
// kernel above its roof on some chip is marked with a warning: its numbers cannot all be right.
class MeasuredTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // How close to the roof (and the warning) comes right after the name and chip, so a narrow dock
    // shows it; the numbers it comes from follow.
    enum Column {
        NameColumn,
        ChipColumn,
        RoofColumn,
        AchievedColumn,
        IntensityColumn,
        FlopsColumn,
        BytesColumn,
        SecondsColumn,
        ColumnCount
    };

    explicit MeasuredTableModel(Document& document, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Where kernel `row` is placed: one entry per shown chip it is on, with that chip's name.
    struct Placement {
        QString chipName;
        MeasuredPoint point;
    };
    std::vector<Placement> placements(int row) const;
    bool isAboveRoof(int row) const; // on any shown chip
    QString problems(int row) const; // why it is not placed on a shown chip it names, if so

private:
    void reload();

    Document& m_document;
    std::vector<ChipRoofline> m_layers; // per shown chip: only its measured points
    int m_rows = 0;
};

} // namespace roofline::ui
