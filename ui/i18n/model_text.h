#pragma once

#include "core/model/model_config.h"
#include "core/scene/model_entry.h"

#include <QString>

namespace roofline::ui {

// What a model card leads with, in the user's language (docs/model.md §13): "671.03e9 parameters, 37.55e9 active
// per token".
QString modelParamsText(const ModelConfig& model);
// How params_total and params_active are counted, for a tooltip beside them.
QString modelParamsRuleText();

// What the model's attention and weights are, for the Model panel (docs/gui.md "Model panel"): "weights fp8-block
// · KV cache 70272 B per token of context (a latent of 512 + 64 per layer) · 18 of 36 layers attend to the last
// 128 positions". The cache is the whole model's (tp 1).
QString modelShapeText(const ModelConfig& model, const ModelEntry& entry);

} // namespace roofline::ui
