#include "app/bench/trace_profile_parts.h"

#include <charconv>

namespace roofline::bench_trace {

void appendInt(std::string& out, std::int64_t value)
{
    std::array<char, 24> digits {};
    const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), value).ptr;
    out.append(digits.data(), end);
}

// A time in ns as Kineto prints it: microseconds with three decimals ("1712195495000123.456").
void appendMicroseconds(std::string& out, std::int64_t ns)
{
    appendInt(out, ns / 1000);
    const auto fraction = static_cast<int>(ns % 1000);
    out += '.';
    out += static_cast<char>('0' + fraction / 100);
    out += static_cast<char>('0' + fraction / 10 % 10);
    out += static_cast<char>('0' + fraction % 10);
}

std::string list(std::initializer_list<std::int64_t> values)
{
    std::string text = "[";
    for (const std::int64_t value : values) {
        if (text.size() > 1)
            text += ", ";
        appendInt(text, value);
    }
    return text + "]";
}

// A contiguous bf16 tensor.
Argument tensor(std::initializer_list<std::int64_t> sizes)
{
    std::vector<std::int64_t> strides(sizes.size(), 1);
    const std::vector<std::int64_t> dims(sizes);
    for (std::size_t i = dims.size(); i-- > 1;)
        strides[i - 1] = strides[i] * dims[i];
    std::string stridesText = "[";
    for (std::size_t i = 0; i < strides.size(); ++i) {
        stridesText += i ? ", " : "";
        appendInt(stridesText, strides[i]);
    }
    return {list(sizes), std::string(kBf16), stridesText + "]", "", std::vector<double>(dims.begin(), dims.end())};
}

Argument scalar(std::string value)
{
    return {"[]", "Scalar", "[]", std::move(value), {}, false};
}

Argument none()
{
    return {"[]", "", "[]", "", {}, false};
}

// The weights of one layer as a TensorList (the optimizer's foreach ops take them all).
Argument weights()
{
    const std::string dims = "[" + list({3 * kModel, kModel}) + ", " + list({kModel, kModel}) + ", "
        + list({kHidden, kModel}) + ", " + list({kModel, kHidden}) + "]";
    const std::string strides = "[" + list({kModel, 1}) + ", " + list({kModel, 1}) + ", " + list({kModel, 1}) + ", "
        + list({kHidden, 1}) + "]";
    return {dims, "TensorList", strides, "", {}, true};
}

OpArguments argumentLists(std::initializer_list<Argument> arguments)
{
    const auto join = [&](auto field, bool quoted) {
        std::string text = "[";
        for (const Argument& argument : arguments) {
            if (text.size() > 1)
                text += ", ";
            text += quoted ? "\"" + argument.*field + "\"" : argument.*field;
        }
        return text + "]";
    };
    std::vector<AtenArgument> read;
    for (const Argument& argument : arguments)
        read.push_back({argument.list ? std::vector<double>() : argument.sizes,
            argument.list ? std::string("TensorList") : argument.type, argument.concrete});
    return {"\"Concrete Inputs\": " + join(&Argument::concrete, true) + ", \"Input type\": "
            + join(&Argument::type, true) + ", \"Input Strides\": " + join(&Argument::strides, false)
            + ", \"Input Dims\": " + join(&Argument::dims, false),
        std::move(read)};
}

} // namespace roofline::bench_trace
