// The Model panel's layout of each chip (docs/model.md §12, §14): its tp or ep, and the links and ring its
// all-reduces use, each change one undo step; the words under them say what the collectives cross.
#include "ui/panels/model_panel.h"

#include "core/base/error.h"
#include "core/formulas/collective.h"
#include "core/scene/model_scene.h"
#include "ui/commands/edit_model_command.h"
#include "ui/document.h"
#include "ui/i18n/error_text.h"
#include "ui/i18n/model_text.h"
#include "ui/i18n/op_text.h"

#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QUndoStack>

namespace roofline::ui {

void ModelPanel::setParallelism(int chip, int value, int session, bool experts)
{
    if (m_filling || m_current < 0 || chip >= static_cast<int>(m_document.shownChips().size()))
        return;
    ModelEntry entry = m_document.models()[static_cast<std::size_t>(m_current)];
    const Chip& target = m_document.shownChips()[static_cast<std::size_t>(chip)];
    (experts ? setExpertParallel : setTensorParallel)(entry, target.id, value);
    const QString name = m_modelBox->currentText();
    const QString chipName = QString::fromStdString(target.name);
    m_document.undoStack()->push(new EditModelCommand(
        m_document, m_current, entry,
        [name, chipName, value, experts] {
            return (experts ? ModelPanel::tr("Set ep of %1 on %2 = %3") : ModelPanel::tr("Set tp of %1 on %2 = %3"))
                .arg(name, chipName)
                .arg(value);
        },
        session));
}

void ModelPanel::fillCollectives(std::size_t chip, const ModelEntry& entry, const Chip& onChip)
{
    const BandwidthLevel* link = entry.link.empty() ? defaultLink(onChip) : findBandwidthLevel(onChip, entry.link);
    // docs/model.md §14: over tp chips the all-reduces (over ep chips the all-to-alls) take the link whose domain
    // holds them, or two tiers.
    const double ep = expertParallelOn(entry, onChip.id);
    const bool allToAll = ep > 1.0;
    const double tp = allToAll ? ep : tensorParallelOn(entry, onChip.id);
    std::optional<CollectiveLinks> plan;
    bool reaches = true;
    if (entry.link.empty() && tp > 1.0 && !onChip.links.empty()) {
        try {
            plan = collectiveLinks(onChip, tp);
            link = plan->inner;
        } catch (const Error&) {
            reaches = false;
        }
    }
    const bool hasLink = link && link->kind == BandwidthKind::Link;
    const double links = linksOn(entry, onChip.id);
    const std::string ring = ringOn(entry, onChip.id);
    m_filling = true;
    QSpinBox* box = m_linksBoxes[chip];
    box->setRange(0, hasLink ? static_cast<int>(std::min(link->count, 4096.0)) : 0);
    box->setValue(static_cast<int>(links));
    box->setEnabled(hasLink);
    QComboBox* ringBox = m_ringBoxes[chip];
    ringBox->setCurrentIndex(ring == "uni" ? 1 : 0);
    ringBox->setEnabled(hasLink);
    m_filling = false;
    QString uses;
    if (!hasLink) {
        uses = tr("no chip-to-chip link: tp 1 only");
    } else if (!reaches) {
        uses = tr("no link of %1 joins %2 chips, alone or with another")
                   .arg(QString::fromStdString(onChip.name))
                   .arg(tp);
    } else {
        const double used = links == kEveryLink ? link->count : links;
        const QString way = ring == "uni" ? tr("one way") : tr("both ways");
        if (plan && plan->outer)
            uses = (allToAll ? tr("all-to-alls over %1 × %2 inside each %3 chips, then %4 × %5 across %6 of them, %7")
                             : tr("all-reduces over %1 × %2 inside each %3 chips, then %4 × %5 across %6 of them, %7"))
                       .arg(used)
                       .arg(QString::fromStdString(link->name))
                       .arg(plan->innerChips)
                       .arg(std::min(used, plan->outer->count))
                       .arg(QString::fromStdString(plan->outer->name))
                       .arg(tp / plan->innerChips)
                       .arg(way);
        else
            uses = (allToAll ? tr("all-to-alls over %1 × %2, %3") : tr("all-reduces over %1 × %2, %3"))
                       .arg(used)
                       .arg(QString::fromStdString(link->name), way);
        if (link->latencyS > 0.0)
            uses += QStringLiteral("\n") + tr("%1 a hop").arg(formatSIText(link->latencyS, QStringLiteral("s")));
    }
    m_collectiveLabels[chip]->setText(uses);
}

void ModelPanel::setCollectives(int chip, double links, const std::string& ring, int session)
{
    if (m_filling || m_current < 0 || chip >= static_cast<int>(m_document.shownChips().size()))
        return;
    ModelEntry entry = m_document.models()[static_cast<std::size_t>(m_current)];
    const Chip& target = m_document.shownChips()[static_cast<std::size_t>(chip)];
    setCollectivesOn(entry, target.id, links, ring);
    const QString name = m_modelBox->currentText();
    const QString chipName = QString::fromStdString(target.name);
    m_document.undoStack()->push(new EditModelCommand(
        m_document, m_current, entry,
        [name, chipName] { return ModelPanel::tr("Set the all-reduces of %1 on %2").arg(name, chipName); }, session));
}

} // namespace roofline::ui
