import type { Db } from '../../core/db/connect.js';
import { isVisibleProperty } from '../properties/visibility.js';

export function createFacilitiesRepo(db: Db) {
  function active(id: number | undefined) {
    const query = db.selectFrom('facilities').where('status', '=', 1);
    return id === undefined ? query : query.where('id', '=', id);
  }

  return {
    async list(id: number | undefined, page: { offset: number; limit: number }) {
      const [data, count] = await Promise.all([
        active(id).select(['id', 'name', 'image']).orderBy('name').orderBy('id').offset(page.offset).limit(page.limit).execute(),
        active(id)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: data, total: Number(count.n) };
    },

    /** Active facilities that visible listings name, with how many do and the farthest distance. */
    usedByVisibleListings(now: string) {
      return db
        .selectFrom('facilities')
        .innerJoin('property_facilities', 'property_facilities.facility_id', 'facilities.id')
        .innerJoin('properties', 'properties.id', 'property_facilities.property_id')
        .select((eb) => [
          'facilities.id',
          'facilities.name',
          'facilities.image',
          eb.fn.count<number>('properties.id').distinct().as('properties_count'),
          eb.fn.max('property_facilities.distance').as('max_distance'),
        ])
        .where('facilities.status', '=', 1)
        .where((eb) => isVisibleProperty(eb, now))
        .groupBy(['facilities.id', 'facilities.name', 'facilities.image'])
        .orderBy('facilities.name')
        .execute();
    },
  };
}
export type FacilitiesRepo = ReturnType<typeof createFacilitiesRepo>;
