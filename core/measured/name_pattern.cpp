#include "core/measured/name_pattern.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/measured/name_chars.h"
#include "core/measured/name_pattern_compile.h"

#include <algorithm>

namespace roofline {

namespace {

using namespace pattern_detail;

bool inRanges(const CharClass& cls, char32_t c)
{
    for (const auto& [from, to] : cls.ranges) {
        if (c >= from && c <= to)
            return true;
    }
    return false;
}

bool inClass(const CharClass& cls, char32_t c)
{
    // Without case: a class matches a letter when it holds either of its cases.
    const bool held = inRanges(cls, c) || inRanges(cls, lower(c)) || inRanges(cls, upper(c));
    return held != cls.negated;
}

// A set of step indexes with O(1) insert, membership and clear (Briggs and Torczon's sparse set).
class StepSet {
public:
    explicit StepSet(std::size_t size)
        : m_dense(size)
        , m_sparse(size)
    { }
    bool contains(int step) const
    {
        const std::size_t at = m_sparse[static_cast<std::size_t>(step)];
        return at < m_size && m_dense[at] == step;
    }
    void insert(int step)
    {
        m_sparse[static_cast<std::size_t>(step)] = m_size;
        m_dense[m_size++] = step;
    }
    void clear() { m_size = 0; }
    std::size_t size() const { return m_size; }
    int operator[](std::size_t i) const { return m_dense[i]; }

private:
    std::vector<int> m_dense;
    std::vector<std::size_t> m_sparse;
    std::size_t m_size = 0;
};

} // namespace

NamePattern NamePattern::substring(std::string_view text)
{
    NamePattern pattern;
    if (text.empty())
        return pattern;
    pattern.m_mode = Mode::Substring;
    pattern.m_needle = toLower(text);
    return pattern;
}

NamePattern NamePattern::regex(std::string_view text, std::string_view context)
{
    NamePattern pattern;
    if (text.empty())
        return pattern;
    if (text.size() > kMaxPatternLength) {
        ErrorDetail detail;
        detail.code = ErrorCode::BadPattern;
        detail.keyPath = std::string(context);
        detail.value = quoteForMessage(text);
        detail.expected = "too-long";
        detail.limit = kMaxPatternLength;
        throw Error(ErrorKind::TooLarge,
            std::string(context) + ": the regular expression is longer than " + std::to_string(kMaxPatternLength)
                + " characters",
            std::move(detail));
    }
    compileRegex(text, context, pattern.m_steps, pattern.m_classes);
    pattern.m_mode = Mode::Regex;
    return pattern;
}

bool NamePattern::matches(std::string_view name) const
{
    switch (m_mode) {
    case Mode::All:
        return true;
    case Mode::Substring: {
        if (m_needle.size() > name.size())
            return false;
        const auto same = [](char a, char b) { return (a >= 'A' && a <= 'Z' ? a + ('a' - 'A') : a) == b; };
        return std::search(name.begin(), name.end(), m_needle.begin(), m_needle.end(), same) != name.end();
    }
    case Mode::Regex:
        break;
    }
    const std::u32string text = decode(name);
    const std::size_t n = text.size();
    StepSet current(m_steps.size());
    StepSet next(m_steps.size());
    std::vector<int> stack;
    // Adds a thread at `start` and everything it reaches without reading a character; the set is the
    // visited mark too, so an empty loop such as (a*)* ends.
    const auto follow = [&](StepSet& set, int start, std::size_t pos) {
        stack.push_back(start);
        while (!stack.empty()) {
            const int pc = stack.back();
            stack.pop_back();
            if (set.contains(pc))
                continue;
            set.insert(pc);
            const Step& step = m_steps[static_cast<std::size_t>(pc)];
            const char32_t before = pos > 0 ? text[pos - 1] : 0;
            const char32_t after = pos < n ? text[pos] : 0;
            switch (step.op) {
            case Step::Op::Jump:
                stack.push_back(step.x);
                break;
            case Step::Op::Split:
                stack.push_back(step.y);
                stack.push_back(step.x);
                break;
            case Step::Op::LineStart:
                if (pos == 0)
                    stack.push_back(pc + 1);
                break;
            case Step::Op::LineEnd:
                if (pos == n)
                    stack.push_back(pc + 1);
                break;
            case Step::Op::WordEdge:
            case Step::Op::NotWordEdge: {
                const bool edge = (pos > 0 && isWordChar(before)) != (pos < n && isWordChar(after));
                if (edge == (step.op == Step::Op::WordEdge))
                    stack.push_back(pc + 1);
                break;
            }
            default:
                break;
            }
        }
    };
    const int matchStep = static_cast<int>(m_steps.size()) - 1;
    follow(current, 0, 0);
    for (std::size_t pos = 0;; ++pos) {
        if (current.contains(matchStep))
            return true;
        if (pos >= n)
            return false;
        const char32_t c = lower(text[pos]);
        next.clear();
        for (std::size_t i = 0; i < current.size(); ++i) {
            const int pc = current[i];
            const Step& step = m_steps[static_cast<std::size_t>(pc)];
            bool advance = false;
            if (step.op == Step::Op::Char)
                advance = step.c == c;
            else if (step.op == Step::Op::Any)
                advance = true;
            else if (step.op == Step::Op::Class)
                advance = inClass(m_classes[static_cast<std::size_t>(step.x)], text[pos]);
            if (advance)
                follow(next, pc + 1, pos + 1);
        }
        follow(next, 0, pos + 1); // a search: a match may start at any character
        std::swap(current, next);
    }
}

} // namespace roofline