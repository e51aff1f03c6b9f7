#include "app/cli_inputs.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/files/user_paths.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_library.h"
#include "core/formulas/op_spec.h"
#include "core/formulas/solvers.h"
#include "core/measured/measured_compare.h"
#include "core/measured/shape_links.h"
#include "core/report/compare_report.h"
#include "core/scene/model_entry.h"

#include <cmath>
#include <iostream>

namespace roofline::app {

namespace {

double dimFlag(const ParsedFlags& flags, std::string_view flag, double fallback)
{
    const std::optional<std::string> text = flags.single(flag);
    return text ? parseDimFlagValue(flag, *text) : fallback;
}

} // namespace

std::vector<Chip> chipsFromFlags(const ParsedFlags& flags, const std::vector<Chip>& library)
{
    std::vector<std::string> warnings;
    std::vector<Chip> chips = resolveChipArguments(flags.all("--chip"), library, warnings);
    for (const std::string& warning : warnings)
        std::cerr << "warning: " << warning << "\n";
    return chips;
}

Dims dimsFromFlags(const ParsedFlags& flags)
{
    Dims dims;
    dims.b = dimFlag(flags, "--B", dims.b);
    dims.d = dimFlag(flags, "--D", dims.d);
    dims.f = dimFlag(flags, "--F", dims.f);
    dims.t = dimFlag(flags, "--T", dims.t);
    dims.s = dimFlag(flags, "--S", dims.s);
    return dims;
}

std::vector<Chip> chipLibrary()
{
    const std::filesystem::path directory = userChipDirectory();
    if (directory.empty())
        return builtinChips();
    const ChipDirectoryLoad user = loadChipDirectory(directory);
    for (const std::string& error : user.errors)
        std::cerr << "warning: skipping a saved chip: " << error << "\n";
    for (const std::string& warning : replacedBuiltinWarnings(user.chips))
        std::cerr << "warning: " << warning << "\n";
    for (const std::string& warning : user.warnings)
        std::cerr << "warning: " << warning << "\n";
    return mergeChips(builtinChips(), user.chips);
}

std::vector<ModelConfig> modelLibrary()
{
    const std::filesystem::path directory = userModelDirectory();
    if (directory.empty())
        return builtinModels();
    const ModelDirectoryLoad user = loadModelDirectory(directory);
    for (const std::string& error : user.errors)
        std::cerr << "warning: skipping a saved model: " << error << "\n";
    for (const std::string& warning : user.warnings)
        std::cerr << "warning: " << warning << "\n";
    return mergeModels(builtinModels(), user.models);
}

ChipLayout chipLayoutFlag(const ParsedFlags& flags, std::string_view flag, ChipLayout fallback)
{
    const std::optional<std::string> value = flags.single(flag);
    if (!value)
        return fallback;
    if (*value == "overlay")
        return ChipLayout::Overlay;
    if (*value == "side-by-side")
        return ChipLayout::SideBySide;
    throw Error(ErrorKind::InvalidValue,
        std::string(flag) + " must be overlay or side-by-side, got " + quoteForMessage(*value));
}

std::vector<Op> opsFromFlags(const ParsedFlags& flags)
{
    std::vector<Op> ops;
    for (const std::string& spec : flags.all("--op"))
        ops.push_back(parseOpSpec(spec, "--op " + quoteForMessage(spec, 80)));
    return ops;
}

std::vector<Op> sweepsFromFlags(const ParsedFlags& flags)
{
    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    std::vector<Op> sweeps;
    for (const std::string& spec : flags.all("--sweep")) {
        const std::string context = "--sweep " + quoteForMessage(spec, 80);
        Op sweep = parseOpSpec(spec, context, rules);
        if (!isSweepable(sweep))
            throw Error(ErrorKind::InvalidValue,
                context + ": " + std::string(opKindInfo(sweep.kind).name)
                    + " cannot be swept over B (matmul, batched-matmul, sharded-matmul and attention can)");
        sweeps.push_back(std::move(sweep));
    }
    return sweeps;
}

bool allLinkSlopesFlag(const ParsedFlags& flags, bool fallback)
{
    const std::optional<std::string> value = flags.single("--link-slopes");
    if (!value)
        return fallback;
    if (*value == "one" || *value == "all")
        return *value == "all";
    throw Error(ErrorKind::InvalidValue, "--link-slopes must be one or all, got " + quoteForMessage(*value));
}

Detail detailFlag(const ParsedFlags& flags, Detail fallback)
{
    const std::optional<std::string> value = flags.single("--detail");
    if (!value)
        return fallback;
    if (*value == "focused" || *value == "full")
        return *value == "full" ? Detail::Full : Detail::Focused;
    throw Error(ErrorKind::InvalidValue, "--detail must be focused or full, got " + quoteForMessage(*value));
}

std::optional<std::size_t> addModelFromFlags(const ParsedFlags& flags, Project& project)
{
    const std::optional<std::string> modelFlag = flags.single("--model");
    if (!modelFlag)
        return std::nullopt;
    const LoadedModel loaded = resolveModelArgument(*modelFlag, builtinModels());
    ModelEntry entry = newModelEntry(loaded.model);
    const std::string phase = toLower(flags.single("--model-phase").value_or("decode"));
    if (phase != "prefill" && phase != "decode" && phase != "both")
        throw Error(
            ErrorKind::InvalidValue, "--model-phase must be prefill, decode or both, got " + quoteForMessage(phase));
    entry.phase = phase == "prefill" ? StepPhase::Prefill : StepPhase::Decode;
    entry.bothPhases = phase == "both";
    // Tensor and (docs/model.md §14) expert parallelism, the same on every chip.
    for (const auto& [flag, set] : {std::pair {"--tp", &setTensorParallel}, std::pair {"--ep", &setExpertParallel}}) {
        const std::optional<std::string> text = flags.single(flag);
        if (!text)
            continue;
        const std::optional<double> value = parseFiniteNumber(*text);
        if (!value || *value < 1.0 || *value > 4096.0 || std::floor(*value) != *value)
            throw Error(ErrorKind::InvalidValue,
                std::string(flag) + " must be a whole number from 1 to 4096, got " + quoteForMessage(*text));
        for (const std::string& chip : project.chipIds)
            set(entry, chip, *value);
    }
    if (const std::optional<std::string> links = flags.single("--links")) {
        const std::optional<double> value = parseFiniteNumber(*links);
        if (!value || *value < 1.0 || std::floor(*value) != *value)
            throw Error(ErrorKind::InvalidValue, "--links must be a whole number ≥ 1, got " + quoteForMessage(*links));
        entry.links = *value;
    }
    if (const std::optional<std::string> ring = flags.single("--ring")) {
        if (*ring != "uni" && *ring != "bi")
            throw Error(ErrorKind::InvalidValue, "--ring must be uni or bi, got " + quoteForMessage(*ring));
        entry.ring = *ring;
    }
    if (!findModel(builtinModels(), loaded.model.id))
        project.customModels.push_back(loaded.model);
    project.models.push_back(entry);
    return project.models.size() - 1;
}

std::optional<MeasuredFile> measuredFromFlags(const ParsedFlags& flags, Project& project)
{
    std::optional<MeasuredFile> imported;
    if (const std::optional<std::string> measured = flags.single("--measured")) {
        imported = readMeasuredFile(*measured);
        project.measured = imported->kernels;
        project.measuredFormats = {imported->format};
        if (imported->ceilings) {
            imported->ceilings->chipId = project.chipIds.empty() ? std::string() : project.chipIds.front();
            project.empiricalRooflines = {*imported->ceilings};
        }
        for (const ImportWarning& warning : imported->warnings)
            std::cerr << "warning: " << warning.message << "\n";
        // A trace's groups linked to the op of their shape, as the import in the window links them.
        const std::vector<MeasuredLink> found
            = linksByShape(imported->shapes, project.ops, project.dims, project.measuredLinks);
        project.measuredLinks.insert(project.measuredLinks.end(), found.begin(), found.end());
    }
    if (const std::optional<std::string> after = flags.single("--compare")) {
        if (project.measured.empty())
            throw Error(ErrorKind::MissingKey,
                "--compare " + quoteForMessage(*after)
                    + " compares a run with the measured kernels before it: give them with --measured BEFORE");
        MeasuredFile compared = readMeasuredFile(*after);
        for (const ImportWarning& warning : compared.warnings)
            std::cerr << "warning: " << *after << ": " << warning.message << "\n";
        if (compared.kernels.empty())
            throw Error(ErrorKind::MissingKey,
                "--compare " + quoteForMessage(*after) + " has no measured kernels to compare with");
        project.compared = std::move(compared.kernels);
        project.comparedPath = *after;
        project.comparedFormat = compared.format;
        // What the comparison must say before its arrows are read (no group in both, two formats).
        const MeasurementComparison comparison = compareMeasurements(project.measured, project.compared,
            ComparedSide {project.measuredFormats, 0.0}, ComparedSide {{project.comparedFormat}, 0.0});
        const std::string before = flags.single("--measured").value_or("the project's measured kernels");
        for (const std::string& warning : comparisonWarnings(comparison, before, *after))
            std::cerr << "warning: " << warning << "\n";
    }
    return imported;
}

} // namespace roofline::app
