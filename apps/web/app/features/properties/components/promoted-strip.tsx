import { useTranslation } from '~/lib/translation';
import { SparkIcon } from '~/components/icons';
import type { ListingCard } from '../cards';
import { PropertyGrid } from './property-grid';

/**
 * Promoted listings that match the filters, in their own labelled strip: paid placement is said
 * as such, and the results below keep the order the visitor chose. Above the fold, so its first
 * photo may be the page's LCP image.
 */
export function PromotedStrip({ listings, priorityFirst = false }: { listings: ListingCard[]; priorityFirst?: boolean }) {
  const { t } = useTranslation();
  if (listings.length === 0) return null;
  return (
    <section aria-labelledby="promoted-strip" className="mb-8 rounded-3xl bg-amber-50/60 p-4 ring-1 ring-amber-200 sm:p-5">
      <h2 id="promoted-strip" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <SparkIcon size={16} />
        {t('listSearch.promoted.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('listSearch.promoted.lead')}</p>
      <div className="mt-4">
        <PropertyGrid listings={listings} priorityFirst={priorityFirst} columns="sm:grid-cols-2 xl:grid-cols-3" />
      </div>
    </section>
  );
}
