#include "core/util/Log.h"

#include <mutex>
#include <vector>

#include <spdlog/sinks/stdout_color_sinks.h>

namespace fs {
namespace {
struct Registry {
  std::mutex mutex;
  std::vector<std::shared_ptr<spdlog::sinks::sink>> sinks{std::make_shared<spdlog::sinks::stderr_color_sink_mt>()};
  std::vector<std::shared_ptr<spdlog::logger>> loggers;
  spdlog::level::level_enum level = spdlog::level::warn;
};
Registry& registry() {
  static Registry r;
  return r;
}
}  // namespace

std::shared_ptr<spdlog::logger> logger(const std::string& module) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  for (auto& l : r.loggers)
    if (l->name() == module) return l;
  auto l = std::make_shared<spdlog::logger>(module, r.sinks.begin(), r.sinks.end());
  l->set_level(r.level);
  r.loggers.push_back(l);
  return l;
}

void addLogSink(std::shared_ptr<spdlog::sinks::sink> sink) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.sinks.push_back(sink);
  for (auto& l : r.loggers) l->sinks().push_back(sink);
}

void setLogLevel(spdlog::level::level_enum level) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.level = level;
  for (auto& l : r.loggers) l->set_level(level);
}

}  // namespace fs
