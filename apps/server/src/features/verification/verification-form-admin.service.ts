import { MSG } from '@abode/shared/messages';
import type { AdminVerificationField, VerificationFieldInput } from '@abode/shared/schemas/catalogue-admin';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { ActingAs } from '../admin/admin.service.js';
import type { VerificationFieldValues, VerificationRepo } from './verification.repo.js';

// The agent verification form's builder in the admin console (issue #17, catalogue.manage): the
// fields users fill in on /user/verification, their options, order and required flags.

const audit = (actor: ActingAs, action: string) => ({ actorId: actor.id, action, ip: actor.ip });

export function createVerificationFormAdminService(deps: { repo: VerificationRepo }) {
  const { repo } = deps;

  const toAdmin = (row: Awaited<ReturnType<VerificationRepo['adminFields']>>[number]): AdminVerificationField => ({
    id: row.id,
    name: row.name,
    field_type: row.field_type,
    options: row.options,
    is_required: row.is_required === 1,
    status: row.status === 1,
    answers: row.answers,
    translations: row.translations,
  });

  async function one(id: number) {
    const [row] = await repo.adminFields(id);
    if (!row) throw notFound();
    return toAdmin(row);
  }

  const values = (input: VerificationFieldInput, status: boolean): VerificationFieldValues => ({
    name: input.name,
    field_type: input.field_type,
    is_required: input.is_required ? 1 : 0,
    status: status ? 1 : 0,
  });

  return {
    async list(): Promise<AdminVerificationField[]> {
      return (await repo.adminFields()).map(toAdmin);
    },

    async create(actor: ActingAs, input: VerificationFieldInput): Promise<AdminVerificationField> {
      return one(await repo.createField(values(input, input.status ?? true), input.options, input.translations, audit(actor, 'create')));
    },

    async update(actor: ActingAs, id: number, input: VerificationFieldInput): Promise<AdminVerificationField> {
      const current = await one(id);
      if (!(await repo.updateField(id, values(input, input.status ?? current.status), input.options, input.translations, audit(actor, 'update')))) throw notFound();
      return one(id);
    },

    /** The message says whether the field went or was switched off because users answered it. */
    async remove(actor: ActingAs, id: number): Promise<string> {
      const outcome = await repo.removeField(id, audit(actor, 'delete'));
      if (outcome === 'gone') throw notFound();
      return outcome === 'deleted' ? MSG.verificationFieldRemoved : MSG.verificationFieldSwitchedOff;
    },

    async reorder(actor: ActingAs, ids: number[]) {
      if (!(await repo.reorderFields(ids, audit(actor, 'reorder')))) throw badRequest(MSG.orderMismatch);
    },
  };
}
export type VerificationFormAdminService = ReturnType<typeof createVerificationFormAdminService>;
