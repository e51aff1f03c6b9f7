#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace roofline {

// A strict JSON reader that builds nothing, for files too large to be read as values (a profiler trace of
// hundreds of megabytes): it steps through a text value by value, checks it as the JSON parser checks it
// (json_reader.h: the grammar, UTF-8 and control characters in strings, escapes and surrogate pairs,
// numbers within a double, nesting, no key twice in one object) and hands back what is asked for as views
// into the text. It never words a problem. Whatever it is not sure the parser takes the same way (anything
// malformed, and rare forms it does not follow: escapes in keys, nesting past kMaxDepth) throws Unsure, and
// the caller reads the text with the parser, which says what is wrong. A text that ends inside a value throws
// Short: a caller that has more of it adds it and reads that value again.
enum class JsonKind : std::uint8_t { Null, False, True, Number, String, Array, Object };

struct JsonToken {
    // A string's characters as written, between its quotes; a number as written; a container's whole text.
    std::string_view text;
    JsonKind kind = JsonKind::Null;
    bool escaped = false; // a string with escapes, whose value is not its text (JsonPull::decode)
};

class JsonPull {
public:
    struct Unsure { };
    struct Short { };
    // Containers nested deeper than this are left to the parser, whose limits are 32 levels and more.
    static constexpr int kMaxDepth = 30;

    JsonPull() = default;
    JsonPull(const char* at, const char* end)
        : m_at(at)
        , m_end(end)
    { }

    const char* position() const { return m_at; }
    bool atEnd() const { return m_at == m_end; }

    // The loops below step a local pointer: a char read may alias the members, which the compiler would read
    // again after each one.
    void skipBlanks()
    {
        const char* at = m_at;
        while (at != m_end && (*at == ' ' || *at == '\n' || *at == '\r' || *at == '\t'))
            ++at;
        m_at = at;
    }
    // The next character after blanks, not taken.
    char peek()
    {
        skipBlanks();
        if (m_at == m_end)
            throw Short {};
        return *m_at;
    }
    void expect(char c)
    {
        if (peek() != c)
            throw Unsure {};
        ++m_at;
    }

    // Any value, whole: a container is read to its end, every value in it checked.
    JsonToken value(int depth);
    // The same, stepped over.
    void skip(int depth);

    // An object at the cursor ('{'), whose members are handed to `member(key)` one by one; `member` reads the
    // value (value(), object(), array()…). A key with escapes, or a key twice, is Unsure.
    template<typename Member> void object(int depth, Member&& member)
    {
        if (peek() != '{' || depth > kMaxDepth)
            throw Unsure {};
        ++m_at;
        Keys keys(m_keys);
        if (peek() == '}') {
            ++m_at;
            return;
        }
        while (true) {
            if (peek() != '"')
                throw Unsure {};
            bool escaped = false;
            const std::string_view key = string(escaped);
            if (escaped)
                throw Unsure {};
            keys.add(key);
            expect(':');
            member(key);
            const char next = peek();
            ++m_at;
            if (next == '}')
                return;
            if (next != ',')
                throw Unsure {};
        }
    }

    // An array at the cursor ('['), each element read by `element()`.
    template<typename Element> void array(int depth, Element&& element)
    {
        if (peek() != '[' || depth > kMaxDepth)
            throw Unsure {};
        ++m_at;
        if (peek() == ']') {
            ++m_at;
            return;
        }
        while (true) {
            element();
            const char next = peek();
            ++m_at;
            if (next == ']')
                return;
            if (next != ',')
                throw Unsure {};
        }
    }

    // A string at the cursor ('"'): its characters as written; `escaped` says whether it has escapes.
    [[gnu::always_inline]] std::string_view string(bool& escaped)
    {
        const char* start = m_at + 1;
        const char* end = m_end;
        const char* at = start;
        escaped = false;
        while (true) {
            at = skipPlain(at, end);
            if (at == end)
                throw Short {};
            const auto c = static_cast<unsigned char>(*at);
            if (c == '"') {
                m_at = at + 1;
                return {start, static_cast<std::size_t>(at - start)};
            }
            if (c == '\\') {
                escaped = true;
                m_at = at;
                escape();
                at = m_at;
            } else if (c >= 0x80) {
                m_at = at;
                utf8();
                at = m_at;
            } else if (c < 0x20) {
                throw Unsure {};
            } else {
                ++at; // a plain character among the last bytes
            }
        }
    }

