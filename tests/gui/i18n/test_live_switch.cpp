// A live switch to Chinese or Russian leaves no English word in the window (charts, every layout and
// dialogs included), says core's errors and why an op cannot be placed in the language, and loses nothing
// (project, undo stack, layout, unsaved flag); switching back gives English again.
#include "support/chart_inspector.h"
#include "support/find_child.h"
#include "support/language_switch.h"
#include "support/op_editor_form.h"

#include "core/formats/chip_library.h"
#include "core/formulas/op.h"
#include "core/formulas/op_spec.h"
#include "core/scene/scene.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/axis_title.h"
#include "ui/charts/labels/label_item.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/commands/set_chips_shown_command.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/dialogs/export_dialog.h"
#include "ui/dialogs/guide_dialog.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/document.h"
#include "ui/export/chart_exporter.h"
#include "ui/i18n/core_strings.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/language.h"
#include "ui/i18n/op_text.h"
#include "ui/main_window.h"
#include "ui/panels/details_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/op_list_panel.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextDocument>
#include <QUndoStack>
#include <QXmlStreamReader>
#include <qcustomplot.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>

using namespace roofline;

namespace {

using namespace roofline::test;

// ---- the window, walked ----

// Words that are the same in every language: names of chips, vendors, memory levels and links,
// dtypes, units, keys, file formats and the app itself.
QSet<QString> allowedWords(const ui::Document& document, const QString& language)
{
    QSet<QString> words {QStringLiteral("FLOPs"), QStringLiteral("FLOP"), QStringLiteral("T_math"),
        QStringLiteral("T_comms"), QStringLiteral("T_lower"), QStringLiteral("T_upper"), QStringLiteral("E_act"),
        QStringLiteral("max"), QStringLiteral("min"), QStringLiteral("log"), QStringLiteral("int"),
        QStringLiteral("bf"), QStringLiteral("GPU"), QStringLiteral("GPUs"), QStringLiteral("TPU"),
        QStringLiteral("TPUs"), QStringLiteral("PNG"), QStringLiteral("SVG"), QStringLiteral("PDF"),
        QStringLiteral("CSV"), QStringLiteral("JSON"), QStringLiteral("json"), QStringLiteral("Ctrl"),
        QStringLiteral("Shift"), QStringLiteral("Alt"), QStringLiteral("Insert"), QStringLiteral("Return"),
        QStringLiteral("Delete"), QStringLiteral("Page"), QStringLiteral("Del"), QStringLiteral("Ins"),
        QStringLiteral("Esc"), QStringLiteral("English"), QStringLiteral("HBM"), QStringLiteral("VMEM"),
        QStringLiteral("ICI"), QStringLiteral("NVLink"), QStringLiteral("PCIe"), QStringLiteral("DCN"),
        QStringLiteral("dtype"), QStringLiteral("flops"), QStringLiteral("inputs"), QStringLiteral("outputs"),
        QStringLiteral("compute"), QStringLiteral("flash"), QStringLiteral("causal"), QStringLiteral("links"),
        QStringLiteral("ring"), QStringLiteral("Down"), QStringLiteral("GFLOPs"), QStringLiteral("TFLOPs"),
        QStringLiteral("PFLOPs"), QStringLiteral("EFLOPs"), QStringLiteral("Nsight"), QStringLiteral("Compute"),
        QStringLiteral("OPs"),
        // Number formats by their names (docs/model.md §13): fp8-block's "block", nvfp4's and mxfp4's letters.
        QStringLiteral("block"), QStringLiteral("nvfp"), QStringLiteral("mxfp"),
        QStringLiteral("ERT"), // the Empirical Roofline Toolkit's short name
        QStringLiteral("CUDA"), // NVIDIA's name for its vector cores ("ядра CUDA", "CUDA 核心")
        QStringLiteral("VPU"), // a TPU's vector processing unit, by its name in Google's documents
        QStringLiteral("token"), // the Chinese ML literature writes "token" in Latin letters
        // T<sub>math</sub> and friends, as a text browser's plain text has them
        QStringLiteral("Tmath"), QStringLiteral("Tcomms"), QStringLiteral("Tlower"), QStringLiteral("Tupper"),
        QStringLiteral("Icrit"), QStringLiteral("Bcrit"),
        // The Chinese chapter keeps "Transformer" and "token" in Latin letters; tokens/s is a unit.
        QStringLiteral("Transformer"), QStringLiteral("token"), QStringLiteral("tokens"), QStringLiteral("tp")};
    // The Russian chapter writes "roofline" in Latin letters ("график roofline").
    if (language == QLatin1String("ru")) {
        words.insert(QStringLiteral("roofline"));
        words.insert(QStringLiteral("Roofline"));
    }
    static const QRegularExpression word(QStringLiteral("[A-Za-z_]+"));
    const auto addWords = [&](const std::string& text) {
        for (auto match = word.globalMatch(QString::fromStdString(text)); match.hasNext();)
            words.insert(match.next().captured());
    };
    for (const ModelConfig& model : document.modelLibrary())
        addWords(model.name); // model names are names, like chip names
    for (const Chip& chip : document.library()) {
        addWords(chip.name);
        addWords(chip.vendor);
        addWords(chip.id);
        for (const BandwidthLevel* level : allBandwidthLevels(chip))
            addWords(level->name);
    }
    return words;
}

QString plainText(const QString& text)
{
    if (!Qt::mightBeRichText(text))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

// Every English word (three Latin letters or more) of a text that is not allowed.
QStringList englishWords(const QString& text, const QSet<QString>& allowed)
{
    // <code> is what the user types (CSV columns, commands): the same in every language.
    static const QRegularExpression code(QStringLiteral("<code>.*?</code>"));
    QString plain = plainText(QString(text).remove(code));
    plain.remove(QStringLiteral("Roofline Studio"));
    plain.remove(QStringLiteral("Empirical Roofline Toolkit")); // a product's name, like Nsight Compute
    // The book and its chapter by their titles, and web addresses.
    plain.remove(QStringLiteral("How To Scale Your Model"));
    plain.remove(QStringLiteral("Rooflines"));
    static const QRegularExpression address(QStringLiteral("(https?://)?[\\w.-]+\\.(io|com|org)(/\\S*)?"));
    plain.remove(address);
    // File names and paths are the user's (recent files), or patterns of them.
    static const QRegularExpression path(QStringLiteral("(?<!\\S)/\\S+|\\S*\\.roofline\\.json"));
    plain.remove(path);
    // Products of dimensions in formulas: 2BDF, BDF/n.
    static const QRegularExpression dimensions(QStringLiteral("\\b\\d*[BDFKMN]{2,}\\b"));
    plain.remove(dimensions);
    // The collectives' names, as NCCL and the literature write them in every language.
    plain.remove(QStringLiteral("all-reduce"));
    plain.remove(QStringLiteral("all-to-all"), Qt::CaseInsensitive);
    plain.remove(QLatin1Char('&'));
    QStringList found;
    static const QRegularExpression word(QStringLiteral("[A-Za-z_]{3,}"));
    for (auto match = word.globalMatch(plain); match.hasNext();) {
        const QString w = match.next().captured();
        if (!allowed.contains(w))
            found.append(w);
    }
    return found;
}

// What the window shows in words: widgets, actions, menus, docks, tabs, item views and the charts.
QStringList shownTexts(QWidget& window)
{
    QStringList texts {window.windowTitle()};
    const auto add = [&texts](const QString& where, const QString& text) {
        if (!text.isEmpty())
            texts.append(where + QLatin1String(" ⟶ ") + text);
    };
    for (QWidget* widget : window.findChildren<QWidget*>()) {
        const QString name = QString::fromLatin1(widget->metaObject()->className());
        add(name + QLatin1String(" tooltip"), widget->toolTip());
        if (auto* label = qobject_cast<QLabel*>(widget))
            add(name, label->text());
        if (auto* button = qobject_cast<QAbstractButton*>(widget))
            add(name, button->text());
        if (auto* group = qobject_cast<QGroupBox*>(widget))
            add(name, group->title());
        if (auto* dock = qobject_cast<QDockWidget*>(widget))
            add(name, dock->windowTitle());
        if (auto* menu = qobject_cast<QMenu*>(widget))
            add(name, menu->title());
        if (auto* browser = qobject_cast<QTextBrowser*>(widget))
            add(name, browser->toPlainText());
        if (auto* edit = qobject_cast<QLineEdit*>(widget))
            add(name + QLatin1String(" placeholder"), edit->placeholderText());
        if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                add(name, combo->itemText(i));
        }
        if (auto* tabs = qobject_cast<QTabBar*>(widget)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(name, tabs->tabText(i));
                add(name, tabs->tabToolTip(i));
            }
        }
        if (auto* view = qobject_cast<QAbstractItemView*>(widget)) {
            const QAbstractItemModel* model = view->model();
            if (!model)
                continue;
            for (const Qt::Orientation orientation : {Qt::Horizontal, Qt::Vertical}) {
                const int count = orientation == Qt::Horizontal ? model->columnCount() : model->rowCount();
                for (int section = 0; section < count; ++section) {
                    for (const int role : {Qt::DisplayRole, Qt::ToolTipRole})
                        add(QStringLiteral("header"), model->headerData(section, orientation, role).toString());
                }
            }
            // Every item's words; a chip's tooltip ends with the notes of its chip file, which are
            // the file's (English) data, so only its own lines are read.
            std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
                for (int row = 0; row < model->rowCount(parent); ++row) {
                    for (int column = 0; column < model->columnCount(parent); ++column) {
                        const QModelIndex index = model->index(row, column, parent);
                        add(QStringLiteral("item"), model->data(index, Qt::DisplayRole).toString());
                        QString tip = model->data(index, Qt::ToolTipRole).toString();
                        tip = tip.section(QStringLiteral("<br><i>"), 0, 0);
                        add(QStringLiteral("item tooltip"), tip);
                    }
                    walk(model->index(row, 0, parent));
                }
            };
            walk({});
        }
    }
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->isSeparator())
            continue;
        add(QStringLiteral("action"), action->text());
        add(QStringLiteral("action tooltip"), action->toolTip());
        add(QStringLiteral("action status tip"), action->statusTip());
    }
    // The charts: axis titles, legend entries and every label drawn.
    if (auto* main = qobject_cast<ui::MainWindow*>(&window)) {
        for (QCPLegend* legend : {main->rooflineChart()->legend(), main->batchSizeChart()->legend()}) {
            for (int i = 0; legend && i < legend->itemCount(); ++i) {
                if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
                    add(QStringLiteral("legend"), item->plottable()->name());
            }
        }
    }
    for (QCustomPlot* plot : window.findChildren<QCustomPlot*>()) {
        for (QCPAxisRect* rect : plot->axisRects()) {
            for (QCPAxis* axis : rect->axes())
                add(QStringLiteral("axis"), axis->label());
        }
        for (const ui::AxisTitle* title : plot->findChildren<ui::AxisTitle*>())
            add(QStringLiteral("axis"), title->text());
        for (int i = 0; i < plot->itemCount(); ++i) {
            if (auto* labels = dynamic_cast<ui::LabelItem*>(plot->item(i))) {
                for (const ui::ChartLabel& label : labels->labels())
                    add(QStringLiteral("chart label"), label.text);
            }
            if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
                add(QStringLiteral("chart text"), text->text());
        }
    }
    return texts;
}

