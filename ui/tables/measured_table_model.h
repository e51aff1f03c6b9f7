#pragma once

#include "core/scene/scene.h"
#include "ui/document.h"

#include <QAbstractItemModel>

#include <vector>

namespace roofline::ui {

// The measured kernels as the chart shows them (Document::measuredSelection): one row per group, with
// its totals, how many kernels it has, its share of the profile's time and how close it came to its
// roof on each shown chip (core's placeMeasuredGroup); a group of several kernels has them as child
// rows. Kernels shown one by one are rows without children. Every group has its row, the ones the
// chart leaves in its "other" point too. Nothing is placed per row until a view asks for it (a row is
// read from the document's selection and placed on the chips then), so a million groups cost no more
// than ten; and the rows come kRowsPerFetch at a time, as a view scrolls to the last one it has
// (canFetchMore/fetchMore), so a view never lays out a million rows at once. A row above its roof on some chip is
// marked with a warning: its numbers cannot all be right. Compared with another run, each group has its time per kernel
// before and after and its speed-up.
class MeasuredTableModel : public QAbstractItemModel {
    Q_OBJECT
public:
    // How close to the roof (and the warning) comes right after the name and chip, so a narrow dock
    // shows it; the numbers it comes from follow.
    enum Column {
        NameColumn,
        ChipColumn,
        CountColumn,
        ShareColumn,
        RoofColumn,
        // Compared with another run (File → Compare With Measurements…): the mean time per kernel
        // before and after, and the speed-up (docs/model.md §I); empty without a comparison.
        BeforeColumn,
        AfterColumn,
        SpeedupColumn,
        AchievedColumn,
        IntensityColumn,
        FlopsColumn,
        BytesColumn,
        SecondsColumn,
        ColumnCount
    };

    explicit MeasuredTableModel(Document& document, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex& parent) const override;
    void fetchMore(const QModelIndex& parent) override;

    // How many group rows a view is given at first, and at each fetch after.
    static constexpr int kRowsPerFetch = 10000;

    // Where group `row` is placed: one entry per shown chip it is on, with that chip's name.
    struct Placement {
        QString chipName;
        MeasuredPoint point;
    };
    std::vector<Placement> placements(int row) const;
    bool isAboveRoof(int row) const; // on any shown chip
    QString problems(int row) const; // why it is not placed on a shown chip it names, if so

    // The group of a top-level row, or of a kernel row's parent.
    const MeasuredGroup* groupAt(const QModelIndex& index) const;
    // The project's kernels a row stands for: a group's members, or the one kernel of a child row.
    std::vector<std::size_t> kernelsAt(const QModelIndex& index) const;

private:
    void reload();
    QVariant groupData(int row, int column, int role) const;
    QVariant kernelData(int groupRow, int row, int column, int role) const;
    QString roofText(const std::vector<Placement>& placed) const;
    MeasuredLinks linked() const; // the groups' links to the roofline's ops, for their precision
    QString linkText(const MeasuredGroup& group) const; // its link to an op, against the prediction
    QVariant comparedData(int row, int column) const; // the three columns of a comparison

    // Per group: its entry in the document's comparison, or -1 (no comparison, or not in it).
    std::vector<int> m_changeOfGroup;
    Document& m_document;
    int m_rows = 0; // group rows given to views so far
    int m_groups = 0; // group rows in all
};

} // namespace roofline::ui
