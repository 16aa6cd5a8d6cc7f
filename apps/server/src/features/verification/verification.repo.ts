import { recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';

// The verification form, submissions and their values. A submission and the user's
// verification_status change together, in one transaction.

const now = () => new Date().toISOString();

export function createVerificationRepo(db: Db) {
  return {
    async activeFields() {
      const fields = await db
        .selectFrom('verification_fields')
        .select(['id', 'name', 'field_type', 'is_required'])
        .where('status', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      const options = fields.length
        ? await db.selectFrom('verification_field_options').select(['id', 'field_id', 'value']).where('field_id', 'in', fields.map((f) => f.id)).orderBy('id').execute()
        : [];
      return { fields, options };
    },

    async user(userId: number) {
      return db.selectFrom('users').select(['id', 'name', 'email', 'profile', 'verification_status', 'role', 'permissions', 'is_active']).where('id', '=', userId).executeTakeFirst();
    },

    async latestSubmission(userId: number) {
      return db.selectFrom('verification_submissions').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    async submission(id: number) {
      return db.selectFrom('verification_submissions').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async valuesOf(submissionId: number) {
      return db.selectFrom('verification_values').select(['id', 'field_id', 'value']).where('submission_id', '=', submissionId).orderBy('id').execute();
    },

    /** The submission owner of a stored file value; undefined when no answer holds it. */
    async fileOwner(key: string) {
      return db
        .selectFrom('verification_values')
        .innerJoin('verification_submissions', 'verification_submissions.id', 'verification_values.submission_id')
        .select('verification_submissions.user_id')
        .where('verification_values.value', '=', key)
        .executeTakeFirst();
    },

    /** Answers of file fields whose key starts with `prefix`. */
    async fileValuesUnder(prefix: string) {
      return db
        .selectFrom('verification_values')
        .innerJoin('verification_fields', 'verification_fields.id', 'verification_values.field_id')
        .select(['verification_values.id', 'verification_values.value'])
        .where('verification_fields.field_type', '=', 'file')
        .where('verification_values.value', 'like', `${prefix}%`)
        .execute();
    },

    async setValue(id: number, value: string) {
      await db.updateTable('verification_values').set({ value, updated_at: now() }).where('id', '=', id).execute();
    },

    async submit(userId: number, values: readonly { fieldId: number; value: string }[]): Promise<number> {
      const stamp = now();
      return db.transaction().execute(async (trx) => {
        // one request per user: applying again after a refusal replaces the refused one
        await trx.deleteFrom('verification_submissions').where('user_id', '=', userId).execute();
        const { id } = await trx
          .insertInto('verification_submissions')
          .values({ user_id: userId, status: 'pending', created_at: stamp, updated_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (values.length) {
          await trx
            .insertInto('verification_values')
            .values(values.map((v) => ({ submission_id: id, field_id: v.fieldId, value: v.value, created_at: stamp, updated_at: stamp })))
            .execute();
        }
        await trx.updateTable('users').set({ verification_status: 'pending', updated_at: stamp }).where('id', '=', userId).execute();
        return id;
      });
    },

    async review(submissionId: number, userId: number, decision: { status: 'success' | 'failed'; reason: string | null; reviewerId: number; ip: string }) {
      const stamp = now();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('verification_submissions')
          .set({ status: decision.status, reason: decision.reason, reviewed_by: decision.reviewerId, reviewed_at: stamp, updated_at: stamp })
          .where('id', '=', submissionId)
          .execute();
        await trx.updateTable('users').set({ verification_status: decision.status, updated_at: stamp }).where('id', '=', userId).execute();
        await recordAudit(trx, {
          actorId: decision.reviewerId,
          action: decision.status === 'success' ? 'approve' : 'reject',
          entity: 'verification',
          entityId: submissionId,
          before: { status: 'pending', user_id: userId },
          after: { status: decision.status, user_id: userId, reason: decision.reason },
          ip: decision.ip,
        });
      });
    },
  };
}
export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
