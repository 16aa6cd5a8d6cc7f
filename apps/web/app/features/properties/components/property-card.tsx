import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Badge } from '~/components/badge';
import { EngageToggle } from '~/components/engage-toggle';
import { AreaIcon, BathIcon, BedIcon, CheckBadgeIcon, HandIcon, HeartIcon, PinIcon, SparkIcon, StarIcon } from '~/components/icons';
import { Photo } from '~/components/photo';
import { paths } from '~/config/paths';
import { useFormatters } from '~/lib/format';
import type { ListingCard } from '../cards';
import type { Fact } from '../key-facts';
import { ListingTypeBadge } from './listing-type-badge';
import { PriceTag } from './price-tag';

const TOGGLE = 'grid size-10 place-items-center rounded-full shadow-sm ring-1 ring-slate-900/10 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

const FACT_ICONS = { bedrooms: BedIcon, bathrooms: BathIcon, area: AreaIcon } as const;

function FactIcon({ fact }: { fact: Fact }) {
  if (fact.kind !== 'other') {
    const Icon = FACT_ICONS[fact.kind];
    return <Icon size={17} className="text-slate-500" />;
  }
  return fact.icon ? <img src={fact.icon} alt="" width={17} height={17} className="size-[17px] opacity-70" loading="lazy" /> : null;
}

/** Interest and favourite switches, above the title link that stretches over the card. */
function CardToggles({ listing, engagement }: { listing: ListingCard; engagement: NonNullable<ListingCard['engagement']> }) {
  const { t } = useTranslation();
  const listingPath = paths.property(listing.slugId);
  return (
    <div className="absolute end-3 bottom-3 z-10 flex gap-2">
      {engagement.interestOpen ? (
        <EngageToggle
          intent="interest"
          targetId={listing.id}
          listingPath={listingPath}
          on={engagement.interested}
          label={t('engage.interested')}
          className={(on) => `${TOGGLE} ${on ? 'bg-brand-700 text-white' : 'bg-white/90 text-slate-800 hover:bg-white'}`}
        >
          {() => <HandIcon size={18} />}
        </EngageToggle>
      ) : null}
      <EngageToggle
        intent="favourite"
        targetId={listing.id}
        listingPath={listingPath}
        on={engagement.favourite}
        label={t('engage.favourite')}
        className={(on) => `${TOGGLE} bg-white/90 hover:bg-white ${on ? 'text-red-700' : 'text-slate-800'}`}
      >
        {(on) => <HeartIcon size={18} fill={on ? 'currentColor' : 'none'} />}
      </EngageToggle>
    </div>
  );
}

interface PropertyCardProps {
  listing: ListingCard;
  /** The first card of a page above the fold: its photo is the LCP image. */
  priority?: boolean;
}

/** A listing card; the title link stretches over the whole card. */
export function PropertyCard({ listing, priority = false }: PropertyCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-xl hover:ring-slate-300 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-600">
      <div className="relative aspect-[4/3] overflow-hidden">
        <Photo
          src={listing.image}
          placeholder={listing.placeholder}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          priority={priority}
          className="size-full transition-transform duration-500 group-hover:scale-105"
        />
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start gap-1.5">
          <ListingTypeBadge type={listing.type} />
          {listing.promoted ? (
            <Badge tone="promoted">
              <SparkIcon size={13} />
              {t('property.featured')}
            </Badge>
          ) : null}
          {listing.verifiedAgent ? (
            <Badge tone="neutral">
              <CheckBadgeIcon size={13} className="text-brand-700" />
              {t('agent.verified')}
            </Badge>
          ) : null}
          {listing.isPremium ? (
            <Badge tone="premium" className="ms-auto">
              <StarIcon size={13} />
              {t('property.premium')}
            </Badge>
          ) : null}
        </div>
        {listing.engagement ? <CardToggles listing={listing} engagement={listing.engagement} /> : null}
        <span className="absolute bottom-3 start-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-medium text-white backdrop-blur-sm">{listing.category}</span>
      </div>
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <PriceTag price={listing.price} currencyCode={listing.currencyCode} type={listing.type} rentDuration={listing.rentDuration} />
        <h3 className="bidi-plain mt-1.5 line-clamp-2 text-base leading-snug font-semibold text-slate-900">
          <Link to={paths.property(listing.slugId)} className="outline-none after:absolute after:inset-0 after:content-['']">
            {listing.title}
          </Link>
        </h3>
        <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-600">
          <PinIcon size={16} className="shrink-0 text-slate-500" />
          <span className="bidi-plain truncate">{listing.place}</span>
        </p>
        {listing.facts.length > 0 ? (
          <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm font-medium text-slate-700 [&:not(:first-child)]:mt-4">
            {listing.facts.map((fact) => (
              <li key={fact.id} className="flex items-center gap-1.5" title={fact.label}>
                <FactIcon fact={fact} />
                <span className="sr-only">{fact.label}: </span>
                {fact.numeric ? format.number(Number(fact.value)) : fact.value}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
