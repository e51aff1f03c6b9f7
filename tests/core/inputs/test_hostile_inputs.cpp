// Every parser meets hostile input. One table: each row is an input, the ErrorKind it must
// raise, and the words its message must contain — the file, the line:column or key path where they
// apply, the field, and the reason. Nothing may crash, hang, or answer with inf/nan.
#include "support/test_helpers.h"

#include "app/flags/command_line.h"
#include "core/formats/chip_json.h"
#include "core/formats/project_json.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"
#include "core/measured/name_pattern.h"
#include "core/readers/ert_json.h"
#include "core/readers/measured_csv.h"

#include <functional>

namespace roofline::test {
namespace {

const std::string kChip = R"({
  "id": "my-chip", "name": "My chip", "vendor": "Me",
  "peak_flops_per_s": {"bf16": 1e14, "int8": 2e14},
  "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12}],
  "links": [{"name": "ICI", "bandwidth_bytes_per_s": 4.5e10}]
})";

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        throw std::logic_error("fixture has no " + from);
    return text.replace(at, from.size(), to);
}

std::string chipWith(const std::string& from, const std::string& to)
{
    return replaced(kChip, from, to);
}

// The default project's file, edited as JSON.
std::string projectWith(const std::function<void(nlohmann::ordered_json&)>& edit)
{
    nlohmann::ordered_json json = projectToJson(defaultProject());
    edit(json);
    return json.dump(2);
}

const std::string kCsvHeader = "name,flops,bytes,seconds\n";
const std::string kNcuHeader
    = "\"ID\",\"Kernel Name\",\"Section Name\",\"Metric Name\",\"Metric Unit\",\"Metric Value\"\n";

std::string ncuRow(const std::string& metric, const std::string& unit, const std::string& value)
{
    return "\"0\",\"gemm\",\"Command line profiler metrics\",\"" + metric + "\",\"" + unit + "\",\"" + value + "\"\n";
}

const std::string kNcuGood = ncuRow("gpu__time_duration.sum", "usecond", "10.5")
    + ncuRow("dram__bytes.sum", "Mbyte", "12.0")
    + ncuRow("sm__sass_thread_inst_executed_op_ffma_pred_on.sum", "inst", "1,000");

const std::vector<FlagSpec> kCalcFlags {{"--chip", true, true}, {"--op", true, true}, {"--json", false, false},
    {"--B", true, false}, {"--D", true, false}, {"--F", true, false}};

void flags(std::vector<std::string> arguments)
{
    const ParsedFlags parsed = parseFlags(arguments, kCalcFlags, "calc");
    for (const char* dim : {"--B", "--D", "--F"}) {
        if (const auto value = parsed.single(dim))
            parseDimFlagValue(dim, *value);
    }
}

Chip chip(const std::string& text)
{
    return parseChipJson(text, "chip.json");
}

struct Row {
    std::string name;
    std::function<void()> run;
    ErrorKind kind;
    std::vector<std::string> parts; // the message contains each
};

