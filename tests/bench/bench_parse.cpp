// bench_parse [FILE...]: parse time of Inductor dumps (median of 21 runs, after one
// warm-up read; the file is read from disk once, parsing is what is timed).
// Default: the largest sample, resnet50_train forward (1.2 MB). Target: < 50 ms.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/frontends/inductor/IrReader.h"
#include "core/ir/Printer.h"

int main(int argc, char** argv) {
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) files.push_back(argv[i]);
  if (files.empty()) {
    const std::string s = FUSIONSCOPE_SAMPLES_DIR;
    files = {s + "/inductor/resnet50_train/forward/ir_pre_fusion.txt",
             s + "/inductor/resnet50_train/forward/ir_post_fusion.txt",
             s + "/inductor/resnet50_train/backward/ir_pre_fusion.txt",
             s + "/inductor/resnet50_eval/inference/ir_pre_fusion.txt"};
  }
  std::printf("%-80s %10s %8s %12s %12s\n", "file", "bytes", "nodes", "parse_ms", "print_ms");
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    std::vector<double> parse, print;
    std::size_t nodes = 0;
    for (int r = 0; r < 22; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      auto g = fs::inductor::parseIrText(text, f);
      auto t1 = std::chrono::steady_clock::now();
      auto out = fs::ir::printGraph(g);
      auto t2 = std::chrono::steady_clock::now();
      nodes = g.nodes.size();
      if (r == 0) continue;  // warm-up
      parse.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      print.push_back(std::chrono::duration<double, std::milli>(t2 - t1).count());
    }
    std::sort(parse.begin(), parse.end());
    std::sort(print.begin(), print.end());
    std::string shown = f.size() > 80 ? "..." + f.substr(f.size() - 77) : f;
    std::printf("%-80s %10zu %8zu %12.2f %12.2f\n", shown.c_str(), text.size(), nodes, parse[parse.size() / 2],
                print[print.size() / 2]);
  }
  return 0;
}
