// The structured detail of core errors (what the GUI translates) says the same as the English message:
// the right code, file, key path, line and column, and the values at fault.
#include "core/base/error.h"
#include "core/formats/chip_json.h"
#include "core/formats/project_json.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/readers/measured_csv.h"
#include "core/scene/scene.h"

#include <gtest/gtest.h>

#include <functional>
#include <string>

namespace roofline {
namespace {

const std::string kChip = R"({
  "id": "my-chip", "name": "My chip", "vendor": "Me",
  "peak_flops_per_s": {"bf16": 1e14},
  "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12}]
})";

std::string chipWith(const std::string& from, const std::string& to)
{
    std::string text = kChip;
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        throw std::logic_error("fixture has no " + from);
    return text.replace(at, from.size(), to);
}

// The error `run` throws; fails the test if it throws none or one without a detail.
Error errorOf(const std::function<void()>& run)
{
    try {
        run();
    } catch (const Error& error) {
        EXPECT_NE(error.detail(), nullptr) << error.what();
        return error;
    }
    ADD_FAILURE() << "no error";
    return Error(ErrorKind::Io, "none");
}

struct Expected {
    ErrorCode code;
    std::string source, keyPath, value;
    std::size_t line = 0, column = 0;
};

void expectDetail(const Error& error, const Expected& expected)
{
    const ErrorDetail* detail = error.detail();
    ASSERT_NE(detail, nullptr) << error.what();
    const std::string message = error.what();
    EXPECT_EQ(static_cast<int>(detail->code), static_cast<int>(expected.code)) << message;
    EXPECT_EQ(detail->source, expected.source) << message;
    EXPECT_EQ(detail->keyPath, expected.keyPath) << message;
    EXPECT_EQ(detail->value, expected.value) << message;
    EXPECT_EQ(detail->line, expected.line) << message;
    EXPECT_EQ(detail->column, expected.column) << message;
    // The English message says the same things.
    EXPECT_NE(message.find(expected.source), std::string::npos) << message;
    EXPECT_NE(message.find(expected.keyPath), std::string::npos) << message;
    EXPECT_NE(message.find(expected.value), std::string::npos) << message;
}

TEST(ErrorDetail, ChipFilesSayCodeKeyPathAndValue)
{
    const auto chip = [](const std::string& text) { return errorOf([&] { parseChipJson(text, "c.json"); }); };
    expectDetail(
        chip(chipWith("1e12", "-5")), {ErrorCode::NotPositive, "c.json", "memory[0].bandwidth_bytes_per_s", "-5"});
    expectDetail(chip(chipWith("1e14", "0")), {ErrorCode::NotPositive, "c.json", "peak_flops_per_s.bf16", "0"});
    expectDetail(chip(chipWith("\"My chip\"", "\" \"")), {ErrorCode::MustNotBeEmpty, "c.json", "name", ""});
    expectDetail(chip(chipWith("\"vendor\": \"Me\",", "")), {ErrorCode::MissingKey, "c.json", "", "vendor"});
    expectDetail(
        chip(chipWith("1e14", "\"1e14\"")), {ErrorCode::WrongType, "c.json", "peak_flops_per_s.bf16", "\"1e14\""});
    expectDetail(chip(chipWith("\"bf16\"", "\"bf17\"")),
        {ErrorCode::UnknownName, "c.json", "peak_flops_per_s.bf17", "\"bf17\""});
    // Line 3, column 32 is where the number should be: `{"bf16": },`; 1e400 there ends at column 36.
    const Error syntax = chip(chipWith("1e14", ""));
    expectDetail(syntax, {ErrorCode::MalformedJson, "c.json", "peak_flops_per_s.bf16", "", 3, 32});
    expectDetail(chip(chipWith("1e14", "1e400")),
        {ErrorCode::NumberOutOfRange, "c.json", "peak_flops_per_s.bf16", "\"1e400\"", 3, 36});
    expectDetail(chip(""), {ErrorCode::Empty, "c.json", "", ""});
    expectDetail(chip("{\"id\": \"a\xff\"}"), {ErrorCode::NotUtf8, "c.json", "", "0xff", 1, 10});
}

TEST(ErrorDetail, ProjectsSayTheKeyPath)
{
    const Error error = errorOf([] { parseProjectJson("{\n  \"format\": 1,\n  \"ops\": [}\n}", "p.roofline.json"); });
    expectDetail(error, {ErrorCode::MalformedJson, "p.roofline.json", "ops[0]", "", 3, 11});
}

