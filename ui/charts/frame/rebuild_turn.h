#pragma once

#include <cstddef>

namespace roofline::ui {

// Charts rebuilt in one turn of the event loop hold input for the sum of their times, and a project
// opened rebuilds every chart at once. A heavy chart (its last rebuild drew kHeavyRebuildPoints points
// or more: its curves' and markers' data, a measure of its cost that does not depend on the machine)
// rebuilds in a turn of its own: it waits while another chart has rebuilt in this turn, and once it
// has, the others wait for the next. Light charts never wait for each other, so a small project draws
// every chart in the turn that changed it.
inline constexpr std::size_t kHeavyRebuildPoints = 20000;

class RebuildTurn {
public:
    // Whether a chart may rebuild in this turn (false: ask again in the next); `heavy`: its last
    // rebuild was.
    static bool mayRebuild(bool heavy);
    // A rebuild that drew `points` points ran in this turn. Returns whether it was heavy.
    static bool noteRebuilt(std::size_t points);
    // Other heavy work had this turn (a large project put in place): every chart waits for the next.
    static void take();
};

} // namespace roofline::ui
