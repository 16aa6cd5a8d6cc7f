import { type ExpressionBuilder, type RawBuilder, sql } from 'kysely';

/** `lower(column) like '%text%'` with the text's own % _ \ taken literally, alike on SQLite and PostgreSQL. */
export function contains<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${eb.ref(column as never)}) like ${pattern} escape '\\'`;
}
