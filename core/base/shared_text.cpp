#include "core/base/shared_text.h"

#include <ostream>

namespace roofline {

std::string operator+(const std::string& a, const SharedText& b)
{
    return a + b.str();
}

std::string operator+(const SharedText& a, const std::string& b)
{
    return a.str() + b;
}

std::string operator+(const char* a, const SharedText& b)
{
    return a + b.str();
}

std::string operator+(const SharedText& a, const char* b)
{
    return a.str() + b;
}

std::ostream& operator<<(std::ostream& out, const SharedText& text)
{
    return out << text.view();
}

SharedText TextPool::intern(std::string_view text)
{
    if (text.empty())
        return {};
    if (const auto found = m_texts.find(text); found != m_texts.end())
        return *found;
    return *m_texts.emplace(std::string(text)).first;
}

} // namespace roofline
