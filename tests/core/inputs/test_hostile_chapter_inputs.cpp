// Hostile input for every key of docs/model.md §6–§9 (vector peaks, link counts, ring/links, attention, the T and S
// sliders, footprint=): each row is an input, the ErrorKind and ErrorCode it must raise and the words its
// message must contain (file, key path, problem). Nothing may crash or answer with inf/nan.
#include "support/test_helpers.h"

#include "app/flags/command_line.h"
#include "core/formats/chip_json.h"
#include "core/formats/project_json.h"
#include "core/formulas/evaluation.h"
#include "core/formulas/op_spec.h"

#include <functional>
#include <optional>

namespace roofline::test {
namespace {

const std::string kChapterChip = R"({
  "id": "my-chip", "name": "My chip", "vendor": "Me",
  "peak_flops_per_s": {"bf16": 1e14},
  "vector_peak_flops_per_s": {"fp32": 7e12},
  "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12, "capacity_bytes": 1.6e10}],
  "links": [{"name": "ICI", "bandwidth_bytes_per_s": 4.5e10, "count": 4}]
})";

std::string chapterChipWith(const std::string& from, const std::string& to)
{
    std::string text = kChapterChip;
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        throw std::logic_error("fixture has no " + from);
    return text.replace(at, from.size(), to);
}

std::string chapterProjectWith(const std::function<void(nlohmann::ordered_json&)>& edit)
{
    Project project = defaultProject();
    project.ops.push_back(parseOpSpec("sharded-matmul B=512 D=16384 F=4096 chips=2 ring=bi"));
    project.ops.push_back(parseOpSpec("attention B=8 T=1 S=4096 N=32 K=8 H=128"));
    nlohmann::ordered_json json = projectToJson(project);
    edit(json);
    return json.dump(2);
}

struct ChapterRow {
    std::string name;
    std::function<void()> run;
    ErrorKind kind;
    std::optional<ErrorCode> code; // the detail's code, where the GUI words the error
    std::vector<std::string> parts;
};

