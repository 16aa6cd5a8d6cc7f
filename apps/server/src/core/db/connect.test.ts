import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDialects } from '../../test/databases.js';
import type { DatabaseHandle } from './connect.js';

const postgres = testDialects().includes('postgres');

describe.runIf(postgres)('PostgreSQL reads', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(() => database.destroy());

  it('leave the main connections free while every read connection is busy', async () => {
    // More slow reads than the read pool has connections: they queue among themselves.
    const slow = Array.from({ length: 12 }, () => database.read(sql`select pg_sleep(0.5)`.compile(database.db)));
    const started = performance.now();
    await sql`select 1`.execute(database.db);
    expect(performance.now() - started).toBeLessThan(400);
    await Promise.all(slow);
  });

  it('keep bitmaps of large boxes exact (work_mem) and read the test schema', async () => {
    const [setting] = await database.read(sql<{ work_mem: string }>`show work_mem`.compile(database.db));
    expect(setting?.work_mem).toBe('32MB');
    const [found] = await database.read(sql<{ n: number }>`select count(*)::integer as n from search_state`.compile(database.db));
    expect(found?.n).toBe(1);
  });
});
