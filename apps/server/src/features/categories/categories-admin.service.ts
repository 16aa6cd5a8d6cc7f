import { MSG } from '@abode/shared/messages';
import type { AdminCategory, AdminCategoryDetail, AdminParameter, CategoryInput, ParameterInput } from '@abode/shared/schemas/catalogue-admin';
import { slugify } from '@abode/shared/slug';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { CatalogueImages } from '../../core/media/catalogue-image.js';
import type { ActingAs } from '../admin/admin.service.js';
import type { CategoriesRepo, CategoryValues, ParameterValues } from './categories.repo.js';
import { parseStringList } from './parameter.mapper.js';

// Categories and their ordered parameters in the admin console (issue #17, catalogue.manage). The
// public answers that show them move with the search version (migrations 0007 and 0021).

const audit = (actor: ActingAs, action: string) => ({ actorId: actor.id, action, ip: actor.ip });

export function createCategoriesAdminService(deps: { repo: CategoriesRepo; images: CatalogueImages }) {
  const { repo, images } = deps;

  const toAdmin = (row: Awaited<ReturnType<CategoriesRepo['adminList']>>[number]): AdminCategory => ({
    id: row.id,
    category: row.category,
    slug_id: row.slug_id,
    image: images.url(row.image),
    status: row.status === 1,
    meta_title: row.meta_title ?? '',
    meta_description: row.meta_description ?? '',
    meta_keywords: row.meta_keywords ?? '',
    listings: row.listings,
    parameters: row.parameters,
    translations: row.translations,
  });

  const toParameter = (row: Awaited<ReturnType<CategoriesRepo['adminParameters']>>[number]): AdminParameter => ({
    id: row.id,
    name: row.name,
    type_of_parameter: row.type_of_parameter,
    options: parseStringList(row.type_values),
    is_required: row.is_required === 1,
    translations: row.translations,
    other_categories: row.other_categories,
  });

  /** A free slug: the one asked for (refused when taken), else one made from the name. */
  async function slugFor(input: CategoryInput, exceptId?: number): Promise<string> {
    if (input.slug_id) {
      if (await repo.slugTaken(input.slug_id, exceptId)) throw badRequest(MSG.categorySlugTaken);
      return input.slug_id;
    }
    const base = slugify(input.category, 'category');
    for (let n = 1; ; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.slugTaken(candidate, exceptId))) return candidate;
    }
  }

  const values = (input: CategoryInput, slug: string, image: string | undefined, status: boolean): CategoryValues => ({
    category: input.category,
    slug_id: slug,
    image,
    status: status ? 1 : 0,
    meta_title: input.meta_title ?? null,
    meta_description: input.meta_description ?? null,
    meta_keywords: input.meta_keywords ?? null,
  });

  const parameterValues = (input: ParameterInput): ParameterValues => ({
    name: input.name,
    type_of_parameter: input.type_of_parameter,
    type_values: JSON.stringify(input.options),
    is_required: input.is_required ? 1 : 0,
  });

  return {
    async list(): Promise<AdminCategory[]> {
      return (await repo.adminList()).map(toAdmin);
    },

    async get(id: number): Promise<AdminCategoryDetail> {
      const [row] = await repo.adminList(id);
      if (!row) throw notFound();
      const { parameters: _count, ...category } = toAdmin(row);
      return { ...category, parameters: (await repo.adminParameters(id)).map(toParameter) };
    },

    async create(actor: ActingAs, input: CategoryInput): Promise<AdminCategoryDetail> {
      const slug = await slugFor(input);
      const id = await images.replace(input.image, 'categories', null, async (image) => {
        const created = await repo.create(values(input, slug, image, input.status ?? true), input.translations, audit(actor, 'create'));
        if (created === 'slug-taken') throw badRequest(MSG.categorySlugTaken);
        return created;
      });
      return this.get(id);
    },

    async update(actor: ActingAs, id: number, input: CategoryInput): Promise<AdminCategoryDetail> {
      const [row] = await repo.adminList(id);
      if (!row) throw notFound();
      const slug = input.slug_id ? await slugFor(input, id) : row.slug_id;
      const saved = await images.replace(input.image, 'categories', row.image, async (image) => {
        const outcome = await repo.update(id, values(input, slug, image, input.status ?? row.status === 1), input.translations, audit(actor, 'update'));
        if (outcome === 'slug-taken') throw badRequest(MSG.categorySlugTaken);
        return outcome;
      });
      if (!saved) throw notFound();
      return this.get(id);
    },

    async remove(actor: ActingAs, id: number) {
      const result = await repo.remove(id, audit(actor, 'delete'));
      if (result.outcome === 'gone') throw notFound();
      if (result.outcome === 'in-use') throw badRequest(MSG.categoryInUse);
      await images.drop(result.image);
    },

    async reorder(actor: ActingAs, ids: number[]) {
      if (!(await repo.reorder(ids, audit(actor, 'reorder')))) throw badRequest(MSG.orderMismatch);
    },

    async addParameter(actor: ActingAs, categoryId: number, input: ParameterInput): Promise<AdminCategoryDetail> {
      const id = await repo.addParameter(categoryId, parameterValues(input), input.translations, audit(actor, 'create'));
      if (id === undefined) throw notFound();
      return this.get(categoryId);
    },

    async updateParameter(actor: ActingAs, categoryId: number, parameterId: number, input: ParameterInput): Promise<AdminCategoryDetail> {
      if (!(await repo.updateParameter(categoryId, parameterId, parameterValues(input), input.translations, audit(actor, 'update')))) throw notFound();
      return this.get(categoryId);
    },

    async removeParameter(actor: ActingAs, categoryId: number, parameterId: number) {
      if (!(await repo.removeParameter(categoryId, parameterId, audit(actor, 'delete')))) throw notFound();
    },

    async reorderParameters(actor: ActingAs, categoryId: number, ids: number[]) {
      const [row] = await repo.adminList(categoryId);
      if (!row) throw notFound();
      if (!(await repo.reorderParameters(categoryId, ids, audit(actor, 'reorder')))) throw badRequest(MSG.orderMismatch);
    },
  };
}
export type CategoriesAdminService = ReturnType<typeof createCategoriesAdminService>;
