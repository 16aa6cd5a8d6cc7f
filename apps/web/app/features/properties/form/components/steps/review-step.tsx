import { useTranslation } from '~/lib/translation';
import type { MaterialChange } from '@abode/shared/listing-edit';
import type { Category } from '@abode/shared/schemas/categories';
import type { Facility } from '@abode/shared/schemas/facilities';
import { Button } from '~/components/button';
import { FormAlert } from '~/components/form-field';
import { useFormatters } from '~/lib/format';
import { parameterSlot, type MediaSlots, type PropertyFormValues } from '../../property-values';
import type { StepId } from '../../property-request';

interface ReviewStepProps {
  values: PropertyFormValues;
  media: MediaSlots;
  category: Category | undefined;
  facilities: readonly Facility[];
  onEdit: (step: StepId) => void;
  /** Editing a live listing: what sends it back to review (empty: it stays live). */
  reReview?: readonly MaterialChange[] | undefined;
}

/** The typed price as people read it ("AED 1,250,000.00"); left as typed when it is not a number yet. */
function priceText(typed: string, price: (amount: number) => string): string {
  const amount = Number(typed);
  return typed.trim() !== '' && Number.isFinite(amount) ? price(amount) : typed;
}

/** Everything the user entered, by step, each with a way back to change it. */
export function ReviewStep({ values, media, category, facilities, onEdit, reReview }: ReviewStepProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const none = t('listingForm.review.none');
  const count = (slot: string) => (media[slot] ?? []).length;
  const parameters = (category?.parameter_types ?? []).flatMap((p) => {
    const value = p.type_of_parameter === 'file' ? (media[parameterSlot(p.id)]?.[0] ? t('listingForm.review.fileChosen') : '') : values.parameters[String(p.id)];
    const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
    return text ? [[p.translated_name || p.name, text] as const] : [];
  });
  const chosenFacilities = facilities.flatMap((f) => {
    const distance = values.facilities[String(f.id)];
    return distance === undefined ? [] : [[f.translated_name || f.name, t('listingForm.review.km', { distance })] as const];
  });
  const { location } = values;

  const sections: { step: StepId; title: string; rows: (readonly [string, string])[] }[] = [
    {
      step: 'details',
      title: t('listingForm.steps.details'),
      rows: [
        [t('listingForm.fields.title'), values.title],
        [t('listingForm.fields.category'), category ? category.translated_name || category.category : ''],
        [t('listingForm.fields.propertyType'), values.property_type === '1' ? t('property.type.rent') : values.property_type === '0' ? t('property.type.sell') : ''],
        [t('listingForm.fields.price'), priceText(values.price, (amount) => format.price(amount, undefined, { full: true }))],
        [t('listingForm.fields.clientAddress'), values.client_address],
      ],
    },
    { step: 'parameters', title: t('listingForm.steps.parameters'), rows: parameters },
    { step: 'facilities', title: t('listingForm.steps.facilities'), rows: chosenFacilities },
    {
      step: 'location',
      title: t('listingForm.steps.location'),
      rows: [
        [t('listingForm.fields.address'), location.address],
        [t('listingForm.location.city'), location.city],
        [t('listingForm.location.country'), location.country],
      ],
    },
    {
      step: 'media',
      title: t('listingForm.steps.media'),
      rows: [
        [t('listingForm.fields.titleImage'), count('title_image') ? t('listingForm.review.fileChosen') : ''],
        [t('listingForm.fields.gallery'), t('listingForm.review.photos', { count: count('gallery_images') })],
        [t('listingForm.fields.documents'), t('listingForm.review.files', { count: count('documents') })],
      ],
    },
    {
      step: 'seo',
      title: t('listingForm.steps.seo'),
      rows: [
        [t('listingForm.fields.slug'), values.slug_id],
        [t('listingForm.fields.metaTitle'), values.meta_title],
      ],
    },
  ];

  // Said before saving: whether visitors keep seeing the listing while the edit is reviewed.
  const reviewNotice =
    reReview === undefined ? null : reReview.length === 0 ? (
      <FormAlert tone="success">{t('listingForm.review.staysLive')}</FormAlert>
    ) : (
      <FormAlert tone="info">
        {t('listingForm.review.reReview', { changes: reReview.map((change) => t(`listingForm.review.change.${change}`)).join(t('app.listSeparator')) })}
      </FormAlert>
    );

  return (
    <div className="space-y-4">
      {reviewNotice}
      {sections.map((section) => (
        <section key={section.step} aria-labelledby={`review-${section.step}`} className="rounded-2xl p-4 ring-1 ring-slate-200">
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${section.step}`} className="text-base font-semibold text-slate-900">
              {section.title}
            </h3>
            <Button variant="ghost" size="sm" onClick={() => onEdit(section.step)} aria-label={t('listingForm.review.editSection', { section: section.title })}>
              {t('listingForm.review.edit')}
            </Button>
          </div>
          {section.rows.length === 0 ? <p className="mt-2 text-sm text-slate-600">{none}</p> : null}
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
            {section.rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="bidi-plain break-words text-slate-900">{value || none}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
