import { useTranslation } from '~/lib/translation';
import type { FormEvent } from 'react';
import { Form, Link, useSubmit } from 'react-router';
import { Dropdown, dropdownItemClasses } from '~/components/dropdown';
import { BellIcon, BuildingIcon, ChartIcon, ChatIcon, CheckBadgeIcon, ChevronDownIcon, UserIcon } from '~/components/icons';
import { paths } from '~/config/paths';
import { clearBrowserQueryCache } from '~/lib/browser-api';
import type { SessionUser } from '~/lib/session';

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]);
  return letters.join('').toUpperCase() || '?';
}

/** The owner's pages beside My properties (their labels live under account.*). */
const USER_LINKS = [
  { to: paths.userDashboard, label: 'account.dashboard', icon: ChartIcon },
  { to: paths.userNotifications, label: 'account.notifications', icon: BellIcon },
  { to: paths.userChat, label: 'account.chat', icon: ChatIcon },
  { to: paths.userProjects, label: 'account.myProjects', icon: BuildingIcon },
  { to: paths.addProperty, label: 'account.addProperty', icon: BuildingIcon },
  { to: paths.addProject, label: 'account.addProject', icon: BuildingIcon },
  { to: paths.userVerification, label: 'account.verification', icon: CheckBadgeIcon },
] as const;

/** The logged-in visitor's avatar and menu: My properties, My projects, Add property, Add project, Verification, Profile, Log out. */
export function UserMenu({ user, logoutFields }: { user: SessionUser; logoutFields: () => Promise<Record<string, string>> }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  // Asked at the click, not on mount: push may have been switched on or off since the menu appeared.
  const logOutThisBrowser = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clearBrowserQueryCache();
    const form = new FormData(event.currentTarget);
    for (const [name, value] of Object.entries(await logoutFields())) form.set(name, value);
    await submit(form, { method: 'post', action: paths.logout });
  };
  return (
    <Dropdown
      summaryClassName="inline-flex h-10 items-center gap-2 rounded-full ps-1 pe-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50"
      label={
        <>
          {user.profile ? (
            <img src={user.profile} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />
          ) : (
            <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-800" aria-hidden="true">
              {initials(user.name)}
            </span>
          )}
          <span className="sr-only">{t('account.menuFor', { name: user.name })}</span>
          <span className="hidden max-w-32 truncate md:inline" aria-hidden="true">
            {user.name}
          </span>
          <ChevronDownIcon size={16} className="text-slate-500 transition-transform group-open:rotate-180" />
        </>
      }
    >
      <div className="border-b border-slate-100 px-3 pt-1 pb-3">
        <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
        {user.email ? <p className="truncate text-xs text-slate-600">{user.email}</p> : null}
      </div>
      <ul className="pt-2">
        {user.role === 'admin' || user.role === 'staff' ? (
          <li className="mb-1 border-b border-slate-100 pb-1">
            <Link to={paths.admin.dashboard} className={dropdownItemClasses}>
              <ChartIcon size={18} className="text-slate-500" />
              {t('account.adminConsole')}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={paths.userProperties} className={dropdownItemClasses}>
            <BuildingIcon size={18} className="text-slate-500" />
            {t('account.myProperties')}
          </Link>
        </li>
        {USER_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={dropdownItemClasses}>
              <link.icon size={18} className="text-slate-500" />
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.userProfile} className={dropdownItemClasses}>
            <UserIcon size={18} className="text-slate-500" />
            {t('account.profile')}
          </Link>
        </li>
        <li>
          {/* A plain form post: logging out works without JavaScript; with it, the cache of this visitor's data goes and this browser's push endpoint is sent. */}
          <Form method="post" action={paths.logout} onSubmit={(event) => void logOutThisBrowser(event)}>
            <button type="submit" className={dropdownItemClasses}>
              {t('account.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </Dropdown>
  );
}