struct WindowState {
    std::vector<Op> ops;
    std::vector<Op> sweeps;
    int undoCount = 0;
    int undoIndex = 0;
    bool modified = false;
    QStringList docks; // where each dock is: its area, shown, floating, tabbed with
};

WindowState stateOf(ui::MainWindow& window)
{
    // The layout, not the pixel sizes: a dock may grow to fit longer words.
    QStringList docks;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        QStringList tabbed;
        for (QDockWidget* other : window.tabifiedDockWidgets(dock))
            tabbed.append(other->objectName());
        tabbed.sort();
        docks.append(QStringLiteral("%1 area %2 shown %3 floating %4 with %5")
                         .arg(dock->objectName())
                         .arg(static_cast<int>(window.dockWidgetArea(dock)))
                         .arg(dock->isVisible())
                         .arg(dock->isFloating())
                         .arg(tabbed.join(QLatin1Char(','))));
    }
    return {window.document().ops(ui::OpList::Roofline), window.document().ops(ui::OpList::Sweeps),
        window.document().undoStack()->count(), window.document().undoStack()->index(),
        window.fileActions()->isModified(), docks};
}

class LiveSwitchTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        ui::applyLanguage(QStringLiteral("en"));
        m_window = std::make_unique<ui::MainWindow>();
        m_window->resize(1600, 1000);
        m_window->show();
        m_window->flushUpdates();
    }
    void TearDown() override
    {
        m_window.reset();
        ui::applyLanguage(QStringLiteral("en"));
    }
    void switchAndDraw(const QString& language)
    {
        switchLanguage(language);
        m_window->flushUpdates();
    }
    // The words of the window that are English and not names or units.
    QStringList leftoverEnglish(const QString& language) { return leftoverEnglishIn(*m_window, language); }
    QStringList leftoverEnglishIn(QWidget& root, const QString& language)
    {
        const QSet<QString> allowed = allowedWords(m_window->document(), language);
        QStringList leftovers;
        for (const QString& text : shownTexts(root)) {
            const QString where = text.section(QLatin1String(" ⟶ "), 0, 0);
            const QString words = text.section(QLatin1String(" ⟶ "), 1);
            const QStringList english = englishWords(words, allowed);
            if (!english.isEmpty())
                leftovers.append(QStringLiteral("%1: \"%2\" (%3)").arg(where, words, english.join(QLatin1Char(' '))));
        }
        leftovers.removeDuplicates();
        return leftovers;
    }

    std::unique_ptr<ui::MainWindow> m_window;
};

