// The compiler of NamePattern::regex: a pattern parsed into a tree, then written out as the steps of
// a Thompson automaton. The parser recurses once per group, so nesting is limited before it goes deep.
#include "core/measured/name_pattern_compile.h"

#include "core/base/error.h"
#include "core/base/text.h"
#include "core/measured/name_chars.h"

#include <algorithm>

namespace roofline::pattern_detail {

namespace {

constexpr int kMaxNesting = 64; // groups inside groups: the parser recurses once per level
constexpr int kMaxRepeat = 1000; // the largest n or m of {n,m}
constexpr char32_t kMaxCodePoint = 0x10FFFF;

CharClass digitClass()
{
    return {{{'0', '9'}}, false};
}

CharClass wordClass()
{
    return {{{'0', '9'}, {'A', 'Z'}, {'_', '_'}, {'a', 'z'}}, false};
}

CharClass spaceClass()
{
    return {{{'\t', '\r'}, {' ', ' '}, {0xA0, 0xA0}}, false};
}

// The code points a class does not hold (its ranges sorted and merged first).
std::vector<std::pair<char32_t, char32_t>> complement(std::vector<std::pair<char32_t, char32_t>> ranges)
{
    std::sort(ranges.begin(), ranges.end());
    std::vector<std::pair<char32_t, char32_t>> out;
    char32_t next = 0;
    for (const auto& [from, to] : ranges) {
        if (from > next)
            out.emplace_back(next, from - 1);
        next = std::max<char32_t>(next, to + 1);
    }
    if (next <= kMaxCodePoint)
        out.emplace_back(next, kMaxCodePoint);
    return out;
}

// The parsed pattern, a tree; emitted into steps afterwards so a repeat can write its body out again.
struct Node {
    enum class Kind {
        Empty,
        Literal,
        Any,
        Class,
        LineStart,
        LineEnd,
        WordEdge,
        NotWordEdge,
        Concat,
        Alternation,
        Repeat
    };
    Kind kind = Kind::Empty;
    char32_t c = 0;
    int cls = 0;
    int min = 0;
    int max = 0; // -1: no limit
    std::vector<int> children;
};

class Parser {
public:
    Parser(std::u32string pattern, std::string_view original, std::string_view context)
        : m_pattern(std::move(pattern))
        , m_original(original)
        , m_context(context)
    { }

    int parse()
    {
        const int root = alternation(0);
        if (m_pos < m_pattern.size())
            fail("unmatched-paren", "a \")\" without its \"(\"");
        return root;
    }

    std::vector<Node> nodes;
    std::vector<CharClass> classes;

    [[noreturn]] void fail(std::string_view reason, std::string_view words) const { failAt(m_pos, reason, words); }

    [[noreturn]] void failAt(std::size_t position, std::string_view reason, std::string_view words) const
    {
        ErrorDetail detail;
        detail.code = ErrorCode::BadPattern;
        detail.keyPath = std::string(m_context);
        detail.value = quoteForMessage(m_original);
        detail.expected = std::string(reason);
        detail.limit = position + 1;
        throw Error(ErrorKind::Syntax,
            std::string(m_context) + ": the regular expression " + quoteForMessage(m_original) + " is not valid at "
                + "character " + std::to_string(position + 1) + ": " + std::string(words),
            std::move(detail));
    }

private:
    int add(Node node)
    {
        nodes.push_back(std::move(node));
        return static_cast<int>(nodes.size()) - 1;
    }

    bool atEnd() const { return m_pos >= m_pattern.size(); }
    char32_t peek() const { return m_pattern[m_pos]; }

    int alternation(int depth)
    {
        if (depth > kMaxNesting)
            fail("too-deep", "groups nested more than 64 deep");
        std::vector<int> branches {concatenation(depth)};
        while (!atEnd() && peek() == '|') {
            ++m_pos;
            branches.push_back(concatenation(depth));
        }
        if (branches.size() == 1)
            return branches.front();
        Node node;
        node.kind = Node::Kind::Alternation;
        node.children = std::move(branches);
        return add(std::move(node));
    }

