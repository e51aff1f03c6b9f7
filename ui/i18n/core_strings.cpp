#include "ui/i18n/core_strings.h"

#include <QtGlobal>

namespace roofline::ui {

// core/ is English and has no Qt. The words of it the app shows (op kind titles and formulas,
// parameter descriptions, the default project's op labels) are listed here for lupdate; ui/i18n/op_text.cpp
// translates them at run time under the context "roofline::core". A test checks that every such
// string core has is listed (and translated).

const std::vector<const char*>& coreStrings()
{
    static const std::vector<const char*> strings {
        QT_TRANSLATE_NOOP("roofline::core", "batch size (rows of x and z)"),
        QT_TRANSLATE_NOOP("roofline::core", "contracting dimension (columns of x, rows of w)"),
        QT_TRANSLATE_NOOP("roofline::core", "output features (columns of w and z)"),
        QT_TRANSLATE_NOOP("roofline::core", "activations x[B,D]"),
        QT_TRANSLATE_NOOP("roofline::core", "weights w[D,F]"),
        QT_TRANSLATE_NOOP("roofline::core", "output z[B,F]"),
        QT_TRANSLATE_NOOP("roofline::core", "precision of the multiply (default: the wider of x and w)"),
        QT_TRANSLATE_NOOP("roofline::core", "vector length"),
        QT_TRANSLATE_NOOP("roofline::core", "element type"),
        QT_TRANSLATE_NOOP("roofline::core", "rows of the left matrix"),
        QT_TRANSLATE_NOOP("roofline::core", "contracting dimension"),
        QT_TRANSLATE_NOOP("roofline::core", "columns of the right matrix"),
        QT_TRANSLATE_NOOP("roofline::core", "tile rows"),
        QT_TRANSLATE_NOOP("roofline::core", "tile depth"),
        QT_TRANSLATE_NOOP("roofline::core", "tile columns"),
        QT_TRANSLATE_NOOP("roofline::core", "batch size"),
        QT_TRANSLATE_NOOP("roofline::core", "contracting dimension, split over the chips"),
        QT_TRANSLATE_NOOP("roofline::core", "output features"),
        QT_TRANSLATE_NOOP("roofline::core", "chips on the ring that share D"),
        QT_TRANSLATE_NOOP("roofline::core", "elements"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs per element"),
        QT_TRANSLATE_NOOP("roofline::core", "input tensors read"),
        QT_TRANSLATE_NOOP("roofline::core", "output tensors written"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs"),
        QT_TRANSLATE_NOOP("roofline::core", "bytes moved"),
        QT_TRANSLATE_NOOP("roofline::core", "precision of the FLOPs"),
        QT_TRANSLATE_NOOP("roofline::core", "Dot product"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs 2N-1; bytes: read x and y, write one element"),
        QT_TRANSLATE_NOOP("roofline::core", "Matmul x[B,D]·w[D,F] → z[B,F]"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs 2BDF; bytes B·D·|x| + G·D·F·|w| + B·F·|z| (G = 1 unless given)"),
        QT_TRANSLATE_NOOP(
            "roofline::core", "weight matrices the B rows go through, one per head, each read once (absent: 1)"),
        QT_TRANSLATE_NOOP("roofline::core", "Batched matmul (a weight matrix per batch element)"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs 2BDF; bytes B·D·|x| + B·D·F·|w| + B·F·|z|"),
        QT_TRANSLATE_NOOP("roofline::core", "Tiled matmul (bm×bk×bn tiles)"),
        QT_TRANSLATE_NOOP(
            "roofline::core", "FLOPs 2·tm·tn·tk·bm·bk·bn; bytes |dtype|·tm·tn·(tk·(bm·bk + bk·bn) + 2·bm·bn)"),
        QT_TRANSLATE_NOOP("roofline::core", "Matmul sharded over chips along D"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs 2BDF/n per chip; bytes 2(n-1)/n·B·F·|z| per chip (ring all-reduce)"),
        QT_TRANSLATE_NOOP("roofline::core", "Elementwise op over N elements"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs N·flops; bytes N·|dtype|·(inputs + outputs)"),
        QT_TRANSLATE_NOOP("roofline::core", "Custom (FLOPs and bytes given)"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs and bytes as given"),
        QT_TRANSLATE_NOOP("roofline::core", "links used at once (at most the link's count)"),
        QT_TRANSLATE_NOOP("roofline::core", "ring direction: uni (one way, the chapter's case) or bi (both ways)"),
        QT_TRANSLATE_NOOP("roofline::core", "bytes resident at once (optional)"),
        QT_TRANSLATE_NOOP("roofline::core", "sequences"),
        QT_TRANSLATE_NOOP("roofline::core", "query tokens per sequence (1: decode; S: prefill)"),
        QT_TRANSLATE_NOOP("roofline::core", "keys and values per sequence (the context, new tokens included)"),
        QT_TRANSLATE_NOOP("roofline::core", "query heads"),
        QT_TRANSLATE_NOOP("roofline::core", "key/value heads (N: multi-head; 1: multi-query)"),
        QT_TRANSLATE_NOOP("roofline::core", "head dimension"),
        QT_TRANSLATE_NOOP("roofline::core", "causal mask: 1 or 0"),
        QT_TRANSLATE_NOOP("roofline::core", "flash attention (scores never reach HBM): 1 or 0"),
        QT_TRANSLATE_NOOP("roofline::core", "queries and output"),
        QT_TRANSLATE_NOOP("roofline::core", "keys and values (the cache)"),
        QT_TRANSLATE_NOOP("roofline::core", "scores (when flash=0)"),
        QT_TRANSLATE_NOOP("roofline::core", "precision of the products (default: the wider of x and kv)"),
        QT_TRANSLATE_NOOP("roofline::core", "elements of the tensor reduced"),
        QT_TRANSLATE_NOOP("roofline::core", "chips on the ring"),
        QT_TRANSLATE_NOOP("roofline::core", "Attention (B sequences, T queries over S keys)"),
        QT_TRANSLATE_NOOP("roofline::core",
            "FLOPs 2·N·(Hk+Hv)·P (P: query-key pairs); bytes B·T·N·(Hk+Hv)·|x| + B·S·K·(Hk+Hv)·|kv| (+ 4·B·N·T·S·|s| "
            "without flash); Hk = Hv = H unless given"),
        QT_TRANSLATE_NOOP("roofline::core", "query/key head dimension (absent: H)"),
        QT_TRANSLATE_NOOP("roofline::core", "value head dimension (absent: H)"),
        QT_TRANSLATE_NOOP("roofline::core", "one cached tensor serves as keys and values (latent attention): 1 or 0"),
        QT_TRANSLATE_NOOP("roofline::core", "sliding window: each query sees the last W positions only (absent: all)"),
        QT_TRANSLATE_NOOP("roofline::core", "All-reduce of N elements over a ring of chips"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs (n-1)/n·N; bytes 2(n-1)/n·N·|dtype| per chip"),
        QT_TRANSLATE_NOOP("roofline::core", "tokens, each routed to k experts"),
        QT_TRANSLATE_NOOP("roofline::core", "contracting dimension (columns of x, rows of each expert)"),
        QT_TRANSLATE_NOOP("roofline::core", "output features (columns of each expert and of z)"),
        QT_TRANSLATE_NOOP("roofline::core", "experts (a weight matrix w[D,F] each)"),
        QT_TRANSLATE_NOOP("roofline::core", "experts per token (at most E)"),
        QT_TRANSLATE_NOOP("roofline::core", "the experts' weights w[D,F]"),
        QT_TRANSLATE_NOOP("roofline::core", "Experts (B tokens, each through k of E weight matrices)"),
        QT_TRANSLATE_NOOP("roofline::core",
            "FLOPs 2·B·k·D·F; bytes E_act·D·F·|w| + B·k·D·|x| + B·k·F·|z|, E_act = E·(1 − (1 − k/E)^B) experts "
            "touched (with ep: (E/ep)·(1 − (1 − k/E)^(ep·B)) on this chip)"),
        QT_TRANSLATE_NOOP("roofline::core", "chips the experts are split over, E/ep on each (absent: 1)"),
        QT_TRANSLATE_NOOP("roofline::core", "All-to-all of N elements among chips (expert parallelism)"),
        QT_TRANSLATE_NOOP("roofline::core", "FLOPs 0 (it moves data only); bytes (n-1)/n·N·|dtype| per chip"),
        QT_TRANSLATE_NOOP("roofline::core", "elements each chip sends out, its share for itself included"),
        QT_TRANSLATE_NOOP("roofline::core", "chips exchanging (ep)"),
    };
    return strings;
}

const std::vector<TranslatableText>& defaultOpLabels()
{
    static const std::vector<TranslatableText> labels {
        QT_TRANSLATE_NOOP3("roofline::core", "bf16 matmul", "default op label"),
        QT_TRANSLATE_NOOP3("roofline::core", "int8 weights (Q2)", "default op label"),
        QT_TRANSLATE_NOOP3("roofline::core", "dot product", "default op label"),
    };
    return labels;
}

} // namespace roofline::ui