// The other layouts: chips side by side (a grid of small charts) and the charts as tabs.
TEST_F(LiveSwitchTest, EveryLayoutIsTranslated)
{
    viewActions(*m_window)->chipsSideBySide()->trigger();
    viewActions(*m_window)->chartsAsTabs()->trigger();
    m_window->flushUpdates();
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        switchAndDraw(language);
        const QStringList leftovers = leftoverEnglish(language);
        EXPECT_TRUE(leftovers.isEmpty()) << language.toStdString() << ":\n"
                                         << leftovers.join(QLatin1Char('\n')).toStdString();
        const auto* tabs = chartArea(*m_window)->findChild<QTabBar*>();
        ASSERT_NE(tabs, nullptr);
        ASSERT_EQ(tabs->count(), 2);
        EXPECT_EQ(
            tabs->tabText(0), language == QLatin1String("ru") ? QStringLiteral("Roofline") : QStringLiteral("屋顶线"));
    }
}

TEST_F(LiveSwitchTest, ChineseThenRussianLeaveNoEnglishWord)
{
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        switchAndDraw(language);
        EXPECT_EQ(ui::currentLanguage(), language);
        const QStringList leftovers = leftoverEnglish(language);
        EXPECT_TRUE(leftovers.isEmpty()) << language.toStdString() << ":\n"
                                         << leftovers.join(QLatin1Char('\n')).toStdString();
    }
}

