import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LISTING_STATES } from '@abode/shared/schemas/dashboard';
import { ButtonLink } from '~/components/button';
import { BellIcon, BuildingIcon, EyeIcon, StarIcon, UserIcon } from '~/components/icons';
import { PageHeader } from '~/components/page-header';
import { paths } from '~/config/paths';
import { fetchDashboard } from '~/features/dashboard/api';
import { ViewsChart } from '~/features/dashboard/components/views-chart';
import { fetchNotifications } from '~/features/notifications/api';
import { noticeText } from '~/features/notifications/notice-text';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { hasSessionCookie, loginRedirect } from '~/lib/session.server';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/user-dashboard';

const RECENT_NOTIFICATIONS = 5;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!hasSessionCookie(request)) throw loginRedirect(request);
  const api = serverApi(request, context);
  try {
    const [dashboard, recent] = await Promise.all([fetchDashboard(api), fetchNotifications(api, { offset: 0, limit: RECENT_NOTIFICATIONS })]);
    return { dashboard, recent: recent.items };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw loginRedirect(request);
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('dashboard.title'), description: t('dashboard.lead'), path: location.pathname, noIndex: true });
};

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Stat({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-slate-600">
        <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { number, date: formatDate } = useFormatters();
  const { dashboard, recent } = loaderData;
  const formatDay = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const link = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

  return (
    <>
      <PageHeader title={t('dashboard.title')} lead={t('dashboard.lead')} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8 lg:py-12">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Stat label={t('dashboard.stats.views')} value={number(dashboard.views_total)} icon={<EyeIcon size={18} />} />
          <Stat label={t('dashboard.stats.interested')} value={number(dashboard.interested_total)} icon={<UserIcon size={18} />} />
          <Stat label={t('dashboard.stats.savedByOthers')} value={number(dashboard.favourites.of_my_listings)} icon={<StarIcon size={18} />} />
          <Stat label={t('dashboard.stats.myFavourites')} value={number(dashboard.favourites.mine)} icon={<StarIcon size={18} />} />
        </dl>

        <div className="grid gap-6 lg:grid-cols-3">
          <div className="min-w-0 space-y-6 lg:col-span-2">
            <ViewsChart days={dashboard.views_by_day} formatDay={formatDay} formatNumber={number} />
            <Card
              title={t('dashboard.top.title')}
              action={
                <Link to={paths.userProperties} className={link}>
                  {t('dashboard.manage')}
                </Link>
              }
            >
              {dashboard.top_listings.length === 0 ? (
                <p className="text-sm text-slate-600">{t('dashboard.top.empty')}</p>
              ) : (
                <div className="overflow-x-auto">
                  <table className="w-full text-sm">
                    <thead className="text-slate-600">
                      <tr>
                        <th scope="col" className="py-2 text-start font-semibold">
                          {t('dashboard.top.listing')}
                        </th>
                        <th scope="col" className="py-2 text-start font-semibold">
                          {t('dashboard.top.state')}
                        </th>
                        <th scope="col" className="py-2 ps-3 text-end font-semibold">
                          {t('dashboard.top.views')}
                        </th>
                        <th scope="col" className="py-2 ps-3 text-end font-semibold">
                          {t('dashboard.top.interested')}
                        </th>
                        <th scope="col" className="py-2 ps-3 text-end font-semibold">
                          {t('dashboard.top.saved')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {dashboard.top_listings.map((listing) => (
                        <tr key={listing.id} className="border-t border-slate-100">
                          <th scope="row" className="py-2 pe-3 text-start font-normal">
                            <Link to={paths.myProperty(listing.slug_id)} className={`bidi-plain ${link}`}>
                              {listing.title}
                            </Link>
                          </th>
                          <td className="py-2 pe-3">{t(`dashboard.states.${listing.state}`)}</td>
                          <td className="py-2 ps-3 text-end tabular-nums">{number(listing.views)}</td>
                          <td className="py-2 ps-3 text-end tabular-nums">
                            <Link to={paths.interestedUsers(listing.slug_id)} className={link}>
                              {number(listing.interested)}
                              <span className="sr-only"> {t('dashboard.top.seeInterested', { title: listing.title })}</span>
                            </Link>
                          </td>
                          <td className="py-2 ps-3 text-end tabular-nums">{number(listing.favourites)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </Card>
          </div>

          <div className="min-w-0 space-y-6">
            <Card title={t('dashboard.listings.title', { count: dashboard.listings.total })}>
              <ul className="space-y-2 text-sm">
                {LISTING_STATES.map((state) => (
                  <li key={state} className="flex justify-between gap-3">
                    <span>{t(`dashboard.states.${state}`)}</span>
                    <span className="font-semibold tabular-nums">{number(dashboard.listings.by_state[state])}</span>
                  </li>
                ))}
              </ul>
            </Card>

            <Card title={t('dashboard.package.title')}>
              {dashboard.package ? (
                <p className="text-sm">{t('dashboard.package.running', { name: dashboard.package.name, date: formatDate(dashboard.package.end_date) })}</p>
              ) : (
                <p className="text-sm text-slate-600">{t('dashboard.package.none')}</p>
              )}
              <Link to={paths.subscriptionPlan} className={`mt-3 inline-block text-sm ${link}`}>
                {t('dashboard.package.plans')}
              </Link>
            </Card>

            <Card
              title={t('dashboard.recent.title')}
              action={
                <Link to={paths.userNotifications} className={`text-sm ${link}`}>
                  {t('dashboard.recent.all')}
                </Link>
              }
            >
              {recent.length === 0 ? (
                <p className="text-sm text-slate-600">{t('dashboard.recent.empty')}</p>
              ) : (
                <ul className="space-y-3 text-sm">
                  {recent.map((notice) => {
                    const text = noticeText(t, notice, formatDate);
                    return (
                      <li key={notice.id} className="flex gap-2">
                        <BellIcon size={18} className={`mt-0.5 shrink-0 ${notice.is_read ? 'text-slate-400' : 'text-brand-700'}`} />
                        <span className="bidi-plain">{text.title}</span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>

            <Card title={t('dashboard.actions.title')}>
              <div className="flex flex-wrap gap-2">
                <ButtonLink to={paths.addProperty} size="sm">
                  {t('account.addProperty')}
                </ButtonLink>
                <ButtonLink to={paths.addProject} size="sm" variant="secondary">
                  {t('account.addProject')}
                </ButtonLink>
                <ButtonLink to={paths.userProperties} size="sm" variant="secondary">
                  <BuildingIcon size={16} />
                  {t('account.myProperties')}
                </ButtonLink>
                <ButtonLink to={paths.favourites} size="sm" variant="secondary">
                  <StarIcon size={16} />
                  {t('dashboard.actions.favourites')}
                </ButtonLink>
                <ButtonLink to={paths.userProfile} size="sm" variant="secondary">
                  <UserIcon size={16} />
                  {t('account.profile')}
                </ButtonLink>
              </div>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}