std::vector<Row> hostileInputs()
{
    using K = ErrorKind;
    const auto project = [](const std::string& text) { parseProjectJson(text, "p.roofline.json"); };
    const auto spec = [](const std::string& text) { parseOpSpec(text, "--op"); };
    const auto csv = [](const std::string& text) { parseMeasuredCsv(text, "k.csv"); };
    const auto ncu = [](const std::string& text) { parseMeasuredCsv(text, "n.csv"); };
    const Chip v5e = shippedChip("tpu-v5e");
    return {
        // ---- chip files ----
        {"chip: malformed JSON gives line:column",
            [] { chip(chipWith("\"id\": \"my-chip\",", "\"id\": \"my-chip\",,")); }, K::Syntax,
            {"chip.json:2:19: top level:", "malformed JSON", "unexpected ','"}},
        {"chip: truncated JSON", [] { chip(kChip.substr(0, 90)); }, K::Syntax, {"chip.json:", "truncated"}},
        {"chip: empty file", [] { chip(""); }, K::Syntax, {"chip.json", "empty"}},
        {"chip: only a byte-order mark and spaces", [] { chip("\xEF\xBB\xBF  \n "); }, K::Syntax,
            {"chip.json", "empty"}},
        {"chip: number written as text", [] { chip(chipWith("1e14", "\"1e14\"")); }, K::WrongType,
            {"chip.json: peak_flops_per_s.bf16", "expected a number", "\"1e14\""}},
        {"chip: missing key", [] { chip(chipWith("\"vendor\": \"Me\",", "")); }, K::MissingKey,
            {"chip.json: top level", "missing key \"vendor\""}},
        {"chip: unknown dtype", [] { chip(chipWith("\"int8\"", "\"int3\"")); }, K::UnknownName,
            {"peak_flops_per_s.int3", "unknown precision", "bf16"}},
        {"chip: zero peak", [] { chip(chipWith("1e14", "0")); }, K::InvalidValue,
            {"chip.json: peak_flops_per_s.bf16", "positive", "got 0"}},
        {"chip: negative bandwidth", [] { chip(chipWith("1e12", "-1e12")); }, K::InvalidValue,
            {"chip.json: memory[0].bandwidth_bytes_per_s", "positive", "-1e12"}},
        {"chip: NaN is not JSON", [] { chip(chipWith("1e14", "NaN")); }, K::Syntax, {"chip.json:3:", "malformed JSON"}},
        {"chip: -Infinity is not JSON", [] { chip(chipWith("1e12", "-Infinity")); }, K::Syntax,
            {"chip.json:4:", "malformed JSON"}},
        {"chip: 1e400 names line, column and key path", [] { chip(chipWith("1e12", "1e400")); }, K::InvalidValue,
            {"chip.json:4:", "memory[0].bandwidth_bytes_per_s", "1e400", "out of range"}},
        {"chip: absurd peak 1e308", [] { chip(chipWith("1e14", "1e308")); }, K::InvalidValue,
            {"peak_flops_per_s.bf16", "between 1 and 1e30", "1e308"}},
        {"chip: bandwidth so small the ridge overflows", [] { chip(chipWith("1e12", "1e-300")); }, K::InvalidValue,
            {"memory[0].bandwidth_bytes_per_s", "between 1 and 1e30"}},
        {"chip: binary garbage",
            [] {
                chip(std::string("\x7f"
                                 "ELF\x02\x01\x01\0\0\0",
                    10));
            },
            K::Encoding, {"chip.json:1:8:", "binary data"}},
        {"chip: Latin-1 text", [] { chip(chipWith("My chip", "My caf\xe9 chip")); }, K::Encoding,
            {"chip.json:2:35:", "not valid UTF-8", "0xe9"}},
        {"chip: UTF-16 text", [] { chip(std::string("\xFF\xFE{\0}\0", 6)); }, K::Encoding,
            {"chip.json:1:1:", "UTF-16"}},
        {"chip: deeply nested arrays", [] { chip(std::string(100000, '[') + std::string(100000, ']')); }, K::TooDeep,
            {"chip.json", "deeper than 32"}},
        {"chip: deeply nested objects",
            [] {
                std::string deep;
                for (int i = 0; i < 5000; ++i)
                    deep += "{\"a\":";
                chip(deep + "1" + std::string(5000, '}'));
            },
            K::TooDeep, {"chip.json: a.a.a", "deeper than 32"}},
        {"chip: a key given twice",
            [] { chip(chipWith("\"vendor\": \"Me\"", "\"vendor\": \"Me\", \"vendor\": \"You\"")); }, K::Syntax,
            {"chip.json:", "vendor", "appears twice"}},
        {"chip: text after the object", [] { chip(kChip + " {}"); }, K::Syntax, {"chip.json:6:", "malformed JSON"}},
        {"chip: an array at the top", [] { chip("[1, 2]"); }, K::WrongType,
            {"chip.json: top level", "expected an object"}},
        {"chip: file larger than the limit", [] { chip(std::string(kMaxChipFileBytes + 1, ' ')); }, K::TooLarge,
            {"chip.json", "1 MiB"}},
        {"chip: achievable fraction above 1",
            [] { chip(chipWith("\"vendor\": \"Me\",", "\"vendor\": \"Me\", \"achievable_fraction\": 1.5,")); },
            K::InvalidValue, {"achievable_fraction", "(0, 1]"}},
        {"chip: id with spaces", [] { chip(chipWith("\"my-chip\"", "\"My Chip\"")); }, K::InvalidValue,
            {"chip.json: id", "a–z"}},

        // ---- project files ----
        {"project: a newer format", [=] { project(projectWith([](auto& j) { j["format"] = 7; })); },
            K::UnsupportedVersion, {"p.roofline.json", "format 7", "reads format 1"}},
        {"project: no format", [=] { project(projectWith([](auto& j) { j.erase("format"); })); }, K::MissingKey,
            {"p.roofline.json: top level", "missing key \"format\""}},
        {"project: a chip file opened as a project", [=] { project(kChip); }, K::MissingKey,
            {"p.roofline.json", "\"format\"", "chip file"}},
        {"project: another app's file", [=] { project(projectWith([](auto& j) { j["app"] = "excel"; })); },
            K::InvalidValue, {"p.roofline.json: app", "\"excel\""}},
        {"project: unknown op kind",
            [=] { project(projectWith([](auto& j) { j["ops"][0]["kind"] = "convolution"; })); }, K::UnknownName,
            {"p.roofline.json: ops[0].kind", "\"convolution\"", "matmul"}},
        {"project: unknown dtype", [=] { project(projectWith([](auto& j) { j["ops"][1]["dtypes"]["w"] = "int3"; })); },
            K::UnknownName, {"p.roofline.json: ops[1].dtypes.w", "\"int3\"", "bf16"}},
        {"project: zero dimension", [=] { project(projectWith([](auto& j) { j["ops"][0]["numbers"]["D"] = 0; })); },
            K::InvalidValue, {"p.roofline.json: ops[0].numbers.D", "at least 1", "got 0"}},
        {"project: dimension 1e300",
            [=] { project(projectWith([](auto& j) { j["ops"][0]["numbers"]["F"] = 1e300; })); }, K::InvalidValue,
            {"ops[0].numbers.F", "at most", "1e300"}},
        {"project: 1e400 in a dimension",
            [=] { project(replaced(projectWith([](auto&) {}), "\"D\": 4096", "\"D\": 1e400")); }, K::InvalidValue,
            {"p.roofline.json:", "ops[0].numbers.D", "1e400"}},
        {"project: text where a number belongs", [=] { project(projectWith([](auto& j) { j["dims"]["B"] = "128"; })); },
            K::WrongType, {"p.roofline.json: dims.B", "expected a number", "\"128\""}},
        {"project: NaN written as null", [=] { project(projectWith([](auto& j) { j["dims"]["F"] = nullptr; })); },
            K::WrongType, {"p.roofline.json: dims.F", "got null"}},
        {"project: unknown slider", [=] { project(projectWith([](auto& j) { j["ops"][0]["bindings"]["B"] = "Q"; })); },
            K::UnknownName, {"p.roofline.json: ops[0].bindings.B", "\"Q\""}},
        {"project: a dot product as a sweep",
            [=] { project(projectWith([](auto& j) { j["sweeps"][0] = j["ops"][2]; })); }, K::InvalidValue,
            {"p.roofline.json: sweeps[0].kind", "cannot be swept"}},
        {"project: custom chip with a negative bandwidth",
            [=] {
                project(projectWith([](auto& j) {
                    nlohmann::ordered_json custom = nlohmann::ordered_json::parse(kChip);
                    custom["memory"][0]["bandwidth_bytes_per_s"] = -5;
                    j["custom_chips"].push_back(custom);
                }));
            },
            K::InvalidValue, {"p.roofline.json: custom_chips[0].memory[0].bandwidth_bytes_per_s", "-5"}},
        {"project: custom chip with a ridge that would overflow",
            [=] {
                project(projectWith([](auto& j) {
                    nlohmann::ordered_json custom = nlohmann::ordered_json::parse(kChip);
                    custom["peak_flops_per_s"]["bf16"] = 1e300;
                    j["custom_chips"].push_back(custom);
                }));
            },
            K::InvalidValue, {"custom_chips[0].peak_flops_per_s.bf16", "between 1 and 1e30"}},
        {"project: slider at 0", [=] { project(projectWith([](auto& j) { j["dims"]["B"] = 0; })); }, K::InvalidValue,
            {"p.roofline.json: dims.B", "from 1 to 1e12"}},
        {"project: batch range ending before it starts",
            [=] { project(projectWith([](auto& j) { j["batch_range"]["to"] = 0.5; })); }, K::InvalidValue,
            {"p.roofline.json: batch_range", "end after it starts"}},
        {"project: log axis starting at 0",
            [=] { project(projectWith([](auto& j) {
                      j["views"]["roofline_intensity"] = {0, 100};
                  })); },
            K::InvalidValue, {"p.roofline.json: views.roofline_intensity", "positive lower bound"}},
        {"project: export 100000 pixels wide",
            [=] { project(projectWith([](auto& j) { j["export"]["width"] = 100000; })); }, K::InvalidValue,
            {"p.roofline.json: export.width", "16384"}},
        {"project: unknown theme", [=] { project(projectWith([](auto& j) { j["theme"] = "neon"; })); }, K::UnknownName,
            {"p.roofline.json: theme", "\"neon\"", "\"dark\""}},
        {"project: negative measured FLOPs",
            [=] {
                project(projectWith([](auto& j) {
                    j["measured"].push_back({{"name", "k"}, {"flops", -1}, {"bytes", 1}, {"seconds", 1}});
                }));
            },
            K::InvalidValue, {"p.roofline.json: measured[0].flops", "positive"}},
        {"project: unknown precision", [=] { project(projectWith([](auto& j) { j["precision"] = "fp12"; })); },
            K::UnknownName, {"p.roofline.json: precision", "\"fp12\""}},
        {"project: chips is not a list", [=] { project(projectWith([](auto& j) { j["chips"] = "tpu-v5e"; })); },
            K::WrongType, {"p.roofline.json: chips", "expected an array"}},
        {"project: truncated", [=] { project(projectWith([](auto&) {}).substr(0, 300)); }, K::Syntax,
            {"p.roofline.json:", "truncated"}},
        {"project: larger than 64 MiB", [=] { project(std::string(kMaxProjectFileBytes + 1, ' ')); }, K::TooLarge,
            {"p.roofline.json", "64 MiB"}},

        {"project: a filter that is not a regular expression",
            [=] {
                project(projectWith([](auto& j) {
                    j["measured_view"]["filter"] = "(a+)+(";
                    j["measured_view"]["filter_regex"] = true;
                }));
            },
            K::Syntax, {"p.roofline.json: measured_view.filter", "character 6", "\"(\" without its \")\""}},

        // ---- ERT roofline.json and name filters ----
        {"ert: nested 40 deep", [] { (void)parseErtJson(std::string(40, '[') + std::string(40, ']'), "r.json"); },
            K::TooDeep, {"r.json"}},
        {"ert: a rate of 1e400",
            [] {
                (void)parseErtJson(
                    R"({"empirical": {"gflops": {"data": [["GFLOPs", 1e400]]}, "gbytes": {"data": []}}})", "r.json");
            },
            K::InvalidValue, {"r.json", "1e400"}},
        {"ert: a pair of three",
            [] {
                (void)parseErtJson(
                    R"({"empirical": {"gflops": {"data": [["GFLOPs", 1, 2]]}, "gbytes": {"data": [["DRAM", 1]]}}})",
                    "r.json");
            },
            K::Syntax, {"r.json: empirical.gflops.data[0]", "expected [name, number]"}},
        {"filter: a back-reference", [] { (void)NamePattern::regex("(a)\\1"); }, K::Syntax,
            {"filter", "back-references"}},
        {"filter: 2,000 characters", [] { (void)NamePattern::regex(std::string(2000, 'a')); }, K::TooLarge,
            {"filter", "longer than 1000 characters"}},

        // ---- op specs (command line and GUI) ----
        {"op: unknown kind", [=] { spec("conv2d N=3"); }, K::UnknownName, {"--op", "unknown op kind", "\"conv2d\""}},
        {"op: unknown dtype", [=] { spec("matmul B=1 D=2 F=3 x=int3"); }, K::UnknownName,
            {"--op", "x=\"int3\"", "not a dtype"}},
        {"op: zero dimension", [=] { spec("matmul B=0 D=2 F=3"); }, K::InvalidValue,
            {"--op", "matmul B", "at least 1", "got 0"}},
        {"op: negative dimension", [=] { spec("matmul B=-5 D=2 F=3"); }, K::InvalidValue, {"matmul B", "-5"}},
        {"op: NaN", [=] { spec("dot N=nan"); }, K::InvalidValue, {"N=\"nan\"", "not a finite number"}},
        {"op: 1e400", [=] { spec("matmul B=1e400 D=2 F=3"); }, K::InvalidValue, {"B=\"1e400\"", "not a finite number"}},
        {"op: text where a number belongs", [=] { spec("matmul B=lots D=2 F=3"); }, K::WrongType,
            {"B=\"lots\"", "not a number"}},
        {"op: dimension 1e300", [=] { spec("matmul B=1e300 D=2 F=3"); }, K::InvalidValue, {"matmul B", "at most"}},
        {"op: missing parameter", [=] { spec("matmul B=1 D=2"); }, K::MissingKey, {"--op", "needs F="}},
        {"op: unknown parameter", [=] { spec("dot N=3 q=1"); }, K::UnknownName, {"--op", "no parameter \"q\""}},
        {"op: unclosed quote", [=] { spec("dot N=3 label=\"oops"); }, K::Syntax, {"--op", "quote"}},
        {"op: empty", [=] { spec("   "); }, K::Syntax, {"--op", "empty op spec"}},
        {"op: zero bytes", [=] { spec("custom flops=1e9 bytes=0"); }, K::InvalidValue, {"custom bytes", "positive"}},
        {"op: one chip in a sharded matmul", [=] { spec("sharded-matmul B=1 D=2 F=3 chips=1"); }, K::InvalidValue,
            {"sharded-matmul chips", "at least 2"}},
        {"op: elementwise that moves no bytes", [=] { spec("elementwise N=10 flops=1 inputs=0 outputs=0"); },
            K::InvalidValue, {"elementwise", "moves no bytes"}},
        {"op: not UTF-8", [=] { spec("dot N=3 label=\"caf\xe9\""); }, K::Encoding, {"--op", "UTF-8"}},
        {"op: unknown link", [=] { evaluate(v5e, parseOpSpec("dot N=3 link=NVLink"), Dims {}); }, K::UnknownName,
            {"TPU v5e", "\"NVLink\"", "HBM"}},
        {"op: intensity that overflows", [=] { evaluate(v5e, parseOpSpec("custom flops=1e30 bytes=1e-300"), Dims {}); },
            K::Meaningless, {"TPU v5e", "overflow"}},

        // ---- measured kernels: simple CSV ----
        {"csv: empty", [=] { csv(""); }, K::Syntax, {"k.csv", "empty"}},
        {"csv: missing column", [=] { csv("name,flops,bytes\nk,1,2\n"); }, K::MissingKey,
            {"k.csv:1:1:", "no column \"seconds\""}},
        {"csv: text where a number belongs", [=] { csv(kCsvHeader + "k,many,2,3\n"); }, K::WrongType,
            {"k.csv:2:3:", "flops", "\"many\" is not a number"}},
        {"csv: zero bytes", [=] { csv(kCsvHeader + "k,1e9,0,1e-3\n"); }, K::InvalidValue,
            {"k.csv:2:7:", "bytes", "positive"}},
        {"csv: 1e400", [=] { csv(kCsvHeader + "k,1e9,1e6,1e400\n"); }, K::InvalidValue,
            {"k.csv:2:11:", "seconds", "not a finite number"}},
        {"csv: NaN", [=] { csv(kCsvHeader + "k,nan,1e6,1\n"); }, K::InvalidValue,
            {"k.csv:2:3:", "flops", "not a finite"}},
        {"csv: quote never closed", [=] { csv(kCsvHeader + "\"k,1,2,3\n"); }, K::Syntax, {"k.csv:2:1:", "not closed"}},
        {"csv: text after a closing quote", [=] { csv(kCsvHeader + "\"k\"x,1,2,3\n"); }, K::Syntax,
            {"k.csv:2:4:", "after a closing quote"}},
        {"csv: a row with too few fields", [=] { csv(kCsvHeader + "k,1,2\n"); }, K::Syntax,
            {"k.csv:2:1:", "3 fields", "4"}},
        {"csv: binary garbage", [=] { csv(std::string("PK\x03\x04\0\0", 6)); }, K::Encoding, {"k.csv:1:5:", "binary"}},
        {"csv: Latin-1", [=] { csv(kCsvHeader + "caf\xe9,1,2,3\n"); }, K::Encoding, {"k.csv:2:4:", "UTF-8"}},
        {"csv: header but no kernels", [=] { csv(kCsvHeader); }, K::Syntax, {"k.csv", "no kernels"}},
        {"csv: digits grouped in neither form", [=] { csv(kCsvHeader + "k,\"1,23,4\",2,3\n"); }, K::InvalidValue,
            {"k.csv:2:3:", "flops", "not a number in either form", "groups of three"}},
        {"csv: a number that could mean two things", [=] { csv(kCsvHeader + "k,\"1,230\",2,3\n"); }, K::InvalidValue,
            {"k.csv:2:3:", "flops", "could be 1230", "or 1.23", "LC_ALL=C"}},
        {"csv: intensity that overflows", [=] { csv(kCsvHeader + "k,1e30,1e-300,1\n"); }, K::Meaningless,
            {"k.csv:2", "not a finite number"}},
        // No size limit: 33 MiB of blanks are read to the end, and hold no kernels.
        {"csv: 33 MiB of blanks", [=] { csv(std::string(33u << 20, ' ')); }, K::Syntax, {"k.csv", "empty"}},

        // ---- measured kernels: Nsight Compute ----
        {"ncu: a unit of the wrong kind",
            [=] {
                ncu(kNcuHeader + ncuRow("gpu__time_duration.sum", "Mbyte", "10")
                    + ncuRow("dram__bytes.sum", "byte", "1")
                    + ncuRow("sm__sass_thread_inst_executed_op_fadd_pred_on.sum", "inst", "1"));
            },
            K::UnknownName, {"n.csv:2:", "gpu__time_duration.sum", "\"Mbyte\"", "time"}},
        {"ncu: no duration anywhere",
            [=] {
                ncu(kNcuHeader + ncuRow("dram__bytes.sum", "byte", "10")
                    + ncuRow("sm__sass_thread_inst_executed_op_fadd_pred_on.sum", "inst", "1"));
            },
            K::MissingKey, {"n.csv", "gpu__time_duration.sum"}},
        {"ncu: no FLOP counters",
            [=] {
                ncu(kNcuHeader + ncuRow("gpu__time_duration.sum", "usecond", "10")
                    + ncuRow("dram__bytes.sum", "byte", "1"));
            },
            K::MissingKey, {"n.csv", "\"gemm\"", "no FLOP counters"}},
        {"ncu: text where a value belongs",
            [=] { ncu(kNcuHeader + ncuRow("gpu__time_duration.sum", "usecond", "soon") + kNcuGood); }, K::WrongType,
            {"n.csv:2:", "gpu__time_duration.sum", "\"soon\" is not a number"}},
        {"ncu: a negative count",
            [=] {
                ncu(kNcuHeader + ncuRow("sm__sass_thread_inst_executed_op_fadd_pred_on.sum", "inst", "-4") + kNcuGood);
            },
            K::InvalidValue, {"n.csv:2:", "fadd", "negative"}},
        {"ncu: header and nothing else", [=] { ncu(kNcuHeader); }, K::Syntax, {"n.csv", "no kernels"}},
        {"ncu: a log without --csv", [=] { ncu("==PROF== Connected to process 1\n  gemm (1, 1, 1)x(1, 1, 1)\n"); },
            K::Syntax, {"n.csv", "without a CSV table"}},

        // ---- command-line flags ----
        {"flags: unknown option",
            [] {
                flags({"--chpi", "tpu-v5e"});
            },
            K::UnknownName, {"calc", "\"--chpi\"", "--chip"}},
        {"flags: missing value",
            [] {
                flags({"--op", "dot N=1", "--chip"});
            },
            K::MissingKey, {"calc", "--chip needs a value"}},
        {"flags: a switch given a value", [] { flags({"--json=yes"}); }, K::Syntax, {"calc", "--json takes no value"}},
        {"flags: a single flag given twice",
            [] {
                flags({"--B", "1", "--B", "2"});
            },
            K::Syntax, {"--B", "more than once"}},
        {"flags: stray argument", [] { flags({"tpu-v5e"}); }, K::Syntax,
            {"calc", "unexpected argument", "\"tpu-v5e\""}},
        {"flags: text where a number belongs", [] { flags({"--B=many"}); }, K::WrongType,
            {"--B", "\"many\"", "not a number"}},
        {"flags: zero",
            [] {
                flags({"--D", "0"});
            },
            K::InvalidValue, {"--D", "whole number from 1 to 1e12", "\"0\""}},
        {"flags: 1e400", [] { flags({"--F=1e400"}); }, K::InvalidValue, {"--F", "not a finite number"}},
        {"flags: a fraction",
            [] {
                flags({"--B", "2.5"});
            },
            K::InvalidValue, {"--B", "whole number", "\"2.5\""}},
        {"flags: an unknown chip id", [] { resolveChipArgument("tpu-v9", builtinChips()); }, K::UnknownName,
            {"--chip", "\"tpu-v9\"", "tpu-v5e"}},
        {"flags: a chip file that does not exist",
            [] { resolveChipArgument("/nonexistent/chip.json", builtinChips()); }, K::Io,
            {"/nonexistent/chip.json", "no such chip file"}},
    };
}

TEST(HostileInputs, EveryParserRefusesWithTheRightKindAndAMessageThatSaysWhere)
{
    const std::vector<Row> rows = hostileInputs();
    EXPECT_GE(rows.size(), 40u);
    for (const Row& row : rows) {
        SCOPED_TRACE(row.name);
        try {
            row.run();
            ADD_FAILURE() << row.name << ": accepted";
        } catch (const Error& error) {
            const std::string message = error.what();
            EXPECT_EQ(errorKindName(error.kind()), errorKindName(row.kind)) << row.name << ": " << message;
            for (const std::string& part : row.parts)
                EXPECT_NE(message.find(part), std::string::npos)
                    << row.name << ": \"" << message << "\" does not mention \"" << part << "\"";
        } catch (const std::exception& other) {
            ADD_FAILURE() << row.name << ": not a roofline::Error: " << other.what();
        }
    }
}

} // namespace
} // namespace roofline::test
