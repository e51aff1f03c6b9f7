#pragma once

#include "core/formulas/chip.h"
#include "core/measured/measured_groups.h"
#include "core/readers/measured_import.h"
#include "core/scene/calibration.h"

#include <ostream>
#include <string>
#include <vector>

namespace roofline {

// What an import read, for `roofline-studio measured FILE [--chip ID] [--json]` (docs/cli.md): the format,
// the kernels read, those left out and why, what the user should know, and one group per kernel name
// with its launches' totals, all of them.
struct MeasuredReport {
    std::string source;
    std::string format;
    std::string chipId; // --chip; empty: every kernel
    std::size_t kernels = 0; // read (measured on the chip, with --chip)
    std::vector<SkippedKernel> skipped;
    std::vector<std::string> warnings;
    std::vector<KernelNameGroup> groups;
    // With a chip: each group against its roof there (docs/model.md §E), in the order of `groups`;
    // nullopt for one it cannot place.
    struct Roof {
        Dtype peakPrecision = Dtype::BF16; // the peak it is measured against
        double fractionOfRoof = 0.0;
        bool exact = true; // MeasuredPoint::roofExact: else a lower bound
        std::string bound; // what the roof is at its intensity: "bf16 peak", or the level ("HBM")
    };
    std::vector<std::optional<Roof>> roofs;
    std::optional<EmpiricalRoofline> ceilings; // an ERT file's
    // A PyTorch profiler trace's kernel time the groups do not hold (ops the app cannot model), by op.
    std::optional<double> unmodelledSeconds;
    std::vector<UnmodelledTime> unmodelled;
    double kernelSeconds = 0.0;
    // Its costed ops that do no FLOPs (embedding lookups), by group; with a chip, the bandwidth each is measured
    // against (its first memory level, or its first link's, all of them, for bytes that crossed a link).
    double dataMovementSeconds = 0.0;
    std::vector<DataMovement> dataMovement;
    struct Bandwidth {
        std::string level;
        double bytesPerS = 0.0;
    };
    // One per dataMovement with a chip (bytesPerS 0: over a link the chip lists none of); empty without.
    std::vector<Bandwidth> dataMovementAgainst;
    std::optional<TraceJoin> join; // a PyTorch trace's: the GPU read, and how its time joined its ops
    // --project-to (docs/model.md §15): the step on each other chip, and the calibration file used (empty: the
    // efficiencies of the measured chip, calibrated from this profile).
    std::vector<Projection> projections;
    std::string calibrationSource;
};

// The report of a file read. With a chip: only the kernels measured on it (or on no chip in particular),
// and warnings for each group it cannot place (a level it does not have) or that lies above its roof.
MeasuredReport measuredReport(const MeasuredFile& file, std::string source, const Chip* chip = nullptr);

// Writes the report as JSON: {"format", "kernels", "skipped": [{"line", "reason"}], "warnings": [...],
// "groups": [{"name", "count", "flops", "bytes", "seconds", "dtype"}]} ("dtype" null when the file does
// not say it, or says several; with a chip also "peak_precision", "fraction_of_roof" and "roof_exact"), then
// "chip" with --chip, for an ERT
// file "ceilings" and "bandwidths", and for a PyTorch trace "unmodelled_seconds", "kernel_seconds" and
// "unmodelled": [{"op", "kernels", "seconds", "reason"}], "data_movement_seconds" and "data_movement": [{"name",
// "count", "bytes", "seconds", "bytes_per_s"}] (with --chip also "level" and "fraction_of_bandwidth"), then "device"
// (the GPU read), "joined_seconds", "unjoined_seconds" and "unjoined_by_reason": {"no_launch", "outside_ops"} of its
// kernels, "copies" (its memory copies and sets: {"seconds", "joined_seconds", "unjoined_seconds",
// "unjoined_by_reason"}) and "devices": [{"device", "kernel_seconds", "joined_seconds", "unjoined_seconds",
// "unjoined_by_reason", "copy_seconds"}], every GPU of the trace; with --project-to "projections": [{"chip", "step_s",
// "modelled_s", "unmodelled_s", "calibration", "groups": [{"name", "seconds", "bound"}]}]. Later keys may be added;
// these stay. Written as it goes, one group a line: a million groups cost their text, not a JSON tree of them.
void writeMeasuredReportJson(std::ostream& out, const MeasuredReport& report);

// The same as a table, for people; also written as it goes.
void writeMeasuredReportText(std::ostream& out, const MeasuredReport& report);

} // namespace roofline
