#include "app/cli_inputs.h"
#include "app/subcommands.h"

#include "app/flags/command_line.h"
#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"
#include "core/formats/calibration_json.h"
#include "core/formats/chip_library.h"
#include "core/formats/model_library.h"
#include "core/model/transformer_step.h"
#include "core/report/model_report.h"
#include "core/scene/calibration.h"

#include <cmath>
#include <iostream>

namespace roofline::app {

namespace {

constexpr std::string_view kModelHelp = R"(
A step of a transformer on a chip (docs/model.md §10): B sequences, T new tokens each against S keys and values
(prefill: T = S, the prompt; decode: T = 1, S the context), the model split over tp chips (tensor
parallelism: n_heads, d_ff and vocab divided by tp; key/value heads too, or replicated when fewer than tp).
A mixture of experts (§11) runs a router and the experts its tokens pick instead of the dense MLP.

  --model     a model id (roofline-studio models), a model file (*.model.json) or a Hugging Face
              config.json (Llama, Mistral, Qwen2, Gemma 1-3, Mixtral, Qwen2-MoE, Qwen3-MoE, DeepSeek MoE,
              DeepSeek-V2/V3, Kimi K2, gpt-oss)
  --chip      a chip id (roofline-studio chips) or a chip file (with --pareto, as many as wanted)
  --phase     prefill or decode
  --B, --S    sequences, and keys and values per sequence (whole numbers from 1 to 1e12)
  --T         new tokens per sequence (default: 1 in decode, S in prefill; T <= S)
  --tp        chips the model is split over (default 1); the all-reduces run when tp > 1
  --ep        chips a mixture of experts' routed experts are split over, E/ep on each (tp 1; §14): attention
              and the rest run data-parallel, each chip its own B sequences, and each MoE layer adds an
              all-to-all-dispatch and an all-to-all-combine of the tokens' rows
  --chips     with --pareto: the most chips a layout may take (default: every tp and ep the model allows)
  --link      the chip-to-chip link the all-reduces use (default: the link whose domain holds tp chips,
              or two: the fastest inside a domain, then one across domains; docs/model.md §14)
  --ring      bi (default: both ways round the ring, as serving runs) or uni (one way, the chapter's case)
  --links     links an all-reduce uses at once (default: every link of its kind the chip has)
  --x, --w, --kv   dtypes of activations, weights and the KV cache (default bf16; the weights default to the
              formats the model's checkpoint is published in: fp8-block for DeepSeek-V3, mxfp4 experts for
              gpt-oss). Block-scaled weight formats: fp8-block, mxfp4, nvfp4 (docs/model.md §13)
  --w-experts the routed experts' weights apart from the rest (default: --w when given, else as published)
  --pareto    latency against throughput (§12): decode at every tp (and, for a mixture of experts, every ep)
              that divides the model and every
              B = 1, 2, 4, … up to --B (default 1024, with --S default 8192); tokens/s per sequence against
              tokens/s per chip, the frontier marked; each tp's all-reduce links (§14: NVLink inside a board,
              then the NIC across boards)
  --calibration FILE  also the step as a calibration predicts it (calibrate --out; docs/model.md §15); with
              --pareto every point priced by it, the nominal step time beside it, the frontier marked again
  --json      print one JSON object (see docs/cli.md "The model command")

Ops per layer and chip: qkv, attention (attention-sliding in windowed layers), out, all-reduce-attn, up, down
(router, experts-up, experts-down, shared-up, shared-down with experts), all-reduce-mlp; then lm_head once.
Latent attention (DeepSeek-V3, Kimi K2) runs q-down, q-up, kv-down, then q-absorb, attention, v-absorb in decode
or kv-up, attention in prefill, then out (§13).
Step time = Σ count·T_lower(op); tokens/s = B/step (decode), B·T/step (prefill).
)";

// A whole-number flag other than a dimension: --tp, --links.
double wholeFlag(const ParsedFlags& flags, std::string_view flag, double fallback, double maximum)
{
    const std::optional<std::string> text = flags.single(flag);
    if (!text)
        return fallback;
    const std::string rule = " must be a whole number from 1 to " + formatPlain(maximum) + ", got ";
    const std::optional<double> value = parseFiniteNumber(*text);
    if (!value)
        throw Error(looksNumeric(*text) ? ErrorKind::InvalidValue : ErrorKind::WrongType,
            std::string(flag) + rule + quoteForMessage(*text) + " (not a number)");
    if (*value < 1.0 || *value > maximum || std::floor(*value) != *value)
        throw Error(ErrorKind::InvalidValue, std::string(flag) + rule + quoteForMessage(*text));
    return *value;
}

std::optional<Dtype> optionalDtypeFlag(const ParsedFlags& flags, std::string_view flag)
{
    const std::optional<std::string> text = flags.single(flag);
    if (!text)
        return std::nullopt;
    const std::optional<Dtype> dtype = parseDtype(trim(*text));
    if (!dtype)
        throw Error(ErrorKind::UnknownName,
            std::string(flag) + ": unknown dtype " + quoteForMessage(*text) + "; expected one of " + dtypeNameList());
    if (!isStorageDtype(*dtype))
        throw Error(ErrorKind::InvalidValue,
            std::string(flag) + ": " + std::string(dtypeName(*dtype))
                + " is a compute format, not a storage format (use fp32)");
    return *dtype;
}

Dtype dtypeFlag(const ParsedFlags& flags, std::string_view flag)
{
    return optionalDtypeFlag(flags, flag).value_or(Dtype::BF16);
}

// docs/model.md §13: the weights as the model is published unless --w or --w-experts say otherwise; --w alone
// sets every weight.
void setWeightFormats(StepConfig& config, const ParsedFlags& flags, const ModelConfig& model)
{
    const std::optional<Dtype> weights = optionalDtypeFlag(flags, "--w");
    config.w = weights.value_or(model.weightsDtype.value_or(Dtype::BF16));
    config.wExperts = optionalDtypeFlag(flags, "--w-experts");
    if (!config.wExperts && !weights)
        config.wExperts = model.expertWeightsDtype;
    if (config.wExperts && !isMixtureOfExperts(model))
        throw Error(
            ErrorKind::InvalidValue, "--w-experts: " + model.name + " has no routed experts; --w sets its weights");
}

std::string requiredFlag(const ParsedFlags& flags, std::string_view flag, std::string_view what)
{
    const std::optional<std::string> value = flags.single(flag);
    if (!value)
        throw Error(ErrorKind::MissingKey, "needs " + std::string(flag) + " " + std::string(what));
    return *value;
}

constexpr std::string_view kParetoDefaultB = "1024";
constexpr std::string_view kParetoDefaultS = "8192";

StepConfig stepFromFlags(const ParsedFlags& flags)
{
    StepConfig config;
    const bool pareto = flags.has("--pareto");
    // --pareto is decode's question: the phase may be left out, and nothing else is asked.
    const std::string phase
        = pareto ? flags.single("--phase").value_or("decode") : requiredFlag(flags, "--phase", "prefill|decode");
    const std::optional<StepPhase> parsed = parseStepPhase(trim(phase));
    if (!parsed)
        throw Error(ErrorKind::InvalidValue, "--phase must be prefill or decode, got " + quoteForMessage(phase));
    if (pareto && *parsed != StepPhase::Decode)
        throw Error(ErrorKind::InvalidValue, "--pareto is about decode (tokens/s per sequence), got --phase " + phase);
    if (pareto && (flags.has("--tp") || flags.has("--ep") || flags.has("--T")))
        throw Error(ErrorKind::InvalidValue,
            std::string("--pareto tries every tp and ep that divide the model, with T = 1: leave out ")
                + (flags.has("--tp")        ? "--tp"
                        : flags.has("--ep") ? "--ep"
                                            : "--T"));
    if (!pareto && flags.has("--chips"))
        throw Error(
            ErrorKind::InvalidValue, "--chips bounds the layouts --pareto walks; a step runs on --tp or --ep chips");
    config.phase = *parsed;
    // The frontier's own question has defaults: batches up to 1024, contexts of 8192 (docs/model.md §12).
    config.b = parseDimFlagValue("--B",
        pareto ? flags.single("--B").value_or(std::string(kParetoDefaultB))
               : requiredFlag(flags, "--B", "N (sequences in the step)"));
    config.s = parseDimFlagValue("--S",
        pareto ? flags.single("--S").value_or(std::string(kParetoDefaultS))
               : requiredFlag(flags, "--S", "N (keys and values per sequence)"));
    const std::optional<std::string> t = flags.single("--T");
    config.t = t ? parseDimFlagValue("--T", *t) : defaultT(config.phase, config.s);
    if (config.t > config.s)
        throw Error(ErrorKind::InvalidValue,
            "--T must be at most --S (the new tokens are among the keys), got T=" + formatPlain(config.t)
                + " and S=" + formatPlain(config.s));
    config.tp = wholeFlag(flags, "--tp", 1.0, kMaxTensorParallel);
    config.ep = wholeFlag(flags, "--ep", 1.0, kMaxTensorParallel);
    config.link = flags.single("--link").value_or("");
    if (const std::optional<std::string> ring = flags.single("--ring")) {
        const std::string word = toLower(trim(*ring));
        if (word != "uni" && word != "bi")
            throw Error(ErrorKind::InvalidValue, "--ring must be uni or bi, got " + quoteForMessage(*ring));
        config.ring = word;
    }
    config.links = wholeFlag(flags, "--links", kEveryLink, kMaxWholeNumber);
    config.x = dtypeFlag(flags, "--x");
    config.kv = dtypeFlag(flags, "--kv");
    for (const auto& [flag, dtype] : {std::pair {"--x", config.x}, std::pair {"--kv", config.kv}}) {
        if (isBlockScaled(dtype))
            throw Error(ErrorKind::InvalidValue,
                std::string(flag) + ": " + std::string(dtypeName(dtype))
                    + " stores weights with block scales (docs/model.md §13); activations and caches take "
                    + std::string(dtypeName(blockComputeDtype(dtype))));
    }
    return config;
}

int runPareto(const ParsedFlags& flags, const ModelConfig& model, const StepConfig& config,
    const std::optional<Calibration>& calibration)
{
    // As calc keeps them: two --chip of one id are two chips, the second renamed, with a warning.
    const std::vector<Chip> chips = chipsFromFlags(flags, chipLibrary());
    std::vector<ParetoPoint> points;
    std::vector<double> nominal; // with a calibration: each point's nominal step time
    std::vector<std::string> elsewhere; // the chips the calibration was not measured on
    for (const Chip& chip : chips) {
        std::vector<ParetoPoint> onChip = paretoPoints(
            model, chip, config, config.b, {}, wholeFlag(flags, "--chips", kMaxWholeNumber, kMaxWholeNumber));
        if (calibration) {
            // docs/model.md §15: every point as the calibration prices it, its frontier marked again.
            std::vector<ParetoPoint> priced;
            for (CalibratedParetoPoint& point : calibratedParetoPoints(onChip, model, chip, config, *calibration)) {
                priced.push_back(std::move(point.point));
                nominal.push_back(point.nominalStepTimeS);
            }
            onChip = std::move(priced);
            if (!equalsIgnoreCase(calibration->chipId, chip.id))
                elsewhere.push_back(chip.id);
        }
        points.insert(points.end(), onChip.begin(), onChip.end());
    }
    if (flags.has("--json")) {
        nlohmann::ordered_json json = paretoToJson(points);
        if (calibration) {
            for (std::size_t i = 0; i < nominal.size(); ++i)
                json["points"][i]["nominal_step_time_s"] = nominal[i];
            json["calibrated"]
                = {{"file", calibration->source}, {"measured_on", calibration->chipId}, {"on_another_chip", elsewhere}};
        }
        std::cout << json.dump(2) << "\n";
    } else {
        std::cout << paretoToTable(model, chips, points, config);
        if (calibration) {
            std::cout << "calibrated (" << calibration->source << ", measured on " << calibration->chipId;
            for (const std::string& chip : elsewhere)
                std::cout << "; used on " << chip << ", another chip";
            std::cout << "): every step time above is Σ count·max(T_math/e_compute, T_comms/e_bandwidth)\n";
        }
    }
    return kExitOk;
}

} // namespace

