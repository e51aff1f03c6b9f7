// `roofline-studio export`, end to end: the real executable writes PNG, SVG, PDF and CSV without a
// display, checks its input before writing anything, and never leaves a half-written file.
#include "support/csv_cells.h"
#include "support/pdf_tools.h"
#include "support/run_process.h"
#include "support/test_helpers.h"

#include "core/formats/project_json.h"
#include "core/scene/project.h"

#include <QString>
#include <QXmlStreamReader>
#include <nlohmann/json.hpp>

#include <charconv>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace roofline::test::export_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;

ProcessResult app(const std::vector<std::string>& arguments)
{
    return runProcess(kApp, arguments, {"XDG_DATA_HOME=/nonexistent-roofline-test"});
}

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

class ExportCli : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-export-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::vector<std::string> files() const
    {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(m_dir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }
    std::string path(const std::string& name) const { return (m_dir / name).string(); }

    std::filesystem::path m_dir;
};

// The chapter's Q3 figure, as docs/cli.md writes the command.
std::vector<std::string> q3(const std::string& out)
{
    return {"export", "--chip", "tpu-v5e", "--sweep", "matmul D=4096 F=4096 x=bf16 w=int8 z=bf16", "--sweep",
        "matmul D=1024 F=1024 x=bf16 w=int8 z=bf16", "--batch", "1:511", "--chart", "sweep", "--out", out};
}

// Width and height from a PNG's IHDR chunk (big-endian, after the 8-byte signature and chunk header).
std::pair<unsigned, unsigned> pngSize(const std::string& bytes)
{
    EXPECT_EQ(bytes.substr(0, 8), std::string("\x89PNG\r\n\x1a\n", 8));
    EXPECT_EQ(bytes.substr(12, 4), "IHDR");
    const auto be32 = [&](std::size_t at) {
        unsigned value = 0;
        for (std::size_t i = 0; i < 4; ++i)
            value = (value << 8) | static_cast<unsigned char>(bytes[at + i]);
        return value;
    };
    return {be32(16), be32(20)};
}

TEST_F(ExportCli, Q3PngHasTheRequestedPixelSize)
{
    const ProcessResult result = app(q3(path("q3.png")));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(pngSize(readFile(path("q3.png"))), std::make_pair(1920u, 1080u)); // the default size

    std::vector<std::string> args = q3(path("small.png"));
    args.insert(args.end(), {"--size", "800x450", "--theme", "dark", "--title", "Q3"});
    const ProcessResult small = app(args);
    ASSERT_EQ(small.exitCode, 0) << small.err;
    EXPECT_EQ(pngSize(readFile(path("small.png"))), std::make_pair(800u, 450u));
    EXPECT_EQ(files(), (std::vector<std::string> {"q3.png", "small.png"})); // no temporary left
}

