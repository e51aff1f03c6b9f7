#pragma once

#include <vector>

namespace roofline::ui {

// Every English string of core/ that the app shows, for lupdate and for checking that none is
// missing (context "roofline::core").
const std::vector<const char*>& coreStrings();
struct TranslatableText {
    const char* source;
    const char* comment; // lupdate's disambiguation
};
// The default project's op labels (disambiguation "default op label").
const std::vector<TranslatableText>& defaultOpLabels();

} // namespace roofline::ui
