#pragma once

#include "core/scene/project.h"

namespace roofline {

// The workload `roofline-studio bench` times (the "heavy scene"): 4 chips overlaid, each
// with 3 precisions, 2 memory levels and 1 link; 100 ops on the roofline chart (80 of them follow
// the B slider); 8 sweeps D=F from 512 to 65 536 over 4 096 batch sizes; Llama 3 70B decoding with
// tp = 8 on every chip (a group of 8 layer ops per chip that follows B). `scale` multiplies the ops
// and the batch points (10: 1 000 ops, 40 960-point sweeps) for the "10× heavier" checks.
//
// The chips are copies of TPU v5e, H100 SXM and MI300X trimmed to 3 precisions and one link (the
// library's numbers), plus a synthetic fourth chip, because only those three library chips have two
// memory levels and three precisions. All are embedded in the project as custom chips.
Project heavyBenchProject(int scale = 1);

} // namespace roofline
