import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

// The cached listing detail, home data and anonymous pages (ADR 028) are checked against the
// search cache's version (search_state, 0007/0010), so the writes that show in them move it too:
// - a visible listing's pictures and documents (only when the listing is approved, as 0010 does
//   for parameters and facilities: uploads of listings waiting for review keep the caches warm);
// - translations, the owner block of a listing (a user's name, picture and contact), and the home
//   page's other content: projects, articles, sliders, FAQs and the site settings.
// Statement triggers (one bump per statement); these tables change rarely beside views and hearts.
const LISTING_TABLES = ['property_images', 'property_documents'] as const;
const CONTENT_TABLES = ['translations', 'projects', 'project_images', 'articles', 'sliders', 'faqs', 'settings'] as const;
const OWNER_COLUMNS = 'name, profile, email, mobile, country_code, slug_id, verification_status, is_active';
const APPROVED = `'approved'`;

export async function up(db: AnyDb) {
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function sqlite(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  const bump = 'update search_state set version = version + 1 where id = 1;';
  const approvedListing = (row: 'new' | 'old') => `exists (select 1 from properties where id = ${row}.property_id and request_status = ${APPROVED})`;
  for (const table of LISTING_TABLES) {
    const rows = { insert: approvedListing('new'), delete: approvedListing('old'), update: `${approvedListing('new')} or ${approvedListing('old')}` };
    for (const [event, condition] of Object.entries(rows)) {
      await run(`create trigger ${table}_answers_${event} after ${event} on ${table} when ${condition} begin ${bump} end`);
    }
  }
  for (const table of CONTENT_TABLES) {
    for (const event of ['insert', 'update', 'delete']) await run(`create trigger ${table}_answers_${event} after ${event} on ${table} begin ${bump} end`);
  }
  await run(`create trigger users_answers_update after update of ${OWNER_COLUMNS} on users begin ${bump} end`);
}

async function postgres(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // search_state_bump_for_listing (0010) bumps only when the row's listing is approved.
  for (const table of LISTING_TABLES) {
    await run(`create trigger ${table}_answers_state after insert or update or delete on ${table}
      for each row execute function search_state_bump_for_listing()`);
  }
  for (const table of CONTENT_TABLES) {
    await run(`create trigger ${table}_answers_state after insert or update or delete on ${table}
      for each statement execute function search_state_bump()`);
  }
  await run(`create trigger users_answers_state after update of ${OWNER_COLUMNS} on users
    for each statement execute function search_state_bump()`);
}
