#pragma once

#include "core/formulas/chip.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op.h"
#include "core/model/model_config.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// A transformer on a chip (docs/model.md §10): a step of B sequences, its layer's ops as ops of §3/§8/§9 (and
// the experts of §11), the step time, tokens/s and the memory a chip needs.

enum class StepPhase { Prefill, Decode };
std::string_view stepPhaseName(StepPhase phase); // "prefill", "decode"
std::optional<StepPhase> parseStepPhase(std::string_view text); // case-insensitive

// The most chips a model is split over (tensor parallelism).
inline constexpr double kMaxTensorParallel = 1e6;

// StepConfig::links when the all-reduces use every link the chip has of their kind (docs/model.md §12).
inline constexpr double kEveryLink = 0.0;

struct StepConfig {
    StepPhase phase = StepPhase::Decode;
    double b = 1.0; // sequences
    double t = 1.0; // new (query) tokens per sequence: 1 in decode, S in prefill
    double s = 4096.0; // keys and values per sequence (the context, new tokens included)
    double tp = 1.0; // chips the model is split over (tensor parallelism)
    // Chips the routed experts are split over (expert parallelism, docs/model.md §14; tp 1): E/ep on each, the rest
    // replicated, each chip its own B sequences.
    double ep = 1.0;
    std::string link; // the all-reduces' link; empty: the chip's first link
    // As serving runs them (docs/model.md §12): both ways round the ring over every link, unless told otherwise.
    std::string ring = "bi"; // "uni" or "bi"
    double links = kEveryLink; // links an all-reduce uses at once; kEveryLink: the link's count
    Dtype x = Dtype::BF16; // activations
    Dtype w = Dtype::BF16; // weights
    // The routed experts' weights when they are stored apart from the rest (docs/model.md §13: gpt-oss's mxfp4
    // experts); nullopt: w.
    std::optional<Dtype> wExperts;
    Dtype kv = Dtype::BF16; // the key/value cache

    bool operator==(const StepConfig&) const = default;
};

// T when a user does not give it: 1 in decode, S in prefill.
double defaultT(StepPhase phase, double s);

// The per-chip numbers of docs/model.md §10 and §11: N' = N/n, K' = max(1, K/n), F' = F/n, V' = V/n, and the
// experts' F_e/n and F_s/n.
struct ShardedModel {
    double n, k, f, v;
    double fExpert = 0.0;
    double fShared = 0.0;
};
ShardedModel shardModel(const ModelConfig& model, double tp);

// The config with kEveryLink made the count of the link the all-reduces cross on this chip (the chip's first
// link, or `link`); 1 when the chip has no such link, so that evaluating the step says what is missing.
StepConfig withLinksOn(const StepConfig& config, const Chip& chip);

// One op of the step: its name ("qkv", "attention", "attention-sliding", "out", "all-reduce-attn", "up", "down",
// "router", "experts-up", "experts-down", "shared-up", "shared-down", "all-reduce-mlp", "lm_head"; latent attention's
// "q-down", "q-up", "kv-down", "q-absorb", "v-absorb", "kv-up"), the op, and how many of it a step runs (L for
// attention's ops, L − L_s and L_s for full and sliding attention, L_d for the dense MLP, L − L_d for the experts,
// 1 for lm_head).
struct StepOp {
    std::string name;
    Op op;
    double count = 1.0;
};

// Checks a step of a model before it is built. Throws Error naming what is wrong as a flag or key: "B",
// "T", "S" (whole numbers from 1 to 1e12, T ≤ S), "tp" (a whole number that divides n_heads, vocab, d_ff when
// a layer is dense, d_ff_expert and d_ff_shared, and n_kv_heads when n_kv_heads ≥ tp: TpNotDivisor), "B·T" and
// "B·T·d_model" (at most 2^53, the largest whole number an op holds), and the ops' own rules (dtypes, ring,
// links: kEveryLink must be resolved with withLinksOn first).
void validateStep(const ModelConfig& model, const StepConfig& config);

// The step's ops in docs/model.md §10's order, the MLP's as §11 says for a mixture of experts; the all-reduces
// only when tp > 1. Validates first.
std::vector<StepOp> transformerStepOps(const ModelConfig& model, const StepConfig& config);

// The same ops at `b` sequences without any check: for solvers that read an op's cost at b = 0 and b = 1,
// where it is affine. Everything else calls transformerStepOps.
std::vector<StepOp> buildStepOps(const ModelConfig& model, const StepConfig& config, double b);

// Per chip, docs/model.md §10–§13: weights (L·(D·(N'+2K')·H + N'·H·D) + L_d·(g+1)·D·F'
// + (L − L_d)·(D·E + E·(g+1)·D·F_e/n + (g+1)·D·F_s/n) + D·V' + D·V' again unless tied)·|w|, with g = 2 when gated
// (L_d = L for a dense model), the routed experts at |w_experts| when they have their own format, the embeddings and
// lm_head at |x| when w is block-scaled (checkpoints quantize the layers' matrices only), latent attention's
// matrices in place of q, k, v (model_params.h); and the KV cache 2·B·K'·H·|kv|·((L − L_s)·S + L_s·min(S, W)), or
// L·B·S·(r + h_r)·|kv| for latent attention (not split by tp).
double weightsBytesPerChip(const ModelConfig& model, const StepConfig& config);
double kvCacheBytesPerChip(const ModelConfig& model, const StepConfig& config);
// The cache one token of context adds on a chip, every layer counted (a sliding layer's until S reaches W):
// 2·L·K'·H·|kv|, or L·(r + h_r)·|kv| for latent attention.
double kvCacheBytesPerToken(const ModelConfig& model, const StepConfig& config);

struct StepMemory {
    double weightsBytes = 0.0;
    double kvCacheBytes = 0.0;
    std::optional<double> capacityBytes; // of capacityLevel; nullopt when the chip states none
    std::string capacityLevel; // the first memory level, or the first level with a capacity
    std::optional<bool> fits; // weights + KV cache <= capacity; nullopt when the capacity is unknown
};
StepMemory stepMemory(const ModelConfig& model, const Chip& chip, const StepConfig& config);

struct StepOpResult {
    StepOp step;
    Evaluation evaluation; // one instance on one chip
};

struct StepResult {
    StepConfig config; // as it ran: kEveryLink made the link's count
    std::vector<StepOpResult> ops;
    double stepTimeS = 0.0; // L·Σ_layer T_lower + T_lower(lm_head): Σ count·T_lower
    double tokensPerStep = 0.0; // B in decode, B·T in prefill
    double tokensPerS = 0.0;
    // The step's time split as the panel draws it: Σ count·T_math, and Σ count·T_comms over memory levels
    // and over links (each op's bytes cross one or the other).
    double mathTimeS = 0.0;
    double memoryTimeS = 0.0;
    double networkTimeS = 0.0;
    StepMemory memory;
};

// Evaluates every op of the step on the chip with the existing cost code. Throws Error for a step that
// cannot be built (validateStep) or evaluated (a chip without the link or peak it needs).
StepResult evaluateStep(
    const ModelConfig& model, const Chip& chip, const StepConfig& config, const EvaluationOptions& options = {});

} // namespace roofline