    // The value of a string's text (JsonToken::text) as the parser decodes it, into `out`.
    static void decode(std::string_view text, std::string& out);
    // A number's text as the parser reads it: a finite double. Unsure beyond a double's range.
    static double number(std::string_view text);
    // Whether a number was written as a whole number (no fraction, no exponent): the parser's integers.
    static bool integerLiteral(std::string_view text)
    {
        for (const char c : text)
            if (c == '.' || c == 'e' || c == 'E')
                return false;
        return true;
    }

private:
    struct Key {
        std::string_view text;
        std::uint8_t bit = 0; // which of Keys' 128 bits it set
    };
    // The keys of the objects open, for the check that none is written twice: each object's own run of them,
    // let go when the object is left, however it is left.
    class Keys {
    public:
        explicit Keys(std::vector<Key>& stack)
            : m_stack(stack)
            , m_from(stack.size())
        { }
        ~Keys() { m_stack.resize(m_from); }
        Keys(const Keys&) = delete;
        Keys& operator=(const Keys&) = delete;
        [[gnu::always_inline]] void add(std::string_view key)
        {
            // A key's length and first, second and last bytes pick one of 128 bits: only keys that share
            // one are compared (repeatOf), and most keys share none.
            const auto byte
                = [&key](std::size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(key[i])); };
            const auto bit = static_cast<std::uint8_t>(key.empty()
                    ? 0u
                    : (static_cast<unsigned>(key.size()) * 13u + byte(0) * 7u + byte(key.size() > 1 ? 1 : 0) * 5u
                          + byte(key.size() - 1))
                        & 127u);
            std::uint64_t& word = m_seen[bit >> 6];
            const std::uint64_t mask = std::uint64_t {1} << (bit & 63u);
            if (word & mask)
                repeatOf(key, bit);
            word |= mask;
            m_stack.push_back({key, bit});
        }

    private:
        void repeatOf(std::string_view key, std::uint8_t bit) const
        {
            for (std::size_t i = m_from; i < m_stack.size(); ++i)
                if (m_stack[i].bit == bit && m_stack[i].text == key)
                    throw Unsure {};
        }

        std::vector<Key>& m_stack;
        std::size_t m_from;
        std::uint64_t m_seen[2] = {0, 0};
    };

    // Past the plain string characters from `at` on, up to the first that ends a run of them (a quote, a
    // backslash, a control character or a byte of a multi-byte character) or the last bytes before `end`:
    // sixteen bytes at a time where SSE2 is, else eight.
    static const char* skipPlain(const char* at, const char* end)
    {
#if defined(__SSE2__)
        const __m128i quote = _mm_set1_epi8('"');
        const __m128i backslash = _mm_set1_epi8('\\');
        const __m128i space = _mm_set1_epi8(0x20);
        while (end - at >= 16) {
            const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(at));
            // As signed bytes, those below 0x20 are the control characters and every byte from 0x80 on.
            const __m128i stops
                = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(bytes, quote), _mm_cmpeq_epi8(bytes, backslash)),
                    _mm_cmplt_epi8(bytes, space));
            const int mask = _mm_movemask_epi8(stops);
            if (mask != 0)
                return at + __builtin_ctz(static_cast<unsigned>(mask));
            at += 16;
        }
