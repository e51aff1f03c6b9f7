#include "ui/tables/chip_filter_model.h"

#include "ui/tables/chip_list_model.h"

namespace roofline::ui {

ChipFilterModel::ChipFilterModel(QObject* parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
}

void ChipFilterModel::setSearchText(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_text)
        return;
    m_text = trimmed;
    invalidateFilter();
}

bool ChipFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const
{
    if (m_text.isEmpty())
        return true;
    // A vendor row is kept by recursive filtering when one of its chips matches; a chip row matches
    // on its own name, id and vendor, so "nvidia" lists every NVIDIA chip.
    if (!sourceParent.isValid())
        return false;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(ChipListModel::SearchTextRole).toString().contains(m_text, Qt::CaseInsensitive);
}

} // namespace roofline::ui
