import type { Transaction } from 'kysely';
import { type AuditEntry, recordAudit } from '../../core/db/audit.js';
import type { Db } from '../../core/db/connect.js';
import { dropTranslations, nameTranslationsOf, writeNameTranslations } from '../../core/db/name-translations.js';
import type { Database } from '../../core/db/schema.js';
import { sameMembers } from '../../core/db/sort-order.js';

type Audit = Omit<AuditEntry, 'entityId' | 'entity'>;

/** A verification form field as the admin console writes it. */
export interface VerificationFieldValues {
  name: string;
  field_type: string;
  is_required: number;
  status: number;
}

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

    // The form builder of the admin console (catalogue.manage); each change audited in its transaction.

    /** Every field, on or off, in form order, with its options and the answers users gave counted. */
    async adminFields(id?: number) {
      let query = db
        .selectFrom('verification_fields')
        .select(['verification_fields.id', 'verification_fields.name', 'verification_fields.field_type', 'verification_fields.is_required', 'verification_fields.status'])
        .select((eb) => eb.selectFrom('verification_values').whereRef('verification_values.field_id', '=', 'verification_fields.id').select((c) => c.fn.countAll<number>().as('n')).as('answers'))
        .orderBy('verification_fields.sort_order')
        .orderBy('verification_fields.id');
      if (id !== undefined) query = query.where('verification_fields.id', '=', id);
      const fields = await query.execute();
      const ids = fields.map((f) => f.id);
      const options = ids.length ? await db.selectFrom('verification_field_options').select(['field_id', 'value']).where('field_id', 'in', ids).orderBy('id').execute() : [];
      const translations = await nameTranslationsOf(db, 'verification_field', 'name', ids);
      return fields.map((f) => ({
        ...f,
        answers: Number(f.answers ?? 0),
        options: options.filter((o) => o.field_id === f.id).map((o) => o.value),
        translations: translations.get(f.id) ?? {},
      }));
    },

    /** A new field, last in the form. */
    async createField(values: VerificationFieldValues, options: readonly string[], translations: Record<string, string> | undefined, audit: Audit): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const last = await trx.selectFrom('verification_fields').select((eb) => eb.fn.max('sort_order').as('n')).executeTakeFirst();
        const stamp = now();
        const row = await trx
          .insertInto('verification_fields')
          .values({ ...values, sort_order: Number(last?.n ?? 0) + 1, created_at: stamp, updated_at: stamp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await replaceOptions(trx, row.id, options);
        await writeNameTranslations(trx, 'verification_field', row.id, 'name', translations);
        await recordAudit(trx, { ...audit, entity: 'verification_field', entityId: row.id, after: { ...values, options, translations } });
        return row.id;
      });
    },

    async updateField(id: number, values: VerificationFieldValues, options: readonly string[], translations: Record<string, string> | undefined, audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('verification_fields').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        const oldOptions = (await trx.selectFrom('verification_field_options').select('value').where('field_id', '=', id).orderBy('id').execute()).map((o) => o.value);
        await trx.updateTable('verification_fields').set({ ...values, updated_at: now() }).where('id', '=', id).execute();
        await replaceOptions(trx, id, options);
        await writeNameTranslations(trx, 'verification_field', id, 'name', translations);
        await recordAudit(trx, { ...audit, entity: 'verification_field', entityId: id, before: { ...before, options: oldOptions }, after: { ...values, options, translations } });
        return true;
      });
    },

    /**
     * Deletes a field nobody has answered; one with answers is switched off instead (the answers
     * stay readable in the review queue). Checked in the changing transaction.
     */
    async removeField(id: number, audit: Audit): Promise<'gone' | 'deleted' | 'switched-off'> {
      return db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom('verification_fields').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return 'gone';
        const answered = await trx.selectFrom('verification_values').select('id').where('field_id', '=', id).limit(1).executeTakeFirst();
        if (answered) {
          await trx.updateTable('verification_fields').set({ status: 0, updated_at: now() }).where('id', '=', id).execute();
          await recordAudit(trx, { ...audit, action: 'deactivate', entity: 'verification_field', entityId: id, before, after: { status: 0 } });
          return 'switched-off';
        }
        await replaceOptions(trx, id, []);
        await trx.deleteFrom('verification_fields').where('id', '=', id).execute();
        await dropTranslations(trx, 'verification_field', id);
        await recordAudit(trx, { ...audit, entity: 'verification_field', entityId: id, before });
        return 'deleted';
      });
    },

    /** false when `ids` is not every field once. */
    async reorderFields(ids: readonly number[], audit: Audit): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const current = await trx.selectFrom('verification_fields').select('id').orderBy('sort_order').orderBy('id').execute();
        if (!sameMembers(ids, current.map((r) => r.id))) return false;
        for (const [index, id] of ids.entries()) await trx.updateTable('verification_fields').set({ sort_order: index + 1 }).where('id', '=', id).execute();
        await recordAudit(trx, { ...audit, entity: 'verification_field', entityId: null, before: { order: current.map((r) => r.id) }, after: { order: ids } });
        return true;
      });
    },
  };
}

/**
 * Makes a field's options exactly `values`, in that order. Unchanged lists are left alone; a changed
 * one is written anew (options are ordered by id), the translations of the options that stay
 * carried over to their new rows.
 */
async function replaceOptions(trx: Transaction<Database>, fieldId: number, values: readonly string[]) {
  const old = await trx.selectFrom('verification_field_options').select(['id', 'value']).where('field_id', '=', fieldId).orderBy('id').execute();
  if (old.length === values.length && old.every((o, i) => o.value === values[i])) return;
  const oldIds = old.map((o) => o.id);
  const kept = oldIds.length
    ? await trx.selectFrom('translations').select(['entity_id', 'language_id', 'field', 'value']).where('entity', '=', 'verification_option').where('entity_id', 'in', oldIds).execute()
    : [];
  for (const id of oldIds) await dropTranslations(trx, 'verification_option', id);
  await trx.deleteFrom('verification_field_options').where('field_id', '=', fieldId).execute();
  const stamp = now();
  for (const value of values) {
    const row = await trx.insertInto('verification_field_options').values({ field_id: fieldId, value, created_at: stamp, updated_at: stamp }).returning('id').executeTakeFirstOrThrow();
    const was = old.find((o) => o.value === value);
    for (const tr of kept.filter((k) => was && k.entity_id === was.id)) {
      await trx.insertInto('translations').values({ entity: 'verification_option', entity_id: row.id, language_id: tr.language_id, field: tr.field, value: tr.value, created_at: stamp, updated_at: stamp }).execute();
    }
  }
}
export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
