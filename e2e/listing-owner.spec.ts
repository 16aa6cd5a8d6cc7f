import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { demoAgent, fillLogin, type DemoAccount } from './demo-account';
import { expect, test } from './fixtures';
import { copy } from './copy';
import { mailsTo, readCode } from './outbox';
import { solidPng } from './png';

// The owner's side of listings (issue #5): my properties and their status changes, the owner's view
// of one listing with its interested users, posting a project with two floors, agent verification.

async function logIn(page: Page, account: DemoAccount) {
  await page.goto('/login');
  await fillLogin(page, account);
}

interface OwnProperty {
  id: number;
  slug_id: string;
  title: string;
  property_type: string;
  status: number;
  request_status: string;
  interested_users: { id: number }[];
}

/** The first page of My properties as the API answers it to the logged-in user (same order as the page). */
async function ownProperties(request: APIRequestContext, query = 'limit=10'): Promise<OwnProperty[]> {
  const response = await request.get(`/api/get-added-properties?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OwnProperty[] }).data;
}

const rowOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: solidPng(200, 160, [15, 118, 110]) });
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });

test('my properties: switch a listing off and on, mark it sold, cancel and confirm a delete, see interested users', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await logIn(page, await demoAgent());

  // the user menu leads to every owner page
  await page.locator('header summary', { hasText: 'Account menu for' }).click();
  for (const name of ['My properties', 'My projects', 'Add property', 'Add project', 'Agent verification']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('link', { name: 'My properties', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'My properties', level: 1 })).toBeVisible();
  await axe();

  const firstPage = await ownProperties(page.request);
  const onSale = firstPage.find((p) => p.property_type === 'sell' && p.request_status === 'approved' && p.status === 1);
  if (!onSale) throw new Error('the demo agent has no approved, active sale listing on the first page');
  const row = rowOf(page, onSale.title);
  const badges = row.getByRole('list', { name: 'Status' });

  await row.getByRole('button', { name: 'Deactivate' }).click();
  await expect(badges.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByText(copy.statusUpdated).first()).toBeVisible();
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(badges.getByText('Active', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(badges.getByText('Sold', { exact: true })).toBeVisible();
  // sold listings cannot be edited or marked again
  await expect(row.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Mark as Sold' })).toHaveCount(0);
  await page.reload();
  await expect(rowOf(page, onSale.title).getByRole('list', { name: 'Status' }).getByText('Sold', { exact: true })).toBeVisible();

  // the Sold tab lists it
  await page.getByRole('navigation', { name: 'Filter by status' }).getByRole('link', { name: 'Sold' }).click();
  await expect(page).toHaveURL(/tab=sold/);
  await expect(rowOf(page, onSale.title)).toBeVisible();
  await axe();

  // delete: a modal dialog that Escape closes, then the real thing
  await page.goto('/user/properties');
  const victim = firstPage.find((p) => p.id !== onSale.id && p.interested_users.length === 0);
  if (!victim) throw new Error('no listing without interested users to delete on the first page');
  await rowOf(page, victim.title).getByRole('link', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Cancel' })).toBeFocused();
  await axe();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).not.toHaveURL(/delete=/);
  await rowOf(page, victim.title).getByRole('link', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(copy.propertyDeleted).first()).toBeVisible();
  await expect(rowOf(page, victim.title)).toHaveCount(0);

  // the owner's view of a listing somebody is interested in
  const wanted = (await ownProperties(page.request, 'limit=100')).find((p) => p.interested_users.length > 0);
  if (!wanted) throw new Error('the demo agent has no listing with interested users');
  const interested = (await (await page.request.get(`/api/get_interested_users?property_id=${wanted.id}`)).json()) as { data: { name: string }[]; total: number };
  await page.goto(`/my-property/${wanted.slug_id}`);
  await expect(page.getByRole('heading', { name: wanted.title, level: 1 })).toBeVisible();
  const audience = page.getByRole('region', { name: /interested user/ });
  await expect(audience.getByRole('heading', { name: `${interested.total} interested user${interested.total === 1 ? '' : 's'}` })).toBeVisible();
  await expect(audience.getByText(interested.data[0]?.name ?? '?', { exact: true })).toBeVisible();
  await axe();

  // another user's listing (or none) answers 404
  const missing = await page.goto('/my-property/no-such-listing-here');
  expect(missing?.status()).toBe(404);
});

for (const language of ['en', 'ar'] as const) {
  test(`my properties on a phone (${language}): every status tab is reachable, the current one in view, a fade cues the hidden ones`, async ({ page, context, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, await demoAgent());
    await context.addCookies([{ name: 'abode_lang', value: language, url: baseURL ?? '' }]);
    const tabs = page.getByRole('navigation', { name: language === 'en' ? 'Filter by status' : 'التصفية حسب الحالة' });
    const strip = tabs.getByRole('list');
    const expiredName = language === 'en' ? 'Expired' : 'منتهية الصلاحية';

    await page.goto('/user/properties');
    await expect(tabs.getByRole('link').first()).toBeInViewport({ ratio: 1 });
    await expect(tabs.getByRole('link', { name: expiredName })).not.toBeInViewport({ ratio: 1 });
    // the end with more tabs fades out; in Arabic that end is on the left
    const fade = tabs.locator('span[aria-hidden="true"]');
    await expect(fade).toHaveCount(1);
    const fadeBox = (await fade.boundingBox())!;
    expect(language === 'en' ? fadeBox.x > 300 : fadeBox.x < 20).toBe(true);

    // the tab of the current filter is scrolled into view
    await page.goto('/user/properties?tab=expired');
    await expect(tabs.getByRole('link', { name: expiredName })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: expiredName })).toBeInViewport({ ratio: 1 });
    await expect(fade.first()).toBeAttached();
    // and every tab can be scrolled to
    await strip.evaluate((element) => element.scrollTo({ left: 0 }));
    await expect(tabs.getByRole('link').first()).toBeInViewport({ ratio: 1 });
  });
}

test('post a project with two floors: the second floor waits for the first; the project is pending', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await logIn(page, await demoAgent());
  await page.goto('/user/add-project');
  await expect(page.getByRole('heading', { name: 'Add a project', level: 1 })).toBeVisible();
  await axe();

  const title = `Creekside Residences ${Date.now()}`;
  await page.getByLabel('Title *').fill(title);
  await page.getByLabel('Description *').fill('Two towers of one- to three-bedroom homes on the creek, with a park and a marina walk.');
  await page.getByLabel('Category *').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Upcoming' }).check();
  // the live preview follows the form
  await expect(page.getByRole('complementary', { name: 'Preview' }).getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Location' })).toBeVisible();

  // a form in progress survives a reload, on the step it was on
  await page.waitForTimeout(600);
  await page.reload();
  await expect(page.getByText('We restored the project you were working on.')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Location' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Preview' }).getByText(title)).toBeVisible();
  await page.getByLabel('Latitude').fill('25.2048');
  await page.getByLabel('Longitude').fill('55.2708');
  await page.getByLabel('Longitude').blur();
  await expect(page.getByLabel('City')).not.toHaveValue('');
  if ((await page.getByLabel('Formatted address').inputValue()) === '') await page.getByLabel('Formatted address').fill('Dubai Creek, Dubai');
  await axe({ exclude: ['.leaflet-container'] });
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Photos and documents' })).toBeVisible();
  // the main photo is required before the step can be left
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
  await page.locator('#image').setInputFiles(photo('creek.png'));
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 4 of 5: Floor plans' })).toBeVisible();
  const addFloor = page.getByRole('button', { name: 'Add a floor' });
  await addFloor.click();
  const first = page.getByRole('group', { name: 'Floor 1' });
  await expect(addFloor).toBeDisabled();
  await expect(page.getByText('Fill in the last floor (title and plan) before adding another.')).toBeVisible();
  await first.getByLabel('Floor title').fill('Ground floor');
  await expect(addFloor).toBeDisabled();
  await first.locator('input[type="file"]').setInputFiles(pdf('ground.pdf'));
  await expect(addFloor).toBeEnabled();
  await addFloor.click();
  const second = page.getByRole('group', { name: 'Floor 2' });
  await expect(addFloor).toBeDisabled();
  await second.getByLabel('Floor title').fill('First floor');
  await second.locator('input[type="file"]').setInputFiles(photo('first.png'));
  await expect(page.getByRole('complementary', { name: 'Preview' }).getByText('2 floor plans')).toBeVisible();
  await axe();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Search engines' })).toBeVisible();
  await page.getByRole('button', { name: 'Post project' }).click();

  await expect(page).toHaveURL(/\/user\/projects$/);
  await expect(page.getByText(`${copy.projectPosted} ${copy.projectForm.pendingReview}`)).toBeVisible();
  const row = rowOf(page, title);
  await expect(row.getByRole('list', { name: 'Status' }).getByText('Pending', { exact: true })).toBeVisible();
  await axe();

  // both floors were stored
  const floorsOf = async (projectTitle: string) => {
    const own = (await (await page.request.get('/api/get-added-projects?limit=50')).json()) as { data: { title: string; plans: { title: string }[] }[] };
    return own.data.find((p) => p.title === projectTitle)?.plans.map((p) => p.title);
  };
  expect(await floorsOf(title)).toEqual(['Ground floor', 'First floor']);

  // edit: rename it and remove the second floor
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit project', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Title *')).toHaveValue(title);
  await page.getByLabel('Title *').fill(`${title} Phase 2`);
  await page.getByRole('navigation', { name: 'Form steps' }).getByRole('button', { name: 'Floor plans' }).click();
  await expect(page.getByRole('group', { name: 'Floor 2' }).getByLabel('Floor title')).toHaveValue('First floor');
  await page.getByRole('button', { name: 'Remove floor 2' }).click();
  await expect(page.getByRole('group', { name: 'Floor 2' })).toHaveCount(0);
  await axe();
  await page.getByRole('navigation', { name: 'Form steps' }).getByRole('button', { name: 'Search engines' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/user\/projects$/);
  await expect(page.getByText(copy.projectUpdated).first()).toBeVisible();
  expect(await floorsOf(`${title} Phase 2`)).toEqual(['Ground floor']);
});

test('agent verification: a new user applies with a file and sees the request under review', async ({ page, axe }) => {
  test.setTimeout(90_000);
  const account = { email: `verify-${Date.now()}@example.com`, password: 'correct-horse-7' };
  const seen = await mailsTo(account.email);
  const registered = await page.request.post('/api/user-register', {
    form: { name: 'Omar Khalil', email: account.email, password: account.password, re_password: account.password },
  });
  expect(registered.ok()).toBe(true);
  const code = await readCode(account.email, seen);
  const verified = await page.request.get(`/api/verify-otp?email=${encodeURIComponent(account.email)}&otp=${code}`);
  expect(verified.ok()).toBe(true);
  await logIn(page, account);

  await page.goto('/user/verification');
  await expect(page.getByRole('heading', { name: 'Agent verification', level: 1 })).toBeVisible();
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await axe();

  // required fields are checked before anything is sent
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please choose a file')).toBeVisible();
  await axe();

  await page.getByLabel(/^Full name as on Emirates ID/).fill('Omar Khalil');
  await page.getByLabel(/^Emirates ID number/).fill('784-1990-1234567-1');
  await page.getByLabel(/^Broker licence \(BRN\) number/).fill('48213');
  await page.getByLabel(/^Years of experience/).selectOption({ index: 2 });
  await page.getByRole('checkbox', { name: 'Off-plan' }).check();
  await page.getByRole('radio', { name: 'Email' }).check();
  await page.getByLabel(/^Emirates ID \(front\)/).setInputFiles(photo('emirates-id.png'));
  await page.getByRole('button', { name: 'Submit for review' }).click();

  await expect(page.getByText('Under review', { exact: true })).toBeVisible();
  await expect(page.getByText('Your request is under review.')).toBeVisible();
  const sent = page.getByRole('region', { name: 'What you sent' });
  await expect(sent.getByText('48213')).toBeVisible();
  await expect(sent.getByRole('link', { name: 'View file' })).toBeVisible();
  // the file is private: the applicant's session reads it, nobody else (ADR 014)
  const href = (await sent.getByRole('link', { name: 'View file' }).getAttribute('href'))!;
  expect(href).toMatch(/\/api\/agent-verification-files\/[0-9a-f-]{36}\.png$/);
  const own = await page.request.get(href);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/png');
  expect(own.headers()['cache-control']).toBe('private, no-store');
  const anonymous = await playwrightRequest.newContext({ baseURL: new URL(href).origin });
  expect((await anonymous.get(href)).status()).toBe(404);
  await anonymous.dispose();
  await expect(page.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);
  await axe();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('status changes and the delete confirmation are plain form posts', async ({ page }) => {
    test.setTimeout(60_000);
    await logIn(page, await demoAgent());
    const listings = await ownProperties(page.request);
    const target = listings.find((p) => p.property_type === 'rent' && p.request_status === 'approved' && p.status === 1);
    if (!target) throw new Error('the demo agent has no approved, active rental on the first page');
    await page.goto('/user/properties');
    const row = rowOf(page, target.title);
    await row.getByRole('button', { name: 'Mark as Rented' }).click();
    await expect(rowOf(page, target.title).getByRole('list', { name: 'Status' }).getByText('Rented', { exact: true })).toBeVisible();
    await rowOf(page, target.title).getByRole('button', { name: 'Mark as Available for Rent' }).click();
    await expect(rowOf(page, target.title).getByRole('button', { name: 'Mark as Rented' })).toBeVisible();

    // the delete link opens the confirmation rendered by the server; Cancel goes back
    await rowOf(page, target.title).getByRole('link', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/delete=\d+/);
    const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
