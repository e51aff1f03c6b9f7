// The executable's command line, end to end (app/main.cpp, app/subcommands): --help, --version and
// chips; a mistyped subcommand, a missing project file, no display, and --help for every subcommand.
#include "support/run_process.h"
#include "support/test_helpers.h"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <sstream>
#include <unistd.h>

namespace roofline::test::subcommands_cli {
namespace {

const std::string kApp = ROOFLINE_STUDIO_EXECUTABLE;
constexpr int kTimeoutSeconds = 120; // a hang fails the test instead of stalling the suite

ProcessResult app(const std::vector<std::string>& arguments, std::vector<std::string> environment = {})
{
    // An empty data folder, so the user's own saved chips never change what a test sees.
    environment.push_back("XDG_DATA_HOME=/nonexistent-roofline-test");
    return runProcess(kApp, arguments, environment, kTimeoutSeconds);
}

TEST(Subcommands, AMistypedSubcommandNamesTheSubcommandsInsteadOfStartingTheApp)
{
    // Offscreen, the app would start and never return (the test would time out).
    const ProcessResult result = app({"modle", "--json"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 2);
    for (const std::string name : {"\"modle\"", "calc", "chips", "screenshot", "export", "bench"})
        EXPECT_NE(result.err.find(name), std::string::npos) << name << " in " << result.err;
    const ProcessResult close = app({"clac"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_EQ(close.exitCode, 2);
    EXPECT_NE(close.err.find("did you mean calc?"), std::string::npos) << close.err;
    const ProcessResult help = app({"help", "modle"});
    EXPECT_EQ(help.exitCode, 2);
}

TEST(Subcommands, AMissingProjectFileFailsAtOnce)
{
    const ProcessResult result = app({"/nonexistent/talk.roofline.json"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_NE(result.err.find("/nonexistent/talk.roofline.json"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("no such file"), std::string::npos) << result.err;
    const ProcessResult folder = app({"--lang", "ru", "/tmp"}, {"QT_QPA_PLATFORM=offscreen"});
    EXPECT_EQ(folder.exitCode, 2);
    EXPECT_NE(folder.err.find("is a folder"), std::string::npos) << folder.err;
}

TEST(Subcommands, WithoutADisplayTheAppSaysSoInsteadOfAborting)
{
    const ProcessResult result = app({}, {"QT_QPA_PLATFORM=", "DISPLAY=", "WAYLAND_DISPLAY="});
    EXPECT_FALSE(result.timedOut);
    EXPECT_EQ(result.exitCode, 1);
    EXPECT_NE(result.err.find("no display"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("export"), std::string::npos) << result.err;
}

TEST(Subcommands, EverySubcommandAnswersHelpWithItsOwnUsage)
{
    for (const std::string command : {"calc", "chips", "screenshot", "export", "bench"}) {
        SCOPED_TRACE(command);
        for (const std::vector<std::string>& arguments : std::vector<std::vector<std::string>> {
                 {command, "--help"}, {command, "-h"}, {"help", command}, {command, "--out", "x.png", "--help"}}) {
            const ProcessResult result = app(arguments);
            EXPECT_EQ(result.exitCode, 0) << result.err;
            EXPECT_EQ(result.err, "");
            EXPECT_EQ(result.out.rfind("Usage:\n  roofline-studio " + command + " ", 0), 0u) << result.out;
            // Its own usage only: no other subcommand's line.
            for (const std::string other : {"calc", "chips", "screenshot", "export", "bench"}) {
                if (other != command) {
                    EXPECT_EQ(result.out.find("roofline-studio " + other + " "), std::string::npos) << result.out;
                }
            }
        }
    }
    const ProcessResult all = app({"--help"});
    EXPECT_EQ(all.exitCode, 0);
    for (const std::string command : {"calc", "chips", "screenshot", "export", "bench"})
        EXPECT_NE(all.out.find("roofline-studio " + command + " "), std::string::npos) << command;
}

TEST(Subcommands, HelpVersionAndChipsWork)
{
    const ProcessResult help = app({"--help"});
    EXPECT_EQ(help.exitCode, 0);
    EXPECT_NE(help.out.find("roofline-studio calc"), std::string::npos);
    const ProcessResult version = app({"--version"});
    EXPECT_EQ(version.exitCode, 0);
    EXPECT_EQ(version.out.rfind("roofline-studio ", 0), 0u);
    const ProcessResult chips = app({"chips", "--json"});
    EXPECT_EQ(chips.exitCode, 0) << chips.err;
    const nlohmann::json list = nlohmann::json::parse(chips.out);
    EXPECT_EQ(list.size(), builtinChips().size());
    const ProcessResult table = app({"chips"});
    EXPECT_NE(table.out.find("tpu-v5e"), std::string::npos);
    EXPECT_NE(table.out.find("240.2"), std::string::npos);
}

// stdout that cannot be written (here /dev/full: "No space left on device") is a failure of every command that
// prints, said on stderr with its cause, exit status 1 (docs/cli.md: a file that cannot be written), never an
// exit status alone or a success.
TEST(Subcommands, OutputThatCannotBeWrittenIsAFailureSaidWithItsCause)
{
    const std::string data = ROOFLINE_TEST_DATA_DIR;
    const std::string csv
        = (std::filesystem::temp_directory_path() / ("roofline-full-stdout-" + std::to_string(::getpid()) + ".csv"))
              .string();
    const std::vector<std::vector<std::string>> commands {
        {"calc", "--chip", "h100-sxm", "--op", "dot N=1000"},
        {"calc", "--chip", "h100-sxm", "--op", "dot N=1000", "--json"},
        {"chips"},
        {"chips", "--json"},
        {"models"},
        {"model", "--model", "llama-3-8b", "--chip", "h100-sxm", "--phase", "decode", "--B", "1", "--S", "128"},
        {"measured", data + "/measured/simple.csv", "--json"},
        {"measured", data + "/measured/simple.csv", "--compare", data + "/measured/simple-after.csv"},
        {"export", "--chip", "h100-sxm", "--chart", "roofline", "--out", csv},
        {"--help"},
        {"--version"},
    };
    for (const std::vector<std::string>& command : commands) {
        // The shell points stdout at /dev/full, then becomes the app.
        std::vector<std::string> arguments {"-c", "exec \"$0\" \"$@\" >/dev/full", kApp};
        arguments.insert(arguments.end(), command.begin(), command.end());
        const ProcessResult result = runProcess("/bin/sh", arguments,
            {"XDG_DATA_HOME=/nonexistent-roofline-test", "QT_QPA_PLATFORM=offscreen"}, kTimeoutSeconds);
        EXPECT_EQ(result.exitCode, 1) << command[0] << ": " << result.err;
        EXPECT_NE(result.err.find("cannot write to stdout (No space left on device)"), std::string::npos)
            << command[0] << ": " << result.err;
    }
    std::filesystem::remove(csv);
}

// A link's bandwidth is per link, each way: the table says how many such links a chip has and their total, so
// H100's NVLink is not read as 25 GB/s in all (hardware-profiles/h100-sxm.json: 18 × 2.5e10 B/s).
TEST(Subcommands, ChipsSaysHowManyLinksAChipHasAndWhatTheyCarryTogether)
{
    const ProcessResult table = app({"chips"});
    ASSERT_EQ(table.exitCode, 0) << table.err;
    std::istringstream lines(table.out);
    std::string h100;
    std::string v5e;
    for (std::string line; std::getline(lines, line);) {
        if (line.rfind("h100-sxm ", 0) == 0)
            h100 = line;
        if (line.rfind("tpu-v5e ", 0) == 0)
            v5e = line;
    }
    EXPECT_NE(table.out.find("links (each way)"), std::string::npos) << table.out;
    // 18 × 25 GB/s = 450 GB/s; PCIe and the NIC are one link each: no count. NVLink joins the 8 GPUs of a board,
    // PCIe each to its host, the NIC any number (docs/model.md §14).
    EXPECT_NE(h100.find("NVLink 25 GB/s ×18 = 450 GB/s [8 chips], PCIe 64 GB/s [host], NIC 50 GB/s"), std::string::npos)
        << h100;
    // TPU v5e's ICI: 4 links of 4.5e10 B/s each way, 180 GB/s together, over a slice of up to 256.
    EXPECT_NE(v5e.find("ICI 45 GB/s ×4 = 180 GB/s [256 chips]"), std::string::npos) << v5e;
}

} // namespace
} // namespace roofline::test::subcommands_cli
