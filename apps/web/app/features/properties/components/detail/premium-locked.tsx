import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { LockIcon, StarIcon } from '~/components/icons';
import { UpgradeActions } from '~/components/upgrade-actions';
import { paths } from '~/config/paths';
import { Photo } from '~/components/photo';
import { PlaceLine } from '~/components/place-line';
import type { PropertyType, RentDuration } from '@abode/shared/enums';
import { placeLine } from '../../place';
import { PriceTag } from '../price-tag';

/** What the API shows of a premium listing to those who may not open it (ADR 026). */
export interface PremiumTeaser {
  title: string;
  translated_title?: string;
  title_image: string;
  title_image_hash?: string;
  price: number;
  currency_code: string;
  property_type: PropertyType;
  rentduration: RentDuration;
  city: string;
  state: string;
  country: string;
}

/** The listing's face above the wall: photo, title, price and place (the page stays indexable). */
function Teaser({ teaser }: { teaser: PremiumTeaser }) {
  const title = teaser.translated_title || teaser.title;
  return (
    <div className="mb-8 overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="premium-teaser">
      <Photo src={teaser.title_image} alt={title} width={960} height={540} sizes="(min-width: 768px) 48rem, 100vw" priority placeholder={teaser.title_image_hash ?? null} className="aspect-video w-full object-cover" />
      <div className="p-6">
        <h1 className="bidi-plain text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <div className="mt-2">
          <PriceTag price={teaser.price} currencyCode={teaser.currency_code} type={teaser.property_type} rentDuration={teaser.rentduration} size="lg" />
        </div>
        <PlaceLine place={placeLine(teaser)} />
      </div>
    </div>
  );
}

/**
 * What a visitor without the premium_properties package feature sees instead of a premium
 * listing: what premium brings and the way to a plan (or to log in first).
 */
export function PremiumLocked({ returnTo, teaser }: { returnTo: string; teaser?: PremiumTeaser | null }) {
  const { t } = useTranslation();
  const Heading = teaser ? 'h2' : 'h1';
  return (
    <div className={`mx-auto max-w-3xl px-4 ${teaser ? 'py-8 sm:py-12' : 'py-16 sm:py-24'}`} data-testid="premium-locked">
      {teaser ? <Teaser teaser={teaser} /> : null}
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-slate-900 via-slate-800 to-brand-900 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <div aria-hidden="true" className="pointer-events-none absolute -end-16 -top-16 size-56 rounded-full bg-amber-400/20 blur-3xl" />
        <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-amber-400 text-slate-900 shadow-lg">
          <LockIcon size={30} />
        </span>
        <p className="mt-6 inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-amber-300">
          <StarIcon size={14} />
          {t('property.premium')}
        </p>
        <Heading className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('propertyDetail.lockedTitle')}</Heading>
        <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-slate-200">{t('propertyDetail.lockedMessage')}</p>
        <ul className="mx-auto mt-8 grid max-w-lg gap-3 text-start text-sm text-slate-100 sm:grid-cols-2">
          {[t('propertyDetail.lockedPerkPhotos'), t('propertyDetail.lockedPerkContact'), t('propertyDetail.lockedPerkEarly'), t('propertyDetail.lockedPerkAll')].map((perk) => (
            <li key={perk} className="flex items-start gap-2 rounded-xl bg-white/5 px-3 py-2.5">
              <StarIcon size={16} className="mt-0.5 shrink-0 text-amber-300" />
              {perk}
            </li>
          ))}
        </ul>
        <UpgradeActions returnTo={returnTo} planLabel={t('propertyDetail.lockedCta')} loginLabel={t('propertyDetail.lockedLogin')} className="mt-10 justify-center" />
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to={paths.properties()} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('errors.browseProperties')}
        </Link>
      </p>
    </div>
  );
}
