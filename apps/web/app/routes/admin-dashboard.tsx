import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { requireStaff } from '~/features/admin/access.server';
import { fetchAdminDashboard } from '~/features/admin/api';
import { AdminShell } from '~/features/admin/components/admin-shell';
import { WeeklyChart } from '~/features/admin/components/weekly-chart';
import { useFormatters } from '~/lib/format';
import { metaTranslator, pageMeta, rootDataOf } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/admin-dashboard';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, me } = await requireStaff(request, context);
  return { me, dashboard: await fetchAdminDashboard(api) };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const root = rootDataOf(matches);
  const t = metaTranslator(root?.translations);
  return pageMeta(root, { title: t('admin.dashboard.title'), description: t('admin.dashboard.lead'), path: location.pathname, noIndex: true });
};

const LINK = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-label={title}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { number, price } = useFormatters();
  const { me, dashboard } = loaderData;
  const formatWeek = (week: string) => new Date(`${week}T00:00:00Z`).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const weeks = dashboard.listings_by_week.map((w) => w.week);
  const posted = dashboard.listings_by_week.reduce((sum, w) => sum + w.pending + w.approved + w.rejected, 0);
  const joined = dashboard.new_users_by_week.reduce((sum, w) => sum + w.users, 0);
  const revenue = dashboard.revenue_by_week.reduce((sum, w) => sum + w.amount, 0);
  const money = (amount: number) => price(amount, dashboard.revenue_currency, { full: true });
  const can = (permission: Parameters<typeof me.permissions.includes>[0]) => me.permissions.includes(permission);

  const counts = [
    { label: t('admin.dashboard.users'), value: dashboard.counts.users, to: can('users.manage') ? paths.admin.users() : null },
    { label: t('admin.dashboard.newUsers'), value: dashboard.counts.new_users_30d, to: null },
    { label: t('admin.dashboard.properties'), value: dashboard.counts.properties, to: can('properties.moderate') ? paths.admin.properties({ status: 'approved' }) : null },
    { label: t('admin.dashboard.projects'), value: dashboard.counts.projects, to: can('projects.moderate') ? paths.admin.projects({ status: 'approved' }) : null },
    { label: t('admin.dashboard.agents'), value: dashboard.counts.agents, to: can('users.manage') ? paths.admin.users({ agent: '1' }) : null },
  ];
  const waiting = [
    { label: t('admin.dashboard.waitingProperties'), value: dashboard.waiting.properties, to: can('properties.moderate') ? paths.admin.properties() : null },
    { label: t('admin.dashboard.waitingProjects'), value: dashboard.waiting.projects, to: can('projects.moderate') ? paths.admin.projects() : null },
    { label: t('admin.dashboard.waitingFeatured'), value: dashboard.waiting.featured, to: can('properties.moderate') ? paths.admin.featured() : null },
    { label: t('admin.dashboard.waitingVerifications'), value: dashboard.waiting.verifications, to: can('agents.verify') ? paths.admin.verifications() : null },
    { label: t('admin.dashboard.waitingReports'), value: dashboard.waiting.reports, to: can('reports.manage') ? paths.admin.reports() : null },
    { label: t('admin.dashboard.waitingBankTransfers'), value: dashboard.waiting.bank_transfers, to: can('packages.manage') ? paths.admin.bankTransfers() : null },
  ];

  return (
    <AdminShell me={me} title={t('admin.dashboard.title')} lead={t('admin.dashboard.lead')}>
      <div className="space-y-6">
        <section aria-labelledby="admin-waiting">
          <h2 id="admin-waiting" className="text-lg font-semibold text-slate-900">
            {t('admin.dashboard.waiting')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 md:grid-cols-3">
            {waiting.map((item) => (
              <li key={item.label} className={`rounded-2xl border p-4 shadow-sm ${item.value > 0 ? 'border-amber-300 bg-amber-50' : 'border-slate-200 bg-white'}`}>
                <p className="text-sm text-slate-700">{item.label}</p>
                <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{number(item.value)}</p>
                {item.to ? (
                  <Link to={item.to} className={`mt-2 inline-block text-sm ${LINK}`}>
                    {t('admin.dashboard.openQueue')}
                    <span className="sr-only">: {item.label}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
          {counts.map((item) => (
            <div key={item.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{item.label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900 tabular-nums">
                {item.to ? (
                  <Link to={item.to} className={LINK}>
                    {number(item.value)}
                  </Link>
                ) : (
                  number(item.value)
                )}
              </dd>
            </div>
          ))}
        </dl>

        <div className="grid gap-6 xl:grid-cols-2">
          <WeeklyChart
            title={t('admin.dashboard.listingsChart')}
            summary={t('admin.dashboard.listingsSummary', { count: posted, weeks: weeks.length })}
            weeks={weeks}
            formatWeek={formatWeek}
            formatNumber={number}
            series={[
              { label: t('admin.status.approved'), fill: 'fill-brand-600', values: dashboard.listings_by_week.map((w) => w.approved) },
              { label: t('admin.status.pending'), fill: 'fill-amber-500', values: dashboard.listings_by_week.map((w) => w.pending) },
              { label: t('admin.status.rejected'), fill: 'fill-rose-600', values: dashboard.listings_by_week.map((w) => w.rejected) },
            ]}
          />
          <WeeklyChart
            title={t('admin.dashboard.usersChart')}
            summary={t('admin.dashboard.usersSummary', { count: joined, weeks: weeks.length })}
            weeks={weeks}
            formatWeek={formatWeek}
            formatNumber={number}
            series={[{ label: t('admin.dashboard.newUsers'), fill: 'fill-indigo-600', values: dashboard.new_users_by_week.map((w) => w.users) }]}
          />
        </div>

        <section aria-labelledby="admin-revenue" className="space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="admin-revenue" className="text-lg font-semibold text-slate-900">
              {t('admin.dashboard.revenue')}
            </h2>
            {can('packages.manage') ? (
              <Link to={paths.admin.transactions({ status: 'success' })} className={`text-sm ${LINK}`}>
                {t('admin.dashboard.openTransactions')}
              </Link>
            ) : null}
          </div>
          <WeeklyChart
            title={t('admin.dashboard.revenueChart', { currency: dashboard.revenue_currency })}
            summary={t('admin.dashboard.revenueSummary', { amount: money(revenue), weeks: weeks.length })}
            weeks={weeks}
            formatWeek={formatWeek}
            formatNumber={money}
            series={[{ label: t('admin.dashboard.revenue'), fill: 'fill-emerald-600', values: dashboard.revenue_by_week.map((w) => w.amount) }]}
          />
        </section>

        <Card title={t('admin.dashboard.topCities')}>
          {dashboard.top_cities.length === 0 ? (
            <p className="text-sm text-slate-600">{t('admin.dashboard.topCitiesEmpty')}</p>
          ) : (
            <ol className="divide-y divide-slate-100 text-sm">
              {dashboard.top_cities.map((city) => (
                <li key={city.city} className="flex justify-between gap-3 py-2">
                  <Link to={paths.properties({ city: city.city })} className={`bidi-plain ${LINK}`}>
                    {city.city}
                  </Link>
                  <span className="tabular-nums">{t('admin.dashboard.cityCount', { count: city.count, formatted: number(city.count) })}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
    </AdminShell>
  );
}
