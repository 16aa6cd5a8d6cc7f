import { sql } from 'kysely';
import type { Db } from '../../core/db/connect.js';
import { isVisibleProject, isVisibleProperty } from '../properties/visibility.js';

export function createAgentsRepo(db: Db) {
  const activeAgents = () => db.selectFrom('users').where('users.is_agent', '=', 1).where('users.is_active', '=', 1);

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
  };
}
export type AgentsRepo = ReturnType<typeof createAgentsRepo>;
export type AgentRow = Awaited<ReturnType<AgentsRepo['list']>>['rows'][number];
