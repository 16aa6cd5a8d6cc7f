import { useTranslation } from '~/lib/translation';
import type { Property } from '@abode/shared/schemas/properties';
import { buttonClasses } from '~/components/button';
import { PhoneIcon } from '~/components/icons';
import { PriceTag } from '../price-tag';

/**
 * Phones only: the price and the ways to get in touch stay at the bottom of the screen while
 * the visitor scrolls (the page leaves room for it at its end).
 */
export function ContactBar({ property, contactAnchor }: { property: Property; contactAnchor: string }) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur lg:hidden" data-testid="contact-bar">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div className="min-w-0">
          <PriceTag price={property.price} currencyCode={property.currency_code} type={property.property_type} rentDuration={property.rentduration} full />
        </div>
        <div className="flex shrink-0 gap-2">
          <a href={`#${contactAnchor}`} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
            {t('property.contact')}
          </a>
          {property.mobile ? (
            <a href={`tel:${property.mobile.replace(/[^\d+]/g, '')}`} className={buttonClasses({ size: 'sm' })}>
              <PhoneIcon size={16} />
              {t('propertyDetail.call')}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
