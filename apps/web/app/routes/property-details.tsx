import { useTranslation } from '~/lib/translation';
import type { Property } from '@abode/shared/schemas/properties';
import { data, useLocation } from 'react-router';
import { Badge } from '~/components/badge';
import { Breadcrumbs } from '~/components/breadcrumbs';
import { Gallery } from '~/components/gallery';
import { ClockIcon, EyeIcon, PinIcon, SparkIcon, StarIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { reportReasonsQuery } from '~/features/engagement/api';
import { ListingActions } from '~/features/engagement/components/listing-actions';
import { propertyQuery } from '~/features/properties/api';
import type { ListingCard } from '~/features/properties/cards';
import { ContactBar } from '~/features/properties/components/detail/contact-bar';
import { DocumentList } from '~/features/properties/components/detail/document-list';
import { LocationMap } from '~/features/properties/components/detail/location-map';
import { MortgagePanel } from '~/features/properties/components/detail/mortgage-panel';
import { PanoramaViewer } from '~/features/properties/components/detail/panorama-viewer';
import { PremiumLocked, type PremiumTeaser } from '~/features/properties/components/detail/premium-locked';
import { SharePanel } from '~/features/properties/components/detail/share-panel';
import { VideoTour } from '~/features/properties/components/detail/video-tour';
import { FacilityList } from '~/features/properties/components/facility-list';
import { FactList } from '~/features/properties/components/fact-list';
import { ListingTypeBadge } from '~/features/properties/components/listing-type-badge';
import { OwnerCard } from '~/features/properties/components/owner-card';
import { PriceTag } from '~/features/properties/components/price-tag';
import { PropertyGrid } from '~/features/properties/components/property-grid';
import { keyFacts } from '~/features/properties/key-facts';
import { placeLine } from '~/features/properties/place';
import { realEstateListing } from '~/features/properties/structured-data';
import { ApiRequestError, type ApiClient } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { browserApi } from '~/lib/browser-api';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useSite } from '~/lib/site-context';
import { jsonForScript, plainText } from '~/lib/text';
import type { Route } from './+types/property-details';
import { TimeAgo } from '~/components/time-ago';

/** The API's `key` for a premium listing refused to a visitor without the premium_properties feature. */
const PREMIUM_LOCKED = 'premiumPropertyLocked';

async function load(api: ApiClient, slugId: string) {
  try {
    const [detail, reasons] = await Promise.all([api.load(propertyQuery(slugId)), api.load(reportReasonsQuery)]);
    if (!detail) throw data(null, { status: 404 });
    return { locked: false as const, ...detail, reasons };
  } catch (error) {
    // Not an error page: the visitor gets the designed locked state and the way to a plan.
    // a teaser (photo, title, price, place) keeps the page a 200 search engines index (ADR 026)
    if (error instanceof ApiRequestError && error.key === PREMIUM_LOCKED) {
      const teaser = (error.body?.teaser ?? null) as PremiumTeaser | null;
      return data({ locked: true as const, teaser }, { status: teaser ? 200 : 403 });
    }
    throw error;
  }
}

export const loader = ({ request, context, params }: Route.LoaderArgs) => load(serverApi(request, context), params.slug_id);
export const clientLoader = ({ params }: Route.ClientLoaderArgs) => load(browserApi(), params.slug_id);

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  if (loaderData.locked) {
    const t = metaTranslator(root?.translations);
    const { teaser } = loaderData;
    if (!teaser) return pageMeta(root, { title: t('propertyDetail.lockedTitle'), description: t('propertyDetail.lockedMessage'), path: location.pathname, noIndex: true });
    return pageMeta(root, { title: teaser.translated_title || teaser.title, description: t('propertyDetail.lockedMessage'), image: teaser.title_image, path: location.pathname, type: 'article' });
  }
  const { property } = loaderData;
  return pageMeta(root, {
    title: property.meta_title || property.translated_title || property.title,
    description: property.meta_description || plainText(property.translated_description || property.description),
    image: property.meta_image || property.title_image,
    path: paths.property(property.slug_id),
    type: 'article',
  });
};

const CONTACT_ANCHOR = 'contact';

/** Plain-text descriptions keep their paragraphs. */
function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index} className="bidi-plain whitespace-pre-line">
            {paragraph}
          </p>
        ))}
    </>
  );
}

