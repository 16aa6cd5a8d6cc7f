import type { APIRequestContext, Page } from '@playwright/test';
import { type DemoAccount, demoAdmin, demoAgent, fillLogin, tokenOf } from './demo-account';
import { expect, test, waitForHydration } from './fixtures';

// Issue #14: an admin approves a listing and its owner's bell shows it; the notifications page
// and the dashboard are axe-clean at phone and desktop width, in English and Arabic.

/** The administrator and a demo agent the seed printed on the e2e server's first start. */
async function accounts(): Promise<{ admin: DemoAccount; owner: DemoAccount }> {
  return { admin: await demoAdmin(), owner: await demoAgent() };
}

async function bearer(request: APIRequestContext, account: DemoAccount): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await tokenOf(request, account)}` };
}

async function logIn(page: Page, account: DemoAccount) {
  await page.goto('/login');
  await fillLogin(page, account);
}

test("an admin approves a listing and its owner's bell shows it; opening it marks it read", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { admin, owner } = await accounts();
  const ownerAuth = await bearer(request, owner);
  const own = (await (await request.get('/api/get-added-properties?limit=50', { headers: ownerAuth })).json()) as { data: { id: number; slug_id: string; title: string; request_status: string }[] };
  const listing = own.data.find((p) => p.request_status === 'pending') ?? own.data[0];
  if (!listing) throw new Error('the demo agent has no listings');

  await logIn(page, owner);
  await waitForHydration(page);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await request.post('/api/notifications/read-all', { headers: ownerAuth });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('bell-count')).toHaveCount(0);

  const approved = await request.post(`/api/admin/properties/${listing.id}/approve`, { headers: await bearer(request, admin) });
  expect(approved.ok(), await approved.text()).toBe(true);

  // the next page the owner opens carries the count
  await page.goto('/');
  await waitForHydration(page);
  await expect(bell).toHaveAccessibleName('Notifications, unread: 1');
  await expect(page.getByTestId('bell-count')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  const item = page.getByRole('listitem').filter({ hasText: `Your property “${listing.title}” was approved` });
  await expect(item).toBeVisible();
  await expect(item.getByText('Unread', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^Open/ }).click();
  await expect(page).toHaveURL(new RegExp(`/my-property/${listing.slug_id}$`));
  await waitForHydration(page);
  await expect(page.getByTestId('bell-count')).toHaveCount(0);
});

test('the notifications page asks for push permission only on a click', async ({ page, context, baseURL }) => {
  const { owner } = await accounts();
  await context.grantPermissions([], { origin: baseURL ?? '' });
  let prompted = false;
  await page.exposeFunction('sawPermissionRequest', () => {
    prompted = true;
  });
  await page.addInitScript(() => {
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
      (window as unknown as { sawPermissionRequest: () => void }).sawPermissionRequest();
      return original(...args);
    };
  });
  await logIn(page, owner);
  await page.goto('/user/notifications');
  await waitForHydration(page);
  await expect(page.getByTestId('push-status')).toHaveText(/Get an alert on this device|Notification Permission Denied/);
  expect(prompted).toBe(false);
});

test('the dashboard links to my favourites and to who is interested in each listing', async ({ page }) => {
  const { owner } = await accounts();
  await logIn(page, owner);
  await page.goto('/user/dashboard');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'My favourites', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/favorites-properties$/);

  await page.goto('/user/dashboard');
  await waitForHydration(page);
  const row = page.getByRole('table').getByRole('row').nth(1);
  const title = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  const slug = /\/my-property\/([^/?#]+)/.exec((await row.getByRole('rowheader').getByRole('link').getAttribute('href')) ?? '')?.[1];
  if (!slug) throw new Error('the dashboard row has no listing link');
  const interested = row.getByRole('link', { name: new RegExp(`see who is interested in “${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}”`) });
  await expect(interested).toHaveAttribute('href', `/user/interested/${slug}`);
  // that address leads to the listing's own page, at the list of who is interested
  await interested.click();
  await expect(page).toHaveURL(new RegExp(`/my-property/${slug}#interested-title$`));
  await expect(page.locator('#interested-title')).toBeVisible();
});

test("logging out sends this browser's push endpoint, so only its subscription is forgotten", async ({ page }) => {
  const { owner } = await accounts();
  const endpoint = 'https://fcm.googleapis.com/fcm/send/e2e-this-browser';
  // a subscribed browser without a real push service: the registration answers with this endpoint
  await page.addInitScript((url) => {
    const registration = { pushManager: { getSubscription: () => Promise.resolve({ endpoint: url }) } };
    Object.defineProperty(ServiceWorkerContainer.prototype, 'getRegistration', { value: () => Promise.resolve(registration) });
  }, endpoint);
  await logIn(page, owner);
  await waitForHydration(page);
  const logout = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.replace(/\.data$/, '') === '/logout');
  await page.getByRole('banner').locator('summary', { hasText: 'Account menu for' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  expect(new URLSearchParams((await logout).postData() ?? '').get('fcm_id')).toBe(endpoint);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`notifications and dashboard are axe-clean at ${width}px, in English and Arabic`, async ({ page, axe, context, baseURL }) => {
    test.setTimeout(60_000);
    const { owner } = await accounts();
    await page.setViewportSize({ width, height: 900 });
    await logIn(page, owner);
    for (const language of ['en', 'ar']) {
      await context.addCookies([{ name: 'abode_lang', value: language, url: baseURL ?? '' }]);
      for (const url of ['/user/notifications', '/user/dashboard']) {
        await page.goto(url);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (url === '/user/dashboard') await expect(page.getByRole('img', { name: language === 'ar' ? 'المشاهدات في آخر 30 يومًا' : 'Views in the last 30 days' })).toBeVisible();
        // the footer renders only near the viewport (content-visibility): bring it in, so its colours are real
        await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
        await axe();
      }
    }
  });
}
