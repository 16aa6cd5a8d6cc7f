import { Link, useNavigation } from 'react-router';
import { PARAMETER_TYPES } from '@abode/shared/enums';
import { MSG } from '@abode/shared/messages';
import { CHOICE_TYPES, categoryInput, parameterInput } from '@abode/shared/schemas/catalogue-admin';
import { paths } from '~/config/paths';
import { adminAction, loadRecord, requireStaff } from '~/features/admin/access.server';
import { deleteCatalogue, fetchAdminCategory, moved, saveOrder } from '~/features/admin/catalogue-api';
import { saveCatalogueForm } from '~/features/admin/catalogue-form.server';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CatalogueSection, useResetKey } from '~/features/admin/components/catalogue-fields';
import { CategoryForm } from '~/features/admin/components/category-form';
import { ChoiceFieldForm } from '~/features/admin/components/choice-field-form';
import { ChoiceFieldRow } from '~/features/admin/components/choice-field-row';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-category';

const categoryIdOf = (params: { id?: string }) => Number(params.id);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'catalogue.manage');
  return { me, category: await loadRecord(fetchAdminCategory(api, categoryIdOf(params))) };
}

/**
 * Edit the category; add, edit, move and remove its parameters (the post-listing form shows them
 * in this order at once: the public answers move with the search version).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'catalogue.manage');
  const categoryId = categoryIdOf(params);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const which = String(form.get('form') ?? '');
  const id = Number(form.get('id'));
  const base = `admin/categories/${categoryId}`;
  if (intent === 'up' || intent === 'down') {
    const ids = (await fetchAdminCategory(api, categoryId)).parameters.map((p) => p.id);
    return adminAction(request, () => saveOrder(api, `${base}/parameters/order`, moved(ids, id, intent)));
  }
  if (intent === 'delete') return adminAction(request, () => deleteCatalogue(api, `${base}/parameters/${id}`));
  if (which === 'category') {
    return saveCatalogueForm(request, api, form, {
      form: which,
      schema: categoryInput,
      endpoint: base,
      switches: ['status'],
      fieldOf: (message) => (message === MSG.categorySlugTaken ? 'slug_id' : undefined),
    });
  }
  return saveCatalogueForm(request, api, form, {
    form: which,
    schema: parameterInput,
    endpoint: which === 'add-parameter' ? `${base}/parameters` : `${base}/parameters/${id}`,
    switches: ['is_required'],
  });
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: loaderData?.category.category ?? t('admin.catalogue.categoriesTitle'), description: t('admin.catalogue.categoryLead'), path: location.pathname, noIndex: true });
};

export default function AdminCategoryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const resetKey = useResetKey(actionData, 'add-parameter');
  const { me, category } = loaderData;
  const parameters = category.parameters;

  return (
    <AdminShell
      me={me}
      title={category.category}
      lead={t('admin.catalogue.categoryLead')}
      actions={
        <Link to={paths.admin.categories} className="text-sm font-semibold text-brand-700 hover:underline">
          {t('admin.catalogue.allCategories')}
        </Link>
      }
    >
      <div className="space-y-6">
        <CatalogueSection id="parameters" title={t('admin.catalogue.parametersTitle')}>
          {parameters.length === 0 ? <p className="text-sm text-slate-600">{t('admin.catalogue.noParameters')}</p> : null}
          <ol className="divide-y divide-slate-200">
            {parameters.map((parameter, index) => (
              <li key={parameter.id} className="py-3">
                <ChoiceFieldRow
                  id={parameter.id}
                  name={parameter.name}
                  type={parameter.type_of_parameter}
                  options={parameter.options}
                  required={parameter.is_required}
                  detail={parameter.other_categories ? t('admin.catalogue.sharedWith', { count: parameter.other_categories }) : undefined}
                  heading="h3"
                  index={index}
                  count={parameters.length}
                  busy={busy}
                  editOpen={actionData?.form === `parameter-${parameter.id}` && !actionData.ok}
                >
                  <ChoiceFieldForm
                    form={`parameter-${parameter.id}`}
                    typeField="type_of_parameter"
                    types={PARAMETER_TYPES}
                    choiceTypes={CHOICE_TYPES}
                    values={{ id: parameter.id, name: parameter.name, type: parameter.type_of_parameter, options: parameter.options, is_required: parameter.is_required, translations: parameter.translations }}
                    outcome={actionData}
                    busy={busy}
                    submitLabel={t('admin.catalogue.save')}
                  />
                </ChoiceFieldRow>
              </li>
            ))}
          </ol>
        </CatalogueSection>

        <CatalogueSection id="add-parameter" title={t('admin.catalogue.addParameter')}>
          <ChoiceFieldForm
            key={resetKey}
            form="add-parameter"
            typeField="type_of_parameter"
            types={PARAMETER_TYPES}
            choiceTypes={CHOICE_TYPES}
            outcome={actionData}
            busy={busy}
            submitLabel={t('admin.catalogue.addParameter')}
          />
        </CatalogueSection>

        <CatalogueSection id="category-details" title={t('admin.catalogue.categoryDetails')}>
          <CategoryForm form="category" category={{ ...category, parameters: parameters.length }} outcome={actionData} busy={busy} />
        </CatalogueSection>
      </div>
    </AdminShell>
  );
}
