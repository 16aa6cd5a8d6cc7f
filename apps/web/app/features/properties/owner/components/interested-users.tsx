import { useTranslation } from '~/lib/translation';
import type { InterestedUser } from '@abode/shared/schemas/listings';
import { MailIcon, PhoneIcon } from '~/components/icons';
import { Pagination } from '~/components/pagination';
import { TimeAgo } from '~/components/time-ago';

interface InterestedUsersProps {
  users: InterestedUser[];
  total: number;
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
}

/** Who showed interest in the listing, with a way to reach each of them. */
export function InterestedUsers({ users, total, page, pageCount, pageHref }: InterestedUsersProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="interested-title" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <h2 id="interested-title" className="text-lg font-bold text-slate-900">
        {t('myListings.interestedTitle', { count: total })}
      </h2>
      {users.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('myListings.interestedEmpty')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {users.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              {user.profile ? (
                <img src={user.profile} alt="" width={40} height={40} loading="lazy" className="size-10 rounded-full object-cover" />
              ) : (
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800" aria-hidden="true">
                  {Array.from(user.name)[0]?.toUpperCase() ?? '?'}
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="bidi-plain font-semibold text-slate-900">{user.name}</p>
                <p className="text-xs text-slate-600">
                  {t('interest.shown')} <TimeAgo date={user.created_at} />
                </p>
              </div>
              <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {user.email ? (
                  <a href={`mailto:${user.email}`} className="inline-flex items-center gap-1.5 text-brand-800 hover:underline">
                    <MailIcon size={16} />
                    <span dir="ltr">{user.email}</span>
                  </a>
                ) : null}
                {user.mobile ? (
                  <a href={`tel:${user.mobile.replace(/\s+/g, '')}`} className="inline-flex items-center gap-1.5 text-brand-800 hover:underline">
                    <PhoneIcon size={16} />
                    <span dir="ltr">{user.mobile}</span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} hrefFor={pageHref} />
    </section>
  );
}
