#include "app/cli_inputs.h"
#include "app/subcommands.h"

#include "app/flags/command_line.h"
#include "core/base/number_format.h"
#include "core/formats/model_json.h"
#include "core/model/model_config.h"
#include "core/report/calc_report.h"

#include <iostream>

namespace roofline::app {

int runModels(const std::vector<std::string>& arguments)
{
    const ParsedFlags flags = parseFlags(arguments, {{"--json", false, false}}, "models");
    const std::vector<ModelConfig> models = modelLibrary();
    if (flags.has("--json")) {
        nlohmann::ordered_json array = nlohmann::ordered_json::array();
        for (const ModelConfig& model : models) {
            nlohmann::ordered_json entry = modelToJson(model);
            entry["origin"] = model.origin;
            array.push_back(std::move(entry));
        }
        std::cout << array.dump(2) << "\n";
        return kExitOk;
    }
    std::vector<std::vector<std::string>> table {
        {"id", "name", "D", "F", "N", "K", "H", "L", "V", "MLP", "experts (docs/model.md §11)"}};
    for (const ModelConfig& model : models) {
        std::vector<std::string> row {model.id, model.name};
        for (const ModelNumberKey& number : modelNumberKeys())
            row.push_back(formatPlain(model.*number.member));
        row.push_back(model.gatedMlp ? "gated" : "plain");
        std::string experts = "dense";
        if (isMixtureOfExperts(model)) {
            experts = formatPlain(model.nExperts) + " × " + formatPlain(model.dFfExpert) + ", "
                + formatPlain(model.expertsPerToken) + " per token";
            if (model.dFfShared > 0.0)
                experts += ", shared " + formatPlain(model.dFfShared);
            if (model.denseLayers > 0.0)
                experts += ", first " + formatPlain(model.denseLayers) + " dense";
        }
        row.push_back(experts);
        table.push_back(std::move(row));
    }
    std::cout << alignedColumns(table);
    return kExitOk;
}

} // namespace roofline::app
