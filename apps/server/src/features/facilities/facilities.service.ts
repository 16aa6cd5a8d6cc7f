import type { Facility, FilterFacility, GetFacilitiesQuery } from '@abode/shared/schemas/facilities';
import type { Storage } from '../../core/media/storage.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { Translations } from '../languages/translations.js';
import type { FacilitiesRepo } from './facilities.repo.js';

export function createFacilitiesService(deps: { repo: FacilitiesRepo; storage: Storage; languages: LanguagesService }) {
  const { repo, storage, languages } = deps;

  const toFacility = (row: { id: number; name: string; image: string | null }, tr: Translations): Facility => ({
    id: row.id,
    name: row.name,
    image: storage.url(row.image),
    translated_name: tr.text('facility', row.id, 'name', row.name),
    translations: tr.list('facility', row.id),
  });

  return {
    async list(query: GetFacilitiesQuery, contentLanguage: string | undefined): Promise<{ data: Facility[]; total: number }> {
      const { rows, total } = await repo.list(query.id, { offset: query.offset, limit: query.limit });
      const tr = await languages.translations(contentLanguage, { facility: rows.map((r) => r.id) });
      return { data: rows.map((r) => toFacility(r, tr)), total };
    },

    async forFilter(contentLanguage: string | undefined): Promise<FilterFacility[]> {
      const rows = await repo.usedByVisibleListings(new Date().toISOString());
      const tr = await languages.translations(contentLanguage, { facility: rows.map((r) => r.id) });
      return rows.map((r) => ({ ...toFacility(r, tr), properties_count: Number(r.properties_count), max_distance: Number(r.max_distance ?? 0) }));
    },
  };
}
export type FacilitiesService = ReturnType<typeof createFacilitiesService>;
