import {
  markReadInput,
  NOTIFICATION_MSG,
  notificationListQuery,
  pushSubscriptionInput,
  pushUnsubscribeInput,
  sendNotificationInput,
} from '@abode/shared/schemas/notifications';
import { notificationHistoryQuery, recipientSearchQuery } from '@abode/shared/schemas/admin-money';
import { fileValue } from '@abode/shared/schemas/listings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/http/auth-guard.js';
import { ok } from '../../core/http/envelope.js';
import { SEND_PERMISSION, type NotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const required = { auth: 'required' as const };

export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (app, { service }) => {
  app.get(
    '/get_notification_list',
    { config: required, schema: { tags, summary: "The user's notifications, newest first, with read state; `unread_count` beside `total`", querystring: notificationListQuery } },
    async (request) => {
      const { items, total, unread } = await service.list(requireUser(request).id, request.query);
      return ok(items, { total, unread_count: unread });
    },
  );

  app.get('/notifications/unread-count', { config: required, schema: { tags, summary: 'How many notifications the user has not read (the bell)' } }, async (request) =>
    ok({ unread_count: await service.unreadCount(requireUser(request).id) }),
  );

  app.post('/notifications/read', { config: required, schema: { tags, summary: 'Mark one notification read', body: markReadInput } }, async (request) => {
    await service.markRead(requireUser(request).id, request.body.id);
    return ok([], { message: NOTIFICATION_MSG.read });
  });

  app.post('/notifications/read-all', { config: required, schema: { tags, summary: 'Mark every notification read' } }, async (request) => {
    await service.markAllRead(requireUser(request).id);
    return ok([], { message: NOTIFICATION_MSG.allRead });
  });

  app.get('/push/public-key', { schema: { tags, summary: 'The VAPID public key browsers subscribe to Web Push with' } }, async () =>
    ok({ public_key: await service.vapidPublicKey() }),
  );

  app.post(
    '/push/subscribe',
    { config: required, schema: { tags, summary: "Store this browser's Web Push subscription (PushSubscription.toJSON())", body: pushSubscriptionInput } },
    async (request) => {
      const userAgent = request.headers['user-agent'];
      await service.subscribe(requireUser(request).id, request.body, typeof userAgent === 'string' ? userAgent : null);
      return ok([], { message: NOTIFICATION_MSG.subscribed });
    },
  );

  app.post('/push/unsubscribe', { config: required, schema: { tags, summary: "Forget this browser's subscription", body: pushUnsubscribeInput } }, async (request) => {
    await service.unsubscribe(requireUser(request).id, request.body.endpoint);
    return ok([], { message: NOTIFICATION_MSG.unsubscribed });
  });

  const sendInput = sendNotificationInput.extend({ image: z.preprocess((v) => (v === '' ? undefined : v), fileValue.optional()) });
  app.post(
    '/admin/notifications',
    {
      config: { admin: SEND_PERMISSION },
      schema: { tags: ['admin'], summary: 'Send a notification to the listed users (`user_ids`) or to everyone, with an optional picture (`image`, multipart); in the app and by Web Push', body: sendInput },
    },
    async (request) => {
      await service.send({ id: requireUser(request).id, ip: request.ip }, request.body);
      return ok([], { message: NOTIFICATION_MSG.sent });
    },
  );

  app.get(
    '/admin/notifications',
    { config: { admin: SEND_PERMISSION }, schema: { tags: ['admin'], summary: 'Notifications sent from the console, newest first', querystring: notificationHistoryQuery } },
    async (request) => {
      const { items, total } = await service.sentHistory(request.query);
      return ok(items, { total });
    },
  );

  app.get(
    '/admin/notifications/recipients',
    { config: { admin: SEND_PERMISSION }, schema: { tags: ['admin'], summary: 'Active accounts by name or email, for choosing whom to notify', querystring: recipientSearchQuery } },
    async (request) => ok(await service.recipients(request.query.search, request.query.limit)),
  );
};
