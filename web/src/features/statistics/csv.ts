/**
 * A table as CSV text (RFC 4180, CRLF lines), for the dashboard's downloads. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe; numbers stay numbers.
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const cell = (value: string | number) => {
    if (typeof value === "number") return String(value);
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
