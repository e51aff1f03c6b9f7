#include "core/readers/kineto_events.h"

#include "core/base/error.h"
#include "core/files/gzip.h"
#include "core/files/inflate_ahead.h"
#include "core/files/json_pull.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

namespace roofline {

namespace {

constexpr double kLongestTime = 1e18; // as the reader bounds a time (kineto_trace.cpp)
constexpr double kLargestId = 9e15; // as JsonCursor::integer() bounds a whole number
constexpr std::size_t kWindow = std::size_t {1} << 20; // inflated text read at a time

// A member of an event: absent, or its value.
struct Field {
    bool present = false;
    JsonToken token;
};

// The members of an event the reader may use, and of its "args" when that is an object.
struct RawEvent {
    Field ph, cat, name, pid, tid, ts, dur, id, args;
    Field externalId, externalIdLower, correlation, device, inputDims, inputTypes, concreteInputs;
    Field collectiveName, inElements, outElements, groupSize, dtype; // a record_param_comms's

    // Every member absent again, for the next event (their values are left as they are, unread).
    void clear()
    {
        for (Field* field : {&ph, &cat, &name, &pid, &tid, &ts, &dur, &id, &args, &externalId, &externalIdLower,
                 &correlation, &device, &inputDims, &inputTypes, &concreteInputs, &collectiveName, &inElements,
                 &outElements, &groupSize, &dtype})
            field->present = false;
    }
};

// Whether `key` is `word`, compared in place (a word's length is known, so no call to memcmp).
template<std::size_t N> bool is(std::string_view key, const char (&word)[N])
{
    return key.size() == N - 1 && std::memcmp(key.data(), word, N - 1) == 0;
}

Field* eventField(RawEvent& event, std::string_view key)
{
    switch (key.size()) {
    case 2:
        return is(key, "ph") ? &event.ph : is(key, "ts") ? &event.ts : is(key, "id") ? &event.id : nullptr;
    case 3:
        return is(key, "cat") ? &event.cat
            : is(key, "pid")  ? &event.pid
            : is(key, "tid")  ? &event.tid
            : is(key, "dur")  ? &event.dur
                              : nullptr;
    case 4:
        return is(key, "name") ? &event.name : is(key, "args") ? &event.args : nullptr;
    default:
        return nullptr;
    }
}

Field* argField(RawEvent& event, std::string_view key)
{
    switch (key.size()) {
    case 5:
        return is(key, "dtype") ? &event.dtype : nullptr;
    case 6:
        return is(key, "device") ? &event.device : nullptr;
    case 10:
        return is(key, "Input Dims") ? &event.inputDims
            : is(key, "Input type")  ? &event.inputTypes
            : is(key, "Group size")  ? &event.groupSize
                                     : nullptr;
    case 13:
        return is(key, "In msg nelems") ? &event.inElements : nullptr;
    case 14:
        return is(key, "Out msg nelems") ? &event.outElements : nullptr;
    case 11:
        return is(key, "External id") ? &event.externalId
            : is(key, "external id")  ? &event.externalIdLower
            : is(key, "correlation")  ? &event.correlation
                                      : nullptr;
    case 15:
        return is(key, "Concrete Inputs") ? &event.concreteInputs
            : is(key, "Collective name")  ? &event.collectiveName
                                          : nullptr;
    default:
        return nullptr;
    }
}

// An element of traceEvents (an object at depth 3: the top-level object, the array, the element), read whole.
void readEvent(JsonPull& pull, RawEvent& event)
{
    pull.object(3, [&](std::string_view key) {
        Field* field = eventField(event, key);
        if (!field) {
            pull.skip(4);
            return;
        }
        field->present = true;
        if (field == &event.args && pull.peek() == '{') {
            const char* start = pull.position();
            pull.object(4, [&](std::string_view argKey) {
                Field* arg = argField(event, argKey);
                if (!arg) {
                    pull.skip(5);
                    return;
                }
                arg->present = true;
                arg->token = pull.value(5);
            });
            field->token
                = {std::string_view(start, static_cast<std::size_t>(pull.position() - start)), JsonKind::Object};
            return;
        }
        field->token = pull.value(4);
    });
}

bool isNull(const Field& field)
{
    return !field.present || field.token.kind == JsonKind::Null;
}

std::int64_t wholeNumber(std::string_view text)
{
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end)
        throw JsonPull::Unsure {};
    return value;
}

// A member the reader requires to be a number ("ts").
double requiredNumber(const Field& field)
{
    if (!field.present || field.token.kind != JsonKind::Number)
        throw JsonPull::Unsure {};
    return JsonPull::number(field.token.text);
}

// "dur": a time in microseconds from 0 to 1e18.
double duration(const Field& field)
{
    const double value = requiredNumber(field);
    if (value < 0.0 || value > kLongestTime)
        throw JsonPull::Unsure {};
    return value;
}

// An id as the reader reads it, with JsonCursor::optional and integer(): absent or null is none, anything else a
// whole number within ±9e15.
std::optional<std::int64_t> wholeId(const Field& field)
{
    if (isNull(field))
        return std::nullopt;
    if (field.token.kind != JsonKind::Number)
        throw JsonPull::Unsure {};
    const double value = JsonPull::number(field.token.text);
    if (std::floor(value) != value || std::fabs(value) > kLargestId)
        throw JsonPull::Unsure {};
    return static_cast<std::int64_t>(value);
}

// A whole number written as one (the parser's integers), else none.
std::optional<std::int64_t> integerOf(const Field& field)
{
    if (!field.present || field.token.kind != JsonKind::Number || !JsonPull::integerLiteral(field.token.text))
        return std::nullopt;
    return wholeNumber(field.token.text);
}

// "pid" or "tid" as the reader keys them (the parser's dump of the value): a whole number's digits, a string
// with its quotes, empty when absent. Other forms (a fraction, -0, escapes, null) are left to the parser.
std::string_view keyOf(const Field& field)
{
    if (!field.present)
        return {};
    const std::string_view text = field.token.text;
    if (field.token.kind == JsonKind::Number) {
        const std::size_t digits = text.size() - (text.starts_with('-') ? 1 : 0);
        if (!JsonPull::integerLiteral(text) || digits > 18 || text == "-0")
            throw JsonPull::Unsure {};
        return text;
    }
    if (field.token.kind == JsonKind::String && !field.token.escaped)
        return {text.data() - 1, text.size() + 2};
    throw JsonPull::Unsure {};
}

// A value as JSON text: a string with its quotes.
std::string_view jsonText(const JsonToken& token)
{
    return token.kind == JsonKind::String ? std::string_view(token.text.data() - 1, token.text.size() + 2) : token.text;
}

// Which events the reader uses, and what it reads of them, as Reader::event in kineto_trace.cpp does.
class Interpreter {
public:
    // Fills `out` from `event`; false for an event the reader ignores.
    bool take(const RawEvent& event, std::size_t index, TraceEvent& out)
    {
        if (!event.ph.present || event.ph.token.kind != JsonKind::String)
            return false;
        const std::string_view ph = stringOf(event.ph.token, m_ph);
        std::string_view category;
        if (event.cat.present && event.cat.token.kind == JsonKind::String)
            category = lowered(stringOf(event.cat.token, m_category));
        out = TraceEvent {};
        out.index = index;
        if ((is(ph, "s") || is(ph, "f")) && is(category, "ac2g"))
            return flow(event, is(ph, "s"), out);
        if (!is(ph, "X"))
            return false;
        if (is(category, "cpu_op") || is(category, "operator"))
            return op(event, out);
        if (is(category, "kernel"))
            return kernel(event, TraceEvent::Kind::Kernel, out);
        if (is(category, "cuda_runtime") || is(category, "cuda_driver") || is(category, "runtime")
            || is(category, "hip_runtime") || is(category, "hip_driver"))
            return launch(event, out);
        if (is(category, "gpu_memcpy") || is(category, "gpu_memset") || is(category, "memcpy")
            || is(category, "memset"))
            return kernel(event, TraceEvent::Kind::Copy, out);
        return false;
    }

private:
    static std::string_view stringOf(const JsonToken& token, std::string& scratch)
    {
        if (!token.escaped)
            return token.text;
        JsonPull::decode(token.text, scratch);
        return scratch;
    }

