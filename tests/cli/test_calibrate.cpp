// `roofline-studio calibrate PROFILE… --chip ID [--json] [--out FILE]` (docs/cli.md "calibrate", docs/model.md
// §15): the chip's efficiency per class and bound from a profile, the keys in their order, the calibration file,
// and bad input refused by name. The numbers are worked out by hand from the profile written below.
#include "support/csv_cells.h"
#include "support/studio_process.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace roofline::test::calibrate_cli {
namespace {

class CalibrateCli : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-calibrate-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
        // A chip of 1e12 bf16 FLOPs/s and 1e11 B/s.
        write("lab.json",
            R"({"id": "lab-chip", "name": "Lab chip", "vendor": "Test", "peak_flops_per_s": {"bf16": 1e12},
                "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 1e11}]})");
        // Four matmuls, compute-bound; two elementwise ops, bandwidth-bound (runs are repeated rows).
        write("profile.csv",
            "name,flops,bytes,seconds,precision\n"
            "aten::mm A,2e9,1e6,4e-3,bf16\naten::mm A,2e9,1e6,4e-3,bf16\n"
            "aten::mm B,1e9,1e6,1.25e-3,bf16\n"
            "aten::addmm C,5e8,1e5,1e-3,bf16\naten::addmm C,5e8,1e5,1e-3,bf16\n"
            "aten::addmm C,5e8,1e5,1e-3,bf16\naten::addmm C,5e8,1e5,1e-3,bf16\n"
            "aten::bmm D,3e9,1e6,5e-3,bf16\n"
            "aten::add,1e6,1e8,2e-3,bf16\n"
            "aten::mul,1e6,2e8,2.5e-3,bf16\naten::mul,1e6,2e8,2.5e-3,bf16\n");
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    void write(const std::string& name, const std::string& text) const { std::ofstream(m_dir / name) << text; }
    std::string path(const std::string& name) const { return (m_dir / name).string(); }

    std::filesystem::path m_dir;
};

bool near(const nlohmann::json& value, double expected)
{
    return value.is_number() && std::abs(value.get<double>() - expected) <= 1e-12 * std::abs(expected);
}

