// JsonPull (core/files/json_pull.h) takes no JSON text the parser refuses (parseJson, json_reader.h): each
// text is read by both, and whatever JsonPull reads whole the parser reads too. It takes the usual forms
// itself, decodes strings as the parser does, and asks for more text only when the text ends inside a value.
#include "support/test_helpers.h"

#include "core/files/json_pull.h"
#include "core/files/json_reader.h"

#include <string>
#include <vector>

namespace roofline::test {
namespace {

enum class Pulled { Whole, Unsure, Short };

// How JsonPull reads `text` as one value with nothing but blanks after it.
Pulled pulled(const std::string& text)
{
    JsonPull pull(text.data(), text.data() + text.size());
    try {
        pull.value(1);
        pull.skipBlanks();
        return pull.atEnd() ? Pulled::Whole : Pulled::Unsure;
    } catch (const JsonPull::Unsure&) {
        return Pulled::Unsure;
    } catch (const JsonPull::Short&) {
        return Pulled::Short;
    }
}

bool parses(const std::string& text)
{
    try {
        parseJson(text, "t.json", JsonLimits {std::size_t {1} << 20, 32});
        return true;
    } catch (const Error&) {
        return false;
    }
}

TEST(JsonPull, ReadsNothingTheParserRefusesAndTheUsualFormsItself)
{
    // Each text, and whether JsonPull reads it itself (the rest it leaves to the parser).
    const std::vector<std::pair<std::string, bool>> texts {
        {R"({"a": 1, "b": [1, -2.5, 3e2, 0, -0, 0.25E-3, true, false, null], "c": {"d": "e"}})", true},
        {R"j(  {"ph": "X", "name": "void k<1, 2>(float const*)", "args": {"grid": [1, 1, 1]}}  )j", true},
        {R"({"s": "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"})", true},
        {"{\"s\": \"\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80\"}", true},
        {R"([])", true},
        {R"({})", true},
        {R"("just a string")", true},
        {R"({"a\u0062": 1})", false}, // escapes in keys are the parser's
        {R"({"a": 1, "a": 2})", false},
        {R"({"a": {"b": 1, "b": 2}})", false},
        {R"({"a": 1,})", false},
        {R"([1, 2,])", false},
        {R"({"a" 1})", false},
        {R"({'a': 1})", false},
        {R"({"a": 01})", false},
        {R"({"a": 1.})", false},
        {R"({"a": .5})", false},
        {R"({"a": +1})", false},
        {R"({"a": 1e})", false},
        {R"({"a": 1e400})", false},
        {R"({"a": -1e400})", false},
        {R"({"a": NaN})", false},
        {R"({"a": tru})", false},
        {R"({"a": nul})", false},
        {R"({"a": "\x"})", false},
        {R"({"a": "\u12"})", false},
        {R"({"a": "\ud83d"})", false},
        {R"({"a": "\ude00"})", false},
        {R"({"a": "\ud83d\u0041"})", false},
        {"{\"a\": \"tab\there\"}", false},
        {"{\"a\": \"\x80\"}", false},
        {"{\"a\": \"\xC0\xAF\"}", false},
        {"{\"a\": \"\xED\xA0\x80\"}", false},
        {"{\"a\": \"\xF4\x90\x80\x80\"}", false},
        {"{\"a\": \"\xE2\x82\"}", false},
        {"{\"a\": 1}\xC3\xA9", false},
        {std::string("{\"a\": 1}\0", 9), false},
        {"{\"a\": 1} {}", false},
        {"\xEF\xBB\xBF{}", false}, // a byte-order mark is the caller's to skip
        {std::string(31, '[') + std::string(31, ']'), false},
        {std::string(40, '[') + std::string(40, ']'), false},
        {"{\"a\": [1, 2", false},
        {"{\"a\": \"cut", false},
        {"", false},
    };
    for (const auto& [text, itself] : texts) {
        const Pulled read = pulled(text);
        if (read == Pulled::Whole) {
            EXPECT_TRUE(parses(text)) << text;
        }
        EXPECT_EQ(read == Pulled::Whole, itself) << text;
    }
}

TEST(JsonPull, AskForMoreOnlyWhenTheTextEndsInsideAValue)
{
    const std::string text = R"({"name": "aten::mm", "dur": 12.5, "ok": true, "s": "\u00e9\ud83d\ude00"})";
    for (std::size_t cut = 0; cut < text.size(); ++cut)
        EXPECT_EQ(pulled(text.substr(0, cut)), Pulled::Short) << cut;
    EXPECT_EQ(pulled(text), Pulled::Whole);
}

TEST(JsonPull, DecodesAndReadsNumbersAsTheParserDoes)
{
    const std::string text = R"({"s": "a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00\u0000z", "n": 1712195495519689.125})";
    JsonPull pull(text.data(), text.data() + text.size());
    std::string decoded;
    double number = 0.0;
    pull.object(1, [&](std::string_view key) {
        const JsonToken token = pull.value(2);
        if (key == "s") {
            EXPECT_TRUE(token.escaped);
            JsonPull::decode(token.text, decoded);
        } else {
            EXPECT_EQ(token.kind, JsonKind::Number);
            number = JsonPull::number(token.text);
        }
    });
    const nlohmann::json parsed = parseJson(text, "t.json", JsonLimits {});
    EXPECT_EQ(decoded, parsed["s"].get<std::string>());
    EXPECT_EQ(number, parsed["n"].get<double>());
    EXPECT_TRUE(JsonPull::integerLiteral("-42"));
    EXPECT_FALSE(JsonPull::integerLiteral("4.0"));
    EXPECT_FALSE(JsonPull::integerLiteral("4e2"));
    EXPECT_THROW(JsonPull::number("1e-400"), JsonPull::Unsure);
}

} // namespace
} // namespace roofline::test
