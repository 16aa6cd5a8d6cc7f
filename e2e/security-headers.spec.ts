import { expect, test } from './fixtures';

// Issue #12: every kind of answer carries the security headers; pages run their inline scripts
// with the CSP nonce only (the fixture fails any journey whose page reports a CSP violation).

const expectHeaders = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
};

test('a page, an API answer, an image and a 404 carry the security headers', async ({ request, page }) => {
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  expectHeaders(home.headers());
  const nonce = /'nonce-([^']+)'/.exec(home.headers()['content-security-policy'] ?? '')?.[1];
  const html = await home.text();
  // every inline script of the page carries this answer's nonce
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);

  const api = await request.get('/api/get_categories?limit=1');
  expectHeaders(api.headers());
  const missing = await request.get('/api/no-such-call');
  expect(missing.status()).toBe(404);
  expectHeaders(missing.headers());

  await page.goto('/properties');
  const src = await page.locator('main img[src*="/images/"]').first().getAttribute('src');
  const image = await request.get(src!);
  expect(image.status()).toBe(200);
  expectHeaders(image.headers());
  expect(image.headers()['access-control-allow-origin']).toBe('*');
});
