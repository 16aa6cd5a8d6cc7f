import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

// SQLite: a listing's place, visibility and age in one index, replacing the plain (latitude,
// longitude) index of 0003 and the R*Tree of 0007. A box is read from it alone: a map's clusters
// are counted without reading one listing row per hit, and words in a box are the FTS5 hits
// looked up while walking the box's index entries (the R*Tree's ids had to be sorted to be
// intersected with them). Over 1M listings a metro-wide map box went from ~240 to ~100 ms of CPU
// and words in it from ~200 to ~110 ms (bench/README.md). Longitude leads: the generated metros
// (and the Gulf's cities) overlap less east-west than north-south. PostgreSQL keeps its GiST
// index (0007).
export async function up(db: AnyDb) {
  if (isPostgres(db)) return;
  const run = (statement: string) => sql.raw(statement).execute(db);
  await run(`create index properties_box_idx on properties (longitude, latitude, request_status, status, expires_at, created_at)`);
  await run(`drop index properties_latitude_longitude_idx`);
  // The insert and delete triggers of 0007, without their R*Tree statements.
  const doc = (row: 'new' | 'old') =>
    `${row}.id, ${row}.title, ${row}.description, ${row}.address, ${row}.city, (select category from categories where id = ${row}.category_id)`;
  const bump = `update search_state set version = version + 1 where id = 1;`;
  for (const name of ['properties_search_ai', 'properties_search_ad', 'properties_search_au_place']) await run(`drop trigger ${name}`);
  await run(`create trigger properties_search_ai after insert on properties begin
    insert into properties_fts(rowid, title, description, address, city, category) values (${doc('new')});
    ${bump}
  end`);
  await run(`create trigger properties_search_ad after delete on properties begin
    insert into properties_fts(properties_fts, rowid, title, description, address, city, category) values ('delete', ${doc('old')});
    ${bump}
  end`);
  await run(`drop table properties_rtree`);
}