// Dialogs are made in the language of the moment: each, opened in Chinese and in Russian, has no
// English word either.
TEST_F(LiveSwitchTest, DialogsOpenedAfterASwitchSpeakTheLanguage)
{
    ui::Document& document = m_window->document();
    // English first: the walk must find English words there, or it reads nothing.
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        switchAndDraw(language);
        std::vector<std::unique_ptr<QDialog>> dialogs;
        dialogs.push_back(std::make_unique<ui::OpEditorDialog>(
            document, ui::OpList::Roofline, document.ops(ui::OpList::Roofline)[1], m_window.get()));
        dialogs.push_back(std::make_unique<ui::OpEditorDialog>(
            document, ui::OpList::Sweeps, document.ops(ui::OpList::Sweeps)[0], m_window.get()));
        dialogs.push_back(std::make_unique<ui::ChipEditorDialog>(
            document.shownChips().front(), std::vector<std::string> {}, m_window.get()));
        ui::ChartExporter exporter(document);
        dialogs.push_back(std::make_unique<ui::ExportDialog>(
            exporter, ui::exportRequestFrom(document.project().exportSettings), m_window.get()));
        dialogs.push_back(std::make_unique<ui::GuideDialog>(m_window.get()));
        for (const std::unique_ptr<QDialog>& dialog : dialogs) {
            dialog->show();
            QCoreApplication::processEvents();
            const QStringList leftovers = leftoverEnglishIn(*dialog, language);
            if (language == QLatin1String("en")) {
                EXPECT_GE(leftovers.size(), 3) << dialog->metaObject()->className();
                continue;
            }
            EXPECT_TRUE(leftovers.isEmpty())
                << language.toStdString() << " " << dialog->metaObject()->className() << ":\n"
                << leftovers.join(QLatin1Char('\n')).toStdString();
        }
    }
}

