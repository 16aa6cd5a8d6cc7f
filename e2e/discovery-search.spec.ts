import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const filtersOf = (page: Page) => page.getByRole('search', { name: 'Filters' });
const cardsOf = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('article');
const markersOf = (page: Page) => page.getByRole('region', { name: 'Map of the listings' }).locator('.leaflet-marker-icon');

async function markerLabels(page: Page): Promise<string[]> {
  return (await markersOf(page).evaluateAll((pins) => pins.map((pin) => pin.getAttribute('aria-label') ?? ''))).sort();
}

test('search by text, narrow with filters, go back, open a result', async ({ page, axe }) => {
  // A long journey with two accessibility scans: on a busy 2-core machine it needs more than 30 s.
  test.slow();
  await page.goto('/properties');
  await waitForHydration(page);
  const filters = filtersOf(page);
  const status = page.getByText(/^Showing 1–12 of \d+ properties$/);
  const everything = Number((await status.textContent())?.match(/of (\d+)/)?.[1]);
  expect(everything).toBeGreaterThan(12);
  await axe();

  await filters.getByLabel('Keywords').fill('villa');
  await filters.getByLabel('Keywords').press('Enter');
  await expect(page).toHaveURL(/\/properties\?q=villa$/);
  await expect(page.getByRole('link', { name: 'Remove filter: “villa”' })).toBeVisible();
  const villas = Number((await page.getByText(/^Showing 1–\d+ of \d+ propert/).textContent())?.match(/of (\d+)/)?.[1]);
  expect(villas).toBeGreaterThan(0);
  expect(villas).toBeLessThan(everything);

  // A pick in the sidebar applies at once; the URL holds every filter.
  await filters.locator('label', { hasText: 'For rent' }).click();
  await expect(page).toHaveURL(/\/properties\?q=villa&type=rent$/);
  await expect(cardsOf(page).first().getByText('For rent')).toBeVisible();
  await filters.getByLabel('Posted').selectOption('6-months');
  await expect(page).toHaveURL(/\/properties\?q=villa&type=rent&posted=6-months$/);
  await filters.getByLabel('Min').fill('1000');
  await filters.getByLabel('Min').press('Enter');
  await expect(page).toHaveURL(/\/properties\?q=villa&type=rent&min_price=1000&posted=6-months$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for rent');
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/&sort=price_desc$/);
  await axe();

  // Back restores the previous filters, in the URL and in the form.
  await page.goBack();
  await expect(page).toHaveURL(/\/properties\?q=villa&type=rent&min_price=1000&posted=6-months$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/properties\?q=villa&type=rent&posted=6-months$/);
  await expect(filters.getByLabel('Min')).toHaveValue('');
  await expect(filters.getByLabel('Posted')).toHaveValue('6-months');

  // A chip removes its filter; the link of the first result opens it.
  await page.getByRole('link', { name: 'Remove filter: In the last 6 months' }).click();
  await expect(page).toHaveURL(/\/properties\?q=villa&type=rent$/);
  // a premium listing shows visitors a teaser: open an ordinary one
  const first = cardsOf(page).filter({ hasNotText: 'Premium' }).first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/properties-details\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('no results offer to widen the search; "Clear all" does', async ({ page }) => {
  await page.goto('/properties?q=zzzzqqqq&type=sell');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'No properties found' })).toBeVisible();
  await page.getByRole('link', { name: 'Without “zzzzqqqq”' }).click();
  await expect(page).toHaveURL(/\/properties\?type=sell$/);
  await expect(cardsOf(page)).toHaveCount(12);
  await page.getByRole('link', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/properties$/);
});

test('on a phone the filters are a drawer that counts before it applies', async ({ page, axe }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/properties');
  await waitForHydration(page);
  await expect(filtersOf(page)).toBeHidden();
  await page.getByRole('link', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  const apply = drawer.getByRole('button', { name: /^Show \d+ propert/ });
  const before = await apply.textContent();
  await drawer.locator('label', { hasText: 'For sale' }).click();
  await expect(apply).not.toHaveText(before ?? '');
  await expect(page).toHaveURL(/\/properties$/);
  await axe();
  await apply.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/properties\?type=sell$/);
});

