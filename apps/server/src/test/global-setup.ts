import pg from 'pg';

// Decides once per run whether the API suites also run on PostgreSQL: when DATABASE_URL or
// TEST_PG is given, or when a server answers on 127.0.0.1:5432. CI sets REQUIRE_PG=1 so that a
// missing PostgreSQL fails the run instead of silently skipping half the suite.
export default async function setup() {
  const given = process.env.TEST_PG ?? process.env.DATABASE_URL;
  const url = given ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.ABODE_TEST_PG_URL = url;
  } catch (error) {
    if (given || process.env.REQUIRE_PG === '1') throw new Error(`PostgreSQL is required for tests but ${url} did not answer: ${String(error)}`);
    delete process.env.ABODE_TEST_PG_URL;
  } finally {
    await client.end().catch(() => {});
  }
}
