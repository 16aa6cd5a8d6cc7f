import { generateVapidKeys, type VapidKeys } from '../../core/push/web-push.js';
import type { NotificationsRepo } from './notifications.repo.js';

/** The settings key of the server's VAPID key pair (JSON); never among the public web-settings. */
export const VAPID_SETTING = 'web_push_vapid_keys';

/**
 * The server's VAPID keys: made on first start and kept in settings, so every instance and every
 * restart signs with the same pair (browsers' subscriptions are bound to its public key).
 */
export function vapidKeysFrom(repo: Pick<NotificationsRepo, 'settingOnce'>): () => Promise<VapidKeys> {
  let keys: Promise<VapidKeys> | undefined;
  return () => {
    keys ??= repo
      .settingOnce(VAPID_SETTING, async () => JSON.stringify(await generateVapidKeys()))
      .then((json) => JSON.parse(json) as VapidKeys)
      .catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
    return keys;
  };
}