    int concatenation(int depth)
    {
        Node node;
        node.kind = Node::Kind::Concat;
        while (!atEnd() && peek() != '|' && peek() != ')')
            node.children.push_back(repeated(depth));
        if (node.children.empty())
            return add(Node {});
        if (node.children.size() == 1)
            return node.children.front();
        return add(std::move(node));
    }

    static bool isQuantifier(char32_t c) { return c == '*' || c == '+' || c == '?'; }

    // {n}, {n,}, {n,m} at m_pos; false (m_pos unchanged) when the brace is a plain character.
    bool braces(int& min, int& max)
    {
        std::size_t p = m_pos + 1;
        const auto number = [&](int& out) {
            const std::size_t start = p;
            long long value = 0;
            while (p < m_pattern.size() && m_pattern[p] >= '0' && m_pattern[p] <= '9') {
                value = std::min<long long>(value * 10 + (m_pattern[p] - '0'), 1'000'000'000LL);
                ++p;
            }
            out = static_cast<int>(std::min<long long>(value, 1'000'000'000LL));
            return p > start;
        };
        if (!number(min))
            return false;
        max = min;
        if (p < m_pattern.size() && m_pattern[p] == ',') {
            ++p;
            if (!number(max))
                max = -1;
        }
        if (p >= m_pattern.size() || m_pattern[p] != '}')
            return false;
        if (min > kMaxRepeat || max > kMaxRepeat)
            fail("repeat-too-large", "a repeat count above 1000");
        if (max >= 0 && max < min)
            fail("bad-repeat", "{n,m} with m smaller than n");
        m_pos = p + 1;
        return true;
    }

    int repeated(int depth)
    {
        const std::size_t start = m_pos;
        int atom = this->atom(depth);
        while (!atEnd()) {
            int min = 0;
            int max = -1;
            const char32_t c = peek();
            if (c == '*') {
                ++m_pos;
            } else if (c == '+') {
                min = 1;
                ++m_pos;
            } else if (c == '?') {
                max = 1;
                ++m_pos;
            } else if (c == '{' && braces(min, max)) {
            } else {
                break;
            }
            const Node::Kind kind = nodes[static_cast<std::size_t>(atom)].kind;
            if (kind == Node::Kind::LineStart || kind == Node::Kind::LineEnd || kind == Node::Kind::WordEdge
                || kind == Node::Kind::NotWordEdge)
                failAt(start, "nothing-to-repeat", "a repeat after an anchor");
            if (!atEnd() && peek() == '?')
                ++m_pos; // lazy: the same yes or no
            if (!atEnd() && (isQuantifier(peek()) || peek() == '{')) {
                int ignoredMin = 0;
                int ignoredMax = 0;
                const std::size_t here = m_pos;
                if (peek() != '{' || braces(ignoredMin, ignoredMax))
                    failAt(here, "nothing-to-repeat", "a repeat of a repeat");
            }
            Node node;
            node.kind = Node::Kind::Repeat;
            node.min = min;
            node.max = max;
            node.children = {atom};
            atom = add(std::move(node));
        }
        return atom;
    }

    int classNode(CharClass cls)
    {
        classes.push_back(std::move(cls));
        Node node;
        node.kind = Node::Kind::Class;
        node.cls = static_cast<int>(classes.size()) - 1;
        return add(std::move(node));
    }

    int literal(char32_t c)
    {
        Node node;
        node.kind = Node::Kind::Literal;
        node.c = lower(c);
        return add(std::move(node));
    }

    // The character an escape such as \. \n \t stands for; fails on \1, \k, \p and other letters,
    // naming the backslash at `slash`.
    char32_t escapedLiteral(char32_t c, std::size_t slash) const
    {
        switch (c) {
        case 'n':
            return '\n';
        case 't':
            return '\t';
        case 'r':
            return '\r';
        case 'f':
            return '\f';
        case 'v':
            return '\v';
        case '0':
            return 0;
        default:
            break;
        }
        if (isWordChar(c) || c >= 0x80) {
            if (c >= '1' && c <= '9')
                failAt(slash, "back-reference", "back-references (\\1…) are not supported");
            failAt(slash, "unsupported-escape", "an escape this filter does not know");
        }
        return c;
    }

    // \d \w \s and their negations as a class, or nullopt for other escapes.
    static bool shorthand(char32_t c, CharClass& out)
    {
        switch (c) {
        case 'd':
        case 'D':
            out = digitClass();
            break;
        case 'w':
        case 'W':
            out = wordClass();
            break;
        case 's':
        case 'S':
            out = spaceClass();
            break;
        default:
            return false;
        }
        if (c == 'D' || c == 'W' || c == 'S')
            out.ranges = complement(out.ranges);
        return true;
    }

    int bracket()
    {
        const std::size_t open = m_pos;
        ++m_pos; // [
        CharClass cls;
        if (!atEnd() && peek() == '^') {
            cls.negated = true;
            ++m_pos;
        }
        bool first = true;
        while (true) {
            if (atEnd())
                failAt(open, "unclosed-class", "a \"[\" without its \"]\"");
            char32_t c = peek();
            if (c == ']' && !first) {
                ++m_pos;
                break;
            }
            first = false;
            ++m_pos;
            char32_t from = c;
            if (c == '\\') {
                if (atEnd())
                    failAt(m_pos - 1, "trailing-backslash", "a \"\\\" at the end");
                const char32_t e = peek();
                ++m_pos;
                CharClass set;
                if (shorthand(e, set)) {
                    cls.ranges.insert(cls.ranges.end(), set.ranges.begin(), set.ranges.end());
                    continue;
                }
                from = e == 'b' ? U'\b' : escapedLiteral(e, m_pos - 2);
            }
            char32_t to = from;
            if (m_pos + 1 < m_pattern.size() && peek() == '-' && m_pattern[m_pos + 1] != ']') {
                m_pos += 1;
                to = peek();
                ++m_pos;
                if (to == '\\') {
                    if (atEnd())
                        failAt(m_pos - 1, "trailing-backslash", "a \"\\\" at the end");
                    to = escapedLiteral(peek(), m_pos - 1);
                    ++m_pos;
                }
                if (to < from)
                    failAt(m_pos - 1, "bad-range", "a range whose end comes before its start, such as z-a");
            }
            cls.ranges.emplace_back(from, to);
        }
        return classNode(std::move(cls));
    }

    int atom(int depth)
    {
        const char32_t c = peek();
        Node node;
        switch (c) {
        case '(': {
            const std::size_t open = m_pos;
            ++m_pos;
            if (!atEnd() && peek() == '?') {
                if (m_pos + 1 < m_pattern.size() && m_pattern[m_pos + 1] == ':')
                    m_pos += 2;
                else
                    failAt(open, "lookaround", "look-arounds and named groups ((?=, (?!, (?<) are not supported");
            }
            const int inner = alternation(depth + 1);
            if (atEnd() || peek() != ')')
                failAt(open, "unclosed-group", "a \"(\" without its \")\"");
            ++m_pos;
            return inner;
        }
        case '[':
            return bracket();
        case '.':
            ++m_pos;
            node.kind = Node::Kind::Any;
            return add(std::move(node));
        case '^':
            ++m_pos;
            node.kind = Node::Kind::LineStart;
            return add(std::move(node));
        case '$':
            ++m_pos;
            node.kind = Node::Kind::LineEnd;
            return add(std::move(node));
        case '*':
        case '+':
        case '?':
            fail("nothing-to-repeat", "a repeat with nothing before it");
        case '{': {
            int min = 0;
            int max = 0;
            if (braces(min, max))
                fail("nothing-to-repeat", "a repeat with nothing before it");
            ++m_pos;
            return literal(c);
        }
        case '\\': {
            ++m_pos;
            if (atEnd())
                failAt(m_pos - 1, "trailing-backslash", "a \"\\\" at the end");
            const char32_t e = peek();
            ++m_pos;
            CharClass cls;
            if (shorthand(e, cls))
                return classNode(std::move(cls));
            if (e == 'b' || e == 'B') {
                node.kind = e == 'b' ? Node::Kind::WordEdge : Node::Kind::NotWordEdge;
                return add(std::move(node));
            }
            return literal(escapedLiteral(e, m_pos - 2));
        }
        default:
            ++m_pos;
            return literal(c);
        }
    }

    std::u32string m_pattern;
    std::size_t m_pos = 0;
    std::string_view m_original;
    std::string_view m_context;
};

// Writes the tree out as steps (Thompson's construction); a repeat writes its body once per copy.
class Emitter {
public:
    Emitter(const Parser& parser, std::vector<Step>& steps)
        : m_parser(parser)
        , m_steps(steps)
    { }

    void emit(int index)
    {
        const Node& node = m_parser.nodes[static_cast<std::size_t>(index)];
        switch (node.kind) {
        case Node::Kind::Empty:
            return;
        case Node::Kind::Literal:
            push({Step::Op::Char, node.c, 0, 0});
            return;
        case Node::Kind::Any:
            push({Step::Op::Any, 0, 0, 0});
            return;
        case Node::Kind::Class:
            push({Step::Op::Class, 0, node.cls, 0});
            return;
        case Node::Kind::LineStart:
            push({Step::Op::LineStart, 0, 0, 0});
            return;
        case Node::Kind::LineEnd:
            push({Step::Op::LineEnd, 0, 0, 0});
            return;
        case Node::Kind::WordEdge:
            push({Step::Op::WordEdge, 0, 0, 0});
            return;
        case Node::Kind::NotWordEdge:
            push({Step::Op::NotWordEdge, 0, 0, 0});
            return;
        case Node::Kind::Concat:
            for (const int child : node.children)
                emit(child);
            return;
        case Node::Kind::Alternation: {
            std::vector<int> jumps;
            for (std::size_t i = 0; i < node.children.size(); ++i) {
                const bool last = i + 1 == node.children.size();
                const int split = last ? -1 : push({Step::Op::Split, 0, 0, 0});
                if (!last)
                    m_steps[static_cast<std::size_t>(split)].x = split + 1;
                emit(node.children[i]);
                if (!last) {
                    jumps.push_back(push({Step::Op::Jump, 0, 0, 0}));
                    m_steps[static_cast<std::size_t>(split)].y = here();
                }
            }
            for (const int jump : jumps)
                m_steps[static_cast<std::size_t>(jump)].x = here();
            return;
        }
        case Node::Kind::Repeat: {
            const int body = node.children.front();
            for (int i = 0; i < node.min; ++i)
                emit(body);
            if (node.max < 0) {
                const int loop = push({Step::Op::Split, 0, 0, 0});
                m_steps[static_cast<std::size_t>(loop)].x = loop + 1;
                emit(body);
                push({Step::Op::Jump, 0, loop, 0});
                m_steps[static_cast<std::size_t>(loop)].y = here();
                return;
            }
            std::vector<int> exits;
            for (int i = node.min; i < node.max; ++i) {
                const int split = push({Step::Op::Split, 0, 0, 0});
                m_steps[static_cast<std::size_t>(split)].x = split + 1;
                exits.push_back(split);
                emit(body);
            }
            for (const int split : exits)
                m_steps[static_cast<std::size_t>(split)].y = here();
            return;
        }
        }
    }

private:
    int here() const { return static_cast<int>(m_steps.size()); }

    int push(Step step)
    {
        if (m_steps.size() >= kMaxPatternSteps)
            m_parser.failAt(0, "too-complex", "the pattern is too complex (its repeats write out too many steps)");
        m_steps.push_back(step);
        return here() - 1;
    }

    const Parser& m_parser;
    std::vector<Step>& m_steps;
};

} // namespace

void compileRegex(
    std::string_view pattern, std::string_view context, std::vector<Step>& steps, std::vector<CharClass>& classes)
{
    Parser parser(decode(pattern), pattern, context);
    const int root = parser.parse();
    Emitter emitter(parser, steps);
    emitter.emit(root);
    steps.push_back({Step::Op::Match, 0, 0, 0});
    classes = std::move(parser.classes);
}

} // namespace roofline::pattern_detail
