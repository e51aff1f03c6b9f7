#pragma once

#include "core/model/model_config.h"
#include "core/scene/model_entry.h"

#include "ui/commands/row_command.h"

#include <optional>

namespace roofline::ui {

// Adds a model to the project (Add Model…); a model read from a file comes with it and is embedded.
class AddModelCommand : public ModelRowCommand {
public:
    AddModelCommand(Document& document, int index, ModelEntry entry, std::optional<ModelConfig> own = std::nullopt);

    void undo() override;
    void redo() override;

private:
    ModelEntry m_entry;
    std::optional<ModelConfig> m_own;
};

} // namespace roofline::ui