export default function PropertyDetails({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  if (loaderData.locked) return <PremiumLocked returnTo={pathname} teaser={loaderData.teaser} />;
  return <ListingPage property={loaderData.property} similar={loaderData.similar} reasons={loaderData.reasons} />;
}

function ListingPage({ property, similar, reasons }: { property: Property; similar: ListingCard[]; reasons: { id: number; label: string }[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { origin, user } = useSite();
  const title = property.translated_title || property.title;
  const description = plainText(property.translated_description || property.description);
  const images = [
    { src: property.title_image, placeholder: property.title_image_hash },
    ...property.gallery.map((image) => ({ src: image.image_url, placeholder: image.placeholder })),
  ].filter((image, index, all) => image.src && all.findIndex((other) => other.src === image.src) === index);
  const highlights = keyFacts(property.parameters, 4);
  const category = property.category.translated_name || property.category.category;
  const pageUrl = `${origin}${paths.property(property.slug_id)}`;
  const forSale = property.property_type === 'sell';
  const listingLink = property.property_type === 'rent' ? paths.properties({ type: 'rent' }) : paths.properties({ type: 'sell' });
  const ownListing = user !== null && property.customer_id === user.id;
  // the company's listings are answered by its admin (user 0 in chat); visitors go to log in first
  const conversation = paths.chatWith(property.id, property.is_admin ? 0 : property.customer_id);
  const chatHref = ownListing ? null : user ? conversation : paths.loginTo(conversation);

  return (
    <article className="mx-auto max-w-7xl px-4 pt-6 pb-28 sm:px-6 lg:px-8 lg:pb-16">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(realEstateListing(property, origin, description)) }} />

      <Breadcrumbs
        links={[
          { label: t('nav.properties'), to: listingLink },
          { label: category, to: paths.properties({ category: property.category.slug_id }) },
        ]}
        current={title}
      />

      <header className="mt-5 flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <ListingTypeBadge type={property.property_type} />
            {property.promoted ? (
              <Badge tone="promoted">
                <SparkIcon size={13} />
                {t('property.featured')}
              </Badge>
            ) : null}
            {property.is_premium ? (
              <Badge tone="premium">
                <StarIcon size={13} />
                {t('property.premium')}
              </Badge>
            ) : null}
            <Badge tone="neutral">{category}</Badge>
          </div>
          <h1 className="bidi-plain mt-3 text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 flex items-start gap-1.5 text-slate-600">
            <PinIcon size={18} className="mt-0.5 shrink-0 text-slate-500" />
            <span className="bidi-plain">{property.address || placeLine(property)}</span>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon size={16} className="text-slate-500" />
              <span>{t('property.posted')}</span>
              <time dateTime={property.created_at} suppressHydrationWarning>
                <TimeAgo date={property.created_at} />
              </time>
            </span>
            <span className="inline-flex items-center gap-1.5" data-testid="views">
              <EyeIcon size={16} className="text-slate-500" />
              {t('property.views', { count: property.total_view, formatted: format.number(property.total_view) })}
            </span>
          </p>
        </div>
        <PriceTag price={property.price} currencyCode={property.currency_code} type={property.property_type} rentDuration={property.rentduration} size="lg" full />
      </header>

      <div className="mt-6">
        <Gallery images={images} label={title} />
      </div>

      <div className="mt-10 grid gap-10 lg:grid-cols-12">
        <div className="min-w-0 space-y-12 lg:col-span-8">
          {highlights.length > 0 ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t('property.highlights')}>
              {highlights.map((fact) => (
                <li key={fact.id} className="rounded-2xl border border-slate-200 px-4 py-4">
                  <p className="text-xl font-bold text-slate-900">{fact.numeric ? format.number(Number(fact.value)) : fact.value}</p>
                  <p className="mt-0.5 text-sm text-slate-600">{fact.label}</p>
                </li>
              ))}
            </ul>
          ) : null}

          <section aria-labelledby="description-title">
            <h2 id="description-title" className="text-xl font-bold text-slate-900">
              {t('property.description')}
            </h2>
            <div className="prose-content mt-4 max-w-none text-base">
              <Paragraphs text={property.translated_description || property.description} />
            </div>
          </section>

          {/*
            Below the gallery and the description on every screen: rendered as it nears the viewport.
            Its paint is clipped to its padding box, so the padding (cancelled by the margin) keeps
            the focus outlines and rings of the blocks at its edges.
          */}
          <div className="render-when-visible-[60rem] -m-2 space-y-12 p-2">
            <FactList parameters={property.parameters} />
            <FacilityList facilities={property.assign_facilities} />
            {property.video_link ? <VideoTour link={property.video_link} poster={property.title_image} posterPlaceholder={property.title_image_hash} title={title} /> : null}
            {property.three_d_image ? <PanoramaViewer src={property.three_d_image} title={title} /> : null}
            <DocumentList documents={property.documents} />
            <LocationMap latitude={property.latitude} longitude={property.longitude} address={property.address || placeLine(property)} title={title} />
          </div>
        </div>

        <aside className="lg:col-span-4" aria-label={t('propertyDetail.sidebar')}>
          <div className="space-y-4 lg:sticky lg:top-24">
            <div id={CONTACT_ANCHOR} className="scroll-mt-24">
              <OwnerCard property={property} chatHref={chatHref} />
            </div>
            <ListingActions
              listingId={property.id}
              slugId={property.slug_id}
              favourite={property.is_favourite === 1}
              interested={property.is_interested === 1}
              reported={property.is_reported === 1}
              open={property.is_interest_available}
              own={ownListing}
              reasons={reasons}
            />
            {forSale ? <MortgagePanel price={property.price} currencyCode={property.currency_code} scheduleHref={paths.mortgageCalculator} /> : null}
            <SharePanel url={pageUrl} title={title} />
            <p className="rounded-2xl bg-slate-50 px-5 py-4 text-sm text-slate-600">{t('property.reference', { id: property.id })}</p>
          </div>
        </aside>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-title" className="mt-16">
          <h2 id="similar-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('propertyDetail.similar')}
          </h2>
          <div className="mt-6">
            <PropertyGrid listings={similar} phoneRow />
          </div>
        </section>
      ) : null}

      <ContactBar property={property} contactAnchor={CONTACT_ANCHOR} />
    </article>
  );
}
