import { logoutSchema } from '@abode/shared/schemas/auth';
import type { ApiClient } from '~/lib/api-client';
import { LOGOUT_PUSH_FIELD } from './logout-field';

/** This browser's push endpoint from the logout form, if it sent a valid one. */
export function pushEndpointOf(form: FormData): string | undefined {
  const parsed = logoutSchema.safeParse({ fcm_id: form.get(LOGOUT_PUSH_FIELD) ?? undefined });
  return (parsed.success && parsed.data.fcm_id) || undefined;
}

/**
 * Revokes this session's token (the API also clears the session cookie) and forgets this
 * browser's push subscription; without an endpoint the API forgets all of the user's.
 */
export async function logOut(api: ApiClient, pushEndpoint: string | undefined): Promise<string> {
  const response = await api.post<unknown>('before-logout', pushEndpoint ? new URLSearchParams({ [LOGOUT_PUSH_FIELD]: pushEndpoint }) : undefined);
  return response.message;
}
