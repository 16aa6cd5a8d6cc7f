import type { NotificationItem } from '@abode/shared/schemas/notifications';
import type { ApiClient } from '~/lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationPage {
  items: NotificationItem[];
  total: number;
  unread: number;
}

/** get_notification_list: newest first, with how many are unread. */
export async function fetchNotifications(api: ApiClient, page: { offset: number; limit: number }): Promise<NotificationPage> {
  const response = await api.get<NotificationItem[]>('get_notification_list', page);
  const unread = (response as { unread_count?: unknown }).unread_count;
  return { items: response.data, total: response.total ?? 0, unread: typeof unread === 'number' ? unread : 0 };
}

export async function fetchUnreadCount(api: ApiClient): Promise<number> {
  return (await api.get<{ unread_count: number }>('notifications/unread-count')).data.unread_count;
}

export async function markNotificationRead(api: ApiClient, id: number): Promise<string> {
  return (await api.post('notifications/read', new URLSearchParams({ id: String(id) }))).message;
}

export async function markAllNotificationsRead(api: ApiClient): Promise<string> {
  return (await api.post('notifications/read-all')).message;
}

export async function fetchPushPublicKey(api: ApiClient): Promise<string> {
  return (await api.get<{ public_key: string }>('push/public-key')).data.public_key;
}

/** PushSubscription.toJSON() as the API takes it (bracketed keys in a form). */
export async function savePushSubscription(api: ApiClient, subscription: { endpoint: string; p256dh: string; auth: string }): Promise<void> {
  await api.post('push/subscribe', new URLSearchParams({ endpoint: subscription.endpoint, 'keys[p256dh]': subscription.p256dh, 'keys[auth]': subscription.auth }));
}

export async function forgetPushSubscription(api: ApiClient, endpoint: string): Promise<void> {
  await api.post('push/unsubscribe', new URLSearchParams({ endpoint }));
}
