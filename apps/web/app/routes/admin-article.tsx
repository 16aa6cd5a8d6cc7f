import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { TextField } from '~/components/form-field';
import { paths } from '~/config/paths';
import { adminAction, loadRecord, refuse, requireStaff } from '~/features/admin/access.server';
import { deleteArticle, fetchAdminArticle, fetchArticleCategories, saveArticle } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CategorySelect } from '~/features/admin/components/category-select';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { RichTextEditor } from '~/features/admin/components/rich-text-editor';
import { flashCookie } from '~/lib/flash';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-article';

const TEXT_FIELDS = ['title', 'slug_id', 'category_id', 'description', 'meta_title', 'meta_description', 'meta_keywords'] as const;

function articleId(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  const id = articleId(params);
  const [article, categories] = await loadRecord(Promise.all([id === null ? null : fetchAdminArticle(api, id), fetchArticleCategories(api)]));
  return { me, article, categories };
}

/** Save (the fields and the picture go on as multipart), or delete. A new article opens for editing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const id = articleId(params);
  const form = await request.formData();
  if (form.get('intent') === 'delete') {
    if (id === null) return refuse('admin.content.unknownAction');
    const outcome = await adminAction(request, () => deleteArticle(api, id));
    if (outcome.data.ok) throw redirect(paths.admin.articles(), { headers: { 'set-cookie': flashCookie('articleDeleted') } });
    return outcome;
  }
  const outgoing = new FormData();
  for (const name of TEXT_FIELDS) outgoing.set(name, String(form.get(name) ?? ''));
  outgoing.set('status', form.get('status') === '1' ? '1' : '0');
  const image = form.get('image');
  if (image instanceof File && image.size > 0) outgoing.set('image', image);
  let created: number | undefined;
  const outcome = await adminAction(request, async () => {
    const saved = await saveArticle(api, id, outgoing);
    created = saved.article.id;
    return saved.message;
  });
  if (id === null && created !== undefined) throw redirect(paths.admin.article(created), { headers: { 'set-cookie': flashCookie('articleSaved') } });
  return outcome;
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: loaderData?.article ? loaderData.article.title : t('admin.content.articles.new'), description: t('admin.content.articles.lead'), path: location.pathname, noIndex: true });
};

export default function AdminArticlePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, article, categories } = loaderData;

  return (
    <AdminShell me={me} title={article ? t('admin.content.articles.edit') : t('admin.content.articles.new')} lead={article?.title}>
      <p className="-mt-3 mb-5">
        <Link to={paths.admin.articles()} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('admin.content.articles.back')}
        </Link>
      </p>
      {/* keyed by article: after saving, the form starts from what was stored (sanitised) */}
      <Form key={`${article?.id ?? 'new'}-${article?.updated_at ?? ''}`} method="post" encType="multipart/form-data" className="space-y-6">
        <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-base font-semibold text-slate-900">{t('admin.content.articles.details')}</legend>
          <div className="sm:col-span-2">
            <TextField name="title" label={t('admin.content.articles.titleField')} defaultValue={article?.title ?? ''} required maxLength={200} />
          </div>
          <TextField name="slug_id" label={t('admin.content.articles.slug')} hint={t('admin.content.articles.slugHint')} defaultValue={article?.slug_id ?? ''} maxLength={120} pattern="[a-z0-9]+(-[a-z0-9]+)*" dir="ltr" />
          <div>
            <label htmlFor="category_id" className="text-sm font-semibold text-slate-800">
              {t('admin.content.articles.category')}
            </label>
            <CategorySelect id="category_id" name="category_id" categories={categories} defaultValue={article?.category_id} emptyLabel={t('admin.content.articles.general')} />
          </div>
          <div className="sm:col-span-2 flex flex-wrap items-center gap-4">
            {article?.image ? <img src={article.image} alt={t('admin.content.articles.currentImage')} width={160} height={112} className="h-28 w-40 rounded-xl object-cover" /> : null}
            <div className="min-w-60 flex-1">
              <label htmlFor="image" className="text-sm font-semibold text-slate-800">
                {article?.image ? t('admin.content.articles.replaceImage') : t('admin.content.articles.image')}
              </label>
              <input id="image" name="image" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="image-hint" className="mt-1.5 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800" />
              <p id="image-hint" className="mt-1.5 text-sm text-slate-600">
                {t('admin.content.imageHint')}
              </p>
            </div>
          </div>
          <label className="flex items-center gap-3 text-sm sm:col-span-2">
            <input type="checkbox" name="status" value="1" defaultChecked={article ? article.status === 'published' : true} className="size-5 accent-brand-700" />
            {t('admin.content.articles.published')}
          </label>
        </fieldset>

        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <RichTextEditor name="description" label={t('admin.content.articles.body')} hint={t('admin.content.editor.hint')} defaultValue={article?.description ?? ''} />
        </div>

        <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2">
          <legend className="px-1 text-base font-semibold text-slate-900">{t('admin.content.articles.seo')}</legend>
          <TextField name="meta_title" label={t('admin.content.articles.metaTitle')} defaultValue={article?.meta_title ?? ''} maxLength={60} />
          <TextField name="meta_keywords" label={t('admin.content.articles.metaKeywords')} defaultValue={article?.meta_keywords ?? ''} maxLength={300} />
          <div className="sm:col-span-2">
            <TextField name="meta_description" label={t('admin.content.articles.metaDescription')} defaultValue={article?.meta_description ?? ''} maxLength={160} />
          </div>
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses()}>
            {t('admin.content.articles.save')}
          </button>
          {article?.status === 'published' ? (
            <Link to={paths.article(article.slug_id)} className={buttonClasses({ variant: 'secondary' })}>
              {t('admin.content.articles.view')}
            </Link>
          ) : null}
        </div>
      </Form>

      {article ? (
        <Form method="post" className="mt-8 border-t border-slate-200 pt-6" onSubmit={(event) => (window.confirm(t('admin.content.confirmDelete')) ? undefined : event.preventDefault())}>
          <button type="submit" name="intent" value="delete" disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('admin.content.articles.delete')}
          </button>
        </Form>
      ) : null}
    </AdminShell>
  );
}
