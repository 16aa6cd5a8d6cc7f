import { useTranslation } from '~/lib/translation';
import { META_DESCRIPTION_MAX, META_DESCRIPTION_MIN, META_KEYWORDS_MAX, META_TITLE_MAX } from '@abode/shared/schemas/listings';
import { SLUG_MAX_LENGTH } from '@abode/shared/slug';
import { Button } from '~/components/button';
import { TextField } from '~/components/form-field';
import { suggestedSlug, type MediaSlots } from '../../property-values';
import { PHOTO_MIN_SIZE } from '~/lib/photo-check';
import { MediaPicker, type MediaItem } from '~/components/listing-form/media-picker';
import { fieldId, type StepProps } from '../step-props';
import { TextArea } from '../text-area';

interface SeoStepProps extends StepProps {
  media: MediaSlots;
  setMedia: (slot: string, items: MediaItem[]) => void;
}

const keywordCount = (keywords: string) => keywords.split(',').filter((k) => k.trim()).length;

/** The listing's address (slug) and what search engines and link previews show. */
export function SeoStep({ values, update, error, media, setMedia }: SeoStepProps) {
  const { t } = useTranslation();
  const descriptionLength = values.meta_description.trim().length;
  return (
    <div className="grid gap-5">
      <div>
        <TextField
          id={fieldId('slug_id')}
          name="slug_id"
          label={t('listingForm.fields.slug')}
          hint={t('listingForm.slugHint')}
          maxLength={SLUG_MAX_LENGTH}
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug_id}
          error={error('slug_id')}
          onChange={(event) => update({ slug_id: event.currentTarget.value, slug_edited: true })}
        />
        {values.slug_edited && values.title.trim() ? (
          <Button variant="ghost" size="sm" className="mt-1" onClick={() => update({ slug_id: suggestedSlug(values.title), slug_edited: false })}>
            {t('listingForm.slugFromTitle')}
          </Button>
        ) : null}
      </div>
      <TextField
        id={fieldId('meta_title')}
        name="meta_title"
        label={t('listingForm.fields.metaTitle')}
        hint={t('listingForm.counter', { count: values.meta_title.trim().length, max: META_TITLE_MAX })}
        value={values.meta_title}
        error={error('meta_title')}
        onChange={(event) => update({ meta_title: event.currentTarget.value })}
      />
      <TextArea
        id={fieldId('meta_description')}
        name="meta_description"
        label={t('listingForm.fields.metaDescription')}
        rows={3}
        hint={t('listingForm.rangeCounter', { count: descriptionLength, min: META_DESCRIPTION_MIN, max: META_DESCRIPTION_MAX })}
        value={values.meta_description}
        error={error('meta_description')}
        onChange={(event) => update({ meta_description: event.currentTarget.value })}
      />
      <TextField
        id={fieldId('meta_keywords')}
        name="meta_keywords"
        label={t('listingForm.fields.metaKeywords')}
        hint={t('listingForm.keywordCounter', { count: keywordCount(values.meta_keywords), max: META_KEYWORDS_MAX })}
        maxLength={255}
        value={values.meta_keywords}
        error={error('meta_keywords')}
        onChange={(event) => update({ meta_keywords: event.currentTarget.value })}
      />
      <MediaPicker
        id={fieldId('meta_image')}
        label={t('listingForm.fields.metaImage')}
        hint={t('listingForm.photoHint', { size: PHOTO_MIN_SIZE })}
        kind="photo"
        items={media.meta_image ?? []}
        onChange={(items) => setMedia('meta_image', items)}
        error={error('meta_image')}
      />
    </div>
  );
}
