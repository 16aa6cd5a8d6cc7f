import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import type { InterestListener } from './interests.service.js';

/** Tells a listing's owner who showed interest in it (the company's own listings have no owner to tell). */
export function notifyOwnerOfInterest(deps: { notifications: NotificationsService; users: UsersService }): InterestListener {
  return async ({ propertyId, title, slugId, ownerId, userId }) => {
    if (ownerId === null) return;
    const name = (await deps.users.getProfile(userId)).name || 'Someone';
    await deps.notifications.notify([ownerId], {
      type: 'interest',
      title: 'New interest in your property',
      message: `${name} is interested in "${title}".`,
      propertyId,
      link: `/user/interested/${encodeURIComponent(slugId)}`,
      data: { title, name },
    });
  };
}
