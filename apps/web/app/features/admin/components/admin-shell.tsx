import { type ReactNode, useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import type { AdminPermission } from '@abode/shared/admin-permissions';
import type { AdminMe } from '@abode/shared/schemas/admin';
import { paths } from '~/config/paths';
import { useTranslation } from '~/lib/translation';

interface Section {
  /** its label is admin.nav.<key> (translation-keys.test lists them) */
  key: string;
  to: string;
  /** shown to those who hold it (admins hold all) */
  permission?: AdminPermission;
}

/** The console's sections by area (admin.navGroups.<key>): a column with headings on a laptop, one scrolling row on a phone. */
const GROUPS: { key: string; sections: Section[] }[] = [
  {
    key: 'overview',
    sections: [
    { key: 'dashboard', to: paths.admin.dashboard },
    ],
  },
  {
    key: 'moderation',
    sections: [
    { key: 'properties', to: paths.admin.properties(), permission: 'properties.moderate' },
    { key: 'projects', to: paths.admin.projects(), permission: 'projects.moderate' },
    { key: 'featured', to: paths.admin.featured(), permission: 'properties.moderate' },
    { key: 'verifications', to: paths.admin.verifications(), permission: 'agents.verify' },
    { key: 'reports', to: paths.admin.reports(), permission: 'reports.manage' },
    ],
  },
  {
    key: 'people',
    sections: [
    { key: 'users', to: paths.admin.users(), permission: 'users.manage' },
    { key: 'chat', to: paths.admin.chat(), permission: 'chat.reply' },
    { key: 'notifications', to: paths.admin.notifications(), permission: 'notifications.send' },
    ],
  },
  {
    key: 'catalogue',
    sections: [
    { key: 'categories', to: paths.admin.categories, permission: 'catalogue.manage' },
    { key: 'facilities', to: paths.admin.facilities, permission: 'catalogue.manage' },
    { key: 'cities', to: paths.admin.cities, permission: 'catalogue.manage' },
    { key: 'reportReasons', to: paths.admin.reportReasons, permission: 'catalogue.manage' },
    { key: 'verificationForm', to: paths.admin.verificationForm, permission: 'catalogue.manage' },
    { key: 'placeAliases', to: paths.admin.placeAliases, permission: 'catalogue.manage' },
    ],
  },
  {
    key: 'content',
    sections: [
    { key: 'articles', to: paths.admin.articles(), permission: 'content.manage' },
    { key: 'faqs', to: paths.admin.faqs, permission: 'content.manage' },
    { key: 'sliders', to: paths.admin.sliders, permission: 'content.manage' },
    { key: 'homeSections', to: paths.admin.homeSections, permission: 'content.manage' },
    { key: 'pages', to: paths.admin.pages(), permission: 'content.manage' },
    { key: 'inbox', to: paths.admin.inbox(), permission: 'content.manage' },
    ],
  },
  {
    key: 'money',
    sections: [
    { key: 'packages', to: paths.admin.packages, permission: 'packages.manage' },
    { key: 'userPackages', to: paths.admin.userPackages(), permission: 'packages.manage' },
    { key: 'transactions', to: paths.admin.transactions(), permission: 'packages.manage' },
    { key: 'bankTransfers', to: paths.admin.bankTransfers(), permission: 'packages.manage' },
    { key: 'paymentSettings', to: paths.admin.paymentSettings, permission: 'packages.manage' },
    ],
  },
  {
    key: 'site',
    sections: [
    { key: 'languages', to: paths.admin.languages, permission: 'languages.manage' },
    { key: 'settings', to: paths.admin.settings, permission: 'settings.manage' },
    { key: 'audit', to: paths.admin.audit(), permission: 'audit.view' },
    ],
  },
];

const LINK =
  'flex shrink-0 items-center rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/**
 * Every console page: the sections this account may open (a scrolling row on a phone, a column
 * beside the page on a laptop), the demo-mode notice, then the page.
 */
export function AdminShell({ me, title, lead, actions, children }: { me: AdminMe; title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const groups = GROUPS.map((group) => ({ ...group, sections: group.sections.filter((s) => !s.permission || me.permissions.includes(s.permission)) })).filter((group) => group.sections.length > 0);
  // on a phone the row scrolls: bring the open section into view
  // (a block body: Chromium's scrollIntoView now answers a promise, which React would take for the effect's cleanup)
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, []);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8 lg:px-8 lg:py-10">
      <nav ref={navRef} aria-label={t('admin.nav.label')} className="-mx-4 mb-6 border-b border-slate-200 px-4 pb-3 lg:mx-0 lg:mb-0 lg:w-56 lg:shrink-0 lg:border-0 lg:p-0">
        <p className="mb-2 hidden text-xs font-semibold tracking-widest text-slate-600 uppercase lg:block">{t('admin.title')}</p>
        {/* relative: the group names hidden on a phone (sr-only, absolute) stay inside the scrolling row instead of widening the page */}
        <ul className="relative flex gap-1 overflow-x-auto lg:flex-col lg:gap-4 lg:overflow-visible">
          {groups.map((group, index) => (
            <li key={group.key} className={`flex shrink-0 items-center lg:block ${index > 0 ? 'border-s border-slate-200 ps-1 lg:border-0 lg:ps-0' : ''}`}>
              <p id={`admin-nav-${group.key}`} className="sr-only lg:not-sr-only lg:mb-1 lg:px-3 lg:text-xs lg:font-semibold lg:text-slate-600">
                {t(`admin.navGroups.${group.key}`)}
              </p>
              <ul aria-labelledby={`admin-nav-${group.key}`} className="flex gap-1 lg:flex-col lg:gap-0.5">
                {group.sections.map((section) => (
                  <li key={section.key}>
                    <NavLink to={section.to} end={section.key === 'dashboard'} className={LINK}>
                      {t(`admin.nav.${section.key}`)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        {me.demo_mode ? (
          <p role="status" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {t('admin.demoMode')}
          </p>
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
            {lead ? <p className="mt-1 text-slate-600">{lead}</p> : null}
          </div>
          {actions}
        </div>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  );
}
