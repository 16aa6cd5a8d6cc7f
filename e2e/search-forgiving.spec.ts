import type { Page } from '@playwright/test';
import { demoAgent, fillLogin } from './demo-account';
import { expect, test, waitForHydration } from './fixtures';

// The forgiving search of issue #18: suggestions as you type, category words, aliases and typos of
// places; and the location picker's address search and service-area warning.

const keywordsOf = (page: Page) => page.getByRole('search', { name: 'Filters' }).getByRole('combobox', { name: 'Keywords' });
const cardsOf = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('article');

interface Card {
  title: string;
  address: string;
  category: { category: string };
}

test('"vila in jvc" with suggestions shown finds the villas in Jumeirah Village Circle; the search is remembered', async ({ page, axe, request }) => {
  test.slow();
  await page.goto('/properties');
  await waitForHydration(page);
  const box = keywordsOf(page);
  await box.click();
  await box.pressSequentially('vila in jv', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const first = list.getByRole('option').first();
  await expect(first).toContainText('Jumeirah Village Circle');
  await expect(first).toContainText('(JVC)');
  await axe();

  // arrows make an option active (the focus stays in the box); Escape closes the list
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();

  // the typed text, typo and alias as they are, is understood by the server
  await box.pressSequentially('c', { delay: 40 });
  await box.press('Enter');
  await expect(page).toHaveURL(/\/properties\?q=vila\+in\+jvc$/);
  const answer = (await (await request.get('/api/get-property-list?limit=50&search=vila%20in%20jvc')).json()) as { data: Card[]; total: number };
  expect(answer.total).toBeGreaterThan(0);
  for (const card of answer.data) {
    expect(card.category.category).toBe('Villa');
    expect(card.address).toContain('Jumeirah Village Circle');
  }
  await expect(cardsOf(page)).toHaveCount(answer.data.length);
  await expect(page.getByText(new RegExp(`^Showing 1–${answer.total} of ${answer.total} propert`))).toBeVisible();
  const titles = (await cardsOf(page).getByRole('heading').allTextContents()).map((t) => t.trim()).sort();
  expect(titles).toEqual(answer.data.map((c) => c.title).sort());

  // taking a suggestion with the keyboard searches with it; the last search is offered again
  await box.fill('');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /vila in jvc.*Recent search/ })).toBeVisible();
  await box.pressSequentially('Marna', { delay: 40 });
  const marina = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Dubai Marina/ });
  await expect(marina).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/properties\?q=Dubai\+Marina$/);
  await expect(cardsOf(page).first()).toBeVisible();
});

test('the location picker searches places as the owner types, moves the pin, and warns outside the service area', async ({ page, axe }) => {
  test.setTimeout(90_000);
  await page.goto('/login');
  await fillLogin(page, await demoAgent());
  await page.goto('/user/add-project');
  await page.getByLabel('Title *').fill(`Harbour View ${Date.now()}`);
  await page.getByLabel('Description *').fill('Homes over the marina, with a park and a beach walk.');
  await page.getByLabel('Category *').selectOption({ index: 1 });
  await page.getByRole('radio', { name: 'Upcoming' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Location' })).toBeVisible();

  const search = page.getByRole('combobox', { name: 'Search for an address or place' });
  await search.pressSequentially('dubai marna', { delay: 40 });
  const option = page.getByRole('listbox', { name: 'Matching places' }).getByRole('option').first();
  await expect(option).toHaveText('Dubai Marina, Dubai, United Arab Emirates');
  await axe({ exclude: ['.leaflet-container'] });
  await option.click();
  await expect(page.getByLabel('Latitude')).toHaveValue('25.0764');
  await expect(page.getByLabel('Longitude')).toHaveValue('55.1406');
  await expect(page.getByLabel('Formatted address')).toHaveValue('Dubai Marina, Dubai, United Arab Emirates');
  await expect(page.getByLabel('City')).toHaveValue('Dubai');
  // the pin is placed there, and the map shows it
  const map = page.getByRole('region', { name: "Map: choose the property's location" });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  const [pin, frame] = [(await map.locator('.leaflet-marker-icon').boundingBox())!, (await map.boundingBox())!];
  expect(pin.x >= frame.x && pin.x + pin.width <= frame.x + frame.width && pin.y >= frame.y && pin.y + pin.height <= frame.y + frame.height).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // a point in Paris is outside the portal's country: a warning before saving
  await page.getByLabel('Latitude').fill('48.8566');
  await page.getByLabel('Longitude').fill('2.3522');
  await page.getByLabel('Longitude').blur();
  await expect(page.getByRole('alert').filter({ hasText: 'This point is outside United Arab Emirates' })).toBeVisible();
  await axe({ exclude: ['.leaflet-container'] });
  await search.fill('');
  await search.pressSequentially('al reem', { delay: 40 });
  await page.getByRole('listbox', { name: 'Matching places' }).getByRole('option').first().click();
  await expect(page.getByRole('alert').filter({ hasText: 'This point is outside' })).toHaveCount(0);
});
