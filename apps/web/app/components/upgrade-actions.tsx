import { Link } from 'react-router';
import { ButtonLink } from '~/components/button';
import { paths } from '~/config/paths';
import { useSite } from '~/lib/site-context';

/**
 * The way out of a paywall on a dark panel: to the plans, and for a visitor also to log in first
 * (coming back to `returnTo`, where a plan they already hold may unlock the page).
 */
export function UpgradeActions({ returnTo, planLabel, loginLabel, className = '' }: { returnTo: string; planLabel: string; loginLabel: string; className?: string }) {
  const { user } = useSite();
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      <ButtonLink to={paths.subscriptionPlan} variant="inverse" size="lg">
        {planLabel}
      </ButtonLink>
      {user ? null : (
        <Link to={paths.loginTo(returnTo)} className="inline-flex h-12 items-center justify-center rounded-xl border border-white/40 px-6 text-base font-semibold text-white hover:bg-white/10">
          {loginLabel}
        </Link>
      )}
    </div>
  );
}
