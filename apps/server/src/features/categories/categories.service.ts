import type { Category, GetCategoriesQuery } from '@abode/shared/schemas/categories';
import type { HomepageCategory } from '@abode/shared/schemas/homepage';
import type { Storage } from '../../core/media/storage.js';
import type { LanguagesService } from '../languages/languages.service.js';
import type { CategoriesRepo } from './categories.repo.js';
import { toCategoryParameter } from './parameter.mapper.js';

export function createCategoriesService(deps: { repo: CategoriesRepo; storage: Storage; languages: LanguagesService }) {
  const { repo, storage, languages } = deps;
  const url = (key: string | null) => storage.url(key);

  return {
    /** get_categories: categories with their ordered parameters and visible listing counts. */
    async list(query: GetCategoriesQuery, contentLanguage: string | undefined): Promise<{ data: Category[]; total: number }> {
      const { rows, total } = await repo.list(
        { search: query.search, id: query.id, slugId: query.slug_id, withPropertiesOnly: query.has_property, now: new Date().toISOString() },
        { offset: query.offset, limit: query.limit },
      );
      const parameters = await repo.parametersOf(rows.map((r) => r.id));
      const tr = await languages.translations(contentLanguage, {
        category: rows.map((r) => r.id),
        parameter: parameters.map((p) => p.id),
      });
      const data = rows.map((row): Category => ({
        id: row.id,
        category: row.category,
        image: url(row.image),
        slug_id: row.slug_id,
        parameter_types: parameters.filter((p) => p.category_id === row.id).map((p) => toCategoryParameter(p, tr, url)),
        meta_title: row.meta_title || row.category,
        meta_description: row.meta_description ?? '',
        meta_keywords: row.meta_keywords ?? '',
        meta_image: url(row.image),
        properties_count: row.properties_count,
        translated_name: tr.text('category', row.id, 'category', row.category),
        translations: tr.list('category', row.id),
      }));
      return { data, total };
    },

    /** The home page's category grid. */
    async homepage(limit: number, contentLanguage: string | undefined): Promise<HomepageCategory[]> {
      const { rows } = await repo.list({ now: new Date().toISOString() }, { offset: 0, limit });
      const tr = await languages.translations(contentLanguage, { category: rows.map((r) => r.id) });
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        image: url(row.image),
        slug_id: row.slug_id,
        properties_count: row.properties_count,
        translated_name: tr.text('category', row.id, 'category', row.category),
      }));
    },
  };
}
export type CategoriesService = ReturnType<typeof createCategoriesService>;
