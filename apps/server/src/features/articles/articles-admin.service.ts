import { MSG } from '@abode/shared/messages';
import type { AdminArticle, AdminArticleCategory, AdminArticleRow, AdminArticlesQuery, ArticleInput } from '@abode/shared/schemas/admin-content';
import { slugify } from '@abode/shared/slug';
import { type ActingAs, auditedChange } from '../../core/db/audit.js';
import { freeSlug } from '../../core/db/free-slug.js';
import { isUniqueViolation } from '../../core/db/unique-violation.js';
import type { Db } from '../../core/db/connect.js';
import { sanitiseHtml } from '../../core/html/sanitise-html.js';
import { badRequest, notFound } from '../../core/http/errors.js';
import type { UploadedFile } from '../../core/http/uploaded-file.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import { deleteStoredImage } from '../../core/media/image-pipeline.js';
import { replaceImage } from '../../core/media/replace-image.js';
import type { Storage } from '../../core/media/storage.js';
import type { ArticlesRepo } from './articles.repo.js';

// The console's articles and article categories (issue #17, ADR 032). The body is sanitised here,
// on save; every write is audited with the record before and after. Public answers and pages
// follow at once: the articles and article_categories tables move the answers' version (0018, 0022).

type Row = NonNullable<Awaited<ReturnType<ArticlesRepo['adminFind']>>>;

/** What the audit log keeps of an article. */
const audited = (r: Pick<Row, 'title' | 'slug_id' | 'category_id' | 'status' | 'image' | 'description' | 'meta_title' | 'meta_description' | 'meta_keywords'>) => ({
  title: r.title,
  slug_id: r.slug_id,
  category_id: r.category_id,
  status: r.status,
  image: r.image,
  description: r.description,
  meta_title: r.meta_title,
  meta_description: r.meta_description,
  meta_keywords: r.meta_keywords,
});

/** A slug taken between the check and the write (two saves at once) is the same refusal as one taken before. */
async function slugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(MSG.articleSlugTaken);
    throw error;
  }
}

