// bench_log [--runs R] [FILE...]: parse time of torch logs (the fusion-log reader,
// parseFusionLog), median of R (default 11) runs after one warm-up; each file is
// read from disk once, parsing is what is timed (parse_ms; MB/s counts 10^6
// bytes). read_ms: readFusionLog, file to result (the read from the page cache
// included), median of R runs.
// Default: the largest bundled log, resnet50_train (3.3 MB, forward + backward),
// and gpt2_eval. Target: >= 200 MB/s (a 150 MB log of a 4,740-node model < 0.75 s).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/frontends/inductor/FusionLog.h"

int main(int argc, char** argv) {
  int runs = 11;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc)
      runs = std::max(1, std::stoi(argv[++i]));
    else
      files.push_back(argv[i]);
  }
  if (files.empty()) {
    const std::string s = FUSIONSCOPE_SAMPLES_DIR;
    files = {s + "/inductor/resnet50_train/torch_logs.txt", s + "/inductor/gpt2_eval/torch_logs.txt"};
  }
  std::printf("%-60s %11s %5s %7s %10s %10s %9s %10s\n", "file", "bytes", "runs", "rounds", "decisions", "parse_ms",
              "MB/s", "read_ms");
  for (const std::string& f : files) {
    std::ifstream in(f, std::ios::binary);
    if (!in) {
      std::fprintf(stderr, "bench_log: cannot read %s\n", f.c_str());
      return 1;
    }
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    std::vector<double> parse, read;
    std::size_t graphRuns = 0, rounds = 0, decisions = 0;
    for (int r = 0; r <= runs; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      fs::inductor::FusionLog log = fs::inductor::parseFusionLog(text, f);
      auto t1 = std::chrono::steady_clock::now();
      graphRuns = log.runs.size();
      rounds = decisions = 0;
      for (const auto& run : log.runs) {
        rounds += run.rounds.size();
        decisions += run.tail.size();
        for (const auto& round : run.rounds) decisions += round.decisions.size();
      }
      if (r == 0) continue;  // warm-up
      parse.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    for (int r = 0; r < runs; ++r) {
      auto t0 = std::chrono::steady_clock::now();
      fs::inductor::FusionLog log = fs::inductor::readFusionLog(f);
      auto t1 = std::chrono::steady_clock::now();
      read.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(parse.begin(), parse.end());
    std::sort(read.begin(), read.end());
    const double ms = parse[parse.size() / 2];
    std::string shown = f.size() > 60 ? "..." + f.substr(f.size() - 57) : f;
    std::printf("%-60s %11zu %5zu %7zu %10zu %10.2f %9.1f %10.2f\n", shown.c_str(), text.size(), graphRuns, rounds,
                decisions, ms, static_cast<double>(text.size()) / 1e3 / ms, read[read.size() / 2]);
  }
  return 0;
}
