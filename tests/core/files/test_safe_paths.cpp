// Regular files only, never blocking (core/files/safe_paths.h): what every reader opens and every output
// is checked against.
#include "support/test_helpers.h"

#include "core/files/json_reader.h"
#include "core/files/safe_paths.h"
#include "core/formats/model_library.h"

#include <chrono>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace roofline::test {
namespace {

class SafePaths : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-safe-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::filesystem::path write(const std::string& name, const std::string& text) const
    {
        const std::filesystem::path path = m_dir / name;
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }

    std::filesystem::path fifo(const std::string& name) const
    {
        const std::filesystem::path path = m_dir / name;
        EXPECT_EQ(::mkfifo(path.c_str(), 0600), 0);
        return path;
    }

    std::filesystem::path m_dir;
};

// Runs `read` on another thread and waits 5 s for it. If it is still blocked on the FIFO then (the defect),
// the test fails, and a writer opens and closes the FIFO so the reader sees its end and the thread ends.
template<class Result> Result withinFiveSeconds(std::function<Result()> read, const std::filesystem::path& fifoPath)
{
    std::future<Result> done = std::async(std::launch::async, std::move(read));
    if (done.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
        ADD_FAILURE() << "reading " << fifoPath << " blocked for 5 s";
        const int writer = ::open(fifoPath.c_str(), O_WRONLY | O_NONBLOCK);
        if (writer >= 0)
            ::close(writer);
    }
    return done.get();
}

const char* kModel = R"({"id": "tiny", "name": "Tiny", "d_model": 64, "d_ff": 128, "n_heads": 4, "n_kv_heads": 4,
    "head_dim": 16, "n_layers": 2, "vocab": 1000, "gated_mlp": true})";

TEST_F(SafePaths, AFifoIsRefusedByItsKindInsteadOfWaitingForAWriter)
{
    const std::filesystem::path path = fifo("stuck.json");
    const std::string message = withinFiveSeconds<std::string>(
        [&] {
            try {
                readTextFile(path, 1024, "model file");
            } catch (const Error& error) {
                EXPECT_EQ(error.kind(), ErrorKind::Io);
                EXPECT_TRUE(error.detail() && error.detail()->code == ErrorCode::NotRegularFile);
                EXPECT_TRUE(error.detail() && error.detail()->value == "fifo");
                return std::string(error.what());
            }
            return std::string("read");
        },
        path);
    EXPECT_EQ(message,
        path.string()
            + ": is a FIFO (named pipe), not a regular file; a model file is read only from "
              "a regular file");
}

TEST_F(SafePaths, AFifoInTheModelFolderIsSkippedWithAWarningAndTheOtherModelsLoad)
{
    write("a.json", kModel);
    const std::filesystem::path path = fifo("b.json");
    const ModelDirectoryLoad load
        = withinFiveSeconds<ModelDirectoryLoad>([&] { return loadModelDirectory(m_dir); }, path);
    ASSERT_EQ(load.models.size(), 1u);
    EXPECT_EQ(load.models[0].id, "tiny");
    ASSERT_EQ(load.errors.size(), 1u);
    EXPECT_NE(load.errors[0].find("b.json: is a FIFO (named pipe)"), std::string::npos) << load.errors[0];
}

// A program started with its standard input closed (`roofline-studio measured k.csv <&-`, a launcher
// that closes it) gets descriptor 0 for the first file it opens: that is a file, not a failure.
TEST_F(SafePaths, AFileOpenedAsDescriptorZeroIsRead)
{
    const std::filesystem::path path = write("k.csv", "name,flops,bytes,seconds\n");
    const int savedInput = ::dup(0);
    ASSERT_GE(savedInput, 0);
    ::close(0);
    int fd = -1;
    std::string error;
    try {
        fd = openRegularFile(path, "file of measurements");
    } catch (const Error& e) {
        error = e.what();
    }
    ::dup2(savedInput, 0);
    ::close(savedInput);
    EXPECT_EQ(error, "");
    EXPECT_EQ(fd, 0);
    if (fd > 0)
        ::close(fd);
}

TEST_F(SafePaths, ASocketAndADeviceAreRefusedByTheirKinds)
{
    const std::filesystem::path socketPath = m_dir / "s.json";
    const int sock = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(sock, 0);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    const std::string socketName = socketPath.string();
    ASSERT_LT(socketName.size(), sizeof(address.sun_path));
    std::copy(socketName.begin(), socketName.end(), address.sun_path);
    ASSERT_EQ(::bind(sock, reinterpret_cast<sockaddr*>(&address), sizeof(address)), 0);
    EXPECT_ROOFLINE_ERROR(readTextFile(socketPath, 1024, "chip file"), ErrorKind::Io, "s.json: is a socket");
    ::close(sock);
    // /dev/null reads as an empty file; it is refused before it is opened.
    EXPECT_ROOFLINE_ERROR(
        readTextFile("/dev/null", 1024, "chip file"), ErrorKind::Io, "/dev/null: is a character device");
    EXPECT_ROOFLINE_ERROR(readTextFile(m_dir, 1024, "chip file"), ErrorKind::Io, "is a directory, not a chip file");
    EXPECT_ROOFLINE_ERROR(readTextFile(m_dir / "none.json", 1024, "chip file"), ErrorKind::Io, "no such chip file");
}

