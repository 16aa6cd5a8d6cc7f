import type { Db } from '../../core/db/connect.js';
import { isVisibleProperty } from '../properties/visibility.js';

export function createCitiesRepo(db: Db) {
  /** Visible sell/rent listings grouped by city. */
  function cityCounts(now: string) {
    return db
      .selectFrom('properties')
      .where((eb) => isVisibleProperty(eb, now))
      .where('property_type', 'in', [0, 1])
      .where('city', '<>', '')
      .groupBy('city');
  }

  return {
    async withListings(now: string, page: { offset: number; limit: number }) {
      const [rows, count] = await Promise.all([
        cityCounts(now)
          .select((eb) => ['city', eb.fn.countAll<number>().as('count')])
          .orderBy('count', 'desc')
          .orderBy('city')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        db
          .selectFrom(cityCounts(now).select('city').as('c'))
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ city: r.city, count: Number(r.count) })), total: Number(count.n) };
    },

    /** The admin's picture for each of these city names (first match by name). */
    async imagesFor(names: readonly string[]): Promise<Map<string, string>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .selectFrom('cities')
        .select(['name', 'image'])
        .where('status', '=', 1)
        .where('image', 'is not', null)
        .where('name', 'in', [...names])
        .orderBy('id')
        .execute();
      const images = new Map<string, string>();
      for (const row of rows) if (row.image && !images.has(row.name)) images.set(row.name, row.image);
      return images;
    },
  };
}
export type CitiesRepo = ReturnType<typeof createCitiesRepo>;
