#pragma once

#include "core/formulas/dtype.h"

namespace roofline {

struct Op;
struct Dims;

// Attention as docs/model.md §9 counts it: B sequences, T query tokens each against S keys and values each,
// N query heads sharing K key/value heads of dimension H.
struct AttentionShape {
    double b, t, s, n, k, h;
    bool causal; // a causal mask: a flash kernel skips the masked pairs
    bool flash; // the scores stay on chip (flash attention); a naive kernel writes them to HBM
    Dtype x; // queries and the output
    Dtype kv; // the key/value cache
    Dtype scores; // the score matrix, when it reaches HBM
    // docs/model.md §13. hk, hv: the query/key and value head dimensions (both h unless given); sharedKv: the cache
    // holds one tensor of hk per key that serves as keys and values (latent attention); window: each query sees
    // the last `window` positions only (0: all of them).
    double hk = 0.0, hv = 0.0;
    bool sharedKv = false;
    double window = 0.0;
};

AttentionShape attentionShape(const Op& op, const Dims& dims);

// Query–key pairs: flash B·(T·S − causal·T·(T−1)/2); a naive kernel computes the whole B·T·S and masks. With a
// window W (flash), query at position p sees min(p + 1, W) keys: decode B·min(S, W); prefill B·S·(S+1)/2 when
// S ≤ W, else B·(W·(W+1)/2 + (S − W)·W).
double attentionPairs(const AttentionShape& shape);
// The keys (and values) a flash kernel reads per sequence: S, or min(S, T + W − 1) in a window.
double attentionKeysRead(const AttentionShape& shape);
// 2·N·(Hk + Hv)·P: QKᵀ and the product with V (softmax left out); 4·N·H·P when Hk = Hv = H.
double attentionFlops(const AttentionShape& shape);
// Q read and the output written (B·T·N·(Hk + Hv)·|x|), K and V read (B·S'·K·(Hk + Hv)·|kv|, S' the keys read;
// B·S'·K·Hk·|kv| when one tensor serves both), and without flash the scores written, read and written by
// softmax, and read again (4·B·N·T·S·|s|).
double attentionBytes(const AttentionShape& shape);
// The same tensors resident once each: the scores count once (B·N·T·S·|s|) when they reach HBM.
double attentionFootprint(const AttentionShape& shape);

// What the app says of an attention op's intensity (docs/model.md §9). FLOPs and bytes both grow as B, so the
// intensity, and the FLOPs/s the op reaches, are the same at every B. In decode (T = 1) the intensity
// tends, as S grows, to 4·N·H / (2·K·H·|kv| + (flash ? 0 : 4·N·|s|)): for a flash kernel over a 2-byte
// cache that is N/K, the chapter's "about N/K: always memory-bound, whatever B".
struct AttentionIntensity {
    double intensity = 0.0; // at these T and S, for any B
    bool decode = false; // T = 1
    bool prefill = false; // T = S
    double decodeLimit = 0.0; // decode: the intensity as S grows (as S approaches W in a window); 0 otherwise
    bool limitIsNOverK = false; // decode, flash, a 2-byte cache: the limit is exactly N/K
};
AttentionIntensity attentionIntensity(const Op& op, const Dims& dims);

} // namespace roofline
