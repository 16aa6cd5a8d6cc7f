import type { ApiClient } from '~/lib/api-client';

/** Revokes this session's token; the API also clears the session cookie. */
export async function logOut(api: ApiClient): Promise<string> {
  const response = await api.post<unknown>('before-logout');
  return response.message;
}
