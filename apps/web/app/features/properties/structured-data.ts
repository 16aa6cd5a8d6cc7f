import type { Property } from '@abode/shared/schemas/properties';
import { paths } from '~/config/paths';

/** schema.org RealEstateListing for search engines. */
export function realEstateListing(property: Property, origin: string, description: string) {
  const images = [property.title_image, ...property.gallery.map((image) => image.image_url)].filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.translated_title || property.title,
    description,
    url: `${origin}${paths.property(property.slug_id)}`,
    datePosted: property.created_at,
    image: images,
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: property.currency_code,
      businessFunction: property.property_type === 'rent' || property.property_type === 'rented' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
      availability: property.property_type === 'sold' || property.property_type === 'rented' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: property.city,
      addressRegion: property.state,
      addressCountry: property.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: Number(property.latitude), longitude: Number(property.longitude) },
  };
}
