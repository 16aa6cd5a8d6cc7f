import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import type { Database, SlidersTable } from '../../core/db/schema.js';

export function createHomepageRepo(db: Db) {
  return {
    activeSliders() {
      return db
        .selectFrom('sliders')
        .leftJoin('categories', (join) => join.onRef('categories.id', '=', 'sliders.category_id').on('categories.status', '=', 1))
        .select([
          'sliders.id',
          'sliders.type',
          'sliders.image',
          'sliders.web_image',
          'sliders.link',
          'sliders.category_id',
          'sliders.property_id',
          'sliders.show_property_details',
          'categories.category as category_name',
          'categories.slug_id as category_slug_id',
          'categories.image as category_image',
        ])
        .where('sliders.status', '=', 1)
        .orderBy('sliders.sort_order')
        .orderBy('sliders.id')
        .execute();
    },

    // The console's sliders (sliders-admin.service.ts): inactive ones too; writes in the audit's transaction.
    adminSliders(id?: number) {
      let query = db
        .selectFrom('sliders')
        .leftJoin('categories', 'categories.id', 'sliders.category_id')
        .leftJoin('properties', 'properties.id', 'sliders.property_id')
        .selectAll('sliders')
        .select(['categories.category as category_name', 'properties.title as property_title', 'properties.slug_id as property_slug_id'])
        .orderBy('sliders.sort_order')
        .orderBy('sliders.id');
      if (id !== undefined) query = query.where('sliders.id', '=', id);
      return query.execute();
    },

    async categoryExists(id: number) {
      return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async propertyExists(id: number) {
      return (await db.selectFrom('properties').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    async nextSliderOrder() {
      const row = await db.selectFrom('sliders').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
      return Number(row?.n ?? 0) + 1;
    },

    async saveSlider(trx: Kysely<Database>, id: number | null, values: Insertable<SlidersTable>) {
      if (id === null) return (await trx.insertInto('sliders').values(values).returning('id').executeTakeFirstOrThrow()).id;
      await trx.updateTable('sliders').set({ ...values, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
      return id;
    },

    async removeSlider(trx: Kysely<Database>, id: number) {
      await trx.deleteFrom('sliders').where('id', '=', id).execute();
    },

    userCity(userId: number) {
      return db.selectFrom('users').select('city').where('id', '=', userId).executeTakeFirst();
    },
  };
}
export type HomepageRepo = ReturnType<typeof createHomepageRepo>;
export type SliderRow = Awaited<ReturnType<HomepageRepo['activeSliders']>>[number];
