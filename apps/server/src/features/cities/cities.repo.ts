import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { isVisibleProperty } from '../properties/visibility.js';

type Audit = Omit<AuditEntry, 'entityId' | 'entity'>;
const stamp = () => new Date().toISOString();

/** A city as the admin console writes it (its picture shows for listings in a city of that name). */
export interface CityValues {
  name: string;
  state: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  image?: string | undefined;
  status: number;
}

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

    // The admin console (catalogue.manage); each change audited in its transaction.

    adminList(id?: number) {
      const query = db.selectFrom('cities').selectAll().orderBy('name').orderBy('id');
      return (id === undefined ? query : query.where('id', '=', id)).execute();
    },

    async create(values: CityValues, audit: Audit): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('cities').values({ ...values, image: values.image ?? null, created_at: stamp(), updated_at: stamp() }).returning('id').executeTakeFirstOrThrow();
        await recordAudit(trx, { ...audit, entity: 'city', entityId: row.id, after: values });
        return row.id;
      });
    },

    async update(id: number, values: CityValues, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        const { image, ...rest } = values;
        await trx.updateTable('cities').set({ ...rest, ...(image ? { image } : {}), updated_at: stamp() }).where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entity: 'city', entityId: id, before, after: values });
        return true;
      });
    },

    /** Cities are pictures of a name, not referenced by listings: deleting one only drops its picture. */
    async remove(id: number, audit: Audit): Promise<{ image: string | null } | undefined> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('cities').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return undefined;
        await trx.deleteFrom('cities').where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entity: 'city', entityId: id, before });
        return { image: before.image };
      });
    },
  };
}
export type CitiesRepo = ReturnType<typeof createCitiesRepo>;
