// A chip file with a problem is refused with a message naming the file, the key path and the problem.
#include "support/test_helpers.h"

#include "core/formats/chip_json.h"

#include <filesystem>
#include <fstream>

namespace roofline::test {
namespace {

const std::string kValid = R"({
  "id": "my-chip", "name": "My chip", "vendor": "Me",
  "peak_flops_per_s": {"bf16": 1e14},
  "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e12, "capacity_bytes": 1.6e10}],
  "links": [{"name": "ICI", "bandwidth_bytes_per_s": 4.5e10}],
  "sources": [{"field": "peak_flops_per_s.bf16", "url": "https://example.com"}]
})";

std::string replaced(std::string text, const std::string& from, const std::string& to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        throw std::logic_error("test fixture has no " + from);
    return text.replace(at, from.size(), to);
}

TEST(ChipLoader, AcceptsTheDocumentedShape)
{
    const Chip chip = parseChipJson(kValid, "my.json");
    EXPECT_EQ(chip.id, "my-chip");
    EXPECT_EQ(chip.peakFlopsPerS.at(Dtype::BF16), 1e14);
    EXPECT_EQ(chip.memory.at(0).capacityBytes, 1.6e10);
    EXPECT_EQ(chip.links.at(0).kind, BandwidthKind::Link);
    EXPECT_EQ(chip.origin, "my.json");
}

TEST(ChipLoader, MissingKeyNamesTheKey)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, R"("vendor": "Me",)", ""), "my.json"), ErrorKind::MissingKey,
        "my.json", "missing key \"vendor\"");
}

TEST(ChipLoader, NegativeBandwidthNamesTheKeyPath)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, "1e12", "-1e12"), "my.json"), ErrorKind::InvalidValue,
        "my.json", "memory[0].bandwidth_bytes_per_s", "positive", "-1e12");
}

TEST(ChipLoader, ZeroPeakIsRefused)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, "1e14", "0"), "my.json"), ErrorKind::InvalidValue,
        "peak_flops_per_s.bf16", "positive");
}

TEST(ChipLoader, NumberWrittenAsTextIsAWrongType)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, "1e14", R"("1e14")"), "my.json"), ErrorKind::WrongType,
        "peak_flops_per_s.bf16", "expected a number", "\"1e14\"");
}

TEST(ChipLoader, NaNIsNotJsonAndSaysWhere)
{
    EXPECT_ROOFLINE_ERROR(
        parseChipJson(replaced(kValid, "1e14", "NaN"), "my.json"), ErrorKind::Syntax, "my.json:3:", "malformed JSON");
}

TEST(ChipLoader, NumberThatOverflowsIsRefused)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, "1e14", "1e400"), "my.json"), ErrorKind::InvalidValue,
        "my.json:3:", "peak_flops_per_s.bf16", "1e400", "out of range");
}

TEST(ChipLoader, UnknownPrecisionListsTheKnownOnes)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, R"("bf16": 1e14)", R"("bf17": 1e14)"), "my.json"),
        ErrorKind::UnknownName, "peak_flops_per_s.bf17", "unknown precision", "bf16, fp16");
}

TEST(ChipLoader, DuplicateLevelNamesAreRefused)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, R"("name": "ICI")", R"("name": "hbm")"), "my.json"),
        ErrorKind::InvalidValue, "links[0].name", "used twice");
}

TEST(ChipLoader, WrongTopLevelTypeIsRefused)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson("[1, 2]", "my.json"), ErrorKind::WrongType, "my.json", "expected an object");
}

TEST(ChipLoader, MemoryMustBeAnArrayWithALevel)
{
    EXPECT_ROOFLINE_ERROR(
        parseChipJson(
            replaced(kValid, R"([{"name": "HBM", "bandwidth_bytes_per_s": 1e12, "capacity_bytes": 1.6e10}])", "{}"),
            "my.json"),
        ErrorKind::WrongType, "memory", "expected an array");
    EXPECT_ROOFLINE_ERROR(
        parseChipJson(
            replaced(kValid, R"([{"name": "HBM", "bandwidth_bytes_per_s": 1e12, "capacity_bytes": 1.6e10}])", "[]"),
            "my.json"),
        ErrorKind::MissingKey, "memory", "at least one memory level");
}

TEST(ChipLoader, AchievableFractionMustBeAFraction)
{
    EXPECT_ROOFLINE_ERROR(
        parseChipJson(
            replaced(kValid, R"("vendor": "Me",)", R"("vendor": "Me", "achievable_fraction": 1.5,)"), "my.json"),
        ErrorKind::InvalidValue, "achievable_fraction", "(0, 1]");
}

TEST(ChipLoader, TruncatedFileSaysTruncated)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(kValid.substr(0, 80), "my.json"), ErrorKind::Syntax, "my.json:", "truncated");
}

TEST(ChipLoader, EmptyFileSaysEmpty)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson("  \n", "my.json"), ErrorKind::Syntax, "my.json", "empty");
}

TEST(ChipLoader, DeepNestingIsRefusedBeforeItCanExhaustTheStack)
{
    const std::string deep = std::string(100000, '[') + std::string(100000, ']');
    EXPECT_ROOFLINE_ERROR(parseChipJson(deep, "deep.json"), ErrorKind::TooDeep, "deep.json", "deeper than 32");
}

TEST(ChipLoader, NonUtf8TextIsAnEncodingError)
{
    EXPECT_ROOFLINE_ERROR(parseChipJson(replaced(kValid, "My chip", "My \xff chip"), "latin1.json"),
        ErrorKind::Encoding, "latin1.json:2:", "UTF-8");
}

TEST(ChipLoader, MissingFileAndDirectoryAreIoErrors)
{
    EXPECT_ROOFLINE_ERROR(
        loadChipFile("/nonexistent/x.json"), ErrorKind::Io, "/nonexistent/x.json", "no such chip file");
    EXPECT_ROOFLINE_ERROR(loadChipFile(std::filesystem::temp_directory_path()), ErrorKind::Io, "is a directory");
}

TEST(ChipLoader, HugeFileIsRefusedWithTheLimit)
{
    const auto path = std::filesystem::temp_directory_path() / "roofline-huge-chip.json";
    {
        std::ofstream out(path, std::ios::binary);
        out << std::string(kMaxChipFileBytes + 10, ' ');
    }
    EXPECT_ROOFLINE_ERROR(loadChipFile(path), ErrorKind::TooLarge, path.string(), "1 MiB");
    std::filesystem::remove(path);
}

TEST(ChipLoader, ValidateChipCatchesWhatFormsCanProduce)
{
    Chip chip = parseChipJson(kValid, "my.json");
    chip.id = "Has Spaces";
    EXPECT_ROOFLINE_ERROR(validateChip(chip, "form"), ErrorKind::InvalidValue, "form", "id");
    chip.id = "ok";
    chip.memory[0].bytesPerS = std::nan("");
    EXPECT_ROOFLINE_ERROR(
        validateChip(chip, "form"), ErrorKind::InvalidValue, "memory[0].bandwidth_bytes_per_s", "nan");
}

} // namespace
} // namespace roofline::test
