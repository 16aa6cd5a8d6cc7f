import type { ListingQueueQuery, ReportState } from '@abode/shared/schemas/admin';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { contains } from '../../core/db/like.js';

// What waits for a moderator: listings by review state, verification requests, reports.

const count = (rows: { n: number | string } | undefined) => Number(rows?.n ?? 0);

export function createAdminQueuesRepo(db: Db) {
  return {
    /** Pending ones oldest first (first come, first reviewed); decided ones newest first. */
    async listings(entity: 'properties' | 'projects', query: ListingQueueQuery) {
      const image = entity === 'properties' ? ('properties.title_image' as const) : ('projects.image' as const);
      let rows = db.selectFrom(entity).leftJoin('users', 'users.id', `${entity}.user_id`).where(`${entity}.request_status`, '=', query.request_status);
      if (query.search !== undefined) {
        const text = query.search;
        rows = rows.where((eb) => contains(eb, `${entity}.title`, text));
      }
      const [items, total] = await Promise.all([
        rows
          .select([`${entity}.id`, `${entity}.slug_id`, `${entity}.title`, `${image} as image`, `${entity}.city`])
          .select([`${entity}.request_status`, `${entity}.reject_reason`, `${entity}.user_id`, 'users.name as owner_name', `${entity}.created_at`])
          .orderBy(`${entity}.created_at`, query.request_status === 'pending' ? 'asc' : 'desc')
          .orderBy(`${entity}.id`, query.request_status === 'pending' ? 'asc' : 'desc')
          .limit(query.limit)
          .offset(query.offset)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst().then(count),
      ]);
      return { items, total };
    },

    async verifications(status: 'pending' | 'success' | 'failed', page: { offset: number; limit: number }) {
      const rows = db.selectFrom('verification_submissions').innerJoin('users', 'users.id', 'verification_submissions.user_id').where('verification_submissions.status', '=', status);
      const [items, total] = await Promise.all([
        rows
          .select(['verification_submissions.id', 'verification_submissions.status', 'verification_submissions.reason', 'verification_submissions.created_at'])
          .select(['users.id as user_id', 'users.name', 'users.email'])
          .orderBy('verification_submissions.id', status === 'pending' ? 'asc' : 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst().then(count),
      ]);
      const values = items.length
        ? await db
            .selectFrom('verification_values')
            .innerJoin('verification_fields', 'verification_fields.id', 'verification_values.field_id')
            .select(['verification_values.submission_id', 'verification_fields.name', 'verification_fields.field_type', 'verification_values.value'])
            .where(
              'verification_values.submission_id',
              'in',
              items.map((i) => i.id),
            )
            .orderBy('verification_fields.sort_order')
            .orderBy('verification_fields.id')
            .execute()
        : [];
      return { items, values, total };
    },

    async reports(status: ReportState, page: { offset: number; limit: number }) {
      const rows = db
        .selectFrom('reports')
        .innerJoin('properties', 'properties.id', 'reports.property_id')
        .innerJoin('users', 'users.id', 'reports.user_id')
        .leftJoin('report_reasons', 'report_reasons.id', 'reports.reason_id')
        .where('reports.status', '=', status);
      const [items, total] = await Promise.all([
        rows
          .select(['reports.id', 'reports.status', 'reports.reason', 'report_reasons.reason as reason_now', 'reports.other_message', 'reports.note', 'reports.created_at'])
          .select(['properties.id as property_id', 'properties.slug_id', 'properties.title', 'properties.request_status', 'users.id as reporter_id', 'users.name as reporter_name'])
          .orderBy('reports.id', status === 'open' ? 'asc' : 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        rows.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst().then(count),
      ]);
      return { items, total };
    },

    report(id: number) {
      return db.selectFrom('reports').select(['id', 'status', 'note', 'property_id']).where('id', '=', id).executeTakeFirst();
    },

    /** Closes an open report; false when another moderator closed it first. */
    async closeReport(id: number, values: { status: 'resolved' | 'dismissed'; note: string | null; by: number }, audit: Omit<AuditEntry, 'entityId'>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const stamp = new Date().toISOString();
        const result = await trx
          .updateTable('reports')
          .set({ status: values.status, note: values.note, resolved_by: values.by, resolved_at: stamp, updated_at: stamp })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        await recordAudit(trx, { ...audit, entityId: id });
        return true;
      });
    },
  };
}
export type AdminQueuesRepo = ReturnType<typeof createAdminQueuesRepo>;
