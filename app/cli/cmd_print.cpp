// `fusionscope-cli print FILE`: reads an ir_pre_fusion.txt / ir_post_fusion.txt and
// prints it back in the same text form (byte for byte for Inductor's own files); an
// ONNX model is lowered (--device) and its scheduler IR printed in the same form, as
// Inductor's ir_pre_fusion.txt of the model would read.
#include <iostream>

#include "app/cli/Commands.h"
#include "core/ir/Printer.h"
#include "core/session/LoadInput.h"

namespace {

fs::cli::Registrar printCommand{{"print", [](CLI::App& app) -> std::function<int()> {
  auto file = std::make_shared<std::string>();
  auto device = std::make_shared<std::string>("cuda");
  auto* cmd = app.add_subcommand("print", "Read an ir_pre_fusion.txt / ir_post_fusion.txt (or lower an .onnx model) and print it");
  cmd->add_option("FILE", *file, "the file")->required();
  cmd->add_option("--device", *device, "an ONNX model's target: its backend's lowering rules")
      ->check(CLI::IsMember({"cuda", "cpu"}));
  return [file, device]() {
    if (fs::session::isOnnxPath(*file)) {
      const auto dump = fs::cli::loadDump(*file, "", {}, {}, *device);
      for (const auto& g : dump.graphs) std::cout << fs::ir::printGraph(g.preFusion);
      return 0;
    }
    std::cout << fs::ir::printGraph(fs::session::readGraphFile(*file));
    return 0;
  };
}}};

}  // namespace
