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
    // One main connection holds a lock that more reads than the read pool has connections wait
    // for: were the pools shared, the main query below would wait for the lock too, and time out.
    await database.db.connection().execute(async (holder) => {
      await sql`select pg_advisory_lock(4242)`.execute(holder);
      let readsDone = 0;
      const blocked = Array.from({ length: 12 }, () =>
        database.read(sql`select pg_advisory_xact_lock_shared(4242)`.compile(database.db)).then(() => (readsDone += 1)),
      );
      const [answer] = (await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows;
      expect(answer?.one).toBe(1);
      expect(readsDone).toBe(0);
      await sql`select pg_advisory_unlock(4242)`.execute(holder);
      await Promise.all(blocked);
      expect(readsDone).toBe(12);
    });
  });

  it('keep bitmaps of large boxes exact (work_mem) and read the test schema', async () => {
    const [setting] = await database.read(sql<{ work_mem: string }>`show work_mem`.compile(database.db));
    expect(setting?.work_mem).toBe('32MB');
    const [found] = await database.read(sql<{ n: number }>`select count(*)::integer as n from search_state`.compile(database.db));
    expect(found?.n).toBe(1);
  });
});
