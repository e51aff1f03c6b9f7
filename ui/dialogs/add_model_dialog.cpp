#include "ui/dialogs/add_model_dialog.h"

#include "core/base/error.h"
#include "core/formats/model_library.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/model_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace roofline::ui {

namespace {
enum PhasePick { kDecode = 0, kPrefill = 1, kBoth = 2 };
}

AddModelDialog::AddModelDialog(
    const std::vector<ModelConfig>& library, const std::vector<Chip>& shownChips, QWidget* parent)
    : QDialog(parent)
    , m_models(library)
    , m_libraryCount(library.size())
    , m_chips(shownChips)
    , m_list(new QListWidget)
    , m_phase(new QButtonGroup(this))
    , m_tp(new QSpinBox)
    , m_problem(new QLabel)
    , m_tpNote(new QLabel)
{
    setObjectName(QStringLiteral("addModelDialog"));
    m_list->setObjectName(QStringLiteral("modelList"));
    m_tp->setObjectName(QStringLiteral("tpBox"));
    m_phase->setObjectName(QStringLiteral("phaseButtons"));
    m_tp->setRange(1, 4096);
    m_problem->setWordWrap(true);
    m_problem->setVisible(false);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, QColor(0xd5, 0x5e, 0x00));
    m_problem->setPalette(warning);
    m_tpNote->setWordWrap(true);

    auto* fromFile = new QPushButton;
    fromFile->setObjectName(QStringLiteral("fromFileButton"));
    connect(fromFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Read a model"), QString(),
            tr("Model files and Hugging Face config.json (*.json);;All files (*)"));
        if (!path.isEmpty())
            loadFile(path);
    });
    auto* decode = new QRadioButton;
    auto* prefill = new QRadioButton;
    auto* both = new QRadioButton;
    m_phase->addButton(decode, kDecode);
    m_phase->addButton(prefill, kPrefill);
    m_phase->addButton(both, kBoth);
    decode->setChecked(true);
    auto* phases = new QHBoxLayout;
    for (QRadioButton* button : {decode, prefill, both})
        phases->addWidget(button);
    phases->addStretch(1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this,
        [buttons](int row) { buttons->button(QDialogButtonBox::Ok)->setEnabled(row >= 0); });

    auto* form = new QFormLayout;
    auto* phaseLabel = new QLabel;
    auto* tpLabel = new QLabel;
    form->addRow(phaseLabel, phases);
    form->addRow(tpLabel, m_tp);
    auto* layout = new QVBoxLayout(this);
    auto* listLabel = new QLabel;
    layout->addWidget(listLabel);
    layout->addWidget(m_list, 1);
    layout->addWidget(fromFile, 0, Qt::AlignLeft);
    layout->addWidget(m_problem);
    layout->addLayout(form);
    layout->addWidget(m_tpNote);
    layout->addWidget(buttons);
    refill();
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    retranslate(this, [=, this] {
        setWindowTitle(tr("Add Model"));
        listLabel->setText(tr("A transformer, dense or a mixture of experts: its layer's ops go on the roofline, "
                              "its step into the Model panel."));
        fromFile->setText(tr("From a file… (a model file or a Hugging Face config.json)"));
        decode->setText(tr("Decode (T = 1)"));
        prefill->setText(tr("Prefill (T = S)"));
        both->setText(tr("Both, side by side"));
        phaseLabel->setText(tr("Phase:"));
        tpLabel->setText(tr("Tensor parallelism (tp):"));
        m_tpNote->setText(tr("tp chips share each layer: n_heads, d_ff and vocab are split over them. It applies "
                             "to every chip shown; the Model panel sets it chip by chip."));
        setWords();
    });
    resize(520, 480);
}

void AddModelDialog::setWords()
{
    const int row = m_list->currentRow();
    refill();
    m_list->setCurrentRow(row);
}

void AddModelDialog::refill()
{
    m_list->clear();
    for (std::size_t i = 0; i < m_models.size(); ++i) {
        const ModelConfig& model = m_models[i];
        // Names and numbers are the model's; only "from a file" is a word.
        QString text = tr("%1 — D %2, %3 layers, %4/%5 heads")
                           .arg(QString::fromStdString(model.name))
                           .arg(model.dModel)
                           .arg(model.nLayers)
                           .arg(model.nHeads)
                           .arg(model.nKvHeads);
        // What kind of model it is: a mixture of experts reads only the experts its tokens pick (docs/model.md §11).
        text += model.nExperts > 0.0
            ? tr(", a mixture of experts (%1 experts, %2 per token)")
                  .arg(formatCompactText(model.nExperts), formatCompactText(model.expertsPerToken))
            : tr(", dense");
        if (isLatentAttention(model))
            text += tr(", latent attention");
        if (hasSlidingWindows(model))
            text += tr(", sliding windows of %1").arg(formatCompactText(model.slidingWindow));
        text += QStringLiteral(" — ") + modelParamsText(model);
        if (i >= m_libraryCount)
            text += tr(" (from %1)").arg(QString::fromStdString(model.origin));
        m_list->addItem(text);
    }
}

bool AddModelDialog::loadFile(const QString& path)
{
    try {
        const LoadedModel loaded = loadModelFile(path.toStdString());
        m_models.push_back(loaded.model);
        refill();
        m_list->setCurrentRow(static_cast<int>(m_models.size()) - 1);
        m_problem->clear();
        m_problem->setVisible(false);
        return true;
    } catch (const Error& error) {
        m_problem->setText(errorText(error));
        m_problem->setVisible(true);
        return false;
    }
}

const ModelConfig* AddModelDialog::selectedModel() const
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= static_cast<int>(m_models.size()))
        return nullptr;
    return &m_models[static_cast<std::size_t>(row)];
}

QString AddModelDialog::problem() const
{
    return m_problem->isHidden() ? QString() : m_problem->text();
}

ModelEntry AddModelDialog::entry() const
{
    ModelEntry entry;
    if (const ModelConfig* model = selectedModel())
        entry = newModelEntry(*model);
    entry.phase = m_phase->checkedId() == kPrefill ? StepPhase::Prefill : StepPhase::Decode;
    entry.bothPhases = m_phase->checkedId() == kBoth;
    for (const Chip& chip : m_chips)
        setTensorParallel(entry, chip.id, m_tp->value());
    return entry;
}

std::optional<ModelConfig> AddModelDialog::ownModel() const
{
    const int row = m_list->currentRow();
    if (row < static_cast<int>(m_libraryCount) || row >= static_cast<int>(m_models.size()))
        return std::nullopt;
    return m_models[static_cast<std::size_t>(row)];
}

} // namespace roofline::ui
