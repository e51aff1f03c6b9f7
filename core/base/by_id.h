#pragma once

#include "core/base/text.h"

#include <algorithm>
#include <string_view>
#include <vector>

namespace roofline {

// Lists of entries keyed by an id (chips, models), compared without case as file ids are.

// `base` with each entry of `extra` replacing the one with its id, or added after them.
template<class Entry> std::vector<Entry> mergeById(const std::vector<Entry>& base, const std::vector<Entry>& extra)
{
    std::vector<Entry> merged = base;
    for (const Entry& entry : extra) {
        const auto same = std::find_if(merged.begin(), merged.end(), [&](const Entry& e) { return e.id == entry.id; });
        if (same != merged.end())
            *same = entry;
        else
            merged.push_back(entry);
    }
    return merged;
}

// The entry whose id is `id`, ignoring case; nullptr when there is none.
template<class Entry> const Entry* findById(const std::vector<Entry>& entries, std::string_view id)
{
    const auto found
        = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return equalsIgnoreCase(e.id, id); });
    return found == entries.end() ? nullptr : &*found;
}

} // namespace roofline
