import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';

/** A listing's state for its owner: closed (sold/rented), expired, then its review and on/off switch. */
const stateOf = (now: string) => sql<string>`case
  when p.property_type in (2, 3) then 'closed'
  when p.expires_at is not null and p.expires_at <= ${now} then 'expired'
  when p.request_status = 'pending' then 'pending'
  when p.request_status = 'rejected' then 'rejected'
  when p.status = 1 then 'active'
  else 'inactive' end`;

export function createDashboardRepo(db: Db) {
  return {
    async listingStates(userId: number, now: string) {
      return db
        .selectFrom('properties as p')
        .select([stateOf(now).as('state'), (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('p.user_id', '=', userId)
        // by position: PostgreSQL does not match a repeated expression whose parameters differ
        .groupBy(sql`1`)
        .execute();
    },

    viewsByDay(userId: number, fromDay: string) {
      return db
        .selectFrom('property_views as v')
        .innerJoin('properties as p', 'p.id', 'v.property_id')
        .select(['v.day', (eb) => eb.fn.countAll<number | string>().as('n')])
        .where('p.user_id', '=', userId)
        .where('v.day', '>=', fromDay)
        .groupBy('v.day')
        .execute();
    },

    async totals(userId: number) {
      const n = (row: { n: number | string | null } | undefined) => Number(row?.n ?? 0);
      const [views, interested, favourited, mine] = await Promise.all([
        db.selectFrom('properties').select((e) => e.fn.sum<number | string | null>('total_click').as('n')).where('user_id', '=', userId).executeTakeFirst(),
        db
          .selectFrom('interests')
          .innerJoin('properties', 'properties.id', 'interests.property_id')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .where('properties.user_id', '=', userId)
          .executeTakeFirst(),
        db
          .selectFrom('favourites')
          .innerJoin('properties', 'properties.id', 'favourites.property_id')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .where('properties.user_id', '=', userId)
          .executeTakeFirst(),
        db.selectFrom('favourites').select((e) => e.fn.countAll<number | string>().as('n')).where('user_id', '=', userId).executeTakeFirst(),
      ]);
      return { views: n(views), interested: n(interested), favourited: n(favourited), mine: n(mine) };
    },

    topListings(userId: number, now: string, limit: number) {
      return db
        .selectFrom('properties as p')
        .select((eb) => [
          'p.id',
          'p.slug_id',
          'p.title',
          'p.title_image',
          'p.total_click',
          stateOf(now).as('state'),
          eb.selectFrom('interests').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('interests.property_id', '=', 'p.id').as('interested'),
          eb.selectFrom('favourites').select((e) => e.fn.countAll<number | string>().as('n')).whereRef('favourites.property_id', '=', 'p.id').as('favourites'),
        ])
        .where('p.user_id', '=', userId)
        .orderBy('p.total_click', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