TEST_F(CalibrateCli, JsonGivesEachClassEachGroupAndTheErrorsInTheDocumentedKeys)
{
    const ProcessResult result = runStudio({"calibrate", path("profile.csv"), "--chip", path("lab.json"), "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::ordered_json json = nlohmann::ordered_json::parse(result.out);
    std::vector<std::string> keys;
    for (const auto& [key, value] : json.items())
        keys.push_back(key);
    EXPECT_EQ(keys,
        (std::vector<std::string> {"chip", "classes", "groups", "mape_nominal", "mape_calibrated", "mape_leave_one_out",
            "time_weighted_error", "warnings", "unmodelled_s"}));
    EXPECT_EQ(json["chip"], "lab-chip");
    ASSERT_EQ(json["classes"].size(), 2u);
    const nlohmann::ordered_json& matmul = json["classes"][0];
    EXPECT_EQ(matmul["class"], "matmul");
    EXPECT_EQ(matmul["bound"], "compute");
    EXPECT_EQ(matmul["groups"], 4);
    // (2·2 + 1 + 4·0.5 + 3) ms of nominal time over (2·4 + 1.25 + 4·1 + 5) ms measured.
    EXPECT_TRUE(near(matmul["efficiency"], 10.0 / 18.25)) << matmul.dump();
    EXPECT_TRUE(near(matmul["seconds"], 18.25e-3));
    EXPECT_EQ(json["classes"][1]["class"], "vector");
    EXPECT_EQ(json["classes"][1]["efficiency"], 1.0); // two groups: too few
    const nlohmann::ordered_json& a = json["groups"][0];
    std::vector<std::string> groupKeys;
    for (const auto& [key, value] : a.items())
        groupKeys.push_back(key);
    EXPECT_EQ(groupKeys,
        (std::vector<std::string> {"name", "class", "bound", "runs", "predicted_s", "measured_s", "calibrated_s",
            "error", "flops", "bytes", "peak_flops_per_s", "bandwidth_bytes_per_s", "dtype", "link"}));
    EXPECT_EQ(a["name"], "aten::mm A");
    EXPECT_EQ(a["runs"], 2.0);
    EXPECT_TRUE(near(a["predicted_s"], 2e-3));
    EXPECT_TRUE(near(a["measured_s"], 4e-3));
    EXPECT_TRUE(near(a["calibrated_s"], 2e-3 * 18.25 / 10.0));
    // (0.5 + 0.2 + 0.5 + 0.4 + 0.5 + 0.2) / 6
    EXPECT_TRUE(near(json["mape_nominal"], 2.3 / 6));
    EXPECT_NE(result.err.find("vector, bandwidth-bound: 2 group(s), fewer than 3"), std::string::npos) << result.err;
}

TEST_F(CalibrateCli, OutWritesACalibrationFileAndTheTextSaysTheEfficienciesAndErrors)
{
    const ProcessResult result
        = runStudio({"calibrate", path("profile.csv"), "--chip", path("lab.json"), "--out", path("lab.cal.json")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::ifstream in(path("lab.cal.json"));
    const nlohmann::ordered_json file = nlohmann::ordered_json::parse(in);
    EXPECT_EQ(file["format"], 1);
    EXPECT_EQ(file["kind"], "roofline-calibration");
    EXPECT_EQ(file["chip"], "lab-chip");
    EXPECT_TRUE(near(file["classes"][0]["efficiency"], 10.0 / 18.25));
    EXPECT_NE(result.out.find("Lab chip (lab-chip), calibrated from 6 measured group(s)"), std::string::npos)
        << result.out;
    EXPECT_NE(result.out.find("matmul  compute    4       0.5479"), std::string::npos) << result.out;
    EXPECT_NE(result.out.find("error: nominal 38.3 %"), std::string::npos) << result.out;
}

// The CSV's rows, split at commas (the profile's names hold none).
std::vector<std::vector<std::string>> csvRows(const std::string& text)
{
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        rows.push_back(csvCells(line));
    return rows;
}

TEST_F(CalibrateCli, ExportDrawsTheParityChartAndTheAchievedCeilingsOfACalibrationFile)
{
    ASSERT_EQ(runStudio({"calibrate", path("profile.csv"), "--chip", path("lab.json"), "--out", path("lab.cal.json")})
                  .exitCode,
        0);
    ProcessResult result = runStudio({"export", "--chip", path("lab.json"), "--calibration", path("lab.cal.json"),
        "--chart", "parity", "--out", path("parity.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::ifstream in(path("parity.csv"));
    const std::string csv((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const std::vector<std::vector<std::string>> rows = csvRows(csv);
    ASSERT_EQ(rows.size(), 7u) << csv; // a header and six groups
    EXPECT_EQ(rows[0],
        (std::vector<std::string> {"group", "class", "bound", "measured_s", "nominal_s", "calibrated_s", "share"}));
    // aten::mm A: 4 ms measured, 2 ms nominal, 2 ms × 18.25/10 calibrated; 2 × 4 ms of the profile's
    // 2·4 + 1.25 + 4·1 + 5 + 2 + 2·2.5 = 25.25 ms.
    EXPECT_EQ(rows[1][0], "aten::mm A");
    EXPECT_EQ(rows[1][1], "matmul");
    EXPECT_EQ(rows[1][2], "compute");
    EXPECT_TRUE(near(std::stod(rows[1][3]), 4e-3));
    EXPECT_TRUE(near(std::stod(rows[1][4]), 2e-3));
    EXPECT_TRUE(near(std::stod(rows[1][5]), 2e-3 * 18.25 / 10.0));
    EXPECT_TRUE(near(std::stod(rows[1][6]), 8e-3 / 25.25e-3));
    // The PNG draws it.
    result = runStudio({"export", "--chip", path("lab.json"), "--calibration", path("lab.cal.json"), "--chart",
        "parity", "--out", path("parity.png"), "--size", "800x600"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    EXPECT_TRUE(std::filesystem::file_size(path("parity.png")) > 1000);

    // The roofline's achieved ceilings: matmul's compute at 1e12 × 10/18.25; vector, fitted from two groups, none.
    result = runStudio({"export", "--chip", path("lab.json"), "--calibration", path("lab.cal.json"),
        "--achieved-ceilings", "--chart", "roofline", "--out", path("roofline.csv")});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    std::ifstream roofline(path("roofline.csv"));
    const std::string rooflineCsv((std::istreambuf_iterator<char>(roofline)), std::istreambuf_iterator<char>());
    int achieved = 0;
    for (const std::vector<std::string>& row : csvRows(rooflineCsv)) {
        if (row.size() > 6 && row[1].starts_with("achieved")) {
            ++achieved;
            EXPECT_EQ(row[1], "achieved-ceiling");
            EXPECT_EQ(row[2], "matmul");
            EXPECT_TRUE(near(std::stod(row[6]), 1e12 * 10.0 / 18.25)) << row[6];
        }
    }
    EXPECT_EQ(achieved, 1) << rooflineCsv;

    // Without a calibration neither can be drawn, and the command says what to give.
    result = runStudio({"export", "--chip", path("lab.json"), "--chart", "parity", "--out", path("none.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--chart parity needs a calibration: give --calibration FILE"), std::string::npos)
        << result.err;
    result = runStudio({"export", "--chip", path("lab.json"), "--achieved-ceilings", "--out", path("none.png")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--achieved-ceilings draws a calibration's achieved roofs"), std::string::npos)
        << result.err;
    EXPECT_FALSE(std::filesystem::exists(path("none.png")));
}

TEST_F(CalibrateCli, CalcTakesTheCalibrationAndSaysWhereItComesFrom)
{
    ASSERT_EQ(runStudio({"calibrate", path("profile.csv"), "--chip", path("lab.json"), "--out", path("lab.cal.json")})
                  .exitCode,
        0);
    const ProcessResult result = runStudio(
        {"calc", "--chip", path("lab.json"), "--chip", "h100-sxm", "--op", "matmul B=128 D=4096 F=4096", "--op",
            "elementwise N=1000000 flops=1 inputs=2 outputs=1", "--calibration", path("lab.cal.json"), "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json rows = nlohmann::json::parse(result.out);
    ASSERT_EQ(rows.size(), 4u);
    // The matmul on the chip measured: compute-bound, T_math = 2·128·4096·4096 / 1e12, slowed by 18.25/10.
    const nlohmann::json& matmul = rows[0]["calibrated"];
    EXPECT_TRUE(near(matmul["seconds"], 2.0 * 128 * 4096 * 4096 / 1e12 * 18.25 / 10.0)) << matmul.dump();
    EXPECT_EQ(matmul["class"], "matmul");
    EXPECT_TRUE(near(matmul["compute_efficiency"], 10.0 / 18.25));
    EXPECT_EQ(matmul["bandwidth_efficiency"], 1.0);
    EXPECT_EQ(matmul["groups"], 4);
    EXPECT_EQ(matmul["file"], path("lab.cal.json"));
    EXPECT_EQ(matmul["measured_on"], "lab-chip");
    EXPECT_EQ(matmul["on_another_chip"], false);
    // An elementwise op's class has too few groups: its calibrated time is its T_lower.
    EXPECT_TRUE(near(rows[1]["calibrated"]["seconds"], rows[1]["t_lower_s"].get<double>()));
    EXPECT_EQ(rows[1]["calibrated"]["groups"], 0);
    // On H100 the lab chip's efficiencies are carried over, and the row says so.
    EXPECT_EQ(rows[2]["chip"], "h100-sxm");
    EXPECT_EQ(rows[2]["calibrated"]["on_another_chip"], true);
    // There the matmul is bandwidth-bound: max(T_math·18.25/10, T_comms) is still T_comms.
    const double slowedMath = rows[2]["t_math_s"].get<double>() * 18.25 / 10.0;
    EXPECT_LT(slowedMath, rows[2]["t_comms_s"].get<double>());
    EXPECT_TRUE(near(rows[2]["calibrated"]["seconds"], rows[2]["t_comms_s"].get<double>()));
    const ProcessResult table = runStudio(
        {"calc", "--chip", "h100-sxm", "--op", "matmul B=128 D=4096 F=4096", "--calibration", path("lab.cal.json")});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    EXPECT_NE(table.out.find("calibrated (" + path("lab.cal.json")
                  + ", measured on lab-chip, used on h100-sxm, "
                    "another chip):"),
        std::string::npos)
        << table.out;
    EXPECT_NE(table.out.find("(matmul, compute at 54.8 %, bandwidth at 100 %, 4 measured group(s))"), std::string::npos)
        << table.out;
    // A file that is no calibration is refused naming its key.
    write("bad.cal.json", R"({"format": 1, "kind": "roofline-calibration", "chip": "x",
        "classes": [{"class": "matmul", "bound": "memory", "groups": 4, "efficiency": 0.5}]})");
    const ProcessResult bad = runStudio(
        {"calc", "--chip", "h100-sxm", "--op", "matmul B=1 D=2 F=2", "--calibration", path("bad.cal.json")});
    EXPECT_EQ(bad.exitCode, 2);
    EXPECT_NE(bad.err.find("bad.cal.json: classes[0].bound"), std::string::npos) << bad.err;
}

TEST_F(CalibrateCli, MeasuredProjectsTheStepOntoAnotherChipWithTheMeasuredChipsEfficienciesOrItsOwn)
{
    // A chip of twice the peak and twice the bandwidth: every group's calibrated time halves. The lab chip's
    // matmuls take Σ n·t̂ / e = 10 ms · 18.25/10, its two elementwise groups (e = 1) Σ n·t̂ = 5 ms.
    write("fast.json",
        R"({"id": "fast-chip", "name": "Fast chip", "vendor": "Test", "peak_flops_per_s": {"bf16": 2e12},
            "memory": [{"name": "HBM", "bandwidth_bytes_per_s": 2e11}]})");
    ProcessResult result = runStudio(
        {"measured", path("profile.csv"), "--chip", path("lab.json"), "--project-to", path("fast.json"), "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    nlohmann::json json = nlohmann::json::parse(result.out);
    ASSERT_EQ(json["projections"].size(), 1u);
    const nlohmann::json& fast = json["projections"][0];
    EXPECT_EQ(fast["chip"], "fast-chip");
    EXPECT_TRUE(near(fast["modelled_s"], (18.25e-3 + 5e-3) / 2)) << fast.dump();
    EXPECT_EQ(fast["unmodelled_s"], 0.0);
    EXPECT_TRUE(near(fast["step_s"], (18.25e-3 + 5e-3) / 2));
    EXPECT_EQ(fast["calibration"], "lab-chip (this profile)");
    ASSERT_EQ(fast["groups"].size(), 6u);
    EXPECT_EQ(fast["groups"][0]["name"], "aten::mm A");
    EXPECT_TRUE(near(fast["groups"][0]["seconds"], 2 * 2e-3 * 18.25 / 10.0 / 2)); // n · t̂/e, halved
    EXPECT_EQ(fast["groups"][0]["bound"], "compute");
    // With the fast chip's own calibration: matmuls at 50 %, elementwise at 25 % of their roofs.
    write("fast.cal.json", R"({"format": 1, "kind": "roofline-calibration", "chip": "fast-chip", "classes": [
        {"class": "matmul", "bound": "compute", "groups": 4, "efficiency": 0.5},
        {"class": "vector", "bound": "bandwidth", "groups": 3, "efficiency": 0.25}]})");
    result = runStudio({"measured", path("profile.csv"), "--chip", path("lab.json"), "--project-to", path("fast.json"),
        "--calibration", path("fast.cal.json"), "--json"});
    ASSERT_EQ(result.exitCode, 0) << result.err;
    json = nlohmann::json::parse(result.out);
    // Matmuls: 10 ms of the lab chip's nominal time, halved, over 0.5; elementwise 5 ms, halved, over 0.25.
    EXPECT_TRUE(near(json["projections"][0]["step_s"], 10e-3 / 2 / 0.5 + 5e-3 / 2 / 0.25)) << result.out;
    EXPECT_EQ(json["projections"][0]["calibration"], path("fast.cal.json"));
    // The text says where the efficiencies come from and that unmodelled time is carried over.
    result
        = runStudio({"measured", path("profile.csv"), "--chip", path("lab.json"), "--project-to", path("fast.json")});
    EXPECT_NE(result.out.find("projected to fast-chip (the efficiencies of lab-chip, calibrated from this profile): "
                              "step 11.6 ms = 11.6 ms modelled + 0 s unmodelled, carried over as measured"),
        std::string::npos)
        << result.out;
    // Without the chip measured on, or a calibration without a chip to project to: refused by name.
    result = runStudio({"measured", path("profile.csv"), "--project-to", path("fast.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--project-to needs --chip"), std::string::npos) << result.err;
    result = runStudio(
        {"measured", path("profile.csv"), "--chip", path("lab.json"), "--calibration", path("fast.cal.json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("--calibration goes with --project-to"), std::string::npos) << result.err;
}

TEST_F(CalibrateCli, ModelTakesTheCalibrationForTheWholeStep)
{
    ASSERT_EQ(runStudio({"calibrate", path("profile.csv"), "--chip", path("lab.json"), "--out", path("lab.cal.json")})
                  .exitCode,
        0);
    const std::vector<std::string> step {
        "model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "512", "--S", "4096"};
    std::vector<std::string> withCalibration = step;
    withCalibration.insert(withCalibration.end(), {"--calibration", path("lab.cal.json"), "--json"});
    const ProcessResult result = runStudio(withCalibration);
    ASSERT_EQ(result.exitCode, 0) << result.err;
    const nlohmann::json json = nlohmann::json::parse(result.out);
    // Every matmul's T_math slowed by 18.25/10 (the lab's compute-bound matmuls), the rest as it was: each op
    // of the step by its kind, count times the larger term.
    double expected = 0.0;
    for (const nlohmann::json& op : json["ops"]) {
        const std::string spec = op["op"];
        const bool matmul = spec.starts_with("matmul") || spec.starts_with("experts");
        const double math = op["t_math_s"].get<double>() * (matmul ? 18.25 / 10.0 : 1.0);
        expected += op["count"].get<double>() * std::max(math, op["t_comms_s"].get<double>());
    }
    const nlohmann::json& calibrated = json["calibrated"];
    EXPECT_TRUE(near(calibrated["step_time_s"], expected)) << calibrated.dump();
    EXPECT_GT(calibrated["step_time_s"].get<double>(), json["step_time_s"].get<double>());
    EXPECT_TRUE(near(calibrated["tokens_per_s"], 512.0 / expected));
    EXPECT_EQ(calibrated["measured_on"], "lab-chip");
    EXPECT_EQ(calibrated["on_another_chip"], true);
    // Without the flag the step has no such key.
    std::vector<std::string> plain = step;
    plain.push_back("--json");
    EXPECT_FALSE(nlohmann::json::parse(runStudio(plain).out).contains("calibrated"));
}

TEST_F(CalibrateCli, ParetoPricesEveryPointByTheCalibrationAndMarksItsFrontierAgain)
{
    ASSERT_EQ(runStudio({"calibrate", path("profile.csv"), "--chip", path("lab.json"), "--out", path("lab.cal.json")})
                  .exitCode,
        0);
    const std::vector<std::string> pareto {
        "model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--pareto", "--B", "4", "--chips", "2", "--json"};
    std::vector<std::string> withCalibration = pareto;
    withCalibration.insert(withCalibration.end(), {"--calibration", path("lab.cal.json")});
    const ProcessResult nominalRun = runStudio(pareto);
    const ProcessResult calibratedRun = runStudio(withCalibration);
    ASSERT_EQ(calibratedRun.exitCode, 0) << calibratedRun.err;
    const nlohmann::json nominal = nlohmann::json::parse(nominalRun.out)["points"];
    const nlohmann::json json = nlohmann::json::parse(calibratedRun.out);
    const nlohmann::json& points = json["points"];
    ASSERT_EQ(points.size(), nominal.size());
    ASSERT_EQ(points.size(), 6u); // tp 1 and 2, B 1, 2 and 4
    EXPECT_EQ(json["calibrated"]["measured_on"], "lab-chip");
    EXPECT_EQ(json["calibrated"]["on_another_chip"], nlohmann::json::array({"h100-sxm"}));
    for (std::size_t i = 0; i < points.size(); ++i) {
        EXPECT_EQ(points[i]["nominal_step_time_s"], nominal[i]["step_time_s"]);
        // Each point is the single step `model --calibration` prices at its tp and B.
        const std::string tp = std::to_string(points[i]["tp"].get<int>());
        const std::string b = std::to_string(points[i]["B"].get<int>());
        if (i == 2 || i == 4) { // two of them: each is a process under the sanitizers
            const ProcessResult single = runStudio({"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase",
                "decode", "--B", b, "--tp", tp, "--S", "8192", "--json", "--calibration", path("lab.cal.json")});
            ASSERT_EQ(single.exitCode, 0) << single.err;
            const double step = nlohmann::json::parse(single.out)["calibrated"]["step_time_s"];
            EXPECT_TRUE(near(points[i]["step_time_s"], step)) << points[i].dump();
            EXPECT_TRUE(near(points[i]["tokens_per_s_per_chip"], std::stod(b) / (step * std::stod(tp))));
        }
        // The frontier of the calibrated points: no other fitting point beats this one on both.
        bool beaten = false;
        for (const nlohmann::json& other : points)
            beaten = beaten
                || (other["fits"] != false
                    && other["tokens_per_s_per_sequence"].get<double>()
                        > points[i]["tokens_per_s_per_sequence"].get<double>()
                    && other["tokens_per_s_per_chip"].get<double>() > points[i]["tokens_per_s_per_chip"].get<double>());
        EXPECT_EQ(points[i]["on_frontier"], points[i]["fits"] != false && !beaten) << points[i].dump();
    }
}

TEST_F(CalibrateCli, BadInputExitsTwoNamingWhatIsMissing)
{
    ProcessResult result = runStudio({"calibrate", path("profile.csv")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("needs --chip ID"), std::string::npos) << result.err;
    result = runStudio({"calibrate", "--chip", "h100-sxm"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("needs one or more profiles"), std::string::npos) << result.err;
    write("elsewhere.csv", "name,flops,bytes,seconds,chip\naten::mm,1e9,1e6,1e-3,tpu-v5e\n");
    result = runStudio({"calibrate", path("elsewhere.csv"), "--chip", "h100-sxm"});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("no measured group can calibrate H100 SXM"), std::string::npos) << result.err;
    // A file that cannot be read is a failure, not bad input: exit 1, naming it (as `measured`).
    result = runStudio({"calibrate", path("missing.csv"), "--chip", "h100-sxm"});
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("missing.csv"), std::string::npos) << result.err;
}

} // namespace
} // namespace roofline::test::calibrate_cli
