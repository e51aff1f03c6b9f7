// The app's words in Chinese and Russian (ui/i18n): every word core shows is listed and translated, a
// number the op editor refuses is refused in the language, Russian counts in three forms, and the
// "system" language follows the locale. The .ts files are checked in test_ts_files.cpp, a live switch of
// the whole window in test_live_switch.cpp.
#include "support/language_switch.h"

#include "core/formats/chip_library.h"
#include "core/formulas/op.h"
#include "core/formulas/op_spec.h"
#include "core/scene/project.h"
#include "support/op_editor_form.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/document.h"
#include "ui/i18n/core_strings.h"
#include "ui/i18n/language.h"
#include "ui/i18n/op_text.h"

#include <QCoreApplication>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSet>
#include <QString>

#include <gtest/gtest.h>

using namespace roofline;

namespace {

using roofline::test::child;
using roofline::test::LanguageGuard;
using roofline::test::numberEdit;
using roofline::test::switchLanguage;

// ---- core's words ----

TEST(CoreStrings, EveryWordCoreShowsIsListedAndTranslated)
{
    LanguageGuard guard;
    QSet<QString> listed;
    for (const char* text : ui::coreStrings())
        listed.insert(QString::fromUtf8(text));
    std::vector<std::string_view> shown;
    for (const OpKindInfo& info : allOpKinds()) {
        shown.push_back(info.title);
        shown.push_back(info.formula);
        for (const NumberParam& param : info.numbers)
            shown.push_back(param.description);
        for (const DtypeParam& param : info.dtypes)
            shown.push_back(param.description);
    }
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        switchLanguage(language);
        for (std::string_view text : shown) {
            const std::string source(text);
            EXPECT_TRUE(listed.contains(QString::fromStdString(source))) << source << " is missing in core_strings.cpp";
            // FLOPs is a unit both chapters write in Latin letters.
            if (source != "FLOPs") {
                EXPECT_NE(QCoreApplication::translate("roofline::core", source.c_str()).toStdString(), source)
                    << language.toStdString() << ": " << source;
            }
        }
        for (const Op& op : defaultProject().ops) {
            EXPECT_NE(QCoreApplication::translate("roofline::core", op.label.c_str(), "default op label").toStdString(),
                op.label)
                << language.toStdString();
            // …and the charts and tables know it for one of the app's own labels.
            EXPECT_NE(ui::opLabel(op, Dims {}).toStdString(), op.label) << language.toStdString();
        }
    }
}

// A value out of range in the op editor is refused in the language.
TEST(OpEditorWords, ANumberOutOfRangeIsRefusedInTheLanguage)
{
    LanguageGuard guard;
    switchLanguage(QStringLiteral("zh_CN"));
    ui::Document document(defaultProject(), builtinChips());
    ui::OpEditorDialog dialog(document, ui::OpList::Roofline, makeOp(OpKind::Matmul));
    QLineEdit* d = numberEdit(dialog, QStringLiteral("D"));
    d->setText(QStringLiteral("0.5"));
    Q_EMIT d->textEdited(d->text());
    EXPECT_FALSE(dialog.isValid());
    EXPECT_EQ(child<QLabel>(dialog, "opProblem")->text(), QStringLiteral("矩阵乘法 D 必须至少为 1，实际为 0.5"));
    switchLanguage(QStringLiteral("ru"));
    ui::OpEditorDialog russian(document, ui::OpList::Roofline, makeOp(OpKind::Matmul));
    QLineEdit* b = numberEdit(russian, QStringLiteral("B"));
    b->setText(QStringLiteral("2.5"));
    Q_EMIT b->textEdited(b->text());
    EXPECT_EQ(child<QLabel>(russian, "opProblem")->text(),
        QStringLiteral("матр. умножение B должно быть целым числом, получено 2.5"));
}

// Russian counts in three forms: 2 чипа, 5 чипов, 21 чип.
TEST(Plurals, RussianCountsChipsInThreeForms)
{
    LanguageGuard guard;
    const auto sweepOn = [](int chips) {
        OpSpecRules rules;
        rules.optionalNumbers = {"B"};
        const Op sweep = parseOpSpec("sharded-matmul D=16384 F=4096 chips=" + std::to_string(chips), "test", rules);
        return ui::describeSweepText(sweep, Dims {});
    };
    switchLanguage(QStringLiteral("ru"));
    EXPECT_TRUE(sweepOn(2).endsWith(QStringLiteral("(×2 чипа)"))) << sweepOn(2).toStdString();
    EXPECT_TRUE(sweepOn(5).endsWith(QStringLiteral("(×5 чипов)"))) << sweepOn(5).toStdString();
    EXPECT_TRUE(sweepOn(21).endsWith(QStringLiteral("(×21 чип)"))) << sweepOn(21).toStdString();
    switchLanguage(QStringLiteral("en"));
    EXPECT_TRUE(sweepOn(2).endsWith(QStringLiteral("(×2 chips)"))) << sweepOn(2).toStdString();
}

TEST(LanguageChoice, SystemFollowsTheLocaleAndFallsBackToEnglish)
{
    EXPECT_EQ(ui::resolveLanguage(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
    EXPECT_EQ(ui::resolveLanguage(QStringLiteral("ru")), QStringLiteral("ru"));
    const QString system = ui::resolveLanguage(QStringLiteral("system"));
    EXPECT_TRUE(ui::uiLanguages().contains(system)) << system.toStdString();
    const QLocale locale = QLocale::system();
    if (locale.language() == QLocale::Russian) {
        EXPECT_EQ(system, QStringLiteral("ru"));
    } else if (locale.language() != QLocale::Chinese) {
        EXPECT_EQ(system, QStringLiteral("en")); // C, English, or a language the app does not have
    }
}

} // namespace
