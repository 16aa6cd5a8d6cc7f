import { Form, useNavigation } from 'react-router';
import { SLIDER_TYPES } from '@abode/shared/enums';
import type { AdminSlider } from '@abode/shared/schemas/admin-content';
import { buttonClasses } from '~/components/button';
import { EmptyState } from '~/components/empty-state';
import { inputClasses } from '~/components/form-field';
import { adminAction, refuse, requireStaff } from '~/features/admin/access.server';
import { deleteSlider, fetchAdminSliders, fetchSliderCategories, saveSlider } from '~/features/admin/content-api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { CategorySelect } from '~/features/admin/components/category-select';
import { useOutcomeToast } from '~/features/admin/components/outcome-toast';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-sliders';

const TYPES = Object.entries(SLIDER_TYPES) as [keyof typeof SLIDER_TYPES, number][];
const FIELDS = ['type', 'category_id', 'property_id', 'link', 'sort_order'] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context, 'content.manage');
  const [sliders, categories] = await Promise.all([fetchAdminSliders(api), fetchSliderCategories(api)]);
  return { me, sliders, categories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { api } = await requireStaff(request, context, 'content.manage');
  const form = await request.formData();
  const id = form.get('id') ? Number(form.get('id')) : null;
  if (form.get('intent') === 'delete') return id === null ? refuse('admin.content.unknownAction') : adminAction(request, () => deleteSlider(api, id));
  const outgoing = new FormData();
  for (const name of FIELDS) outgoing.set(name, String(form.get(name) ?? '').trim());
  outgoing.set('status', form.get('status') === '1' ? '1' : '0');
  outgoing.set('show_property_details', form.get('show_property_details') === '1' ? '1' : '0');
  for (const name of ['web_image', 'image']) {
    const file = form.get(name);
    if (file instanceof File && file.size > 0) outgoing.set(name, file);
  }
  return adminAction(request, () => saveSlider(api, id, outgoing));
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.content.sliders.title'), description: t('admin.content.sliders.lead'), path: location.pathname, noIndex: true });
};

