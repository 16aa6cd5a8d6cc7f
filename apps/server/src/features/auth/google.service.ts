import { sameOriginPath } from '@abode/shared/redirect';
import type { OidcChecks, OidcClient, OidcIdentity } from '../../core/security/oidc.js';

/** What the browser keeps (httpOnly cookie) between leaving for Google and coming back. */
export interface GoogleFlowState extends OidcChecks {
  returnTo: string;
}

export function createGoogleLogin(client: OidcClient, publicUrl: string) {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  return {
    async start(returnTo: string | undefined): Promise<{ url: string; flow: GoogleFlowState }> {
      const { url, checks } = await client.start(redirectUri);
      // only same-site paths: an open redirect after login would be a phishing aid
      return { url, flow: { ...checks, returnTo: sameOriginPath(returnTo, publicUrl) ?? '/' } };
    },

    /** The library checks state, PKCE and nonce; the callback URL is rebuilt from what the route validated. */
    finish(code: string, state: string, flow: GoogleFlowState): Promise<OidcIdentity> {
      const callback = new URL(redirectUri);
      callback.search = new URLSearchParams({ code, state }).toString();
      return client.finish(callback, flow);
    },

    /** For API clients that already hold a Google ID token (user_signup type 0). */
    verifyIdToken(idToken: string) {
      return client.verifyIdToken(idToken);
    },
  };
}
export type GoogleLogin = ReturnType<typeof createGoogleLogin>;
