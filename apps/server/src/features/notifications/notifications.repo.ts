import { type ExpressionBuilder, sql } from 'kysely';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { contains } from '../../core/db/like.js';
import type { Database } from '../../core/db/schema.js';

export interface NewNotification {
  title: string;
  message: string;
  type: string;
  property_id: number | null;
  image: string | null;
  link: string | null;
  data: string | null;
  dedupe_key: string | null;
  sent_by: number | null;
}

export interface StoredSubscription {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

const RECIPIENT_CHUNK = 500;

type Scope = ExpressionBuilder<Database & { n: Database['notifications']; r: Database['notification_recipients'] }, 'n' | 'r'>;

// Notifications reach a user by a recipient row (send_type 0), or by being sent to everyone
// after the user registered (send_type 1; a recipient row appears once it is read).
export function createNotificationsRepo(db: Db) {
  const visibleTo = (userId: number) =>
    db
      .selectFrom('notifications as n')
      .leftJoin('notification_recipients as r', (join) => join.onRef('r.notification_id', '=', 'n.id').on('r.user_id', '=', userId))
      .where((eb: Scope) =>
        eb.or([
          eb('r.id', 'is not', null),
          eb.and([eb('n.send_type', '=', 1), eb('n.created_at', '>=', eb.selectFrom('users').select('users.created_at').where('users.id', '=', userId))]),
        ]),
      );

  return {
    /** Stores a notification for these users (or 'all'); null when its dedupe key was used already. */
    async create(values: NewNotification, recipients: readonly number[] | 'all', audit?: Omit<AuditEntry, 'entityId'>): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('notifications')
          .values({ ...values, send_type: recipients === 'all' ? 1 : 0 })
          .onConflict((oc) => oc.column('dedupe_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) return null;
        if (recipients !== 'all') {
          for (let i = 0; i < recipients.length; i += RECIPIENT_CHUNK) {
            const chunk = recipients.slice(i, i + RECIPIENT_CHUNK).map((user_id) => ({ notification_id: row.id, user_id }));
            await trx.insertInto('notification_recipients').values(chunk).onConflict((oc) => oc.doNothing()).execute();
          }
        }
        if (audit) await recordAudit(trx, { ...audit, entityId: row.id });
        return row.id;
      });
    },

    /** Notifications sent from the console, newest first, with how many users each was addressed to. */
    async sentPage(offset: number, limit: number) {
      const sent = db.selectFrom('notifications as n').where('n.sent_by', 'is not', null);
      const [rows, count] = await Promise.all([
        sent
          .leftJoin('users as u', 'u.id', 'n.sent_by')
          .leftJoin('properties as p', 'p.id', 'n.property_id')
          .select((eb) => [
            'n.id',
            'n.title',
            'n.message',
            'n.image',
            'n.send_type',
            'n.property_id',
            'n.sent_by',
            'n.created_at',
            'u.name as sender_name',
            'p.slug_id',
            'p.title as property_title',
            eb.selectFrom('notification_recipients as r').select(eb.fn.countAll<number | string>().as('c')).whereRef('r.notification_id', '=', 'n.id').as('recipients'),
          ])
          .orderBy('n.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        sent.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map((r) => ({ ...r, recipients: Number(r.recipients ?? 0) })), total: Number(count.n) };
    },

    /** Accounts whose name or email holds `search` (all when absent), for the send form's picker. */
    async searchUsers(search: string | undefined, limit: number) {
      let query = db.selectFrom('users').select(['id', 'name', 'email']).where('is_active', '=', 1);
      if (search) query = query.where((eb) => eb.or([contains(eb, 'name', search), contains(eb, 'email', search)]));
      return query.orderBy('name').orderBy('id').limit(limit).execute();
    },

    actor(userId: number) {
      return db.selectFrom('users').select(['role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    async propertyExists(id: number): Promise<boolean> {
      return (await db.selectFrom('properties').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Of these ids, the users that exist (a notification to a deleted account is dropped). */
    async existingUsers(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('users').select('id').where('id', 'in', ids).execute();
      return rows.map((r) => r.id);
    },

    list(userId: number, offset: number, limit: number) {
      return visibleTo(userId)
        .leftJoin('properties as p', 'p.id', 'n.property_id')
        .select([
          'n.id',
          'n.title',
          'n.message',
          'n.type',
          'n.send_type',
          'n.property_id',
          'n.image',
          'n.link',
          'n.data',
          'n.created_at',
          'r.read_at',
          'p.title as property_title',
          'p.title_image as property_image',
        ])
        .orderBy('n.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
    },

    async counts(userId: number): Promise<{ total: number; unread: number }> {
      const row = await visibleTo(userId)
        .select((eb) => [eb.fn.countAll<number | string>().as('total'), eb.fn.count<number | string>(sql`case when r.read_at is null then 1 end`).as('unread')])
        .executeTakeFirst();
      return { total: Number(row?.total ?? 0), unread: Number(row?.unread ?? 0) };
    },

    async isVisible(userId: number, id: number): Promise<boolean> {
      return (await visibleTo(userId).select('n.id').where('n.id', '=', id).executeTakeFirst()) !== undefined;
    },

    /** Marks one (or every) visible notification read; read ones keep their first read time. */
    async markRead(userId: number, id: number | 'all', now: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        let own = trx.updateTable('notification_recipients').set({ read_at: now, updated_at: now }).where('user_id', '=', userId).where('read_at', 'is', null);
        if (id !== 'all') own = own.where('notification_id', '=', id);
        await own.execute();
        await trx
          .insertInto('notification_recipients')
          .columns(['notification_id', 'user_id', 'read_at'])
          .expression((eb) => {
            let broadcasts = eb
              .selectFrom('notifications as n')
              .select(['n.id', sql.lit(userId).as('user_id'), sql.val(now).as('read_at')])
              .where('n.send_type', '=', 1)
              .where('n.created_at', '>=', eb.selectFrom('users').select('users.created_at').where('users.id', '=', userId));
            if (id !== 'all') broadcasts = broadcasts.where('n.id', '=', id);
            return broadcasts;
          })
          .onConflict((oc) => oc.columns(['user_id', 'notification_id']).doNothing())
          .execute();
      });
    },

    /** Web Push: one row per browser (endpoint); a browser another account used moves to this one. Keeps the newest `keep`. */
    async saveSubscription(userId: number, sub: { endpoint: string; p256dh: string; auth: string }, userAgent: string | null, keep: number, now: string) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('push_subscriptions')
          .values({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, user_agent: userAgent, created_at: now, updated_at: now })
          .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, user_agent: userAgent, updated_at: now }))
          .execute();
        const newest = await trx.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(keep).execute();
        await trx
          .deleteFrom('push_subscriptions')
          .where('user_id', '=', userId)
          .where(
            'id',
            'not in',
            newest.map((r) => r.id),
          )
          .execute();
      });
    },

    async removeSubscription(userId: number, endpoint: string): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
    },

