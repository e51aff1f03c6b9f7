#include "core/files/inflate_ahead.h"

#include "core/files/gzip.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace roofline {

namespace {

constexpr std::size_t kPiece = std::size_t {1} << 20;
constexpr std::size_t kPieces = 4; // inflated ahead at most, and in the reader's hands

} // namespace

struct InflateAhead::State {
    struct Piece {
        std::vector<char> bytes = std::vector<char>(kPiece);
        std::size_t size = 0; // 0: the end of the data (or an error)
    };

    State(std::string_view data, std::string_view source, std::size_t maxBytes)
        : stream(data, source, maxBytes)
    {
        for (Piece& piece : pieces)
            free.push_back(&piece);
    }

    // The thread: inflates into free pieces and hands them on, in order, until the end, an error or a stop.
    void inflate()
    {
        while (true) {
            Piece* piece = nullptr;
            {
                std::unique_lock lock(mutex);
                changed.wait(lock, [this] { return stop || !free.empty(); });
                if (stop)
                    return;
                piece = free.front();
                free.pop_front();
            }
            std::exception_ptr failure;
            try {
                piece->size = stream.read(piece->bytes.data(), piece->bytes.size());
                read.store(stream.consumed(), std::memory_order_relaxed);
            } catch (...) {
                failure = std::current_exception();
                piece->size = 0;
            }
            std::lock_guard lock(mutex);
            ready.push_back(piece);
            error = failure;
            changed.notify_all();
            if (piece->size == 0)
                return;
        }
    }

    GunzipStream stream;
    std::vector<Piece> pieces = std::vector<Piece>(kPieces);
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<Piece*> free; // to inflate into
    std::deque<Piece*> ready; // inflated, in order
    std::exception_ptr error; // what the last piece ended with
    bool stop = false;
    std::atomic<std::size_t> read {0};
    Piece* current = nullptr; // the reader's, with `taken` of its bytes read
    std::size_t taken = 0;
    bool ended = false;
    std::thread thread;
};

InflateAhead::InflateAhead(std::string_view data, std::string_view source, std::size_t maxBytes)
    : m_state(std::make_unique<State>(data, source, maxBytes))
{
    m_state->thread = std::thread([state = m_state.get()] { state->inflate(); });
}

InflateAhead::~InflateAhead()
{
    {
        std::lock_guard lock(m_state->mutex);
        m_state->stop = true;
    }
    m_state->changed.notify_all();
    m_state->thread.join();
}

std::size_t InflateAhead::consumed() const
{
    return m_state->read.load(std::memory_order_relaxed);
}

std::size_t InflateAhead::read(char* to, std::size_t capacity)
{
    State& state = *m_state;
    std::size_t copied = 0;
    while (copied < capacity && !state.ended) {
        if (!state.current || state.taken == state.current->size) {
            std::unique_lock lock(state.mutex);
            if (state.current)
                state.free.push_back(state.current);
            state.current = nullptr;
            state.changed.notify_all();
            state.changed.wait(lock, [&state] { return !state.ready.empty(); });
            state.current = state.ready.front();
            state.ready.pop_front();
            state.taken = 0;
            if (state.current->size == 0) {
                state.ended = true;
                if (state.error)
                    std::rethrow_exception(state.error);
                break;
            }
        }
        const std::size_t count = std::min(capacity - copied, state.current->size - state.taken);
        std::memcpy(to + copied, state.current->bytes.data() + state.taken, count);
        copied += count;
        state.taken += count;
    }
    return copied;
}

} // namespace roofline
