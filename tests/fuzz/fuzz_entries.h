#pragma once

#include "core/base/error.h"

#include <optional>
#include <string>
#include <string_view>

// What each fuzz target does with one input, shared by the libFuzzer targets (tests/fuzz/) and the
// test that replays the crashers they found (tests/core/test_fuzz_regressions.cpp).
//
// Each entry parses the input and, when it is accepted, uses the result the way the app does (save and
// reload, evaluate, build the scenes) and checks what must hold: a value that is saved reads back
// equal, and every number a chart would draw is finite. Only roofline::Error is an expected outcome;
// any other exception escapes, and a broken property calls std::abort(), so the fuzzer reports both.
//
// Each returns the kind of error the parser refused the input with, or nullopt when it accepted it:
// the regression replay checks that a kept input is still refused for the same reason.
namespace roofline::fuzz {

std::optional<ErrorKind> chipJson(std::string_view input);
std::optional<ErrorKind> projectJson(std::string_view input);
std::optional<ErrorKind> opSpec(std::string_view input); // the strict parse (calc's), not quick-add's
std::optional<ErrorKind> measuredCsv(std::string_view input);
// A model file or a Hugging Face config.json (docs/model.md §10), then a step and a batch curve of it on a chip.
std::optional<ErrorKind> modelJson(std::string_view input);
// The roofline.json the Empirical Roofline Toolkit writes, then kept in a project and drawn on a chip.
std::optional<ErrorKind> ertJson(std::string_view input);
// Any file of measurements through the table of readers (readMeasuredText: a CSV, an Nsight Compute export,
// an ERT roofline.json), then what `measured --json` writes of it, parsed back.
std::optional<ErrorKind> measuredImport(std::string_view input);
// The rows of an `ncu --csv` export: the input after the details page's header line (unless it has an
// "ID" header of its own), so every run goes to the Nsight Compute reader, its units and its locales.
std::optional<ErrorKind> nsightCsv(std::string_view input);
std::string nsightText(std::string_view input); // the text nsightCsv reads

// Number fields, one a line, read by the one locale policy (core/files/number_locale.h) as a file's fields.
std::optional<ErrorKind> numberText(std::string_view input);
// The Measurements panel's name filter: the first line is a regular expression, the other lines are
// kernel names it is matched against (and filtered, as selectMeasured does).
std::optional<ErrorKind> namePattern(std::string_view input);
// A PyTorch profiler trace (plain or gzip), then its points grouped and drawn on a chip.
std::optional<ErrorKind> kinetoTrace(std::string_view input);
// rocprofv3's counter collection CSV.
std::optional<ErrorKind> rocprofCounters(std::string_view input);
// XProf's roofline-model table as CSV.
std::optional<ErrorKind> xprofRoofline(std::string_view input);

} // namespace roofline::fuzz
