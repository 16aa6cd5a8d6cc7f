import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { LogoMark } from '../icons';

/** The brand: the admin's logo mark (Abode's own when none is set) beside the company name. */
export function SiteLogo({ name, logo, homeLabel, tone = 'dark' }: { name: string; logo?: string | undefined; homeLabel: string; tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={homeLabel}>
      {logo ? (
        <img src={logo} alt="" width={34} height={34} className="size-[34px] object-contain" />
      ) : (
        <LogoMark size={34} className={tone === 'dark' ? 'text-brand-700' : 'text-brand-400'} />
      )}
      <span className={`text-xl font-extrabold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>{name}</span>
    </Link>
  );
}
