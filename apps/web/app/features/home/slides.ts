import type { PropertyType } from '@abode/shared/enums';
import type { Slider } from '@abode/shared/schemas/homepage';

/** A hero slide as the carousel shows it: one of a listing, a category, or a plain banner. */
export interface Slide {
  id: number;
  image: string;
  property: { title: string; slugId: string; price: number; currencyCode: string; type: PropertyType; city: string } | null;
  category: { name: string; slugId: string } | null;
  /** Where a banner slide leads (external URL or site path); empty for none. */
  link: string;
}

export function toSlide(slider: Slider): Slide {
  const { property, category } = slider;
  return {
    id: slider.id,
    image: slider.web_image || slider.image,
    property: property
      ? {
          title: property.translated_title || property.title,
          slugId: property.slug_id,
          price: property.price,
          currencyCode: property.currency_code,
          type: property.property_type,
          city: property.city,
        }
      : null,
    category: category ? { name: category.translated_name || category.category, slugId: category.slug_id } : null,
    link: slider.link,
  };
}
