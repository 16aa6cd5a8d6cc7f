import type { AdminReportReason, ReportReasonInput } from '@abode/shared/schemas/catalogue-admin';
import { notFound } from '../../core/http/errors.js';
import type { ActingAs } from '../admin/admin.service.js';
import type { ReportsRepo } from './reports.repo.js';

// The reasons users pick when they report a listing, in the admin console (issue #17, catalogue.manage).

const audit = (actor: ActingAs, action: string) => ({ actorId: actor.id, action, ip: actor.ip });

export function createReportReasonsAdminService(deps: { repo: ReportsRepo }) {
  const { repo } = deps;

  async function one(id: number): Promise<AdminReportReason> {
    const [row] = await repo.adminList(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    list: (): Promise<AdminReportReason[]> => repo.adminList(),

    async create(actor: ActingAs, input: ReportReasonInput): Promise<AdminReportReason> {
      return one(await repo.createReason(input.reason, input.translations, audit(actor, 'create')));
    },

    async update(actor: ActingAs, id: number, input: ReportReasonInput): Promise<AdminReportReason> {
      if (!(await repo.updateReason(id, input.reason, input.translations, audit(actor, 'update')))) throw notFound();
      return one(id);
    },

    async remove(actor: ActingAs, id: number) {
      if (!(await repo.removeReason(id, audit(actor, 'delete')))) throw notFound();
    },
  };
}
export type ReportReasonsAdminService = ReturnType<typeof createReportReasonsAdminService>;
