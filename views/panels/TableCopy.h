// TableCopy: Ctrl+C (QKeySequence::Copy) in a table copies every selected cell,
// not just the current one: the selection's bounding block of rows and columns as
// tab-separated text, with the columns' header names as the first line, which
// spreadsheets and editors paste as a table.
#pragma once

#include <QString>

class QTableView;

namespace fs::views {

/// Adds the copy action (shortcut active while the table has focus).
void installTableCopy(QTableView* view);
/// The text installTableCopy() puts on the clipboard for `view`'s selection
/// ("" when nothing is selected).
QString selectionAsText(const QTableView* view);

}  // namespace fs::views
