// The admin console's areas (issue #17), without zod: the web app's pages import this.

/** What a staff account may be granted, one per area of the console. Admins may do everything. */
export const ADMIN_PERMISSIONS = [
  'properties.moderate',
  'projects.moderate',
  'agents.verify',
  'reports.manage',
  'users.manage',
  'catalogue.manage',
  'content.manage',
  'languages.manage',
  'settings.manage',
  'packages.manage',
  'notifications.send',
  'chat.reply',
  'audit.view',
] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];

/**
 * Who may call an admin route, declared once per route: a permission (admins, and staff granted
 * it), `staff` (any active admin or staff: the console's own pages) or `admin` (admins only:
 * staff accounts themselves).
 */
export type AdminAccess = AdminPermission | 'staff' | 'admin';

/** A permission as the last part of a translation key (`properties.moderate` → `properties_moderate`: keys have no dots). */
export const permissionKey = (permission: AdminPermission) => permission.replace('.', '_');
