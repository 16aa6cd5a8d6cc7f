import { sql } from 'kysely';
import type { SearchIndex } from './search.repo.js';

/** FTS5 phrase per word, the last one a prefix: "palm" "jum"* */
const ftsQuery = (terms: readonly string[]) => terms.map((term, i) => `"${term}"${i === terms.length - 1 ? '*' : ''}`).join(' ');

/** SQLite: FTS5 external-content table and R*Tree, both kept in sync by triggers (migration 0007). */
export const sqliteSearchIndex: SearchIndex = {
  matchesText: (eb, terms) => eb('properties.id', 'in', sql<number>`(select rowid from properties_fts where properties_fts match ${ftsQuery(terms)})`),
  // The R*Tree stores 32-bit floats rounded outwards: it narrows the candidates, the exact
  // comparison on the row keeps the edges identical to PostgreSQL.
  inBox: (eb, box) =>
    eb.and([
      eb(
        'properties.id',
        'in',
        sql<number>`(select id from properties_rtree where max_lat >= ${box.minLat} and min_lat <= ${box.maxLat} and max_lng >= ${box.minLng} and min_lng <= ${box.maxLng})`,
      ),
      eb.between('properties.latitude', box.minLat, box.maxLat),
      eb.between('properties.longitude', box.minLng, box.maxLng),
    ]),
  // The shifted value is never negative, so truncation is floor.
  cell: (column, shift, size) => sql<number>`cast((${sql.ref(column)} + ${sql.lit(shift)}) / ${sql.lit(size)} as integer)`,
};
