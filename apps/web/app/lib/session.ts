import { z } from 'zod';
import { ApiRequestError, type ApiClient } from './api-client';

/** The slice of get-user-data the shell shows (name and avatar in the user menu). */
export const sessionUserSchema = z.object({
  id: z.number(),
  name: z.string().catch(''),
  email: z.string().nullish().catch(null),
  profile: z.string().nullish().catch(null),
  slug_id: z.string().nullish().catch(null),
  /** admin and staff accounts see the console's link in their menu */
  role: z.enum(['user', 'admin', 'staff']).catch('user'),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The logged-in visitor, or null when the session is missing, expired or revoked. */
export async function fetchSessionUser(api: ApiClient): Promise<SessionUser | null> {
  try {
    const response = await api.get<unknown>('get-user-data');
    const parsed = sessionUserSchema.safeParse(response.data);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    if (error instanceof ApiRequestError && error.isClientError) return null;
    throw error;
  }
}
