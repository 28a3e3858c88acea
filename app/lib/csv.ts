/**
 * CSV for spreadsheets, per RFC 4180, and safe to open: every cell is quoted, so a spreadsheet
 * that splits on another separator (`;` in French Canada) finds none inside a cell, and a cell
 * that a spreadsheet would read as a formula (=, +, -, @, tab, carriage return) is prefixed with
 * an apostrophe.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly unknown[]>): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
