#pragma once

#include "core/scene/slide_heading.h"
#include "ui/charts/frame/chart_export.h"

#include <QCoreApplication>
#include <QString>

namespace roofline::ui {

// SlideWords (ui/charts/frame/chart_export.h): an exported slide's default words, in the user's language: the
// title and subtitle say what is shown ("TPU v5e vs H100 SXM — bf16 matmul, B = 128"; "D = F = 4096, B from 1 to 511"),
// the caption in one line where the chips' numbers come from, each chip's most cited source ("Sources: jax-ml.github.io
// (TPU v5e, H100 SXM, TPU v5p); rocm.docs.amd.com (Instinct MI300X)"). Core gives the pieces.
class SlideWording {
    Q_DECLARE_TR_FUNCTIONS(SlideWording)

public:
    static SlideWords words(const SlideHeading& heading, const std::vector<ChipSources>& sources);
    static QString chips(const std::vector<std::string>& names); // "TPU v5e vs H100 SXM", "5 chips"
    // A slide of the Model panel's latency against throughput (docs/model.md §12): "Mixtral 8x7B v0.1 on H100 SXM
    // vs TPU v5e — decode at S = 4096"; "every tp and ep, B from 1 to 256" ("every tp" for a dense model, which has
    // no experts to split, docs/model.md §14); the chips' sources as words() gives them. largestB: the last B of the
    // curves.
    static SlideWords paretoWords(const QString& model, const std::vector<std::string>& chipNames, double s,
        double largestB, const std::vector<ChipSources>& sources, bool experts = false);
};

} // namespace roofline::ui
