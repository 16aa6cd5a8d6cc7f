import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/**
 * An OpenID Connect provider on loopback: discovery, JWKS, an authorization endpoint that
 * approves at once as `identity`, and a token endpoint that checks the client secret and the
 * PKCE verifier (S256) before issuing an RS256 ID token. `misbehave` makes the token endpoint
 * answer as a compromised or broken provider would, to prove the client refuses it.
 */
export async function startFakeOidc(clientId: string, clientSecret: string, identity: FakeIdentity) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(4).toString('hex');
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string }>();
  let issuer = '';
  const misbehave: { claims?: Record<string, unknown>; forged?: boolean } = {};
  const counts = { tokenRequests: 0 };
  const unpublishedKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  const idToken = (claims: Record<string, unknown>, key = privateKey) => {
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(JSON.stringify({ iss: issuer, aud: clientId, iat: now, exp: now + 600, ...identity, ...claims })).toString('base64url');
    return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key).toString('base64url')}`;
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const json = (status: number, value: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, { issuer, authorization_endpoint: `${issuer}/authorize`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (url.pathname === '/authorize') {
      const p = url.searchParams;
      if (p.get('client_id') !== clientId || p.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      const code = randomBytes(12).toString('hex');
      codes.set(code, { challenge: p.get('code_challenge') ?? '', nonce: p.get('nonce') ?? '', redirectUri: p.get('redirect_uri') ?? '' });
      const back = new URL(p.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', p.get('state') ?? '');
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      counts.tokenRequests += 1;
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (form.get('client_secret') !== clientSecret || form.get('client_id') !== clientId) return json(401, { error: 'invalid_client' });
        if (!grant || grant.redirectUri !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) return json(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        const token = idToken({ nonce: grant.nonce, ...misbehave.claims }, misbehave.forged ? unpublishedKey : privateKey);
        json(200, { access_token: 'x', token_type: 'Bearer', id_token: token });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    /** An ID token as the provider would sign it (for API clients that log in with one). */
    idToken,
    /** The same claims signed by a key the provider never published. */
    forgedIdToken: (claims: Record<string, unknown> = {}) => idToken(claims, unpublishedKey),
    /** Set to make the token endpoint's next ID tokens carry other claims or a forged signature; clear to behave. */
    misbehave,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
