// The random session's actions on the project: ops and sweeps, chips, sliders and the parameters panel,
// measured kernels and files. Each picks what it acts on from the session's random stream, says in the
// log what it did (so a failing run reads as the steps that replay it), and acts through the path a
// user's click or key takes. The actions on the window itself are in random_actions_view.cpp.
#include "random_actions.h"

#include "core/formats/chip_library.h"
#include "core/formulas/solvers.h"
#include "support/model_panel_parts.h"
#include "support/op_editor_form.h"
#include "ui/actions/app_settings_actions.h"
#include "ui/actions/calibration_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/project_file_actions.h"
#include "ui/actions/view_actions.h"
#include "ui/chart_area.h"
#include "ui/charts/batch_size/batch_size_chart.h"
#include "ui/charts/frame/plot_widget.h"
#include "ui/charts/frame/qcp.h"
#include "ui/charts/roofline/roofline_chart.h"
#include "ui/dialogs/add_model_dialog.h"
#include "ui/dialogs/chip_editor_dialog.h"
#include "ui/dialogs/op_editor_dialog.h"
#include "ui/dialogs/projection_dialog.h"
#include "ui/document.h"
#include "ui/panels/chips_panel.h"
#include "ui/panels/measurements_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/op_list_panel.h"
#include "ui/panels/parameters_panel.h"
#include "ui/tables/chip_filter_model.h"
#include "ui/tables/chip_list_model.h"
#include "ui/tables/measured_table_model.h"
#include "ui/tables/op_table_model.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabBar>
#include <QTableWidget>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>
#include <QWheelEvent>

#include <algorithm>

