import { Link } from 'react-router';
import { buttonClasses } from '~/components/button';
import { useTranslation } from '~/lib/translation';

/** A queue's states as tabs (pending, approved…): links to the same page filtered by each, the current one marked. */
export function StateTabs({ states, current, hrefOf }: { states: readonly string[]; current: string; hrefOf: (state: string) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('admin.queue.states')}>
      <ul className="flex flex-wrap gap-2">
        {states.map((state) => (
          <li key={state}>
            <Link to={hrefOf(state)} aria-current={state === current ? 'page' : undefined} className={buttonClasses({ variant: state === current ? 'primary' : 'secondary', size: 'sm' })}>
              {t(`admin.status.${state}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
