// `fusionscope-cli print FILE`: reads an ir_pre_fusion.txt / ir_post_fusion.txt and
// prints it back in the same text form (byte for byte for Inductor's own files).
#include <iostream>

#include "app/cli/Commands.h"
#include "core/frontends/inductor/IrReader.h"
#include "core/ir/Printer.h"

namespace {

fs::cli::Registrar printCommand{{"print", [](CLI::App& app) -> std::function<int()> {
  auto file = std::make_shared<std::string>();
  auto* cmd = app.add_subcommand("print", "Read an ir_pre_fusion.txt / ir_post_fusion.txt and print it back");
  cmd->add_option("FILE", *file, "the file")->required();
  return [file]() {
    std::cout << fs::ir::printGraph(fs::inductor::readIrFile(*file));
    return 0;
  };
}}};

}  // namespace
