#pragma once

#include "core/formulas/chip.h"
#include "core/model/model_config.h"
#include "core/model/model_pareto.h"
#include "core/model/transformer_step.h"
#include "ui/charts/serving/model_pareto_chart.h"

#include <cstddef>
#include <vector>

namespace roofline::ui {

class Document;

// What the latency against throughput chart (docs/model.md §12) draws for one of the document's models, so the
// Model panel's chart and an export's draw the same: every shown chip's points (core's modelParetoOn: decode at the
// S slider over the chip's links and ring, every tp, B doubling up to the batch range's end) as a series per tp in
// the chip's colour, and a ring where the chip's tp and the B slider put its decode step. The points depend on
// neither B nor tp, so a B step reuses them (chip by chip).
class ModelParetoFeed {
public:
    ModelParetoChart::Scene sceneOf(const Document& document, std::size_t model);

private:
    struct Cached {
        ModelConfig model;
        Chip chip;
        StepConfig config; // decode, b = 1, tp = 1
        double maxB = 0.0;
        std::vector<ParetoPoint> points;
    };
    std::vector<Cached> m_cache;
};

} // namespace roofline::ui
