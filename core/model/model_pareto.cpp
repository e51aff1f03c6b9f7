#include "core/model/model_pareto.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/formulas/collective.h"
#include "core/model/model_batch.h"

#include <cmath>

namespace roofline {

std::vector<double> tensorParallelChoices(const ModelConfig& model)
{
    // tp divides n_heads: its divisors, found in pairs up to its square root, in order.
    std::vector<double> divisors;
    std::vector<double> large;
    for (double d = 1.0; d * d <= model.nHeads; d += 1.0) {
        if (std::fmod(model.nHeads, d) != 0.0)
            continue;
        divisors.push_back(d);
        if (d * d != model.nHeads)
            large.push_back(model.nHeads / d);
    }
    divisors.insert(divisors.end(), large.rbegin(), large.rend()); // the large ones came in falling order
    std::vector<double> choices;
    StepConfig config;
    for (const double tp : divisors) {
        config.tp = tp;
        try {
            validateStep(model, config);
            choices.push_back(tp);
        } catch (const Error&) {
            // A tp that does not divide the rest of the model is not a choice.
        }
    }
    return choices;
}

std::vector<double> expertParallelChoices(const ModelConfig& model, double maxChips)
{
    std::vector<double> choices;
    if (!isMixtureOfExperts(model))
        return choices;
    for (double ep = 2.0; ep <= std::min(model.nExperts, maxChips); ep += 1.0) {
        if (std::fmod(model.nExperts, ep) == 0.0)
            choices.push_back(ep);
    }
    return choices;
}

std::vector<double> doublingBatches(double maxB)
{
    std::vector<double> batches;
    for (double b = 1.0; b <= maxB; b *= 2.0)
        batches.push_back(b);
    return batches;
}

std::vector<ParetoPoint> paretoPoints(const ModelConfig& model, const Chip& chip, const StepConfig& config, double maxB,
    const EvaluationOptions& options, double maxChips)
{
    std::vector<ParetoPoint> points;
    const std::vector<double> batches = doublingBatches(maxB);
    // Every layout: each tp (ep 1), then each ep (tp 1) of a mixture of experts (docs/model.md §14).
    std::vector<std::pair<double, double>> layouts;
    for (const double tp : tensorParallelChoices(model)) {
        if (tp <= maxChips)
            layouts.emplace_back(tp, 1.0);
    }
    for (const double ep : expertParallelChoices(model, maxChips))
        layouts.emplace_back(1.0, ep);
    for (const auto& [tp, ep] : layouts) {
        StepConfig step = config;
        step.phase = StepPhase::Decode;
        step.t = 1.0;
        step.b = 1.0;
        step.tp = tp;
        step.ep = ep;
        const double chips = tp * ep;
        std::vector<StepOpLine> lines;
        std::vector<std::string> tiers;
        try {
            lines = stepLinesInBatch(model, chip, step, options);
            if (chips > 1.0) {
                for (const BandwidthLevel* link : collectiveTierLinks(chip, chips, step.link))
                    tiers.push_back(link->name);
            }
        } catch (const Error& error) {
            if (error.detail() && error.detail()->code == ErrorCode::NoLinkFor)
                break; // no link to split the model over: one chip only
            if (error.detail() && error.detail()->code == ErrorCode::NoLinkReaches)
                continue; // no link, alone or with another, joins these chips: not a layout of this chip
            throw;
        }
        const StepMemory one = stepMemory(model, chip, step);
        for (const double b : batches) {
            ParetoPoint point;
            point.chipId = chip.id;
            point.tp = tp;
            point.ep = ep;
            point.b = b;
            point.tiers = tiers;
            point.stepTimeS = stepTimeAt(lines, b);
            point.tokensPerSPerSequence = 1.0 / point.stepTimeS;
            // tp chips share B sequences; with ep each chip has its own B.
            point.tokensPerSPerChip = b / (point.stepTimeS * tp);
            if (one.capacityBytes)
                point.fits = one.weightsBytes + b * one.kvCacheBytes <= *one.capacityBytes;
            points.push_back(std::move(point));
        }
    }
    markFrontier(points);
    return points;
}

void markFrontier(std::span<ParetoPoint> points)
{
    for (ParetoPoint& point : points) {
        point.onFrontier = point.fits.value_or(true);
        for (const ParetoPoint& other : points) {
            if (!point.onFrontier)
                break;
            if (other.fits.value_or(true) && equalsIgnoreCase(other.chipId, point.chipId)
                && other.tokensPerSPerSequence > point.tokensPerSPerSequence
                && other.tokensPerSPerChip > point.tokensPerSPerChip)
                point.onFrontier = false;
        }
    }
}

} // namespace roofline
