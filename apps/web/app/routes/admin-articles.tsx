import { Form, Link, useNavigation } from 'react-router';
import { ARTICLE_STATUSES } from '@abode/shared/schemas/admin-content';
import { buttonClasses, ButtonLink } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { Pagination } from '~/components/pagination';
import { paths } from '~/config/paths';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { ADMIN_PAGE_SIZE } from '~/features/admin/api';
import { deleteArticleCategory, fetchAdminArticles, fetchArticleCategories, saveArticleCategory, setArticleStatus } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CategorySelect } from '~/features/admin/components/category-select';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { oneOf, searchText } from '~/features/admin/list-search';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { pageCount, pageOf, pageWindow } from '~/lib/paging';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-articles';

const STATUSES = ['', ...ARTICLE_STATUSES] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  const url = new URL(request.url);
  const filters = {
    search: searchText(url.searchParams.get('search')),
    status: oneOf(url.searchParams.get('status'), STATUSES, '') || undefined,
    category_id: /^\d+$/.test(url.searchParams.get('category') ?? '') ? url.searchParams.get('category')! : undefined,
  };
  const page = pageOf(url);
  const [list, categories] = await Promise.all([fetchAdminArticles(api, { ...filters, ...pageWindow(page, ADMIN_PAGE_SIZE) }), fetchArticleCategories(api)]);
  return { me, filters, page, categories, ...list };
}

/** Publish or unpublish from the list; add, rename or delete a category. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const form = await request.formData();
  const id = Number(form.get('id'));
  const name = String(form.get('category') ?? '').trim();
  switch (form.get('intent')) {
    case 'publish':
    case 'unpublish':
      return adminAction(request, () => setArticleStatus(api, id, form.get('intent') === 'publish'));
    case 'add-category':
      if (!name) return refuse('admin.content.articles.categoryRequired');
      return adminAction(request, () => saveArticleCategory(api, null, name));
    case 'rename-category':
      if (!name) return refuse('admin.content.articles.categoryRequired');
      return adminAction(request, () => saveArticleCategory(api, id, name));
    case 'delete-category':
      return adminAction(request, () => deleteArticleCategory(api, id));
    default:
      return refuse('admin.content.unknownAction');
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.content.articles.title'), description: t('admin.content.articles.lead'), path: location.pathname, noIndex: true });
};

export default function AdminArticlesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, filters, page, items, total, categories } = loaderData;
  const here = (p: number) => paths.admin.articles({ search: filters.search, status: filters.status, category: filters.category_id, page: p > 1 ? p : undefined });
  const formatDate = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  return (
    <AdminShell
      me={me}
      title={t('admin.content.articles.title')}
      lead={t('admin.content.articles.lead')}
      actions={
        <ButtonLink to={paths.admin.newArticle} size="sm">
          {t('admin.content.articles.new')}
        </ButtonLink>
      }
    >
      <div className="space-y-6">
        <Form method="get" role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor="article-search" className="text-sm font-semibold text-slate-800">
              {t('admin.content.articles.search')}
            </label>
            <input id="article-search" name="search" type="search" defaultValue={filters.search ?? ''} maxLength={200} className={`mt-1.5 ${inputClasses}`} />
          </div>
          <div>
            <label htmlFor="article-status" className="text-sm font-semibold text-slate-800">
              {t('admin.content.articles.status')}
            </label>
            <select id="article-status" name="status" defaultValue={filters.status ?? ''} className={`mt-1.5 ${inputClasses}`}>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`admin.content.articles.statuses.${s || 'any'}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="article-category" className="text-sm font-semibold text-slate-800">
              {t('admin.content.articles.category')}
            </label>
            <CategorySelect id="article-category" name="category" categories={categories} defaultValue={filters.category_id} emptyLabel={t('admin.content.articles.anyCategory')} />
          </div>
          <button type="submit" className={buttonClasses({ variant: 'secondary' })}>
            {t('admin.content.filter')}
          </button>
        </Form>

        <p className="text-sm text-slate-600" aria-live="polite">
          {t('admin.content.articles.count', { count: total })}
        </p>

        {items.length === 0 ? (
          <EmptyState title={t('admin.content.articles.emptyTitle')} text={t('admin.content.articles.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white shadow-sm">
              {items.map((article) => (
                <li key={article.id} className="flex flex-wrap items-center gap-3 p-4 sm:flex-nowrap">
                  {article.image ? <img src={article.image} alt="" width={80} height={56} className="h-14 w-20 shrink-0 rounded-lg object-cover" loading="lazy" /> : null}
                  <div className="min-w-0 flex-1 basis-48">
                    <Link to={paths.admin.article(article.id)} className="bidi-plain font-semibold text-brand-700 hover:underline">
                      {article.title}
                    </Link>
                    <p className="text-sm text-slate-600">
                      <span className={article.status === 'published' ? 'text-emerald-800' : 'font-semibold text-amber-800'}>{t(`admin.content.articles.statuses.${article.status}`)}</span>
                      {' · '}
                      {article.category?.category ?? t('admin.content.articles.general')}
                      {' · '}
                      {formatDate(article.created_at)}
                      {' · '}
                      {t('admin.content.articles.views', { count: article.view_count })}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="id" value={article.id} />
                    <button
                      type="submit"
                      name="intent"
                      value={article.status === 'published' ? 'unpublish' : 'publish'}
                      disabled={busy}
                      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                      aria-label={t(article.status === 'published' ? 'admin.content.articles.unpublishNamed' : 'admin.content.articles.publishNamed', { title: article.title })}
                    >
                      {t(article.status === 'published' ? 'admin.content.articles.unpublish' : 'admin.content.articles.publish')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount(total, ADMIN_PAGE_SIZE)} hrefFor={here} />
          </>
        )}

        <section aria-labelledby="article-categories" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="article-categories" className="text-base font-semibold text-slate-900">
            {t('admin.content.articles.categoriesTitle')}
          </h2>
          <ul className="mt-3 space-y-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={c.id} />
                  <div className="min-w-48 flex-1">
                    <label htmlFor={`category-${c.id}`} className="sr-only">
                      {t('admin.content.articles.categoryName')}
                    </label>
                    <input id={`category-${c.id}`} name="category" defaultValue={c.category} maxLength={100} required className={inputClasses} />
                  </div>
                  <span className="text-sm text-slate-600">{t('admin.content.articles.categoryArticles', { count: c.articles })}</span>
                  <button type="submit" name="intent" value="rename-category" disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
                    {t('admin.content.save')}
                  </button>
                  <button type="submit" name="intent" value="delete-category" disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={t('admin.content.deleteNamed', { name: c.category })}>
                    {t('admin.content.delete')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-2">
            <div className="min-w-48 flex-1">
              <label htmlFor="new-category" className="text-sm font-semibold text-slate-800">
                {t('admin.content.articles.newCategory')}
              </label>
              <input id="new-category" name="category" maxLength={100} required className={`mt-1.5 ${inputClasses}`} />
            </div>
            <button type="submit" name="intent" value="add-category" disabled={busy} className={buttonClasses({ size: 'sm' })}>
              {t('admin.content.add')}
            </button>
          </Form>
        </section>
      </div>
    </AdminShell>
  );
}
