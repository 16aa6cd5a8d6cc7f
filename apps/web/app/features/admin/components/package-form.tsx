import { Form } from 'react-router';
import { PACKAGE_FEATURES, type PackageFeature } from '@abode/shared/enums';
import type { AdminPackage } from '@abode/shared/schemas/admin-money';
import { buttonClasses } from '~/components/button';
import { inputClasses } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';

/** The API's package fields from the console's form: each feature's mode and count become limit_<feature>. */
export function packageFieldsFrom(form: FormData): URLSearchParams {
  const fields = new URLSearchParams();
  for (const key of ['name', 'package_type', 'price', 'currency_code', 'duration_hours', 'ios_product_id', 'sort_order']) fields.set(key, String(form.get(key) ?? ''));
  fields.set('status', form.get('status') === '1' ? '1' : '0');
  for (const feature of PACKAGE_FEATURES) {
    const mode = form.get(`mode_${feature}`);
    fields.set(`limit_${feature}`, mode === 'unlimited' ? 'unlimited' : mode === 'limited' ? String(form.get(`count_${feature}`) ?? '') : '');
  }
  return fields;
}

function FeatureRow({ feature, current, idPrefix }: { feature: PackageFeature; current: AdminPackage['features'][number] | undefined; idPrefix: string }) {
  const { t } = useTranslation();
  const modeId = `${idPrefix}-mode-${feature}`;
  const countId = `${idPrefix}-count-${feature}`;
  return (
    <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_10rem_7rem]">
      <label htmlFor={modeId} className="col-span-2 text-sm font-semibold text-slate-800 sm:col-span-1 sm:self-center">
        {t(`packagePlans.feature.${feature}`)}
      </label>
      <select id={modeId} name={`mode_${feature}`} defaultValue={current?.limit_type ?? 'none'} className={inputClasses}>
        <option value="none">{t('admin.packages.notIncluded')}</option>
        <option value="limited">{t('admin.packages.limited')}</option>
        <option value="unlimited">{t('admin.packages.unlimited')}</option>
      </select>
      <div>
        <label htmlFor={countId} className="sr-only">
          {t('admin.packages.count', { feature: t(`packagePlans.feature.${feature}`) })}
        </label>
        <input id={countId} name={`count_${feature}`} type="number" min={1} max={1000000} inputMode="numeric" defaultValue={current?.limit ?? ''} placeholder={t('admin.packages.countPlaceholder')} className={inputClasses} />
      </div>
    </div>
  );
}

/** Create (no package) or edit a package with its feature limits; posts to the page's action. */
export function PackageForm({ pack, currency, busy }: { pack?: AdminPackage; currency: string; busy: boolean }) {
  const { t } = useTranslation();
  const prefix = `package-${pack?.id ?? 'new'}`;
  const field = (name: string) => `${prefix}-${name}`;
  return (
    <Form method="post" className="space-y-5">
      {pack ? <input type="hidden" name="id" value={pack.id} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <label htmlFor={field('name')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.name')}
          </label>
          <input id={field('name')} name="name" required maxLength={191} defaultValue={pack?.name ?? ''} className={`mt-1.5 ${inputClasses}`} />
        </div>
        <div>
          <label htmlFor={field('type')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.type')}
          </label>
          <select id={field('type')} name="package_type" defaultValue={pack?.package_type ?? 'paid'} className={`mt-1.5 ${inputClasses}`}>
            <option value="paid">{t('admin.packages.paid')}</option>
            <option value="free">{t('admin.packages.free')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={field('price')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.price')}
          </label>
          <input id={field('price')} name="price" type="number" min={0} step="0.01" inputMode="decimal" required defaultValue={pack?.price ?? ''} className={`mt-1.5 ${inputClasses}`} />
        </div>
        <div>
          <label htmlFor={field('currency')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.currency')}
          </label>
          <input id={field('currency')} name="currency_code" required pattern="[A-Z]{3}" maxLength={3} dir="ltr" defaultValue={pack?.currency_code ?? currency} className={`mt-1.5 ${inputClasses}`} />
        </div>
        <div>
          <label htmlFor={field('duration')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.duration')}
          </label>
          <input id={field('duration')} name="duration_hours" type="number" min={1} max={87600} inputMode="numeric" required defaultValue={pack?.duration_hours ?? 720} aria-describedby={field('duration-hint')} className={`mt-1.5 ${inputClasses}`} />
          <p id={field('duration-hint')} className="mt-1 text-xs text-slate-600">
            {t('admin.packages.durationHint')}
          </p>
        </div>
        <div>
          <label htmlFor={field('order')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.order')}
          </label>
          <input id={field('order')} name="sort_order" type="number" min={0} max={100000} inputMode="numeric" defaultValue={pack?.sort_order ?? 0} className={`mt-1.5 ${inputClasses}`} />
        </div>
        <div>
          <label htmlFor={field('ios')} className="text-sm font-semibold text-slate-800">
            {t('admin.packages.iosProduct')}
          </label>
          <input id={field('ios')} name="ios_product_id" maxLength={191} dir="ltr" defaultValue={pack?.ios_product_id ?? ''} className={`mt-1.5 ${inputClasses}`} />
        </div>
        <label className="flex items-center gap-3 text-sm sm:col-span-2">
          <input type="checkbox" name="status" value="1" defaultChecked={pack?.status ?? true} className="size-5 accent-brand-700" />
          {t('admin.packages.onSale')}
        </label>
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t('admin.packages.features')}</legend>
        <p className="text-xs text-slate-600">{t('admin.packages.featuresHint')}</p>
        {PACKAGE_FEATURES.map((feature) => (
          <FeatureRow key={feature} feature={feature} current={pack?.features.find((f) => f.name === feature)} idPrefix={prefix} />
        ))}
      </fieldset>
      <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses()}>
        {pack ? t('admin.packages.save') : t('admin.packages.create')}
      </button>
    </Form>
  );
}
