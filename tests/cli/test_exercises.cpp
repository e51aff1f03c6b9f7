// docs/exercises.md: every exercise of the chapter and its slides, answered by `roofline-studio calc`.
// The page's commands must still print exactly what the page shows, and each exercise's numbers are
// docs/model.md's (literals from docs/model.md §4 and §8–§9, or formulas written here).
#include "support/run_process.h"
#include "support/test_helpers.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

namespace roofline::test::exercises_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
const std::filesystem::path kSource = ROOFLINE_SOURCE_DIR;

ProcessResult app(const std::vector<std::string>& arguments)
{
    return runProcess(kApp, arguments, {"XDG_DATA_HOME=/nonexistent-roofline-test"});
}

// The page's paths are relative to the repository's root.
std::string resolved(const std::string& argument)
{
    return argument.starts_with("docs/") ? (kSource / argument).string() : argument;
}

// Splits a command line as the shell does for the page's commands: words, "quoted words" with \".
std::vector<std::string> words(const std::string& line)
{
    std::vector<std::string> out;
    std::string word;
    bool quoted = false, any = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted && c == '\\' && i + 1 < line.size() && (line[i + 1] == '"' || line[i + 1] == '\\')) {
            word += line[++i];
        } else if (c == '"') {
            quoted = !quoted;
            any = true;
        } else if (c == ' ' && !quoted) {
            if (any || !word.empty())
                out.push_back(word);
            word.clear();
            any = false;
        } else {
            word += c;
        }
    }
    if (any || !word.empty())
        out.push_back(word);
    return out;
}

struct Example {
    std::string command;
    std::string output;
};

std::vector<Example> examples()
{
    std::ifstream in(kSource / "docs" / "exercises.md");
    std::stringstream text;
    text << in.rdbuf();
    const std::string page = text.str();
    const std::regex pair("```sh\\n\\$ (roofline-studio [^\\n]*)\\n```\\n\\n```text\\n([\\s\\S]*?)```");
    std::vector<Example> found;
    for (auto it = std::sregex_iterator(page.begin(), page.end(), pair); it != std::sregex_iterator(); ++it)
        found.push_back({(*it)[1].str(), (*it)[2].str()});
    return found;
}

ProcessResult runExample(const std::string& command)
{
    std::vector<std::string> arguments = words(command);
    arguments.erase(arguments.begin()); // roofline-studio
    for (std::string& argument : arguments)
        argument = resolved(argument);
    return app(arguments);
}

nlohmann::json calcJson(std::vector<std::string> arguments)
{
    arguments.insert(arguments.begin(), "calc");
    arguments.push_back("--json");
    for (std::string& argument : arguments)
        argument = resolved(argument);
    const ProcessResult result = app(arguments);
    EXPECT_EQ(result.exitCode, 0) << result.err;
    return nlohmann::json::parse(result.out);
}

double number(const nlohmann::json& row, const char* key)
{
    return row.at(key).get<double>();
}

TEST(ExercisesCli, EveryCommandPrintsWhatTheDocShows)
{
    const std::vector<Example> all = examples();
    ASSERT_GE(all.size(), 11u);
    for (const Example& example : all) {
        SCOPED_TRACE(example.command);
        const ProcessResult result = runExample(example.command);
        EXPECT_EQ(result.exitCode, 0) << result.err;
        EXPECT_EQ(result.out, example.output)
            << "the page shows other output: python3 docs/exercises/refresh.py " << kApp;
    }
}

TEST(ExercisesCli, Q1Int8MatmulCriticalIntensity486AndRuleBAbove243)
{
    const nlohmann::json row = calcJson(
        {"--chip", "tpu-v5e-q1", "--op", "matmul B=B D=10000000 F=10000000 x=int8 w=int8 z=int8", "--B", "100"})[0];
    const double b = 100, d = 1e7, f = 1e7;
    EXPECT_EQ(number(row, "bytes"), b * d + d * f + b * f); // BD + DF + BF
    EXPECT_EQ(number(row, "flops"), 2 * b * d * f);
    EXPECT_TRUE(relativelyNear(number(row, "critical_intensity"), 486.4));
    EXPECT_TRUE(relativelyNear(number(row, "intensity"), 2 * b, 1e-4)); // about 2B
    EXPECT_TRUE(relativelyNear(number(row, "critical_batch"), 243.0));
    EXPECT_EQ(number(row, "t_math_s"), 2 * b * d * f / 3.94e14);
    EXPECT_EQ(number(row, "t_comms_s"), (b * d + d * f + b * f) / 8.1e11);
}