export function createArticlesAdminService(deps: { db: Db; repo: ArticlesRepo; storage: Storage; imageEncoder: ImageEncoder }) {
  const { db, repo, storage } = deps;
  const media = { storage, encoder: deps.imageEncoder };

  const status = (flag: number): 'published' | 'draft' => (flag === 1 ? 'published' : 'draft');

  function present(r: Row): AdminArticle {
    return {
      id: r.id,
      slug_id: r.slug_id,
      title: r.title,
      image: storage.url(r.image),
      status: status(r.status),
      category: r.category_id !== null && r.category_name !== null ? { id: r.category_id, category: r.category_name } : null,
      category_id: r.category_id,
      view_count: r.view_count,
      created_at: r.created_at,
      updated_at: r.updated_at,
      description: r.description,
      meta_title: r.meta_title ?? '',
      meta_description: r.meta_description ?? '',
      meta_keywords: r.meta_keywords ?? '',
    };
  }

  async function requireArticle(id: number): Promise<Row> {
    const row = await repo.adminFind(id);
    if (!row) throw notFound(MSG.articleNotFound);
    return row;
  }

  async function requireCategory(id: number | null | undefined) {
    if (id === null || id === undefined) return;
    if (!(await repo.category(id))) throw badRequest(MSG.articleCategoryNotFound);
  }

  /** The slug asked for (refused when another article holds it), else one made from the title. */
  async function slugFor(input: ArticleInput, exceptId?: number, current?: string): Promise<string> {
    if (input.slug_id) {
      if (await repo.slugTaken(input.slug_id, exceptId)) throw badRequest(MSG.articleSlugTaken);
      return input.slug_id;
    }
    // slugs are stable across edits (DESIGN "Slugs"): an edit without one keeps it
    return current ?? freeSlug(slugify(input.title, 'article'), (slug) => repo.slugTaken(slug));
  }

  const fields = async (input: ArticleInput) => ({
    title: input.title,
    description: await sanitiseHtml(input.description),
    meta_title: input.meta_title ?? null,
    meta_description: input.meta_description ?? null,
    meta_keywords: input.meta_keywords ?? null,
  });

  return {
    async list(query: AdminArticlesQuery): Promise<{ items: AdminArticleRow[]; total: number }> {
      const { rows, total } = await repo.adminList(query);
      const items = rows.map((r) => ({
        id: r.id,
        slug_id: r.slug_id,
        title: r.title,
        image: storage.url(r.image),
        status: status(r.status),
        category: r.category_id !== null && r.category_name !== null ? { id: r.category_id, category: r.category_name } : null,
        view_count: r.view_count,
        created_at: r.created_at,
        updated_at: r.updated_at,
      }));
      return { items, total };
    },

    async get(id: number): Promise<AdminArticle> {
      return present(await requireArticle(id));
    },

    async create(actor: ActingAs, input: ArticleInput, image: UploadedFile | undefined): Promise<AdminArticle> {
      await requireCategory(input.category_id);
      const slug = await slugFor(input);
      const sanitised = await fields(input);
      const id = await replaceImage(media, image, { folder: 'articles' }, async (key) => {
        const values = { ...sanitised, slug_id: slug, category_id: input.category_id ?? null, status: input.status === false ? 0 : 1, image: key ?? null };
        return slugRace(() => auditedChange(db, actor, { action: 'create', entity: 'article', before: null }, async (trx) => ({ id: await repo.insert(trx, values), after: audited(values) })));
      });
      return present(await requireArticle(id!));
    },

    async update(actor: ActingAs, id: number, input: ArticleInput, image: UploadedFile | undefined): Promise<AdminArticle> {
      const before = await requireArticle(id);
      await requireCategory(input.category_id);
      const slug = await slugFor(input, id, before.slug_id);
      const sanitised = await fields(input);
      await replaceImage(media, image, { folder: 'articles', previous: before.image }, async (key) => {
        const values = {
          ...sanitised,
          slug_id: slug,
          ...(input.category_id !== undefined ? { category_id: input.category_id } : {}),
          ...(input.status !== undefined ? { status: input.status ? 1 : 0 } : {}),
          ...(key ? { image: key } : {}),
        };
        await slugRace(() =>
          auditedChange(db, actor, { action: 'update', entity: 'article', before: audited(before) }, async (trx) => {
            await repo.update(trx, id, values);
            return { id, after: audited({ ...before, ...values }) };
          }),
        );
      });
      return present(await requireArticle(id));
    },

    /** Publish (1) or take back to draft (0). */
    async setStatus(actor: ActingAs, id: number, published: boolean): Promise<void> {
      const before = await requireArticle(id);
      await auditedChange(db, actor, { action: published ? 'publish' : 'unpublish', entity: 'article', before: { status: before.status } }, async (trx) => {
        await repo.update(trx, id, { status: published ? 1 : 0 });
        return { id, after: { status: published ? 1 : 0 } };
      });
    },

    async remove(actor: ActingAs, id: number): Promise<void> {
      const before = await requireArticle(id);
      await auditedChange(db, actor, { action: 'delete', entity: 'article', before: audited(before) }, async (trx) => {
        await repo.remove(trx, id);
        return { id, after: null };
      });
      // the picture goes once the row that pointed at it is gone
      if (before.image && !/^https?:/.test(before.image)) await deleteStoredImage(storage, before.image);
    },

    async categories(): Promise<AdminArticleCategory[]> {
      return (await repo.categories()).map((c) => ({ ...c, articles: Number(c.articles) }));
    },

    async saveCategory(actor: ActingAs, id: number | null, input: { category: string; slug_id?: string | undefined }): Promise<number> {
      const before = id === null ? null : await repo.category(id);
      if (id !== null && !before) throw notFound(MSG.articleCategoryNotFound);
      let slug: string;
      if (input.slug_id) {
        if (await repo.categorySlugTaken(input.slug_id, id ?? undefined)) throw badRequest(MSG.articleSlugTaken);
        slug = input.slug_id;
      } else {
        slug = before?.slug_id ?? (await freeSlug(slugify(input.category, 'category'), (s) => repo.categorySlugTaken(s)));
      }
      const values = { category: input.category, slug_id: slug };
      const saved = await slugRace(() =>
        auditedChange(db, actor, { action: id === null ? 'create' : 'update', entity: 'article_category', before }, async (trx) => ({
          id: await repo.saveCategory(trx, id, values),
          after: values,
        })),
      );
      return saved!;
    },

    async removeCategory(actor: ActingAs, id: number): Promise<void> {
      const before = await repo.category(id);
      if (!before) throw notFound(MSG.articleCategoryNotFound);
      await auditedChange(db, actor, { action: 'delete', entity: 'article_category', before }, async (trx) => {
        await repo.removeCategory(trx, id);
        return { id, after: null };
      });
    },
  };
}
export type ArticlesAdminService = ReturnType<typeof createArticlesAdminService>;
