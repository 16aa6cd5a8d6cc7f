import { sql } from 'kysely';
import { type AnyDb, index, isPostgres } from './helpers.js';

// Search indexes kept in sync by the database itself, so any write to listings (whatever code
// makes it) is searchable at once:
// - full text over title, description, address, city and category name;
// - a spatial index on (latitude, longitude) for map boxes;
// - search_state.version, bumped by every write that can change a search answer, so that
//   cached answers can be checked in one primary-key read (features/search/search.cache.ts).
// View and favourite counters change on every detail view and heart: they do not bump the version
// (cached answers sorted by them may lag by the cache's TTL) so that browsing keeps the cache warm.
export const PROPERTY_COLUMNS = [
  'slug_id', 'user_id', 'category_id', 'title', 'description', 'property_type', 'rentduration', 'price', 'currency_code',
  'address', 'client_address', 'city', 'state', 'country', 'latitude', 'longitude', 'title_image', 'title_image_hash',
  'three_d_image', 'video_link', 'meta_title', 'meta_description', 'meta_keywords', 'meta_image', 'is_premium', 'status',
  'request_status', 'reject_reason', 'expires_at', 'created_at',
].join(', ');

export async function up(db: AnyDb) {
  await db.schema
    .createTable('search_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.insertInto('search_state').values({ id: 1, version: 0 }).execute();
  // newest first without a type filter: an index-ordered read instead of sorting every listing
  await index(db, 'properties', ['request_status', 'status', 'created_at']);
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // External content: the text lives in properties (+ categories), the FTS table holds the index.
  await run(`create view properties_search_doc as
    select p.id, p.title, p.description, p.address, p.city, c.category
    from properties p join categories c on c.id = p.category_id`);
  await run(`create virtual table properties_fts using fts5(
    title, description, address, city, category,
    content='properties_search_doc', content_rowid='id', tokenize='unicode61 remove_diacritics 2')`);
  await run(`create virtual table properties_rtree using rtree(id, min_lat, max_lat, min_lng, max_lng)`);

  const doc = (row: 'new' | 'old') =>
    `${row}.id, ${row}.title, ${row}.description, ${row}.address, ${row}.city, (select category from categories where id = ${row}.category_id)`;
  const bump = `update search_state set version = version + 1 where id = 1;`;
  await run(`create trigger properties_search_ai after insert on properties begin
    insert into properties_fts(rowid, title, description, address, city, category) values (${doc('new')});
    insert into properties_rtree values (new.id, new.latitude, new.latitude, new.longitude, new.longitude);
    ${bump}
  end`);
  await run(`create trigger properties_search_ad after delete on properties begin
    insert into properties_fts(properties_fts, rowid, title, description, address, city, category) values ('delete', ${doc('old')});
    delete from properties_rtree where id = old.id;
    ${bump}
  end`);
  await run(`create trigger properties_search_au_text after update of title, description, address, city, category_id on properties begin
    insert into properties_fts(properties_fts, rowid, title, description, address, city, category) values ('delete', ${doc('old')});
    insert into properties_fts(rowid, title, description, address, city, category) values (${doc('new')});
  end`);
  await run(`create trigger properties_search_au_place after update of latitude, longitude on properties begin
    update properties_rtree set min_lat = new.latitude, max_lat = new.latitude, min_lng = new.longitude, max_lng = new.longitude where id = new.id;
  end`);
  await run(`create trigger properties_search_au after update of ${PROPERTY_COLUMNS} on properties begin ${bump} end`);
  await run(`create trigger categories_search_au after update of category on categories begin
    insert into properties_fts(properties_fts, rowid, title, description, address, city, category)
      select 'delete', id, title, description, address, city, old.category from properties where category_id = new.id;
    insert into properties_fts(rowid, title, description, address, city, category)
      select id, title, description, address, city, new.category from properties where category_id = new.id;
  end`);
  for (const table of ['categories', 'advertisements', 'property_parameters', 'property_facilities']) {
    for (const event of ['insert', 'update', 'delete']) {
      await run(`create trigger ${table}_search_${event} after ${event} on ${table} begin ${bump} end`);
    }
  }
  await run(`insert into properties_fts(properties_fts) values ('rebuild')`);
  await run(`insert into properties_rtree select id, latitude, latitude, longitude, longitude from properties`);
}

async function postgres(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // A trigger-maintained column rather than a generated one: the category name is in another table.
  await run(`alter table properties add column search_vector tsvector`);
  await run(`create function properties_search_vector() returns trigger language plpgsql as $$
    begin
      new.search_vector := to_tsvector('simple',
        coalesce(new.title, '') || ' ' || coalesce(new.description, '') || ' ' || coalesce(new.address, '') || ' ' ||
        coalesce(new.city, '') || ' ' || coalesce((select category from categories where id = new.category_id), ''));
      return new;
    end $$`);
  await run(`create trigger properties_search_vector before insert or update of title, description, address, city, category_id
    on properties for each row execute function properties_search_vector()`);
  await run(`create function categories_search_vector() returns trigger language plpgsql as $$
    begin
      update properties set title = title where category_id = new.id;
      return null;
    end $$`);
  await run(`create trigger categories_search_vector after update of category on categories
    for each row when (old.category is distinct from new.category) execute function categories_search_vector()`);
  await run(`update properties set title = title`);
  await run(`create index properties_search_vector_gin on properties using gin (search_vector)`);
  await run(`create index properties_location_gist on properties using gist (point(longitude, latitude))`);

  await run(`create function search_state_bump() returns trigger language plpgsql as $$
    begin
      update search_state set version = version + 1 where id = 1;
      return null;
    end $$`);
  await run(`create trigger properties_search_state after insert or update of ${PROPERTY_COLUMNS} or delete on properties
    for each statement execute function search_state_bump()`);
  for (const table of ['categories', 'advertisements', 'property_parameters', 'property_facilities']) {
    await run(`create trigger ${table}_search_state after insert or update or delete on ${table}
      for each statement execute function search_state_bump()`);
  }
}
