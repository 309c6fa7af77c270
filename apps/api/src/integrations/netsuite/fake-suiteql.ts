/**
 * The SuiteQL the fake NetSuite understands (test support): `SELECT * | col[, col...] FROM table
 * [WHERE col = 'text' | col = 123 | col IN (...) [AND ...]] [ORDER BY col [ASC|DESC]]`. Anything else is refused
 * the way NetSuite refuses a query it cannot run. Values come back as text, references as their id, and
 * columns without a value are left out of a row, as NetSuite does.
 */
export class SuiteqlError extends Error {}

type Row = Record<string, unknown>;

const QUERY =
  /^\s*select\s+(\*|[a-z_][\w]*(?:\s*,\s*[a-z_][\w]*)*)\s+from\s+([a-z_]\w*)(?:\s+where\s+(.+?))?(?:\s+order\s+by\s+([a-z_]\w*)(?:\s+(asc|desc))?)?\s*;?\s*$/is;
const CONDITION = /^\s*([a-z_]\w*)\s*(?:=\s*('(?:[^']|'')*'|-?\d+(?:\.\d+)?)|in\s*\(([^)]*)\))\s*$/is;

const TABLES = ['timebill', 'job', 'projecttask', 'jobresources', 'employee', 'customer'];

function literal(text: string): string {
  const trimmed = text.trim();
  return trimmed.startsWith("'") ? trimmed.slice(1, -1).replaceAll("''", "'") : trimmed;
}

/** A stored value as SuiteQL shows it: text, a reference as its id, null as absent. */
function cell(value: unknown): string | undefined {
  if (value == null) return undefined;
  if (typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id);
  if (typeof value === 'boolean') return value ? 'T' : 'F';
  return String(value);
}

function unsupported(query: string): SuiteqlError {
  return new SuiteqlError(
    `Invalid search query. Detailed unprocessed description follows. Search error occurred: ` +
      `Invalid or unsupported search. (${query.trim().slice(0, 80)})`,
  );
}

export function runSuiteql(query: string, recordsOf: (table: string) => Row[]): Row[] {
  const match = QUERY.exec(query);
  if (!match) throw unsupported(query);
  const [, columnText = '*', tableName = '', where, orderBy, direction] = match;
  const table = tableName.toLowerCase();
  if (!TABLES.includes(table)) {
    throw new SuiteqlError(
      `Invalid search query. Detailed unprocessed description follows. Search error occurred: ` +
        `Record '${tableName}' was not found.`,
    );
  }
  const conditions = (where ? where.split(/\s+and\s+/i) : []).map((text) => {
    const parts = CONDITION.exec(text);
    if (!parts?.[1]) throw unsupported(query);
    const values = parts[3] !== undefined ? parts[3].split(',').map(literal) : [literal(parts[2] ?? '')];
    return { column: parts[1].toLowerCase(), values };
  });
  let rows = recordsOf(table).map((record) => {
    const row: Row = {};
    for (const [key, value] of Object.entries(record)) {
      const text = cell(value);
      if (text !== undefined) row[key.toLowerCase()] = text;
    }
    return row;
  });
  rows = rows.filter((row) =>
    conditions.every(({ column, values }) => values.includes(String(row[column] ?? ''))),
  );
  if (orderBy) {
    const key = orderBy.toLowerCase();
    const sign = direction?.toLowerCase() === 'desc' ? -1 : 1;
    const numeric = rows.every((row) => row[key] === undefined || !Number.isNaN(Number(row[key])));
    rows.sort((a, b) => {
      const [x, y] = [a[key] ?? '', b[key] ?? ''];
      return sign * (numeric ? Number(x) - Number(y) : String(x).localeCompare(String(y)));
    });
  }
  if (columnText.trim() === '*') return rows;
  const columns = columnText.split(',').map((column) => column.trim().toLowerCase());
  return rows.map((row) => {
    const picked: Row = {};
    for (const column of columns) if (row[column] !== undefined) picked[column] = row[column];
    return picked;
  });
}
