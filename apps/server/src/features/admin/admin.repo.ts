import type { AuditQuery, UserListQuery } from '@abode/shared/schemas/admin';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { contains } from '../../core/db/like.js';

// Who acts in the console, the audit log, staff accounts and the users list.

const USER_COLUMNS = ['id', 'name', 'email', 'mobile', 'role', 'is_active', 'is_agent', 'verification_status', 'created_at', 'last_login_at'] as const;

export function createAdminRepo(db: Db) {
  return {
    actor(userId: number) {
      return db.selectFrom('users').select(['id', 'name', 'role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    async auditPage(query: AuditQuery) {
      let rows = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.actor_id');
      if (query.actor_id !== undefined) rows = rows.where('audit_log.actor_id', '=', query.actor_id);
      if (query.entity !== undefined) rows = rows.where('audit_log.entity', '=', query.entity);
      if (query.entity_id !== undefined) rows = rows.where('audit_log.entity_id', '=', query.entity_id);
      if (query.action !== undefined) rows = rows.where('audit_log.action', '=', query.action);
      if (query.from !== undefined) rows = rows.where('audit_log.created_at', '>=', query.from);
      // `to` is a whole day: everything before the next one
      if (query.to !== undefined) rows = rows.where('audit_log.created_at', '<', nextDay(query.to));
      const [items, count] = await Promise.all([
        rows
          .select(['audit_log.id', 'audit_log.actor_id', 'users.name as actor_name', 'audit_log.action', 'audit_log.entity', 'audit_log.entity_id'])
          .select(['audit_log.before_data', 'audit_log.after_data', 'audit_log.data', 'audit_log.ip', 'audit_log.created_at'])
          .orderBy('audit_log.id', 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    async usersPage(query: UserListQuery) {
      let rows = db.selectFrom('users');
      if (query.search !== undefined) {
        const text = query.search;
        rows = rows.where((eb) => eb.or([contains(eb, 'name', text), contains(eb, 'email', text), contains(eb, 'mobile', text)]));
      }
      if (query.role !== undefined) rows = rows.where('role', '=', query.role);
      if (query.is_active !== undefined) rows = rows.where('is_active', '=', query.is_active ? 1 : 0);
      if (query.is_agent !== undefined) rows = rows.where('is_agent', '=', query.is_agent ? 1 : 0);
      const [items, count] = await Promise.all([
        rows.select(USER_COLUMNS).orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute(),
        rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { items, total: Number(count.n) };
    },

    user(id: number) {
      return db
        .selectFrom('users')
        .select([...USER_COLUMNS, 'slug_id', 'permissions', 'deactivated_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async userCounts(id: number) {
      const count = (q: { executeTakeFirstOrThrow(): Promise<{ n: number | string }> }) => q.executeTakeFirstOrThrow().then((r) => Number(r.n));
      const [properties, projects, reportsMade, reportsAgainst] = await Promise.all([
        count(db.selectFrom('properties').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', id)),
        count(db.selectFrom('projects').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', id)),
        count(db.selectFrom('reports').select((eb) => eb.fn.countAll<number | string>().as('n')).where('user_id', '=', id)),
        count(
          db
            .selectFrom('reports')
            .innerJoin('properties', 'properties.id', 'reports.property_id')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .where('properties.user_id', '=', id),
        ),
      ]);
      return { properties, projects, reports_made: reportsMade, reports_against: reportsAgainst };
    },

    /** The account's live sessions, most recently used first. */
    sessions(id: number, now: string) {
      return db
        .selectFrom('tokens')
        .select(['id', 'user_agent', 'ip', 'last_used_at', 'created_at'])
        .where('user_id', '=', id)
        .where('kind', '=', 'session')
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_used_at', 'desc')
        .limit(20)
        .execute();
    },

    emailTaken(email: string) {
      return db.selectFrom('users').select('id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).executeTakeFirst();
    },

    /** A staff account and its audit row, together. */
    async createStaff(values: { slug_id: string; name: string; email: string; password_hash: string; permissions: string[] }, audit: Omit<AuditEntry, 'entityId' | 'after'>) {
      return db.transaction().execute(async (trx) => {
        const stamp = new Date().toISOString();
        const { id } = await trx
          .insertInto('users')
          .values({
            slug_id: values.slug_id,
            name: values.name,
            email: values.email,
            password_hash: values.password_hash,
            email_verified_at: stamp,
            role: 'staff',
            permissions: JSON.stringify(values.permissions),
            logintype: 3,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { ...audit, entityId: id, after: { name: values.name, email: values.email, role: 'staff', permissions: values.permissions } });
        return id;
      });
    },

    async setPermissions(id: number, permissions: string[], audit: Omit<AuditEntry, 'entityId'>) {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ permissions: JSON.stringify(permissions), updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entityId: id });
      });
    },
  };
}
export type AdminRepo = ReturnType<typeof createAdminRepo>;

function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00.000Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString();
}
