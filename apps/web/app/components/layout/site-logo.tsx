import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { LogoMark } from '../icons';

interface SiteLogoProps {
  name: string;
  logo?: string | undefined;
  homeLabel: string;
  /** Header: dark text, loaded at once. Footer: light text on dark, loaded lazily (far below the fold). */
  placement: 'header' | 'footer';
}

/** The brand: the admin's logo mark (Abode's own when none is set) beside the company name. */
export function SiteLogo({ name, logo, homeLabel, placement }: SiteLogoProps) {
  const header = placement === 'header';
  return (
    <Link to={paths.home} className="inline-flex shrink-0 items-center gap-2.5 rounded-lg" aria-label={homeLabel}>
      {logo ? (
        <img src={logo} alt="" width={34} height={34} loading={header ? undefined : 'lazy'} className="size-[34px] object-contain" />
      ) : (
        <LogoMark size={34} className={header ? 'text-brand-700' : 'text-brand-400'} />
      )}
      <span className={`text-xl font-extrabold tracking-tight ${header ? 'text-slate-900' : 'text-white'}`}>{name}</span>
    </Link>
  );
}
