#pragma once

#include "core/model/model_config.h"

namespace roofline {

// How many weights a model holds, split as docs/model.md §10–§13 count them: per chip at tensor parallelism tp
// (the whole model at tp = 1). Norms, biases and attention sinks are left out.
struct WeightCounts {
    double attention = 0.0; // every layer's projections: q, k, v and out, or latent attention's five matrices
    double denseMlp = 0.0; // the L_d dense MLPs (every layer's in a dense model)
    double router = 0.0; // D·E per MoE layer (not split)
    double routedExperts = 0.0; // all E experts of every MoE layer
    double sharedExperts = 0.0;
    double embeddings = 0.0; // lm_head, and the input embedding beside it unless tied

    double total() const;
};
WeightCounts weightCounts(const ModelConfig& model, double tp);

// docs/model.md §13. params_total: every weight at tp 1. params_active: what one token uses — attention, dense
// MLPs, shared experts, the router, k of the E routed experts per MoE layer, and the embeddings whole.
double paramsTotal(const ModelConfig& model);
double paramsActive(const ModelConfig& model);

} // namespace roofline
