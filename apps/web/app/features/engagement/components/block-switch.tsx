import { buttonClasses } from '~/components/button';
import { EngageToggle } from '~/components/engage-toggle';
import { useTranslation } from '~/lib/translation';

/** Block or unblock an owner from their profile; the note says what a block does while it holds. */
export function BlockSwitch({ userId, profilePath, blocked }: { userId: number; profilePath: string; blocked: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <EngageToggle
        intent="block"
        targetId={userId}
        listingPath={profilePath}
        on={blocked}
        label={t('engage.block')}
        className={(on) => buttonClasses({ variant: on ? 'secondary' : 'dangerGhost', size: 'sm' })}
      >
        {(on) => (on ? t('engage.unblock') : t('engage.block'))}
      </EngageToggle>
      {blocked ? <p className="text-sm text-slate-600">{t('engage.blockedNote')}</p> : null}
    </div>
  );
}
