#pragma once

// <cstddef> first: Qt's moc cannot read <compare> (GCC 12's <concepts>) when it is the first standard
// header it meets, which it is in a Q_OBJECT class's header that starts with this one.
#include <cstddef>

#include <compare>
#include <functional>
#include <iosfwd>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_set>

namespace roofline {

// Text that copies share: a profile's million launches of a few thousand kernels hold each kernel's
// name once, not a million times (readers intern names with a TextPool). Immutable, so copies may be
// read from any thread; a copy costs a reference count. Compared, ordered and hashed by its
// characters, like the std::string it stands for.
class SharedText {
public:
    SharedText() = default;
    SharedText(std::string text) // NOLINT: a name is text, whatever holds it
        : m_text(text.empty() ? nullptr : std::make_shared<const std::string>(std::move(text)))
    { }
    SharedText(std::string_view text)
        : SharedText(std::string(text))
    { }
    SharedText(const char* text)
        : SharedText(std::string(text))
    { }

    const std::string& str() const { return m_text ? *m_text : emptyString(); }
    operator const std::string&() const { return str(); }
    operator std::string_view() const { return str(); }
    std::string_view view() const { return str(); }
    const char* c_str() const { return str().c_str(); }
    const char* data() const { return str().data(); }
    std::size_t size() const { return str().size(); }
    bool empty() const { return !m_text; }

    // Whether two texts share their characters (not only equal them): what interning buys.
    bool sharesWith(const SharedText& other) const { return m_text == other.m_text; }

    friend bool operator==(const SharedText& a, const SharedText& b)
    {
        return a.m_text == b.m_text || a.view() == b.view();
    }
    friend bool operator==(const SharedText& a, std::string_view b) { return a.view() == b; }
    friend bool operator==(const SharedText& a, const std::string& b) { return a.view() == b; }
    friend bool operator==(const SharedText& a, const char* b) { return a.view() == b; }
    friend std::strong_ordering operator<=>(const SharedText& a, const SharedText& b) { return a.view() <=> b.view(); }
    friend std::strong_ordering operator<=>(const SharedText& a, std::string_view b) { return a.view() <=> b; }

private:
    static const std::string& emptyString()
    {
        static const std::string kEmpty;
        return kEmpty;
    }

    std::shared_ptr<const std::string> m_text; // null: empty
};

std::string operator+(const std::string& a, const SharedText& b);
std::string operator+(const SharedText& a, const std::string& b);
std::string operator+(const char* a, const SharedText& b);
std::string operator+(const SharedText& a, const char* b);
std::ostream& operator<<(std::ostream& out, const SharedText& text);

} // namespace roofline

template<> struct std::hash<roofline::SharedText> {
    std::size_t operator()(const roofline::SharedText& text) const noexcept
    {
        return std::hash<std::string_view> {}(text.view());
    }
};

namespace roofline {

// The texts a reader has met, each once: intern() hands out the one shared copy of a text, so a
// reader's memory grows with the distinct names it reads, not with the rows that repeat them.
class TextPool {
public:
    SharedText intern(std::string_view text);
    std::size_t size() const { return m_texts.size(); }

private:
    struct Hash {
        using is_transparent = void;
        std::size_t operator()(std::string_view text) const noexcept { return std::hash<std::string_view> {}(text); }
    };
    struct Equal {
        using is_transparent = void;
        bool operator()(std::string_view a, std::string_view b) const noexcept { return a == b; }
    };
    std::unordered_set<SharedText, Hash, Equal> m_texts;
};

} // namespace roofline
