import { Form, useNavigation } from 'react-router';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { adminAction, requireStaff } from '~/features/admin/access.server';
import { fetchHomeSections, saveHomeSections } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-home-sections';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  return { me, sections: await fetchHomeSections(api) };
}

/** One form for every section: titles, order and switches are saved together. */
export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const form = await request.formData();
  const sections = form.getAll('id').map((value) => {
    const id = Number(value);
    return { id, title: String(form.get(`title-${id}`) ?? '').trim(), sort_order: Number(form.get(`order-${id}`) || 0), is_active: form.get(`active-${id}`) === '1' };
  });
  return adminAction(request, () => saveHomeSections(api, sections));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.content.sections.title'), description: t('admin.content.sections.lead'), path: location.pathname, noIndex: true });
};

export default function AdminHomeSectionsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, sections } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.content.sections.title')} lead={t('admin.content.sections.lead')}>
      <Form key={sections.map((s) => `${s.id}:${s.sort_order}:${s.is_active}:${s.title}`).join('|')} method="post" className="space-y-4">
        <ol className="space-y-3">
          {sections.map((section) => (
            <li key={section.id} className="grid items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_7rem_auto]">
              <input type="hidden" name="id" value={section.id} />
              <div>
                <label htmlFor={`title-${section.id}`} className="text-sm font-semibold text-slate-800">
                  {t('admin.content.sections.sectionTitle', { section: t(`admin.content.sections.types.${section.type}`) })}
                </label>
                <input id={`title-${section.id}`} name={`title-${section.id}`} defaultValue={section.title} required maxLength={100} dir="auto" className={`mt-1.5 ${inputClasses}`} />
              </div>
              <div>
                <label htmlFor={`order-${section.id}`} className="text-sm font-semibold text-slate-800">
                  {t('admin.content.order')}
                </label>
                <input id={`order-${section.id}`} name={`order-${section.id}`} type="number" min={0} max={100000} inputMode="numeric" required defaultValue={section.sort_order} className={`mt-1.5 ${inputClasses}`} />
              </div>
              <label className="flex items-center gap-3 pb-3 text-sm">
                <input type="checkbox" name={`active-${section.id}`} value="1" defaultChecked={section.is_active} className="size-5 accent-brand-700" />
                {t('admin.content.sections.shown')}
              </label>
            </li>
          ))}
        </ol>
        <button type="submit" disabled={busy} className={buttonClasses()}>
          {t('admin.content.sections.save')}
        </button>
      </Form>
    </AdminShell>
  );
}
