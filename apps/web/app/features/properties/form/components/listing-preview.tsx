import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { RENT_DURATIONS, type PropertyType, type RentDuration } from '@abode/shared/enums';
import type { Category } from '@abode/shared/schemas/categories';
import type { PropertyCardParameter } from '@abode/shared/schemas/properties';
import { suggestedSlug, type MediaSlots, type PropertyFormValues } from '../property-values';
import { useObjectUrl } from '~/lib/use-object-url';

/** The listing as far as it is filled in, in the terms of a search result card. */
export interface ListingPreviewData {
  slugId: string;
  title: string;
  /** The title image (stored URL or a preview of the chosen file), null before one is chosen. */
  image: string | null;
  price: number;
  type: PropertyType;
  rentDuration: RentDuration;
  city: string;
  state: string;
  address: string;
  category: string;
  isPremium: boolean;
  /** The filled-in parameters in the card's shape (its key facts come from them). */
  parameters: PropertyCardParameter[];
}

function previewParameters(values: PropertyFormValues, category: Category | undefined): PropertyCardParameter[] {
  return (category?.parameter_types ?? []).flatMap((p) => {
    const value = values.parameters[String(p.id)];
    if (p.type_of_parameter === 'file' || value === undefined) return [];
    return [{ id: p.id, name: p.name, image: p.image, is_required: p.is_required, type_of_parameter: p.type_of_parameter, value, translated_name: p.translated_name, translated_option_value: value }];
  });
}

interface ListingPreviewProps {
  values: PropertyFormValues;
  media: MediaSlots;
  category: Category | undefined;
  /** Draws the card (the page composes the listings' own card component). */
  render: (listing: ListingPreviewData) => ReactNode;
}

/** The listing card as it will look in search results, redrawn as the user types. */
export function ListingPreview({ values, media, category, render }: ListingPreviewProps) {
  const { t } = useTranslation();
  const title = media.title_image?.[0];
  const chosen = useObjectUrl(title?.kind === 'new' ? title.file : null);
  const price = Number(values.price);
  const listing: ListingPreviewData = {
    slugId: values.slug_id || suggestedSlug(values.title) || 'preview',
    title: values.title.trim() || t('listingForm.preview.untitled'),
    image: title?.kind === 'existing' ? title.url : chosen,
    price: Number.isFinite(price) ? price : 0,
    type: values.property_type === '1' ? 'rent' : 'sell',
    rentDuration: (RENT_DURATIONS as readonly string[]).includes(values.rentduration) ? (values.rentduration as RentDuration) : 'Monthly',
    city: values.location.city,
    state: values.location.state,
    address: values.location.address || t('listingForm.preview.noPlace'),
    category: category ? category.translated_name || category.category : t('listingForm.preview.noCategory'),
    isPremium: values.is_premium,
    parameters: previewParameters(values, category),
  };
  return (
    <section aria-labelledby="listing-preview-title">
      <h2 id="listing-preview-title" className="text-sm font-semibold text-slate-700">
        {t('listingForm.preview.title')}
      </h2>
      <p className="mt-1 text-xs text-slate-600">{t('listingForm.preview.lead')}</p>
      {/* A picture of the card, not a link to follow: kept out of the tab order and the reading order. */}
      <div inert className="mt-3">
        {render(listing)}
      </div>
    </section>
  );
}
