#pragma once

#include "core/base/error.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_library.h"
#include "core/formulas/chip.h"
#include "core/formulas/op_spec.h"
#include "core/model/transformer_step.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace roofline::test {

// A chip with exactly the numbers a worked example of the chapter uses.
inline Chip exampleChip(double peakFlopsPerS, double bandwidthBytesPerS, Dtype precision = Dtype::BF16)
{
    Chip chip;
    chip.id = "example";
    chip.name = "Example";
    chip.vendor = "Test";
    chip.peakFlopsPerS[precision] = peakFlopsPerS;
    chip.memory.push_back({"HBM", bandwidthBytesPerS, std::nullopt, BandwidthKind::Memory, {}});
    return chip;
}

inline const Chip& shippedChip(std::string_view id)
{
    const Chip* chip = findChip(builtinChips(), id);
    if (!chip)
        throw std::runtime_error("no shipped chip " + std::string(id));
    return *chip;
}

inline const ModelConfig& shippedModel(std::string_view id)
{
    const ModelConfig* model = findModel(builtinModels(), id);
    if (!model)
        throw std::runtime_error("no shipped model " + std::string(id));
    return *model;
}

// A transformer step's phase, B, T, S and tensor parallelism; everything else as StepConfig has it.
inline StepConfig stepConfig(StepPhase phase, double b, double t, double s, double tp)
{
    StepConfig config;
    config.phase = phase;
    config.b = b;
    config.t = t;
    config.s = s;
    config.tp = tp;
    return config;
}

// An op from its spec (the grammar of docs/model.md); B may be left out, as a sweep's is.
inline Op opFromSpec(std::string_view spec)
{
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    return parseOpSpec(spec, "test", rules);
}

// docs/model.md §4: "relative error <= 1e-3 unless 'about'".
inline ::testing::AssertionResult relativelyNear(double actual, double expected, double tolerance = 1e-3)
{
    const double error = std::fabs(actual - expected) / std::fabs(expected);
    if (error <= tolerance)
        return ::testing::AssertionSuccess();
    return ::testing::AssertionFailure() << actual << " is not within " << tolerance << " (relative) of " << expected
                                         << " (relative error " << error << ")";
}

// Runs `statement`, expects roofline::Error of `kind` whose message contains every `parts`.
#define EXPECT_ROOFLINE_ERROR(statement, expectedKind, ...)                                                            \
    do {                                                                                                               \
        try {                                                                                                          \
            statement;                                                                                                 \
            ADD_FAILURE() << "expected an error from: " #statement;                                                    \
        } catch (const ::roofline::Error& error_) {                                                                    \
            EXPECT_EQ(::roofline::errorKindName(error_.kind()), ::roofline::errorKindName(expectedKind))               \
                << error_.what();                                                                                      \
            for (const std::string& part_ : std::initializer_list<std::string> {__VA_ARGS__})                          \
                EXPECT_NE(std::string(error_.what()).find(part_), std::string::npos)                                   \
                    << "message \"" << error_.what() << "\" does not mention \"" << part_ << "\"";                     \
        }                                                                                                              \
    } while (false)

} // namespace roofline::test
