import type { GetReportReasonsQuery, ReportReason } from '@abode/shared/schemas/reports';
import type { LanguagesService } from '../languages/languages.service.js';
import type { ReportsRepo } from './reports.repo.js';

export function createReportsService({ repo, languages }: { repo: ReportsRepo; languages: LanguagesService }) {
  return {
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
