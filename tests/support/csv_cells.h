#pragma once

#include <sstream>
#include <string>
#include <vector>

namespace roofline::test {

// A CSV line's cells, split at every comma (the files these tests read quote nothing). As std::getline
// splits: a trailing empty cell is not one.
inline std::vector<std::string> csvCells(const std::string& line)
{
    std::vector<std::string> cells;
    std::istringstream in(line);
    for (std::string cell; std::getline(in, cell, ',');)
        cells.push_back(cell);
    return cells;
}

} // namespace roofline::test
