// `roofline-studio models`, end to end: the model library with the user's own models, which --model
// then finds like a user chip.
#include "support/run_process.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <unistd.h>

namespace roofline::test::models_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
const std::filesystem::path kConfigs = std::filesystem::path(ROOFLINE_TEST_DATA_DIR) / "hf-configs";

ProcessResult app(const std::vector<std::string>& arguments, const std::string& dataHome = "/nonexistent-roofline-test")
{
    return runProcess(kApp, arguments, {"XDG_DATA_HOME=" + dataHome});
}

TEST(ModelsCli, ListsTheLibraryWithTheUsersOwnModels)
{
    const auto home = std::filesystem::temp_directory_path() / ("roofline-models-home-" + std::to_string(::getpid()));
    std::filesystem::create_directories(home / "roofline-studio" / "models");
    std::filesystem::copy_file(
        kConfigs / "gemma-7b" / "config.json", home / "roofline-studio" / "models" / "gemma-7b.json");
    std::ofstream(home / "roofline-studio" / "models" / "broken.model.json") << "{";
    const ProcessResult table = app({"models"}, home.string());
    EXPECT_EQ(table.exitCode, 0) << table.err;
    for (const char* part : {"llama-3-70b", "Llama 3 70B", "8192", "28672", "qwen2.5-72b", "gemma-7b", "24576",
             "mixtral-8x7b", "8 × 14336, 2 per token", "128 × 768, 8 per token", "60 × 1408, 4 per token, shared 5632"})
        EXPECT_NE(table.out.find(part), std::string::npos) << part << "\n" << table.out;
    EXPECT_NE(table.err.find("warning: skipping a saved model"), std::string::npos) << table.err;
    EXPECT_NE(table.err.find("broken.model.json"), std::string::npos) << table.err;
    const ProcessResult json = app({"models", "--json"}, home.string());
    const nlohmann::json list = nlohmann::json::parse(json.out);
    bool sawUser = false;
    for (const auto& model : list) {
        EXPECT_TRUE(model.contains("sources"));
        if (model["id"] == "gemma-7b") {
            sawUser = true;
            EXPECT_NE(model["origin"].get<std::string>().find("gemma-7b.json"), std::string::npos);
        }
    }
    EXPECT_TRUE(sawUser);
    // The user's model is found by --model like a user chip by --chip.
    const ProcessResult step = app({"model", "--model", "gemma-7b", "--chip", "h100-sxm", "--phase", "prefill", "--B",
                                       "1", "--S", "512", "--json"},
        home.string());
    EXPECT_EQ(step.exitCode, 0) << step.err;
    EXPECT_EQ(nlohmann::json::parse(step.out)["ops"][2]["op"], "matmul B=512 D=4096 F=3072 x=bf16 w=bf16 z=bf16");
    std::filesystem::remove_all(home);
}

} // namespace
} // namespace roofline::test::models_cli
