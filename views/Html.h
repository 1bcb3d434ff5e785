// Text from the dump or the model shown in rich-text panes: HTML-escaped, so a
// name such as "a<b>" is shown, not interpreted.
#pragma once

#include <QString>
#include <string>

namespace fs::views {

/// `s` (UTF-8) as HTML-escaped text.
inline QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

}  // namespace fs::views
