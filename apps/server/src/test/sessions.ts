import type { Db } from '../core/db/connect.js';
import { createSessionRepo } from '../features/auth/session.repo.js';
import { createSessionService } from '../features/auth/session.service.js';

/** A logged-in user of the given role, straight in the database, with a bearer token. */
export async function createUserWithSession(db: Db, values: { role?: 'user' | 'admin' | 'staff'; email?: string; name?: string; permissions?: string[] } = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const { id } = await db
    .insertInto('users')
    .values({
      slug_id: `user-${suffix}`,
      name: values.name ?? `User ${suffix}`,
      email: values.email ?? `user-${suffix}@example.com`,
      email_verified_at: new Date().toISOString(),
      role: values.role ?? 'user',
      permissions: values.permissions ? JSON.stringify(values.permissions) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token } = await createSessionService(createSessionRepo(db), { ttlDays: 1 }).issue(id);
  return { id, token, auth: { authorization: `Bearer ${token}` } };
}
