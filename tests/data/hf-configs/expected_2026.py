#!/usr/bin/env python3
"""Independent expected figures for the 2026 model library, read from the config.json fixtures beside this file.

This reads each Hugging Face config.json directly (not the app, not models/*.model.json) and prints, per model:

  params_total   every weight at tensor-parallel 1: embeddings and lm_head (lm_head not counted again when
                 tie_word_embeddings), attention, MLPs, routers and experts; norms, biases and attention sinks
                 left out; DeepSeek-V3's multi-token-prediction layer left out.
  params_active  what one token reads: attention, dense MLPs, shared experts, the router, k routed experts per
                 MoE layer, the input embedding and lm_head whole.
  kv_bytes_per_token_all_layers
                 the KV cache one token adds in bf16 (2 bytes) over all layers, every layer counted as if it
                 attended to all positions: 2*K*H*2 per layer, or (r + h_r)*2 per layer for latent attention.
  kv_bytes_per_sequence_S4096 / _S32768
                 the cache of one sequence of S tokens: a layer that slides keeps min(S, W) positions.

Rules (D = hidden_size, N = heads, K = key/value heads, H = head_dim, F = intermediate_size):
  attention      D*N*H (q) + 2*D*K*H (k, v) + N*H*D (out)
  latent (MLA)   q_lora_rank set: D*r_q + r_q*N*(h_n+h_r), else D*N*(h_n+h_r);
                 plus D*(r+h_r) + r*N*(h_n+h_v) + N*h_v*D
  dense MLP      3*D*F (gated: gate, up, down)
  MoE layer      router D*E + E*3*D*F_e + 3*D*F_s; the first first_k_dense_replace layers are dense

Standard library only. Run: python3 tests/data/hf-configs/expected_2026.py > tests/data/hf-configs/expected_2026.txt
"""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
BF16_BYTES = 2
CONTEXTS = (4096, 32768)

# Gemma3TextConfig's defaults for the keys gemma-3-27b-it's text_config leaves out (transformers,
# src/transformers/models/gemma3/configuration_gemma3.py: vocab_size=262_208, sliding_window_pattern=6,
# tie_word_embeddings=True).
GEMMA3_TEXT_DEFAULTS = {"vocab_size": 262208, "sliding_window_pattern": 6, "tie_word_embeddings": True}


def load(folder):
    with open(os.path.join(HERE, folder, "config.json"), encoding="utf-8") as f:
        return json.load(f)


def text_config(config):
    """The language model's keys: the nested text_config of a multimodal config, with its class defaults."""
    if config.get("model_type") == "gemma3":
        text = dict(GEMMA3_TEXT_DEFAULTS)
        text.update(config["text_config"])
        return text
    return config


def layer_kinds(config, text):
    """Which layers slide ('sliding') and which attend to everything ('full'), as transformers decides."""
    n_layers = text["num_hidden_layers"]
    if "layer_types" in text:
        return ["sliding" if t == "sliding_attention" else "full" for t in text["layer_types"]]
    if config.get("model_type") == "gemma3":
        # Gemma3TextConfig: "sliding_attention" if bool((i + 1) % sliding_window_pattern) else "full_attention"
        pattern = text["sliding_window_pattern"]
        return ["sliding" if (i + 1) % pattern else "full" for i in range(n_layers)]
    # No sliding window (Mixtral's is null; DeepSeek-V3 and Kimi K2 have none).
    return ["full"] * n_layers


