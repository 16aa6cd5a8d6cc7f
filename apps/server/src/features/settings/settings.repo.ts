import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { isVisibleProperty } from '../properties/visibility.js';

export function createSettingsRepo(db: Db) {
  return {
    async all(): Promise<Map<string, string>> {
      const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
      return new Map(rows.map((r) => [r.key, r.value]));
    },

    /** How many category, parameter and facility icons there are, and how many of them are SVG files. */
    async iconFormats(): Promise<{ icons: number; svg: number }> {
      const counts = await Promise.all(
        (['categories', 'parameters', 'facilities'] as const).map(async (table) => {
          const { rows } = await sql<{ icons: number | string; svg: number | string | null }>`
            select count(*) as icons, sum(case when lower(image) like '%.svg' then 1 else 0 end) as svg
            from ${sql.table(table)} where image is not null and image <> ''`.execute(db);
          return { icons: Number(rows[0]?.icons ?? 0), svg: Number(rows[0]?.svg ?? 0) };
        }),
      );
      return counts.reduce((all, c) => ({ icons: all.icons + c.icons, svg: all.svg + c.svg }), { icons: 0, svg: 0 });
    },

    async value(key: string): Promise<string | undefined> {
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value;
    },

    currency(code: string) {
      return db.selectFrom('currencies').select(['code', 'name', 'symbol']).where('code', '=', code).executeTakeFirst();
    },

    /** Cheapest and dearest visible listing, in minor units. */
    priceRange(now: string) {
      return db
        .selectFrom('properties')
        .select((eb) => [eb.fn.min('price').as('min'), eb.fn.max('price').as('max')])
        .where((eb) => isVisibleProperty(eb, now))
        .executeTakeFirst();
    },

    /** The company's first administrator: its name and picture stand for admin listings. */
    firstAdmin() {
      return db
        .selectFrom('users')
        .select(['name', 'profile'])
        .where('role', '=', 'admin')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
    },

    homepageSections() {
      return db
        .selectFrom('homepage_sections')
        .select(['id', 'type', 'title', 'sort_order', 'is_active'])
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    userState(userId: number) {
      return db.selectFrom('users').select(['verification_status', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

  };
}
export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
