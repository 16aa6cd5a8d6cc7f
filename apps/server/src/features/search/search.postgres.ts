import { sql } from 'kysely';
import type { SearchIndex } from './search.repo.js';

/** to_tsquery of every word, the last one a prefix: palm & jum:* */
const tsQuery = (terms: readonly string[]) => terms.map((term, i) => `${term}${i === terms.length - 1 ? ':*' : ''}`).join(' & ');

/**
 * PostgreSQL: the trigger-kept `search_vector` ('simple' config: no stemming or stop words, so
 * Arabic and English behave alike) under a GIN index, and a GiST index on point(longitude,
 * latitude) for boxes (no PostGIS needed) — both from migration 0007.
 */
export const postgresSearchIndex: SearchIndex = {
  listings(db, terms, box) {
    let query = db.selectFrom('properties');
    if (terms.length) query = query.where(sql<boolean>`properties.search_vector @@ to_tsquery('simple', ${tsQuery(terms)})`);
    if (box) query = query.where(sql<boolean>`point(properties.longitude, properties.latitude) <@ box(point(${box.minLng}, ${box.minLat}), point(${box.maxLng}, ${box.maxLat}))`);
    return query;
  },
  // A cast of any other text would fail the whole query.
  number: (column) => sql<number | null>`case when ${sql.ref(column)} ~ '^[0-9]+(\.[0-9]+)?$' then ${sql.ref(column)}::numeric end`,
  cell: (column, shift, size) => sql<number>`floor((${sql.ref(column)} + ${sql.lit(shift)}) / ${sql.lit(size)})::integer`,
};
