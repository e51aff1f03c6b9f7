#include "ui/charts/serving/model_pareto_feed.h"

#include "core/scene/model_scene.h"
#include "ui/document.h"

namespace roofline::ui {

ModelParetoChart::Scene ModelParetoFeed::sceneOf(const Document& document, std::size_t model)
{
    ModelParetoChart::Scene scene;
    const Project& project = document.project();
    if (model >= project.models.size())
        return scene;
    const ModelEntry& entry = project.models[model];
    const ModelConfig* config = document.entryModel(model);
    if (!config)
        return scene;
    const std::vector<Chip>& chips = document.shownChips();
    const double maxB = project.viewOptions.batchRange.to;
    m_cache.resize(chips.size());
    for (std::size_t c = 0; c < chips.size(); ++c) {
        const Chip& chip = chips[c];
        const QColor color = toQColor(document.chipColor(chip.id));
        // The ring: the decode step at the chip's tp and the B slider, in whichever phase the panel shows.
        const ModelStep decode = modelStepOn(
            entry, model, StepPhase::Decode, chip, project.dims, project.customModels, document.modelLibrary());
        if (decode.runs())
            scene.current.push_back(
                {color, 1.0 / decode.result.stepTimeS, decode.config.b / (decode.result.stepTimeS * decode.config.tp)});
        // What the points depend on: the decode step's S, link, links, ring and dtypes (not B, not the chip's tp
        // or ep: the points walk every layout).
        StepConfig step = stepConfigOn(entry, StepPhase::Decode, project.dims, chip.id);
        step.b = 1.0;
        step.tp = 1.0;
        step.ep = 1.0;
        Cached& cached = m_cache[c];
        if (cached.config != step || cached.maxB != maxB || cached.model != *config || cached.chip != chip) {
            cached.points
                = modelParetoOn(entry, chip, project.dims, maxB, project.customModels, document.modelLibrary());
            cached.model = *config;
            cached.chip = chip;
            cached.config = step;
            cached.maxB = maxB;
        }
        for (const ParetoPoint& point : cached.points) {
            if (scene.series.empty() || scene.series.back().chip != static_cast<int>(c)
                || scene.series.back().tp != point.tp || scene.series.back().ep != point.ep) {
                ModelParetoChart::Series series;
                series.chip = static_cast<int>(c);
                series.chipName = QString::fromStdString(chip.name);
                series.color = color;
                series.tp = point.tp;
                series.ep = point.ep;
                for (const std::string& tier : point.tiers)
                    series.tiers.append(QString::fromStdString(tier));
                scene.series.push_back(std::move(series));
            }
            scene.series.back().points.push_back({point.b, point.tokensPerSPerSequence, point.tokensPerSPerChip,
                point.fits.value_or(true), point.onFrontier});
        }
    }
    return scene;
}

} // namespace roofline::ui
