import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOidc } from '../../test/fake-oidc.js';
import { OidcClient } from './oidc.js';

const CLIENT_ID = 'abode-client';
const SECRET = 'abode-secret';
const REDIRECT_URI = 'http://abode.test/api/auth/google/callback';

describe('OidcClient against a provider on loopback', () => {
  let provider: Awaited<ReturnType<typeof startFakeOidc>>;
  let client: OidcClient;

  beforeAll(async () => {
    provider = await startFakeOidc(CLIENT_ID, SECRET, { sub: 'g-7', email: 'Ada@Example.com', email_verified: true, name: 'Ada' });
    client = new OidcClient({ issuer: provider.issuer, clientId: CLIENT_ID, clientSecret: SECRET });
  });
  afterAll(() => provider.close());
  afterEach(() => {
    delete provider.misbehave.claims;
    delete provider.misbehave.forged;
  });

  /** Leaves for the provider, which approves at once, and returns the callback URL it redirects to. */
  async function signIn() {
    const { url, checks } = await client.start(REDIRECT_URI);
    const authorize = await fetch(url, { redirect: 'manual' });
    return { callback: new URL(authorize.headers.get('location')!), checks };
  }

  it('asks for the code with PKCE (S256), state and nonce, and returns the verified identity', async () => {
    const { url, checks } = await client.start(REDIRECT_URI);
    const params = new URL(url).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge_method: 'S256',
    });
    expect(params.get('code_challenge')).not.toBe(checks.verifier);

    const { callback, checks: second } = await signIn();
    expect(await client.finish(callback, second)).toEqual({ sub: 'g-7', email: 'ada@example.com', emailVerified: true, name: 'Ada' });
  });

  it('refuses a callback whose state differs before redeeming its code', async () => {
    const { callback, checks } = await signIn();
    const before = provider.counts.tokenRequests;
    await expect(client.finish(callback, { ...checks, state: 'forged' })).rejects.toThrow();
    expect(provider.counts.tokenRequests).toBe(before);
  });

  it('cannot redeem a code without the PKCE verifier that asked for it', async () => {
    const { callback, checks } = await signIn();
    await expect(client.finish(callback, { ...checks, verifier: 'x'.repeat(43) })).rejects.toThrow();
  });

  it('refuses an ID token from the token endpoint with another nonce, another audience or a signature the JWKS does not hold', async () => {
    for (const misbehaviour of [{ claims: { nonce: 'replayed' } }, { claims: { aud: 'someone-else' } }, { forged: true }]) {
      Object.assign(provider.misbehave, misbehaviour);
      const { callback, checks } = await signIn();
      await expect(client.finish(callback, checks)).rejects.toThrow();
      delete provider.misbehave.claims;
      delete provider.misbehave.forged;
    }
  });

  it('verifies ID tokens that API clients bring: signature, issuer, audience, expiry, algorithm', async () => {
    expect(await client.verifyIdToken(provider.idToken({}))).toMatchObject({ sub: 'g-7', email: 'ada@example.com' });
    const past = Math.floor(Date.now() / 1000) - 3600;
    const refused = [
      provider.forgedIdToken(),
      provider.idToken({ aud: 'someone-else' }),
      provider.idToken({ iss: 'https://evil.example' }),
      provider.idToken({ iat: past - 600, exp: past }),
      provider.idToken({ sub: '' }),
    ];
    for (const token of refused) await expect(client.verifyIdToken(token)).rejects.toThrow();

    // the same claims under "none" or an HMAC keyed with the public client secret must not pass
    const [, payload] = provider.idToken({}).split('.') as [string, string];
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const hsHeader = Buffer.from('{"alg":"HS256"}').toString('base64url');
    const hs = `${hsHeader}.${payload}.${createHmac('sha256', SECRET).update(`${hsHeader}.${payload}`).digest('base64url')}`;
    await expect(client.verifyIdToken(none)).rejects.toThrow();
    await expect(client.verifyIdToken(hs)).rejects.toThrow();
  });
});

describe('OidcClient transport', () => {
  it('speaks plain HTTP to a provider on loopback only', async () => {
    const remote = new OidcClient({ issuer: 'http://accounts.example.test', clientId: CLIENT_ID, clientSecret: SECRET });
    await expect(remote.start(REDIRECT_URI)).rejects.toThrow(/https/i);
  });
});
