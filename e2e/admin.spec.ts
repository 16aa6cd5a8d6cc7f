import type { Browser, Page } from '@playwright/test';
import { type DemoAccount, demoAdmin, demoAgent, fillLogin, tokenOf } from './demo-account';
import { type AxeCheck, expect, test, waitForHydration } from './fixtures';
import { copy } from './copy';

// Issue #17: the admin console. Visitors are sent to log in and other accounts get the 403 page;
// the admin approves a pending property (its owner then sees the notification), rejects another
// with a reason, creates a staff account that sees only its own area, and deactivates it (the
// staff member then cannot log in and is told why). Screens are axe-checked at laptop and phone width.

async function logIn(page: Page, account: DemoAccount, to = '/login') {
  await page.goto(to);
  await fillLogin(page, account);
}

/** axe over the whole page: the footer renders only near the viewport (content-visibility), so it is brought in first. */
async function checkPage(page: Page, axe: AxeCheck) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await axe();
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

test('visitors are sent to log in; accounts that are not staff see the 403 page', async ({ page, axe }) => {
  await page.goto('/admin/properties');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%2Fproperties/);
  await fillLogin(page, await demoAgent());
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await checkPage(page, axe);
});

test('the admin approves and rejects pending properties; the owner sees the approval', async ({ page, browser, axe }) => {
  test.setTimeout(90_000);
  await logIn(page, await demoAdmin(), '/login?redirectTo=/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await checkPage(page, axe);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: /^Open the queue\s*: Properties to review$/ }).click();
  await expect(page).toHaveURL(/\/admin\/properties$/);
  await waitForHydration(page);
  await checkPage(page, axe);

  const rows = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Approve\s*:/ }) });
  await expect(rows.first()).toBeVisible();
  // an owner's listing (not the company's): its owner is a link to their account
  const approveRow = rows.filter({ has: page.getByRole('link', { name: /.+/ }) }).first();
  const title = (await approveRow.getByRole('heading').innerText()).trim();
  const ownerHref = await approveRow.getByRole('link').first().getAttribute('href');
  await approveRow.getByRole('button', { name: /^Approve\s*:/ }).click();
  await expect(page.getByText(copy.listingApproved)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);

  // reject another with the reason its owner reads
  const rejectRow = rows.first();
  const rejected = (await rejectRow.getByRole('heading').innerText()).trim();
  await rejectRow.locator('summary', { hasText: 'Reject' }).click();
  await rejectRow.getByLabel('Reason the owner will read').fill('The photos do not show the property.');
  await rejectRow.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(page.getByText(copy.listingRejected)).toBeVisible();
  await page.getByRole('link', { name: 'Rejected', exact: true }).click();
  const rejectedRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: rejected, exact: true }) });
  await expect(rejectedRow.getByText('Rejected: The photos do not show the property.')).toBeVisible();

  // the owner's account page gives their email; every demo account shares the agent's password
  await page.goto(ownerHref!);
  const email = (await page.getByText(/@example\.com$/).first().innerText()).trim();
  await checkPage(page, axe);
  const owner = await newPage(browser);
  await logIn(owner.page, { email, password: (await demoAgent()).password });
  await owner.page.goto('/user/notifications');
  await expect(owner.page.getByText(`Your property “${title}” was approved`).first()).toBeVisible();
  await owner.close();
});

test('an owner asks to feature a listing; the admin turns it down with a reason the owner reads', async ({ page, request, axe }) => {
  test.setTimeout(90_000);
  // the demo agent holds a paid plan with features: they feature one of their approved listings
  const auth = { authorization: `Bearer ${await tokenOf(request, await demoAgent())}` };
  const own = (await (await request.get('/api/get-added-properties?limit=100', { headers: auth })).json()) as { data: { id: number; title: string; request_status: string }[] };
  let featured: { id: number; title: string } | undefined;
  for (const listing of own.data.filter((p) => p.request_status === 'approved')) {
    const asked = await request.post('/api/store_advertisement', { headers: auth, form: { feature_for: 'property', property_id: String(listing.id) } });
    if (asked.ok()) {
      featured = listing;
      break;
    }
  }
  expect(featured, 'one of the agent’s approved listings can be featured').toBeDefined();

  await logIn(page, await demoAdmin(), '/login?redirectTo=/admin/featured');
  await expect(page.getByRole('heading', { level: 1, name: 'Featured requests' })).toBeVisible();
  await waitForHydration(page);
  const row = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { name: featured!.title, exact: true }) });
  await expect(row).toBeVisible();
  await checkPage(page, axe);
  await row.locator('summary', { hasText: 'Reject' }).click();
  await row.getByLabel('Reason the owner will read').fill('The photos show another building.');
  await row.getByRole('button', { name: 'Reject with this reason' }).click();
  await expect(page.getByText(copy.advertisementRejected)).toBeVisible();
  await page.getByRole('link', { name: 'Rejected', exact: true }).click();
  const rejected = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: featured!.title, exact: true }) });
  await expect(rejected.getByText('Rejected: The photos show another building.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);

  const notices = (await (await request.get('/api/get_notification_list', { headers: auth })).json()) as { data: { type: string; data: { title?: string } }[] };
  expect(notices.data).toContainEqual(expect.objectContaining({ type: 'advertisement_rejected', data: expect.objectContaining({ title: featured!.title }) }));
});

