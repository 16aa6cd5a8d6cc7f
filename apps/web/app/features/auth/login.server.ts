import { redirect } from 'react-router';
import { flashCookie, type FlashMessage } from '~/lib/flash';
import { sessionCookie } from '~/lib/session.server';
import type { SessionToken } from './api';

/** After any successful login: the session cookie, one welcome toast, and back to where the visitor was. */
export function loggedInRedirect(request: Request, session: SessionToken, redirectTo: string, welcome: FlashMessage = 'loginSuccess') {
  const headers = new Headers();
  headers.append('set-cookie', sessionCookie(request, session.token, session.token_expires_at));
  headers.append('set-cookie', flashCookie(welcome));
  return redirect(redirectTo, { headers });
}