def figures(folder):
    config = load(folder)
    t = text_config(config)
    D = t["hidden_size"]
    L = t["num_hidden_layers"]
    V = t["vocab_size"]
    N = t["num_attention_heads"]
    tied = t.get("tie_word_embeddings", False)

    latent = "kv_lora_rank" in t and t["kv_lora_rank"]
    if latent:
        r = t["kv_lora_rank"]
        r_q = t.get("q_lora_rank") or 0
        h_n = t["qk_nope_head_dim"]
        h_r = t["qk_rope_head_dim"]
        h_v = t["v_head_dim"]
        q = D * r_q + r_q * N * (h_n + h_r) if r_q else D * N * (h_n + h_r)
        attention = q + D * (r + h_r) + r * N * (h_n + h_v) + N * h_v * D
        kv_per_layer = (r + h_r) * BF16_BYTES
        K = H = None
    else:
        K = t.get("num_key_value_heads", N)
        H = t.get("head_dim") or D // N
        attention = D * N * H + 2 * D * K * H + N * H * D
        kv_per_layer = 2 * K * H * BF16_BYTES

    # Experts: DeepSeek's n_routed_experts / moe_intermediate_size / n_shared_experts, or Mixtral's and
    # gpt-oss's num_local_experts of intermediate_size each.
    if "n_routed_experts" in t:
        E = t["n_routed_experts"]
        k = t["num_experts_per_tok"]
        F_e = t["moe_intermediate_size"]
        F_s = t.get("n_shared_experts", 0) * F_e
        dense_layers = t.get("first_k_dense_replace", 0)
        F = t["intermediate_size"]
    elif "num_local_experts" in t:
        E = t["num_local_experts"]
        k = t["num_experts_per_tok"]
        F_e = t["intermediate_size"]
        F_s = 0
        dense_layers = 0
        F = t["intermediate_size"]
    else:
        E = k = F_e = F_s = 0
        dense_layers = L
        F = t["intermediate_size"]
    moe_layers = L - dense_layers

    dense_mlp = 3 * D * F
    router = D * E
    expert = 3 * D * F_e
    shared = 3 * D * F_s
    embeddings = D * V * (1 if tied else 2)

    total = L * attention + dense_layers * dense_mlp + moe_layers * (router + E * expert + shared) + embeddings
    active = L * attention + dense_layers * dense_mlp + moe_layers * (router + k * expert + shared) + embeddings

    kinds = layer_kinds(config, t)
    assert len(kinds) == L, (folder, len(kinds), L)
    sliding_layers = kinds.count("sliding")
    W = t.get("sliding_window") if sliding_layers else None
    per_sequence = {}
    for S in CONTEXTS:
        per_sequence[S] = sum((min(S, W) if kind == "sliding" else S) * kv_per_layer for kind in kinds)

    return {
        "model_type": config.get("model_type"),
        "hidden_size": D,
        "num_hidden_layers": L,
        "vocab_size": V,
        "tie_word_embeddings": tied,
        "attention_per_layer": attention,
        "params_total": total,
        "params_active": active,
        "kv_bytes_per_token_per_layer": kv_per_layer,
        "kv_bytes_per_token_all_layers": L * kv_per_layer,
        "sliding_window": W,
        "sliding_layers": sliding_layers,
        "kv_bytes_per_sequence_S4096": per_sequence[4096],
        "kv_bytes_per_sequence_S32768": per_sequence[32768],
    }


MODELS = (
    ("DeepSeek-V3", "DeepSeek-V3"),
    ("Kimi-K2", "Kimi-K2-Instruct"),
    ("gpt-oss-120b", "gpt-oss-120b"),
    ("gpt-oss-20b", "gpt-oss-20b"),
    ("gemma-3-27b", "gemma-3-27b-it"),
    ("Mixtral-8x7B-v0.1", "Mixtral-8x7B-v0.1"),
)

# What the brief expects, to 4 significant digits: the script checks that it reproduces them.
CHECKS = {
    ("Mixtral-8x7B-v0.1", "params_total"): 46.70e9,
    ("Mixtral-8x7B-v0.1", "params_active"): 12.88e9,
    ("DeepSeek-V3", "params_total"): 671.03e9,
    ("DeepSeek-V3", "params_active"): 37.55e9,
    ("gpt-oss-120b", "params_active"): 5.71e9,
    ("DeepSeek-V3", "kv_bytes_per_token_per_layer"): 1152,
    ("DeepSeek-V3", "kv_bytes_per_token_all_layers"): 70272,
}


def main():
    results = {}
    for name, folder in MODELS:
        results[name] = figures(folder)
        print(f"[{name}]  tests/data/hf-configs/{folder}/config.json")
        for key, value in results[name].items():
            print(f"{key} = {value!r}")
        print()
    print("[checks against the expected figures, to 4 significant digits]")
    for (name, key), expected in CHECKS.items():
        got = results[name][key]
        ok = float(f"{got:.4g}") == float(f"{expected:.4g}")
        print(f"{name} {key}: {got!r} vs {expected!r}: {'ok' if ok else 'DIFFERS'}")


if __name__ == "__main__":
    main()