function SliderForm({ slider, categories, busy }: { slider: AdminSlider | null; categories: { id: number; category: string }[]; busy: boolean }) {
  const { t } = useTranslation();
  const key = slider ? `slider-${slider.id}` : 'slider-new';
  const label = (name: string, text: string) => (
    <label htmlFor={`${key}-${name}`} className="text-sm font-semibold text-slate-800">
      {text}
    </label>
  );
  const fileField = (name: 'web_image' | 'image', text: string, required: boolean) => (
    <div>
      {label(name, text)}
      <input id={`${key}-${name}`} name={name} type="file" accept="image/jpeg,image/png,image/webp" required={required} aria-describedby={`${key}-images-hint`} className="mt-1.5 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800" />
    </div>
  );
  return (
    <Form key={slider ? `${slider.id}-${slider.sort_order}-${slider.type}-${slider.web_image}` : 'new'} method="post" encType="multipart/form-data" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {slider ? <input type="hidden" name="id" value={slider.id} /> : null}
      <div>
        {label('type', t('admin.content.sliders.type'))}
        <select id={`${key}-type`} name="type" defaultValue={slider?.type ?? SLIDER_TYPES.default} className={`mt-1.5 ${inputClasses}`}>
          {TYPES.map(([name, code]) => (
            <option key={code} value={code}>
              {t(`admin.content.sliders.types.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        {label('category_id', t('admin.content.sliders.category'))}
        <CategorySelect id={`${key}-category_id`} name="category_id" categories={categories} defaultValue={slider?.category?.id} emptyLabel={t('admin.content.sliders.none')} />
      </div>
      <div>
        {label('property_id', t('admin.content.sliders.property'))}
        <input id={`${key}-property_id`} name="property_id" type="number" min={1} inputMode="numeric" defaultValue={slider?.property?.id ?? ''} aria-describedby={slider?.property ? `${key}-property-title` : undefined} className={`mt-1.5 ${inputClasses}`} />
        {slider?.property ? (
          <p id={`${key}-property-title`} className="bidi-plain mt-1 text-sm text-slate-600">
            {slider.property.title}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-2">
        {label('link', t('admin.content.sliders.link'))}
        <input id={`${key}-link`} name="link" type="url" maxLength={500} dir="ltr" placeholder="https://" defaultValue={slider?.link ?? ''} className={`mt-1.5 ${inputClasses}`} />
      </div>
      <div>
        {label('sort_order', t('admin.content.order'))}
        <input id={`${key}-sort_order`} name="sort_order" type="number" min={0} max={100000} inputMode="numeric" defaultValue={slider?.sort_order ?? ''} className={`mt-1.5 ${inputClasses}`} />
      </div>
      {fileField('web_image', slider ? t('admin.content.sliders.replaceWebImage') : t('admin.content.sliders.webImage'), !slider)}
      {fileField('image', t('admin.content.sliders.appImage'), false)}
      <div className="flex flex-col justify-end gap-2 text-sm">
        <label className="flex items-center gap-3">
          <input type="checkbox" name="show_property_details" value="1" defaultChecked={slider?.show_property_details ?? false} className="size-5 accent-brand-700" />
          {t('admin.content.sliders.showDetails')}
        </label>
        <label className="flex items-center gap-3">
          <input type="checkbox" name="status" value="1" defaultChecked={slider ? slider.status : true} className="size-5 accent-brand-700" />
          {t('admin.content.active')}
        </label>
      </div>
      <p id={`${key}-images-hint`} className="text-sm text-slate-600 sm:col-span-2 lg:col-span-3">
        {t('admin.content.sliders.hint')}
      </p>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {slider ? t('admin.content.save') : t('admin.content.add')}
        </button>
        {slider ? (
          <button type="submit" name="intent" value="delete" formNoValidate disabled={busy} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('admin.content.delete')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

export default function AdminSlidersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  useOutcomeToast(actionData);
  const { me, sliders, categories } = loaderData;
  const typeName = (code: number) => TYPES.find(([, c]) => c === code)?.[0] ?? 'default';

  return (
    <AdminShell me={me} title={t('admin.content.sliders.title')} lead={t('admin.content.sliders.lead')}>
      <div className="space-y-6">
        <section aria-labelledby="slider-new" className="rounded-2xl border border-brand-200 bg-brand-50/40 p-5">
          <h2 id="slider-new" className="mb-3 text-base font-semibold text-slate-900">
            {t('admin.content.sliders.new')}
          </h2>
          <SliderForm slider={null} categories={categories} busy={busy} />
        </section>
        {sliders.length === 0 ? (
          <EmptyState title={t('admin.content.sliders.emptyTitle')} text={t('admin.content.sliders.empty')} />
        ) : (
          <ol className="space-y-4">
            {sliders.map((slider) => (
              <li key={slider.id} className={`rounded-2xl border bg-white p-5 shadow-sm ${slider.status ? 'border-slate-200' : 'border-dashed border-slate-300'}`}>
                <div className="mb-4 flex flex-wrap items-center gap-4">
                  {slider.web_image ? <img src={slider.web_image} alt="" width={192} height={80} className="h-20 w-48 rounded-xl object-cover" loading="lazy" /> : null}
                  <h2 className="text-base font-semibold text-slate-900">
                    {t('admin.content.sliders.slide', { order: slider.sort_order })} · {t(`admin.content.sliders.types.${typeName(slider.type)}`)}
                    {slider.status ? null : <span className="ms-2 text-sm font-semibold text-amber-800">{t('admin.content.hidden')}</span>}
                  </h2>
                </div>
                <SliderForm slider={slider} categories={categories} busy={busy} />
              </li>
            ))}
          </ol>
        )}
      </div>
    </AdminShell>
  );
}