TEST(ExercisesCli, TheChaptersTeraflopOnV6eTakes1Point1Ms)
{
    // The chapter: 1e12 FLOPs on a TPU v6e of 9.1e14 FLOPs/s take 1e12 / 9.1e14 = 1.099 ms ("1.1 ms"); the shipped
    // tpu-v6e has Google's 9.18e14. A custom op whose bytes never bind (1 byte).
    const nlohmann::json row = calcJson({"--chip", "tpu-v6e-chapter", "--op", "custom flops=1000000000000 bytes=1"})[0];
    EXPECT_TRUE(relativelyNear(number(row, "t_math_s"), 1e12 / 9.1e14, 1e-12));
    EXPECT_TRUE(relativelyNear(number(row, "t_lower_s"), 1.1e-3, 1e-2)); // "about"
}

TEST(ExercisesCli, TheDotProductRunsOnTheVpuWhoseCriticalIntensityIsAroundThree)
{
    // The chapter's footnote: a dot product runs on the VPU, not the MXU; "the TPU v5p VPU can do roughly 7e12
    // FLOPs / second per core, so its critical intensity is around 3": 7e12 / 2.8e12 = 2.5. Its intensity, the
    // chapter's (2N - 1)/(4N + 2), is about 0.5: bandwidth-bound all the same.
    const nlohmann::json core = calcJson({"--chip", "tpu-v5p-chapter", "--op", "dot N=1000000 dtype=bf16"})[0];
    EXPECT_EQ(core["unit"], "vector");
    EXPECT_TRUE(relativelyNear(number(core, "critical_intensity"), 2.5));
    EXPECT_TRUE(relativelyNear(number(core, "intensity"), (2e6 - 1) / (4e6 + 2), 1e-12));
    EXPECT_EQ(core["bound"], "bandwidth");
    // The shipped chip has both TensorCores' VPUs, which compute in fp32: 1.4e13 / 2.8e12 = 5.
    const nlohmann::json chip = calcJson({"--chip", "tpu-v5p", "--op", "dot N=1000000 dtype=fp32"})[0];
    EXPECT_EQ(chip["unit"], "vector");
    EXPECT_TRUE(relativelyNear(number(chip, "critical_intensity"), 5.0));
}

TEST(ExercisesCli, Q2Int8WeightsBf16ComputeBoundAbove120)
{
    const nlohmann::json row
        = calcJson({"--chip", "tpu-v5e", "--op", "matmul B=B D=1000000 F=1000000 x=bf16 w=int8 z=bf16"})[0];
    EXPECT_TRUE(relativelyNear(number(row, "critical_batch"), 120.0, 5e-3)); // "approx."
}

TEST(ExercisesCli, Q3CeilingReachedAt136And226)
{
    const nlohmann::json rows = calcJson({"--chip", "tpu-v5e", "--op", "matmul B=B D=4096 F=4096 x=bf16 w=int8 z=bf16",
        "--op", "matmul B=B D=1024 F=1024 x=bf16 w=int8 z=bf16"});
    EXPECT_TRUE(relativelyNear(number(rows[0], "critical_batch"), 136.09));
    EXPECT_TRUE(relativelyNear(number(rows[1], "critical_batch"), 226.31));
}

TEST(ExercisesCli, Q4PerExampleWeightsIntensityTwoAndNeverComputeBound)
{
    const nlohmann::json row = calcJson(
        {"--chip", "tpu-v5e-q1", "--op", "batched-matmul B=B D=65536 F=65536 x=int8 w=int8 z=int8", "--B", "4096"})[0];
    EXPECT_TRUE(relativelyNear(number(row, "intensity"), 2.0));
    EXPECT_TRUE(row.at("critical_batch").is_null());
    EXPECT_EQ(row.at("bound"), "bandwidth");
}

TEST(ExercisesCli, Q5AndTheSlidesH100CriticalBatch298And295)
{
    const nlohmann::json rows = calcJson({"--chip", "h100-chapter", "--chip", "h100-sxm", "--op",
        "matmul B=B D=10000000 F=10000000 x=bf16 w=bf16 z=bf16"});
    EXPECT_TRUE(relativelyNear(number(rows[0], "critical_batch"), 298.5));
    EXPECT_TRUE(relativelyNear(number(rows[1], "critical_batch"), 295.2));
}