#endif
        while (end - at >= 8 && plainWord(at))
            at += 8;
        return at;
    }

    // Whether none of eight bytes ends a run of plain string characters.
    static bool plainWord(const char* at)
    {
        constexpr std::uint64_t kOnes = 0x0101010101010101ull;
        constexpr std::uint64_t kHigh = 0x8080808080808080ull;
        std::uint64_t word = 0;
        std::memcpy(&word, at, sizeof word);
        const auto zeroByte = [](std::uint64_t x) { return (x - kOnes) & ~x & kHigh; };
        const std::uint64_t stops = zeroByte(word ^ (kOnes * '"')) | zeroByte(word ^ (kOnes * '\\'))
            | ((word - kOnes * 0x20) & ~word & kHigh) | (word & kHigh);
        return stops == 0;
    }

    // Past the digits from `at` on.
    static const char* pastDigits(const char* at, const char* end)
    {
        while (at != end && static_cast<unsigned char>(*at - '0') < 10)
            ++at;
        return at;
    }

    void escape();
    void utf8();
    std::string_view numberText();
    void literal(std::string_view word);
    void skipObject(int depth);
    void skipArray(int depth);

    const char* m_at = nullptr;
    const char* m_end = nullptr;
    std::vector<Key> m_keys;
};

// Inline, as value() and skip(): a trace's readers step through millions of values, and a call that hands a
// token back through memory stalls the load that reads it.
[[gnu::always_inline]] inline std::string_view JsonPull::numberText()
{
    const char* start = m_at;
    const char* end = m_end;
    const char* at = start;
    // At least one digit where the grammar wants one: Short when the text ends before it.
    const auto requireDigits = [&] {
        const char* from = at;
        at = pastDigits(at, end);
        if (at != from)
            return;
        if (at == end)
            throw Short {};
        throw Unsure {};
    };
    if (*at == '-' && ++at == end)
        throw Short {};
    if (*at == '0')
        ++at;
    else if (static_cast<unsigned char>(*at - '1') < 9)
        at = pastDigits(at + 1, end);
    else
        throw Unsure {};
    bool exponent = false;
    if (at != end && *at == '.') {
        ++at;
        requireDigits();
    }
    if (at != end && (*at == 'e' || *at == 'E')) {
        ++at;
        if (at != end && (*at == '+' || *at == '-'))
            ++at;
        requireDigits();
        exponent = true;
    }
    if (at == end)
        throw Short {}; // the number may go on in text not read yet
    m_at = at;
    const std::string_view text(start, static_cast<std::size_t>(at - start));
    // Only an exponent or some 300 digits take a number past a double's range, which the parser refuses.
    if (exponent || text.size() > 300)
        number(text);
    return text;
}

inline JsonToken JsonPull::value(int depth)
{
    const char c = peek();
    const char* start = m_at;
    const auto whole = [&] { return std::string_view(start, static_cast<std::size_t>(m_at - start)); };
    switch (c) {
    case '"': {
        bool escaped = false;
        const std::string_view text = string(escaped);
        return {text, JsonKind::String, escaped};
    }
    case '{':
        skipObject(depth);
        return {whole(), JsonKind::Object, false};
    case '[':
        skipArray(depth);
        return {whole(), JsonKind::Array, false};
    case 't':
        literal("true");
        return {whole(), JsonKind::True, false};
    case 'f':
        literal("false");
        return {whole(), JsonKind::False, false};
    case 'n':
        literal("null");
        return {whole(), JsonKind::Null, false};
    default:
        if (c == '-' || (c >= '0' && c <= '9'))
            return {numberText(), JsonKind::Number, false};
        throw Unsure {};
    }
}

// Most values are numbers and strings: those are stepped over here, the rest by value().
inline void JsonPull::skip(int depth)
{
    const char c = peek();
    if (c == '"') {
        bool escaped = false;
        string(escaped);
    } else if (c == '-' || (c >= '0' && c <= '9')) {
        numberText();
    } else {
        value(depth);
    }
}

inline void JsonPull::literal(std::string_view word)
{
    const auto left = static_cast<std::size_t>(m_end - m_at);
    if (left < word.size()) {
        if (word.starts_with(std::string_view(m_at, left)))
            throw Short {};
        throw Unsure {};
    }
    if (std::string_view(m_at, word.size()) != word)
        throw Unsure {};
    m_at += word.size();
}

} // namespace roofline
