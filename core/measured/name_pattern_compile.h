#pragma once

// The compiler of NamePattern::regex (name_pattern_compile.cpp), for NamePattern alone: a pattern
// written out as the steps of a Thompson automaton. Not an interface.

#include "core/measured/name_pattern.h"

#include <string_view>
#include <vector>

namespace roofline::pattern_detail {

using Step = NamePattern::Step;
using CharClass = NamePattern::CharClass;

// Parses `pattern` and writes its steps (ending in Match) and classes. Throws Error as
// NamePattern::regex says.
void compileRegex(
    std::string_view pattern, std::string_view context, std::vector<Step>& steps, std::vector<CharClass>& classes);

} // namespace roofline::pattern_detail
