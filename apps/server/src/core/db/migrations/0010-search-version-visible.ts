import { sql } from 'kysely';
import { PROPERTY_COLUMNS } from './0007-search.js';
import { type AnyDb, isPostgres } from './helpers.js';

// search_state.version (0007) is bumped only by writes a visitor could see: a listing that is
// approved before or after the write, and the parameters and facilities of one. Every cached
// search answer holds approved listings only, so a new listing waiting for review, or an owner's
// edits of one, no longer throw the whole search cache away (with uploads arriving every few
// seconds, each did: bench/RESULTS.md "Upload"). Approval itself bumps it: the row is approved after.
const APPROVED = `'approved'`;
const DETAIL_TABLES = ['property_parameters', 'property_facilities'] as const;

export async function up(db: AnyDb) {
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  const bumpIf = (condition: string) => `update search_state set version = version + 1 where id = 1 and ${condition};`;
  const doc = (row: 'new' | 'old') =>
    `${row}.id, ${row}.title, ${row}.description, ${row}.address, ${row}.city, (select category from categories where id = ${row}.category_id)`;
  // the insert and delete triggers of 0009, their full-text statements unchanged
  for (const name of ['properties_search_ai', 'properties_search_ad', 'properties_search_au']) await run(`drop trigger ${name}`);
  await run(`create trigger properties_search_ai after insert on properties begin
    insert into properties_fts(rowid, title, description, address, city, category) values (${doc('new')});
    ${bumpIf(`new.request_status = ${APPROVED}`)}
  end`);
  await run(`create trigger properties_search_ad after delete on properties begin
    insert into properties_fts(properties_fts, rowid, title, description, address, city, category) values ('delete', ${doc('old')});
    ${bumpIf(`old.request_status = ${APPROVED}`)}
  end`);
  await run(`create trigger properties_search_au after update of ${PROPERTY_COLUMNS} on properties
    when old.request_status = ${APPROVED} or new.request_status = ${APPROVED}
    begin update search_state set version = version + 1 where id = 1; end`);
  const approvedListing = (row: 'new' | 'old') => `exists (select 1 from properties where id = ${row}.property_id and request_status = ${APPROVED})`;
  for (const table of DETAIL_TABLES) {
    const rows = { insert: approvedListing('new'), delete: approvedListing('old'), update: `${approvedListing('new')} or ${approvedListing('old')}` };
    for (const [event, condition] of Object.entries(rows)) {
      await run(`drop trigger ${table}_search_${event}`);
      await run(`create trigger ${table}_search_${event} after ${event} on ${table} when ${condition}
        begin update search_state set version = version + 1 where id = 1; end`);
    }
  }
}

async function postgres(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // Row triggers with a WHEN condition: a statement trigger cannot see its rows for an
  // `update of <columns>` (PostgreSQL allows no transition tables there).
  await run(`drop trigger properties_search_state on properties`);
  await run(`create trigger properties_search_state_insert after insert on properties
    for each row when (new.request_status = ${APPROVED}) execute function search_state_bump()`);
  await run(`create trigger properties_search_state_update after update of ${PROPERTY_COLUMNS} on properties
    for each row when (old.request_status = ${APPROVED} or new.request_status = ${APPROVED}) execute function search_state_bump()`);
  await run(`create trigger properties_search_state_delete after delete on properties
    for each row when (old.request_status = ${APPROVED}) execute function search_state_bump()`);
  // a WHEN condition cannot read another table: the function asks about the listing
  await run(`create function search_state_bump_for_listing() returns trigger language plpgsql as $$
    begin
      if (tg_op <> 'DELETE' and exists (select 1 from properties where id = new.property_id and request_status = ${APPROVED}))
        or (tg_op <> 'INSERT' and exists (select 1 from properties where id = old.property_id and request_status = ${APPROVED})) then
        update search_state set version = version + 1 where id = 1;
      end if;
      return null;
    end $$`);
  for (const table of DETAIL_TABLES) {
    await run(`drop trigger ${table}_search_state on ${table}`);
    await run(`create trigger ${table}_search_state after insert or update or delete on ${table}
      for each row execute function search_state_bump_for_listing()`);
  }
}
