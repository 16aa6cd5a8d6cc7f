import { Form, Link, redirect, useNavigation } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { categoryInput } from '@abode/shared/schemas/catalogue-admin';
import { paths } from '~/config/paths';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminCategories, moved, saveOrder } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, DeleteButton, OrderButtons, StatusLabel, useResetKey } from '~/features/admin/components/catalogue-fields';
import { CategoryForm } from '~/features/admin/components/category-form';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-categories';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'catalogue.manage');
  return { me, categories: await fetchAdminCategories(api) };
}

/** Add a category (then edit its parameters), move one up or down, delete one no listing uses. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'catalogue.manage');
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  if (intent === 'up' || intent === 'down') {
    const ids = (await fetchAdminCategories(api)).map((c) => c.id);
    return adminAction(request, () => saveOrder(api, 'admin/categories/order', moved(ids, id, intent)));
  }
  if (intent === 'delete') return adminAction(request, () => deleteCatalogue(api, `admin/categories/${id}`));
  const outcome = await saveCatalogueForm(request, api, form, {
    form: 'add',
    schema: categoryInput,
    endpoint: 'admin/categories',
    switches: ['status'],
    fieldOf: (message) => (message === MSG.categorySlugTaken ? 'slug_id' : undefined),
  });
  // a new category goes on to its page, where its parameters are added
  return outcome.data.ok && outcome.data.id ? redirect(paths.admin.category(outcome.data.id)) : outcome;
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.catalogue.categoriesTitle'), description: t('admin.catalogue.categoriesLead'), path: location.pathname, noIndex: true });
};

export default function AdminCategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const resetKey = useResetKey(actionData, 'add');
  const { me, categories } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.catalogue.categoriesTitle')} lead={t('admin.catalogue.categoriesLead')}>
      <div className="space-y-6">
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {categories.map((category, index) => (
            <li key={category.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {category.image ? <img src={category.image} alt="" width={48} height={48} className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover" /> : <span className="size-12 shrink-0 rounded-lg bg-slate-100" />}
                <div className="min-w-0">
                  <h2 className="font-semibold text-slate-900">
                    <Link to={paths.admin.category(category.id)} className="text-brand-700 hover:underline">
                      {category.category}
                    </Link>{' '}
                    <StatusLabel on={category.status} />
                  </h2>
                  <p className="text-sm text-slate-600">
                    <span dir="ltr" className="font-mono">
                      {category.slug_id}
                    </span>
                    {' · '}
                    {t('admin.catalogue.parameterCount', { count: category.parameters })}
                    {' · '}
                    {t('admin.catalogue.listingCount', { count: category.listings })}
                  </p>
                </div>
              </div>
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <OrderButtons id={category.id} name={category.category} first={index === 0} last={index === categories.length - 1} busy={busy} />
                <Link to={paths.admin.category(category.id)} className="inline-flex h-9 items-center rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                  {t('admin.catalogue.editParameters')}
                  <span className="sr-only">: {category.category}</span>
                </Link>
                <DeleteButton name={category.category} busy={busy} />
              </Form>
            </li>
          ))}
        </ol>

        <CatalogueSection id="add-category" title={t('admin.catalogue.addCategory')}>
          <CategoryForm key={resetKey} form="add" outcome={actionData} busy={busy} />
        </CatalogueSection>
      </div>
    </AdminShell>
  );
}