// A chip without the ops' precision (V100 has no bf16): the reason is said in the language too.
TEST_F(LiveSwitchTest, WhyAnOpCannotBePlacedIsSaidInTheLanguage)
{
    ui::Document& document = m_window->document();
    ASSERT_NE(findChip(document.library(), "v100"), nullptr);
    ASSERT_TRUE(std::none_of(document.shownChips().begin(), document.shownChips().end(),
        [](const Chip& chip) { return chip.peakFlopsPerS.empty(); }));
    ui::SetChipsShownCommand* show = ui::SetChipsShownCommand::toggle(document, "v100", true);
    ASSERT_NE(show, nullptr);
    document.undoStack()->push(show);
    switchAndDraw(QStringLiteral("zh_CN"));
    detailsPanel(*m_window)->setOp(0);
    EXPECT_TRUE(detailsPanel(*m_window)->explanation().contains(QStringLiteral("V100 没有 bf16 峰值")))
        << detailsPanel(*m_window)->explanation().toStdString();
    switchAndDraw(QStringLiteral("ru"));
    detailsPanel(*m_window)->setOp(0);
    EXPECT_TRUE(detailsPanel(*m_window)->explanation().contains(QStringLiteral("У V100 нет пика bf16")))
        << detailsPanel(*m_window)->explanation().toStdString();
    const QStringList leftovers = leftoverEnglish(QStringLiteral("ru"));
    EXPECT_TRUE(leftovers.isEmpty()) << leftovers.join(QLatin1Char('\n')).toStdString();
}

TEST_F(LiveSwitchTest, TheWordsChangeWhereTheyAre)
{
    switchAndDraw(QStringLiteral("zh_CN"));
    const auto* plot = m_window->rooflineChart()->findChild<QCustomPlot*>();
    ASSERT_NE(plot, nullptr);
    EXPECT_EQ(plot->axisRect()->axis(QCPAxis::atBottom)->label(), QStringLiteral("算术强度（FLOPs/字节）"));
    EXPECT_TRUE(shownLabelTexts(*m_window->rooflineChart()).contains(QStringLiteral("bf16 矩阵乘法")))
        << shownLabelTexts(*m_window->rooflineChart()).join(QLatin1Char('|')).toStdString();
    switchAndDraw(QStringLiteral("ru"));
    EXPECT_EQ(plot->axisRect()->axis(QCPAxis::atBottom)->label(), QStringLiteral("Арифм. интенсивность (FLOPs/байт)"));
    const QStringList menus = [&] {
        QStringList titles;
        for (QAction* action : m_window->menuBar()->actions())
            titles.append(action->text());
        return titles;
    }();
    EXPECT_TRUE(menus.contains(QStringLiteral("&Файл"))) << menus.join(QLatin1Char(' ')).toStdString();
}

