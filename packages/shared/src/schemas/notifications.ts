import { z } from 'zod';
import { integer, optionalText, paginationQuery, requiredText } from './common';

// Notifications (get_notification_list, the bell, mark read) and Web Push subscriptions.

/** What a notification is about: the web app words each kind itself from `data`; admin broadcasts keep their own text. */
export const NOTIFICATION_TYPES = [
  'property_approved',
  'property_rejected',
  'project_approved',
  'project_rejected',
  'interest',
  'chat',
  'package_expiring',
  'general',
  'payment_approved',
  'payment_rejected',
  'advertisement_expiring',
  'advertisement_approved',
  'advertisement_rejected',
  // the admin console's decision on an agent's verification request (issue #17)
  'verification_approved',
  'verification_rejected',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_MSG = {
  notFound: 'Notification Not Found',
  read: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  sent: 'Notification Sent Successfully',
  subscribed: 'Push notifications enabled',
  unsubscribed: 'Push notifications disabled',
  pushServiceRefused: 'This push service is not allowed',
} as const;

export const notificationListQuery = paginationQuery;

/** Notification (API-CONTRACT.md §2.5) plus what the bell needs: read state and the page it leads to. */
export interface NotificationItem {
  id: number;
  title: string;
  message: string;
  type: string;
  /** 0 = to selected users, 1 = to everyone. */
  send_type: 0 | 1;
  /** The asking user's id for a notification to selected users ("" for one to everyone): others' ids are never shown. */
  customers_id: string;
  propertys_id: number | null;
  created_at: string;
  /** "3 hours ago". */
  created: string;
  notification_image: string;
  property: { id: number; title: string; title_image: string } | null;
  is_read: 0 | 1;
  /** Web path it leads to, "" when none. */
  link: string;
  /** The values its text was made from ({title, reason, name}), for translated wording. */
  data: Record<string, string>;
}

export const markReadInput = z.object({ id: integer('id', { min: 1 }) });

const base64url = (label: string, bytes: number) => {
  const chars = Math.ceil((bytes * 4) / 3);
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}=*$`), `${label} must be ${bytes} bytes in base64url`);
};

/** The longest push endpoint taken (web logout sends its browser's endpoint as `fcm_id`). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** PushSubscription.toJSON() as browsers give it: an https endpoint and the P-256 key + 16-byte secret (RFC 8291). */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string({ error: 'endpoint is required' })
    .trim()
    .max(PUSH_ENDPOINT_MAX_LENGTH, `endpoint must be at most ${PUSH_ENDPOINT_MAX_LENGTH} characters`)
    .pipe(z.url({ protocol: /^https$/, error: 'endpoint must be an https URL' })),
  keys: z.object({ p256dh: base64url('p256dh', 65), auth: base64url('auth', 16) }, { error: 'keys are required' }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

export const pushUnsubscribeInput = z.object({ endpoint: requiredText('endpoint', PUSH_ENDPOINT_MAX_LENGTH) });

/** An admin's notification: to everyone, or to the users listed ("3,8,12"). */
export const sendNotificationInput = z.object({
  title: requiredText('Title', 191),
  message: requiredText('Message', 2000),
  user_ids: z
    .union([z.string(), z.array(z.union([z.string(), z.number()]))])
    .transform((v, ctx) => {
      const parts = (Array.isArray(v) ? v.map(String) : v.split(',')).map((s) => s.trim()).filter(Boolean);
      const ids = parts.map(Number);
      if (ids.some((n) => !Number.isSafeInteger(n) || n < 1) || ids.length > 1000) {
        ctx.addIssue({ code: 'custom', message: 'user_ids must be up to 1000 user ids' });
        return z.NEVER;
      }
      return [...new Set(ids)];
    })
    .optional(),
  property_id: integer('property_id', { min: 1 }).optional(),
  /** A page of this site ("/properties-details/…"): never another origin. */
  link: optionalText('link', 500).refine((v) => v === undefined || /^\/(?![/\\])/.test(v), 'link must be a path of this site'),
});
export type SendNotificationInput = z.infer<typeof sendNotificationInput>;
