import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import type { AdminPermission } from '@abode/shared/admin-permissions';
import type { AdminMe } from '@abode/shared/schemas/admin';
import { paths } from '~/config/paths';
import { useTranslation } from '~/lib/translation';

interface Section {
  key: 'dashboard' | 'properties' | 'projects' | 'verifications' | 'reports' | 'users' | 'languages' | 'placeAliases' | 'settings' | 'audit';
  to: string;
  /** shown to those who hold it (admins hold all) */
  permission?: AdminPermission;
}

const SECTIONS: Section[] = [
  { key: 'dashboard', to: paths.admin.dashboard },
  { key: 'properties', to: paths.admin.properties(), permission: 'properties.moderate' },
  { key: 'projects', to: paths.admin.projects(), permission: 'projects.moderate' },
  { key: 'verifications', to: paths.admin.verifications(), permission: 'agents.verify' },
  { key: 'reports', to: paths.admin.reports(), permission: 'reports.manage' },
  { key: 'users', to: paths.admin.users(), permission: 'users.manage' },
  { key: 'languages', to: paths.admin.languages, permission: 'languages.manage' },
  { key: 'placeAliases', to: paths.admin.placeAliases, permission: 'catalogue.manage' },
  { key: 'settings', to: paths.admin.settings, permission: 'settings.manage' },
  { key: 'audit', to: paths.admin.audit(), permission: 'audit.view' },
];

const LINK =
  'flex shrink-0 items-center rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800';

/**
 * Every console page: the sections this account may open (a scrolling row on a phone, a column
 * beside the page on a laptop), the demo-mode notice, then the page.
 */
export function AdminShell({ me, title, lead, actions, children }: { me: AdminMe; title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const sections = SECTIONS.filter((s) => !s.permission || me.permissions.includes(s.permission));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:flex lg:gap-8 lg:px-8 lg:py-10">
      <nav aria-label={t('admin.nav.label')} className="-mx-4 mb-6 border-b border-slate-200 px-4 pb-3 lg:mx-0 lg:mb-0 lg:w-56 lg:shrink-0 lg:border-0 lg:p-0">
        <p className="mb-2 hidden text-xs font-semibold tracking-widest text-slate-600 uppercase lg:block">{t('admin.title')}</p>
        <ul className="flex gap-1 overflow-x-auto lg:flex-col">
          {sections.map((section) => (
            <li key={section.key}>
              <NavLink to={section.to} end={section.key === 'dashboard'} className={LINK}>
                {t(`admin.nav.${section.key}`)}
              </NavLink>
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
