import { repeatEvery } from '../../core/jobs/repeat.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { NotificationsService } from './notifications.service.js';

/** How long before its end a package's holder hears that it is ending. */
export const PACKAGE_ALERT_WINDOW_MS = 3 * 86_400_000;

/**
 * "Your package is ending": each running package that ends within the window is announced once
 * to its holder (the notification's dedupe key names the package, so repeated sweeps and several
 * instances sweeping together still send one).
 */
export function createPackageAlerts(deps: { packages: Pick<PackagesService, 'endingSoon'>; notifications: Pick<NotificationsService, 'notify'> }) {
  return {
    /** Announces what is due; answers how many packages it announced now. */
    async run(now = new Date()): Promise<number> {
      let sent = 0;
      for (const ending of await deps.packages.endingSoon(PACKAGE_ALERT_WINDOW_MS, now)) {
        const id = await deps.notifications.notify([ending.user_id], {
          type: 'package_expiring',
          title: 'Your package is ending soon',
          message: `${ending.name} ends on ${ending.end_date.slice(0, 10)}. Renew it to keep its features.`,
          link: '/subscription-plan',
          data: { name: ending.name, end_date: ending.end_date },
          dedupeKey: `package-expiring:${ending.id}`,
        });
        if (id !== null) sent += 1;
      }
      return sent;
    },

    start(intervalMs: number, onError: (error: unknown) => void): () => void {
      return repeatEvery(intervalMs, () => {
        this.run().catch(onError);
      });
    },
  };
}
