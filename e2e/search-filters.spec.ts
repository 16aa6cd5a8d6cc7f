import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

// Issue #18's filters: room chips, a city chosen from the places that have listings, and a
// category's own choice parameter; all in the URL, kept on reload and on the map view. And the
// phone map view: the map fills the screen and a Map/List toggle shows the results instead.

const filtersOf = (page: Page) => page.getByRole('search', { name: 'Filters' });

interface CardParameter {
  name: string;
  value: string | string[];
}

test('2 bedrooms, a city from the list and furnishing: in the URL, the results, a reload and the map', async ({ page, axe }) => {
  test.slow();
  await page.goto('/properties');
  await waitForHydration(page);
  const filters = filtersOf(page);

  await filters.getByLabel('Type').selectOption('apartment');
  await expect(page).toHaveURL(/\/properties\?category=apartment$/);
  await filters.getByRole('group', { name: 'Bedrooms' }).locator('label', { hasText: /^2$/ }).click();
  await expect(page).toHaveURL(/\/properties\?category=apartment&beds=2$/);
  // the state's list has counts; the city list follows the chosen state
  await filters.getByLabel('State or emirate').selectOption('Dubai');
  await expect(page).toHaveURL(/\?category=apartment&beds=2&state=Dubai$/);
  await expect(filters.getByLabel('City').locator('option')).toHaveText(['Any city', /^Dubai \(\d+\)$/]);
  await filters.getByLabel('City').selectOption('Dubai');
  await expect(page).toHaveURL(/&beds=2&city=Dubai&state=Dubai$/);
  const furnishing = filters.getByLabel('Furnishing');
  const furnished = await furnishing.locator('option', { hasText: /^Furnished$/ }).getAttribute('value');
  await furnishing.selectOption(furnished ?? '');
  const parameterId = Number(furnished?.split(':')[0]);
  await expect(page).toHaveURL(new RegExp(`/properties\\?category=apartment&beds=2&param=${parameterId}%3AFurnished&city=Dubai&state=Dubai$`));
  for (const chip of ['Bedrooms: 2', 'Dubai', `Furnishing: Furnished`]) await expect(page.getByRole('link', { name: `Remove filter: ${chip}` }).first()).toBeVisible();

  // What the page shows is what the API finds, and every listing found has the asked facts.
  const shown = Number((await page.getByText(/^Showing 1–\d+ of \d+ propert/).textContent())?.match(/of (\d+)/)?.[1]);
  expect(shown).toBeGreaterThan(0);
  const api = await page.request.get(`/api/get-property-list?category_slug_id=apartment&bedrooms=2&state=Dubai&city=Dubai&parameters=${parameterId}:Furnished&limit=100`);
  const found = (await api.json()) as { total: number; data: { id: number }[] };
  expect(found.total).toBe(shown);
  for (const { id } of found.data) {
    // the full listing (cards carry only their key facts); with_seo reads without counting a view
    const full = (await (await page.request.get(`/api/get_property?id=${id}&with_seo=1`)).json()) as { data: { city: string; parameters: CardParameter[] }[] };
    const listing = full.data[0]!;
    const value = (name: string) => listing.parameters.find((p) => p.name === name)?.value;
    expect([listing.city, value('Bedrooms'), value('Furnishing')]).toEqual(['Dubai', '2', 'Furnished']);
  }
  await axe();

  // A reload keeps every choice, in the URL and in the form.
  await page.reload();
  await waitForHydration(page);
  await expect(filters.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await expect(filters.getByLabel('City')).toHaveValue('Dubai');
  await expect(filters.getByLabel('Furnishing')).toHaveValue(`${parameterId}:Furnished`);

  // The map view keeps them too.
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/map\\?category=apartment&beds=2&param=${parameterId}%3AFurnished&city=Dubai&state=Dubai`));
  await expect(page.getByRole('link', { name: 'Remove filter: Bedrooms: 2' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the listings' }).locator('.leaflet-container')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/^\d+ propert(y|ies) in this area$/)).toBeVisible();
  const inArea = Number((await page.getByText(/^\d+ propert(y|ies) in this area$/).textContent())?.match(/^(\d+)/)?.[1]);
  expect(inArea).toBeLessThanOrEqual(shown);
  expect(inArea).toBeGreaterThan(0);
});

test('on a phone the map fills the screen and a Map/List toggle shows the results', async ({ page, axe }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties/map?beds=2');
  await waitForHydration(page);
  const map = page.getByRole('region', { name: 'Map of the listings' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  const box = await map.boundingBox();
  // everything under the 64 px site header
  expect(box?.width).toBe(390);
  expect(box?.height).toBeGreaterThanOrEqual(844 - 64 - 1);
  const toggle = page.getByRole('group', { name: 'Show the results as' });
  const showMap = toggle.getByRole('button', { name: 'Map' });
  const showList = toggle.getByRole('button', { name: /^List/ });
  await expect(showMap).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Results' })).toBeHidden();
  await page.waitForLoadState('networkidle');
  await axe();

  // the filters stay at hand over the map
  // (the toolbar under the map is inert while the map covers it)
  await page
    .getByRole('link', { name: /^Filters/ })
    .and(page.locator(':not([inert] *)'))
    .click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Bedrooms' }).getByRole('radio', { name: '2', exact: true })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // by keyboard: the list replaces the map, and back
  await showList.focus();
  await page.keyboard.press('Enter');
  await expect(showList).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Results' }).locator('article').first()).toBeVisible();
  await expect(map).toHaveCount(0);
  await axe();
  await showMap.focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Map of the listings' }).locator('.leaflet-container')).toBeVisible();
  await expect(page).toHaveURL(/beds=2/);
});
