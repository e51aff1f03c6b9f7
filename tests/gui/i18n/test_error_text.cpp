// The errors of model files, config.json files and a model's step (docs/model.md §10) are said in the interface's
// language, keeping the names and values at fault as written.
#include "core/base/error.h"
#include "core/formats/model_library.h"
#include "core/model/transformer_step.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/language.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <gtest/gtest.h>

#include <functional>

namespace roofline::test {
namespace {

Error caught(const std::function<void()>& action)
{
    try {
        action();
    } catch (const Error& error) {
        return error;
    }
    ADD_FAILURE() << "no error";
    return Error(ErrorKind::InvalidValue, "none");
}

struct Case {
    const char* what;
    std::function<void()> action;
    ErrorCode code;
    std::vector<QString> kept; // names and values the message keeps verbatim
};

std::vector<Case> cases()
{
    const ModelConfig llama = *findModel(builtinModels(), "llama-3-8b");
    StepConfig tp3;
    tp3.tp = 3;
    return {
        {"tp", [=] { transformerStepOps(llama, tp3); }, ErrorCode::TpNotDivisor,
            {QStringLiteral("tp"), QStringLiteral("n_heads"), QStringLiteral("32"), QStringLiteral("3")}},
        {"model_type", [] { parseModelText(R"({"model_type": "gpt2", "hidden_size": 768})", "config.json", "gpt2"); },
            ErrorCode::UnsupportedArchitecture,
            {QStringLiteral("model_type"), QStringLiteral("\"gpt2\""),
                QStringLiteral("llama, mistral, qwen2, gemma, gemma2")}},
        {"head_dim",
            [] {
                parseModelText(R"({"model_type": "llama", "hidden_size": 4100, "intermediate_size": 1,
                    "num_attention_heads": 32, "num_hidden_layers": 1, "vocab_size": 1})",
                    "config.json", "x");
            },
            ErrorCode::HeadDimNotWhole, {QStringLiteral("hidden_size"), QStringLiteral("4100"), QStringLiteral("32")}},
        {"neither", [] { parseModelText(R"({"id": "h100"})", "h100.json", "h100"); }, ErrorCode::NotAModel,
            {QStringLiteral("h100.json")}},
        {"heads",
            [] {
                parseModelText(R"({"id": "m", "name": "M", "d_model": 64, "d_ff": 64, "n_heads": 32,
                    "n_kv_heads": 5, "head_dim": 2, "n_layers": 1, "vocab": 8, "gated_mlp": true})",
                    "m.model.json", "m");
            },
            ErrorCode::HeadsNotDivisible, {QStringLiteral("m.model.json"), QStringLiteral("n_kv_heads")}},
        // docs/model.md §11: what the experts' reader refuses, by name.
        // docs/model.md §13: what is not modelled yet, by the key that says so.
        {"linear attention",
            [] {
                parseModelText(R"({"model_type": "qwen3_next", "hidden_size": 2048, "linear_num_value_heads": 32})",
                    "config.json", "x");
            },
            ErrorCode::UnmodelledLayers,
            {QStringLiteral("linear_num_value_heads"), QStringLiteral("linear-attention layers")}},
        {"latent key without a latent",
            [] {
                parseModelText(R"({"id": "m", "name": "M", "d_model": 64, "d_ff": 64, "n_heads": 4,
                    "n_kv_heads": 4, "head_dim": 16, "n_layers": 1, "vocab": 8, "gated_mlp": true, "v_head_dim": 16})",
                    "m.model.json", "m");
            },
            ErrorCode::NeedsLatent, {QStringLiteral("m.model.json"), QStringLiteral("v_head_dim")}},
        {"sparse layout",
            [] {
                parseModelText(R"({"model_type": "qwen3_moe", "hidden_size": 2048, "intermediate_size": 6144,
                    "num_attention_heads": 32, "num_hidden_layers": 48, "vocab_size": 151936,
                    "decoder_sparse_step": 2})",
                    "config.json", "x");
            },
            ErrorCode::SparseLayout, {QStringLiteral("decoder_sparse_step"), QStringLiteral("2")}},
        {"experts key without experts",
            [] {
                parseModelText(R"({"id": "m", "name": "M", "d_model": 64, "d_ff": 64, "n_heads": 4,
                    "n_kv_heads": 4, "head_dim": 16, "n_layers": 1, "vocab": 8, "gated_mlp": true,
                    "d_ff_expert": 32})",
                    "m.model.json", "m");
            },
            ErrorCode::NeedsExperts,
            {QStringLiteral("d_ff_expert"), QStringLiteral("32"), QStringLiteral("n_experts")}},
    };
}

TEST(ModelErrorWords, AreSaidInChineseAndRussianWithTheirNamesAndValues)
{
    for (const Case& c : cases()) {
        SCOPED_TRACE(c.what);
        const Error error = caught(c.action);
        ASSERT_TRUE(error.detail()) << error.what();
        EXPECT_EQ(error.detail()->code, c.code) << error.what();
        ui::applyLanguage(QStringLiteral("en"));
        const QString english = ui::errorText(error);
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
            ui::applyLanguage(language);
            const QString said = ui::errorText(error);
            EXPECT_NE(said, english) << language.toStdString();
            const QRegularExpression script(
                language == QLatin1String("ru") ? QStringLiteral("[а-яА-Я]") : QStringLiteral("[\\x{4e00}-\\x{9fff}]"));
            EXPECT_TRUE(said.contains(script)) << said.toStdString();
            for (const QString& kept : c.kept)
                EXPECT_TRUE(said.contains(kept)) << kept.toStdString() << " not in " << said.toStdString();
        }
        ui::applyLanguage(QStringLiteral("en"));
    }
}

} // namespace
} // namespace roofline::test
