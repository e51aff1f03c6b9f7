#pragma once

#include "core/formulas/op.h"

#include <string>
#include <string_view>
#include <vector>

namespace roofline {

// The op-spec grammar of `calc --op`, `export --op/--sweep` and the GUI's spec field:
//   spec  := kind { key "=" value }        e.g. matmul B=256 D=4096 F=4096 x=bf16 w=int8
//   value := number | B | D | F | T | S | dtype | word | name | "quoted text"
// A number parameter given as B, D, F, T or S follows that slider. A choice parameter takes one of its
// words (ring=uni|bi). link= names a memory level or link, label= the text shown next to the marker.
// Keys are case-insensitive (an exact spelling wins: attention's S= and s= differ); dtypes default to bf16.
struct OpSpecRules {
    // Number parameters that may be left out (they keep their defaults), e.g. {"B"} for sweeps.
    std::vector<std::string> optionalNumbers;
    // When true every number parameter may be left out (the GUI's quick-add field).
    bool allNumbersOptional = false;
};

// Throws Error naming `context` (e.g. "--op \"matmul B=x\""), the key and the problem.
Op parseOpSpec(std::string_view spec, std::string_view context = "op spec", const OpSpecRules& rules = {});

// The spec that parses back to the same op (numbers in shortest round-trip form).
std::string formatOpSpec(const Op& op);

// Splits a spec into words, keeping "quoted values" whole. Throws Error(Syntax) on an open quote.
std::vector<std::string> tokenizeOpSpec(std::string_view spec, std::string_view context);

} // namespace roofline
