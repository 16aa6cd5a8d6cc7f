import { ListIcon, MapIcon } from '~/components/icons';
import { useFormatters } from '~/lib/format';
import { useTranslation } from '~/lib/translation';

export type PhoneView = 'map' | 'list';

/**
 * The phone map page's Map/List switch, floating at the bottom edge within thumb's reach: two
 * toggle buttons (aria-pressed) in a labelled group, so a screen reader hears which one is on.
 */
export function PhoneViewToggle({ view, onChange, total }: { view: PhoneView; onChange: (view: PhoneView) => void; total: number | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const item = (active: boolean) =>
    `inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${active ? 'bg-white text-slate-900' : 'text-white hover:bg-white/10'}`;
  return (
    <div className="fixed inset-x-0 bottom-4 z-40 flex justify-center px-4" style={{ paddingBottom: 'env(safe-area-inset-bottom)' }}>
      <div role="group" aria-label={t('listSearch.viewToggle')} className="inline-flex gap-1 rounded-full bg-slate-900 p-1 shadow-xl">
        <button type="button" aria-pressed={view === 'map'} onClick={() => onChange('map')} className={item(view === 'map')}>
          <MapIcon />
          {t('listSearch.showMap')}
        </button>
        <button type="button" aria-pressed={view === 'list'} onClick={() => onChange('list')} className={item(view === 'list')}>
          <ListIcon />
          {t('listSearch.showList')}
          {total === null ? null : (
            <span className={`rounded-full px-1.5 text-xs leading-5 ${view === 'list' ? 'bg-slate-900 text-white' : 'bg-white text-slate-900'}`}>{format.number(total)}</span>
          )}
        </button>
      </div>
    </div>
  );
}