    /** A push service answered that the subscription is gone (404/410). */
    async pruneSubscription(id: number): Promise<void> {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    /** The browsers of these users that want notifications (profile switch on, account active). */
    subscriptionsOf(userIds: readonly number[]): Promise<StoredSubscription[]> {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('push_subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.user_id', 's.endpoint', 's.p256dh', 's.auth'])
        .where('s.user_id', 'in', userIds)
        .where('u.notification', '=', 1)
        .where('u.is_active', '=', 1)
        .execute();
    },

    /** Every browser that wants notifications, a page at a time (by id) for broadcasts. */
    subscriptionsAfter(afterId: number, limit: number): Promise<StoredSubscription[]> {
      return db
        .selectFrom('push_subscriptions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.id', 's.user_id', 's.endpoint', 's.p256dh', 's.auth'])
        .where('s.id', '>', afterId)
        .where('u.notification', '=', 1)
        .where('u.is_active', '=', 1)
        .orderBy('s.id')
        .limit(limit)
        .execute();
    },

    /** A setting made once: the first writer wins (instances starting together agree on one value). */
    async settingOnce(key: string, create: () => Promise<string>): Promise<string> {
      const existing = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
      if (existing?.value) return existing.value;
      const value = await create();
      await db
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }).where('settings.value', '=', ''))
        .execute();
      const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
      return row.value;
    },
  };
}
export type NotificationsRepo = ReturnType<typeof createNotificationsRepo>;