std::vector<ChapterRow> rows()
{
    using K = ErrorKind;
    using C = ErrorCode;
    const auto chip = [](const std::string& text) { parseChipJson(text, "chip.json"); };
    const auto project = [](const std::string& text) { parseProjectJson(text, "p.roofline.json"); };
    const auto spec = [](const std::string& text) { parseOpSpec(text, "--op"); };
    const Chip v5e = shippedChip("tpu-v5e");
    const auto onV5e = [v5e](const std::string& text) { evaluate(v5e, parseOpSpec(text), Dims {}); };
    return {
        // ---- chip files: vector peaks ----
        {"vector peak: zero", [=] { chip(chapterChipWith("7e12", "0")); }, K::InvalidValue, C::NotPositive,
            {"chip.json: vector_peak_flops_per_s.fp32", "positive", "got 0"}},
        {"vector peak: negative", [=] { chip(chapterChipWith("7e12", "-7e12")); }, K::InvalidValue, C::NotPositive,
            {"vector_peak_flops_per_s.fp32", "-7e12"}},
        {"vector peak: text", [=] { chip(chapterChipWith("7e12", "\"7e12\"")); }, K::WrongType, C::WrongType,
            {"chip.json: vector_peak_flops_per_s.fp32", "expected a number"}},
        {"vector peak: unknown precision", [=] { chip(chapterChipWith("\"fp32\": 7e12", "\"fp31\": 7e12")); },
            K::UnknownName, C::UnknownName, {"vector_peak_flops_per_s.fp31", "unknown precision"}},
        {"vector peak: absurd", [=] { chip(chapterChipWith("7e12", "1e300")); }, K::InvalidValue, C::NotInRange,
            {"vector_peak_flops_per_s.fp32", "between 1 and 1e30"}},
        {"vector peak: an array", [=] { chip(chapterChipWith("{\"fp32\": 7e12}", "[7e12]")); }, K::WrongType,
            C::WrongType, {"vector_peak_flops_per_s", "expected an object"}},
        {"vector peak: 1e400", [=] { chip(chapterChipWith("7e12", "1e400")); }, K::InvalidValue, C::NumberOutOfRange,
            {"chip.json:4:", "vector_peak_flops_per_s.fp32"}},
        // ---- chip files: link counts ----
        {"count: zero", [=] { chip(chapterChipWith("\"count\": 4", "\"count\": 0")); }, K::InvalidValue,
            C::NotWholeInRange, {"chip.json: links[0].count", "whole number of links from 1 to 1e6", "got 0"}},
        {"count: fractional", [=] { chip(chapterChipWith("\"count\": 4", "\"count\": 2.5")); }, K::InvalidValue,
            C::NotWholeInRange, {"links[0].count", "2.5"}},
        {"count: negative", [=] { chip(chapterChipWith("\"count\": 4", "\"count\": -4")); }, K::InvalidValue,
            C::NotWholeInRange, {"links[0].count", "-4"}},
        {"count: too many", [=] { chip(chapterChipWith("\"count\": 4", "\"count\": 1e9")); }, K::InvalidValue,
            C::NotWholeInRange, {"links[0].count", "1e9"}},
        {"count: text", [=] { chip(chapterChipWith("\"count\": 4", "\"count\": \"four\"")); }, K::WrongType,
            C::WrongType, {"chip.json: links[0].count", "expected a number"}},
        {"count: on a memory level",
            [=] { chip(chapterChipWith("\"capacity_bytes\": 1.6e10", "\"capacity_bytes\": 1.6e10, \"count\": 2")); },
            K::InvalidValue, C::CountOnMemoryLevel, {"chip.json: memory[0].count", "only links have a count"}},
        // ---- op specs ----
        {"ring: not a direction", [=] { spec("sharded-matmul B=1 D=2 F=3 chips=2 ring=both"); }, K::UnknownName,
            std::nullopt, {"--op", "ring=\"both\"", "uni, bi"}},
        {"links: zero", [=] { spec("sharded-matmul B=1 D=2 F=3 chips=2 links=0"); }, K::InvalidValue, C::AtLeast,
            {"--op", "sharded-matmul links", "at least 1"}},
        {"links: fractional", [=] { spec("all-reduce N=8 chips=2 links=1.5"); }, K::InvalidValue, C::NotWhole,
            {"all-reduce links", "whole number"}},
        {"all-reduce: one chip", [=] { spec("all-reduce N=8 chips=1"); }, K::InvalidValue, C::AtLeast,
            {"all-reduce chips", "at least 2"}},
        {"all-reduce: missing N", [=] { spec("all-reduce chips=4"); }, K::MissingKey, std::nullopt,
            {"--op", "needs N="}},
        {"attention: T above S", [=] { spec("attention B=1 T=9 S=8 N=8 K=8 H=64"); }, K::InvalidValue, C::TAboveS,
            {"--op", "T must be at most S", "T=9", "S=8"}},
        {"attention: N not a multiple of K", [=] { spec("attention B=1 T=1 S=8 N=12 K=8 H=64"); }, K::InvalidValue,
            C::HeadsNotDivisible, {"--op", "multiple of K", "N=12", "K=8"}},
        {"attention: causal 2", [=] { spec("attention B=1 T=1 S=8 N=8 K=8 H=64 causal=2"); }, K::InvalidValue,
            C::AtMost, {"attention causal", "at most 1"}},
        {"attention: flash 0.5", [=] { spec("attention B=1 T=1 S=8 N=8 K=8 H=64 flash=0.5"); }, K::InvalidValue,
            C::NotWhole, {"attention flash", "whole number"}},
        {"attention: causal follows a slider", [=] { spec("attention B=1 T=1 S=8 N=8 K=8 H=64 causal=T"); },
            K::InvalidValue, C::CannotFollowSlider, {"attention causal", "cannot follow the T slider"}},
        {"attention: tf32 cache", [=] { spec("attention B=1 T=1 S=8 N=8 K=8 H=64 kv=tf32"); }, K::InvalidValue,
            C::ComputeFormat, {"attention kv", "compute format"}},
        {"attention: H of 0", [=] { spec("attention B=1 T=1 S=8 N=8 K=8 H=0"); }, K::InvalidValue, C::AtLeast,
            {"attention H", "at least 1", "got 0"}},
        {"attention: S given twice", [=] { spec("attention B=1 T=1 S=8 S=9 N=8 K=8 H=64"); }, K::Syntax, std::nullopt,
            {"--op", "S is given twice"}},
        {"custom: zero footprint", [=] { spec("custom flops=1 bytes=1 footprint=0"); }, K::InvalidValue, C::NotPositive,
            {"custom footprint", "positive"}},
        {"custom: footprint 1e31", [=] { spec("custom flops=1 bytes=1 footprint=1e31"); }, K::InvalidValue, C::AtMost,
            {"custom footprint", "at most 1e30"}},
        {"custom: footprint text", [=] { spec("custom flops=1 bytes=1 footprint=big"); }, K::WrongType, std::nullopt,
            {"footprint=\"big\"", "not a number"}},
        // ---- evaluation on a chip ----
        {"collective over HBM", [=] { onV5e("sharded-matmul B=1 D=2 F=3 chips=2 link=HBM"); }, K::InvalidValue,
            C::NeedsLink, {"TPU v5e", "HBM is a memory level", "ICI, PCIe, DCN"}},
        {"more links than the chip has", [=] { onV5e("all-reduce N=8 chips=2 links=7"); }, K::InvalidValue,
            C::TooManyLinks, {"links=7", "4 ICI links"}},
        {"a collective on a chip without links",
            [] { evaluate(exampleChip(1e14, 1e12), parseOpSpec("all-reduce N=8 chips=2"), Dims {}); }, K::UnknownName,
            C::NoLinkFor, {"no chip-to-chip link for all-reduce"}},
        {"an unknown link", [=] { onV5e("all-reduce N=8 chips=2 link=NVLink"); }, K::UnknownName, C::NoSuchLevel,
            {"no memory level or link named \"NVLink\"", "ICI"}},
        // ---- project files ----
        {"project: ring not a word",
            [=] { project(chapterProjectWith([](auto& j) { j["ops"][3]["choices"]["ring"] = "sideways"; })); },
            K::UnknownName, C::NotAChoice, {"p.roofline.json: ops[3].choices.ring", "uni, bi", "\"sideways\""}},
        {"project: ring a number",
            [=] { project(chapterProjectWith([](auto& j) { j["ops"][3]["choices"]["ring"] = 2; })); }, K::WrongType,
            C::WrongType, {"ops[3].choices.ring", "expected a string"}},
        {"project: a choice the kind does not have",
            [=] { project(chapterProjectWith([](auto& j) {
                      j["ops"][0]["choices"] = {{"ring", "bi"}};
                  })); },
            K::UnknownName, C::NoSuchParameter, {"ops[0].choices.ring", "matmul has no choice parameter"}},
        {"project: links 0", [=] { project(chapterProjectWith([](auto& j) { j["ops"][3]["numbers"]["links"] = 0; })); },
            K::InvalidValue, C::AtLeast, {"ops[3].numbers.links", "at least 1"}},
        {"project: attention T above S",
            [=] { project(chapterProjectWith([](auto& j) { j["ops"][4]["numbers"]["T"] = 8192; })); }, K::InvalidValue,
            C::TAboveS, {"p.roofline.json: ops[4]", "T must be at most S"}},
        {"project: attention following T and S with the T slider above S",
            [=] {
                project(chapterProjectWith([](auto& j) {
                    j["ops"][4]["bindings"] = {{"T", "T"}, {"S", "S"}};
                    j["dims"]["T"] = 8192;
                    j["dims"]["S"] = 1024;
                }));
            },
            K::InvalidValue, C::TAboveS,
            {"p.roofline.json: ops[4]", "T must be at most S", "T=8192 and S=1024", "(it follows a slider)"}},
        {"project: attention causal 3",
            [=] { project(chapterProjectWith([](auto& j) { j["ops"][4]["numbers"]["causal"] = 3; })); },
            K::InvalidValue, C::AtMost, {"ops[4].numbers.causal", "at most 1"}},
        {"project: flash follows a slider",
            [=] { project(chapterProjectWith([](auto& j) { j["ops"][4]["bindings"]["flash"] = "B"; })); },
            K::InvalidValue, C::CannotFollowSlider, {"ops[4].bindings.flash", "cannot follow a slider"}},
        {"project: a binding to an unknown slider",
            [=] { project(chapterProjectWith([](auto& j) { j["ops"][4]["bindings"]["S"] = "Q"; })); }, K::UnknownName,
            C::NotASlider, {"ops[4].bindings.S", "\"T\" or \"S\"", "\"Q\""}},
        {"project: T slider at 0", [=] { project(chapterProjectWith([](auto& j) { j["dims"]["T"] = 0; })); },
            K::InvalidValue, std::nullopt, {"p.roofline.json: dims.T", "whole number from 1"}},
        {"project: S slider 2.5", [=] { project(chapterProjectWith([](auto& j) { j["dims"]["S"] = 2.5; })); },
            K::InvalidValue, std::nullopt, {"dims.S", "2.5"}},
        {"project: S slider as text", [=] { project(chapterProjectWith([](auto& j) { j["dims"]["S"] = "4096"; })); },
            K::WrongType, std::nullopt, {"dims.S", "expected a number"}},
        // ---- command line ----
        {"flags: --T 0", [] { parseDimFlagValue("--T", "0"); }, K::InvalidValue, std::nullopt, {"--T", "whole number"}},
        {"flags: --S text", [] { parseDimFlagValue("--S", "long"); }, K::WrongType, std::nullopt,
            {"--S", "not a number"}},
    };
}

