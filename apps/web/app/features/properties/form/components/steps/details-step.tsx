import { useTranslation } from '~/lib/translation';
import { RENT_DURATIONS, type RentDuration } from '@abode/shared/enums';
import type { Category } from '@abode/shared/schemas/categories';
import { TITLE_MAX } from '@abode/shared/schemas/listings';
import { TextField } from '~/components/form-field';
import { suggestedSlug } from '../../property-values';
import { Choice, ChoiceGroup } from '../choice-group';
import { SelectField } from '../select-field';
import { TextArea } from '../text-area';
import { fieldId, type StepProps } from '../step-props';

const RENT_DURATION_LABELS: Record<RentDuration, string> = {
  Daily: 'listingForm.rentDurations.daily',
  Monthly: 'listingForm.rentDurations.monthly',
  Quarterly: 'listingForm.rentDurations.quarterly',
  Yearly: 'listingForm.rentDurations.yearly',
};

/** Title, description, category, sell or rent, price (and rent period), client address, video, premium. */
export function DetailsStep({ values, update, error, categories }: StepProps & { categories: readonly Category[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          id={fieldId('title')}
          name="title"
          label={t('listingForm.fields.title')}
          maxLength={TITLE_MAX}
          required
          value={values.title}
          error={error('title')}
          onChange={(event) => {
            const title = event.currentTarget.value;
            update(values.slug_edited ? { title } : { title, slug_id: suggestedSlug(title) });
          }}
        />
      </div>
      <div className="sm:col-span-2">
        <TextArea
          id={fieldId('description')}
          name="description"
          label={t('listingForm.fields.description')}
          rows={6}
          required
          value={values.description}
          error={error('description')}
          onChange={(event) => update({ description: event.currentTarget.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <SelectField
          id={fieldId('category_id')}
          name="category_id"
          label={t('listingForm.fields.category')}
          placeholder={t('listingForm.chooseCategory')}
          required
          value={values.category_id}
          error={error('category_id')}
          hint={t('listingForm.categoryHint')}
          options={categories.map((c) => ({ value: String(c.id), label: c.translated_name || c.category }))}
          // another category has other parameters: the old answers do not apply
          onChange={(event) => update({ category_id: event.currentTarget.value, parameters: {} })}
        />
      </div>
      <div className="sm:col-span-2">
        <ChoiceGroup id={fieldId('property_type')} legend={t('listingForm.fields.propertyType')} error={error('property_type')}>
          <Choice id={fieldId('property_type')} type="radio" name="property_type" label={t('property.type.sell')} checked={values.property_type === '0'} onChange={() => update({ property_type: '0' })} />
          <Choice type="radio" name="property_type" label={t('property.type.rent')} checked={values.property_type === '1'} onChange={() => update({ property_type: '1' })} />
        </ChoiceGroup>
      </div>
      <TextField
        id={fieldId('price')}
        name="price"
        label={t('listingForm.fields.price')}
        inputMode="decimal"
        required
        value={values.price}
        error={error('price')}
        onChange={(event) => update({ price: event.currentTarget.value })}
      />
      {values.property_type === '1' ? (
        <SelectField
          id={fieldId('rentduration')}
          name="rentduration"
          label={t('listingForm.fields.rentDuration')}
          placeholder={t('listingForm.chooseRentDuration')}
          required
          value={values.rentduration}
          error={error('rentduration')}
          options={RENT_DURATIONS.map((d) => ({ value: d, label: t(RENT_DURATION_LABELS[d]) }))}
          onChange={(event) => update({ rentduration: event.currentTarget.value })}
        />
      ) : null}
      <div className="sm:col-span-2">
        <TextField
          id={fieldId('client_address')}
          name="client_address"
          label={t('listingForm.fields.clientAddress')}
          hint={t('listingForm.clientAddressHint')}
          maxLength={500}
          value={values.client_address}
          error={error('client_address')}
          onChange={(event) => update({ client_address: event.currentTarget.value })}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          id={fieldId('video_link')}
          name="video_link"
          type="url"
          label={t('listingForm.fields.videoLink')}
          hint={t('listingForm.videoHint')}
          value={values.video_link}
          error={error('video_link')}
          onChange={(event) => update({ video_link: event.currentTarget.value })}
        />
      </div>
      <label className="flex items-start gap-3 sm:col-span-2">
        <input type="checkbox" checked={values.is_premium} onChange={(event) => update({ is_premium: event.currentTarget.checked })} className="mt-0.5 size-5 shrink-0 accent-brand-700" />
        <span className="text-sm text-slate-700">
          <span className="font-semibold text-slate-800">{t('listingForm.fields.premium')}</span> — {t('listingForm.premiumHint')}
        </span>
      </label>
    </div>
  );
}
