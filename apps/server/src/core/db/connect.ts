import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres:// URL; absent means the embedded SQLite file. */
  url?: string | undefined;
  /** PostgreSQL schema to use (tests get a fresh one per run). */
  schema?: string | undefined;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
}

// pg returns int8 and numeric as strings; our int8 columns hold counts and minor units that fit
// in a double, and the contract wants numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; NORMAL is durable across application crashes, and
  // money-moving transactions raise it to FULL themselves (see ADR 002).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  // Reads through a memory map instead of a read() per page: a metro-wide map box over 1M
  // listings visits ~170k rows, and the copies cost as much CPU as the query (bench/RESULTS.md).
  sqlite.pragma('mmap_size = 2147483648');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/** Prepared statements kept per SQL text, least recently used dropped first. */
const STATEMENT_CACHE_SIZE = 250;

/**
 * Kysely's SQLite driver prepares every query again, and for the hot reads (the search version
 * asked on every cached answer, list pages) preparing costs more than running. Kysely runs one
 * query at a time on the connection and reads whole results (all/run), so a statement can be
 * reused as soon as it returns.
 */
function withStatementCache(sqlite: SQLite.Database) {
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