TEST(HostileChapterInputs, EveryNewKeyIsRefusedWithTheRightKindCodeAndAMessageThatSaysWhere)
{
    for (const ChapterRow& row : rows()) {
        SCOPED_TRACE(row.name);
        try {
            row.run();
            ADD_FAILURE() << row.name << ": accepted";
        } catch (const Error& error) {
            const std::string message = error.what();
            EXPECT_EQ(errorKindName(error.kind()), errorKindName(row.kind)) << message;
            if (row.code) {
                ASSERT_NE(error.detail(), nullptr) << message;
                EXPECT_EQ(static_cast<int>(error.detail()->code), static_cast<int>(*row.code)) << message;
            }
            for (const std::string& part : row.parts)
                EXPECT_NE(message.find(part), std::string::npos)
                    << "\"" << message << "\" does not mention \"" << part << "\"";
        } catch (const std::exception& other) {
            ADD_FAILURE() << row.name << ": not a roofline::Error: " << other.what();
        }
    }
}

TEST(HostileChapterInputs, AnOldProjectWithoutTAndSOrChoicesLoadsWithTheDefaults)
{
    nlohmann::ordered_json json = projectToJson(defaultProject());
    json["dims"].erase("T");
    json["dims"].erase("S");
    Op sharded = parseOpSpec("sharded-matmul B=512 D=16384 F=4096 chips=2");
    Project withSharded;
    withSharded.ops = {sharded};
    nlohmann::ordered_json op = projectToJson(withSharded)["ops"][0];
    op.erase("choices");
    op["numbers"].erase("links");
    json["ops"].push_back(op);
    const Project project = parseProjectJson(json.dump(), "old.roofline.json");
    EXPECT_EQ(project.dims.t, 1.0);
    EXPECT_EQ(project.dims.s, 4096.0);
    EXPECT_EQ(choiceValue(project.ops.back(), "ring"), "uni");
    EXPECT_EQ(paramValue(project.ops.back(), "links", project.dims), 1.0);
    EXPECT_EQ(project.ops.back(), sharded);
}

} // namespace
} // namespace roofline::test