    // The category as toLower() (core/base/text.h) makes it, in the process's locale: a category with no
    // capital letter and no byte past ASCII, as Kineto writes them all, is already.
    std::string_view lowered(std::string_view written)
    {
        if (std::none_of(written.begin(), written.end(),
                [](char c) { return (c >= 'A' && c <= 'Z') || static_cast<unsigned char>(c) >= 0x80; }))
            return written;
        m_lower.resize(written.size());
        for (std::size_t i = 0; i < written.size(); ++i)
            m_lower[i] = static_cast<char>(std::tolower(static_cast<unsigned char>(written[i])));
        return m_lower;
    }

    // "args", when there: an object.
    static bool hasArgs(const RawEvent& event)
    {
        if (isNull(event.args))
            return false;
        if (event.args.token.kind != JsonKind::Object)
            throw JsonPull::Unsure {};
        return true;
    }

    static std::optional<std::int64_t> externalIdOf(const RawEvent& event)
    {
        const std::optional<std::int64_t> id = wholeId(event.externalId);
        return id ? id : wholeId(event.externalIdLower);
    }

    // A member as written, null included; absent when it is not there.
    static std::optional<std::string_view> written(const Field& field)
    {
        return field.present ? std::optional<std::string_view>(jsonText(field.token)) : std::nullopt;
    }

