#include "core/model/model_params.h"

#include <algorithm>

namespace roofline {

namespace {

// The matrices of a (gated) MLP: up and down, and the gate beside up.
double mlpMatrices(const ModelConfig& model)
{
    return model.gatedMlp ? 3.0 : 2.0;
}

double denseLayerCount(const ModelConfig& model)
{
    return isMixtureOfExperts(model) ? model.denseLayers : model.nLayers;
}

// One layer's attention weights on one chip: the heads split over tp, latent attention's down-projections not.
double attentionWeightsPerLayer(const ModelConfig& model, double tp)
{
    const double d = model.dModel;
    const double n = model.nHeads / tp;
    if (!isLatentAttention(model)) {
        const double k = std::max(1.0, model.nKvHeads / tp);
        const double h = model.headDim;
        return d * (n + 2.0 * k) * h + n * h * d;
    }
    const double r = model.kvLoraRank;
    const double qkHead = model.qkNopeHeadDim + model.qkRopeHeadDim;
    const double queries = model.qLoraRank > 0.0 ? d * model.qLoraRank + model.qLoraRank * n * qkHead : d * n * qkHead;
    return queries + d * (r + model.qkRopeHeadDim) + r * n * (model.qkNopeHeadDim + model.vHeadDim)
        + n * model.vHeadDim * d;
}

} // namespace

double WeightCounts::total() const
{
    return attention + denseMlp + router + routedExperts + sharedExperts + embeddings;
}

WeightCounts weightCounts(const ModelConfig& model, double tp)
{
    const double d = model.dModel;
    const double matrices = mlpMatrices(model);
    const double denseLayers = denseLayerCount(model);
    const double moeLayers = model.nLayers - denseLayers;
    WeightCounts counts;
    counts.attention = model.nLayers * attentionWeightsPerLayer(model, tp);
    counts.denseMlp = denseLayers * matrices * d * (model.dFf / tp);
    if (isMixtureOfExperts(model)) {
        counts.router = moeLayers * d * model.nExperts;
        counts.routedExperts = moeLayers * model.nExperts * matrices * d * (model.dFfExpert / tp);
        counts.sharedExperts = moeLayers * matrices * d * (model.dFfShared / tp);
    }
    counts.embeddings = (model.tiedEmbeddings ? 1.0 : 2.0) * d * (model.vocab / tp);
    return counts;
}

double paramsTotal(const ModelConfig& model)
{
    return weightCounts(model, 1.0).total();
}

double paramsActive(const ModelConfig& model)
{
    WeightCounts counts = weightCounts(model, 1.0);
    if (isMixtureOfExperts(model)) {
        const double moeLayers = model.nLayers - denseLayerCount(model);
        counts.routedExperts = moeLayers * model.expertsPerToken * mlpMatrices(model) * model.dModel * model.dFfExpert;
    }
    return counts.total();
}

} // namespace roofline
