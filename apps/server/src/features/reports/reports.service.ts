import { MSG } from '@abode/shared/messages';
import type { AddReportInput, GetReportReasonsQuery, ReportReason } from '@abode/shared/schemas/reports';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { PropertiesService } from '../properties/properties.service.js';
import { isOpenListing } from '../properties/property.mapper.js';
import type { ReportsRepo } from './reports.repo.js';

export function createReportsService({ repo, languages, properties }: { repo: ReportsRepo; languages: LanguagesService; properties: PropertiesService }) {
  return {
    /**
     * add_reports: one report per user and listing, kept for the admin queue with the reason's
     * words as the reporter saw them. Not on one's own or a closed listing; reason 0 is "Other"
     * (its text is required by the schema).
     */
    async add(userId: number, input: AddReportInput): Promise<void> {
      const found = await properties.findForViewer({ id: input.property_id }, userId);
      if (!found) throw notFound(MSG.propertyNotFound);
      if (found.isOwner) throw badRequest(MSG.ownListing);
      if (!isOpenListing(found.propertyType)) throw badRequest(MSG.closedListing);
      const reason = input.reason_id === 0 ? undefined : await repo.reasonById(input.reason_id);
      if (input.reason_id !== 0 && !reason) throw badRequest(MSG.reportReasonNotFound);
      const added = await repo.add({ userId, propertyId: found.id, reasonId: reason?.id ?? null, reason: reason?.reason ?? null, otherMessage: input.other_message ?? null });
      if (!added) throw badRequest(MSG.alreadyReported);
    },

    async reasons(query: GetReportReasonsQuery, contentLanguage: string | undefined): Promise<{ data: ReportReason[]; total: number }> {
      const { rows, total } = await repo.listReasons(query.id, { offset: query.offset, limit: query.limit });
      const tr = await languages.translations(contentLanguage, { report_reason: rows.map((r) => r.id) });
      const data = rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        translated_reason: tr.text('report_reason', r.id, 'reason', r.reason),
        translations: tr.list('report_reason', r.id),
      }));
      return { data, total };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
