#pragma once

#include "core/base/progress.h"

#include <cstddef>
#include <filesystem>
#include <string_view>

namespace roofline {

// A file's text read through a read-only memory map, for readers with no size limit (a million-launch
// Nsight Compute export is 200 MB): the text is the file's pages, read in as the reader reaches them
// and let go behind it (release()), so a reader's memory is what it keeps, not the file's size. Opened
// as every file is (safe_paths.h: a regular file, never blocking). Only for reading; the file is not
// expected to change while it is read (a file cut short meanwhile is a read error, not a crash:
// SIGBUS is not caught, so readers are given files the app does not write).
class MappedText {
public:
    // Throws Error(Io) as openRegularFile does (`what`: "file of measurements"), or ReadFailed when the
    // file cannot be mapped.
    MappedText(const std::filesystem::path& path, std::string_view what);
    ~MappedText();
    MappedText(const MappedText&) = delete;
    MappedText& operator=(const MappedText&) = delete;

    std::string_view text() const { return {m_data, m_size}; }

    // The reader will not look before `offset` again (or, if it does, the pages are read again from the
    // file): the whole pages before it leave memory.
    void release(std::size_t offset);

private:
    const char* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_released = 0; // pages before this offset were let go
};

// How far a reader got through its text: moves `progress` (from..to of it, by the offset reached),
// stops on Cancel (Progress::advance throws Cancelled), and lets the mapped pages behind the reader go.
// Either pointer may be null. Cheap enough to call at every record: it acts once per megabyte.
class TextReading {
public:
    TextReading(std::size_t size, Progress* progress, MappedText* mapped, double from = 0.0, double to = 1.0)
        : m_size(size)
        , m_progress(progress)
        , m_mapped(mapped)
        , m_from(from)
        , m_to(to)
    { }

    void reached(std::size_t offset)
    {
        if (offset >= m_next)
            note(offset);
    }
    // The same reading over another stretch of the progress (a second pass over the text).
    TextReading part(double from, double to) const { return TextReading(m_size, m_progress, m_mapped, from, to); }

private:
    void note(std::size_t offset);

    std::size_t m_size;
    Progress* m_progress;
    MappedText* m_mapped;
    double m_from;
    double m_to;
    std::size_t m_next = 0;
};

} // namespace roofline
