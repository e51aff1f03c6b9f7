#pragma once

#include <QSortFilterProxyModel>

namespace roofline::ui {

// The Chips panel's search: keeps chips whose name, id or vendor contains the text (case-insensitive)
// and the vendors that still have a chip.
class ChipFilterModel : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ChipFilterModel(QObject* parent = nullptr);

    void setSearchText(const QString& text);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_text;
};

} // namespace roofline::ui
