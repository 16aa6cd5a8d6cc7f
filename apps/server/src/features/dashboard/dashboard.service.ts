import { DASHBOARD_DAYS, DASHBOARD_TOP_LISTINGS, LISTING_STATES, type ListingState, type UserDashboard } from '@abode/shared/schemas/dashboard';
import type { Storage } from '../../core/media/storage.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { DashboardRepo } from './dashboard.repo.js';

const DAY_MS = 86_400_000;
const isState = (value: string): value is ListingState => (LISTING_STATES as readonly string[]).includes(value);

export function createDashboardService(deps: { repo: DashboardRepo; storage: Storage; packages: Pick<PackagesService, 'running'> }) {
  const { repo, storage, packages } = deps;
  return {
    /** The owner's figures: listings by state, daily views of the last 30 days, interest, favourites, package. */
    async forUser(userId: number, now = new Date()): Promise<UserDashboard> {
      const stamp = now.toISOString();
      const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => new Date(now.getTime() - (DASHBOARD_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10));
      const [states, views, totals, top, running] = await Promise.all([
        repo.listingStates(userId, stamp),
        repo.viewsByDay(userId, days[0]!),
        repo.totals(userId),
        repo.topListings(userId, stamp, DASHBOARD_TOP_LISTINGS),
        packages.running(userId, now),
      ]);
      const byState = Object.fromEntries(LISTING_STATES.map((s) => [s, 0])) as Record<ListingState, number>;
      for (const row of states) if (isState(row.state)) byState[row.state] += Number(row.n);
      const perDay = new Map(views.map((v) => [v.day, Number(v.n)]));
      const pack = running[0];
      return {
        listings: { total: Object.values(byState).reduce((a, b) => a + b, 0), by_state: byState },
        views_by_day: days.map((date) => ({ date, views: perDay.get(date) ?? 0 })),
        views_total: totals.views,
        interested_total: totals.interested,
        favourites: { of_my_listings: totals.favourited, mine: totals.mine },
        top_listings: top.map((p) => ({
          id: p.id,
          slug_id: p.slug_id,
          title: p.title,
          title_image: storage.url(p.title_image),
          state: isState(p.state) ? p.state : 'inactive',
          views: p.total_click,
          interested: Number(p.interested ?? 0),
          favourites: Number(p.favourites ?? 0),
        })),
        package: pack ? { name: pack.name, start_date: pack.start_date, end_date: pack.end_date } : null,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
