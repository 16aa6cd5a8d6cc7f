import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { isVisibleProject, isVisibleProperty } from '../properties/visibility.js';

/** Sold (2) and rented (3) in the properties.property_type column. */
const SOLD = 2;
const RENTED = 3;

export function createAgentsRepo(db: Db) {
  const activeAgents = () => db.selectFrom('users').where('users.is_agent', '=', 1).where('users.is_active', '=', 1);
  /** Listings of one owner; null = the company's own (added by the admin, no user). */
  const propertiesOf = (ownerId: number | null) =>
    db.selectFrom('properties').where((eb) => (ownerId === null ? eb('properties.user_id', 'is', null) : eb('properties.user_id', '=', ownerId)));
  const escapeLike = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  return {
    /** Active agents with their visible listing counts: verified first, then most listings. */
    async list(page: { offset: number; limit: number }, now: string) {
      const counted = activeAgents().select((eb) => [
        'users.id',
        'users.name',
        'users.email',
        'users.country_code',
        'users.mobile',
        'users.profile',
        'users.slug_id',
        'users.facebook_id',
        'users.twiiter_id',
        'users.instagram_id',
        'users.youtube_id',
        'users.verification_status',
        eb
          .selectFrom('properties')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('properties.user_id', '=', 'users.id')
          .where((w) => isVisibleProperty(w, now))
          .as('property_count'),
        eb
          .selectFrom('projects')
          .select((c) => c.fn.countAll<number>().as('n'))
          .whereRef('projects.user_id', '=', 'users.id')
          .where((w) => isVisibleProject(w))
          .as('projects_count'),
      ]);
      const [rows, count] = await Promise.all([
        db
          .selectFrom(counted.as('agents'))
          .selectAll()
          .orderBy(sql`case when agents.verification_status = 'success' then 1 else 0 end`, 'desc')
          .orderBy(sql`coalesce(agents.property_count, 0) + coalesce(agents.projects_count, 0)`, 'desc')
          .orderBy('agents.id')
          .offset(page.offset)
          .limit(page.limit)
          .execute(),
        activeAgents()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        rows: rows.map((r) => ({ ...r, property_count: Number(r.property_count ?? 0), projects_count: Number(r.projects_count ?? 0) })),
        total: Number(count.n),
      };
    },

    /** An active account's public profile (agents and other owners alike; staff accounts are not listed). */
    profile(where: { id?: number | undefined; slugId?: string | undefined }) {
      let query = db
        .selectFrom('users')
        .select([
          'id',
          'slug_id',
          'name',
          'profile',
          'country_code',
          'mobile',
          'email',
          'address',
          'city',
          'state',
          'country',
          'facebook_id',
          'twiiter_id',
          'instagram_id',
          'youtube_id',
          'about_me',
          'latitude',
          'longitude',
          'is_agent',
          'verification_status',
        ])
        .where('is_active', '=', 1)
        .where('role', '=', 'user');
      if (where.id !== undefined) query = query.where('id', '=', where.id);
      if (where.slugId !== undefined) query = query.where('slug_id', '=', where.slugId);
      return query.executeTakeFirst();
    },

    /** Ids of a page of the owner's visible listings, newest first (optionally matching a title), and the total. */
    async visiblePropertyIds(ownerId: number | null, page: { offset: number; limit: number }, search: string | undefined, now: string) {
      let matching = propertiesOf(ownerId).where((eb) => isVisibleProperty(eb, now));
      if (search !== undefined) matching = matching.where((eb) => sql<boolean>`${eb.fn('lower', ['properties.title'])} like ${escapeLike(search)} escape '\\'`);
      const [rows, count] = await Promise.all([
        matching.select('properties.id').orderBy('properties.created_at', 'desc').orderBy('properties.id', 'desc').offset(page.offset).limit(page.limit).execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.id), total: Number(count.n) };
    },

    /** The owner's visible premium listings, and approved listings marked sold and rented. */
    async listingFigures(ownerId: number | null, now: string) {
      const [premium, closed] = await Promise.all([
        propertiesOf(ownerId)
          .where((eb) => isVisibleProperty(eb, now))
          .where('properties.is_premium', '=', 1)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
        propertiesOf(ownerId)
          .where('properties.request_status', '=', 'approved')
          .where('properties.property_type', 'in', [SOLD, RENTED])
          .select(['properties.property_type', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('properties.property_type')
          .execute(),
      ]);
      const closedOf = (type: number) => Number(closed.find((r) => Number(r.property_type) === type)?.n ?? 0);
      return { premium: Number(premium.n), sold: closedOf(SOLD), rented: closedOf(RENTED) };
    },
  };
}
export type AgentsRepo = ReturnType<typeof createAgentsRepo>;
export type AgentRow = Awaited<ReturnType<AgentsRepo['list']>>['rows'][number];
