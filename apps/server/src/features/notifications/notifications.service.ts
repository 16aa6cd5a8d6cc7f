import { MSG } from '@abode/shared/messages';
import {
  NOTIFICATION_MSG,
  type NotificationItem,
  type NotificationType,
  type PushSubscriptionInput,
  type SendNotificationInput,
} from '@abode/shared/schemas/notifications';
import type { RecipientOption, SentNotification } from '@abode/shared/schemas/admin-money';
import { badRequest, forbidden, notFound } from '../../core/http/errors.js';
import type { ImageEncoder } from '../../core/media/image-encode.js';
import { StagedMedia } from '../properties/listing-media.js';
import type { Storage } from '../../core/media/storage.js';
import { isAllowedPushEndpoint, type PushTarget, type WebPush } from '../../core/push/web-push.js';
import { mayAct } from '../../core/security/permissions.js';
import { postedOn } from '../properties/property.mapper.js';
import type { NotificationsRepo, StoredSubscription } from './notifications.repo.js';

/** Staff may send notifications when granted this permission; admins always may. */
export const SEND_PERMISSION = 'notifications.send';
/** Browsers kept per account; a new one beyond this replaces the least recently subscribed. */
export const MAX_DEVICES_PER_USER = 10;
const PUSH_BATCH = 10;

/** What another feature hands `notify`: the English text API clients show, and how the web app words and links it. */
export interface NotifyInput {
  type: NotificationType;
  title: string;
  message: string;
  propertyId?: number | null;
  /** The web page it leads to ("/my-property/…"). */
  link?: string | null;
  /**
   * Values the web app words it from, by type: approved {title}, rejected {title, reason},
   * interest {title (the listing), name (who)}, chat {name (sender)}, package_expiring {name, end_date}.
   */
  data?: Record<string, string>;
  /** Alerts that must land once (a package's expiry) carry a key; a second notify with it does nothing. */
  dedupeKey?: string;
  /** Sent from the admin console: who sent it, audited with the notification (ADR 027). */
  sentBy?: { actorId: number; ip: string | null };
  /** Storage key of its picture (console notifications). */
  image?: string | null;
}

type Row = Awaited<ReturnType<NotificationsRepo['list']>>[number];

