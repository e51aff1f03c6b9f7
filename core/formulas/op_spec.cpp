#include "core/formulas/op_spec.h"

#include "core/base/error.h"
#include "core/base/number_format.h"
#include "core/base/text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace roofline {

namespace {

std::string kindList()
{
    std::string names;
    for (const OpKindInfo& info : allOpKinds())
        names += (names.empty() ? "" : ", ") + std::string(info.name);
    return names;
}

std::string paramList(OpKind kind)
{
    const OpKindInfo& info = opKindInfo(kind);
    std::string names;
    for (const NumberParam& param : info.numbers)
        names += (names.empty() ? "" : ", ") + std::string(param.key);
    for (const DtypeParam& param : info.dtypes)
        names += ", " + std::string(param.key);
    for (const ChoiceParam& param : info.choices)
        names += ", " + std::string(param.key);
    return names + ", link, label";
}

// One parameter of a kind by the key a spec writes. The exact spelling wins over a case-insensitive
// match, so attention's S (keys per sequence) and s (the scores' dtype) are both reachable.
struct ParamRef {
    const NumberParam* number = nullptr;
    const DtypeParam* dtype = nullptr;
    const ChoiceParam* choice = nullptr;
    std::string_view key; // as the kind spells it
};

ParamRef findAnyParam(const OpKindInfo& info, std::string_view key)
{
    for (const bool exact : {true, false}) {
        const auto same = [&](std::string_view name) { return exact ? name == key : equalsIgnoreCase(name, key); };
        for (const NumberParam& param : info.numbers) {
            if (same(param.key))
                return ParamRef {&param, nullptr, nullptr, param.key};
        }
        for (const DtypeParam& param : info.dtypes) {
            if (same(param.key))
                return ParamRef {nullptr, &param, nullptr, param.key};
        }
        for (const ChoiceParam& param : info.choices) {
            if (same(param.key))
                return ParamRef {nullptr, nullptr, &param, param.key};
        }
    }
    return {};
}

bool needsQuotes(std::string_view text)
{
    if (text.empty())
        return true;
    return std::any_of(text.begin(), text.end(),
        [](char c) { return std::isspace(static_cast<unsigned char>(c)) || c == '"' || c == '\\'; });
}

std::string quoteValue(std::string_view text)
{
    if (!needsQuotes(text))
        return std::string(text);
    std::string quoted = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\')
            quoted += '\\';
        quoted += c;
    }
    return quoted + "\"";
}

} // namespace

std::vector<std::string> tokenizeOpSpec(std::string_view spec, std::string_view context)
{
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < spec.size()) {
        while (i < spec.size() && std::isspace(static_cast<unsigned char>(spec[i])))
            ++i;
        if (i >= spec.size())
            break;
        std::string word;
        bool inQuotes = false;
        while (i < spec.size() && (inQuotes || !std::isspace(static_cast<unsigned char>(spec[i])))) {
            const char c = spec[i++];
            if (c == '"')
                inQuotes = !inQuotes;
            else if (c == '\\' && inQuotes && i < spec.size())
                word += spec[i++];
            else
                word += c;
        }
        if (inQuotes)
            throw Error(ErrorKind::Syntax, std::string(context) + ": a quote is not closed");
        words.push_back(std::move(word));
    }
    return words;
}