TEST(ExercisesCli, Fp32InsteadOfBf16HalvesTheIntensity)
{
    const nlohmann::json rows
        = calcJson({"--chip", "tpu-v5e", "--op", "matmul B=256 D=4096 F=4096 x=bf16 w=bf16 z=bf16", "--op",
            "matmul B=256 D=4096 F=4096 x=fp32 w=fp32 z=fp32 compute=bf16"});
    const double b = 256, d = 4096, f = 4096;
    EXPECT_TRUE(relativelyNear(number(rows[0], "intensity"), b * d * f / (b * d + d * f + b * f), 1e-12));
    EXPECT_TRUE(relativelyNear(number(rows[1], "intensity"), b * d * f / (2 * (b * d + d * f + b * f)), 1e-12));
    EXPECT_EQ(number(rows[1], "bytes"), 2 * number(rows[0], "bytes"));
    const nlohmann::json h100
        = calcJson({"--chip", "h100-sxm", "--op", "matmul B=B D=8192 F=8192 x=fp32 w=fp32 z=fp32"})[0];
    EXPECT_TRUE(relativelyNear(number(h100, "critical_intensity"), 6.7e13 / 3.35e12, 1e-12)); // 20
}

TEST(ExercisesCli, AttentionIntensityDecode3996Prefill2048And1024Point25)
{
    const nlohmann::json rows = calcJson({"--chip", "tpu-v5e", "--op", "attention B=B T=1 S=4096 N=32 K=8 H=128",
        "--op", "attention B=B T=4096 S=4096 N=32 K=32 H=128 causal=0", "--op",
        "attention B=B T=4096 S=4096 N=32 K=32 H=128 causal=1", "--B", "8"});
    EXPECT_TRUE(relativelyNear(number(rows[0], "intensity"), 32.0 * 4096 / (32 + 8.0 * 4096), 1e-12));
    EXPECT_TRUE(relativelyNear(number(rows[0], "intensity"), 3.996, 1e-3));
    EXPECT_TRUE(rows[0].at("critical_batch").is_null()); // memory-bound at any B
    EXPECT_TRUE(relativelyNear(number(rows[1], "intensity"), 2048.0, 1e-12));
    EXPECT_TRUE(relativelyNear(number(rows[2], "intensity"), 1024.25, 1e-12));
    EXPECT_EQ(number(rows[2], "critical_batch"), 0.0); // compute-bound at any B
    EXPECT_EQ(rows[0].at("unit"), "matrix");
    // The same op following --T and --S.
    const nlohmann::json decode
        = calcJson({"--chip", "tpu-v5e", "--op", "attention B=8 T=T S=S N=32 K=8 H=128", "--T", "1", "--S", "4096"})[0];
    EXPECT_EQ(number(decode, "intensity"), number(rows[0], "intensity"));
}

TEST(ExercisesCli, DOf1024OnManyChipsIsNetworkBound)
{
    const nlohmann::json rows
        = calcJson({"--chip", "tpu-v5e", "--op", "sharded-matmul B=512 D=1024 F=4096 chips=2 link=ICI", "--op",
            "sharded-matmul B=512 D=1024 F=4096 chips=8 link=ICI"});
    for (const auto& row : rows)
        EXPECT_EQ(row.at("bound"), "bandwidth");
    // T_comms / T_math = critical D / D: 8755.6 / 1024 for two chips.
    EXPECT_TRUE(relativelyNear(number(rows[0], "t_comms_s") / number(rows[0], "t_math_s"), 8755.6 / 1024.0));
    EXPECT_TRUE(relativelyNear(number(rows[0], "critical_d"), 8755.6));
}

TEST(ExercisesCli, FourAndEightChipsCriticalD26267And61289AndHalfBothWays)
{
    std::vector<std::string> arguments {"--chip", "tpu-v5e"};
    for (const char* ring : {"", " ring=bi"}) {
        for (const char* chips : {"2", "4", "8"}) {
            arguments.push_back("--op");
            arguments.push_back(std::string("sharded-matmul B=512 D=D F=4096 link=ICI chips=") + chips + ring);
        }
    }
    const nlohmann::json rows = calcJson(arguments);
    const double expected[] = {8755.6, 26267, 61289, 4377.8, 13133, 30644}; // docs/model.md §8
    for (std::size_t i = 0; i < 6; ++i)
        EXPECT_TRUE(relativelyNear(number(rows[i], "critical_d"), expected[i], 1e-4)) << i;
}

TEST(ExercisesCli, AMatmulOfNinetyGigabytesDoesNotFitAnH100)
{
    const nlohmann::json row
        = calcJson({"--chip", "h100-sxm", "--op", "matmul B=4096 D=150000 F=300000 x=bf16 w=bf16 z=bf16"})[0];
    EXPECT_EQ(number(row, "footprint_bytes"), (4096.0 * 150000 + 150000.0 * 300000 + 4096.0 * 300000) * 2);
    EXPECT_EQ(number(row, "capacity_bytes"), 8e10);
    EXPECT_EQ(row.at("fits"), false);
}

} // namespace
} // namespace roofline::test::exercises_cli
