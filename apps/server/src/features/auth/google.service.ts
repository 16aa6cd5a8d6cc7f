import { sameOriginPath } from '@abode/shared/redirect';
import { createPkce, type OidcClient, type OidcIdentity } from '../../core/security/oidc.js';

/** What the browser keeps (httpOnly cookie) between leaving for Google and coming back. */
export interface GoogleFlowState {
  state: string;
  verifier: string;
  nonce: string;
  returnTo: string;
}

export function createGoogleLogin(client: OidcClient, publicUrl: string) {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  return {
    async start(returnTo: string | undefined): Promise<{ url: string; flow: GoogleFlowState }> {
      const pkce = createPkce();
      const url = await client.authorizationUrl({ redirectUri, state: pkce.state, nonce: pkce.nonce, challenge: pkce.challenge });
      // only same-site paths: an open redirect after login would be a phishing aid
      return { url, flow: { state: pkce.state, verifier: pkce.verifier, nonce: pkce.nonce, returnTo: sameOriginPath(returnTo, publicUrl) ?? '/' } };
    },

    async finish(code: string, state: string, flow: GoogleFlowState): Promise<OidcIdentity> {
      if (state !== flow.state) throw new Error('OIDC state mismatch');
      return client.exchangeCode({ code, verifier: flow.verifier, redirectUri, nonce: flow.nonce });
    },

    /** For API clients that already hold a Google ID token (user_signup type 0). */
    verifyIdToken(idToken: string) {
      return client.verifyIdToken(idToken);
    },
  };
}
export type GoogleLogin = ReturnType<typeof createGoogleLogin>;
