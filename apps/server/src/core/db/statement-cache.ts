import type SQLite from 'better-sqlite3';

/** Prepared statements kept per SQL text, least recently used dropped first. */
const STATEMENT_CACHE_SIZE = 250;

/**
 * Kysely's SQLite driver prepares every query again, and for the hot reads (the search version
 * asked on every cached answer, list pages) preparing costs more than running. Kysely (and the
 * read workers, read-worker.ts) run one query at a time on a connection and read whole results
 * (all/run), so a statement can be reused as soon as it returns.
 */
export function withStatementCache(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) statements.delete(text);
      else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value as string);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}
