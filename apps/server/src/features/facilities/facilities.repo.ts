import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { dropTranslations, nameTranslationsOf, writeNameTranslations } from '../../core/db/name-translations.js';
import { isVisibleProperty } from '../properties/visibility.js';

type Audit = Omit<AuditEntry, 'entityId' | 'entity'>;
const stamp = () => new Date().toISOString();

/** A facility as the admin console writes it. */
export interface FacilityValues {
  name: string;
  image?: string | undefined;
  status: number;
}

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

    // The admin console (catalogue.manage); each change audited in its transaction.

    /** Every facility, on or off, by name, with the listings that name it counted. */
    async adminList(id?: number) {
      let query = db
        .selectFrom('facilities')
        .selectAll('facilities')
        .select((eb) => eb.selectFrom('property_facilities').whereRef('property_facilities.facility_id', '=', 'facilities.id').select((c) => c.fn.countAll<number>().as('n')).as('listings'))
        .orderBy('facilities.name')
        .orderBy('facilities.id');
      if (id !== undefined) query = query.where('facilities.id', '=', id);
      const rows = await query.execute();
      const translations = await nameTranslationsOf(db, 'facility', 'name', rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, listings: Number(r.listings ?? 0), translations: translations.get(r.id) ?? {} }));
    },

    async create(values: FacilityValues, translations: Record<string, string> | undefined, audit: Audit): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('facilities').values({ ...values, image: values.image ?? null, created_at: stamp(), updated_at: stamp() }).returning('id').executeTakeFirstOrThrow();
        await writeNameTranslations(trx, 'facility', row.id, 'name', translations);
        await recordAudit(trx, { ...audit, entity: 'facility', entityId: row.id, after: { ...values, translations } });
        return row.id;
      });
    },

    async update(id: number, values: FacilityValues, translations: Record<string, string> | undefined, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('facilities').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        const { image, ...rest } = values;
        await trx.updateTable('facilities').set({ ...rest, ...(image ? { image } : {}), updated_at: stamp() }).where('id', '=', id).execute();
        await writeNameTranslations(trx, 'facility', id, 'name', translations);
        await recordAudit(trx, { ...audit, entity: 'facility', entityId: id, before, after: { ...values, translations } });
        return true;
      });
    },

    /** Deletes a facility no listing names ('in-use' otherwise, checked in the deleting transaction). */
    async remove(id: number, audit: Audit): Promise<{ outcome: 'gone' } | { outcome: 'in-use' } | { outcome: 'deleted'; image: string | null }> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('facilities').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return { outcome: 'gone' as const };
        if (await trx.selectFrom('property_facilities').select('facility_id').where('facility_id', '=', id).limit(1).executeTakeFirst()) return { outcome: 'in-use' as const };
        await trx.deleteFrom('facilities').where('id', '=', id).execute();
        await dropTranslations(trx, 'facility', id);
        await recordAudit(trx, { ...audit, entity: 'facility', entityId: id, before });
        return { outcome: 'deleted' as const, image: before.image };
      });
    },
  };
}
export type FacilitiesRepo = ReturnType<typeof createFacilitiesRepo>;
