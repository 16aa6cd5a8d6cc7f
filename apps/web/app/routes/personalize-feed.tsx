import { data, Form, useNavigation } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { Button } from '~/components/button';
import { FormAlert, inputClasses, TextField } from '~/components/form-field';
import { PageHeader } from '~/components/page-header';
import { clearPreferences, fetchPreferences, savePreferences } from '~/features/engagement/api';
import { filterCategoriesQuery, filterCitiesQuery, filterFacilitiesQuery } from '~/features/properties/api';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { translateApiMessage } from '~/lib/i18n';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/personalize-feed';

type FeedResult = { ok: boolean; message: string; field?: 'budget' };

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const api = serverApi(request, context);
  try {
    const [preferences, categories, facilities, cities] = await Promise.all([
      fetchPreferences(api),
      api.load(filterCategoriesQuery),
      api.load(filterFacilitiesQuery),
      api.load(filterCitiesQuery),
    ]);
    return {
      preferences,
      categories: categories.map((c) => ({ id: c.id, name: c.translated_name || c.category })),
      facilities: facilities.map((f) => ({ id: f.id, name: f.translated_name || f.name })),
      cities: cities.map((c) => c.City),
    };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

/** The form as personalised-fields takes it: lists as csv, the budget as "min,max" (both ends, or none). */
function toApiForm(form: FormData): URLSearchParams | 'budget' {
  const ids = (name: string) => form.getAll(name).map(String).join(',');
  const min = String(form.get('min_price') ?? '').trim();
  const max = String(form.get('max_price') ?? '').trim();
  if ((min === '') !== (max === '') || (min !== '' && Number(min) > Number(max))) return 'budget';
  const body = new URLSearchParams({ category_ids: ids('category_ids'), outdoor_facilitiy_ids: ids('outdoor_facilitiy_ids'), property_type: ids('property_type') });
  if (min !== '') body.set('price_range', `${min},${max}`);
  const city = String(form.get('city') ?? '');
  if (city) body.set('city', city);
  return body;
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const form = await request.formData();
  const api = serverApi(request, context);
  try {
    if (form.get('intent') === 'clear') {
      await clearPreferences(api);
      return data<FeedResult>({ ok: true, message: MSG.preferencesCleared });
    }
    const body = toApiForm(form);
    if (body === 'budget') return data<FeedResult>({ ok: false, message: 'engage.budgetBoth', field: 'budget' }, { status: 400 });
    return data<FeedResult>({ ok: true, message: await savePreferences(api, body) });
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    if (error.status === 401) throw loginRedirect(request);
    return data<FeedResult>({ ok: false, message: error.message }, { status: error.isClientError ? error.status : 502 });
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('engage.feedTitle'), description: t('engage.feedLead'), path: location.pathname, noIndex: true });
};

const CHECK = 'size-5 rounded border-slate-400 text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Choices({ legend, name, options, chosen }: { legend: string; name: string; options: { id: number | string; name: string }[]; chosen: readonly (number | string)[] }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.id}
            className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="checkbox" name={name} value={option.id} defaultChecked={chosen.map(String).includes(String(option.id))} className={CHECK} />
            {option.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function PersonalizeFeed({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { preferences, categories, facilities, cities } = loaderData;
  const [min, max] = preferences.price_range;
  const budgetError = actionData?.field === 'budget' ? t('engage.budgetBoth') : undefined;
  // a fresh form after a save or a clear, so that its defaults are the stored values
  const formKey = JSON.stringify(preferences);
  return (
    <>
      <PageHeader title={t('engage.feedTitle')} lead={t('engage.feedLead')} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {actionData && !budgetError ? <FormAlert tone={actionData.ok ? 'success' : 'error'}>{translateApiMessage(t, actionData.message)}</FormAlert> : null}
        <Form key={formKey} method="post" className="mt-6 space-y-8">
          <Choices
            legend={t('engage.lookingFor')}
            name="property_type"
            options={[
              { id: '0', name: t('engage.buy') },
              { id: '1', name: t('engage.rentType') },
            ]}
            chosen={preferences.property_type}
          />
          {categories.length ? <Choices legend={t('engage.categories')} name="category_ids" options={categories} chosen={preferences.category_ids} /> : null}
          <div>
            <label htmlFor="city" className="text-sm font-semibold text-slate-800">
              {t('engage.city')}
            </label>
            <select id="city" name="city" defaultValue={preferences.city} className={`${inputClasses} mt-1.5`}>
              <option value="">—</option>
              {[...new Set([...(preferences.city ? [preferences.city] : []), ...cities])].map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{t('engage.budget')}</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-2">
              <TextField name="min_price" label={t('engage.minPrice')} type="number" min={0} inputMode="numeric" defaultValue={min ?? ''} error={budgetError} />
              <TextField name="max_price" label={t('engage.maxPrice')} type="number" min={0} inputMode="numeric" defaultValue={max ?? ''} />
            </div>
          </fieldset>
          {facilities.length ? <Choices legend={t('engage.facilities')} name="outdoor_facilitiy_ids" options={facilities} chosen={preferences.outdoor_facilitiy_ids} /> : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save" disabled={navigation.state === 'submitting'}>
              {t('engage.save')}
            </Button>
            <Button type="submit" name="intent" value="clear" variant="secondary" disabled={navigation.state === 'submitting'}>
              {t('engage.clear')}
            </Button>
          </div>
        </Form>
      </div>
    </>
  );
}
