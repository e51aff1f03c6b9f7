// Add Model…'s list says what kind of model each is: a mixture of experts (Mixtral: 8 experts, 2 per token) is
// never called a dense transformer.
#include "support/gui_test_helpers.h"

#include "core/formats/model_library.h"
#include "ui/dialogs/add_model_dialog.h"

#include <QLabel>
#include <QListWidget>

namespace roofline::test {
namespace {

// The dialog's list of models, as the user sees it.
QListWidget* modelList(const ui::AddModelDialog& dialog)
{
    return dialog.findChild<QListWidget*>(QStringLiteral("modelList"));
}

int rowNumberOf(const ui::AddModelDialog& dialog, const QString& name)
{
    for (int row = 0; row < modelList(dialog)->count(); ++row) {
        if (modelList(dialog)->item(row)->text().startsWith(name + QStringLiteral(" —")))
            return row;
    }
    return -1;
}

QString rowOf(const ui::AddModelDialog& dialog, const QString& name)
{
    const int row = rowNumberOf(dialog, name);
    return row < 0 ? QString() : modelList(dialog)->item(row)->text();
}

TEST(AddModelDialog, AMixtureOfExpertsIsSaidToBeOneAndNotADenseTransformer)
{
    ui::AddModelDialog dialog(builtinModels(), {builtin("h100-sxm")});
    // Mixtral 8x7B: E = 8 experts, k = 2 per token (models/mixtral-8x7b.model.json, from its config.json's
    // num_local_experts and num_experts_per_tok).
    const QString mixtral = rowOf(dialog, QStringLiteral("Mixtral 8x7B v0.1"));
    // Then what its card leads with (docs/model.md §13): 46,702,526,464 parameters, 12,879,659,008 active.
    EXPECT_TRUE(mixtral.endsWith(QStringLiteral(
        ", a mixture of experts (8 experts, 2 per token) — 46.703e9 parameters, 12.88e9 active per token")))
        << mixtral.toStdString();
    EXPECT_FALSE(mixtral.contains(QStringLiteral("dense"))) << mixtral.toStdString();
    const QString llama = rowOf(dialog, QStringLiteral("Llama 3 8B"));
    EXPECT_TRUE(llama.contains(QStringLiteral(", dense — "))) << llama.toStdString();
    const QString deepSeek = rowOf(dialog, QStringLiteral("DeepSeek-V3"));
    EXPECT_TRUE(deepSeek.contains(QStringLiteral("a mixture of experts (256 experts, 8 per token), latent attention — "
                                                 "671.03e9 parameters, 37.551e9 active per token")))
        << deepSeek.toStdString();
    EXPECT_TRUE(
        rowOf(dialog, QStringLiteral("Gemma 3 27B IT")).contains(QStringLiteral(", dense, sliding windows of 1024")));
    // No word of the dialog calls every model in it dense.
    ASSERT_GE(rowNumberOf(dialog, QStringLiteral("Mixtral 8x7B v0.1")), 0);
    modelList(dialog)->setCurrentRow(rowNumberOf(dialog, QStringLiteral("Mixtral 8x7B v0.1")));
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        EXPECT_FALSE(label->text().contains(QStringLiteral("dense transformer"))) << label->text().toStdString();
}

} // namespace
} // namespace roofline::test