function parseData(json: string | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function createNotificationsService(deps: {
  repo: NotificationsRepo;
  storage: Storage;
  /** Web Push delivery; null when the server sends none. */
  push: WebPush | null;
  pushHosts: readonly string[];
  /** The VAPID public key browsers subscribe with. */
  vapidPublicKey: () => Promise<string>;
  onPushError: (error: unknown) => void;
  /** Encodes the console's notification pictures. */
  imageEncoder?: ImageEncoder;
}) {
  const { repo, storage, push } = deps;
  const deliveries = new Set<Promise<void>>();

  function toItem(row: Row, userId: number, now: number): NotificationItem {
    return {
      id: row.id,
      title: row.title,
      message: row.message,
      type: row.type,
      send_type: row.send_type === 1 ? 1 : 0,
      customers_id: row.send_type === 1 ? '' : String(userId),
      propertys_id: row.property_id,
      created_at: row.created_at,
      created: postedOn(row.created_at, now),
      notification_image: storage.url(row.image),
      property: row.property_id !== null && row.property_title !== null ? { id: row.property_id, title: row.property_title, title_image: storage.url(row.property_image) } : null,
      is_read: row.read_at === null ? 0 : 1,
      link: row.link ?? '',
      data: parseData(row.data),
    };
  }

  async function sendTo(subscriptions: StoredSubscription[], payload: string) {
    if (!push) return;
    for (let i = 0; i < subscriptions.length; i += PUSH_BATCH) {
      await Promise.all(
        subscriptions.slice(i, i + PUSH_BATCH).map(async (sub) => {
          if (!sub.p256dh || !sub.auth) return;
          const target: PushTarget = { endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth };
          try {
            if ((await push.send(target, payload)) === 'gone') await repo.pruneSubscription(sub.id);
          } catch (error) {
            deps.onPushError(error);
          }
        }),
      );
    }
  }

  /** Pushes run after the answer; `drain` waits for them (shutdown, tests). */
  function inBackground(work: () => Promise<void>) {
    const delivery: Promise<void> = work()
      .catch(deps.onPushError)
      .finally(() => deliveries.delete(delivery));
    deliveries.add(delivery);
  }

  function payloadOf(id: number, input: NotifyInput): string {
    return JSON.stringify({ id, type: input.type, title: input.title, body: input.message, link: input.link ?? '', data: input.data ?? {}, ...(input.image ? { image: storage.url(input.image) } : {}) });
  }

  const store = (input: NotifyInput, recipients: readonly number[] | 'all') =>
    repo.create(
      {
        title: input.title,
        message: input.message,
        type: input.type,
        property_id: input.propertyId ?? null,
        image: input.image ?? null,
        link: input.link ?? null,
        data: input.data ? JSON.stringify(input.data) : null,
        dedupe_key: input.dedupeKey ?? null,
        sent_by: input.sentBy?.actorId ?? null,
      },
      recipients,
      input.sentBy && {
        ...input.sentBy,
        action: 'send',
        entity: 'notification',
        after: { title: input.title, message: input.message, to: recipients === 'all' ? 'all' : recipients.length, property_id: input.propertyId ?? null, image: input.image ?? null },
      },
    );

  const service = {
    /**
     * Tells these users: stored at once for the bell and get_notification_list, pushed to their
     * browsers after. Answers the notification's id (null when nobody is left, or its dedupe key was used).
     */
    async notify(userIds: readonly number[], input: NotifyInput): Promise<number | null> {
      const recipients = await repo.existingUsers([...new Set(userIds)]);
      if (recipients.length === 0) return null;
      const id = await store(input, recipients);
      if (id !== null && push) {
        const payload = payloadOf(id, input);
        inBackground(async () => sendTo(await repo.subscriptionsOf(recipients), payload));
      }
      return id;
    },

    /** Tells everyone registered now (admin broadcasts). */
    async broadcast(input: NotifyInput): Promise<number | null> {
      const id = await store(input, 'all');
      if (id !== null && push) {
        const payload = payloadOf(id, input);
        inBackground(async () => {
          for (let after = 0; ; ) {
            const page = await repo.subscriptionsAfter(after, 500);
            if (page.length === 0) return;
            await sendTo(page, payload);
            after = page[page.length - 1]!.id;
          }
        });
      }
      return id;
    },

    /** get_notification_list: newest first, with the total and how many are unread. */
    async list(userId: number, page: { offset: number; limit: number }) {
      const [rows, counts] = await Promise.all([repo.list(userId, page.offset, page.limit), repo.counts(userId)]);
      const now = Date.now();
      return { items: rows.map((row) => toItem(row, userId, now)), total: counts.total, unread: counts.unread };
    },

    async unreadCount(userId: number): Promise<number> {
      return (await repo.counts(userId)).unread;
    },

    /** Someone else's notification answers like a missing one; reading one twice changes nothing. */
    async markRead(userId: number, id: number): Promise<void> {
      if (!(await repo.isVisible(userId, id))) throw notFound(NOTIFICATION_MSG.notFound);
      await repo.markRead(userId, id, new Date().toISOString());
    },

    async markAllRead(userId: number): Promise<void> {
      await repo.markRead(userId, 'all', new Date().toISOString());
    },

    vapidPublicKey: deps.vapidPublicKey,

    async subscribe(userId: number, input: PushSubscriptionInput, userAgent: string | null): Promise<void> {
      if (!isAllowedPushEndpoint(input.endpoint, deps.pushHosts)) throw badRequest(NOTIFICATION_MSG.pushServiceRefused);
      await repo.saveSubscription(userId, { endpoint: input.endpoint, ...input.keys }, userAgent?.slice(0, 500) ?? null, MAX_DEVICES_PER_USER, new Date().toISOString());
    },

    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await repo.removeSubscription(userId, endpoint);
    },

    /** The admin console's "send notification": to the listed users, or to everyone; with a picture when given. */
    async send(actor: { id: number; ip: string | null }, input: SendNotificationInput & { image?: unknown }): Promise<void> {
      if (!mayAct(await repo.actor(actor.id), SEND_PERMISSION)) throw forbidden(MSG.permissionDenied);
      if (input.property_id !== undefined && !(await repo.propertyExists(input.property_id))) throw notFound('Property Not Found');
      const media = new StagedMedia(storage, deps.imageEncoder);
      await media.run(async () => {
        const image = input.image === undefined ? null : (await media.photo(input.image, 'Image', 'notifications')).key;
        const notice: NotifyInput = {
          type: 'general',
          title: input.title,
          message: input.message,
          propertyId: input.property_id ?? null,
          link: input.link ?? null,
          image,
          sentBy: { actorId: actor.id, ip: actor.ip },
        };
        if (input.user_ids === undefined) {
          await service.broadcast(notice);
          return;
        }
        if ((await service.notify(input.user_ids, notice)) === null) throw notFound(MSG.userNotFound);
      });
    },

    /** What the console sent, newest first, with its audience and who sent it. */
    async sentHistory(page: { offset: number; limit: number }): Promise<{ items: SentNotification[]; total: number }> {
      const { rows, total } = await repo.sentPage(page.offset, page.limit);
      return {
        total,
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          message: row.message,
          image: storage.url(row.image),
          audience: row.send_type === 1 ? 'all' : 'selected',
          recipients: Number(row.recipients),
          property: row.property_id !== null && row.slug_id !== null ? { id: row.property_id, slug_id: row.slug_id, title: row.property_title ?? '' } : null,
          sent_by: row.sent_by === null ? null : { id: row.sent_by, name: row.sender_name ?? '' },
          created_at: row.created_at,
        })),
      };
    },

    /** The send form's user picker: accounts by name or email. */
    recipients: (search: string | undefined, limit: number): Promise<RecipientOption[]> => repo.searchUsers(search, limit),

    /** Waits for the pushes under way. */
    async drain(): Promise<void> {
      while (deliveries.size > 0) await Promise.all([...deliveries]);
    },
  };
  return service;
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
