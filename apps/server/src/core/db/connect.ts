import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { createReadPool, type Reader } from './read-pool.js';
import type { Database } from './schema.js';
import { tuneReads } from './sqlite-reads.js';
import { withStatementCache } from './statement-cache.js';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /**
   * Runs heavy read-only queries (search pages, counts, map cells, facets): on SQLite files in
   * the read workers when there are any (ADR 011), else on `db`; on PostgreSQL on a pool of its
   * own, so that they never hold every connection `db` needs for quick reads and writes.
   */
  read: Reader;
  destroy(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres:// URL; absent means the embedded SQLite file. */
  url?: string | undefined;
  /** PostgreSQL schema to use (tests get a fresh one per run). */
  schema?: string | undefined;
  /** SQLite file; ':memory:' for a throwaway database. */
  sqliteFile?: string;
  /** SQLite: worker threads for `read` (SQLITE_READ_WORKERS); 0 or ':memory:' reads on the main connection. */
  readWorkers?: number | undefined;
}

/**
 * PostgreSQL connections for `read`: on a 2-core server more concurrent recounts only share the
 * same cores and disk, and each may hold work_mem for its bitmaps.
 */
const PG_READ_CONNECTIONS = 4;

const onConnection =
  (db: Db): Reader =>
  async <R>(query: CompiledQuery<R>) =>
    (await db.executeQuery(query)).rows;

// pg returns int8 and numeric as strings; our int8 columns hold counts and minor units that fit
// in a double, and the contract wants numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));

export function connectDatabase(options: ConnectOptions): DatabaseHandle {
  if (options.url) {
    const pool = (max: number, settings: string[]) => {
      const all = [...settings, ...(options.schema ? [`-c search_path=${options.schema}`] : [])];
      return new pg.Pool({ connectionString: options.url, max, ...(all.length ? { options: all.join(' ') } : {}) });
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool(10, []) }) });
    // Searches that recount a metro (tens of thousands of rows, up to seconds at 1M listings)
    // queued with the version check every cached answer asks, on the same ten connections, so
    // cached answers waited behind them (bench/README.md). Here they wait only for each other.
    // work_mem: the bitmap of a metro box and a common word must stay exact (one bit per row);
    // at the default 4 MB it turns lossy and every row of ~30k heap pages is checked again
    // (1.8 s instead of 0.4 s for `pool` in a metro at 1M listings).
    const reads = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool(PG_READ_CONNECTIONS, ['-c work_mem=32MB']) }) });
    return { db, dialect: 'postgres', read: onConnection(reads), destroy: () => Promise.all([reads.destroy(), db.destroy()]).then(() => undefined) };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the writer; NORMAL is durable across application crashes, and
  // money-moving transactions raise it to FULL themselves (see ADR 002).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  tuneReads(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const workers = file === ':memory:' ? 0 : (options.readWorkers ?? 0);
  if (workers === 0) return { db, dialect: 'sqlite', read: onConnection(db), destroy: () => db.destroy() };
  const pool = createReadPool({ file, size: workers });
  return { db, dialect: 'sqlite', read: pool.read, destroy: () => pool.close().then(() => db.destroy()) };
}
