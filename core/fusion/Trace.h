// Trace: everything one scheduler run reported, as a value the GUI replays and
// the CLI prints; it serialises to JSON Lines and reads back identically.
//
// Contract: `run` is the pre-fusion state (nodes, knobs, backend); `rounds`
// hold each round's events in the order they happened (see FusionEvents.h);
// `end` holds the final plan. Node lists after every fusion can be rebuilt
// from RoundBegin.nodes plus the NodesFused results (each replaces its two
// inputs by `result`), and RoundEnd.nodes gives the order after the round.
//
// JSON Lines form: one object per line, each with a "type" field:
//   {"type":"run", ...}                           RunBegin (first line)
//   {"type":"round_begin"|"candidate"|"priority"|"scored"|"attempt"|"fused"|"round_end", ...}
//   {"type":"plan", ...}                          RunEnd (last line)
// readJsonLines(writeJsonLines(t)) == t. A malformed file throws fs::InputError
// naming the source, the line and what was expected.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "core/fusion/FusionEvents.h"

namespace fs::fusion {

struct TraceRound {
  RoundBegin begin;
  std::vector<CandidateChecked> candidates;
  PriorityChosen priority;
  std::vector<PairScored> scored;
  std::vector<AttemptDecided> attempts;
  std::vector<NodesFused> fusions;
  RoundEnd end;
  bool operator==(const TraceRound&) const = default;
};

struct Trace {
  RunBegin run;
  std::vector<TraceRound> rounds;
  RunEnd end;

  /// Every rejection with Inductor's log wording, in event order.
  std::vector<std::string> logLines() const;
  bool operator==(const Trace&) const = default;

  void writeJsonLines(std::ostream& out) const;
  /// `source` names the stream in errors. Throws fs::InputError.
  static Trace readJsonLines(std::istream& in, const std::string& source);
  /// File helpers; throw fs::InputError when the file cannot be written/read.
  void save(const std::string& path) const;
  static Trace load(const std::string& path);
};

}  // namespace fs::fusion
