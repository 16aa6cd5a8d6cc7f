import type { MapBox } from '@abode/shared/schemas/search';
import { type RawBuilder, sql } from 'kysely';
import type { ListingsQuery, SearchIndex } from './search.repo.js';

/** FTS5 phrase per word, the last one a prefix: "palm" "jum"* */
const ftsQuery = (terms: readonly string[]) => terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

const textHits = (terms: readonly string[]) => sql<{ id: number }>`select rowid as id from properties_fts where properties_fts match ${ftsQuery(terms)}`;
// The R*Tree keeps 32-bit floats rounded outwards: it narrows the candidates, and the exact
// comparison on the row (below) keeps the edges identical to PostgreSQL's.
const areaHits = (box: MapBox) =>
  sql<{ id: number }>`select id from properties_rtree where max_lat >= ${box.minLat} and min_lat <= ${box.maxLat} and max_lng >= ${box.minLng} and min_lng <= ${box.maxLng}`;

/**
 * SQLite: FTS5 external-content table and R*Tree, both kept in sync by triggers (migration 0007).
 * The index hits drive the query (CROSS JOIN fixes the join order: without statistics the planner
 * would rather walk the visibility index and test each row against the hit list); with both, the
 * two id lists are intersected before any listing row is read.
 */
export const sqliteSearchIndex: SearchIndex = {
  listings(db, terms, box, lead) {
    const hits: RawBuilder<{ id: number }>[] = [...(terms.length ? [textHits(terms)] : []), ...(box ? [areaHits(box)] : [])];
    let query: ListingsQuery;
    if (!lead || hits.length === 0) {
      query = db.selectFrom('properties');
      for (const ids of hits) query = query.where(sql<boolean>`properties.id in (${ids})`);
    } else {
      const ids = sql.join(hits, sql` intersect `);
      query = db
        .selectFrom(sql<{ id: number }>`(${ids})`.as('hit'))
        .crossJoin('properties')
        .where(sql<boolean>`properties.id = hit.id`) as unknown as ListingsQuery;
    }
    if (box) query = query.where((eb) => eb.and([eb.between('properties.latitude', box.minLat, box.maxLat), eb.between('properties.longitude', box.minLng, box.maxLng)]));
    return query;
  },
  // The shifted value is never negative, so truncation is floor.
  cell: (column, shift, size) => sql<number>`cast((${sql.ref(column)} + ${sql.lit(shift)}) / ${sql.lit(size)} as integer)`,
};
