/**
 * CSV for statements and revenue (RFC 4180: comma-separated, CRLF, fields quoted when they hold a
 * comma, quote or line break). A field that a spreadsheet would run as a formula (= + - @ at the
 * start, or a tab or carriage return) is prefixed with an apostrophe, unless it is a plain number.
 */
export function csvField(value: string): string {
  // A plain number ("-1234.50") is data, not a formula.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(fields: ReadonlyArray<string | number | null>): string {
  return fields.map((f) => (f === null ? '' : typeof f === 'number' ? String(f) : csvField(f))).join(',');
}

export function csvDocument(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return [csvRow(header), ...rows.map(csvRow)].join('\r\n') + '\r\n';
}

/** Minor units as a plain decimal with two places ("-1234.50"), for spreadsheets. */
export function decimalOf(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
