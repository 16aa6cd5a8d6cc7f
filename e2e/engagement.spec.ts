import type { Page } from '@playwright/test';
import { demoAgent, fillLogin } from './demo-account';
import { expect, test, waitForHydration, type AxeCheck } from './fixtures';
import { copy } from './copy';

// Issue #14: favourites from a card, the personalised feed on the home page, and the pages they
// add, accessible at phone and desktop width, in Arabic (right to left) too.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

async function logIn(page: Page) {
  await page.goto('/login');
  await fillLogin(page, await demoAgent());
}

/** axe at phone and desktop width, then again in Arabic (right to left); the page is reloaded in English after. */
async function checkEverywhere(page: Page, axe: AxeCheck, exclude: string[] = []) {
  for (const language of ['en', 'ar']) {
    if (language === 'ar') {
      await page.context().addCookies([{ name: 'abode_lang', value: 'ar', url: page.url() }]);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await axe({ exclude: ['.leaflet-container', ...exclude] });
    }
  }
  await page.context().addCookies([{ name: 'abode_lang', value: 'en', url: page.url() }]);
  await page.setViewportSize(DESKTOP);
  await page.reload();
}

test('a visitor who taps a heart logs in and comes back to the listing', async ({ page }) => {
  await page.goto('/properties');
  await waitForHydration(page);
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Save to favourites' }) })
    .first();
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  await card.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=${encodeURIComponent(href ?? '')}$`));
  await fillLogin(page, await demoAgent());
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('favourite from a card, find it on the favourites page, and remove it there', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/properties');
  await waitForHydration(page);
  const unsaved = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Save to favourites', pressed: false }) })
    .first();
  const title = (await unsaved.getByRole('heading').innerText()).trim();
  // by its title: once saved, it no longer matches "unsaved"
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .first();
  await card.getByRole('button', { name: 'Save to favourites' }).click();
  // optimistic, then confirmed by the server
  await expect(card.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/user/favorites-properties');
  await expect(page.getByRole('heading', { name: 'Favourites', level: 1 })).toBeVisible();
  const saved = page.locator('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(saved).toHaveCount(1);
  await checkEverywhere(page, axe);

  await page.goto('/user/favorites-properties');
  await waitForHydration(page);
  await saved.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(saved).toHaveCount(0);
});

test('favourite works without JavaScript, through a plain form post', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/login');
  await fillLogin(page, await demoAgent());
  await page.goto('/properties');
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: 'Save to favourites', pressed: false }) })
    .first();
  const href = (await card.getByRole('heading').getByRole('link').getAttribute('href')) ?? '';
  await card.getByRole('button', { name: 'Save to favourites' }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await page.goto(href);
  await expect(page.getByRole('button', { name: 'Save to favourites' }).first()).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

test('preferences change the recommended section of the home page, which says why', async ({ page, axe }) => {
  test.setTimeout(120_000);
  await logIn(page);
  const cities = (await (await page.request.get('/api/get-cities-data?limit=2')).json()) as { data: { City: string }[] };
  const [first, second] = cities.data.map((c) => c.City);
  expect(first && second).toBeTruthy();

  const choose = async (city: string) => {
    await page.goto('/user/personalize-feed');
    await page.getByLabel('City').selectOption(city);
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: copy.preferencesSaved })).toBeVisible();
  };
  const recommended = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Recommended for you' }) });

  await choose(first!);
  await checkEverywhere(page, axe);
  await page.goto('/');
  await expect(recommended.getByText(`In ${first}`).first()).toBeVisible();
  await expect(recommended.getByText(`In ${second}`)).toHaveCount(0);
  await recommended.scrollIntoViewIfNeeded();
  // the home page's footer reads as light text on white to axe at phone width for visitors too
  // (not this feature's markup; reported to the lead)
  await checkEverywhere(page, axe, ['footer']);

  await choose(second!);
  await page.goto('/');
  await expect(recommended.getByText(`In ${second}`).first()).toBeVisible();
  await expect(recommended.getByText(`In ${first}`)).toHaveCount(0);
});

test('the detail page reports once and its report form is accessible', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await logIn(page);
  // a rental someone else listed, that this user has not reported
  const me = ((await (await page.request.get('/api/get-user-data')).json()) as { data: { id: number } }).data.id;
  const rentals = ((await (await page.request.get('/api/get_property?property_type=1&limit=50')).json()) as { data: { slug_id: string; added_by: number; is_reported: number }[] })
    .data;
  const listing = rentals.find((r) => r.added_by !== me && r.is_reported === 0);
  expect(listing).toBeTruthy();
  await page.goto(`/properties-details/${listing!.slug_id}`);
  await waitForHydration(page);
  await page.getByText('Report this listing').first().click();
  await page.getByLabel('Other').check();
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Please describe the problem')).toBeVisible();
  await checkEverywhere(page, axe);
  await waitForHydration(page);
  await page.getByText('Report this listing').first().click();
  await page.getByLabel('Other').check();
  await page.getByLabel('Describe the problem').fill('The photos belong to another building.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.reportSubmitted })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Reported' })).toBeVisible();
});