Op parseOpSpec(std::string_view spec, std::string_view context, const OpSpecRules& rules)
{
    const std::string where(context);
    if (const std::optional<std::size_t> bad = findInvalidUtf8(spec))
        throw Error(ErrorKind::Encoding,
            where + ": the spec is not valid UTF-8 text (at byte " + std::to_string(*bad + 1) + ")");
    const std::vector<std::string> words = tokenizeOpSpec(spec, context);
    if (words.empty())
        throw Error(ErrorKind::Syntax, where + ": empty op spec; it starts with an op kind: " + kindList());
    const std::optional<OpKind> kind = parseOpKind(words.front());
    if (!kind) {
        const bool looksLikeParam = words.front().find('=') != std::string::npos;
        throw Error(ErrorKind::UnknownName,
            where + ": " + (looksLikeParam ? "an op spec starts with its kind, not " : "unknown op kind ")
                + quoteForMessage(words.front()) + "; expected one of " + kindList());
    }
    Op op = makeOp(*kind);
    const OpKindInfo& info = opKindInfo(*kind);
    std::set<std::string> seen;
    for (std::size_t i = 1; i < words.size(); ++i) {
        const std::string& word = words[i];
        const std::size_t equals = word.find('=');
        if (equals == std::string::npos || equals == 0)
            throw Error(ErrorKind::Syntax,
                where + ": expected key=value, got " + quoteForMessage(word) + " (parameters of "
                    + std::string(info.name) + ": " + paramList(*kind) + ")");
        const std::string key = word.substr(0, equals);
        const std::string value = word.substr(equals + 1);
        const ParamRef ref = findAnyParam(info, key);
        if (!seen.insert(ref.key.empty() ? toLower(key) : std::string(ref.key)).second)
            throw Error(ErrorKind::Syntax, where + ": " + key + " is given twice");
        if (equalsIgnoreCase(key, "label")) {
            op.label = value;
            continue;
        }
        if (equalsIgnoreCase(key, "link")) {
            if (trim(value).empty())
                throw Error(ErrorKind::InvalidValue, where + ": link= needs a memory level or link name");
            op.link = value;
            continue;
        }
        if (const NumberParam* param = ref.number) {
            const std::string name(param->key);
            if (const std::optional<Dim> dim = parseDim(value); dim && value.size() == 1) {
                op.bindings[name] = *dim;
                continue;
            }
            const std::optional<double> number = parseFiniteNumber(value);
            if (!number) {
                const bool overflow = looksNumeric(value);
                throw Error(overflow ? ErrorKind::InvalidValue : ErrorKind::WrongType,
                    where + ": " + name + "=" + quoteForMessage(value)
                        + (overflow ? " is not a finite number"
                                    : " is not a number (or B, D, F, T, S to follow a slider)"));
            }
            // A whole number the double does not hold exactly would be changed without a word (larger
            // values are refused by validateOp, as out of range).
            if (param->integer && *number <= param->maximum && std::floor(*number) == *number
                && !isExactWholeNumber(value, *number))
                throw Error(ErrorKind::InvalidValue,
                    where + ": " + std::string(info.name) + " " + name
                        + (*number >= kMaxWholeNumber ? " must be at most " + formatPlain(param->maximum)
                                                      : std::string(" must be a whole number"))
                        + ", got " + quoteForMessage(value) + " (a double cannot hold it exactly)");
            op.numbers[name] = *number;
            continue;
        }
        if (const ChoiceParam* param = ref.choice) {
            const std::optional<std::string_view> choice = matchChoice(*param, value);
            if (!choice)
                throw Error(ErrorKind::UnknownName,
                    where + ": " + std::string(param->key) + "=" + quoteForMessage(value) + " is not one of "
                        + choiceWordList(*param));
            op.choices[std::string(param->key)] = std::string(*choice);
            continue;
        }
        if (const DtypeParam* param = ref.dtype) {
            const std::optional<Dtype> dtype = parseDtype(value);
            if (!dtype)
                throw Error(ErrorKind::UnknownName,
                    where + ": " + std::string(param->key) + "=" + quoteForMessage(value)
                        + " is not a dtype; expected one of " + dtypeNameList());
            op.dtypes[std::string(param->key)] = *dtype;
            continue;
        }
        throw Error(ErrorKind::UnknownName,
            where + ": " + std::string(info.name) + " has no parameter " + quoteForMessage(key)
                + "; its parameters are " + paramList(*kind));
    }
    if (!rules.allNumbersOptional) {
        for (const NumberParam& param : info.numbers) {
            const bool optional = param.optionalValue || param.omittable
                || std::any_of(rules.optionalNumbers.begin(), rules.optionalNumbers.end(),
                    [&](const std::string& key) { return equalsIgnoreCase(key, param.key); });
            if (!seen.contains(std::string(param.key)) && !optional)
                throw Error(ErrorKind::MissingKey,
                    where + ": " + std::string(info.name) + " needs " + std::string(param.key) + "= ("
                        + std::string(param.description) + ")");
        }
    }
    validateOp(op, Dims {}, where);
    return op;
}

std::string formatOpSpec(const Op& op)
{
    const OpKindInfo& info = opKindInfo(op.kind);
    std::string spec(info.name);
    for (const NumberParam& param : info.numbers) {
        const auto bound = op.bindings.find(param.key);
        if (param.optionalValue && bound == op.bindings.end() && !op.numbers.contains(param.key))
            continue;
        spec += " " + std::string(param.key) + "=";
        if (bound != op.bindings.end())
            spec += std::string(dimName(bound->second));
        else
            spec += formatPlain(paramValue(op, param.key, Dims {}));
    }
    for (const DtypeParam& param : info.dtypes) {
        if (const auto it = op.dtypes.find(param.key); it != op.dtypes.end())
            spec += " " + std::string(param.key) + "=" + std::string(dtypeName(it->second));
    }
    for (const ChoiceParam& param : info.choices)
        spec += " " + std::string(param.key) + "=" + std::string(choiceValue(op, param.key));
    if (!op.link.empty())
        spec += " link=" + quoteValue(op.link);
    if (!op.label.empty())
        spec += " label=" + quoteValue(op.label);
    return spec;
}

} // namespace roofline
