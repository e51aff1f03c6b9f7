#include "core/formats/project_json_style.h"

#include "core/base/error.h"
#include "core/base/text.h"

namespace roofline {

nlohmann::ordered_json chipColorsToJson(const std::map<std::string, Rgb>& colors)
{
    nlohmann::ordered_json json = nlohmann::ordered_json::object();
    for (const auto& [id, color] : colors)
        json[id] = hexColor(color);
    return json;
}

std::map<std::string, Rgb> chipColorsFromJson(const JsonCursor& cursor)
{
    cursor.expectObject();
    std::map<std::string, Rgb> colors;
    for (const std::string& id : cursor.keys()) {
        const JsonCursor value = cursor.require(id);
        const std::string text = value.string();
        const std::optional<Rgb> color = parseHexColor(text);
        if (!color)
            value.fail(static_cast<int>(ErrorKind::InvalidValue),
                "expected a colour as \"#rrggbb\", got " + quoteForMessage(text));
        colors[id] = *color;
    }
    return colors;
}

MarkerShape markerFromJson(const JsonCursor& cursor)
{
    const std::string text = cursor.string();
    const std::optional<MarkerShape> shape = parseMarkerShape(text);
    if (!shape)
        cursor.fail(static_cast<int>(ErrorKind::UnknownName),
            "unknown marker shape " + quoteForMessage(text) + "; expected one of " + markerShapeNameList(),
            ErrorCode::UnknownName, quoteForMessage(text), markerShapeNameList());
    return *shape;
}

} // namespace roofline
