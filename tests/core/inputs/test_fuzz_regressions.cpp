// Replays every input in tests/data/fuzz-regressions/<target>/ through the fuzz target's own code
// (tests/fuzz/fuzz_entries.cpp): inputs that once crashed a parser, broke a property, or that guard a
// limit (deep nesting, huge numbers). A crash fails the whole test binary; any exception other than
// roofline::Error fails the test. Each input must also end as the folder's expected.txt says, a line
// per file decided from the docs and the formulas (never from what the code happened to do):
//
//   <file>  refused: <error kind> "<words the message says>" …
//   <file>  accepted: <key>=<value> …
//
// An error kind is one of core/base/error.h's (too-deep, invalid-value, syntax…); a value is compared as
// a number (to 1e-12 of it) when it is one, else as text; the keys each target can state are listed in
// values() below. An input with no line fails, and so does a line with no file, an "accepted" that
// states no value and a "refused" that quotes no words. docs/testing.md "Fuzz" says how to keep a
// crasher.
#include "fuzz_entries.h"

#include "core/base/number_format.h"
#include "core/files/number_locale.h"
#include "core/formats/chip_json.h"
#include "core/formats/model_library.h"
#include "core/formats/project_json.h"
#include "core/formulas/dtype.h"
#include "core/formulas/op_cost.h"
#include "core/formulas/op_spec.h"
#include "core/measured/measured_groups.h"
#include "core/measured/name_pattern.h"
#include "core/readers/ert_json.h"
#include "core/readers/measured_csv.h"
#include "core/readers/measured_import.h"

#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <sstream>

namespace roofline::test {
namespace {

const std::filesystem::path kRegressions = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "fuzz-regressions";
const std::vector<std::string> kTargets {"chip-json", "project-json", "op-spec", "measured-csv", "model-json",
    "ert-json", "name-pattern", "measured-import", "nsight-csv", "number-text"};

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

using Values = std::map<std::string, std::string>;

// What one input must end as.
struct Expectation {
    bool refused = false;
    std::string kind; // refused: the error kind
    std::vector<std::string> words; // refused: what the message must say
    Values values; // accepted: what the result must hold
};

// The words of a line: space-separated, "quoted" ones may hold spaces (\" is a quote).
std::vector<std::string> splitWords(std::string_view line)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < line.size()) {
        if (line[i] == ' ' || line[i] == '\t') {
            ++i;
            continue;
        }
        std::string word;
        bool quoted = false;
        while (i < line.size() && (quoted || (line[i] != ' ' && line[i] != '\t'))) {
            if (line[i] == '\\' && i + 1 < line.size() && quoted) {
                word += line[i + 1];
                i += 2;
                continue;
            }
            if (line[i] == '"')
                quoted = !quoted;
            else
                word += line[i];
            ++i;
        }
        words.push_back(word);
    }
    return words;
}

// <file> -> its expectation, from <target>/expected.txt ('#' starts a comment line).
std::map<std::string, Expectation> readExpectations(const std::string& target)
{
    const std::filesystem::path file = kRegressions / target / "expected.txt";
    std::map<std::string, Expectation> expected;
    std::istringstream lines(readFile(file));
    std::string line;
    while (std::getline(lines, line)) {
        if (line.empty() || line.front() == '#')
            continue;
        const std::vector<std::string> words = splitWords(line);
        if (words.empty())
            continue;
        SCOPED_TRACE(file.string() + ": " + line);
        EXPECT_FALSE(expected.contains(words[0])) << words[0] << " is listed twice";
        Expectation& e = expected[words[0]];
        if (words.size() >= 3 && words[1] == "refused:") {
            e.refused = true;
            e.kind = words[2];
            e.words.assign(words.begin() + 3, words.end());
            EXPECT_FALSE(e.words.empty()) << "a refusal says what its message must say";
        } else if (words.size() >= 2 && words[1] == "accepted:") {
            for (std::size_t w = 2; w < words.size(); ++w) {
                const std::size_t equals = words[w].find('=');
                EXPECT_NE(equals, std::string::npos) << "\"" << words[w] << "\" is not key=value";
                if (equals != std::string::npos)
                    e.values[words[w].substr(0, equals)] = words[w].substr(equals + 1);
            }
            EXPECT_FALSE(e.values.empty()) << "an accepted input says which values it must give";
        } else {
            ADD_FAILURE() << "not \"<file> refused: <kind> \\\"<words>\\\"…\" or \"<file> accepted: <key>=<value>…\"";
        }
    }
    return expected;
}

