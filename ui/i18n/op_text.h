#pragma once

#include "core/formulas/dtype.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/scene/project.h"

#include <QString>

#include <utility>

namespace roofline::ui {

// User-visible words about ops, dtypes and numbers, through tr() so they can be translated. The
// numbers come from core (number_format.h) so the app, the CLI and exported files agree.

QString opKindTitle(OpKind kind); // "Matmul x[B,D]·w[D,F] → z[B,F]"
QString opKindName(OpKind kind); // "matmul": the op-spec keyword, untranslated
QString opKindShortName(OpKind kind); // "matmul", translated: what a generated label starts with
QString opKindFormula(OpKind kind); // "FLOPs 2BDF; bytes …", for tooltips
QString dtypeText(Dtype dtype); // "bf16"
// A fraction as a percentage of 3 significant digits in the user's locale: "62 %", "0.38 %", "1.23e+03 %".
QString formatPercentText(double fraction);
// A calibration's class of work (docs/model.md §15): "matmul", "attention", "vector", "collective", "other",
// translated.
QString opClassText(OpClass opClass);
QString paramDescription(OpKind kind, const QString& key);
// Its label, or a description of it in the current language. The default project's labels ("bf16
// matmul", "int8 weights (Q2)", "dot product") are the app's words, not the user's: they are shown
// translated. Any other label is the user's and shown as typed.
QString opLabel(const Op& op, const Dims& dims);
// An op's own label as opLabel() shows it: the default project's translated, any other as typed.
QString opLabelText(const std::string& label);
QString describeOpText(const Op& op, const Dims& dims); // core's describeOp() in the current language
QString sweepLabel(const Op& sweep, const Dims& dims); // its label, or describeSweepText()
QString describeSweepText(const Op& sweep, const Dims& dims);
QString boundText(const Evaluation& evaluation); // "compute-bound", "HBM-bound"

// "B must be at least 1, got 0": a parameter's value out of its range, in the current language.
QString numberProblemText(const NumberParam& param, NumberProblem problem, double value);

QString formatFlopsPerS(double value, LabelUnits units); // "1.97e14" or "197 T"
QString formatScientificText(double value, int digits = 3); // "1.97e14"
QString formatCountText(double value); // FLOPs, bytes: "4096", "17.2e9"
QString formatSIText(double value, const QString& unit = {}, int digits = 3); // "197 TFLOPs/s"
QString formatCompactText(double value, int digits = 5); // "240.24", "1.5e6"
QString formatDurationText(double seconds); // "1.01 ms"
// The unit a time axis whose largest value is `largest` seconds counts in: its seconds per unit and its name
// ("ms"), translated.
std::pair<double, QString> timeUnitText(double largest);

} // namespace roofline::ui
