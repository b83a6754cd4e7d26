/**
 * CSV for spreadsheets: every cell quoted (quotes doubled), and a cell a spreadsheet would run as a
 * formula (starting with =, +, -, @, tab or carriage return) prefixed with an apostrophe so it stays text.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[] | null, rows: string[][]): string {
  const lines = header ? [header, ...rows] : rows;
  return lines.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The columns of the leads export, in the specification's order. */
export const leadCsvColumns = ['Name', 'Email', 'Phone', 'Message', 'Website', 'Date', 'Status'] as const;

/** The specification's four, and Won and Lost for the end of a sales pipeline. */
export const leadStatuses = ['New', 'Contacted', 'In Progress', 'Completed', 'Won', 'Lost'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
