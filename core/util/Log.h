// Log: named spdlog loggers per module ("ir", "inductor", "fusion", "codegen",
// "runtime", "app"). All share one sink list, so the GUI can add its log pane as a
// sink and the CLI prints to stderr.
#pragma once

#include <memory>
#include <string>

#include <spdlog/spdlog.h>

namespace fs {

/// The logger of a module, created on first use with the shared sinks.
std::shared_ptr<spdlog::logger> logger(const std::string& module);
/// Adds a sink to every existing and future module logger.
void addLogSink(std::shared_ptr<spdlog::sinks::sink> sink);
/// Sets the level of every module logger (default: warn).
void setLogLevel(spdlog::level::level_enum level);

}  // namespace fs