test('the admin creates a staff account that sees only its area, then deactivates it', async ({ page, browser, axe }) => {
  test.setTimeout(90_000);
  const staff = { email: `e2e-staff-${Date.now()}@example.com`, password: 'staff-secret-1' };
  // unique, so that a retried run picks out its own account
  const staffName = `E2E Staff ${Date.now() % 100000}`;
  await logIn(page, await demoAdmin(), '/login?redirectTo=/admin/users');
  await waitForHydration(page);
  await page.getByText('Create a staff account').click();
  await page.getByLabel('Name', { exact: true }).fill(staffName);
  await page.getByLabel('Email', { exact: true }).fill(staff.email);
  await page.getByLabel('Password (at least 6 characters)').fill(staff.password);
  await page.getByLabel('Handle reports').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(copy.staffSaved)).toBeVisible();
  await checkPage(page, axe);

  const member = await newPage(browser);
  await logIn(member.page, staff, '/login?redirectTo=/admin');
  await expect(member.page.getByRole('navigation', { name: 'Admin console sections' }).getByRole('link')).toHaveText(['Dashboard', 'Reports']);
  await member.page.goto('/admin/properties');
  await expect(member.page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
  await member.page.goto('/admin/reports');
  await expect(member.page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await page.getByLabel('Name, email or phone').fill(staff.email);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('link', { name: staffName }).click();
  await expect(page.getByText('1 signed-in device')).toBeVisible();
  await waitForHydration(page);
  await checkPage(page, axe);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
  await page.getByRole('button', { name: 'Deactivate account' }).click();
  await expect(page.getByText(copy.userStatusUpdated)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reactivate account' })).toBeVisible();

  // the staff member's session has ended, and logging in again is refused with the message
  await member.page.goto('/admin/reports');
  await expect(member.page).toHaveURL(/\/login/);
  await member.page.getByLabel('Email').fill(staff.email);
  await member.page.getByLabel('Password', { exact: true }).fill(staff.password);
  await member.page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(member.page.getByText(copy.accountDeactivated)).toBeVisible();
  await member.close();

  await page.goto('/admin/audit?entity=user');
  await expect(page.getByText('deactivate').first()).toBeVisible();
  await checkPage(page, axe);
});

test('the admin adds a language, uploads its file, edits a string and sees it on the public site', async ({ page, browser, axe }, testInfo) => {
  test.setTimeout(90_000);
  const code = `fr-${testInfo.workerIndex}${Date.now() % 100000}`.slice(0, 8);
  await logIn(page, await demoAdmin(), '/login?redirectTo=/admin/languages');
  await waitForHydration(page);
  await page.getByLabel('Code').fill(code);
  await page.getByLabel('Name, in the language itself').fill('Français');
  await page.getByRole('button', { name: 'Add language' }).click();
  await expect(page.getByText(copy.languageSaved).last()).toBeVisible();
  await checkPage(page, axe);
  await page.getByRole('link', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Français' })).toBeVisible();
  await waitForHydration(page);

  await page.getByLabel('Replace every text with a file').setInputFiles({
    name: `${code}.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ nav: { home: 'Accueil', properties: 'Biens' } })),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(copy.languageSaved).last()).toBeVisible();

  await page.getByLabel('Search keys and texts').fill('nav.agents');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('nav.agents', { exact: true }).fill('Nos agents');
  await page.getByRole('button', { name: /^Save\s*: nav\.agents$/ }).click();
  await expect(page.getByText(copy.languageSaved).last()).toBeVisible();
  await checkPage(page, axe);

  // a visitor who chose the language sees the uploaded and the edited texts, without a restart
  const visitor = await browser.newContext();
  await visitor.addCookies([{ name: 'abode_lang', value: code, url: new URL(page.url()).origin }]);
  const publicPage = await visitor.newPage();
  await publicPage.goto('/');
  const nav = publicPage.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Nos agents' })).toBeVisible();
  await visitor.close();

  // switched off again, so that other journeys see the site's two languages only
  await page.goto('/admin/languages');
  await page.getByRole('button', { name: /^Switch off\s*: Français$/ }).click();
  await expect(page.getByText(copy.languageSaved).last()).toBeVisible();
});

test('the settings page is accessible on laptop and phone and saves', async ({ page, axe }) => {
  await logIn(page, await demoAdmin(), '/login?redirectTo=/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.admin.settings.imagesTitle })).toBeVisible();
  await expect(page.getByLabel('Company name')).not.toHaveValue('');
  await expect(page.getByRole('button', { name: 'Switch demo mode on' })).toBeVisible();
  await checkPage(page, axe);
  await page.setViewportSize({ width: 390, height: 844 });
  await checkPage(page, axe);
  await waitForHydration(page);
  // saving the values as they are changes nothing, and says so as any save does
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(copy.settingsSaved)).toBeVisible();
  // the mail server section: with none set in the console, the test mail goes the server's way (the outbox here)
  await expect(page.getByRole('heading', { name: copy.admin.settings.mailTitle })).toBeVisible();
  await page.getByRole('button', { name: copy.admin.settings.mailTest }).click();
  await expect(page.getByText(copy.testMailSent)).toBeVisible();
});