    static std::optional<std::string_view> shapes(const Field& field)
    {
        return isNull(field) ? std::nullopt : std::optional<std::string_view>(jsonText(field.token));
    }

    bool op(const RawEvent& event, TraceEvent& out)
    {
        if (!event.name.present || event.name.token.kind != JsonKind::String)
            throw JsonPull::Unsure {};
        out.kind = TraceEvent::Kind::Op;
        out.name = stringOf(event.name.token, m_name);
        out.ts = requiredNumber(event.ts);
        out.dur = duration(event.dur);
        out.pid = keyOf(event.pid);
        out.tid = keyOf(event.tid);
        if (hasArgs(event)) {
            out.externalId = wholeId(event.externalId);
            out.inputDims = shapes(event.inputDims);
            out.inputTypes = shapes(event.inputTypes);
            out.concreteInputs = shapes(event.concreteInputs);
            out.hasArgs = true;
            out.collectiveName = written(event.collectiveName);
            out.inElements = written(event.inElements);
            out.outElements = written(event.outElements);
            out.groupSize = written(event.groupSize);
            out.dtype = written(event.dtype);
        }
        return true;
    }

    bool kernel(const RawEvent& event, TraceEvent::Kind kind, TraceEvent& out)
    {
        out.kind = kind;
        if (event.name.present && event.name.token.kind == JsonKind::String)
            out.name = stringOf(event.name.token, m_name);
        out.dur = duration(event.dur);
        out.pid = keyOf(event.pid);
        out.tid = keyOf(event.tid);
        out.ts = requiredNumber(event.ts);
        if (hasArgs(event)) {
            out.externalId = externalIdOf(event);
            out.correlation = wholeId(event.correlation);
            out.device = integerOf(event.device);
        }
        out.pidNumber = integerOf(event.pid);
        return true;
    }

    static bool launch(const RawEvent& event, TraceEvent& out)
    {
        if (!hasArgs(event))
            return false;
        out.correlation = wholeId(event.correlation);
        if (!out.correlation)
            return false;
        out.kind = TraceEvent::Kind::Launch;
        out.pid = keyOf(event.pid);
        out.tid = keyOf(event.tid);
        out.ts = requiredNumber(event.ts);
        out.externalId = externalIdOf(event);
        return true;
    }

    // A flow without a whole-number id or a numeric time joins nothing, and is ignored.
    static bool flow(const RawEvent& event, bool start, TraceEvent& out)
    {
        if (isNull(event.id) || isNull(event.ts) || !integerOf(event.id) || event.ts.token.kind != JsonKind::Number)
            return false;
        out.kind = start ? TraceEvent::Kind::FlowStart : TraceEvent::Kind::FlowEnd;
        out.flowId = *wholeId(event.id);
        out.ts = JsonPull::number(event.ts.token.text);
        out.pid = keyOf(event.pid);
        out.tid = keyOf(event.tid);
        return true;
    }

    std::string m_ph, m_category, m_lower, m_name; // decoded and lowered strings, reused
};

// The top-level object's members around traceEvents, and its elements, one at a time. Each step starts at a
// place it can be read again from: when the text ends inside it (JsonPull::Short), more gzip text is added
// after what is not read yet and the step is read again.
class EventReader {
public:
    EventReader(std::string_view data, std::string_view source, std::size_t maxTextBytes, TextReading& reading,
        const std::function<void(const TraceEvent&)>& event)
        : m_data(data)
        , m_source(source)
        , m_maxTextBytes(maxTextBytes)
        , m_reading(reading)
        , m_event(event)
    { }

    bool read()
    {
        try {
            if (isGzip(m_data)) {
                m_gunzip = std::make_unique<InflateAhead>(m_data, m_source, m_maxTextBytes);
                m_window.resize(kWindow);
                fill();
            } else {
                m_text = m_data.data();
                m_end = m_text + m_data.size();
                m_final = true;
            }
            if (std::string_view(m_text, static_cast<std::size_t>(m_end - m_text)).starts_with("\xEF\xBB\xBF"))
                m_restart = 3;
            while (m_place != Place::Done) {
                m_pull = JsonPull(m_text + m_restart, m_end);
                try {
                    while (m_place != Place::Done) {
                        step();
                        m_restart = static_cast<std::size_t>(m_pull.position() - m_text);
                    }
                } catch (const JsonPull::Short&) {
                    if (!more())
                        return false; // the text ends inside a value: the parser says where
                }
            }
            return m_found;
        } catch (const JsonPull::Unsure&) {
            return false;
        } catch (const Error&) {
            return false; // a gzip stream cut short or corrupt, or too large: gunzip says which
        }
    }

private:
    enum class Place { Start, FirstKey, Key, AfterValue, FirstElement, Element, AfterElement, Trailing, Done };

