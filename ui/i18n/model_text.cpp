#include "ui/i18n/model_text.h"

#include "core/base/number_format.h"
#include "core/model/model_params.h"
#include "core/model/transformer_step.h"
#include "ui/i18n/op_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace roofline::ui {

namespace {

struct ModelText {
    Q_DECLARE_TR_FUNCTIONS(ModelText)
};

QString dtypeWord(Dtype dtype)
{
    return QString::fromUtf8(dtypeName(dtype).data(), static_cast<qsizetype>(dtypeName(dtype).size()));
}

} // namespace

QString modelParamsText(const ModelConfig& model)
{
    return ModelText::tr("%1 parameters, %2 active per token")
        .arg(QString::fromStdString(formatEngineering(paramsTotal(model), 5)),
            QString::fromStdString(formatEngineering(paramsActive(model), 5)));
}

QString modelParamsRuleText()
{
    return ModelText::tr(
        "Active: attention, dense MLPs, shared experts, the router, k routed experts per layer, and the "
        "embeddings and lm_head whole; norms, biases and attention sinks are left out. Model cards differ on "
        "the embeddings.");
}

QString modelShapeText(const ModelConfig& model, const ModelEntry& entry)
{
    QString weights = ModelText::tr("weights %1").arg(dtypeWord(entry.w));
    if (entry.wExperts && *entry.wExperts != entry.w)
        weights = ModelText::tr("weights %1, routed experts %2").arg(dtypeWord(entry.w), dtypeWord(*entry.wExperts));
    StepConfig whole;
    whole.kv = entry.kv;
    QString cache = ModelText::tr("KV cache %1 B per token of context, whole model")
                        .arg(formatCountText(kvCacheBytesPerToken(model, whole)));
    if (isLatentAttention(model))
        cache += QStringLiteral(" ")
            + ModelText::tr("(a latent of %1 + %2 per layer)")
                  .arg(formatCompactText(model.kvLoraRank), formatCompactText(model.qkRopeHeadDim));
    QStringList parts {weights, cache};
    if (hasSlidingWindows(model))
        parts << ModelText::tr("%1 of %2 layers attend to the last %3 positions")
                     .arg(formatCompactText(model.slidingLayers), formatCompactText(model.nLayers),
                         formatCompactText(model.slidingWindow));
    return parts.join(QStringLiteral(" · "));
}

} // namespace roofline::ui
