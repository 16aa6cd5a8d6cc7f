import { useTranslation } from '~/lib/translation';
import { Badge } from '~/components/badge';
import { statusWords, type ListingState, type StatusWord } from '~/lib/owner-listings/status';

const TONES: Record<StatusWord, 'brand' | 'premium' | 'promoted' | 'neutral' | 'sold'> = {
  approved: 'brand',
  pending: 'premium',
  rejected: 'promoted',
  active: 'neutral',
  inactive: 'neutral',
  sold: 'sold',
  rented: 'sold',
  expired: 'promoted',
};

/** A listing's review state, its on/off switch and its deal state, in SPEC §4 wording. */
export function StatusBadges({ state }: { state: ListingState }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('myListings.statusLabel')}>
      {statusWords(state).map((word) => (
        <li key={word}>
          <Badge tone={TONES[word]}>{t(`myListings.status.${word}`)}</Badge>
        </li>
      ))}
    </ul>
  );
}
