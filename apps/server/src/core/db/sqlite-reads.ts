import type SQLite from 'better-sqlite3';

/** Read settings of every connection to the SQLite file: the main one (connect.ts) and each read worker's (read-worker.ts). */
export function tuneReads(sqlite: SQLite.Database) {
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  sqlite.pragma('temp_store = MEMORY');
  // Reads through a memory map instead of a read() per page: a metro-wide map box over 1M
  // listings visits ~170k rows, and the copies cost as much CPU as the query (bench/RESULTS.md).
  sqlite.pragma('mmap_size = 2147483648');
}
