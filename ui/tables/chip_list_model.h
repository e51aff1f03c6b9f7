#pragma once

#include <QAbstractItemModel>
#include <QColor>
#include <QList>

#include <string>
#include <vector>

namespace roofline {
struct Chip;
}

namespace roofline::ui {

class Document;

// The chip library as a tree: vendors, then their chips. A chip's check box shows or hides it on
// the charts (an undoable command); a vendor's box is tri-state and toggles all its chips. Columns
// give each chip's key figures.
class ChipListModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, PeakColumn, MemoryColumn, CriticalColumn, ColumnCount };
    enum Role { ChipIdRole = Qt::UserRole + 1, SearchTextRole };

    explicit ChipListModel(Document& document, QObject* parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    const Chip* chipAt(const QModelIndex& index) const; // nullptr for vendor rows
    QModelIndex indexOfChip(const std::string& chipId) const;

private:
    struct Group {
        QString vendor;
        std::vector<std::string> chipIds;
    };
    void rebuild();
    void refreshChecks();
    QVariant chipData(const Chip& chip, int column, int role) const;
    QVariant groupData(const Group& group, int column, int role) const;
    Qt::CheckState groupCheckState(const Group& group) const;

    Document& m_document;
    std::vector<Group> m_groups;
};

} // namespace roofline::ui