test('the map view shows the filtered listings and follows the map as it moves', async ({ page, axe }) => {
  // A long journey with two accessibility scans: on a busy 2-core machine it needs more than 30 s.
  test.slow();
  await page.goto('/properties?type=sell');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\/map\?type=sell/);
  const map = page.getByRole('region', { name: 'Map of the listings' });
  await expect(map.locator('.leaflet-container')).toBeVisible();
  // The map reports the box it really shows, and the URL takes it.
  await expect(page).toHaveURL(/bbox=[-\d.,%C]+&zoom=\d+/);
  await expect(markersOf(page).first()).toBeVisible();
  await expect(cardsOf(page).first()).toBeVisible();
  await axe();

  // Let the map settle (its first report replaces the URL).
  await page.waitForLoadState('networkidle');

  // Pointing at a card in the list picks out its marker (its pin, or the bubble that holds it).
  await cardsOf(page).first().hover();
  await expect(map.locator('.leaflet-marker-icon.is-highlighted')).toHaveCount(1);
  await page.mouse.move(0, 0);
  await expect(map.locator('.leaflet-marker-icon.is-highlighted')).toHaveCount(0);

  // Close to a listing that stands alone, its pin opens a card that links to it.
  const response = await page.request.get('/api/get-property-list?property_type=sell&limit=100');
  const places = ((await response.json()) as { data: { latitude: string; longitude: string }[] }).data.map((p) => ({ lat: Number(p.latitude), lng: Number(p.longitude) }));
  const alone = places.find((a) => places.every((b) => a === b || Math.abs(a.lat - b.lat) > 0.01 || Math.abs(a.lng - b.lng) > 0.01));
  if (!alone) throw new Error('the demo data has no listing on its own');
  const box = [alone.lat - 0.002, alone.lng - 0.003, alone.lat + 0.002, alone.lng + 0.003].map((v) => v.toFixed(5)).join(',');
  await page.goto(`/properties/map?type=sell&bbox=${box}&zoom=16`);
  await page.waitForLoadState('networkidle');
  const pin = map.locator('.abode-price-pin').first();
  await expect(pin).toHaveAttribute('aria-label', /, AED\s\d/);
  await pin.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByText('View details')).toBeVisible();
  await expect(popup.getByRole('link')).toHaveAttribute('href', /^\/properties-details\//);
  await popup.locator('.leaflet-popup-close-button').click();

  // Pan with the keyboard: the URL box moves.
  const urlBefore = page.url();
  await map.locator('.leaflet-container').focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect(page).not.toHaveURL(urlBefore);
  await page.waitForLoadState('networkidle');

  // Drag far with the mouse: the markers and the list beside the map follow the new box.
  const before = await markerLabels(page);
  const firstListed = () => cardsOf(page).first().getByRole('heading').textContent({ timeout: 1000 }).catch(() => 'none in the box');
  const listBefore = await firstListed();
  const area = await map.boundingBox();
  if (!area) throw new Error('the map has no box');
  await page.mouse.move(area.x + area.width * 0.9, area.y + area.height / 2);
  await page.mouse.down();
  await page.mouse.move(area.x + area.width * 0.1, area.y + area.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect.poll(() => markerLabels(page)).not.toEqual(before);
  await expect.poll(firstListed).not.toBe(listBefore);
  await expect(page.getByText(/in this area$/)).toBeVisible();

  // Zooming out with the keyboard brings listings back, grouped into clusters.
  await map.locator('.leaflet-container').focus();
  const zoomBefore = Number(new URL(page.url()).searchParams.get('zoom'));
  for (let i = 0; i < 7; i += 1) {
    await page.keyboard.press('-');
    await page.waitForTimeout(300);
  }
  await expect.poll(() => Number(new URL(page.url()).searchParams.get('zoom'))).toBeLessThan(zoomBefore - 2);
  await expect(map.locator('.abode-cluster').first()).toBeVisible();

  // Back to the list with the same filters.
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/\/properties\?type=sell$/);
});

test('the list page does not load the map code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/properties');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /leaflet/.test(url))).toEqual([]);
});
