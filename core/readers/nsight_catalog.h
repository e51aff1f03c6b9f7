#pragma once

// The Nsight Compute metrics the roofline reads (nsight_csv.cpp), each known by its place in one list.

#include <array>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace roofline::nsight {

// The metrics the roofline reads, each known by its place in `names`: a launch's layout (NcuLayout)
// finds them among its metrics once for every launch that prints the same ones, so a million launches
// do not look up some sixty names each.
struct NcuCatalog {
    // A counter of the Speed Of Light roofline: X.sum from sm__ or smsp__ (the same total), or, from a
    // `--set roofline` export, smsp__X.sum.per_cycle_elapsed.
    struct Counter {
        std::size_t smSum;
        std::size_t smspSum;
        std::size_t smspPerCycle;
        std::size_t smPerCycle;
    };
    struct WeightedCounter {
        Counter counter;
        double weight; // FLOPs per instruction
    };

    std::vector<std::string> names;
    std::size_t duration = add("gpu__time_duration.sum");
    std::size_t dramBytes = add("dram__bytes.sum");
    std::size_t dramRead = add("dram__bytes_read.sum");
    std::size_t dramWrite = add("dram__bytes_write.sum");
    std::size_t dramPerSecond = add("dram__bytes.sum.per_second");
    std::array<std::size_t, 2> cyclesPerSecond {
        add("smsp__cycles_elapsed.avg.per_second"), add("sm__cycles_elapsed.avg.per_second")};
    // Per precision add + mul + 2·fma thread instructions.
    std::vector<WeightedCounter> threadOps = [this] {
        std::vector<WeightedCounter> ops;
        for (const char precision : {'d', 'f', 'h'}) {
            for (const auto& [op, weight] : {std::pair {"add", 1.0}, std::pair {"mul", 1.0}, std::pair {"fma", 2.0}})
                ops.push_back(
                    {counter(std::string("sass_thread_inst_executed_op_") + precision + op + "_pred_on"), weight});
        }
        return ops;
    }();
    Counter tensorInstructions = counter("inst_executed_pipe_tensor");

    static const NcuCatalog& get()
    {
        static const NcuCatalog catalog;
        return catalog;
    }

private:
    std::size_t add(std::string name)
    {
        names.push_back(std::move(name));
        return names.size() - 1;
    }
    Counter counter(const std::string& base)
    {
        return {add("sm__" + base + ".sum"), add("smsp__" + base + ".sum"),
            add("smsp__" + base + ".sum.per_cycle_elapsed"), add("sm__" + base + ".sum.per_cycle_elapsed")};
    }
};

} // namespace roofline::nsight
