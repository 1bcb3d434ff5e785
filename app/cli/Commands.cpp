#include "app/cli/Commands.h"

#include <iostream>

#include "core/util/Error.h"

namespace fs::cli {

std::vector<Command>& commands() {
  static std::vector<Command> list;
  return list;
}

int guarded(const std::function<int()>& body) {
  try {
    return body();
  } catch (const fs::InputError& e) {
    std::cerr << "fusionscope-cli: error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "fusionscope-cli: error: " << e.what() << "\n";
    return 1;
  }
}

std::string defaultSample() { return std::string(FUSIONSCOPE_SAMPLES_DIR) + "/inductor/resnet50_eval"; }

}  // namespace fs::cli