TEST(ErrorDetail, MeasuredCsvSaysLineColumnAndColumnName)
{
    const auto csv = [](const std::string& text) { return errorOf([&] { parseMeasuredCsv(text, "m.csv"); }); };
    expectDetail(
        csv("name,flops,bytes,seconds\nk1,??,10,1\n"), {ErrorCode::NotANumber, "m.csv", "flops", "\"??\"", 2, 4});
    expectDetail(csv("name,flops,bytes,seconds\nk1,5,-10,1\n"), {ErrorCode::NotInRange, "m.csv", "bytes", "-10", 2, 6});
    expectDetail(csv("name,flops,bytes,seconds\nk1,5,10\n"), {ErrorCode::FieldCount, "m.csv", "", "3", 2, 1});
    expectDetail(csv("name,flops,bytes,seconds\n\"k1,5,10,1\n"), {ErrorCode::UnclosedQuote, "m.csv", "", "", 2, 1});
    EXPECT_EQ(csv("name,flops,bytes,seconds\nk1,5,10\n").detail()->expected, "4");
}

TEST(ErrorDetail, OpsSayTheParameterAndTheBound)
{
    expectDetail(
        errorOf([] { parseOpSpec("matmul B=0 D=4 F=4", "spec"); }), {ErrorCode::AtLeast, "spec", "matmul B", "0"});
    EXPECT_EQ(errorOf([] { parseOpSpec("matmul B=0 D=4 F=4", "spec"); }).detail()->low, "1");
    expectDetail(errorOf([] { parseOpSpec("matmul B=4 D=4 F=4 x=tf32", "spec"); }),
        {ErrorCode::ComputeFormat, "spec", "matmul x", "tf32"});
    expectDetail(errorOf([] { parseOpSpec("elementwise N=8 flops=1 inputs=0 outputs=0", "spec"); }),
        {ErrorCode::MovesNothing, "spec", "", ""});
    Op bound = makeOp(OpKind::Elementwise);
    bound.bindings["N"] = Dim::B;
    bound.numbers["flops"] = 1.0;
    bound.numbers["outputs"] = 1e300; // above the maximum of 2^53
    const Error above = errorOf([&] { validateOp(bound, Dims {}, {}); });
    expectDetail(above, {ErrorCode::AtMost, "", "elementwise outputs", above.detail()->value});
    EXPECT_EQ(above.detail()->high, "9007199254740992");
    EXPECT_FALSE(above.detail()->followsSlider);
    Dims dims;
    dims[Dim::B] = 0.5;
    expectDetail(errorOf([&] { validateDims(dims, "dims"); }), {ErrorCode::NotWholeInRange, "dims", "B", "0.5"});
}

TEST(ErrorDetail, EvaluationAndPlacementNameTheOpKernelAndChip)
{
    const Chip chip = parseChipJson(kChip, "c.json");
    Op none = makeOp(OpKind::Elementwise);
    none.numbers["inputs"] = 0.0;
    none.numbers["outputs"] = 0.0;
    const Error noBytes = errorOf([&] { evaluate(chip, none, Dims {}); });
    EXPECT_EQ(static_cast<int>(noBytes.detail()->code), static_cast<int>(ErrorCode::NoBytes));
    EXPECT_EQ(noBytes.detail()->subject, "My chip");
    EXPECT_NE(std::string(noBytes.what()).find(noBytes.detail()->value + " on My chip"), std::string::npos);

    MeasuredKernel kernel;
    kernel.name = "k1";
    kernel.flops = 1e9;
    kernel.bytes = 1e6;
    kernel.seconds = 1e-3;
    kernel.link = "NVLink";
    ChipRoofline layer;
    placeMeasuredKernels(layer, chip, std::span(&kernel, 1));
    ASSERT_EQ(layer.measuredProblems.size(), 1u);
    const OpProblem& problem = layer.measuredProblems[0];
    ASSERT_TRUE(problem.detail.has_value()) << problem.message;
    EXPECT_EQ(static_cast<int>(problem.detail->code), static_cast<int>(ErrorCode::NoSuchLevel));
    EXPECT_EQ(problem.detail->value, "\"NVLink\"");
    EXPECT_EQ(problem.detail->expected, "HBM");
    EXPECT_EQ(problem.detail->subject, "My chip");

    const Error unit = errorOf([] {
        parseMeasuredCsv("\"ID\",\"Kernel Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n"
                         "\"0\",\"k\",\"gpu__time_duration.sum\",\"byte\",\"5\"\n",
            "n.csv");
    });
    EXPECT_EQ(static_cast<int>(unit.detail()->code), static_cast<int>(ErrorCode::UnitMismatch)) << unit.what();
    EXPECT_EQ(unit.detail()->keyPath, "gpu__time_duration.sum");
    EXPECT_EQ(unit.detail()->expected, "seconds");
}