std::string_view modelHelp()
{
    return kModelHelp;
}

int runModel(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments,
        {{"--model", true, false, FlagRole::InputOrId}, {"--chip", true, true, FlagRole::InputOrId},
            {"--phase", true, false}, {"--B", true, false}, {"--S", true, false}, {"--T", true, false},
            {"--tp", true, false}, {"--ep", true, false}, {"--chips", true, false}, {"--link", true, false},
            {"--ring", true, false}, {"--links", true, false}, {"--x", true, false}, {"--w", true, false},
            {"--w-experts", true, false}, {"--kv", true, false}, {"--json", false, false}, {"--pareto", false, false},
            {"--help", false, false}, {"--calibration", true, false, FlagRole::Input}},
        "model");
    if (flags.has("--help")) { // run() answers --help before this; kept for a direct call
        std::cout << kModelHelp;
        return kExitOk;
    }
    const std::string modelArgument = requiredFlag(flags, "--model", "<id | file.json> (see roofline-studio models)");
    const std::string chipArgument = requiredFlag(flags, "--chip", "<id | file.json> (see roofline-studio chips)");
    StepConfig config = stepFromFlags(flags);
    const LoadedModel model = resolveModelArgument(modelArgument, modelLibrary());
    setWeightFormats(config, flags, model.model);
    // docs/model.md §15: the step (or every point of --pareto) as a calibration predicts it, saying from what.
    std::optional<Calibration> calibration;
    if (const std::optional<std::string> file = flags.single("--calibration"))
        calibration = loadCalibrationFile(*file);
    if (flags.has("--pareto"))
        return runPareto(flags, model.model, config, calibration);
    if (flags.all("--chip").size() > 1)
        throw Error(ErrorKind::InvalidValue,
            "--chip is given more than once; one step runs on one chip (--pareto "
            "compares several)");
    const Chip chip = resolveChipArgument(chipArgument, chipLibrary());
    const ModelReport report = computeModelReport(model, chip, config);
    if (flags.has("--json")) {
        nlohmann::ordered_json json = modelReportToJson(report);
        if (calibration) {
            const double step = calibratedStepSeconds(report.step, *calibration);
            json["calibrated"] = {{"step_time_s", step}, {"tokens_per_s", report.step.tokensPerStep / step},
                {"file", calibration->source}, {"measured_on", calibration->chipId},
                {"on_another_chip", !equalsIgnoreCase(calibration->chipId, chip.id)}};
        }
        std::cout << json.dump(2) << "\n";
    } else {
        std::cout << modelReportToTable(report);
        if (calibration) {
            const double step = calibratedStepSeconds(report.step, *calibration);
            std::cout << "calibrated (" << calibration->source << ", measured on " << calibration->chipId
                      << (equalsIgnoreCase(calibration->chipId, chip.id) ? std::string()
                                                                         : ", used on " + chip.id + ", another chip")
                      << "): step " << formatDuration(step) << ", "
                      << formatCompact(report.step.tokensPerStep / step, 4) << " tokens/s\n";
        }
    }
    return kExitOk;
}

} // namespace roofline::app
