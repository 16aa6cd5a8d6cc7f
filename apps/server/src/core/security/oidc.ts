import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import type { Configuration } from 'openid-client';

// OpenID Connect sign-in (Google by default) on maintained libraries (ADR 021): openid-client runs
// the authorization code flow with PKCE, state and nonce and verifies the ID token against the
// issuer's JWKS; jose verifies ID tokens that API clients bring themselves. Both load on first use.

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface OidcIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

/** What the browser must bring back from the provider for the code to be redeemed. */
export interface OidcChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** Plain HTTP only on loopback (a local provider in tests or development); anything else must be TLS. */
const isLoopbackHttp = (issuer: string) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?(\/|$)/.test(issuer);

function identityFrom(claims: JWTPayload): OidcIdentity {
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('ID token has no subject');
  return {
    sub: claims.sub,
    ...(typeof claims.email === 'string' ? { email: claims.email.toLowerCase() } : {}),
    // Google has sent email_verified as a string in some token versions
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
    ...(typeof claims.picture === 'string' ? { picture: claims.picture } : {}),
  };
}

export class OidcClient {
  private configuration?: Promise<Configuration>;
  private jwks?: JWTVerifyGetKey;

  constructor(private readonly config: OidcConfig) {}

  /** Discovery once; a failed discovery is retried on the next sign-in rather than cached. */
  private discover(): Promise<Configuration> {
    this.configuration ??= import('openid-client')
      .then((oidc) =>
        oidc.discovery(new URL(this.config.issuer), this.config.clientId, this.config.clientSecret, undefined, {
          execute: [oidc.enableNonRepudiationChecks, ...(isLoopbackHttp(this.config.issuer) ? [oidc.allowInsecureRequests] : [])],
          timeout: 10,
        }),
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }

  /** The provider's authorization URL and the checks to keep (httpOnly) until the browser comes back. */
  async start(redirectUri: string): Promise<{ url: string; checks: OidcChecks }> {
    const oidc = await import('openid-client');
    const config = await this.discover();
    const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /** Redeems the code of the callback URL (state, PKCE, nonce checked) and returns the verified identity. */
  async finish(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
    const oidc = await import('openid-client');
    const tokens = await oidc.authorizationCodeGrant(await this.discover(), callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.verifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('The identity provider returned no ID token');
    return identityFrom(claims);
  }

  /** An ID token an API client obtained itself: RS256 signature against the JWKS, issuer, audience, expiry. */
  async verifyIdToken(idToken: string): Promise<OidcIdentity> {
    const { createRemoteJWKSet, jwtVerify } = await import('jose');
    const metadata = (await this.discover()).serverMetadata();
    if (!metadata.jwks_uri) throw new Error('The identity provider publishes no JWKS');
    this.jwks ??= createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: 10_000 });
    const issuer = metadata.issuer;
    const { payload } = await jwtVerify(idToken, this.jwks, {
      // Google documents both forms of its issuer in ID tokens
      issuer: [issuer, issuer.replace(/^https:\/\//, '')],
      audience: this.config.clientId,
      algorithms: ['RS256'],
      clockTolerance: 60,
    });
    return identityFrom(payload);
  }
}
