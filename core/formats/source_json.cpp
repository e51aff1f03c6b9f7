#include "core/formats/source_json.h"

namespace roofline {

std::vector<Source> sourcesFromJson(const JsonCursor& sources)
{
    std::vector<Source> result;
    const std::size_t count = sources.arraySize();
    for (std::size_t i = 0; i < count; ++i) {
        const JsonCursor entry = sources.at(i);
        entry.expectObject();
        Source source;
        source.field = entry.require("field").nonEmptyString();
        source.url = entry.require("url").string();
        if (const auto note = entry.optional("note"))
            source.note = note->string();
        result.push_back(std::move(source));
    }
    return result;
}

nlohmann::ordered_json sourcesToJson(const std::vector<Source>& sources)
{
    nlohmann::ordered_json array = nlohmann::ordered_json::array();
    for (const Source& source : sources) {
        nlohmann::ordered_json entry {{"field", source.field}, {"url", source.url}};
        if (!source.note.empty())
            entry["note"] = source.note;
        array.push_back(entry);
    }
    return array;
}

} // namespace roofline
