import { useTranslation } from '~/lib/translation';
import type { PropertyType, RentDuration } from '@abode/shared/enums';
import { useFormatters } from '~/lib/format';

interface PriceTagProps {
  price: number;
  currencyCode: string;
  type: PropertyType;
  rentDuration: RentDuration;
  size?: 'md' | 'lg';
  /** The exact amount, never shortened (the listing's own page). */
  full?: boolean;
}

/** The price, with the rent period for rentals ("AED 95K / year"). */
export function PriceTag({ price, currencyCode, type, rentDuration, size = 'md', full = false }: PriceTagProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const rental = type === 'rent' || type === 'rented';
  const period = (rentDuration || 'Monthly').toLowerCase();
  return (
    <p className={`font-bold tracking-tight whitespace-nowrap text-slate-900 ${size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-xl'}`}>
      <data value={price}>{format.price(price, currencyCode || undefined, { full })}</data>
      {rental ? <span className={`font-medium text-slate-600 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}> / {t(`property.per.${period}`)}</span> : null}
    </p>
  );
}
