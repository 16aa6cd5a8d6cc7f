import { expect, test } from './fixtures';

test('a property card opens its detail page, whose gallery moves with the keyboard', async ({ page }) => {
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'Latest listings' });
  // a premium listing shows visitors a teaser: open an ordinary one
  const card = latest.locator('article').filter({ hasNotText: 'Premium' }).first();
  const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(title).not.toBe('');

  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/properties-details\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  const gallery = page.getByTestId('gallery');
  const position = gallery.getByTestId('gallery-position');
  const tabs = gallery.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  await expect(position).toHaveText(`1 / ${count}`);

  await tabs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`2 / ${count}`);
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('End');
  await expect(position).toHaveText(`${count} / ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(position).toHaveText(`1 / ${count}`);
  await page.keyboard.press('ArrowLeft');
  await expect(position).toHaveText(`${count} / ${count}`);

  await gallery.getByRole('button', { name: 'Next photo' }).click();
  await expect(position).toHaveText(`1 / ${count}`);
});

test('the property list filters by purpose and pages through results', async ({ page }) => {
  await page.goto('/properties?type=sell');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale');
  // the results, apart from the promoted strip above them
  const cards = page.getByRole('region', { name: 'Results' }).locator('article');
  await expect(cards).toHaveCount(12);
  await expect(cards.first().getByText('For sale')).toBeVisible();

  const firstOnPageOne = await cards.first().getByRole('heading').textContent();
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');
});

test('an unknown listing answers 404', async ({ page }) => {
  const response = await page.goto('/properties-details/no-such-listing');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page');
});
