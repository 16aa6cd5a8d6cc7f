import { sql } from 'kysely';
import type { ListingsQuery, SearchIndex } from './search.repo.js';

/** FTS5 phrase per word, the last one a prefix: "palm" "jum"* */
const ftsQuery = (terms: readonly string[]) => terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

const textHits = (terms: readonly string[]) => sql<{ id: number }>`select rowid as id from properties_fts where properties_fts match ${ftsQuery(terms)}`;

/**
 * SQLite: an FTS5 external-content table kept in sync by triggers (migration 0007), and the
 * place-and-visibility index of migration 0009 for boxes.
 * - Words alone drive the query from the FTS5 hits (CROSS JOIN fixes the join order: without
 *   statistics the planner would rather walk the visibility index and test each row against the
 *   hit list).
 * - A box reads the box's entries of the place index; with words, each is looked up in the FTS5
 *   hits (`+` keeps the planner from reading the listings one hit at a time instead). For a
 *   metro-wide box and a common word that is half the CPU of intersecting the hits with an
 *   R*Tree's, and the count never reads a listing row.
 */
export const sqliteSearchIndex: SearchIndex = {
  listings(db, terms, box, lead) {
    let query: ListingsQuery;
    if (terms.length && lead && !box) {
      query = db
        .selectFrom(sql<{ id: number }>`(${textHits(terms)})`.as('hit'))
        .crossJoin('properties')
        .where(sql<boolean>`properties.id = hit.id`) as unknown as ListingsQuery;
    } else {
      query = db.selectFrom('properties');
      if (terms.length) query = query.where(sql<boolean>`+properties.id in (${textHits(terms)})`);
    }
    if (box) query = query.where((eb) => eb.and([eb.between('properties.longitude', box.minLng, box.maxLng), eb.between('properties.latitude', box.minLat, box.maxLat)]));
    return query;
  },
  // Only plain decimals count as numbers: SQLite would read "" and "abc" as 0.
  number: (column) => sql<number | null>`case when ${sql.ref(column)} glob '[0-9]*' and ${sql.ref(column)} not glob '*[^0-9.]*' then cast(${sql.ref(column)} as real) end`,
  // The shifted value is never negative, so truncation is floor.
  cell: (column, shift, size) => sql<number>`cast((${sql.ref(column)} + ${sql.lit(shift)}) / ${sql.lit(size)} as integer)`,
};