TEST_F(LiveSwitchTest, EnglishComesBack)
{
    const QStringList english = shownTexts(*m_window);
    switchAndDraw(QStringLiteral("zh_CN"));
    EXPECT_NE(shownTexts(*m_window), english);
    switchAndDraw(QStringLiteral("ru"));
    switchAndDraw(QStringLiteral("en"));
    QStringList back = shownTexts(*m_window);
    // The cursor and status bar words were cleared by the switch; they are not words the window keeps.
    EXPECT_EQ(back, english);
    const auto* plot = m_window->rooflineChart()->findChild<QCustomPlot*>();
    EXPECT_EQ(plot->axisRect()->axis(QCPAxis::atBottom)->label(), QStringLiteral("Arithmetic intensity (FLOPs/byte)"));
}

TEST_F(LiveSwitchTest, TheProjectUndoStackLayoutAndUnsavedFlagSurvive)
{
    // Some work: an op is duplicated and selected, the project is unsaved, and the layout is the
    // user's own (two docks tabbed together, one closed).
    ui::Document& document = m_window->document();
    opsPanel(*m_window)->selectOp(1);
    opsPanel(*m_window)->duplicateCurrent();
    QDockWidget* sweepsDock = m_window->findChild<QDockWidget*>(QStringLiteral("sweepsDock"));
    QDockWidget* detailsDock = m_window->findChild<QDockWidget*>(QStringLiteral("detailsDock"));
    QDockWidget* parametersDock = m_window->findChild<QDockWidget*>(QStringLiteral("parametersDock"));
    ASSERT_TRUE(sweepsDock && detailsDock && parametersDock);
    m_window->tabifyDockWidget(sweepsDock, detailsDock);
    parametersDock->hide();
    const WindowState before = stateOf(*m_window);
    ASSERT_EQ(before.ops.size(), 4u);
    ASSERT_TRUE(before.modified);
    const int selected = opsPanel(*m_window)->currentOp();

    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru"), QStringLiteral("en")}) {
        switchAndDraw(language);
        const WindowState after = stateOf(*m_window);
        EXPECT_EQ(after.ops, before.ops) << language.toStdString();
        EXPECT_EQ(after.sweeps, before.sweeps);
        EXPECT_EQ(after.undoCount, before.undoCount);
        EXPECT_EQ(after.undoIndex, before.undoIndex);
        EXPECT_EQ(after.modified, before.modified);
        EXPECT_EQ(after.docks, before.docks);
        EXPECT_EQ(opsPanel(*m_window)->currentOp(), selected);
        EXPECT_TRUE(m_window->isWindowModified());
    }
    // The step taken in English is named in the language of the moment.
    switchAndDraw(QStringLiteral("ru"));
    EXPECT_TRUE(document.undoStack()->undoText().startsWith(QStringLiteral("Дублировать «")))
        << document.undoStack()->undoText().toStdString();
    QAction* undoAction = m_window->findChild<QAction*>(QStringLiteral("undoAction"));
    ASSERT_NE(undoAction, nullptr);
    EXPECT_TRUE(undoAction->text().startsWith(QStringLiteral("&Отменить: Дублировать «")))
        << undoAction->text().toStdString();
    switchAndDraw(QStringLiteral("en"));
    EXPECT_TRUE(document.undoStack()->undoText().startsWith(QStringLiteral("Duplicate “")));
    // The undo stack still undoes what it did before the switches.
    document.undoStack()->undo();
    EXPECT_EQ(document.ops(ui::OpList::Roofline).size(), 3u);
}

