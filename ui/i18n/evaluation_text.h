#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <QString>
#include <QStringList>

namespace roofline::ui {

// Words about one op on one chip, for the Details panel and the charts' tooltips.

// Every number of an evaluation, as rich text: FLOPs, bytes, intensities, the four times, the
// attainable rate and the bound.
QString evaluationTooltip(const QString& opLabel, const Chip& chip, const Evaluation& evaluation, LabelUnits units);

// A measured kernel on a chip, as rich text: what was measured, its intensity and achieved rate,
// its roof there and how close it came; a warning when it lies above the roof.
QString measuredTooltip(const QString& chipName, const MeasuredPoint& point, LabelUnits units);
// A measured point's name: the kernels' name (its first 200 characters and "…" when longer), or for the
// point of the groups a chart does not draw "other (k groups, X % of the time)".
QString measuredPointName(const MeasuredPoint& point);

// An op that does not fit in memory (docs/model.md §7): "needs 96 GB of 80 GB HBM"; empty when it fits or
// either size is not known.
QString capacityWarning(const Evaluation& evaluation);
// The footprint against the capacity, short, for a table cell: "35.7 MB of 16 GB", "⚠ 96 GB of 80 GB";
// "—" when not known.
QString footprintCell(const Evaluation& evaluation);

// "Above its roof: check the peak or the byte count".
QString aboveRoofWarning();

// The peak a measured point's roof is of, and why that one (docs/model.md §E): "bf16, its precision",
// "bf16, the precision of the op it is linked to", "fp8, the chip's highest: its precision is not known".
QString roofPeakText(const MeasuredPoint& point);
// A measured point's share of its roof, for a table cell: "87 %"; "≥ 43 %" when its roof is the chip's
// highest peak for want of its own (MeasuredPoint::roofExact: its own roof can only be lower).
QString ofRoofText(const MeasuredPoint& point);

// Attention's intensity in the chapter's words (docs/model.md §9), from core's attentionIntensity(): "memory-bound
// at any B: intensity ≈ N/K = 4 in decode"; empty for other kinds.
QString attentionSentence(const Op& op, const Dims& dims, const Evaluation& evaluation);

// docs/model.md §11: how many experts an experts op's tokens touch, E_act, whose weights it reads ("its 16 tokens
// touch E_act = 7.92 of the 8 experts…"); empty for every other op.
QString expertsSentence(const Op& op, const Dims& dims);

// What would flip the bound, from the exact crossovers of core/formulas/solvers.h: "compute-bound once
// B > 136.09", "bandwidth-bound for every N", "compute-bound while D > 8755.6". Parameters that
// follow a slider come first; attention starts with attentionSentence() instead of B.
QStringList boundChangeSentences(const Chip& chip, const Op& op, const Dims& dims, const Evaluation& evaluation);

} // namespace roofline::ui
