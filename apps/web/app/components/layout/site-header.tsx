import { useRef, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { useSite } from '~/lib/site-context';
import { ButtonLink } from '../button';
import { Dropdown, dropdownItemClasses, useDetailsDismiss } from '../dropdown';
import { ChevronDownIcon, CloseIcon, MenuIcon, UserIcon } from '../icons';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

function useNavigationItems() {
  const { t } = useTranslation();
  const listings: NavItem[] = [
    { to: paths.properties(), label: t('nav.allProperties') },
    { to: paths.properties({ type: 'sell' }), label: t('nav.forSale') },
    { to: paths.properties({ type: 'rent' }), label: t('nav.forRent') },
    { to: paths.mortgageCalculator(), label: t('nav.mortgageCalculator') },
    { to: paths.areaConverter, label: t('nav.areaConverter') },
  ];
  const sections: NavItem[] = [
    { to: paths.projects, label: t('nav.projects') },
    { to: paths.agents, label: t('nav.agents') },
    { to: paths.articles, label: t('nav.articles') },
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
  ];
  return { home: { to: paths.home, label: t('nav.home'), end: true } satisfies NavItem, listings, sections };
}

const DESKTOP_LINK =
  'inline-flex h-10 items-center rounded-xl px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700';
const MOBILE_LINK =
  'block rounded-xl px-3 py-3 text-base font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/** The site header: brand, main navigation, language switch and the account area. */
export function SiteHeader({ userMenu }: { userMenu: ReactNode }) {
  const { t } = useTranslation();
  const { settings, user } = useSite();
  const { home, listings, sections } = useNavigationItems();
  const browsingListings = useLocation().pathname.startsWith('/properties');
  const companyName = settings.company_name || 'Abode';
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  useDetailsDismiss(mobileMenu);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:h-18 lg:px-8">
        <SiteLogo name={companyName} logo={settings.web_logo} homeLabel={t('nav.homeOf', { name: companyName })} placement="header" />

        <nav aria-label={t('nav.primary')} className="ms-6 hidden xl:block">
          <ul className="flex items-center gap-0.5">
            <li>
              <NavLink to={home.to} end className={DESKTOP_LINK}>
                {home.label}
              </NavLink>
            </li>
            <li>
              <Dropdown
                summaryClassName={`${DESKTOP_LINK} gap-1 ${browsingListings ? 'text-brand-700' : ''}`}
                align="start"
                label={
                  <>
                    {t('nav.properties')}
                    <ChevronDownIcon size={16} className="text-slate-500 transition-transform group-open:rotate-180" />
                  </>
                }
              >
                <ul>
                  {listings.map((item) => (
                    <li key={item.to}>
                      <Link to={item.to} className={dropdownItemClasses}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            </li>
            {sections.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={DESKTOP_LINK}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitch />
          {user ? (
            userMenu
          ) : (
            <>
              <ButtonLink to={paths.login} variant="ghost" size="sm" className="h-10 max-sm:w-10 max-sm:px-0">
                <UserIcon size={20} className="sm:hidden" />
                <span className="max-sm:sr-only">{t('account.login')}</span>
              </ButtonLink>
              <ButtonLink to={paths.register} size="sm" className="h-10 max-sm:hidden">
                {t('account.register')}
              </ButtonLink>
            </>
          )}

          <details ref={mobileMenu} className="group/menu xl:hidden">
            <summary className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
              <MenuIcon size={22} className="group-open/menu:hidden" />
              <CloseIcon size={22} className="hidden group-open/menu:block" />
              <span className="sr-only">{t('nav.menu')}</span>
            </summary>
            <nav
              aria-label={t('nav.primary')}
              className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pt-2 pb-6 shadow-xl sm:px-6"
            >
              <ul className="mx-auto grid max-w-7xl gap-1 sm:grid-cols-2">
                {[home, ...listings, ...sections].map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end} className={MOBILE_LINK}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              {user ? null : (
                <div className="mx-auto mt-4 flex max-w-7xl gap-3 border-t border-slate-100 pt-4 sm:hidden">
                  <ButtonLink to={paths.login} variant="secondary" className="flex-1">
                    {t('account.login')}
                  </ButtonLink>
                  <ButtonLink to={paths.register} className="flex-1">
                    {t('account.register')}
                  </ButtonLink>
                </div>
              )}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
