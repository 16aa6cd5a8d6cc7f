import { useTranslation } from '~/lib/translation';

/** How much of a feature is used: a labelled meter for limited features, a line for unlimited or access ones. */
export function UsageBar({ label, used, total }: { label: string; used: number; total: number | null | 'included' }) {
  const { t } = useTranslation();
  const text = total === 'included' ? t('subscription.included') : total === null ? t('subscription.unlimitedUsed', { used }) : t('subscription.used', { used, total });
  return (
    <div>
      <div className="flex justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="text-slate-600">{text}</span>
      </div>
      {total === null || total === 'included' ? null : (
        <meter min={0} max={Math.max(total, 1)} value={Math.min(used, total)} aria-label={`${label}: ${text}`} className="mt-2 h-2 w-full" />
      )}
    </div>
  );
}
