#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/scene/calibration.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace roofline {

// One chip × op result of `calc`: the evaluation and the critical point the op kind has.
struct CalcRow {
    const Chip* chip = nullptr;
    const Op* op = nullptr;
    Evaluation evaluation;
    double usefulFlops = 0.0; // evaluation.flops without a tiled matmul's padding
    // critical_batch for matmul, batched-matmul and attention, critical_d for sharded-matmul.
    std::optional<std::string> criticalKey;
    std::optional<double> criticalValue; // nullopt with a key: "never"
};

// Evaluates every op on every chip; throws Error on the first combination that cannot be evaluated,
// so nothing is printed for bad input.
std::vector<CalcRow> computeCalcRows(const std::vector<Chip>& chips, const std::vector<Op>& ops, const Dims& dims);

// docs/model.md §15: a row's time under a calibration, t̃ = max(T_math/e_compute, T_comms/e_bandwidth), with the
// efficiencies of the op's class, and how many measured groups they rest on.
struct CalibratedTime {
    double seconds = 0.0;
    OpClass opClass = OpClass::Other;
    double computeEfficiency = 1.0;
    double bandwidthEfficiency = 1.0;
    std::size_t groups = 0;
};
CalibratedTime calibratedTime(const CalcRow& row, const Calibration& calibration);

// The --json output: an array, one object per chip × op (keys documented in docs/cli.md); with a calibration
// each object also has "calibrated" (its time and where it comes from).
nlohmann::ordered_json calcRowsToJson(
    const std::vector<CalcRow>& rows, const Dims& dims, const Calibration* calibration = nullptr);

// The readable table: one block per chip; with a calibration, a line per op under it.
std::string calcRowsToTable(
    const std::vector<CalcRow>& rows, const Dims& dims, const Calibration* calibration = nullptr);

// The memory column of the table: "needs 96 GB of 80 GB HBM", "fits: 34 MB of 16 GB HBM", or why it is
// not known.
std::string describeMemoryFit(const Evaluation& evaluation);

// docs/model.md §14: a collective's "tiers" (the links it crossed, inside a domain first) and "tier_times_s" (each
// one's time), added to a JSON object; nothing for an op over a memory level.
void addTiersToJson(nlohmann::ordered_json& object, const Evaluation& evaluation);

// Text width in terminal columns (counts UTF-8 code points).
std::size_t displayWidth(std::string_view text);

// Rows of cells as text: each column as wide as its widest cell plus two spaces, each line started
// with `indent` and ended with a newline (the chips, models and model tables).
std::string alignedColumns(const std::vector<std::vector<std::string>>& rows, std::string_view indent = {});

} // namespace roofline