    void step()
    {
        switch (m_place) {
        case Place::Start:
            m_pull.expect('{');
            m_place = Place::FirstKey;
            return;
        case Place::FirstKey:
            if (m_pull.peek() == '}') {
                m_pull.expect('}');
                m_place = Place::Trailing;
            } else {
                m_place = Place::Key;
            }
            return;
        case Place::Key:
            member();
            return;
        case Place::AfterValue:
            m_place = separator('}') ? Place::Key : Place::Trailing;
            return;
        case Place::FirstElement:
            if (m_pull.peek() == ']') {
                m_pull.expect(']');
                m_place = Place::AfterValue;
            } else {
                m_place = Place::Element;
            }
            return;
        case Place::Element:
            element();
            m_place = Place::AfterElement;
            return;
        case Place::AfterElement:
            m_place = separator(']') ? Place::Element : Place::AfterValue;
            return;
        case Place::Trailing:
            m_pull.skipBlanks();
            if (!m_pull.atEnd())
                throw JsonPull::Unsure {};
            if (!m_final)
                throw JsonPull::Short {}; // blanks so far: the rest must be blanks too
            m_place = Place::Done;
            return;
        case Place::Done:
            return;
        }
    }

    // ',' (true) or `close` (false) after a value.
    bool separator(char close)
    {
        const char next = m_pull.peek();
        if (next != ',' && next != close)
            throw JsonPull::Unsure {};
        m_pull.expect(next);
        return next == ',';
    }

    void member()
    {
        if (m_pull.peek() != '"')
            throw JsonPull::Unsure {};
        bool escaped = false;
        const std::string_view key = m_pull.string(escaped);
        if (escaped)
            throw JsonPull::Unsure {}; // it might spell traceEvents
        m_pull.expect(':');
        if (key != "traceEvents") {
            m_pull.skip(2);
            m_place = Place::AfterValue;
            return;
        }
        if (m_found || m_pull.peek() != '[')
            throw JsonPull::Unsure {};
        m_pull.expect('[');
        m_found = true;
        m_place = Place::FirstElement;
    }

    void element()
    {
        if (m_pull.peek() != '{')
            throw JsonPull::Unsure {};
        m_raw.clear();
        readEvent(m_pull, m_raw);
        if (m_interpreter.take(m_raw, m_index, m_out))
            m_event(m_out);
        ++m_index;
        m_reading.reached(m_gunzip ? m_gunzip->consumed() : static_cast<std::size_t>(m_pull.position() - m_text));
    }

    // Inflates text into the window after what it holds.
    void fill()
    {
        while (!m_final && m_filled < m_window.size()) {
            const std::size_t got = m_gunzip->read(m_window.data() + m_filled, m_window.size() - m_filled);
            m_filled += got;
            m_final = got == 0;
        }
        m_text = m_window.data();
        m_end = m_text + m_filled;
    }

    // More text after what is not read yet; false when there is none. A window more than half full of a
    // value not read yet (an event or a metadata value larger than half of it) is made twice as large.
    bool more()
    {
        if (m_final)
            return false;
        const std::size_t kept = m_filled - m_restart;
        std::memmove(m_window.data(), m_window.data() + m_restart, kept);
        m_filled = kept;
        m_restart = 0;
        if (2 * kept > m_window.size())
            m_window.resize(2 * m_window.size());
        fill();
        return true;
    }

    std::string_view m_data;
    std::string_view m_source;
    std::size_t m_maxTextBytes;
    TextReading& m_reading;
    const std::function<void(const TraceEvent&)>& m_event;
    std::unique_ptr<InflateAhead> m_gunzip; // gzip data, inflated on a thread of its own as it is read
    std::vector<char> m_window; // gzip data's text, a window of it at a time
    std::size_t m_filled = 0;
    bool m_final = false; // no text after m_end
    const char* m_text = nullptr;
    const char* m_end = nullptr;
    std::size_t m_restart = 0; // where the next step starts, from m_text
    Place m_place = Place::Start;
    bool m_found = false;
    std::size_t m_index = 0;
    JsonPull m_pull;
    RawEvent m_raw;
    Interpreter m_interpreter;
    TraceEvent m_out;
};

} // namespace

bool readTraceEvents(std::string_view data, std::string_view source, std::size_t maxTextBytes, TextReading& reading,
    const std::function<void(const TraceEvent&)>& event)
{
    return EventReader(data, source, maxTextBytes, reading, event).read();
}

} // namespace roofline
