import type { ComponentType, SVGProps } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { useSite } from '~/lib/site-context';
import { AppleIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon, PlayIcon, XIcon, YoutubeIcon } from '../icons';
import { SiteLogo } from './site-logo';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

/** Settings hold either a full URL or the bare handle/id; both become a link. */
function profileUrl(value: string | undefined, base: string): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${base}${encodeURIComponent(trimmed.replace(/^@/, ''))}`;
}

const HEADING = 'text-sm font-semibold tracking-wide text-white uppercase';
const LINK = 'rounded text-sm text-slate-300 hover:text-white';

/** Footer: company details and social links from web-settings, quick links, app store links. */
export function SiteFooter() {
  const { t } = useTranslation();
  const { settings } = useSite();
  const companyName = settings.company_name || 'Abode';

  const socials: { label: string; href: string | undefined; Icon: IconComponent }[] = [
    { label: 'Facebook', href: profileUrl(settings.facebook_id, 'https://www.facebook.com/'), Icon: FacebookIcon },
    { label: 'Instagram', href: profileUrl(settings.instagram_id, 'https://www.instagram.com/'), Icon: InstagramIcon },
    { label: 'X', href: profileUrl(settings.twitter_id, 'https://x.com/'), Icon: XIcon },
    { label: 'YouTube', href: profileUrl(settings.youtube_id, 'https://www.youtube.com/@'), Icon: YoutubeIcon },
  ];
  const stores = [
    { label: t('footer.googlePlay'), caption: t('footer.getItOn'), href: profileUrl(settings.playstore_id, 'https://play.google.com/store/apps/details?id='), Icon: PlayIcon },
    { label: t('footer.appStore'), caption: t('footer.downloadOn'), href: profileUrl(settings.appstore_id, 'https://apps.apple.com/app/id'), Icon: AppleIcon },
  ].filter((store) => store.href);

  const quickLinks = [
    { to: paths.properties({ type: 'sell' }), label: t('nav.forSale') },
    { to: paths.properties({ type: 'rent' }), label: t('nav.forRent') },
    { to: paths.projects, label: t('nav.projects') },
    { to: paths.agents, label: t('nav.agents') },
    { to: paths.articles, label: t('nav.articles') },
    { to: paths.mortgageCalculator(), label: t('nav.mortgageCalculator') },
    { to: paths.areaConverter, label: t('nav.areaConverter') },
  ];
  const companyLinks = [
    { to: paths.about, label: t('nav.about') },
    { to: paths.contact, label: t('nav.contact') },
    { to: paths.faqs, label: t('footer.faqs') },
    { to: paths.privacy, label: t('footer.privacy') },
    { to: paths.terms, label: t('footer.terms') },
  ];
  const phones = [settings.company_tel1, settings.company_tel2].filter((tel): tel is string => Boolean(tel));

  return (
    <footer className="render-when-visible-[60rem] bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="lg:col-span-4">
          <SiteLogo name={companyName} logo={settings.web_footer_logo} homeLabel={t('nav.homeOf', { name: companyName })} placement="footer" />
          <p className="mt-4 max-w-sm text-sm leading-6 text-slate-400">{t('footer.tagline')}</p>
          <ul className="mt-6 flex gap-2" aria-label={t('footer.followUs')}>
            {socials
              .filter((social) => social.href)
              .map(({ label, href, Icon }) => (
                <li key={label}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex size-10 items-center justify-center rounded-xl bg-white/5 text-slate-300 ring-1 ring-white/10 hover:bg-white/10 hover:text-white"
                  >
                    <Icon size={18} />
                    <span className="sr-only">{t('footer.socialLink', { network: label, name: companyName })}</span>
                  </a>
                </li>
              ))}
          </ul>
        </div>

        <FooterLinks id="footer-explore" title={t('footer.explore')} links={quickLinks} />

        <FooterLinks id="footer-company" title={t('footer.company')} links={companyLinks} />

        <div className="lg:col-span-4">
          <h2 className={HEADING}>{t('footer.contact')}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            {settings.company_address ? (
              <p className="flex gap-3">
                <PinIcon size={18} className="mt-0.5 shrink-0 text-brand-400" />
                <span>{settings.company_address}</span>
              </p>
            ) : null}
            {phones.map((phone) => (
              <p key={phone} className="flex gap-3">
                <PhoneIcon size={18} className="mt-0.5 shrink-0 text-brand-400" />
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={LINK} dir="ltr">
                  {phone}
                </a>
              </p>
            ))}
            {settings.company_email ? (
              <p className="flex gap-3">
                <MailIcon size={18} className="mt-0.5 shrink-0 text-brand-400" />
                <a href={`mailto:${settings.company_email}`} className={LINK}>
                  {settings.company_email}
                </a>
              </p>
            ) : null}
          </address>
          {stores.length > 0 ? (
            <div className="mt-6">
              <h2 className={HEADING}>{t('footer.getTheApp')}</h2>
              <ul className="mt-4 flex flex-wrap gap-3">
                {stores.map(({ label, caption, href, Icon }) => (
                  <li key={label}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex items-center gap-3 rounded-xl bg-white/5 px-4 py-2.5 ring-1 ring-white/15 hover:bg-white/10"
                    >
                      <Icon size={22} className="text-white" />
                      <span className="flex flex-col text-start leading-tight">
                        <span className="text-[11px] text-slate-400">{caption}</span>
                        <span className="text-sm font-semibold text-white">{label}</span>
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: new Date().getFullYear(), name: companyName })}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-labelledby={id} className="lg:col-span-2">
      <h2 id={id} className={HEADING}>
        {title}
      </h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={LINK}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