std::string number(double value)
{
    return formatPlain(value);
}

std::optional<double> asNumber(const std::string& text)
{
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

void addLevels(Values& values, const std::string& prefix, const std::vector<BandwidthLevel>& levels)
{
    values[prefix] = number(static_cast<double>(levels.size()));
    for (const BandwidthLevel& level : levels) {
        values[prefix + "." + level.name + ".bandwidth"] = number(level.bytesPerS);
        values[prefix + "." + level.name + ".count"] = number(level.count);
        if (level.capacityBytes)
            values[prefix + "." + level.name + ".capacity"] = number(*level.capacityBytes);
    }
}

// An input read by the target's parser: the error it was refused with, or the values it gave.
struct Outcome {
    std::optional<Error> error;
    Values values;
};

Outcome readAs(const std::string& target, const std::string& input)
{
    Outcome outcome;
    Values& v = outcome.values;
    try {
        if (target == "chip-json") {
            const Chip chip = parseChipJson(input, "fuzz.json");
            v["id"] = chip.id;
            v["name"] = chip.name;
            v["vendor"] = chip.vendor;
            for (const auto& [dtype, peak] : chip.peakFlopsPerS)
                v["peak." + std::string(dtypeName(dtype))] = number(peak);
            for (const auto& [dtype, peak] : chip.vectorPeakFlopsPerS)
                v["vector_peak." + std::string(dtypeName(dtype))] = number(peak);
            addLevels(v, "memory", chip.memory);
            addLevels(v, "links", chip.links);
        } else if (target == "project-json") {
            const Project project = parseProjectJson(input, "fuzz.roofline.json");
            std::string chips;
            for (const std::string& id : project.chipIds)
                chips += (chips.empty() ? "" : ",") + id;
            v["chips"] = chips;
            v["ops"] = number(static_cast<double>(project.ops.size()));
            v["sweeps"] = number(static_cast<double>(project.sweeps.size()));
            for (std::size_t i = 0; i < project.ops.size(); ++i)
                v["ops." + std::to_string(i) + ".kind"] = std::string(opKindInfo(project.ops[i].kind).name);
            for (const Dim dim : kAllDims)
                v["dims." + std::string(dimName(dim))] = number(project.dims[dim]);
        } else if (target == "op-spec") {
            const Op op = parseOpSpec(input, "fuzz");
            // At the sliders' defaults (B = 128, D = F = 4096, T = 1, S = 4096), as calc evaluates it.
            const OpCost cost = costOf(op, Dims {});
            v["kind"] = std::string(opKindInfo(op.kind).name);
            v["flops"] = number(cost.flops);
            v["bytes"] = number(cost.bytes);
            v["precision"] = std::string(dtypeName(cost.precision));
            if (cost.footprintBytes)
                v["footprint"] = number(*cost.footprintBytes);
        } else if (target == "measured-csv" || target == "nsight-csv") {
            const MeasuredImport import
                = parseMeasuredCsv(target == "nsight-csv" ? fuzz::nsightText(input) : input, "fuzz.csv");
            v["warnings"] = number(static_cast<double>(import.warnings.size()));
            v["kernels"] = number(static_cast<double>(import.kernels.size()));
            v["skipped"] = number(static_cast<double>(import.skipped.size()));
            for (std::size_t k = 0; k < import.kernels.size(); ++k) {
                const std::string at = "kernel." + std::to_string(k) + ".";
                v[at + "name"] = import.kernels[k].name;
                v[at + "flops"] = number(import.kernels[k].flops);
                v[at + "bytes"] = number(import.kernels[k].bytes);
                v[at + "seconds"] = number(import.kernels[k].seconds);
            }
        } else if (target == "model-json") {
            const LoadedModel loaded = parseModelText(input, "fuzz.json", "fuzz");
            const ModelConfig& m = loaded.model;
            v["from"] = loaded.fromHfConfig ? "config.json" : "model-file";
            v["id"] = m.id;
            v["name"] = m.name;
            v["d_model"] = number(m.dModel);
            v["d_ff"] = number(m.dFf);
            v["n_heads"] = number(m.nHeads);
            v["n_kv_heads"] = number(m.nKvHeads);
            v["head_dim"] = number(m.headDim);
            v["n_layers"] = number(m.nLayers);
            v["vocab"] = number(m.vocab);
            v["gated_mlp"] = m.gatedMlp ? "true" : "false";
        } else if (target == "ert-json") {
            const EmpiricalRoofline roofline = parseErtJson(input, "roofline.json", "h100-sxm");
            v["ceilings"] = number(static_cast<double>(roofline.ceilings.size()));
            v["bandwidths"] = number(static_cast<double>(roofline.bandwidths.size()));
            for (const EmpiricalCeiling& ceiling : roofline.ceilings)
                v["ceiling." + ceiling.name] = number(ceiling.flopsPerS);
            for (const EmpiricalBandwidth& bandwidth : roofline.bandwidths)
                v["bandwidth." + bandwidth.name] = number(bandwidth.bytesPerS);
        } else if (target == "measured-import") {
            const MeasuredFile file = readMeasuredText(input, "fuzz.csv");
            v["format"] = file.format;
            v["kernels"] = number(static_cast<double>(file.kernels.size()));
            v["skipped"] = number(static_cast<double>(file.skipped.size()));
            v["warnings"] = number(static_cast<double>(file.warnings.size()));
            const std::vector<KernelNameGroup> groups = groupByName(file.kernels);
            v["groups"] = number(static_cast<double>(groups.size()));
            for (const KernelNameGroup& group : groups) {
                v["group." + group.name + ".count"] = number(static_cast<double>(group.count));
                v["group." + group.name + ".flops"] = number(group.flops);
                v["group." + group.name + ".bytes"] = number(group.bytes);
                v["group." + group.name + ".seconds"] = number(group.seconds);
            }
            if (file.ceilings) {
                v["ceilings"] = number(static_cast<double>(file.ceilings->ceilings.size()));
                v["bandwidths"] = number(static_cast<double>(file.ceilings->bandwidths.size()));
            }
        } else if (target == "number-text") {
            // Each line a field of one file: its value in the file's convention (line numbers from 1).
            DecimalMarkPolicy policy("fuzz.csv");
            std::vector<std::string> fields;
            std::istringstream lines(input);
            for (std::string line; std::getline(lines, line);)
                fields.push_back(line);
            for (std::size_t i = 0; i < fields.size(); ++i)
                policy.note(fields[i], TextPosition {i + 1, 1}, "value");
            for (std::size_t i = 0; i < fields.size(); ++i) {
                const std::optional<double> value
                    = policy.value(readNumberText(fields[i]), fields[i], TextPosition {i + 1, 1}, "value");
                v["value." + std::to_string(i + 1)] = value ? number(*value) : "none";
            }
            v["mark"] = policy.mark() == DecimalMark::Point ? "point"
                : policy.mark() == DecimalMark::Comma       ? "comma"
                                                            : "unknown";
        } else if (target == "name-pattern") {
            const std::size_t newline = input.find('\n');
            const NamePattern regex = NamePattern::regex(input.substr(0, newline), "measured_view.filter");
            std::istringstream names(newline == std::string::npos ? std::string() : input.substr(newline + 1));
            std::string name;
            int count = 0;
            std::string matched;
            while (std::getline(names, name)) {
                ++count;
                if (regex.matches(name))
                    matched += (matched.empty() ? "" : ",") + std::to_string(count);
            }
            v["names"] = std::to_string(count);
            v["matched"] = matched.empty() ? "none" : matched; // 1-based lines after the pattern
        }
    } catch (const Error& error) {
        outcome.error = error;
        outcome.values.clear();
    }
    return outcome;
}

const std::map<std::string, std::function<std::optional<ErrorKind>(std::string_view)>>& entries()
{
    static const std::map<std::string, std::function<std::optional<ErrorKind>(std::string_view)>> all {
        {"chip-json", fuzz::chipJson}, {"project-json", fuzz::projectJson}, {"op-spec", fuzz::opSpec},
        {"measured-csv", fuzz::measuredCsv}, {"model-json", fuzz::modelJson}, {"ert-json", fuzz::ertJson},
        {"name-pattern", fuzz::namePattern}, {"measured-import", fuzz::measuredImport}, {"nsight-csv", fuzz::nsightCsv},
        {"number-text", fuzz::numberText}};
    return all;
}

void replay(const std::string& target)
{
    const std::filesystem::path directory = kRegressions / target;
    ASSERT_TRUE(std::filesystem::is_directory(directory)) << directory;
    ASSERT_TRUE(std::filesystem::is_regular_file(directory / "expected.txt")) << directory / "expected.txt";
    const std::map<std::string, Expectation> expected = readExpectations(target);
    std::set<std::string> replayed;
    for (const auto& file : std::filesystem::directory_iterator(directory)) {
        const std::string name = file.path().filename().string();
        if (!file.is_regular_file() || name == "expected.txt" || name == "README.md")
            continue;
        SCOPED_TRACE(target + "/" + name);
        replayed.insert(name);
        const std::string input = readFile(file.path());
        // The fuzz target's own run: its properties hold (or it aborts), and only roofline::Error escapes.
        std::optional<ErrorKind> kind;
        ASSERT_NO_THROW(kind = entries().at(target)(input));
        const Outcome outcome = readAs(target, input);
        EXPECT_EQ(kind.has_value(), outcome.error.has_value());
        const auto expectation = expected.find(name);
        if (expectation == expected.end()) {
            ADD_FAILURE() << name << " has no line in " << directory / "expected.txt"
                          << ": say what the docs say it must give (refused: <kind> \"<words>\", or accepted: "
                             "<key>=<value>)";
            continue;
        }
        const Expectation& e = expectation->second;
        if (e.refused) {
            if (!outcome.error) {
                ADD_FAILURE() << name << " is accepted; it must be refused with " << e.kind;
                continue;
            }
            const std::string message = outcome.error->what();
            EXPECT_EQ(errorKindName(outcome.error->kind()), e.kind) << message;
            for (const std::string& words : e.words)
                EXPECT_NE(message.find(words), std::string::npos)
                    << "\"" << message << "\" does not say \"" << words << "\"";
            continue;
        }
        if (outcome.error) {
            ADD_FAILURE() << name << " is refused (" << errorKindName(outcome.error->kind()) << ": "
                          << outcome.error->what() << "); it must be accepted";
            continue;
        }
        for (const auto& [key, want] : e.values) {
            const auto got = outcome.values.find(key);
            if (got == outcome.values.end()) {
                std::string keys;
                for (const auto& [k, value] : outcome.values)
                    keys += " " + k;
                ADD_FAILURE() << key << " is not a value " << target << " gives; it gives" << keys;
                continue;
            }
            const std::optional<double> a = asNumber(got->second);
            const std::optional<double> b = asNumber(want);
            if (a && b)
                EXPECT_LE(std::fabs(*a - *b), 1e-12 * std::fabs(*b)) << key << " = " << got->second << ", not " << want;
            else
                EXPECT_EQ(got->second, want) << key;
        }
    }
    EXPECT_FALSE(replayed.empty()) << "no regression inputs in " << directory;
    // A line for a file that is gone is a guard that no longer runs.
    for (const auto& [name, expectation] : expected)
        EXPECT_TRUE(replayed.contains(name)) << directory / "expected.txt"
                                             << " lists " << name << ", which does not exist";
}

TEST(FuzzRegressions, ChipJson)
{
    replay("chip-json");
}

TEST(FuzzRegressions, ProjectJson)
{
    replay("project-json");
}

TEST(FuzzRegressions, OpSpec)
{
    replay("op-spec");
}

TEST(FuzzRegressions, MeasuredCsv)
{
    replay("measured-csv");
}

TEST(FuzzRegressions, ModelJson)
{
    replay("model-json");
}

TEST(FuzzRegressions, ErtJson)
{
    replay("ert-json");
}

TEST(FuzzRegressions, NamePattern)
{
    replay("name-pattern");
}

TEST(FuzzRegressions, MeasuredImport)
{
    replay("measured-import");
}

TEST(FuzzRegressions, NsightCsv)
{
    replay("nsight-csv");
}

TEST(FuzzRegressions, NumberText)
{
    replay("number-text");
}

TEST(FuzzRegressions, EveryTargetFolderHasItsExpectationsAndEveryRefusalAKnownKind)
{
    std::set<std::string> kinds;
    for (int kind = 0; kind <= static_cast<int>(ErrorKind::Meaningless); ++kind)
        kinds.insert(std::string(errorKindName(static_cast<ErrorKind>(kind))));
    for (const auto& entry : std::filesystem::directory_iterator(kRegressions)) {
        if (entry.is_directory()) {
            EXPECT_NE(std::find(kTargets.begin(), kTargets.end(), entry.path().filename().string()), kTargets.end())
                << entry.path() << ": a folder for no fuzz target";
        }
    }
    for (const std::string& target : kTargets) {
        const std::map<std::string, Expectation> expected = readExpectations(target);
        EXPECT_FALSE(expected.empty()) << target;
        for (const auto& [name, e] : expected) {
            if (e.refused) {
                EXPECT_TRUE(kinds.contains(e.kind))
                    << target << "/" << name << ": \"" << e.kind << "\" is no error kind";
            }
        }
    }
    // The old single list is gone: each folder says what its inputs must give.
    EXPECT_FALSE(std::filesystem::exists(kRegressions / "expected.txt"));
}

// The profiler readers' fuzz targets hold their properties on the readers' own fixtures (each accepted)
// and refuse what is not their format, with the reader's error kind.
TEST(FuzzRegressions, TheProfilerTargetsAcceptTheirFixturesAndRefuseOthers)
{
    const std::filesystem::path data(ROOFLINE_TEST_DATA_DIR);
    EXPECT_EQ(fuzz::kinetoTrace(readFile(data / "traces" / "step.pt.trace.json")), std::nullopt);
    EXPECT_EQ(fuzz::kinetoTrace(readFile(data / "traces" / "step.pt.trace.json.gz")), std::nullopt);
    // Data movement among the points: the kernel time still adds up (points, data movement, unmodelled).
    EXPECT_EQ(fuzz::kinetoTrace(readFile(data / "traces" / "embedding.pt.trace.json")), std::nullopt);
    EXPECT_EQ(fuzz::kinetoTrace(readFile(data / "traces" / "real" / "nccl-allreduce-ddp.json.gz")), std::nullopt);
    EXPECT_EQ(fuzz::rocprofCounters(readFile(data / "rocprof" / "counter_collection.csv")), std::nullopt);
    EXPECT_EQ(fuzz::xprofRoofline(readFile(data / "xprof" / "roofline_model.csv")), std::nullopt);
    EXPECT_EQ(fuzz::kinetoTrace("{\"traceEvents\": []}"), ErrorKind::Syntax); // no GPU kernels
    EXPECT_EQ(fuzz::rocprofCounters(readFile(data / "xprof" / "roofline_model.csv")), ErrorKind::MissingKey);
    EXPECT_EQ(fuzz::xprofRoofline(readFile(data / "rocprof" / "counter_collection.csv")), ErrorKind::MissingKey);
}

} // namespace
} // namespace roofline::test
