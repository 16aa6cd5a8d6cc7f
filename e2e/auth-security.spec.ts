import type { APIRequestContext, Page } from '@playwright/test';
import { SESSION_COOKIE } from '@abode/shared/session';
import { expect, test } from './fixtures';
import { copy } from './copy';
import { mailsTo, readCode } from './outbox';

// Standing abuse suite (issue #12) in the browser: redirects after login stay on the site, and a
// logout form posted by another site does nothing, while the site's own revokes the token.

const PASSWORD = 'correct-horse-7';

async function verifiedAccount(request: APIRequestContext, email: string) {
  const seen = await mailsTo(email);
  expect((await request.post('/api/user-register', { form: { name: 'Rana Saleh', email, password: PASSWORD, re_password: PASSWORD } })).ok()).toBe(true);
  const code = await readCode(email, seen);
  expect((await request.get(`/api/verify-otp?email=${encodeURIComponent(email)}&otp=${code}`)).ok()).toBe(true);
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('redirectTo after login never leaves the site (tab, backslash, protocol-relative)', async ({ page, baseURL }) => {
  const email = `redirect-${Date.now()}@example.com`;
  await verifiedAccount(page.request, email);
  const site = new URL(baseURL ?? '').origin;
  for (const hostile of ['/\t/evil.example/', '/\\evil.example/', '//evil.example/', '/\n/evil.example/']) {
    await page.context().clearCookies();
    await page.goto(`/login?${new URLSearchParams({ redirectTo: hostile }).toString()}`);
    await logIn(page, email);
    await expect(page).toHaveURL(`${site}/`);
  }
  // a path of the site is kept
  await page.context().clearCookies();
  await page.goto(`/login?${new URLSearchParams({ redirectTo: '/user/profile' }).toString()}`);
  await logIn(page, email);
  await expect(page).toHaveURL(`${site}/user/profile`);
});

test('a logout posted by another site does nothing; the site\'s own logout revokes the token', async ({ page, baseURL }) => {
  const email = `logout-${Date.now()}@example.com`;
  await verifiedAccount(page.request, email);
  await page.goto('/login');
  await logIn(page, email);
  await expect(page.locator('header summary', { hasText: 'Account menu for Rana Saleh' })).toBeVisible();
  const token = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!.value;
  const bearer = { authorization: `Bearer ${token}` };

  const forged = await page.request.post('/logout', { headers: { origin: 'https://evil.example' }, form: {}, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  expect(forged.headers()['set-cookie'] ?? '').not.toContain(SESSION_COOKIE);
  const noOrigin = await page.request.fetch('/logout', { method: 'POST', headers: { origin: '' }, maxRedirects: 0 });
  expect(noOrigin.status()).toBe(403);
  expect((await page.request.get('/api/get-user-data', { headers: bearer })).status()).toBe(200);

  await page.locator('header summary', { hasText: 'Account menu for Rana Saleh' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${new URL(baseURL ?? '').origin}/`);
  await expect(page.getByText(copy.loggedOut)).toBeVisible();
  expect((await page.request.get('/api/get-user-data', { headers: bearer })).status()).toBe(401);
});

test('a new email on the profile page applies only once the code sent there is entered', async ({ page, axe }) => {
  const email = `mover-${Date.now()}@example.com`;
  const moved = `moved-${Date.now()}@example.com`;
  await verifiedAccount(page.request, email);
  await page.goto('/login?redirectTo=%2Fuser%2Fprofile');
  await logIn(page, email);
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();

  const seen = await mailsTo(moved);
  await page.getByLabel('Email').fill(moved);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('501234567');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
  await axe();
  // not applied before the code comes back
  expect((await (await page.request.get('/api/get-user-data')).json()).data.email).toBe(email);

  const code = await readCode(moved, seen);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Confirm email' }).click();
  await expect(page.getByText('Your email address is changed.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Email')).toHaveValue(moved);
});
