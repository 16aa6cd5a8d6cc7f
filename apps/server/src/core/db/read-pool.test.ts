import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseHandle } from './connect.js';
import { createReadPool } from './read-pool.js';

// Counting to this in a recursive CTE keeps a worker busy for a good fraction of a second.
const LONG = CompiledQuery.raw('with recursive n(i) as (select 1 union all select i + 1 from n where i < 1000000) select count(*) as n from n');
const SHORT = CompiledQuery.raw('select count(*) as n from notes');

describe('SQLite read pool', () => {
  let dir: string;
  let database: DatabaseHandle;
  let file: string;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'abode-read-pool-'));
    file = path.join(dir, 'abode.db');
    database = connectDatabase({ sqliteFile: file, readWorkers: 2 });
    await database.db.executeQuery(CompiledQuery.raw('create table notes (id integer primary key, body text not null)'));
  });
  afterEach(async () => {
    await database.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  it('reads in the workers what the main connection has committed', async () => {
    await database.db.executeQuery(CompiledQuery.raw("insert into notes (body) values ('a'), ('b')"));
    expect(await database.read(CompiledQuery.raw('select body from notes where id > ? order by id', [0]))).toEqual([{ body: 'a' }, { body: 'b' }]);
  });

  it('answers a short query and keeps the event loop free while a long one runs', async () => {
    const finished: string[] = [];
    const long = database.read(LONG).then(() => finished.push('long'));
    const short = database.read(SHORT).then(() => finished.push('short'));
    const timer = new Promise((resolve) => setTimeout(resolve, 5)).then(() => finished.push('timer'));
    await Promise.all([long, short, timer]);
    expect(finished.indexOf('long')).toBe(2);
  });

  it('rejects with the database error, and refuses writes', async () => {
    await expect(database.read(CompiledQuery.raw('select * from missing'))).rejects.toMatchObject({ code: 'SQLITE_ERROR', message: 'no such table: missing' });
    await expect(database.read(CompiledQuery.raw("insert into notes (body) values ('c')"))).rejects.toMatchObject({ code: 'ABODE_NOT_A_READ' });
    // The workers carry on after an error.
    expect(await database.read(SHORT)).toEqual([{ n: 0 }]);
  });

  it('closes: running queries finish, queued ones and later ones are refused', async () => {
    const pool = createReadPool({ file, size: 1 });
    const running = pool.read(LONG);
    const queued = expect(pool.read(SHORT)).rejects.toThrow('the read pool is closed');
    const closed = pool.close();
    await expect(running).resolves.toEqual([{ n: 1_000_000 }]);
    await queued;
    await closed;
    await expect(pool.read(SHORT)).rejects.toThrow('the read pool is closed');
  });

  it('does not retry a worker that cannot open the database', async () => {
    const pool = createReadPool({ file: path.join(dir, 'missing.db'), size: 1 });
    await expect(pool.read(SHORT)).rejects.toThrow();
    await expect(pool.read(SHORT)).rejects.toThrow('no read worker could start');
    await pool.close();
  });
});
