import { useTranslation } from '~/lib/translation';
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, FILES_MAX } from '@abode/shared/schemas/listings';
import type { MediaSlots } from '../../property-values';
import { PHOTO_MIN_SIZE } from '~/lib/photo-check';
import { MediaPicker, type MediaItem } from '~/components/listing-form/media-picker';
import { fieldId } from '../step-props';

interface MediaStepProps {
  media: MediaSlots;
  setMedia: (slot: string, items: MediaItem[]) => void;
  error: (field: string) => string | undefined;
}

/** Title image, gallery (ordered), documents and the 3D image. */
export function MediaStep({ media, setMedia, error }: MediaStepProps) {
  const { t } = useTranslation();
  const photoHint = t('listingForm.photoHint', { size: PHOTO_MIN_SIZE });
  return (
    <div className="space-y-6">
      <MediaPicker
        id={fieldId('title_image')}
        label={t('listingForm.fields.titleImage')}
        hint={photoHint}
        kind="photo"
        items={media.title_image ?? []}
        onChange={(items) => setMedia('title_image', items)}
        error={error('title_image')}
      />
      <MediaPicker
        id={fieldId('gallery_images')}
        label={t('listingForm.fields.gallery')}
        hint={`${photoHint} ${t('listingForm.galleryHint', { max: FILES_MAX })}`}
        kind="photo"
        multiple
        items={media.gallery_images ?? []}
        onChange={(items) => setMedia('gallery_images', items)}
        error={error('gallery_images')}
      />
      <MediaPicker
        id={fieldId('documents')}
        label={t('listingForm.fields.documents')}
        hint={t('listingForm.documentsHint', { types: DOCUMENT_TYPES.join(', '), max: DOCUMENT_MAX_BYTES / (1024 * 1024) })}
        kind="document"
        multiple
        items={media.documents ?? []}
        onChange={(items) => setMedia('documents', items)}
        error={error('documents')}
      />
      <MediaPicker
        id={fieldId('three_d_image')}
        label={t('listingForm.fields.threeDImage')}
        hint={photoHint}
        kind="photo"
        items={media.three_d_image ?? []}
        onChange={(items) => setMedia('three_d_image', items)}
        error={error('three_d_image')}
      />
    </div>
  );
}
