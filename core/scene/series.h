#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// The app's two charts.
enum class ChartKind { Roofline, BatchSize };

// Series a user hid by clicking their legend entries. Chips by id (they survive a reorder); ops and
// sweeps by index into Project::ops / Project::sweeps (the document renumbers them when ops move).
struct HiddenSeries {
    std::vector<std::string> rooflineChips;
    std::vector<int> rooflineOps;
    bool memorySlopes = false;
    bool linkSlopes = false;
    std::vector<std::string> sweepChips;
    std::vector<int> sweeps;
    bool measured = false; // every measured kernel on the roofline chart
    std::vector<int> models; // by index into Project::models: a model's ops on the roofline chart

    bool operator==(const HiddenSeries&) const = default;
};

// What one legend entry stands for.
struct Series {
    enum class Kind {
        RooflineChip, // chipId: the chip's ceilings, slopes, ridges, regions, ops and kernels
        RooflineOp, // index: the op's markers on every chip
        MemorySlopes, // every chip's memory-level slopes
        LinkSlopes, // every chip's chip-to-chip link slopes
        Measured, // every measured kernel
        SweepChip, // chipId: the chip's curves on the batch-size chart
        Sweep, // index: the sweep's curve on every chip
        Model, // index: a model's ops (docs/model.md §10) on every chip of the roofline chart
    };
    Kind kind = Kind::RooflineChip;
    std::string chipId;
    std::size_t index = 0;

    static Series rooflineChip(std::string_view id) { return {Kind::RooflineChip, std::string(id), 0}; }
    static Series rooflineOp(std::size_t op) { return {Kind::RooflineOp, {}, op}; }
    static Series sweepChip(std::string_view id) { return {Kind::SweepChip, std::string(id), 0}; }
    static Series sweep(std::size_t sweep) { return {Kind::Sweep, {}, sweep}; }
    static Series model(std::size_t model) { return {Kind::Model, {}, model}; }
    bool operator==(const Series&) const = default;
};

// The chart a series is drawn on.
ChartKind chartOf(Series::Kind kind);

// The one answer to "is this hidden?" (chip ids compare case-insensitively), and the one way to
// change it.
bool isSeriesHidden(const HiddenSeries& hidden, const Series& series);
void setSeriesHidden(HiddenSeries& hidden, const Series& series, bool hide);

} // namespace roofline
