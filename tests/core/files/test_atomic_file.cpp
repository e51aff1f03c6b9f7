// writeFileAtomically: the old file or the whole new one, never half of either.
#include "support/test_helpers.h"

#include "core/base/progress.h"
#include "core/files/atomic_file.h"
#include "core/formats/project_json.h"
#include "core/scene/project.h"
#include "support/failing_disk.h"

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <unistd.h>

namespace roofline::test {
namespace {

class AtomicFileTest : public ::testing::Test {
protected:
    void SetUp() override
    {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("roofline-atomic-" + std::string(info->name()) + "-" + std::to_string(::getpid()));
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override
    {
        std::filesystem::permissions(m_dir, std::filesystem::perms::owner_all, std::filesystem::perm_options::add);
        std::filesystem::remove_all(m_dir);
    }

    std::vector<std::string> files() const
    {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(m_dir))
            names.push_back(entry.path().filename().string());
        std::sort(names.begin(), names.end());
        return names;
    }

    std::filesystem::path m_dir;
};

std::string readFile(const std::filesystem::path& path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

mode_t modeOf(const std::filesystem::path& path)
{
    struct stat info { };
    ::stat(path.c_str(), &info);
    return info.st_mode & 07777;
}

TEST_F(AtomicFileTest, WritesANewFileWithTheUsualMode)
{
    const auto path = m_dir / "out.csv";
    const std::string contents("a,b\n1,2\n\0binary too", 20);
    writeFileAtomically(path, contents);
    EXPECT_EQ(readFile(path), contents);
    const mode_t mask = ::umask(0);
    ::umask(mask);
    EXPECT_EQ(modeOf(path), 0666 & ~mask);
    EXPECT_EQ(files(), std::vector<std::string> {"out.csv"});
}

TEST_F(AtomicFileTest, ReplacesAnExistingFileAndKeepsItsMode)
{
    const auto path = m_dir / "chart.png";
    writeFileAtomically(path, std::string(100000, 'x'));
    ::chmod(path.c_str(), 0640);
    writeFileAtomically(path, "short");
    EXPECT_EQ(readFile(path), "short");
    EXPECT_EQ(modeOf(path), 0640u);
    EXPECT_EQ(files(), std::vector<std::string> {"chart.png"});
}

TEST_F(AtomicFileTest, SavingThroughASymlinkReplacesItsTarget)
{
    const auto target = m_dir / "real.json";
    const auto link = m_dir / "link.json";
    writeFileAtomically(target, "old");
    std::filesystem::create_symlink(target, link);
    writeFileAtomically(link, "new");
    EXPECT_TRUE(std::filesystem::is_symlink(link));
    EXPECT_EQ(readFile(target), "new");
}

// The detail's code says which failure it was; the GUI words its advice after it.
ErrorCode failureCode(const std::filesystem::path& path, std::string_view contents)
{
    try {
        writeFileAtomically(path, contents);
    } catch (const Error& error) {
        EXPECT_EQ(error.kind(), ErrorKind::Io);
        EXPECT_NE(std::string(error.what()).find(path.string()), std::string::npos) << error.what();
        if (error.detail()) {
            EXPECT_EQ(error.detail()->source, path.string());
            return error.detail()->code;
        }
        ADD_FAILURE() << "no detail: " << error.what();
        return ErrorCode::MissingKey;
    }
    ADD_FAILURE() << "no error writing " << path;
    return ErrorCode::MissingKey;
}

TEST_F(AtomicFileTest, AFileNameOf250BytesIsSavedThoughItsTemporaryNameWouldBeLonger)
{
    // 250 bytes: the longest names a file system takes, minus a little; ".<name>.tmp-<10 digits>" would be 266.
    const std::string name = std::string(246, 'a') + ".csv";
    writeFileAtomically(m_dir / name, "data");
    EXPECT_EQ(readFile(m_dir / name), "data");
    EXPECT_EQ(files(), std::vector<std::string> {name});
    // Cut at a whole character: 124 two-byte letters and ".csv".
    std::string cyrillic;
    for (int i = 0; i < 123; ++i)
        cyrillic += "\xd0\xb6";
    cyrillic += ".csv";
    writeFileAtomically(m_dir / cyrillic, "данные");
    EXPECT_EQ(readFile(m_dir / cyrillic), "данные");
}

TEST_F(AtomicFileTest, ALinkToAFifoOrADeviceIsRefusedAndWhatItLeadsToStays)
{
    const auto fifo = m_dir / "pipe";
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    std::filesystem::create_symlink(fifo, m_dir / "out.csv");
    EXPECT_ROOFLINE_ERROR(writeFileAtomically(m_dir / "out.csv", "data"), ErrorKind::Io,
        "out.csv: is a FIFO (named pipe), not a regular file; Roofline Studio writes only regular files");
    EXPECT_ROOFLINE_ERROR(writeFileAtomically(fifo, "data"), ErrorKind::Io, "is a FIFO (named pipe)");
    EXPECT_TRUE(std::filesystem::is_fifo(fifo));
    EXPECT_EQ(failureCode(m_dir / "out.csv", "data"), ErrorCode::NotRegularFile);
    if (::geteuid() == 0) {
        // As root a rename would replace a device node: a node of our own, with /dev/null's numbers.
        const auto device = m_dir / "null";
        ASSERT_EQ(::mknod(device.c_str(), S_IFCHR | 0666, makedev(1, 3)), 0);
        std::filesystem::create_symlink(device, m_dir / "dev.png");
        EXPECT_ROOFLINE_ERROR(writeFileAtomically(m_dir / "dev.png", "data"), ErrorKind::Io,
            "dev.png: is a character device, not a regular file");
        EXPECT_TRUE(std::filesystem::is_character_file(device));
    }
    EXPECT_EQ(files().size(), ::geteuid() == 0 ? 4u : 2u); // no temporary file left behind
}

TEST_F(AtomicFileTest, ALoopOfLinksIsNamedAsOneNotAsAMissingFolder)
{
    std::filesystem::create_symlink(m_dir / "b.csv", m_dir / "a.csv");
    std::filesystem::create_symlink(m_dir / "a.csv", m_dir / "b.csv");
    EXPECT_ROOFLINE_ERROR(writeFileAtomically(m_dir / "a.csv", "data"), ErrorKind::Io,
        "a.csv: a loop of symbolic links (each leads to another, never to a file); the file was not written");
    EXPECT_EQ(failureCode(m_dir / "a.csv", "data"), ErrorCode::LinkLoop);
}

TEST_F(AtomicFileTest, FailuresAreIoErrorsThatNameTheFileAndSayWhatToDo)
{
    EXPECT_ROOFLINE_ERROR(writeFileAtomically(m_dir / "missing" / "x.json", "data"), ErrorKind::Io, "x.json",
        "No such file or directory", (m_dir / "missing").string(), "save somewhere else");
    EXPECT_EQ(failureCode(m_dir / "missing" / "x.json", "data"), ErrorCode::FolderGone);
    EXPECT_ROOFLINE_ERROR(writeFileAtomically(m_dir, "data"), ErrorKind::Io, "is a directory", "choose a file name");
    EXPECT_EQ(failureCode(m_dir, "data"), ErrorCode::IsDirectory);
    EXPECT_EQ(files(), std::vector<std::string> {});
}

// As root too: file access as "nobody" makes the folder's missing write permission count.
TEST_F(AtomicFileTest, AReadOnlyFolderLeavesTheOldFileUntouched)
{
    const auto path = m_dir / "p.roofline.json";
    writeFileAtomically(path, "old contents");
    ::chmod(m_dir.c_str(), 0555);
    {
        const FileAccessAsNobody nobody;
        ASSERT_TRUE(nobody.ok()) << "cannot check file access as nobody (setfsuid)";
        EXPECT_ROOFLINE_ERROR(writeFileAtomically(path, "new contents"), ErrorKind::Io, path.string(),
            "cannot write in the folder " + m_dir.string(), "Permission denied", "the old file is unchanged",
            "Save somewhere else");
        EXPECT_EQ(failureCode(path, "new contents"), ErrorCode::FolderNotWritable);
    }
    ::chmod(m_dir.c_str(), 0755);
    EXPECT_EQ(readFile(path), "old contents");
    EXPECT_EQ(files(), std::vector<std::string> {"p.roofline.json"});
}

// A full disk, as a file-size limit: the write fails part way (EFBIG, as ENOSPC would), the
// half-written temporary file is removed, the old file stays, and the next save works.
TEST_F(AtomicFileTest, AFullDiskLeavesTheOldFileUntouchedAndNoTemporaryFile)
{
    const auto path = m_dir / "p.roofline.json";
    writeFileAtomically(path, "old contents");
    {
        const FileSizeLimit limit(4096);
        ASSERT_TRUE(limit.ok());
        EXPECT_ROOFLINE_ERROR(writeFileAtomically(path, std::string(100000, 'x')), ErrorKind::Io, path.string(),
            "the disk is full", "File too large", "the old file is unchanged", "Free some space");
        EXPECT_EQ(failureCode(path, std::string(100000, 'x')), ErrorCode::DiskFull);
        EXPECT_EQ(files(), std::vector<std::string> {"p.roofline.json"});
    }
    EXPECT_EQ(readFile(path), "old contents");
    writeFileAtomically(path, std::string(100000, 'y'));
    EXPECT_EQ(readFile(path), std::string(100000, 'y'));
}

// A file made as it is written (a profile of a million launches): the old file or the whole new one, never
// half of it, however its maker or the disk fails.
TEST_F(AtomicFileTest, AFileMadeAsItIsWrittenIsWrittenWholeOrNotAtAll)
{
    const auto path = m_dir / "profile.csv";
    writeFileAtomically(path, "old contents");
    writeFileAtomicallyFrom(path, [](const AppendBytes& append) {
        for (int i = 0; i < 3; ++i)
            append(std::string(1000, static_cast<char>('a' + i)));
    });
    EXPECT_EQ(readFile(path), std::string(1000, 'a') + std::string(1000, 'b') + std::string(1000, 'c'));

    // Its maker fails halfway: the error reaches the caller, the file stays as it was.
    const auto failing = [](const AppendBytes& append) {
        append(std::string(5000, 'x'));
        throw Error(ErrorKind::InvalidValue, "the maker gave up");
    };
    EXPECT_ROOFLINE_ERROR(writeFileAtomicallyFrom(path, failing), ErrorKind::InvalidValue, "the maker gave up");
    EXPECT_EQ(readFile(path).size(), 3000u);
    // The disk fills halfway: said with its cause, the old file kept, no temporary file left.
    {
        const FileSizeLimit limit(4096);
        ASSERT_TRUE(limit.ok());
        EXPECT_ROOFLINE_ERROR(writeFileAtomicallyFrom(path,
                                  [](const AppendBytes& append) {
                                      for (int i = 0; i < 100; ++i)
                                          append(std::string(1000, 'y'));
                                  }),
            ErrorKind::Io, path.string(), "the disk is full", "File too large", "the old file is unchanged");
    }
    EXPECT_EQ(readFile(path).size(), 3000u);
    EXPECT_EQ(files(), std::vector<std::string> {"profile.csv"});
}

// The folder is moved away after the new contents are written and before they replace the file
// (a folder renamed or an unmounted disk): the save fails, naming the folder, and the temporary file
// is removed from where the folder went; the old file went with it, untouched.
TEST_F(AtomicFileTest, AFolderThatVanishesMidSaveFailsAndLeavesNothingBehind)
{
    const auto folder = m_dir / "talks";
    const auto moved = m_dir / "talks-moved";
    std::filesystem::create_directories(folder);
    const auto path = folder / "p.roofline.json";
    writeFileAtomically(path, "old contents");
    std::vector<std::string> seen;
    testing::setBeforeReplaceHook([&](const std::filesystem::path& temporary) {
        seen.push_back(temporary.filename().string());
        std::filesystem::rename(folder, moved);
    });
    EXPECT_ROOFLINE_ERROR(writeFileAtomically(path, "new contents"), ErrorKind::Io, path.string(),
        "the folder " + folder.string() + " does not exist", "save somewhere else");
    testing::setBeforeReplaceHook({});
    ASSERT_EQ(seen.size(), 1u);
    EXPECT_EQ(seen[0].rfind(".p.roofline.json.tmp-", 0), 0u) << seen[0];
    EXPECT_EQ(readFile(moved / "p.roofline.json"), "old contents");
    std::vector<std::string> left;
    for (const auto& entry : std::filesystem::directory_iterator(moved))
        left.push_back(entry.path().filename().string());
    EXPECT_EQ(left, std::vector<std::string> {"p.roofline.json"});

    // Moved back, the next save works.
    std::filesystem::rename(moved, folder);
    testing::setBeforeReplaceHook([&](const std::filesystem::path&) { std::filesystem::rename(folder, moved); });
    try {
        writeFileAtomically(path, "x");
    } catch (const Error& error) {
        ASSERT_NE(error.detail(), nullptr);
        EXPECT_EQ(error.detail()->code, ErrorCode::FolderGone);
        EXPECT_EQ(error.detail()->subject, folder.string());
    }
    testing::setBeforeReplaceHook({});
    std::filesystem::rename(moved, folder);
    writeFileAtomically(path, "new contents");
    EXPECT_EQ(readFile(path), "new contents");
}

// The process dies in the middle of writing the new contents: the kernel kills it with SIGXFSZ once
// the temporary file reaches the file-size limit, after some but not all of the bytes are written.
TEST_F(AtomicFileTest, AProcessKilledMidwayThroughASaveLeavesTheOldProjectIntact)
{
    const auto path = m_dir / "work.roofline.json";
    Project saved = defaultProject();
    saved.dims.b = 321;
    saveProjectFile(path, saved);
    const std::string before = readFile(path);

    const std::string huge(8u << 20, ' '); // far past the limit below
    const pid_t child = ::fork();
    ASSERT_NE(child, -1);
    if (child == 0) {
        const rlimit noCore {0, 0};
        ::setrlimit(RLIMIT_CORE, &noCore);
        const rlimit fileSize {rlim_t {1} << 20, rlim_t {1} << 20};
        ::setrlimit(RLIMIT_FSIZE, &fileSize);
        try {
            writeFileAtomically(path, projectToText(defaultProject()) + huge);
        } catch (...) { }
        ::_exit(0); // not reached: the write past the limit kills the process
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status)) << "the child was not killed; status " << status;
    EXPECT_EQ(WTERMSIG(status), SIGXFSZ);

    // Half a temporary file is left behind (nothing ran to remove it), but the project is the old one.
    EXPECT_EQ(readFile(path), before);
    EXPECT_EQ(loadProjectFile(path).dims.b, 321);
    const auto left = files();
    ASSERT_EQ(left.size(), 2u);
    EXPECT_EQ(left[0].rfind(".work.roofline.json.tmp-", 0), 0u) << left[0];
    EXPECT_EQ(std::filesystem::file_size(m_dir / left[0]), std::uintmax_t {1} << 20);

    // The next save works as usual.
    saved.dims.b = 654;
    saveProjectFile(path, saved);
    EXPECT_EQ(loadProjectFile(path).dims.b, 654);
}

// Records what a writer says of its progress; asked to stop, it stops at the commit.
class RecordingProgress final : public Progress {
public:
    explicit RecordingProgress(bool cancelAtCommit = false)
        : m_cancelAtCommit(cancelAtCommit)
    { }
    void advance(double fraction) override { fractions.push_back(fraction); }
    void commit() override
    {
        ++commits;
        if (m_cancelAtCommit)
            throw Cancelled {};
    }
    std::vector<double> fractions;
    int commits = 0;

private:
    bool m_cancelAtCommit;
};

TEST_F(AtomicFileTest, ACancelBeforeTheReplaceLeavesTheOldFileAndNoTemporaryFile)
{
    const auto path = m_dir / "work.roofline.json";
    writeFileAtomically(path, "old contents");
    RecordingProgress cancelling(true);
    EXPECT_THROW(writeFileAtomically(path, std::string(9u << 20, 'x'), &cancelling), Cancelled);
    EXPECT_EQ(cancelling.commits, 1);
    EXPECT_EQ(readFile(path), "old contents");
    EXPECT_EQ(files(), std::vector<std::string> {"work.roofline.json"});
}

TEST_F(AtomicFileTest, ProgressIsHeardPieceByPieceAndCommitsOnceBeforeTheReplace)
{
    const auto path = m_dir / "work.roofline.json";
    RecordingProgress progress;
    writeFileAtomically(path, std::string(9u << 20, 'x'), &progress); // three pieces of 4 MiB at most
    EXPECT_EQ(progress.commits, 1);
    ASSERT_EQ(progress.fractions.size(), 4u);
    EXPECT_EQ(progress.fractions.front(), 0.0);
    EXPECT_NEAR(progress.fractions[1], 0.9 * 4.0 / 9.0, 1e-12);
    EXPECT_NEAR(progress.fractions[2], 0.9 * 8.0 / 9.0, 1e-12);
    EXPECT_EQ(progress.fractions.back(), 1.0);
    EXPECT_EQ(std::filesystem::file_size(path), std::uintmax_t {9} << 20);
}

TEST_F(AtomicFileTest, ACancelledProjectSaveLeavesTheOldProject)
{
    const auto path = m_dir / "work.roofline.json";
    Project saved = defaultProject();
    saved.dims.b = 321;
    saveProjectFile(path, saved);
    Project changed = saved;
    changed.dims.b = 654;
    RecordingProgress cancelling(true);
    EXPECT_THROW(saveProjectFile(path, changed, &cancelling), Cancelled);
    EXPECT_EQ(loadProjectFile(path).dims.b, 321);
    EXPECT_EQ(files(), std::vector<std::string> {"work.roofline.json"});
    // What it said of its progress never went back.
    EXPECT_TRUE(std::is_sorted(cancelling.fractions.begin(), cancelling.fractions.end()));
    EXPECT_GE(cancelling.fractions.size(), 3u);
}

} // namespace
} // namespace roofline::test