TEST_F(SafePaths, ALoopOfLinksIsNamedAsOne)
{
    std::filesystem::create_symlink(m_dir / "b.json", m_dir / "a.json");
    std::filesystem::create_symlink(m_dir / "a.json", m_dir / "b.json");
    EXPECT_EQ(fileKindOf(m_dir / "a.json"), FileKind::LinkLoop);
    EXPECT_ROOFLINE_ERROR(readTextFile(m_dir / "a.json", 1024, "chip file"), ErrorKind::Io,
        "a.json: a loop of symbolic links (each leads to another, never to a file)");
}

TEST_F(SafePaths, EveryKindHasANameAndATag)
{
    EXPECT_EQ(fileKindOf(m_dir), FileKind::Directory);
    EXPECT_EQ(fileKindOf(m_dir / "none"), FileKind::Missing);
    EXPECT_EQ(fileKindOf(write("f", "x")), FileKind::Regular);
    EXPECT_EQ(fileKindOf(fifo("p")), FileKind::Fifo);
    EXPECT_EQ(fileKindOf("/dev/null"), FileKind::CharacterDevice);
    const std::pair<FileKind, std::string_view> names[] = {{FileKind::Missing, "nothing (no such file)"},
        {FileKind::Regular, "a regular file"}, {FileKind::Directory, "a folder"},
        {FileKind::CharacterDevice, "a character device"}, {FileKind::BlockDevice, "a block device"},
        {FileKind::Fifo, "a FIFO (named pipe)"}, {FileKind::Socket, "a socket"},
        {FileKind::LinkLoop, "a loop of symbolic links"}, {FileKind::Other, "not a regular file"}};
    for (const auto& [kind, name] : names)
        EXPECT_EQ(fileKindName(kind), name);
    const std::pair<FileKind, std::string_view> tags[]
        = {{FileKind::Missing, "missing"}, {FileKind::Regular, "regular"}, {FileKind::Directory, "directory"},
            {FileKind::CharacterDevice, "character-device"}, {FileKind::BlockDevice, "block-device"},
            {FileKind::Fifo, "fifo"}, {FileKind::Socket, "socket"}, {FileKind::LinkLoop, "link-loop"},
            {FileKind::Other, "other"}};
    for (const auto& [kind, tag] : tags)
        EXPECT_EQ(fileKindTag(kind), tag);
}

TEST_F(SafePaths, AnOutputThatIsAnInputIsRefusedByPathByLinkAndByHardLink)
{
    const std::filesystem::path project = write("talk.roofline.json", "{}");
    std::filesystem::create_symlink(project, m_dir / "link.json");
    std::filesystem::create_hard_link(project, m_dir / "hard.json");
    const std::vector<NamedPath> inputs {{"the project file", project}};
    for (const std::filesystem::path& output : {project, m_dir / "." / "talk.roofline.json", m_dir / "link.json",
             m_dir / "hard.json", m_dir / "sub" / ".." / "talk.roofline.json"}) {
        const std::vector<NamedPath> outputs {{"--out", output}};
        EXPECT_ROOFLINE_ERROR(checkOutputPaths(outputs, inputs), ErrorKind::InvalidValue,
            "--out \"" + output.string() + "\" is the project file \"" + project.string()
                + "\", an input: writing it would destroy it; choose another file name");
    }
    const std::vector<NamedPath> fine {{"--out", m_dir / "talk.png"}, {"--layout-report", m_dir / "talk.json"}};
    EXPECT_NO_THROW(checkOutputPaths(fine, inputs));
}

TEST_F(SafePaths, TwoOutputsOnOneFileAreRefusedExistingOrNot)
{
    const std::vector<NamedPath> outputs {{"--out", m_dir / "a.png"}, {"--layout-report", m_dir / "." / "a.png"}};
    try {
        checkOutputPaths(outputs, {});
        ADD_FAILURE() << "two outputs on one file were accepted";
    } catch (const Error& error) {
        EXPECT_EQ(std::string(error.what()),
            "--out \"" + (m_dir / "a.png").string() + "\" and --layout-report \"" + (m_dir / "." / "a.png").string()
                + "\" are the same file: one would overwrite the other; give each output its own file name");
        ASSERT_TRUE(error.detail());
        EXPECT_EQ(error.detail()->code, ErrorCode::OutputsCollide);
        EXPECT_EQ(error.detail()->keyPath, "--out");
        EXPECT_EQ(error.detail()->value, "--layout-report");
    }
    write("a.png", "old");
    EXPECT_ROOFLINE_ERROR(checkOutputPaths(outputs, {}), ErrorKind::InvalidValue, "are the same file");
}

TEST_F(SafePaths, AnOutputOnADeviceAFifoAFolderOrALoopIsRefusedByItsKind)
{
    std::filesystem::create_symlink("/dev/null", m_dir / "null.png");
    const std::pair<std::filesystem::path, std::string> cases[]
        = {{"/dev/null", "is a character device"}, {m_dir / "null.png", "is a character device"},
            {fifo("pipe.png"), "is a FIFO (named pipe)"}, {m_dir, "is a folder"}};
    for (const auto& [path, words] : cases) {
        const std::vector<NamedPath> outputs {{"--out", path}};
        EXPECT_ROOFLINE_ERROR(checkOutputPaths(outputs, {}), ErrorKind::InvalidValue,
            "--out \"" + path.string() + "\": " + words, "Roofline Studio writes only regular files");
    }
    std::filesystem::create_symlink(m_dir / "y.png", m_dir / "x.png");
    std::filesystem::create_symlink(m_dir / "x.png", m_dir / "y.png");
    const std::vector<NamedPath> loop {{"--out", m_dir / "x.png"}};
    EXPECT_ROOFLINE_ERROR(checkOutputPaths(loop, {}), ErrorKind::InvalidValue, "a loop of symbolic links");
}

} // namespace
} // namespace roofline::test