namespace roofline::test {
namespace {

// The edges of a chip file's ranges, which mutation testing found unpinned: each bound is inclusive where
// docs/file-formats.md says "from … to", exclusive where it says "positive" or "(0, 1]".
TEST(ChipFileEdges, EveryRangeIncludesItsBoundsAndNothingBeyond)
{
    const auto accepts = [](const std::string& from, const std::string& to) {
        try {
            parseChipJson(chapterChipWith(from, to), "edge.json");
            return true;
        } catch (const Error&) {
            return false;
        }
    };
    EXPECT_TRUE(accepts("\"count\": 4", "\"count\": 1000000")); // the most links a chip may have
    EXPECT_FALSE(accepts("\"count\": 4", "\"count\": 1000001"));
    EXPECT_TRUE(accepts("\"count\": 4", "\"count\": 1"));
    EXPECT_TRUE(accepts("7e12", "1")); // every number from 1…
    EXPECT_FALSE(accepts("7e12", "0.5"));
    EXPECT_TRUE(accepts("7e12", "1e30")); // …to 1e30
    EXPECT_FALSE(accepts("7e12", "0")); // and positive
    EXPECT_TRUE(accepts("\"vendor\": \"Me\",", "\"vendor\": \"Me\", \"achievable_fraction\": 1,"));
    EXPECT_FALSE(accepts("\"vendor\": \"Me\",", "\"vendor\": \"Me\", \"achievable_fraction\": 0,"));
    EXPECT_TRUE(accepts("\"my-chip\"", "\"" + std::string(64, 'z') + "\"")); // ids of up to 64 characters, a–z
    EXPECT_FALSE(accepts("\"my-chip\"", "\"" + std::string(65, 'a') + "\""));
    EXPECT_ROOFLINE_ERROR(
        parseChipJson(chapterChipWith("7e12", "0"), "edge.json"), ErrorKind::InvalidValue, "positive");
    // A chip built in a form meets the same checks: a zero peak is not positive.
    Chip zero = parseChipJson(kChapterChip, "edge.json");
    zero.vectorPeakFlopsPerS[Dtype::FP32] = 0.0;
    EXPECT_ROOFLINE_ERROR(validateChip(zero, "form"), ErrorKind::InvalidValue, "form: vector_peak_flops_per_s.fp32",
        "must be a positive finite number, got 0");
    // A count is written as the whole number it is.
    const Chip chip = parseChipJson(chapterChipWith("\"count\": 4", "\"count\": 1000000"), "edge.json");
    EXPECT_EQ(chipToJson(chip)["links"][0]["count"].dump(), "1000000");
}

} // namespace
} // namespace roofline::test
