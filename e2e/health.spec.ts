import { expect, test } from './fixtures';

test('health check reports the database as reachable', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'sqlite' });
});

test('the OpenAPI documentation renders', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Abode API/ })).toBeVisible();
});

test('an unknown API path answers the JSON envelope with 404', async ({ request }) => {
  const response = await request.get('/api/no-such-call');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = await response.json();
  expect(body).toMatchObject({ error: true, code: 404 });
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
});
