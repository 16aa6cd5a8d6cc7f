import type { PropertyCard as PropertyCardData } from '@abode/shared/schemas/properties';
import { PropertyCard } from './property-card';

/** Listing cards in a responsive grid; `priorityFirst` when the first photo is the page's LCP image. */
export function PropertyGrid({ properties, priorityFirst = false }: { properties: PropertyCardData[]; priorityFirst?: boolean }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {properties.map((property, index) => (
        <li key={property.id} className="flex [&>article]:w-full">
          <PropertyCard property={property} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
