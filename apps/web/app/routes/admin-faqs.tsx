import { Form, useNavigation } from 'react-router';
import type { AdminFaq } from '@abode/shared/schemas/admin-content';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { deleteFaq, fetchAdminFaqs, saveFaq } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-faqs';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  return { me, faqs: await fetchAdminFaqs(api) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const form = await request.formData();
  const id = form.get('id') ? Number(form.get('id')) : null;
  if (form.get('intent') === 'delete') return id === null ? refuse('admin.content.unknownAction') : adminAction(request, () => deleteFaq(api, id));
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (!text('question') || !text('answer')) return refuse('admin.content.faqs.required');
  return adminAction(request, () => saveFaq(api, id, { question: text('question'), answer: text('answer'), sort_order: text('sort_order'), status: form.get('status') === '1' }));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.content.faqs.title'), description: t('admin.content.faqs.lead'), path: location.pathname, noIndex: true });
};

function FaqForm({ faq, busy }: { faq: AdminFaq | null; busy: boolean }) {
  const { t } = useTranslation();
  const key = faq ? `faq-${faq.id}` : 'faq-new';
  return (
    <Form key={faq ? `${faq.id}-${faq.question}-${faq.answer}-${faq.sort_order}-${faq.status}` : 'new'} method="post" className="grid gap-3 sm:grid-cols-[10rem_1fr]">
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <div className="sm:col-span-2">
        <label htmlFor={`${key}-question`} className="text-sm font-semibold text-slate-800">
          {t('admin.content.faqs.question')}
        </label>
        <input id={`${key}-question`} name="question" defaultValue={faq?.question ?? ''} required maxLength={500} dir="auto" className={`mt-1.5 ${inputClasses}`} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${key}-answer`} className="text-sm font-semibold text-slate-800">
          {t('admin.content.faqs.answer')}
        </label>
        <textarea id={`${key}-answer`} name="answer" defaultValue={faq?.answer ?? ''} required maxLength={5000} rows={3} dir="auto" className={`mt-1.5 ${inputClasses}`} />
      </div>
      <div>
        <label htmlFor={`${key}-order`} className="text-sm font-semibold text-slate-800">
          {t('admin.content.order')}
        </label>
        <input id={`${key}-order`} name="sort_order" type="number" min={0} max={100000} inputMode="numeric" defaultValue={faq?.sort_order ?? ''} className={`mt-1.5 ${inputClasses}`} />
      </div>
      <label className="flex items-center gap-3 self-end pb-3 text-sm">
        <input type="checkbox" name="status" value="1" defaultChecked={faq ? faq.status : true} className="size-5 accent-brand-700" />
        {t('admin.content.active')}
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {faq ? t('admin.content.save') : t('admin.content.add')}
        </button>
        {faq ? (
          <button type="submit" name="intent" value="delete" formNoValidate disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })} aria-label={t('admin.content.deleteNamed', { name: faq.question })}>
            {t('admin.content.delete')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

export default function AdminFaqsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, faqs } = loaderData;

  return (
    <AdminShell me={me} title={t('admin.content.faqs.title')} lead={t('admin.content.faqs.lead')}>
      <div className="space-y-6">
        <section aria-labelledby="faq-new" className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5">
          <h2 id="faq-new" className="mb-3 text-base font-semibold text-slate-900">
            {t('admin.content.faqs.new')}
          </h2>
          <FaqForm faq={null} busy={busy} />
        </section>
        {faqs.length === 0 ? (
          <EmptyState title={t('admin.content.faqs.emptyTitle')} text={t('admin.content.faqs.empty')} />
        ) : (
          <ol className="space-y-4">
            {faqs.map((faq) => (
              <li key={faq.id} className={`rounded-2xl border bg-white p-5 shadow-sm ${faq.status ? 'border-slate-200' : 'border-dashed border-slate-300'}`}>
                {faq.status ? null : <p className="mb-2 text-sm font-semibold text-amber-800">{t('admin.content.hidden')}</p>}
                <FaqForm faq={faq} busy={busy} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </AdminShell>
  );
}
