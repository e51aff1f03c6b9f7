#pragma once

// Models and a chip small enough to work a step out on paper (docs/model.md §10–§12), for tests that write every
// number as a literal: tests/core/model/test_model_pareto.cpp, tests/core/chapter/test_moe_step.cpp and the Model
// panel's latency against throughput.

#include "support/test_helpers.h"

namespace roofline::test {

// A chip of `peak` FLOP/s, HBM of 1e9 B/s (a byte takes 1 ns) holding 3000 bytes, and 2 links of 1e9 B/s with a
// hop of 0.3 µs.
inline Chip paperChip(double peakFlopsPerS)
{
    Chip chip = exampleChip(peakFlopsPerS, 1e9);
    chip.id = "paper";
    chip.name = "Paper";
    chip.memory[0].capacityBytes = 3000;
    BandwidthLevel link;
    link.name = "Link";
    link.bytesPerS = 1e9;
    link.kind = BandwidthKind::Link;
    link.count = 2;
    link.latencyS = 3e-7;
    chip.links.push_back(link);
    return chip;
}

// Dense: D 8, d_ff 16 (not gated), 2 heads of 4, 2 key/value heads, 1 layer, a vocab of 32, untied.
inline ModelConfig paperDenseModel()
{
    ModelConfig m;
    m.id = "paper-dense";
    m.name = "Paper Dense";
    m.dModel = 8;
    m.dFf = 16;
    m.nHeads = 2;
    m.nKvHeads = 2;
    m.headDim = 4;
    m.nLayers = 1;
    m.vocab = 32;
    m.gatedMlp = false;
    return m;
}

// A mixture of experts: D 8, d_ff 16 (gated), 2 query heads and 1 key/value head of 4, 2 layers, vocab 32, untied;
// 4 experts of 8, 2 per token, a shared expert of 4, the first layer dense.
inline ModelConfig paperMoeModel()
{
    ModelConfig m;
    m.id = "paper-moe";
    m.name = "Paper MoE";
    m.dModel = 8;
    m.dFf = 16;
    m.nHeads = 2;
    m.nKvHeads = 1;
    m.headDim = 4;
    m.nLayers = 2;
    m.vocab = 32;
    m.nExperts = 4;
    m.expertsPerToken = 2;
    m.dFfExpert = 8;
    m.dFfShared = 4;
    m.denseLayers = 1;
    return m;
}

} // namespace roofline::test
