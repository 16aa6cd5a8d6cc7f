import { useTranslation } from '~/lib/translation';
import type { PropertyType } from '@abode/shared/enums';
import { Badge } from '~/components/badge';

const TONES = { sell: 'brand', rent: 'rent', sold: 'sold', rented: 'sold' } as const;

/** "For sale" / "For rent" / "Sold" / "Rented". */
export function ListingTypeBadge({ type }: { type: PropertyType }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[type]}>{t(`property.type.${type}`)}</Badge>;
}
