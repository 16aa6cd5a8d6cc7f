import { sql } from 'kysely';
import { type AnyDb, isPostgres } from './helpers.js';

// PostgreSQL fires a statement trigger for a statement that touches no row, so the sweeps' routine
// `update advertisements … where end_date <= now` (which almost always matches nothing) moved the
// search version every few minutes and threw away every cached answer and page of every instance
// at once: on the crowd benchmark the detail pages' p95 went from tens of milliseconds to 1.8 s
// while they were all rendered again (issue #19). The statement triggers of 0007, 0018, 0021 and 0022 now look
// at their transition tables and bump only when a row was written; the users trigger (a column
// list allows no transition table) becomes a row trigger that bumps only when a shown column
// changes, on both databases (a sign-in rewrites a profile with the same values). SQLite's
// triggers are row triggers already: they never fire for an untouched row.
const STATEMENT_TRIGGERS: [table: string, trigger: string][] = [
  ['categories', 'categories_search_state'],
  ['advertisements', 'advertisements_search_state'],
  // 0018's content tables, and the catalogue's (0021) and the console's content (0022)
  ...['translations', 'projects', 'project_images', 'articles', 'sliders', 'faqs', 'settings', 'parameters', 'category_parameters', 'facilities', 'cities', 'homepage_sections', 'article_categories'].map(
    (table): [string, string] => [table, `${table}_answers_state`],
  ),
];
const OWNER_COLUMNS = ['name', 'profile', 'email', 'mobile', 'country_code', 'slug_id', 'verification_status', 'is_active'];

export async function up(db: AnyDb) {
  const run = (statement: string) => sql.raw(statement).execute(db);
  const changed = OWNER_COLUMNS.map((column) => `old.${column} is distinct from new.${column}`).join(' or ');
  if (!isPostgres(db)) {
    await run(`drop trigger users_answers_update`);
    await run(`create trigger users_answers_update after update of ${OWNER_COLUMNS.join(', ')} on users
      when ${changed.replaceAll('is distinct from', 'is not')} begin update search_state set version = version + 1 where id = 1; end`);
    return;
  }
  for (const rows of ['new', 'old']) {
    await run(`create function search_state_bump_if_${rows}_rows() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from ${rows}_rows) then
          update search_state set version = version + 1 where id = 1;
        end if;
        return null;
      end $$`);
  }
  // A trigger with transition tables has one event.
  const events = [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const;
  for (const [table, trigger] of STATEMENT_TRIGGERS) {
    await run(`drop trigger ${trigger} on ${table}`);
    for (const [event, rows] of events) {
      await run(`create trigger ${table}_version_${event} after ${event} on ${table} referencing ${rows} table as ${rows}_rows
        for each statement execute function search_state_bump_if_${rows}_rows()`);
    }
  }
  await run(`drop trigger users_answers_state on users`);
  await run(`create trigger users_answers_state after update of ${OWNER_COLUMNS.join(', ')} on users
    for each row when (${changed}) execute function search_state_bump()`);
}