// Why an op or a sweep is not drawn on a chip reaches the GUI as data, not as English it would have
// to take apart: the code, the chip, the precision or link, and what the chip has instead.
TEST(ErrorDetail, OpsAndSweepsAChipCannotRunSayWhyAsData)
{
    const Chip chip = parseChipJson(kChip, "c.json"); // bf16 only, one memory level, no link
    const std::vector<Op> ops {parseOpSpec("matmul B=8 D=64 F=64 x=int8 w=int8 z=int8"),
        parseOpSpec("matmul B=8 D=64 F=64 link=NVLink"), parseOpSpec("sharded-matmul B=8 D=64 F=64 chips=2")};
    const ChipRoofline layer = buildChipRoofline(chip, ops, Dims {}, RooflineOptions {});
    ASSERT_EQ(layer.problems.size(), 3u);
    const auto detail = [&](std::size_t i) -> const ErrorDetail& {
        EXPECT_TRUE(layer.problems[i].detail.has_value()) << layer.problems[i].message;
        return *layer.problems[i].detail;
    };
    EXPECT_EQ(static_cast<int>(detail(0).code), static_cast<int>(ErrorCode::NoPeak));
    EXPECT_EQ(detail(0).value, "int8");
    EXPECT_EQ(detail(0).expected, "bf16");
    EXPECT_EQ(detail(0).subject, "My chip");
    EXPECT_EQ(layer.problems[0].message, "My chip has no int8 peak; it has bf16");
    EXPECT_EQ(static_cast<int>(detail(1).code), static_cast<int>(ErrorCode::NoSuchLevel));
    EXPECT_EQ(detail(1).value, "\"NVLink\"");
    EXPECT_EQ(detail(1).expected, "HBM");
    EXPECT_EQ(static_cast<int>(detail(2).code), static_cast<int>(ErrorCode::NoLinkFor));
    EXPECT_EQ(detail(2).value, "sharded-matmul");
    EXPECT_EQ(detail(2).subject, "My chip");

    OpSpecRules rules;
    rules.optionalNumbers = {"B"};
    const std::vector<Op> sweeps {
        parseOpSpec("dot N=1000"), parseOpSpec("matmul D=64 F=64 x=int8 w=int8 z=int8", "", rules)};
    const std::vector<const Chip*> chips {&chip};
    const BatchSizeScene scene = buildBatchSizeScene(chips, sweeps, Dims {}, SweepOptions {});
    ASSERT_EQ(scene.chips[0].problems.size(), 2u);
    const OpProblem& dot = scene.chips[0].problems[0];
    ASSERT_TRUE(dot.detail.has_value());
    EXPECT_EQ(static_cast<int>(dot.detail->code), static_cast<int>(ErrorCode::NotSweepable));
    EXPECT_EQ(dot.detail->value, "dot");
    // Core's sentence is the error's own; the chart says which chip it is about.
    EXPECT_EQ(dot.message, "dot has no batch dimension to sweep");
    const OpProblem& int8 = scene.chips[0].problems[1];
    ASSERT_TRUE(int8.detail.has_value());
    EXPECT_EQ(static_cast<int>(int8.detail->code), static_cast<int>(ErrorCode::NoPeak));
    EXPECT_EQ(int8.message, "My chip has no int8 peak; it has bf16");
}

TEST(ErrorDetail, ProjectChecksSayTheirCode)
{
    const auto project = [](const std::string& text) { return errorOf([&] { parseProjectJson(text, "p.json"); }); };
    expectDetail(project(R"({"format": 99})"), {ErrorCode::NewerFormat, "p.json", "format", "99"});
    expectDetail(project(R"({"format": 1, "ops": [{"kind": "matmull"}]})"),
        {ErrorCode::UnknownOpKind, "p.json", "ops[0].kind", "\"matmull\""});
    expectDetail(project(R"({"format": 1, "ops": [{"kind": "matmul", "numbers": {"B": 0}}]})"),
        {ErrorCode::AtLeast, "p.json", "ops[0].numbers.B", "0"});
}

} // namespace
} // namespace roofline
