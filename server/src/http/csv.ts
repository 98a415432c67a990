/**
 * CSV for spreadsheets, the one rule every export uses (events, payments, members): a cell is
 * quoted when it holds a comma, a quote or a line break, and never read as a formula (CSV
 * injection, OWASP): text starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a
 * leading apostrophe, except a plain number such as `-5`, `+233241234567` or `12.50`, which a
 * spreadsheet reads as a number and nothing else.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^[-+]\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly (string | number | null)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
