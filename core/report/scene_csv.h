#pragma once

#include "core/formats/model_library.h"
#include "core/scene/project.h"
#include "core/scene/scene.h"

#include <span>
#include <string>

namespace roofline {

// CSV of exactly what a chart plots, written from the scenes the charts draw (RFC 4180: comma
// separated, fields with a comma, quote or line break quoted, UTF-8, LF line ends). Numbers are the
// shortest text that reads back to the same double, so a reader gets the plotted values bit for bit.

// The batch-size chart: one row per chip × curve × B, in the scene's order.
//   chip,curve,B,flops_per_s
// `chip` is the chip's id, `curve` the curve's legend text (displaySweepLabel() of its sweep).
std::string batchSizeSceneToCsv(const BatchSizeScene& scene, std::span<const Op> sweeps, const Dims& dims);

// The roofline chart: per chip, one row per plotted op, then per measured kernel (or group of them),
// then its ceilings, slopes and ridge points.
//   chip,kind,label,level,precision,intensity,flops_per_s,bandwidth_bytes_per_s,flops,bytes,
//   t_math_s,t_comms_s,t_lower_s,bound,seconds,roof_flops_per_s,fraction_of_roof,above_roof,count,
//   time_share,unit,footprint_bytes,capacity_bytes,fits,dtype
// kind "op": label (displayLabel() of the op), the columns up to bound (flops_per_s is the attainable
// rate, level the memory level or link the bytes cross), unit ("matrix" or "vector"),
// footprint_bytes and capacity_bytes (empty when not known) and fits ("true", "false", or empty when
// not known); "measured": label (its name), level, precision (of its roof's peak: its dtype's, or the
// chip's highest when that is not known), intensity, flops_per_s (achieved), bandwidth_bytes_per_s, flops,
// bytes, bound (of the roof at its intensity), seconds, roof_flops_per_s, fraction_of_roof (achieved /
// roof) and above_roof ("true" or "false"), count (kernels in the group), time_share (of its profile's
// time, 0..1) and dtype (what it ran in: the file's or its linked op's; "mixed"; empty: not known); "ceiling":
// label "peak" or "achievable", precision, flops_per_s, unit; "measured-ceiling": label (ERT's name),
// flops_per_s; "slope": label "memory" or "link", level, bandwidth_bytes_per_s; "measured-slope":
// label "measured", level, bandwidth_bytes_per_s; "ridge": level, precision, intensity, flops_per_s,
// unit; "model" (rooflineCsv): a model's layer op, the columns of "op" and its count per step. Columns a
// kind does not have are empty.
std::string rooflineSceneToCsv(const RooflineScene& scene, std::span<const Op> ops, const Dims& dims);

// What a chart plots once the series a user hid in its legend are taken out.
RooflineScene withoutHidden(RooflineScene scene, const HiddenSeries& hidden);
BatchSizeScene withoutHidden(BatchSizeScene scene, const HiddenSeries& hidden);

// A project's charts as the app draws them, hidden legend entries left out and the measured kernels
// grouped and filtered as the project's measured_view says; the roofline's with the project's models, each
// model's layer ops as rows of kind "model" (label "<model> <phase> <op>", count: per step). `chips`: the
// project's shown chips, resolved by the caller; `models`: the model library (built-in and the user's).
// Throws Error like the scene builders (a bad batch range).
std::string rooflineCsv(const Project& project, std::span<const Chip* const> chips,
    const std::vector<ModelConfig>& models = builtinModels());

// What the roofline chart of the project leaves out, one sentence each: ops and models that cannot be
// placed on a chip (a tp that does not divide, a model not found, T above S) and measured kernels it
// cannot place, so an export can say so instead of dropping them silently.
std::vector<std::string> leftOutOfTheRoofline(const Project& project, std::span<const Chip* const> chips,
    const std::vector<ModelConfig>& models = builtinModels());
std::string batchSizeCsv(const Project& project, std::span<const Chip* const> chips);

// A CSV field: quoted when it holds a comma, a quote, a line break or leading/trailing spaces.
std::string csvField(std::string_view text);

} // namespace roofline
