import type { Browser } from '@playwright/test';
import { copy } from './copy';
import { expect, test, waitForHydration } from './fixtures';

/** A visitor's browser that has never been asked where it is (no stored answer). */
async function firstVisit(browser: Browser, baseURL: string | undefined, options: { geolocation?: { latitude: number; longitude: number } } = {}) {
  const context = await browser.newContext({
    baseURL: baseURL ?? '',
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  return { context, page: await context.newPage() };
}

test('the home page asks once where the visitor is and shows the newest listings near them', async ({ browser, baseURL }) => {
  // Dubai Marina, where the demo has listings
  const { context, page } = await firstVisit(browser, baseURL, { geolocation: { latitude: 25.08, longitude: 55.14 } });
  await page.goto('/');
  await waitForHydration(page);
  const ask = page.getByRole('region', { name: copy.home.nearYou.askTitle });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: copy.home.nearYou.allow }).click();
  await expect(ask).toBeHidden();
  const near = page.getByRole('region', { name: copy.home.nearYou.title });
  await expect(near.locator('article')).not.toHaveCount(0);
  await expect(near.getByRole('link', { name: copy.home.nearYou.onMap })).toHaveAttribute('href', '/properties/map?bbox=24.83%2C54.89%2C25.33%2C55.39&zoom=12');
  // asked once: the next visit goes straight to the listings
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: copy.home.nearYou.title }).locator('article')).not.toHaveCount(0);
  await expect(page.getByRole('region', { name: copy.home.nearYou.askTitle })).toHaveCount(0);
  await context.close();
});

test('a visitor who declines is never asked again, and the page did not move when the question came', async ({ browser, baseURL }) => {
  const { context, page } = await firstVisit(browser, baseURL);
  await page.goto('/');
  await waitForHydration(page);
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.1);
  await page.getByRole('button', { name: copy.home.nearYou.decline }).click();
  await expect(page.getByRole('region', { name: copy.home.nearYou.askTitle })).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: copy.home.nearYou.askTitle })).toHaveCount(0);
  await expect(page.getByRole('region', { name: copy.home.nearYou.title })).toHaveCount(0);
  await context.close();
});

test('the home page shows every section the API gives: most liked and questions people ask', async ({ page, axe }) => {
  await page.goto('/');
  // the sections carry the titles the admin gave them (admin → Home sections)
  const sections: { type: string; translated_title: string }[] = (await (await page.request.get('/api/web-settings')).json()).data.homepage_sections;
  const titleOf = (type: string) => sections.find((s) => s.type === type)!.translated_title;
  await expect(page.getByRole('heading', { name: titleOf('most_liked_properties_section') })).toBeVisible();
  const faqs = page.getByRole('region', { name: titleOf('faqs_section') });
  await faqs.scrollIntoViewIfNeeded();
  const question = faqs.locator('summary').first();
  await question.click();
  await expect(faqs.locator('details[open] p')).toBeVisible();
  await axe();
});

test('a chosen order is kept: promoted listings have their own labelled strip, and sold or rented ones come only when asked', async ({ page, request }) => {
  await page.goto('/properties?sort=price_asc');
  const strip = page.getByRole('region', { name: copy.listSearch.promoted.heading });
  await expect(strip).toBeVisible();
  const results = page.getByRole('region', { name: 'Results' });
  // the results are in price order, whether or not a listing is promoted
  const prices = await results.locator('article data').evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('value'))));
  expect(prices.length).toBeGreaterThan(3);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // the purpose counts add up to the total; including sold and rented raises it
  const open = (await (await request.get('/api/get-property-list?limit=1')).json()) as { total: number };
  const all = (await (await request.get('/api/get-property-list?limit=1&include_closed=1')).json()) as { total: number };
  expect(all.total).toBeGreaterThanOrEqual(open.total);
  await page.getByLabel(copy.listSearch.closed).first().check();
  await page.getByRole('button', { name: 'Show results' }).first().click();
  await expect(page).toHaveURL(/closed=1/);
  await expect(page.getByRole('link', { name: `Remove filter: ${copy.listSearch.closed}` })).toBeVisible();
});
