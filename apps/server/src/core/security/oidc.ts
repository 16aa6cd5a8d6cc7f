import { createHash, createPublicKey, type JsonWebKey, randomBytes, verify } from 'node:crypto';

// OpenID Connect authorization code flow with PKCE (RFC 7636) against a configured issuer
// (Google by default). ID tokens are verified here: RS256 signature against the issuer's JWKS,
// issuer, audience, expiry and nonce.

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

export interface OidcIdentity {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  picture?: string;
}

const base64url = (buf: Buffer) => buf.toString('base64url');
const JWKS_TTL_MS = 60 * 60 * 1000;

export function createPkce() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge, state: base64url(randomBytes(16)), nonce: base64url(randomBytes(16)) };
}

export class OidcClient {
  private discovery?: Promise<Discovery>;
  private jwks?: { keys: (JsonWebKey & { kid?: string })[]; fetchedAt: number };

  constructor(private readonly config: OidcConfig) {}

  private async getJson<T>(url: string, init?: RequestInit): Promise<T> {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OIDC request to ${new URL(url).pathname} failed with ${response.status}`);
    return (await response.json()) as T;
  }

  private getDiscovery(): Promise<Discovery> {
    this.discovery ??= this.getJson<Discovery>(`${this.config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).catch(
      (error: unknown) => {
        this.discovery = undefined;
        throw error;
      },
    );
    return this.discovery;
  }

  async authorizationUrl(params: { redirectUri: string; state: string; nonce: string; challenge: string }) {
    const { authorization_endpoint } = await this.getDiscovery();
    const url = new URL(authorization_endpoint);
    url.search = new URLSearchParams({
      client_id: this.config.clientId,
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: params.redirectUri,
      state: params.state,
      nonce: params.nonce,
      code_challenge: params.challenge,
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /** Exchanges the code and returns the verified identity from the ID token. */
  async exchangeCode(params: { code: string; verifier: string; redirectUri: string; nonce: string }): Promise<OidcIdentity> {
    const { token_endpoint } = await this.getDiscovery();
    const tokens = await this.getJson<{ id_token?: string }>(token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.code,
        code_verifier: params.verifier,
        redirect_uri: params.redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }),
    });
    if (!tokens.id_token) throw new Error('The identity provider returned no ID token');
    return this.verifyIdToken(tokens.id_token, params.nonce);
  }

  async verifyIdToken(idToken: string, nonce?: string): Promise<OidcIdentity> {
    const parts = idToken.split('.');
    if (parts.length !== 3) throw new Error('Malformed ID token');
    const [headerB64, payloadB64, signatureB64] = parts as [string, string, string];
    const header = JSON.parse(Buffer.from(headerB64, 'base64url').toString()) as { alg?: string; kid?: string };
    if (header.alg !== 'RS256') throw new Error('Unsupported ID token algorithm');
    const jwk = await this.findKey(header.kid);
    const valid = verify(
      'RSA-SHA256',
      Buffer.from(`${headerB64}.${payloadB64}`),
      createPublicKey({ key: jwk, format: 'jwk' }),
      Buffer.from(signatureB64, 'base64url'),
    );
    if (!valid) throw new Error('ID token signature is invalid');
    const claims = JSON.parse(Buffer.from(payloadB64, 'base64url').toString()) as Record<string, unknown>;
    const issuers = [this.config.issuer.replace(/\/$/, ''), this.config.issuer.replace(/^https:\/\//, '').replace(/\/$/, '')];
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    const now = Math.floor(Date.now() / 1000);
    if (!issuers.includes(String(claims.iss))) throw new Error('ID token issuer mismatch');
    if (!audience.includes(this.config.clientId)) throw new Error('ID token audience mismatch');
    if (typeof claims.exp !== 'number' || claims.exp < now - 60) throw new Error('ID token expired');
    if (nonce !== undefined && claims.nonce !== nonce) throw new Error('ID token nonce mismatch');
    if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('ID token has no subject');
    return {
      sub: claims.sub,
      ...(typeof claims.email === 'string' ? { email: claims.email.toLowerCase() } : {}),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      ...(typeof claims.name === 'string' ? { name: claims.name } : {}),
      ...(typeof claims.picture === 'string' ? { picture: claims.picture } : {}),
    };
  }

  private async findKey(kid: string | undefined): Promise<JsonWebKey> {
    const pick = () => this.jwks?.keys.find((k) => k.kid === kid || (kid === undefined && this.jwks?.keys.length === 1));
    if (!this.jwks || Date.now() - this.jwks.fetchedAt > JWKS_TTL_MS || !pick()) {
      const { jwks_uri } = await this.getDiscovery();
      const { keys } = await this.getJson<{ keys: (JsonWebKey & { kid?: string })[] }>(jwks_uri);
      this.jwks = { keys, fetchedAt: Date.now() };
    }
    const key = pick();
    if (!key) throw new Error('No matching signing key for the ID token');
    return key;
  }
}