TEST_F(LiveSwitchTest, TheLanguageMenuSwitchesAndChecksItsChoice)
{
    QMenu* menu = m_window->findChild<QMenu*>(QStringLiteral("languageMenu"));
    ASSERT_NE(menu, nullptr);
    QStringList names;
    QAction* russian = nullptr;
    for (QAction* action : menu->actions()) {
        names.append(action->text());
        if (action->data().toString() == QLatin1String("ru"))
            russian = action;
    }
    // Each language by its own name.
    EXPECT_TRUE(names.contains(QStringLiteral("简体中文")));
    EXPECT_TRUE(names.contains(QStringLiteral("Русский")));
    EXPECT_TRUE(names.contains(QStringLiteral("English")));
    ASSERT_NE(russian, nullptr);
    russian->trigger();
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    EXPECT_EQ(ui::currentLanguage(), QStringLiteral("ru"));
    EXPECT_TRUE(russian->isChecked());
    EXPECT_EQ(menu->title(), QStringLiteral("&Язык"));
    EXPECT_EQ(ui::nativeLanguageName(QStringLiteral("zh_CN")), QStringLiteral("简体中文"));
}

// Errors of the core (chip validation, project files, CSV import) are said in the language; the key
// path, file name and line are kept as they are (they are names).
TEST_F(LiveSwitchTest, CoreErrorsAreSaidInTheLanguage)
{
    const QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString project = folder.filePath(QStringLiteral("broken.roofline.json"));
    const QString csv = folder.filePath(QStringLiteral("kernels.csv"));
    for (const auto& [path, text] : {std::pair {project, QByteArray("{\n  \"format\": 1,\n  \"ops\": [}\n}\n")},
             std::pair {csv, QByteArray("name,flops,bytes,seconds\nk1,??,10,1\n")}}) {
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(text);
    }
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        switchAndDraw(language);
        const QSet<QString> allowed = allowedWords(m_window->document(), language);
        const auto expectNoEnglish = [&](QString message, const QString& keyPath) {
            EXPECT_TRUE(message.contains(keyPath)) << language.toStdString() << ": " << message.toStdString();
            message.remove(keyPath);
            const QStringList english = englishWords(message, allowed);
            EXPECT_TRUE(english.isEmpty()) << language.toStdString() << ": " << message.toStdString();
        };

        ui::ChipEditorDialog dialog(Chip {}, {});
        child<QLineEdit>(dialog, "chipName")->setText(QStringLiteral("Lab Chip 1"));
        child<QComboBox>(dialog, "chipVendor")->setCurrentText(QStringLiteral("Lab"));
        dialog.peakEdit(Dtype::BF16)->setText(QStringLiteral("4e14"));
        QTableWidget* levels = child<QTableWidget>(dialog, "chipLevels");
        levels->item(0, 0)->setText(QStringLiteral("HBM"));
        levels->item(0, 2)->setText(QStringLiteral("2e12"));
        ASSERT_TRUE(dialog.isValid()) << dialog.problem().toStdString();
        levels->item(0, 2)->setText(QStringLiteral("-5"));
        EXPECT_FALSE(dialog.isValid());
        expectNoEnglish(dialog.problem(), QStringLiteral("memory[0].bandwidth_bytes_per_s"));
        EXPECT_TRUE(dialog.problem().contains(QStringLiteral("-5"))) << dialog.problem().toStdString();
        if (const QString grab = qEnvironmentVariable("ROOFLINE_GRAB_DIR"); !grab.isEmpty()) {
            dialog.show();
            QCoreApplication::processEvents();
            dialog.grab().save(grab + QStringLiteral("/chip-editor-error-") + language + QStringLiteral(".png"));
        }
        levels->item(0, 2)->setText(QStringLiteral("2e12"));
        dialog.peakEdit(Dtype::BF16)->setText(QStringLiteral("0"));
        EXPECT_FALSE(dialog.isValid());
        expectNoEnglish(dialog.problem(), QStringLiteral("peak_flops_per_s.bf16"));
        dialog.peakEdit(Dtype::BF16)->setText(QStringLiteral("4e14"));
        dialog.idEdit()->setText(QStringLiteral("lab-chip-1"));
        Q_EMIT dialog.idEdit()->textEdited(dialog.idEdit()->text());
        child<QLineEdit>(dialog, "chipName")->setText(QString());
        EXPECT_FALSE(dialog.isValid());
        expectNoEnglish(dialog.problem(), QStringLiteral("name"));

        QString said;
        const auto connection = QObject::connect(
            m_window->fileActions(), &ui::ProjectFileActions::message, [&](const QString& text) { said = text; });
        EXPECT_FALSE(m_window->fileActions()->openFile(project, true));
        QObject::disconnect(connection);
        // The file name and line:column, as written: "…/broken.roofline.json:3:11".
        EXPECT_TRUE(said.contains(QStringLiteral("broken.roofline.json:3:11: ops[0]: "))) << said.toStdString();
        expectNoEnglish(said, QStringLiteral("ops[0]"));

        const auto csvConnection = QObject::connect(
            m_window->measurementsPanel(), &ui::MeasurementsPanel::message, [&](const QString& text) { said = text; });
        EXPECT_FALSE(m_window->measurementsPanel()->importFile(csv, true));
        QObject::disconnect(csvConnection);
        EXPECT_TRUE(said.contains(QStringLiteral("kernels.csv:2:4: flops: "))) << said.toStdString();
        EXPECT_TRUE(said.contains(QStringLiteral("\"??\""))) << said.toStdString();
        // The panel names the file it did not import; the file name is the user's.
        expectNoEnglish(QString(said).remove(QStringLiteral("kernels.csv")), QStringLiteral("flops"));
    }
}

