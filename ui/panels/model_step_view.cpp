#include "ui/panels/model_step_view.h"

#include "core/formulas/experts.h"
#include "core/model/model_batch.h"
#include "ui/charts/frame/chart_theme.h"
#include "ui/charts/serving/model_breakdown_chart.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/op_text.h"
#include "ui/i18n/retranslate.h"
#include "ui/panels/model_memory_bar.h"

#include <QFileInfo>
#include <QLabel>
#include <QVBoxLayout>

namespace roofline::ui {

ModelStepView::ModelStepView(QWidget* parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_chart(new ModelBreakdownChart)
    , m_summary(new QLabel)
    , m_memory(new ModelMemoryBar)
    , m_problem(new QLabel)
{
    setObjectName(QStringLiteral("modelStepView"));
    m_title->setObjectName(QStringLiteral("modelStepTitle"));
    m_chart->setObjectName(QStringLiteral("modelStepChart"));
    m_memory->setObjectName(QStringLiteral("modelStepMemory"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_summary->setObjectName(QStringLiteral("modelStepSummary"));
    m_summary->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("modelStepProblem"));
    m_problem->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_memory);
    layout->addWidget(m_problem);
    retranslate(this, [this] { setWords(); });
}

void ModelStepView::setTheme(const ChartTheme& theme)
{
    m_chart->setTheme(theme);
    m_chart->updateGeometry(); // its rows' names in the theme's font
    // Weights and KV cache in two strengths of the ink, like the bars above: a hue would name a chip.
    m_memory->setColors(theme.ink(0.7), theme.ink(0.35), theme.warning, palette().color(QPalette::WindowText));
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, theme.warning);
    m_problem->setPalette(warning);
}

void ModelStepView::setStep(const ModelStep& step, const Crossover& computeBound, const Calibration* calibration)
{
    m_step = step;
    m_bound = computeBound;
    m_calibration = calibration ? std::optional<Calibration>(*calibration) : std::nullopt;
    m_chart->setStep(&m_step);
    m_memory->setMemory(m_step.result.memory);
    m_memory->setVisible(m_step.runs());
    m_chart->setVisible(m_step.runs());
    setWords();
}

QString ModelStepView::title() const
{
    return m_step.phase == StepPhase::Prefill ? tr("prefill") : tr("decode");
}

QString ModelStepView::summary() const
{
    if (!m_step.runs())
        return {};
    QString text = tr("step %1 · %2 tokens/s")
                       .arg(formatDurationText(m_step.result.stepTimeS), formatCompactText(m_step.result.tokensPerS));
    // docs/model.md §11: a mixture of experts says how many experts the step reads.
    for (const StepOpResult& op : m_step.result.ops) {
        if (const std::optional<double> touched = expertsTouched(op.step.op, Dims {})) {
            text += QStringLiteral(" · ")
                + tr("E_act %1 of %2 experts")
                      .arg(formatCompactText(*touched, 3), formatCompactText(paramValue(op.step.op, "E", Dims {})));
            break;
        }
    }
    return text;
}

QString ModelStepView::calibratedText() const
{
    if (!m_step.runs() || !m_calibration)
        return {};
    const double seconds = calibratedStepSeconds(m_step.result, *m_calibration);
    const double tokensPerS = seconds > 0.0 ? m_step.result.tokensPerStep / seconds : 0.0;
    const QString file = QFileInfo(QString::fromStdString(m_calibration->source)).fileName();
    const int groups = static_cast<int>(m_calibration->groups.size());
    const QString from = file.isEmpty() ? tr("from the project's measurements, %n group(s)", "", groups)
                                        : tr("from %1, %n group(s)", "", groups).arg(file);
    return tr("calibrated: step %1 · %2 tokens/s (%3)")
        .arg(formatDurationText(seconds), formatCompactText(tokensPerS), from);
}

QString ModelStepView::boundText() const
{
    if (!m_step.runs())
        return {};
    // B counts sequences: a long prefill that turns compute-bound before its first one is so at any B.
    const Crossover bound = crossoverFromOneSequence(m_bound);
    switch (bound.kind) {
    case Crossover::Kind::Always:
        return tr("compute-bound at any B");
    case Crossover::Kind::Never:
        return tr("never compute-bound, whatever B (at this S)");
    case Crossover::Kind::At:
        return bound.computeBoundAbove ? tr("compute-bound above B = %1").arg(formatCompactText(bound.value))
                                       : tr("compute-bound below B = %1").arg(formatCompactText(bound.value));
    }
    return {};
}

QString ModelStepView::problem() const
{
    if (m_step.runs())
        return {};
    return errorText(m_step.problem, m_step.problemDetail ? &*m_step.problemDetail : nullptr);
}

void ModelStepView::setWords()
{
    QString heading = title();
    if (m_step.tp > 1.0)
        heading = tr("%1 · tp %2").arg(heading, formatCompactText(m_step.tp));
    if (m_step.config.ep > 1.0)
        heading = tr("%1 · ep %2").arg(heading, formatCompactText(m_step.config.ep));
    m_title->setText(heading);
    QString words = summary();
    if (const QString calibrated = calibratedText(); !calibrated.isEmpty())
        words += QStringLiteral("\n") + calibrated;
    m_summary->setText(m_step.runs() ? words + QStringLiteral("\n") + boundText() : QString());
    m_summary->setVisible(m_step.runs());
    m_problem->setText(problem());
    m_problem->setVisible(!m_step.runs());
    m_memory->setMemory(m_step.result.memory);
}

} // namespace roofline::ui
