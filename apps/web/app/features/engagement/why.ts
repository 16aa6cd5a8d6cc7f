import type { RecommendationReason } from '@abode/shared/schemas/personalisation';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** At most this many reasons make the line under a recommended card. */
const WHY_PARTS = 3;

/** "In Dubai Marina · within your budget": why a listing was recommended, in the page's language. */
export function whyLine(reasons: readonly RecommendationReason[], t: Translate, categoryName: string): string {
  const words = (r: RecommendationReason): string => {
    switch (r.type) {
      case 'city':
        return t('engage.why.city', { value: r.value });
      case 'category':
        return categoryName;
      case 'budget':
        return t('engage.why.budget');
      case 'property_type':
        return t(`engage.why.${r.value}`);
      case 'facilities':
        return t('engage.why.facilities', { count: r.count });
      case 'new':
        return t('engage.why.new');
      case 'popular':
        return t('engage.why.popular');
      case 'nearby':
        return t('engage.why.nearby');
    }
  };
  return reasons.slice(0, WHY_PARTS).map(words).join(' · ');
}
