import { redirect } from 'react-router';
import { MSG } from '@abode/shared/messages';
import { paths } from '~/config/paths';
import { logOut, pushEndpointOf } from '~/features/auth/logout';
import { ApiRequestError } from '~/lib/api-client';
import { serverApi } from '~/lib/api.server';
import { flashCookie } from '~/lib/flash';
import { clearedSessionCookie, hasSessionCookie, isSameOriginPost } from '~/lib/session.server';
import type { Route } from './+types/logout';

/** Revokes the token on the API (and this browser's push subscription), drops the cookie and goes home; a form posted by another site does nothing. */
export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginPost(request)) return new Response(`${MSG.forbiddenOrigin}\n`, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (hasSessionCookie(request)) {
    try {
      await logOut(serverApi(request, context), pushEndpointOf(await request.formData()));
    } catch (error) {
      // An expired or revoked token is already logged out.
      if (!(error instanceof ApiRequestError && error.isClientError)) throw error;
    }
  }
  const headers = new Headers();
  headers.append('set-cookie', clearedSessionCookie(request));
  headers.append('set-cookie', flashCookie('loggedOut'));
  return redirect(paths.home, { headers });
}

export function loader() {
  return redirect(paths.home);
}