TEST_F(LiveSwitchTest, OpPlacementAndFormatErrorsAreSaidInTheLanguage)
{
    const QTemporaryDir folder;
    ASSERT_TRUE(folder.isValid());
    const QString newer = folder.filePath(QStringLiteral("newer.roofline.json"));
    {
        QFile file(newer);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": 99}\n");
    }
    for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("ru")}) {
        switchAndDraw(language);
        const QSet<QString> allowed = allowedWords(m_window->document(), language);
        const auto expectNoEnglish = [&](const QString& message) {
            const QStringList english = englishWords(message, allowed);
            EXPECT_TRUE(english.isEmpty()) << language.toStdString() << ": " << message.toStdString() << " ("
                                           << english.join(QLatin1Char(' ')).toStdString() << ")";
        };

        // An op the editor refuses for a rule of core's (it moves no bytes).
        ui::OpEditorDialog editor(m_window->document(), ui::OpList::Roofline, makeOp(OpKind::Elementwise));
        for (const QString& key : {QStringLiteral("inputs"), QStringLiteral("outputs")}) {
            QLineEdit* edit = numberEdit(editor, key);
            ASSERT_NE(edit, nullptr);
            edit->setText(QStringLiteral("0"));
            Q_EMIT edit->textEdited(edit->text());
        }
        EXPECT_FALSE(editor.isValid());
        EXPECT_FALSE(child<QLabel>(editor, "opProblem")->text().isEmpty());
        expectNoEnglish(child<QLabel>(editor, "opProblem")->text());

        // A measured kernel over a link the chip does not have.
        const Chip& chip = m_window->document().shownChips().front();
        MeasuredKernel kernel;
        kernel.name = "k1";
        kernel.flops = 1e9;
        kernel.bytes = 1e6;
        kernel.seconds = 1e-3;
        kernel.link = "Zz";
        ChipRoofline layer;
        placeMeasuredKernels(layer, chip, std::span(&kernel, 1));
        ASSERT_EQ(layer.measuredProblems.size(), 1u);
        const OpProblem& problem = layer.measuredProblems[0];
        const QString placement = ui::errorText(problem.message, problem.detail ? &*problem.detail : nullptr);
        EXPECT_TRUE(placement.contains(QString::fromStdString(chip.name))) << placement.toStdString();
        expectNoEnglish(placement);

        QString said;
        const auto connection = QObject::connect(
            m_window->fileActions(), &ui::ProjectFileActions::message, [&](const QString& text) { said = text; });
        EXPECT_FALSE(m_window->fileActions()->openFile(newer, true));
        QObject::disconnect(connection);
        EXPECT_TRUE(said.contains(QStringLiteral("99"))) << said.toStdString();
        EXPECT_TRUE(said.contains(QStringLiteral(": format: "))) << said.toStdString();
        expectNoEnglish(QString(said).remove(QStringLiteral(": format: ")));
    }
}

} // namespace
