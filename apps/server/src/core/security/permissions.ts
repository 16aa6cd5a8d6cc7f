/** Who acts in the admin console: an account's role, its staff permissions (a JSON array) and whether it is active. */
export interface Actor {
  role: string;
  permissions: string | null;
  is_active: number;
}

function permissionsOf(json: string | null): string[] {
  try {
    const list: unknown = JSON.parse(json ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Active admins always may; active staff when granted `permission`. */
export function mayAct(actor: Actor | undefined, permission: string): boolean {
  return actor?.is_active === 1 && (actor.role === 'admin' || (actor.role === 'staff' && permissionsOf(actor.permissions).includes(permission)));
}