namespace roofline::test {

namespace {

const std::vector<QString> kTypedNumbers {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("7"),
    QStringLiteral("64"), QStringLiteral("128"), QStringLiteral("4096"), QStringLiteral("65536"), QStringLiteral("1e6"),
    QStringLiteral("0"), QStringLiteral("-3"), QStringLiteral("0.5"), QStringLiteral("abc"),
    QStringLiteral("9007199254740993"), QStringLiteral("1e300"), QString()};

QAbstractButton* acceptButton(QDialog* dialog)
{
    auto* box = dialog->findChild<QDialogButtonBox*>();
    if (!box)
        return nullptr;
    for (QAbstractButton* button : box->buttons()) {
        const auto role = box->buttonRole(button);
        if (role == QDialogButtonBox::AcceptRole || role == QDialogButtonBox::YesRole)
            return button;
    }
    return nullptr;
}

// Presses the dialog's OK/Save as a user would (a disabled button cannot be pressed: then Cancel).
void pressAccept(QDialog* dialog)
{
    QAbstractButton* button = acceptButton(dialog);
    if (button && button->isEnabled())
        button->click();
    if (dialog->isVisible())
        dialog->reject();
}

ui::OpListPanel* panelFor(ui::MainWindow& window, ui::OpList list)
{
    return list == ui::OpList::Roofline ? opsPanel(window) : child<ui::OpListPanel>(window, "sweepList");
}

QString dataFile(const char* name)
{
    return QStringLiteral(ROOFLINE_TEST_DATA_DIR "/") + QString::fromLatin1(name);
}

} // namespace

std::vector<QAction*> menuActions(QMenu* menu)
{
    std::vector<QAction*> actions;
    if (!menu)
        return actions;
    for (QAction* action : menu->actions()) {
        if (!action->isSeparator() && !action->menu() && action->isEnabled())
            actions.push_back(action);
    }
    return actions;
}

// ---- ops and sweeps ----

ui::OpListPanel* RandomSession::opPanel()
{
    const ui::OpList list = chance(0.65) ? ui::OpList::Roofline : ui::OpList::Sweeps;
    note(list == ui::OpList::Roofline ? "[ops]" : "[sweeps]");
    ui::OpListPanel* panel = panelFor(*m_window, list);
    const int rows = static_cast<int>(m_window->document().ops(list).size());
    if (rows > 0 && chance(0.7)) {
        const int row = pick(rows);
        panel->selectOp(row);
        note("row " + std::to_string(row));
    }
    return panel;
}

void RandomSession::addOp()
{
    ui::OpListPanel* panel = opPanel();
    const auto kinds = allOpKinds();
    OpKind kind = kinds[static_cast<std::size_t>(pick(static_cast<int>(kinds.size())))].kind;
    if (panel->list() == ui::OpList::Sweeps) {
        // The add menu offers only the kinds the sweep can move B in (as isSweepable says).
        if (!isSweepable(makeOp(kind)))
            kind = OpKind::Matmul;
    }
    note(std::string(opKindInfo(kind).name));
    panel->addOp(kind, false);
}

void RandomSession::fillOpEditor(QDialog* dialog)
{
    auto* editor = qobject_cast<ui::OpEditorDialog*>(dialog);
    if (!editor)
        return;
    const int edits = 1 + pick(3);
    for (int e = 0; e < edits; ++e) {
        const Op op = editor->op();
        const OpKindInfo& info = opKindInfo(op.kind);
        const int what = pick(4);
        if (what == 0 && chance(0.2)) {
            QComboBox* kinds = child<QComboBox>(*editor, "opKind");
            const int index = pick(kinds->count());
            kinds->setCurrentIndex(index);
            note("kind→" + kinds->currentText().toStdString());
        } else if (what <= 1 && !info.numbers.empty()) {
            const NumberParam& param
                = info.numbers[static_cast<std::size_t>(pick(static_cast<int>(info.numbers.size())))];
            const QString key = QString::fromUtf8(param.key.data(), static_cast<qsizetype>(param.key.size()));
            QComboBox* follows = followsBox(*editor, key);
            if (follows && chance(0.5)) {
                const int index = pick(follows->count());
                follows->setCurrentIndex(index);
                note(std::string(param.key) + " follows#" + std::to_string(index));
            }
            QLineEdit* edit = numberEdit(*editor, key);
            if (edit && edit->isEnabled()) {
                const QString& text = pickOf(kTypedNumbers);
                edit->setText(text);
                Q_EMIT edit->textEdited(text);
                note(std::string(param.key) + "=\"" + text.toStdString() + "\"");
            }
        } else if (!info.dtypes.empty()) {
            const DtypeParam& param = info.dtypes[static_cast<std::size_t>(pick(static_cast<int>(info.dtypes.size())))];
            QComboBox* box
                = dtypeBox(*editor, QString::fromUtf8(param.key.data(), static_cast<qsizetype>(param.key.size())));
            if (box) {
                box->setCurrentIndex(pick(box->count()));
                note(std::string(param.key) + "=" + box->currentText().toStdString());
            }
        }
    }
    if (chance(0.85)) {
        note(editor->isValid() ? "OK" : "OK(invalid)");
        pressAccept(editor);
    } else {
        note("Cancel");
        editor->reject();
    }
}

void RandomSession::addOpWithDialog()
{
    ui::OpListPanel* panel = opPanel();
    const OpKind kind = panel->list() == ui::OpList::Sweeps ? OpKind::Matmul : allOpKinds()[0].kind;
    m_dialogs.expect([this](QDialog* dialog) {
        fillOpEditor(dialog);
        return true;
    });
    panel->addOp(kind, true);
}

void RandomSession::editOp()
{
    ui::OpListPanel* panel = opPanel();
    m_dialogs.expect([this](QDialog* dialog) {
        fillOpEditor(dialog);
        return true;
    });
    panel->editAction()->trigger();
}

void RandomSession::duplicateOp()
{
    opPanel()->duplicateAction()->trigger();
}

void RandomSession::deleteOp()
{
    opPanel()->removeAction()->trigger();
}

void RandomSession::moveOp()
{
    ui::OpListPanel* panel = opPanel();
    const bool up = chance(0.5);
    note(up ? "up" : "down");
    (up ? panel->moveUpAction() : panel->moveDownAction())->trigger();
}

void RandomSession::selectOp()
{
    opPanel();
}

// ---- chips ----

void RandomSession::toggleChip()
{
    ui::Document& document = m_window->document();
    const std::vector<Chip>& library = document.library();
    const Chip& chip = pickOf(library);
    const bool show = !document.isShown(chip.id);
    if (show && document.project().chipIds.size() >= 6)
        return note("(six shown already)");
    note(chip.id + (show ? " on" : " off"));
    ui::ChipListModel* model = itemModel(*chipsPanel(*m_window));
    model->setData(model->indexOfChip(chip.id), show ? Qt::Checked : Qt::Unchecked, Qt::CheckStateRole);
}

void RandomSession::selectChip(bool custom)
{
    ui::ChipsPanel* panel = chipsPanel(*m_window);
    std::vector<std::string> ids;
    for (const Chip& chip : m_window->document().library()) {
        if ((chip.origin != "built-in") == custom)
            ids.push_back(chip.id);
    }
    if (ids.empty())
        return;
    const std::string& id = pickOf(ids);
    panel->searchEdit()->clear();
    panel->view()->setCurrentIndex(chipFilter(*panel)->mapFromSource(itemModel(*panel)->indexOfChip(id)));
    note(id);
}

void RandomSession::fillChipEditor(QDialog* dialog, bool fresh)
{
    auto* editor = qobject_cast<ui::ChipEditorDialog*>(dialog);
    if (!editor)
        return;
    if (fresh) {
        const QString name = QStringLiteral("Random Chip %1 %2").arg(m_seed).arg(++m_chipCounter);
        child<QLineEdit>(*editor, "chipName")->setText(name);
        Q_EMIT child<QLineEdit>(*editor, "chipName")->textEdited(name);
        note(name.toStdString());
        if (QTableWidget* levels = child<QTableWidget>(*editor, "chipLevels");
            levels->rowCount() > 0 && levels->item(0, 2))
            levels->item(0, 2)->setText(chance(0.9) ? QStringLiteral("2e12") : QStringLiteral("-1"));
    }
    QLineEdit* peak = editor->peakEdit(chance(0.5) ? Dtype::BF16 : Dtype::INT8);
    const QString value
        = chance(0.9) ? QString::number(1e13 * static_cast<double>(1 + pick(200))) : QStringLiteral("x");
    peak->setText(value);
    Q_EMIT peak->textEdited(value);
    note("peak=" + value.toStdString());
    if (chance(0.9)) {
        note(editor->isValid() ? "Save" : "Save(invalid)");
        pressAccept(editor);
    } else {
        note("Cancel");
        editor->reject();
    }
}

void RandomSession::newCustomChip()
{
    m_dialogs.expect([this](QDialog* dialog) {
        fillChipEditor(dialog, true);
        return true;
    });
    chipsPanel(*m_window)->newChip();
}

void RandomSession::editChip()
{
    selectChip(chance(0.7));
    m_dialogs.expect([this](QDialog* dialog) {
        fillChipEditor(dialog, false);
        return true;
    });
    chipsPanel(*m_window)->editCurrent();
}

void RandomSession::deleteCustomChip()
{
    selectChip(true);
    chipsPanel(*m_window)->deleteCurrent(); // "Delete … and its file?" answered Yes
}

// ---- sliders and the parameters panel ----

Dim RandomSession::pickDim()
{
    const Dim dims[] {Dim::B, Dim::D, Dim::F};
    const Dim dim = dims[pick(3)];
    note(dim == Dim::B ? "B" : dim == Dim::D ? "D" : "F");
    return dim;
}

void RandomSession::sliderStep()
{
    QSlider* slider = m_window->parametersPanel()->slider(pickDim());
    const QAbstractSlider::SliderAction actions[] {QAbstractSlider::SliderSingleStepAdd,
        QAbstractSlider::SliderSingleStepSub, QAbstractSlider::SliderPageStepAdd, QAbstractSlider::SliderPageStepSub,
        QAbstractSlider::SliderToMinimum, QAbstractSlider::SliderToMaximum};
    const int action = pick(6);
    note("action " + std::to_string(action));
    slider->triggerAction(actions[action]);
}

void RandomSession::sliderDrag()
{
    QSlider* slider = m_window->parametersPanel()->slider(pickDim());
    const int steps = 1 + pick(30);
    note(std::to_string(steps) + " positions");
    slider->setSliderDown(true);
    for (int i = 0; i < steps; ++i) {
        slider->setValue(slider->minimum() + pick(slider->maximum() - slider->minimum() + 1));
        if (chance(0.3))
            QCoreApplication::processEvents();
    }
    slider->setSliderDown(false);
}

void RandomSession::spinBoxValue()
{
    QSpinBox* spin = spinBox(*m_window->parametersPanel(), pickDim());
    const int values[] {1, 2, 3, 127, 128, 129, 240, 4096, 65535, 1048576};
    const int value = values[pick(10)];
    note(std::to_string(value));
    spin->setValue(value);
    Q_EMIT spin->editingFinished();
}

void RandomSession::parameterCombo()
{
    ui::ParametersPanel* panel = m_window->parametersPanel();
    const auto combos = panel->findChildren<QComboBox*>();
    const auto checks = panel->findChildren<QCheckBox*>();
    const int which = pick(static_cast<int>(combos.size() + checks.size()));
    if (which < combos.size()) {
        QComboBox* combo = combos[which];
        const int index = pick(combo->count());
        note(combo->objectName().toStdString() + "#" + std::to_string(which) + " → " + std::to_string(index));
        combo->setCurrentIndex(index);
        Q_EMIT combo->activated(index);
    } else if (!checks.empty()) {
        QCheckBox* box = checks[which - combos.size()];
        note("check " + box->objectName().toStdString() + "#" + std::to_string(which));
        box->click();
    }
}

// ---- measured kernels ----

void RandomSession::importMeasurements()
{
    const char* files[] {"measured/simple.csv", "measured/ncu-details.csv", "measured/ncu-raw.csv",
        "measured/ncu-roofline-raw.csv", "projects/default.roofline.json"};
    const char* file = files[pick(5)];
    note(file);
    m_window->measurementsPanel()->importFile(dataFile(file), true);
}

void RandomSession::compareMeasurements()
{
    const char* files[] {
        "measured/simple-after.csv", "measured/simple.csv", "measured/ncu-details.csv", "traces/step.pt.trace.json"};
    const char* file = files[pick(4)];
    note(file);
    m_window->measurementsPanel()->compareWithFile(dataFile(file), true); // refused when nothing is measured
}

// ---- whole models ----

// Add Model…: a model of the library, or a file (a Hugging Face config.json or a model file), as the
// dialog's "From a file…" reads it.
void RandomSession::addModel()
{
    const char* files[] {"hf-configs/Mixtral-8x7B-v0.1/config.json", "hf-configs/Meta-Llama-3-8B/config.json",
        "hf-configs/Qwen3-30B-A3B/config.json", "hf-configs/gemma-2-9b/config.json"};
    const bool fromFile = chance(0.6);
    const char* file = files[pick(4)];
    const int row = pick(8);
    m_dialogs.expect([this, fromFile, file, row](QDialog* dialog) {
        auto* addModel = qobject_cast<ui::AddModelDialog*>(dialog);
        if (!addModel)
            return false;
        if (fromFile) {
            note(file);
            if (!addModel->loadFile(dataFile(file)))
                note("(refused) FAILED");
        } else {
            auto* list = dialog->findChild<QListWidget*>();
            list->setCurrentRow(std::min(row, list->count() - 1));
            note(list->currentItem() ? list->currentItem()->text().section(QStringLiteral(" — "), 0, 0).toStdString()
                                     : std::string("(none)"));
        }
        acceptButton(dialog)->click();
        return true;
    });
    m_window->modelPanel()->addModelAction()->trigger();
}

void RandomSession::removeModel()
{
    // The panel's Remove, a tool-bar action.
    auto* remove = m_window->modelPanel()->findChild<QAction*>(QStringLiteral("removeModelButton"));
    note(std::to_string(m_window->modelPanel()->currentModel()));
    if (remove && remove->isEnabled())
        remove->trigger();
}

// The Model panel's controls for the model it shows: its phase, or a chip's tp.
void RandomSession::editModel()
{
    ui::ModelPanel* panel = m_window->modelPanel();
    if (panel->currentModel() < 0)
        return note("(no model)");
    panel->updateNow();
    if (chance(0.5)) {
        QAbstractButton* button = child<QButtonGroup>(*panel, "phaseButtons")->buttons()[pick(3)];
        note("phase " + button->objectName().toStdString());
        button->click();
        return;
    }
    const int chip = pick(static_cast<int>(m_window->document().shownChips().size()));
    QSpinBox* tp = tpBox(*panel, chip);
    if (!tp)
        return note("(no chip)");
    const int values[] {1, 2, 4, 8};
    const int value = values[pick(4)];
    note("tp " + std::to_string(value) + " on chip " + std::to_string(chip));
    tp->setValue(value);
}

void RandomSession::importErt()
{
    const auto& chips = m_window->document().shownChips();
    if (chips.empty())
        return note("(no chip)");
    const Chip& chip = pickOf(chips);
    note(chip.id);
    m_window->measurementsPanel()->importErtFile(dataFile("ert/roofline.json"), chip.id, true);
}

void RandomSession::calibration()
{
    ui::CalibrationActions* actions = m_window->calibrationActions();
    const auto& chips = m_window->document().shownChips();
    switch (pick(3)) {
    case 0:
        if (chips.empty())
            return note("calibrate (no chip)");
        {
            const Chip& chip = pickOf(chips);
            note("calibrate " + chip.id);
            actions->calibrateChip(chip.id, true);
        }
        break;
    case 1: {
        const auto& library = m_window->document().library();
        const Chip& chip = pickOf(library);
        note("project onto " + chip.id);
        actions->projectionDialog()->setTargets({chip.id});
        break;
    }
    default:
        note("remove calibration");
        if (actions->removeAction()->isEnabled())
            actions->removeAction()->trigger();
        break;
    }
}

void RandomSession::measuredControls()
{
    ui::MeasurementsPanel* panel = m_window->measurementsPanel();
    switch (pick(5)) {
    case 0: {
        const QString patterns[] {QString(), QStringLiteral("gemm"), QStringLiteral("a"), QStringLiteral("(")};
        const QString& pattern = patterns[pick(4)];
        note("filter \"" + pattern.toStdString() + "\"");
        child<QLineEdit>(*panel, "measuredFilter")->setText(pattern);
        panel->applyFilter();
        break;
    }
    case 1:
        note("regex");
        child<QCheckBox>(*panel, "measuredRegex")->click();
        panel->applyFilter();
        break;
    case 2:
        note("group");
        child<QCheckBox>(*panel, "measuredGroup")->click();
        break;
    case 3: {
        const int top = pick(12);
        note("label top " + std::to_string(top));
        child<QSpinBox>(*panel, "measuredLabelTop")->setValue(top);
        break;
    }
    default: {
        const double share = 0.5 * pick(10);
        note("min share " + std::to_string(share));
        child<QDoubleSpinBox>(*panel, "measuredMinShare")->setValue(share);
        break;
    }
    }
}

void RandomSession::removeMeasured()
{
    ui::MeasurementsPanel* panel = m_window->measurementsPanel();
    const int rows = itemModel(*panel)->rowCount();
    if (rows == 0)
        return note("(none)");
    const int row = pick(rows);
    note("row " + std::to_string(row));
    panel->view()->setCurrentIndex(itemModel(*panel)->index(row, 0));
    panel->removeAction()->trigger();
}

void RandomSession::clearMeasured()
{
    child<QAction>(*m_window->measurementsPanel(), "clearMeasured")->trigger();
}

// ---- files ----

void RandomSession::saveProject()
{
    const QString path = m_dir.filePath(QStringLiteral("random-%1.roofline.json").arg(m_log.size()));
    note(QFileInfo(path).fileName().toStdString());
    const Project expected = m_window->document().projectForSaving();
    QString said;
    const auto connection = QObject::connect(
        m_window->fileActions(), &ui::ProjectFileActions::message, [&said](const QString& text) { said = text; });
    const bool saved = m_window->fileActions()->saveFile(path, true);
    QObject::disconnect(connection);
    if (!saved)
        return note("(" + said.toStdString() + ") FAILED");
    m_savedPath = path;
    m_saved = expected;
}

void RandomSession::openProject()
{
    if (m_savedPath.isEmpty())
        return note("(nothing saved)");
    note(QFileInfo(m_savedPath).fileName().toStdString());
    m_opened = true;
    if (m_window->fileActions()->openFile(m_savedPath, true))
        m_first = m_window->document().project();
}

void RandomSession::newProject()
{
    m_window->fileActions()->newAction()->trigger(); // unsaved changes: Discard
    m_first = m_window->document().project();
}

void RandomSession::exportChart()
{
    ui::ExportRequest request;
    const ui::ExportChart charts[] {ui::ExportChart::Roofline, ui::ExportChart::BatchSize, ui::ExportChart::Both};
    const ui::ExportFormat formats[] {ui::ExportFormat::Png, ui::ExportFormat::Svg, ui::ExportFormat::Csv};
    const char* extensions[] {"png", "svg", "csv"};
    request.chart = charts[pick(3)];
    const int format = pick(3);
    request.format = formats[format];
    request.size = QSize(640 + 40 * pick(10), 360 + 40 * pick(5));
    request.theme = chance(0.5) ? QStringLiteral("dark") : QStringLiteral("slide");
    const QString path
        = m_dir.filePath(QStringLiteral("export-%1.%2").arg(m_log.size()).arg(QLatin1String(extensions[format])));
    note(ui::exportChartName(request.chart).toStdString() + " " + extensions[format]);
    QString said;
    const auto connection = QObject::connect(
        exportActions(*m_window), &ui::ExportActions::message, [&said](const QString& text) { said = text; });
    m_exported = exportActions(*m_window)->exportTo(request, path, true) ? path : QString();
    QObject::disconnect(connection);
    // A CSV holds one chart's table: both charts in one is refused (the dialog says so and disables Save).
    const bool refused = request.format == ui::ExportFormat::Csv && request.chart == ui::ExportChart::Both;
    if (m_exported.isEmpty() != refused)
        note("(" + said.toStdString() + ") FAILED");
}

void RandomSession::copyChart()
{
    exportActions(*m_window)->copyAction()->trigger();
}

void RandomSession::resize()
{
    const QSize sizes[] {{1280, 720}, {1600, 1000}, {900, 600}, {1920, 1080}};
    const QSize& size = sizes[pick(4)];
    note(std::to_string(size.width()) + "×" + std::to_string(size.height()));
    m_window->resize(size);
}

} // namespace roofline::test