TEST_F(ExportCli, SvgIsXmlWithTextKeptAsText)
{
    const ProcessResult result
        = app({"export", "--chart", "both", "--title", "Rooflines", "--size", "1280x720", "--out", path("charts.svg")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string svg = readFile(path("charts.svg"));
    QXmlStreamReader xml(QString::fromStdString(svg));
    int texts = 0;
    QString all;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text")) {
            ++texts;
            all += xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('|');
        }
    }
    ASSERT_FALSE(xml.hasError()) << xml.errorString().toStdString();
    EXPECT_GT(texts, 20);
    EXPECT_TRUE(all.contains(QStringLiteral("Rooflines"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("TPU v5e"))) << all.toStdString();
    EXPECT_TRUE(all.contains(QStringLiteral("Batch size B"))) << all.toStdString();
}

TEST_F(ExportCli, PdfHasThePageSizeAskedForAndTheLabelsAsText)
{
    const ProcessResult result = app({"export", "--chart", "roofline", "--size", "1600x900", "--title",
        "Rooflines from the command line", "--out", path("roofline.pdf")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string pdf = readFile(path("roofline.pdf"));
    EXPECT_EQ(pdf.substr(0, 5), "%PDF-");
    const PdfFacts facts = readPdf(path("roofline.pdf"));
    ASSERT_TRUE(facts.readable) << facts.problem;
    // 1600 × 900 pixels at 96 per inch: 1200 × 675 points, one page.
    EXPECT_EQ(facts.pages, 1);
    EXPECT_NEAR(facts.widthPoints, 1200, 0.5);
    EXPECT_NEAR(facts.heightPoints, 675, 0.5);
    for (const char* words : {"Rooflines from the command line", "TPU v5e", "H100 SXM", "Arithmetic intensity"})
        EXPECT_NE(facts.text.find(words), std::string::npos) << words << " is not in:\n" << facts.text;
}

TEST_F(ExportCli, Q3CsvMatchesTheChaptersFormulaAtEveryB)
{
    const ProcessResult result = app(q3(path("q3.csv")));
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::istringstream csv(readFile(path("q3.csv")));
    std::string line;
    std::getline(csv, line);
    EXPECT_EQ(line, "chip,curve,B,flops_per_s");
    int rows = 0;
    while (std::getline(csv, line)) {
        // chip,curve,B,flops: the curve's legend text has no comma ("D=F=4096 bf16×int8").
        const std::vector<std::string> fields = csvCells(line);
        ASSERT_EQ(fields.size(), 4u) << line;
        EXPECT_EQ(fields[0], "tpu-v5e");
        const double b = std::stod(fields[2]);
        const double d = rows < 511 ? 4096.0 : 1024.0;
        const double flops = 2 * b * d * d;
        const double expected = flops / std::max(flops / 1.97e14, (2 * b * d + d * d + 2 * b * d) / 8.2e11);
        double actual = 0;
        std::from_chars(fields[3].data(), fields[3].data() + fields[3].size(), actual);
        EXPECT_LE(std::fabs(actual - expected), 1e-9 * expected) << line;
        EXPECT_EQ(b, static_cast<double>(rows % 511 + 1));
        ++rows;
    }
    EXPECT_EQ(rows, 2 * 511);
}

TEST_F(ExportCli, RooflineCsvOfAProjectWithCommandLineOverrides)
{
    Project project = defaultProject();
    project.chipIds = {"h100-sxm"};
    project.views.hidden.rooflineOps = {2}; // the dot product
    saveProjectFile(m_dir / "talk.roofline.json", project);

    // The project's chips and hidden ops…
    ProcessResult result = app({"export", path("talk.roofline.json"), "--chart", "roofline", "--out", path("a.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::string csv = readFile(path("a.csv"));
    EXPECT_NE(csv.find("\nh100-sxm,op,bf16 matmul,"), std::string::npos) << csv;
    EXPECT_EQ(csv.find("dot product"), std::string::npos) << csv;
    EXPECT_EQ(csv.find("tpu-v5e"), std::string::npos);

    // …and the command line's instead.
    result = app({"export", path("talk.roofline.json"), "--chip", "tpu-v5e", "--op",
        "matmul B=512 D=8192 F=8192 label=\"big one\"", "--chart", "roofline", "--out", path("b.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    csv = readFile(path("b.csv"));
    EXPECT_NE(csv.find("\ntpu-v5e,op,big one,HBM,bf16,"), std::string::npos) << csv;
    EXPECT_EQ(csv.find("h100-sxm"), std::string::npos);
    EXPECT_EQ(csv.find("bf16 matmul"), std::string::npos);
}

// docs/model.md §8: --link-slopes all draws H100 NVLink's slope for its 18 links of 2.5e10 B/s at once, as
// View → Link Slopes for All Links does; a project's "link_slopes" stays unless the flag says otherwise.
TEST_F(ExportCli, LinkSlopesForOneLinkOrAllOfThem)
{
    // No op of the default project crosses NVLink: only --detail full draws it.
    ProcessResult result = app({"export", "--chip", "h100-sxm", "--chart", "roofline", "--out", path("focused.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_EQ(readFile(path("focused.csv")).find("slope,link,"), std::string::npos) << readFile(path("focused.csv"));
    result = app({"export", "--chip", "h100-sxm", "--chart", "roofline", "--detail", "full", "--out", path("one.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(readFile(path("one.csv")).find("slope,link,NVLink,,,,2.5e+10,"), std::string::npos)
        << readFile(path("one.csv"));
    result = app({"export", "--chip", "h100-sxm", "--chart", "roofline", "--detail", "full", "--link-slopes", "all",
        "--out", path("all.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_NE(readFile(path("all.csv")).find("slope,link,NVLink,,,,4.5e+11,"), std::string::npos)
        << readFile(path("all.csv"));
}

TEST_F(ExportCli, ATwoTierCollectiveIsOnItsOuterLinkWithTheInnerAsAGhostAndEpReachesTheModel)
{
    // docs/model.md §14: 16 H100s all-reduce over NVLink inside each board of 8, then the NIC: the op is against
    // the NIC's slope (a link slope with its ridge), NVLink's is drawn as the inner tier.
    ProcessResult result = app({"export", "--chip", "h100-sxm", "--op", "all-reduce N=B chips=16 dtype=bf16", "--chart",
        "roofline", "--out", path("tiers.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string csv = readFile(path("tiers.csv"));
    EXPECT_NE(csv.find("slope,link,NIC,,,,5e+10,"), std::string::npos) << csv;
    EXPECT_NE(csv.find("slope,inner-tier,NVLink,,,,2.5e+10,"), std::string::npos) << csv;
    EXPECT_EQ(csv.find("ridge,,NVLink,"), std::string::npos) << csv;
    // --ep sets every chip's expert parallelism, as --tp its tensor parallelism: Qwen3-30B-A3B's step on 16
    // H100s has its all-to-alls; ep 0 is refused by name.
    result = app({"export", "--chip", "h100-sxm", "--model", "qwen3-30b-a3b", "--ep", "16", "--chart", "roofline",
        "--out", path("ep.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const std::string ep = readFile(path("ep.csv"));
    EXPECT_NE(ep.find("Qwen3 30B-A3B decode experts-up"), std::string::npos) << ep;
    EXPECT_NE(ep.find("Qwen3 30B-A3B decode all-to-all-dispatch,NIC,"), std::string::npos) << ep;
    result = app({"export", "--chip", "h100-sxm", "--model", "qwen3-30b-a3b", "--ep", "0", "--chart", "roofline",
        "--out", path("none.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--ep must be a whole number from 1 to 4096, got \"0\""), std::string::npos)
        << result.err;
}

TEST_F(ExportCli, BadInputExitsWith2AndWritesNothing)
{
    struct Case {
        std::vector<std::string> arguments;
        std::string expected;
    };
    const std::vector<Case> cases {
        {{"export", "--out", path("x.png"), "--size", "1920"}, "--size must be WIDTHxHEIGHT"},
        {{"export", "--out", path("x.png"), "--size", "0x100"}, "--size"},
        {{"export", "--out", path("x.png"), "--size", "20000x100"}, "16384"},
        {{"export", "--out", path("x.png"), "--theme", "neon"}, "light, dark, slide or slide-dark"},
        {{"export", "--out", path("x.png"), "--detail", "most"}, "--detail must be focused or full"},
        {{"export", "--out", path("x.png"), "--chart", "pie"},
            "--chart must be roofline, sweep, both, model-pareto, parity or projection"},
        {{"export", "--out", path("x.png"), "--chart", "model-pareto"},
            "--chart model-pareto draws a model's latency against throughput: add one with --model"},
        {{"export", "--out", path("x.csv"), "--chart", "model-pareto", "--model", "gpt-5"},
            "no model with id \"gpt-5\""},
        {{"export", "--out", path("x.png"), "--model", "llama-3-8b", "--tp", "0"}, "--tp must be a whole number"},
        {{"export", "--out", path("x.gif")}, "--out must name a .png, .svg, .pdf or .csv file"},
        {{"export", "--out", path("x.csv"), "--chart", "both"}, "one chart's data"},
        {{"export", "--out", path("x.png"), "--chip", "tpu-v9000"}, "tpu-v9000"},
        {{"export", "--out", path("x.png"), "--op", "matmul B=0 D=1 F=1"}, "--op"},
        {{"export", "--out", path("x.png"), "--sweep", "dot N=100"}, "cannot be swept"},
        {{"export", "--out", path("x.png"), "--batch", "511:1"}, "--batch"},
        {{"export", "--out", path("x.png"), "--batch", "1-511"}, "FROM:TO"},
        {{"export", "--out", path("x.png"), "--scale", "50"}, "scale"},
        {{"export", "--out", path("x.png"), "--size", "200x200", "--scale", "4"}, "larger size or a smaller scale"},
        {{"export", "--size", "800x600"}, "needs --out"},
        {{"export", "--out", path("x.png"), "--colour", "red"}, "--colour"},
        {{"export", "--out", path("x.png"), "--chip-layout", "grid"}, "--chip-layout must be overlay or side-by-side"},
        {{"export", "--out", path("x.png"), "--sweep-layout", "stacked"}, "--sweep-layout must be overlay or"},
        {{"export", "--out", path("x.csv"), "--chart", "sweep", "--layout-report", path("l.json")}, "a drawn page"},
        {{"export", "--out", path("x.png"), "--link-slopes", "both"}, "--link-slopes must be one or all, got \"both\""},
        {{"export", "--out", path("x.png"), "--sweep", "attention T=1 S=4096 N=32 K=5 H=128"}, "multiple of K"},
        // T <= S also for ops that follow --T and --S, on either chart.
        {{"export", "--out", path("x.png"), "--op", "attention B=8 T=T S=S N=32 K=8 H=128", "--T", "8192", "--S",
             "1024"},
            "attention T must be at most S (the new tokens are among the keys), got T=8192 and S=1024"},
        {{"export", "--out", path("x.csv"), "--chart", "sweep", "--sweep", "attention T=T S=S N=32 K=8 H=128", "--T",
             "2", "--S", "1"},
            "got T=2 and S=1"},
    };
    for (const Case& c : cases) {
        const ProcessResult result = app(c.arguments);
        EXPECT_EQ(result.exitCode, 2) << c.expected << "\n" << result.err;
        EXPECT_NE(result.err.find(c.expected), std::string::npos) << result.err;
        EXPECT_EQ(result.out, "");
    }
    EXPECT_TRUE(files().empty());
}

TEST_F(ExportCli, LatencyAgainstThroughputIsTheModelCommandsParetoPoints)
{
    // The CSV, without a display: every point `model --pareto --json` gives, in its order, with the model's id.
    const ProcessResult csv = app({"export", "--chip", "h100-sxm", "--model", "llama-3-8b", "--S", "2048", "--batch",
        "1:64", "--chart", "model-pareto", "--out", path("pareto.csv")});
    ASSERT_EQ(csv.exitCode, 0) << csv.err;
    const ProcessResult pareto = app(
        {"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--B", "64", "--S", "2048", "--pareto", "--json"});
    ASSERT_EQ(pareto.exitCode, 0) << pareto.err;
    const nlohmann::json points = nlohmann::json::parse(pareto.out)["points"];
    std::istringstream lines(readFile(path("pareto.csv")));
    std::string line;
    std::getline(lines, line);
    EXPECT_EQ(
        line, "model,chip,tp,ep,B,step_time_s,tokens_per_s_per_sequence,tokens_per_s_per_chip,fits,on_frontier,tiers");
    std::size_t row = 0;
    for (; std::getline(lines, line); ++row) {
        ASSERT_LT(row, points.size()) << line;
        const nlohmann::json& point = points[row];
        std::vector<std::string> cells = csvCells(line);
        if (line.ends_with(','))
            cells.emplace_back(); // no tiers: tp 1
        ASSERT_EQ(cells.size(), 11u) << line;
        EXPECT_EQ(cells[0], "llama-3-8b");
        EXPECT_EQ(cells[1], point["chip"].get<std::string>());
        EXPECT_EQ(std::stod(cells[2]), point["tp"].get<double>());
        EXPECT_EQ(std::stod(cells[3]), point["ep"].get<double>());
        EXPECT_EQ(std::stod(cells[4]), point["B"].get<double>());
        EXPECT_EQ(std::stod(cells[5]), point["step_time_s"].get<double>());
        EXPECT_EQ(std::stod(cells[6]), point["tokens_per_s_per_sequence"].get<double>());
        EXPECT_EQ(std::stod(cells[7]), point["tokens_per_s_per_chip"].get<double>());
        EXPECT_EQ(cells[8], point["fits"].get<bool>() ? "true" : "false");
        EXPECT_EQ(cells[9], point["on_frontier"].get<bool>() ? "true" : "false");
        std::string tiers;
        for (const nlohmann::json& tier : point["tiers"])
            tiers += (tiers.empty() ? "" : "+") + tier.get<std::string>();
        EXPECT_EQ(cells[10], tiers);
    }
    // tp = 1, 2, 4, 8, 16, 32 and B = 1, 2, 4, …, 64.
    EXPECT_EQ(row, 6u * 7);
    // A PDF page with the slide's own words (the title wraps at this size) and the chart's.
    const ProcessResult pdf = app({"export", "--chip", "h100-sxm", "--chip", "tpu-v5e", "--model", "mixtral-8x7b",
        "--S", "4096", "--batch", "1:256", "--chart", "model-pareto", "--size", "1280x720", "--out", path("p.pdf")});
    ASSERT_EQ(pdf.exitCode, 0) << pdf.err;
    const PdfFacts facts = readPdf(path("p.pdf"));
    ASSERT_TRUE(facts.readable) << facts.problem;
    EXPECT_NEAR(facts.widthPoints, 960, 0.5);
    for (const char* words : {"Mixtral 8x7B v0.1 on H100 SXM vs TPU v5e —", "decode at S = 4096",
             "Latency against throughput: every tp and ep, B from 1 to 256", "tokens/s per sequence",
             "tokens/s per chip", "frontier", "does not fit"})
        EXPECT_NE(facts.text.find(words), std::string::npos) << words << " is not in:\n" << facts.text;
}

TEST_F(ExportCli, AProjectFromANewerBuildIsRefusedAndChangesNothing)
{
    std::ofstream(m_dir / "new.roofline.json") << R"({"format": 2, "app": "roofline-studio"})";
    const ProcessResult result = app({"export", path("new.roofline.json"), "--out", path("x.png")});
    EXPECT_EQ(result.exitCode, 2) << result.err;
    EXPECT_NE(result.err.find("format 2"), std::string::npos) << result.err;
    EXPECT_EQ(files(), std::vector<std::string> {"new.roofline.json"});
}

TEST_F(ExportCli, AFailureLeavesAnExistingFileUntouched)
{
    std::ofstream(m_dir / "slide.png") << "the old slide";
    for (const std::vector<std::string>& arguments :
        {std::vector<std::string> {"export", "--out", path("slide.png"), "--size", "12x12"},
            std::vector<std::string> {"export", "--out", path("slide.png"), "--theme", "nope"}}) {
        const ProcessResult result = app(arguments);
        EXPECT_EQ(result.exitCode, 2) << result.err;
        EXPECT_EQ(readFile(m_dir / "slide.png"), "the old slide");
    }
    EXPECT_EQ(files(), std::vector<std::string> {"slide.png"});
}

TEST_F(ExportCli, AnUnwritableFolderIsAFailureThatLeavesNoFile)
{
    // A folder that does not exist, and one that is a file: the write fails, exit status 1.
    std::ofstream(m_dir / "plain") << "x";
    for (const std::string& out : {path("missing/q3.png"), path("plain/q3.png"), path("missing/q3.csv")}) {
        const ProcessResult result = app(q3(out));
        EXPECT_EQ(result.exitCode, 1) << out << "\n" << result.err;
        EXPECT_NE(result.err.find(out.substr(0, out.rfind('/'))), std::string::npos) << result.err;
    }
    EXPECT_EQ(files(), std::vector<std::string> {"plain"});
}

// --model FILE is read like --measured and --chip FILE: an input no output may replace, whatever its name
// (a model file saved as mine.csv is still the model). Refused, exit 2, and the model file kept byte for byte.
TEST_F(ExportCli, AModelFileIsAnInputThatNoOutputReplaces)
{
    const std::string model = path("mine.json");
    const std::string csvNamed = path("mine.csv");
    const std::string text = R"json({"id": "mine", "name": "Mine", "d_model": 4096, "d_ff": 14336, "n_heads": 32,
        "n_kv_heads": 8, "head_dim": 128, "n_layers": 32, "vocab": 128256, "gated_mlp": true,
        "tied_embeddings": false})json";
    std::ofstream(model) << text;
    std::ofstream(csvNamed) << text;
    // The model is readable: the same export to another file works.
    const ProcessResult fine
        = app({"export", "--chip", "h100-sxm", "--model", model, "--chart", "roofline", "--out", path("fine.csv")});
    ASSERT_EQ(fine.exitCode, 0) << fine.err;

    const ProcessResult report
        = app({"export", "--chip", "h100-sxm", "--model", model, "--layout-report", model, "--out", path("x.png")});
    EXPECT_EQ(report.exitCode, 2) << report.err;
    EXPECT_NE(
        report.err.find("--layout-report \"" + model + "\" is --model \"" + model + "\", an input"), std::string::npos)
        << report.err;
    const ProcessResult out
        = app({"export", "--chip", "h100-sxm", "--model", csvNamed, "--chart", "roofline", "--out", csvNamed});
    EXPECT_EQ(out.exitCode, 2) << out.err;
    EXPECT_NE(out.err.find("--out \"" + csvNamed + "\" is --model \"" + csvNamed + "\", an input"), std::string::npos)
        << out.err;
    EXPECT_EQ(readFile(model), text);
    EXPECT_EQ(readFile(csvNamed), text);
    EXPECT_EQ(files(), (std::vector<std::string> {"fine.csv", "mine.csv", "mine.json"}));
}

} // namespace
} // namespace roofline::test::export_cli
